import VCLifeClassroom
import VCLifeScript

/// A status message said in the screen's language(s), ready to draw.
struct RenderedMessage {
  let text: String
  let isError: Bool

  init(_ message: StatusMessage, _ language: ReportLanguage) {
    text = Words.sentence(message.text, language)
    isError = message.isError
  }
}

/// The bottom line: system behaviour and pacing, then a message or the key legend. The legend
/// keeps as many whole entries as fit (help and quit always); a message longer than the line
/// takes up to six rows under it rather than being cut (a file's full path may be long, and
/// in both languages it is said twice).
struct StatusBar {
  /// A legend entry: the key, and what it does.
  typealias Entry = LegendEntry

  /// What the line always starts with: " iOS 6+ │ portrait 20pt bar │ play 4/s │ ".
  let prefix: String
  /// The message of the moment, said in the screen's language(s).
  let message: RenderedMessage?
  /// Rows the status area takes: one, or more for a long message.
  let rows: Int
  let language: ReportLanguage
  let glyphs: Glyphs
  let width: Int
  /// Whether the viewers press no key (a recording): no legend at all.
  let isRecorded: Bool

  /// The single screen's status line.
  init(_ classroom: Classroom, glyphs: Glyphs, width: Int) {
    let language = classroom.language
    let message = classroom.view.message.map { RenderedMessage($0, language) }
    // Room is kept for the legend's first key too (n next step, 1-3 answer): on a narrow
    // line the device's words give way to it.
    let first = classroom.isRecorded ? nil : Keymap.legend(classroom.legendFacts()).first
    let reserve = first.map { DisplayWidth.of("\($0.key) \($0.word.en)") + 2 } ?? 0
    let state = classroom.shownState
    let words = Self.prefixLanguage(language)
    // A `version` item's answer is the version, and the phone and its bar imply it.
    let device =
      classroom.practiceMask?.hidesVersion == true
      ? ["iOS ?"]
      : [
        // A practice item is asked on one version: "iOS 6", not the live cycle's "iOS 6+"
        // (an item on iOS 6 may turn on what iOS 11 added).
        (classroom.activity == .practice
          ? "iOS \(state.behavior.rawValue)" : state.behavior.title)
          + (Self.asIf(classroom).map { Words.inline($0, words) } ?? ""),
        Words.inline(Words.device(state), words),
      ]
    let prefix = Self.prefix(
      device + Self.paceAndClass(classroom, words), language: language, glyphs: glyphs,
      width: width, message: message, reserve: reserve,
      closing: Self.closing(following: classroom.isFollowing))
    self.init(
      prefix: prefix, message: message, language: language, glyphs: glyphs, width: width,
      isRecorded: classroom.isRecorded)
  }

  /// A status line of `prefix` and `message`.
  init(
    prefix: String, message: RenderedMessage?, language: ReportLanguage, glyphs: Glyphs,
    width: Int, isRecorded: Bool = false
  ) {
    self.prefix = prefix
    self.message = message
    self.language = language
    self.glyphs = glyphs
    self.width = width
    self.isRecorded = isRecorded
    rows = Self.rows(prefix: prefix, message: message, width: width)
  }

  /// "class 28" on a teacher's screen whose students joined; "following · 28" on a
  /// student's; nil without a class.
  static func classPart(_ classroom: Classroom) -> Localized? {
    if let following = classroom.following {
      if following.isPresenter {
        return Localized(
          en: "presenter · \(following.joined) in class", zh: "演示者 · 课堂 \(following.joined) 人")
      }
      return Localized(
        en: "following · \(following.joined) in class", zh: "跟随老师 · 课堂 \(following.joined) 人")
    }
    guard let live = classroom.classLive else { return nil }
    return Localized(en: "class \(live.joined)", zh: "课堂 \(live.joined) 人")
  }

  /// The language of the prefix's words (how the device is held, the pacing): in both
  /// languages Chinese, as the legend after them falls back to English when crowded, so
  /// the line speaks to both readers (classroom review m18).
  static func prefixLanguage(_ language: ReportLanguage) -> ReportLanguage {
    language == .both ? .zh : language
  }

  /// After the version, on a student's Swift class (`--own`) before iOS 7: Swift needs iOS 7,
  /// so the screen shows what the class's logic would do there (SPEC §16.3), as compare
  /// mode's side title says.
  static func asIf(_ classroom: Classroom) -> Localized? {
    guard classroom.own?.runsAsIf(on: classroom.shownState.behavior) == true else { return nil }
    return Localized(en: " (Swift: as if)", zh: "（Swift：假设）")
  }

  /// The pacing for the status line: "play 4/s", "paused", "step" or "all at once"; nil on
  /// a student's screen, which plays the teacher's moments as they come (its own pacing
  /// named a pace the screen did not keep).
  static func pace(_ classroom: Classroom) -> Localized? {
    guard !classroom.isFollowing else { return nil }
    return Said.pace(
      classroom.pacing, speed: classroom.settings.speed, isPaused: classroom.isPaused)
  }

  /// The parts after how the device is held, on one app and in compare mode: the pacing,
  /// then the class (`words`: the language the prefix speaks).
  static func paceAndClass(_ classroom: Classroom, _ words: ReportLanguage) -> [String] {
    [pace(classroom), classPart(classroom)].compactMap { $0.map { Words.inline($0, words) } }
  }

  /// Draws the line at row `y`: the prefix, then the message or the legend `facts` ask for.
  /// A cut reason's key is never crowded out: it joins `? help  q quit`. Under a layer the
  /// legend is the layer's closing key alone (`q` closes a layer, it quits nothing).
  func draw(_ facts: LegendFacts, y: Int, on grid: inout Grid) {
    let entries = isRecorded ? [] : Keymap.legend(facts)
    let why = entries.filter { $0.key == "y" }
    let closing =
      isRecorded || facts.layer != nil ? [] : why + Self.closing(following: facts.isFollowing)
    Self.draw(
      prefix: prefix, message: message, legend: entries.filter { $0.key != "y" },
      closing: closing, language: language, glyphs: glyphs, y: y,
      width: width, rows: rows, on: &grid)
  }

  static let closing: [Entry] = closing(following: false)

  /// `? help  q quit`; on a student's screen `q leave`, as its help says (the session is the
  /// teacher's: nothing is kept).
  static func closing(following: Bool) -> [Entry] {
    [
      Entry(key: "?", word: Localized(en: "help", zh: "帮助")),
      following
        ? Entry(key: "q", word: Localized(en: "leave", zh: "离开"))
        : Entry(key: "q", word: Localized(en: "quit", zh: "退出")),
    ]
  }

  /// The status line's fixed parts, `│` between them. The second (how the device is held)
  /// gives way on a narrow line, so that `closing` (`? help  q quit`) always fits whole after
  /// them, and when a message would take fewer rows without it (rows the panes keep); with a
  /// class's part after them (a student's "following · 28 in class" is long), the pacing
  /// gives way too when that is still not enough.
  static func prefix(
    _ parts: [String], language: ReportLanguage, glyphs: Glyphs, width: Int,
    message: RenderedMessage? = nil, reserve: Int = 0, closing: [Entry] = closing
  ) -> String {
    let bar = glyphs.isUnicode ? " │ " : " | "
    let full = " " + parts.joined(separator: bar) + bar
    guard parts.count > 2 else { return full }
    var short = parts
    short.remove(at: 1)
    let shortened = " " + short.joined(separator: bar) + bar
    if let message {
      let fewer =
        rows(prefix: shortened, message: message, width: width)
        < rows(prefix: full, message: message, width: width)
      return fewer ? shortened : full
    }
    // In both languages the legend falls back to English when crowded: the closing too.
    let closingWidth = DisplayWidth.of(
      closing.map { "\($0.key) \($0.word.en)" }.joined(separator: "  "))
    let fits = { (prefix: String) in DisplayWidth.of(prefix) + reserve + closingWidth + 1 <= width }
    if fits(full) { return full }
    guard !fits(shortened), short.count > 2 else { return shortened }
    short.remove(at: 1)
    return " " + short.joined(separator: bar) + bar
  }

  // MARK: Any screen's status area

  /// Rows a status area with `prefix` needs for `message` at a width: the message follows
  /// the prefix when it fits there, or else has the rows under it, the whole width, up to
  /// six (a file's full path may be long), wrapped rather than cut.
  static func rows(prefix: String, message: RenderedMessage?, width: Int) -> Int {
    guard let message else { return 1 }
    if DisplayWidth.of(prefix) + DisplayWidth.of(message.text) <= width { return 1 }
    return 1 + min(maximumMessageRows, max(1, TextWrap.lines(message.text, width: width - 1).count))
  }

  /// The rows above a status area of `statusRows` on a screen `height` high. The panes keep
  /// their rows whatever the status line says: a long message covers the bottom of the
  /// screen for a moment rather than moving every pane up (and the terminal rewriting them
  /// all). Not a lesson's text, which is never cut: with a lesson the panes give way.
  static func bodyHeight(screen height: Int, statusRows: Int, showsLesson: Bool) -> Int {
    height - (showsLesson ? statusRows : 1)
  }

  /// The most rows a message takes under the status line's prefix: an export's message in
  /// both languages names a 120-character folder twice, whole, at 80 columns. The rows cover
  /// the log's bottom until the next key; they move no pane.
  static let maximumMessageRows = 6

  /// The status area of any screen (single app or compare): `prefix` in bold, then the
  /// message wrapped over `rows`, or else the legend.
  static func draw(
    prefix: String, message: RenderedMessage?, legend: [Entry], closing: [Entry] = closing,
    language: ReportLanguage, glyphs: Glyphs, y: Int, width: Int, rows: Int, on grid: inout Grid
  ) {
    grid.fill(rect: Rect(x: 0, y: y, width: width, height: rows), style: Style(.status, [.reverse]))
    // Nothing after the prefix on its row (a message under it, no legend): no bar before
    // nothing, which reads as an empty field ("class 3 │").
    let followed = message.map { _ in rows == 1 } ?? !(legend.isEmpty && closing.isEmpty)
    let column = grid.put(
      followed ? prefix : unbarred(prefix), x: 0, y: y, style: Style(.status, [.reverse, .bold]),
      maxWidth: width)
    guard let message else {
      return drawLegend(
        legend, closing: closing, language: language, x: column, y: y, width: width - column,
        on: &grid)
    }
    let style = message.isError ? Style(.error, [.reverse, .bold]) : Style(.status, [.reverse])
    guard rows > 1 else {
      grid.put(message.text, x: column, y: y, style: style, maxWidth: width - column)
      return
    }
    let lines = TextWrap.lines(
      message.text, width: max(1, width - 1), rows: rows - 1, ellipsis: glyphs.ellipsis)
    for (row, line) in lines.enumerated() {
      grid.put(line, x: 1, y: y + 1 + row, style: style, maxWidth: width - 1)
    }
  }

  /// `prefix` without its closing bar (" │ " or " | ").
  static func unbarred(_ prefix: String) -> String {
    for bar in [" │ ", " | "] where prefix.hasSuffix(bar) {
      return String(prefix.dropLast(bar.count))
    }
    return prefix
  }

  /// Whole entries, `key word`, as many as fit before the closing `? help  q quit`.
  static func drawLegend(
    _ entries: [Entry], closing: [Entry] = closing, language: ReportLanguage, x: Int, y: Int,
    width: Int, on grid: inout Grid
  ) {
    // In both languages the words are long: when they crowd out an entry (or the closing
    // itself), English alone, the closing `? help  q quit` too (a key the class needs matters
    // more than 帮助).
    let closingText = { (words: (Localized) -> String) in
      closing.map { "\($0.key) \(words($0.word))" }.joined(separator: "  ")
    }
    var line = legendLine(
      entries, words: { Words.label($0, language) },
      closing: closingText { Words.label($0, language) }, width: width)
    if language == .both, line.shown < entries.count || DisplayWidth.of(line.text) > width {
      line = legendLine(entries, words: { $0.en }, closing: closingText { $0.en }, width: width)
    }
    grid.put(line.text, x: x, y: y, style: Style(.status, [.reverse]), maxWidth: width)
  }

  /// A key's name as the legend shows it: "space" is a word, in the legend's language.
  private static func keyName(_ key: String, _ words: (Localized) -> String) -> String {
    key == "space" ? words(Localized(en: "space", zh: "空格")) : key
  }

  /// Whole entries in order of use, as many as fit before `? help  q quit`.
  private static func legendLine(
    _ entries: [Entry], words: (Localized) -> String, closing: String, width: Int
  ) -> (text: String, shown: Int) {
    func text(_ entry: Entry) -> String { "\(keyName(entry.key, words)) \(words(entry.word))" }
    var room = width - DisplayWidth.of(closing) - 1
    var shown: [String] = []
    for entry in entries {
      let item = text(entry)
      let cost = DisplayWidth.of(item) + 2
      // The first entry that does not fit ends the line: a later, less useful one never
      // takes the place of a more useful one.
      guard cost <= room else { break }
      shown.append(item)
      room -= cost
    }
    return ((shown + [closing]).joined(separator: "  "), shown.count)
  }
}
