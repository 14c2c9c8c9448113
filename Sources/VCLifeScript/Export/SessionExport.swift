import VCLifeCore

/// A recorded session written out: as a `vclife script` file that replays it exactly, and as
/// a Markdown handout of the same trace.
public enum SessionExport {
  /// The comment that names the scenario a script was exported from, for `--replay`.
  public static let scenarioMarker = "# scenario: "

  /// The scenario named by an exported script's marker line, if any.
  public static func scenarioName(ofScript text: String) -> String? {
    text.split(separator: "\n").lazy.filter { $0.hasPrefix(scenarioMarker) }
      .map { String($0.dropFirst(scenarioMarker.count)).trimmingSpaces() }.first
  }

  /// The comment that carries the student's class (`--own`): its name, file and overrides,
  /// so that a replay or `vclife script` marks its callbacks as the live screen did. The
  /// class's template is the script's own `new` line; this line adds only the marks.
  public static let ownMarker = "# own: "

  /// The student's class an exported script's marker line carries, if any; a damaged line
  /// or another version's is none (the replay runs without marks).
  public static func own(ofScript text: String) -> OwnController? {
    text.split(separator: "\n").lazy.filter { $0.hasPrefix(ownMarker) }
      .compactMap { OwnController(wireText: $0.dropFirst(ownMarker.count)) }.first
  }

  /// The comment that named the lesson file a script was exported from, as an absolute
  /// path, in exports made before lessons travelled inside them: still read, never written.
  public static let lessonFileMarker = "# lesson-file: "

  /// The lesson file named by an older export's marker line, if any (read back unescaped).
  public static func lessonFile(ofScript text: String) -> String? {
    text.split(separator: "\n").lazy.filter { $0.hasPrefix(lessonFileMarker) }
      .map { ControllerName.unescaped($0.dropFirst(lessonFileMarker.count).trimmingSpaces()) }
      .first
  }

  /// The controllers and budget of an exported script: those of the lesson or scenario it
  /// carries (throws its problem), else of an older export's lesson file, else of the
  /// built-in scenario its name stands for.
  public static func scenario(ofScript text: String) throws -> Scenario? {
    if let document = EmbeddedDocument.read(fromScript: text) {
      var scenario = try document.scenario()
      scenario.root = nil
      return scenario
    }
    if let lessonFile = lessonFile(ofScript: text) {
      var scenario = try LessonLibrary.load(lessonFile).scenario
      scenario.root = nil
      return scenario
    }
    return scenarioName(ofScript: text).flatMap(builtInScenario(named:))
  }

  /// The controllers and budget a name stands for: the live screen's example app or a
  /// built-in lesson's, without a root (the exported script launches its own).
  public static func builtInScenario(named name: String) -> Scenario? {
    if name == Catalogue.builtInName { return Catalogue.photoAlbum.scenario }
    guard var scenario = LessonLibrary.lesson(named: name)?.scenario else { return nil }
    scenario.root = nil
    return scenario
  }

  /// The script: every action of the session that ran, one per line, after a header that
  /// says how to replay it. Refused actions are left out (they changed nothing), so the
  /// script replays with no error and gives the same events.
  /// A teacher's own lesson or scenario travels inside it, whole (`document`), so the script
  /// replays anywhere; a built-in's name is enough.
  /// A lesson's shuffled choices keep their order (`choiceOrder`'s `# shuffle:` line), so
  /// its replay asks them as the class saw them; a student's class (`own`) keeps its marks.
  public static func script(
    of session: Session, scenarioName: String, document: EmbeddedDocument? = nil,
    choiceOrder: ChoiceOrder = .fileOrder, own: OwnController? = nil
  ) -> String {
    var lines = [
      "# vclife session: replay live with `vclife --replay FILE`,",
      "# or headless with `vclife script FILE`.",
      // Names escaped as on the screen: a file vclife writes holds no control character
      // that `cat` would send to a terminal.
      "\(scenarioMarker)\(ControllerName.escaped(scenarioName))",
    ]
    if let line = choiceOrder.line { lines.append(line) }
    if let own { lines.append(ownMarker + own.wireText) }
    if let document { lines += document.lines }
    lines.append("ios \(session.initialState.behavior.rawValue)")
    // After ios, which brings the version's own phone: a scenario's device overrides it.
    if let phone = session.initialState.deviceOverride { lines.append("device \(phone.rawValue)") }
    lines += session.actions.indices.filter { isRecorded($0, in: session) }
      .map { session.actions[$0].scriptText }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The Markdown handout of the session in the chosen language(s): the setup, a section per
  /// action that ran, and, for a lesson, each step's narration, question, choices and the
  /// class's answers, with the score at the end.
  /// `scriptFile` is the name of the script written beside it, which the handout tells
  /// students to replay.
  /// The choices are listed in the order shown (`choiceOrder`), and the answers are the
  /// class's or one student's (`audience`). With a student's class (`own`), its overrides'
  /// callbacks carry their marks, as on the screen.
  public static func handout(
    of session: Session, scenarioName: String, language: ReportLanguage,
    lesson: LessonProgress? = nil, scriptFile: String = "vclife-session.vcl",
    choiceOrder: ChoiceOrder = .fileOrder, audience: Audience = .class, own: OwnController? = nil
  ) -> String {
    Handout(
      session: session, scenarioName: scenarioName, language: language, lesson: lesson,
      scriptFile: scriptFile, choiceOrder: choiceOrder, audience: audience, own: own
    ).render()
  }

  /// The lesson's questions without their answers, in the order shown, for homework beside
  /// the handout (`handoutFile`) and the script (`scriptFile`); nil for a lesson that asks
  /// nothing.
  public static func questionSheet(
    of lesson: Lesson, language: ReportLanguage, choiceOrder: ChoiceOrder = .fileOrder,
    scriptFile: String = "vclife-session.vcl", handoutFile: String = "vclife-session.md"
  ) -> String? {
    QuestionSheet(
      lesson: lesson, language: language, choiceOrder: choiceOrder, scriptFile: scriptFile,
      handoutFile: handoutFile
    ).render()
  }

  /// Whether an action ran: a refused one (an error among its events) is not recorded.
  static func isRecorded(_ action: Int, in session: Session) -> Bool {
    !session.events[session.eventRange(ofAction: action)].contains { $0.kind == .error }
  }

  /// The actions of a script, for a replay: every line must be good, else the first bad
  /// line's error.
  public static func actions(ofScript text: String) -> Result<[Action], ScriptError> {
    var actions: [Action] = []
    for (_, parsed) in ScriptParser.parse(script: text) {
      switch parsed {
      case .success(let action): actions.append(action)
      case .failure(let error): return .failure(error)
      }
    }
    return .success(actions)
  }

}

extension StringProtocol {
  fileprivate func trimmingSpaces() -> String {
    String(
      drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " || $0 == "\r" }).reversed())
  }
}
