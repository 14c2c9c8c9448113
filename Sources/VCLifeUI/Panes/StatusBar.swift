import VCLifeScript

/// The bottom line: system behaviour and pacing, then a message or the key legend. The legend
/// keeps as many whole entries as fit (help and quit always); a message longer than the line
/// takes up to six rows under it rather than being cut (a file's full path may be long, and
/// in both languages it is said twice).
enum StatusBar {
  /// A legend entry: the key, and what it does.
  typealias Entry = (key: String, word: Localized)

  /// The legend for what the screen is doing now, most useful first, from the key table;
  /// `? help` and `q quit` are added at the end whatever the width.
  static func legend(_ model: LiveModel, whyIsCut: Bool = false) -> [Entry] {
    Keymap.legend(LegendContext(model: model, screen: .single, whyIsCut: whyIsCut))
  }

  static let closing: [Entry] = [
    ("?", Localized(en: "help", zh: "帮助")), ("q", Localized(en: "quit", zh: "退出")),
  ]

  /// " iOS 6+ │ portrait 20pt bar │ play 4/s │ ": the part that is always there.
  static func prefix(_ model: LiveModel, glyphs: Glyphs, width: Int) -> String {
    // Room is kept for the legend's first key too (n next step, 1-3 answer): on a narrow
    // line the device's words give way to it.
    let first = model.isRecorded ? nil : legend(model).first
    let reserve = first.map { DisplayWidth.of("\($0.key) \($0.word.en)") + 2 } ?? 0
    return prefix(
      [
        model.shownState.behavior.title,
        Words.inline(Words.device(model.shownState), model.language), model.paceLabel,
      ], language: model.language, glyphs: glyphs, width: width, message: model.message,
      reserve: reserve)
  }

  /// The status line's fixed parts, `│` between them. The second (how the device is held)
  /// gives way on a narrow line, so that `? help  q quit` always fits after them, and when a
  /// message would take fewer rows without it (rows the panes keep).
  static func prefix(
    _ parts: [String], language: ReportLanguage, glyphs: Glyphs, width: Int,
    message: StatusMessage? = nil, reserve: Int = 0
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
    let closingWidth = DisplayWidth.of(
      closing.map { "\($0.key) \(Words.label($0.word, language))" }.joined(separator: "  "))
    return DisplayWidth.of(full) + reserve + closingWidth + 1 > width ? shortened : full
  }

  /// Rows the status area needs at a width: one, or up to seven for a long message.
  static func rows(_ context: FrameContext, width: Int) -> Int {
    rows(
      prefix: prefix(context.model, glyphs: context.glyphs, width: width),
      message: context.model.message, width: width)
  }

  static func draw(
    _ context: FrameContext, y: Int, width: Int, rows: Int, whyIsCut: Bool = false,
    on grid: inout Grid
  ) {
    let model = context.model
    // A cut reason's key is never crowded out: it joins `? help  q quit`. A recording's
    // viewers press no key: no legend at all.
    let entries = model.isRecorded ? [] : legend(model, whyIsCut: whyIsCut)
    let why = entries.filter { $0.key == "y" }
    draw(
      prefix: prefix(model, glyphs: context.glyphs, width: width), message: model.message,
      legend: entries.filter { $0.key != "y" }, closing: model.isRecorded ? [] : why + closing,
      language: model.language, glyphs: context.glyphs, y: y, width: width, rows: rows, on: &grid)
  }

  // MARK: Any screen's status area

  /// Rows a status area with `prefix` needs for `message` at a width: the message follows
  /// the prefix when it fits there, or else has the rows under it, the whole width, up to
  /// six (a file's full path may be long), wrapped rather than cut.
  static func rows(prefix: String, message: StatusMessage?, width: Int) -> Int {
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
    prefix: String, message: StatusMessage?, legend: [Entry], closing: [Entry] = closing,
    language: ReportLanguage, glyphs: Glyphs, y: Int, width: Int, rows: Int, on grid: inout Grid
  ) {
    grid.fill(rect: Rect(x: 0, y: y, width: width, height: rows), style: Style(.status, [.reverse]))
    let column = grid.put(
      prefix, x: 0, y: y, style: Style(.status, [.reverse, .bold]), maxWidth: width)
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

  /// Whole entries, `key word`, as many as fit before the closing `? help  q quit`.
  static func drawLegend(
    _ entries: [Entry], closing: [Entry] = closing, language: ReportLanguage, x: Int, y: Int,
    width: Int, on grid: inout Grid
  ) {
    // In both languages the words are long: when they crowd out an entry, English alone,
    // the closing `? help  q quit` too (a key the class needs matters more than 帮助).
    let closingText = { (words: (Localized) -> String) in
      closing.map { "\($0.key) \(words($0.word))" }.joined(separator: "  ")
    }
    var line = legendLine(
      entries, words: { Words.label($0, language) },
      closing: closingText { Words.label($0, language) }, width: width)
    if language == .both, line.shown < entries.count {
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
