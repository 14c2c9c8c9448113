import VCLifeCore
import VCLifeScript

#if canImport(Glibc)
  import Glibc
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
    try terminal.start(colorMode: options.colorMode, theme: options.theme, mouse: options.mouse)
    defer { terminal.stop() }
    var model = makeModel(options)
    // `--compare` starts in compare mode; `c` goes back and forth, the session kept.
    var compare = options.compare.map { CompareModel.mirroring(model, kind: $0) }
    while true {
      if var shown = compare {
        loop(&shown, on: terminal) { shown in
          if shown.wantsExport {
            shown.wantsExport = false
            var caughtUp = shown.catchingUp(model)
            export(&caughtUp, to: options.exportDirectory)
            shown.message = caughtUp.message
          }
        }
        model = shown.catchingUp(model)
        compare = nil
        if shown.shouldQuit || terminal.endingSignal != nil { return save(model, options) }
      } else {
        loop(&model, on: terminal) { model in
          if model.wantsExport { export(&model, to: options.exportDirectory) }
          terminal.apply(theme: model.theme)
        }
        if model.shouldQuit || !model.wantsSwitch { return save(model, options) }
        model.wantsSwitch = false
        compare = CompareModel.mirroring(model, kind: options.compare ?? .iOSVersions)
      }
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
    guard !model.session.actions.isEmpty else { return }
    var saved = SavedSession(of: model, lessonSource: options.lessonSource)
    if options.lesson == nil { saved.scenarioName = options.scenarioName }
    do {
      try saved.save()
    } catch {
      lastSaveProblem = "vclife: could not keep the session for --resume: \(error)"
    }
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

  /// Keys in, frames out, until quit or the end of input. `afterEach` runs after every key
  /// or tick, before the frame is drawn: the single-app screen's file export hooks in there.
  private static func loop<Model: ScreenModel>(
    _ model: inout Model, on terminal: Terminal, afterEach: (inout Model) -> Void
  ) {
    // The frame on screen: a click is read against what the user saw.
    var frame = draw(model, on: terminal)
    // A signal ends the loop as `q` does: the session is kept, then the process ends with it.
    while !model.shouldQuit && !model.wantsSwitch && terminal.endingSignal == nil {
      let timeout = model.isAnimating ? model.tickMilliseconds : nil
      if let key = terminal.readKey(timeoutMs: timeout) {
        if key == .ctrl("l") { terminal.invalidate() }
        if case .mouse(let mouse) = key {
          model.handle(mouse, on: frame)
        } else {
          model.handle(key)
        }
      } else if timeout == nil || terminal.endingSignal != nil {
        return  // input ended (the terminal went away), or a signal came
      } else {
        model.tick()
      }
      afterEach(&model)
      frame = draw(model, on: terminal)
    }
  }

  /// Writes the session as a replay script and a Markdown handout in the export directory,
  /// never over an existing file.
  private static func export(_ model: inout LiveModel, to directory: String) {
    let files = model.exportFiles()
    do {
      let paths = try ExportWriter.write(
        script: files.script, handout: files.handout, directory: directory)
      // Both files are in one folder: name it once, then the two files.
      let scriptName = paths.script.split(separator: "/").last.map(String.init) ?? paths.script
      let folder = String(paths.script.dropLast(scriptName.count))
      let script = String(paths.script.dropFirst(folder.count))
      let handout = String(paths.handout.dropFirst(folder.count))
      model.exportFinished(
        Localized(
          en: "Saved in \(folder): \(script) (replay) and \(handout) (handout).",
          zh: "已保存到 \(folder)：\(script)（重放脚本）和 \(handout)（讲义）。"), isError: false)
    } catch {
      model.exportFinished(
        Localized(en: "Could not save: \(error)", zh: "无法保存：\(error)"), isError: true)
    }
  }

  @discardableResult
  private static func draw(_ model: some ScreenModel, on terminal: Terminal) -> Grid {
    let size = terminal.size()
    let frame = model.render(width: size.width, height: size.height, glyphs: terminal.glyphs)
    terminal.draw(frame)
    return frame
  }
}
