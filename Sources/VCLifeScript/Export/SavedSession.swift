import VCLifeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The session `q` leaves behind, so that quitting never loses a class's work: every action
/// (a lesson's steps marked), what it was played on (the version and device as the script's
/// first lines, a teacher's own lesson or scenario file embedded whole), and how it was shown.
/// `vclife --resume` reads it back. It is a valid `vclife script` file too (the marks are
/// comments).
public struct SavedSession: Sendable, Equatable {
  /// A moment of the session: an action, and a step into its events.
  public struct Moment: Sendable, Equatable {
    public var action: Int
    public var step: Int

    /// Creates a moment.
    public init(action: Int, step: Int) {
      self.action = action
      self.step = step
    }
  }

  /// One thing to do again, in order.
  public enum Entry: Sendable, Equatable {
    /// The lesson's next step (its actions come from the lesson).
    case step
    /// An action of the teacher's own.
    case action(Action)
    /// The class's answer to the step just played.
    case chose(Int)
  }

  /// The scenario the session ran on (`photo-album`, a lesson's name, or a scenario file's).
  public var scenarioName: String
  /// The lesson being taught: a built-in name or a file's path.
  public var lesson: String?
  /// A teacher's own lesson or scenario file, whole, so the session comes back on it even
  /// when the file has moved or changed (nil for a built-in one).
  public var document: EmbeddedDocument?
  /// The narration language.
  public var language: ReportLanguage
  /// What was done, in order.
  public var entries: [Entry]
  /// Whether the last step's question was still open (its callbacks not yet revealed).
  public var questionOpen = false
  /// The colour theme and the pacing, by name, kept like the language (nil in an older
  /// file); the live screen reads them back.
  public var theme: String?
  public var pacing: String?
  /// The order the lesson's choices were shown in (`# shuffle: SEED`; the file's order when
  /// absent), and who answered them (`# audience: student`; a class when absent).
  public var choiceOrder = ChoiceOrder.fileOrder
  public var audience = Audience.class
  /// Whether a class followed the session (`--class`; `# class`). `--resume` alone never
  /// opens a socket: the screen then says the class was not reopened.
  public var wasClass = false
  /// The moment the screen was rewound to when the session was left (`# at action A step S`,
  /// counted from 0: an action of ``entries``' session and a step into it, which stay the same
  /// when a replay's events differ in number); nil when it showed the newest. `--resume`
  /// comes back there.
  public var rewoundTo: Moment?
  /// The student's own class the session ran (`--own`), whose marks `--resume` shows again
  /// (`# own: …`, its class-link form); its template is the session's own `new` line.
  public var own: OwnController?

  /// Creates a record.
  public init(
    scenarioName: String, lesson: String?, language: ReportLanguage, entries: [Entry]
  ) {
    self.scenarioName = scenarioName
    self.lesson = lesson
    self.language = language
    self.entries = entries
  }

  /// The most actions `--resume` plays again, each name of `push A B C` counting as one
  /// (see ``work``): every one is played before the first frame and its events kept (a
  /// million took 4 s and 850 MB; lines that pushed 5,000 names each took 55 s for 401).
  public static let maximumEntries = 200_000

  /// The work the entries ask of the simulator: each action's (``Action/work``), and one
  /// for a lesson's step or an answer.
  public var work: Int { entries.reduce(0) { $0 + $1.work } }

  static let stepMark = "# step"
  static let choseMark = "# chose "
  static let openMark = "# question open"
  static let rewoundMark = "# at action "
  static let ownMark = SessionExport.ownMarker
  static let lessonMark = "# lesson: "
  static let languageMark = "# lang: "
  /// A theme's or a pacing's name as the file may hold it: a short word of lower-case letters
  /// and hyphens (`high-contrast`); anything else is no setting (the screen's own is kept).
  static func settingName<S: StringProtocol>(_ text: S) -> String? {
    let word = String(text)
    guard (1...32).contains(word.count),
      word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" })
    else { return nil }
    return word
  }

  static let themeMark = "# theme: "
  static let pacingMark = "# pacing: "
  static let audienceMark = "# audience: "
  static let classMark = "# class"

  /// The file's text.
  public var text: String {
    var lines = [
      "# vclife: the last session, for `vclife --resume`.",
      SessionExport.scenarioMarker + ControllerName.escaped(scenarioName),
      Self.languageMark + language.rawValue,
    ]
    if let theme = theme.flatMap(Self.settingName) { lines.append(Self.themeMark + theme) }
    if let pacing = pacing.flatMap(Self.settingName) { lines.append(Self.pacingMark + pacing) }
    if let shuffle = choiceOrder.line { lines.append(shuffle) }
    if audience != .class { lines.append(Self.audienceMark + audience.rawValue) }
    if wasClass { lines.append(Self.classMark) }
    if let lesson { lines.append(Self.lessonMark + ControllerName.escapedPath(lesson)) }
    if let document { lines += document.lines }
    for entry in entries {
      switch entry {
      case .step: lines.append(Self.stepMark)
      case .action(let action): lines.append(action.scriptText)
      case .chose(let choice): lines.append(Self.choseMark + String(choice))
      }
    }
    if questionOpen { lines.append(Self.openMark) }
    if let own { lines.append(Self.ownMark + own.wireText) }
    if let rewoundTo {
      lines.append(Self.rewoundMark + "\(rewoundTo.action) step \(rewoundTo.step)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Reads a saved session; nil when the text is not one.
  public static func parse(_ text: String) -> SavedSession? {
    var saved = SavedSession(
      scenarioName: Catalogue.builtInName, lesson: nil, language: .en, entries: [])
    var sawMarker = false
    var documentLines = EmbeddedDocument.Reader()
    // A byte-order mark and CRLF line ends (an editor's) are read as the README says. "\r\n"
    // is one Character in Swift, so it is a separator of its own.
    let text =
      text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    let lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    var work = 0
    for (number, raw) in lines.enumerated() {
      // Past the limit nothing more is read: the reader refuses the session with the limit.
      if work > maximumEntries { break }
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      if line.hasPrefix(SessionExport.scenarioMarker) {
        saved.scenarioName = String(line.dropFirst(SessionExport.scenarioMarker.count))
        sawMarker = true
      } else if line.hasPrefix(lessonMark) {
        saved.lesson = ControllerName.unescaped(line.dropFirst(lessonMark.count))
      } else if line.hasPrefix(languageMark) {
        saved.language = ReportLanguage(rawValue: String(line.dropFirst(languageMark.count))) ?? .en
      } else if line.hasPrefix(themeMark) {
        saved.theme = settingName(line.dropFirst(themeMark.count))
      } else if line.hasPrefix(pacingMark) {
        saved.pacing = settingName(line.dropFirst(pacingMark.count))
      } else if line.hasPrefix(ChoiceOrder.marker) {
        saved.choiceOrder = ChoiceOrder.read(fromScript: String(line)) ?? .fileOrder
      } else if line.hasPrefix(audienceMark) {
        saved.audience = Audience(rawValue: String(line.dropFirst(audienceMark.count))) ?? .class
      } else if line == classMark {
        saved.wasClass = true
      } else if documentLines.take(line) {
        continue
      } else if line == stepMark {
        saved.entries.append(.step)
        work += 1
      } else if line.hasPrefix(choseMark), let choice = Int(line.dropFirst(choseMark.count)) {
        saved.entries.append(.chose(choice))
        work += 1
      } else if line == openMark {
        saved.questionOpen = true
      } else if line.hasPrefix(ownMark) {
        // Another version's or a damaged line: the session comes back without the marks.
        saved.own = OwnController(wireText: line.dropFirst(ownMark.count))
      } else if line.hasPrefix(rewoundMark) {
        // Two numbers the file may hold: anything else is no position (the end is shown).
        let words = line.dropFirst(rewoundMark.count).split(
          separator: " ", omittingEmptySubsequences: false)
        let number = { (word: Substring) in
          word.utf8.count <= 9 && !word.isEmpty && word.utf8.allSatisfy { (48...57).contains($0) }
            ? Int(word) : nil
        }
        if words.count == 3, words[1] == "step", let action = number(words[0]),
          let step = number(words[2])
        {
          saved.rewoundTo = Moment(action: action, step: step)
        }
      } else {
        switch ScriptParser.parse(line: line, number: number + 1) {
        case .success(.some(let action)):
          saved.entries.append(.action(action))
          work += action.work
        case .success(.none): continue
        case .failure: return nil
        }
      }
    }
    saved.document = documentLines.document
    return sawMarker ? saved : nil
  }

  // MARK: Where it lives

  /// `$XDG_STATE_HOME/vclife`, else `~/.local/state/vclife`: where a user's state belongs.
  public static func directory() -> String? {
    if let state = getenv("XDG_STATE_HOME").map({ String(cString: $0) }), state.hasPrefix("/") {
      return state + "/vclife"
    }
    guard let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else { return nil }
    return home + "/.local/state/vclife"
  }

  /// The file `--resume` reads.
  public static func path() -> String? { directory().map { $0 + "/" + fileName } }

  /// The saved session's file name in ``directory()``.
  static let fileName = "last-session.vcl"

  /// Writes the record whole (a temporary file of its own renamed over the last one), in a
  /// private directory created first (see ``TextFile``). The session before is kept as
  /// `previous-session.vcl`. Anything but a regular file under either name is left alone:
  /// the save is refused, with the reason.
  /// `directory` is where it goes: ``directory()`` unless a test says otherwise.
  public func save(in directory: String? = Self.directory()) throws {
    guard let directory else {
      throw TextFile.Failure(description: "no HOME or XDG_STATE_HOME to save the session in")
    }
    let path = directory + "/" + Self.fileName
    try TextFile.makePrivateDirectory(directory)
    let previous = directory + "/previous-session.vcl"
    for name in [path, previous] where !TextFile.isFreeOrRegularFile(name) {
      throw TextFile.Failure(
        description: "\(ControllerName.escaped(name)) is not a regular file; left as it is")
    }
    let temporary = try TextFile.writeNew(text, in: directory, stem: "last-session")
    _ = rename(path, previous)
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw TextFile.Failure(description: "\(ControllerName.escaped(path)): \(reason)")
    }
  }
}

extension SavedSession.Entry {
  /// What playing the entry again asks of the simulator (see ``SavedSession/work``).
  var work: Int {
    switch self {
    case .step, .chose: 1
    case .action(let action): action.work
    }
  }
}
