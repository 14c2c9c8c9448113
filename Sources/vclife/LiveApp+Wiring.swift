import VCLifeClassLink
import VCLifeClassroom
import VCLifeScript
import VCLifeTerminal
import VCLifeUI

/// The live loop talks to a class through ``ClassLink``; the sockets' two sides are it.
extension TeacherLink: ClassLink {}
extension StudentLink: ClassLink {}

extension LiveApp {
  /// A student's screen (`vclife join`): the teacher's session as `client` describes it, drawn
  /// and played by this vclife, until the student leaves (`q`), the class ends, or a signal.
  /// Nothing is kept for `--resume`: the session is the teacher's.
  static func join(_ client: ClassClient, session: ClassHeader, options: Options)
    throws(TerminalUnavailable) -> Outcome
  {
    let settings = ScreenSettings(
      language: options.language, theme: options.theme, pacing: .instant,
      showsPresentation: options.presentation)
    guard let start = session.classroom(settings: settings, presenter: client.isPresenter) else {
      return Outcome(classEnded: Words.sentence(StudentLink.unknownSession, options.language))
    }
    let terminal = Terminal()
    CharacterLocale.adopt(wantsUnicode: options.language != .en)
    try terminal.start(colorMode: options.colorMode, theme: options.theme, mouse: options.mouse)
    defer { terminal.stop() }
    client.start()
    let link = StudentLink(client)
    var classroom = start
    keepDrawable(&classroom, drawsUnicode: terminal.drawsUnicode)
    let last = loop(classroom, on: terminal, options: options, link: link)
    client.leave()
    return Outcome(
      signal: terminal.endingSignal,
      classEnded: last.following?.ended.map { Words.sentence($0, last.language) })
  }

  /// Runs until `q`, a signal (see ``SignalGuard``) or the end of input, and keeps the
  /// session for `--resume`. Throws, with the terminal untouched, when there is no usable
  /// terminal. With `recording`, every byte sent to the terminal, and every resize, is
  /// written to it as it happens (see ``RecordedTerminal``). `server` is the class students
  /// join (`--class`), when the teacher opened one: its socket is opened before the terminal
  /// is touched, so a bad path starts nothing.
  static func run(
    _ options: Options, classServer server: ClassServer? = nil,
    recording: AsciicastWriter? = nil
  ) throws(TerminalUnavailable) -> Outcome {
    defer { server?.stop() }
    let terminal = try makeTerminal(recording: recording)
    CharacterLocale.adopt(wantsUnicode: options.language != .en)
    try terminal.start(colorMode: options.colorMode, theme: options.theme, mouse: options.mouse)
    defer { terminal.stop() }
    var start = startClassroom(options, drawsUnicode: terminal.drawsUnicode)
    if let directory = options.scoresDirectory {
      start.lessonScores = LessonScores.load(from: directory)
    }
    if let server {
      start.send(.openClass)
      start.send(
        .result(
          .said(
            Said.classOpen(server.path, isPrivate: server.path == ClassServer.defaultPath()),
            isError: false)))
    } else if options.resumed?.wasClass == true, start.view.message == nil {
      start.send(.result(.said(Said.classNotReopened, isError: false)))
    }
    let last = loop(
      start, on: terminal, options: options, link: server.map(TeacherLink.init),
      recordingProblem: { recording?.failureReason })
    let saveProblem = options.practice == nil ? save(last) : nil
    return Outcome(saveProblem: saveProblem, signal: terminal.endingSignal)
  }

  /// The terminal, writing through a tap into `recording` when there is one.
  private static func makeTerminal(recording: AsciicastWriter?) throws(TerminalUnavailable)
    -> Terminal
  {
    guard let recording else { return Terminal() }
    return try RecordedTerminal.terminal(recordingInto: recording)
  }
}
