import VCLifeCore
import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live visualiser's main loop: keys in, one frame out per change. It blocks on input
/// while idle and wakes on a timer only while a callback is waiting to be animated.
public enum LiveApp {
  /// What the command line chose.
  public struct Options: Sendable {
    public var colorMode: ColorMode = .automatic
    public var behavior: SystemBehavior = .iOS6
    public var pacing: Pacing = .animated
    public var language: ReportLanguage = .en
    /// Two apps side by side driven by the same keys, instead of one; nil for one app.
    public var compare: CompareKind?
    /// The colour theme to start with.
    public var theme: Theme = .dark
    /// Whether to start in the projector view.
    public var presentation = false
    /// A lesson to teach instead of the free-play app.
    public var lesson: Lesson?
    /// Actions to replay (an exported session), played with pacing.
    public var replay: [Action]?
    /// The controllers and budget the replayed script was recorded with; nil for the
    /// example app's.
    public var replayScenario: Scenario?
    /// The name the session's scenario is saved under (`photo-album`, a lesson's name).
    public var scenarioName = Catalogue.builtInName
    /// The lesson as the user named it (a built-in name or a file), for `--resume`.
    public var lessonSource: String?
    /// A saved session to play again, all at once, before the first frame.
    public var resume: [SavedSession.Entry] = []
    /// Whether the saved session's last question was still open.
    public var resumeQuestionOpen = false
    /// Where `x` writes its files.
    public var exportDirectory = "."
    /// Whether clicks select controllers and the wheel scrolls the log.
    public var mouse = true
    /// Whether the screen opens on the lesson menu (`vclife lessons` in a terminal).
    public var opensLessonMenu = false

    /// The lesson `taught` as the user named it: the command line's, or, for one chosen from
    /// the lesson menu, its built-in name.
    func source(teaching taught: Lesson?) -> String? {
      guard let taught else { return nil }
      return taught == lesson ? lessonSource : taught.name
    }

    public init() {}
  }

  /// Runs until `q`, a signal (see ``SignalGuard``) or the end of input, and keeps the
  /// session for `--resume`; after a signal, the caller ends with
  /// ``SignalGuard/endWithPendingSignal()`` once its own work is done. Throws, with
  /// the terminal untouched, when there is no usable terminal.
  /// With `recording`, every byte sent to the terminal, and every resize, is written to it
  /// as it happens (see ``RecordedTerminal``).
  public static func run(_ options: Options, recording: AsciicastWriter? = nil)
    throws(TerminalUnavailable)
  {
    let terminal = try makeTerminal(recording: recording)
    CharacterLocale.adopt(wantsUnicode: options.language != .en)
    try terminal.start(colorMode: options.colorMode, theme: options.theme, mouse: options.mouse)
    defer { terminal.stop() }
    let last = loop(
      startScreen(options), on: terminal, options: options,
      recordingProblem: { recording?.failureReason })
    save(last.truth, options)
  }

  /// The first screen the options ask for: `--compare` starts in compare mode.
  static func startScreen(_ options: Options) -> LiveScreen {
    var model = makeModel(options)
    if options.opensLessonMenu { model.openLessonMenu() }
    keepDrawable(&model)
    return options.compare.map { .compare(CompareModel.mirroring(model, kind: $0)) }
      ?? .single(model)
  }

  /// Keys in, frames out, until quit or the end of input; returns the screen as it was left.
  /// The reducers return effects (export, the other screen, a theme, quit), which are done
  /// here.
  /// `recordingProblem` says why a `--record` file stopped being written (a full disk): the
  /// class is told at once, not at `q`, and the session goes on.
  static func loop(
    _ start: LiveScreen, on terminal: some TerminalIO, options: Options,
    recordingProblem: () -> String? = { nil }
  ) -> LiveScreen {
    var screen = start
    // The frame on screen: a click is read against what the user saw.
    var frame = draw(screen, on: terminal)
    var recordingProblemSaid = false
    while true {
      let timeout = screen.isAnimating ? screen.tickMilliseconds : nil
      var effects: [Effect] = []
      if let key = terminal.readKey(timeoutMs: timeout) {
        if key == .ctrl("l") { terminal.invalidate() }
        if case .mouse(let mouse) = key {
          screen.handle(mouse, on: frame)
        } else {
          effects = screen.handle(key)
        }
      } else if timeout == nil || terminal.endingSignal != nil {
        return screen  // input ended (the terminal went away), or a signal came
      } else {
        screen.tick()
      }
      for effect in effects {
        switch effect {
        case .quit: return screen
        case .export:
          // A teacher's own lesson (an absolute path) travels with the script.
          let source = options.source(teaching: screen.truth.lesson)
          let file = source.flatMap { $0.hasPrefix("/") ? $0 : nil }
          export(&screen, to: options.exportDirectory, lessonFile: file)
        case .switchScreen:
          // A lesson that walks through later versions compares them (`today`: 6 beside 17).
          let kind = options.compare ?? screen.truth.lesson.map(CompareKind.walking) ?? .iOSVersions
          screen.switchScreen(kind: kind)
        case .applyTheme(let theme): terminal.apply(theme: theme)
        }
      }
      frame = draw(screen, on: terminal)
      if !recordingProblemSaid, let problem = recordingProblem() {
        recordingProblemSaid = true
        screen.say(Words.recordingStopped(problem), isError: true)
        frame = draw(screen, on: terminal)
      }
      // A signal ends the loop as `q` does: the session is kept, then the process ends with it.
      if terminal.endingSignal != nil { return screen }
    }
  }

  /// The terminal, writing through a tap into `recording` when there is one.
  private static func makeTerminal(recording: AsciicastWriter?) throws(TerminalUnavailable)
    -> Terminal
  {
    guard let recording else { return Terminal() }
    return try RecordedTerminal.terminal(recordingInto: recording)
  }

  /// Keeps the session for `vclife --resume`; a failure is said on the way out, never fatal.
  private static func save(_ model: LiveModel, _ options: Options) {
    guard let saved = sessionToKeep(model, options) else { return }
    do {
      try saved.save()
    } catch {
      lastSaveProblem = "vclife: could not keep the session for --resume: \(error)"
    }
  }

  /// What quitting keeps for `--resume`: the lesson as it stands (a detour is not part of
  /// it), nil when nothing was done.
  static func sessionToKeep(_ model: LiveModel, _ options: Options) -> SavedSession? {
    let model = model.onTheLesson
    guard !model.session.actions.isEmpty else { return nil }
    var saved = SavedSession(of: model, lessonSource: options.source(teaching: model.lesson))
    if model.lesson == nil { saved.scenarioName = options.scenarioName }
    return saved
  }

  /// Why the session could not be kept, for the command line to print after the terminal is
  /// restored.
  nonisolated(unsafe) public static var lastSaveProblem: String?

  /// The single-app model the options ask for: a lesson, a replay, or free play.
  static func makeModel(_ options: Options) -> LiveModel {
    if let lesson = options.lesson {
      var model = LiveModel(
        lesson: lesson, pacing: options.pacing, language: options.language, theme: options.theme)
      model.replaying(options.resume, questionOpen: options.resumeQuestionOpen)
      model.showsPresentation = options.presentation
      return model
    }
    var catalogue = Catalogue.photoAlbum
    var budget = AppState.defaultBudget
    if let scenario = options.replayScenario {
      catalogue = Catalogue(scenario: scenario)
      budget = scenario.budget
    }
    var model = LiveModel(
      catalogue: catalogue, behavior: options.behavior, pacing: options.pacing,
      language: options.language, theme: options.theme, presentation: options.presentation,
      launch: options.replay == nil, budget: budget)
    if let replay = options.replay { model.enqueue(replay) }
    model.replaying(options.resume)
    return model
  }

  /// Without a UTF-8 locale Chinese would be drawn as `??`: the screen stays in English and
  /// says why in one line.
  private static func keepDrawable(_ model: inout LiveModel) {
    guard !CharacterLocale.isUnicode, model.language != .en else { return }
    model.language = .en
    model.message = StatusMessage(text: CharacterLocale.noChinese, isError: true)
  }

  /// Writes the session as a replay script and a Markdown handout in the export directory,
  /// never over an existing file.
  private static func export(
    _ screen: inout LiveScreen, to directory: String, lessonFile: String?
  ) {
    // The lesson as it stands: a detour is left out of the handout and the script.
    let files = screen.truth.onTheLesson.exportFiles(lessonFile: lessonFile)
    do {
      let paths = try ExportWriter.write(
        script: files.script, handout: files.handout, directory: directory)
      // Both files are in one folder: name it once, then the two files.
      let scriptName = paths.script.split(separator: "/").last.map(String.init) ?? paths.script
      let folder = String(paths.script.dropLast(scriptName.count))
      let script = String(paths.script.dropFirst(folder.count))
      let handout = String(paths.handout.dropFirst(folder.count))
      screen.say(
        Words.saved(folder: folder, script: script, handout: handout), isError: false)
    } catch {
      screen.say(
        Localized(en: "Could not save: \(error)", zh: "无法保存：\(error)"), isError: true)
    }
  }

  @discardableResult
  private static func draw(_ screen: LiveScreen, on terminal: some TerminalIO) -> Grid {
    let size = terminal.size()
    let frame = screen.render(width: size.width, height: size.height, glyphs: terminal.glyphs)
    terminal.draw(frame)
    return frame
  }
}
