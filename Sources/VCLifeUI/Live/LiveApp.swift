import VCLifeCore
import VCLifeScript

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

    public init() {}
  }

  /// Runs until `q`, Ctrl-C (ncurses restores the terminal) or the end of input. Throws, with
  /// the terminal untouched, when there is no usable terminal.
  public static func run(_ options: Options) throws(TerminalUnavailable) {
    let terminal = Terminal()
    try terminal.start(colorMode: options.colorMode, theme: options.theme)
    defer { terminal.stop() }
    if let kind = options.compare {
      var compare = CompareModel(
        kind: kind, catalogue: .photoAlbum, behavior: options.behavior, pacing: options.pacing,
        language: options.language)
      loop(&compare, on: terminal) { _ in }
      if compare.shouldQuit { return }  // else `c`: on to the single-app screen
    }
    var model = makeModel(options)
    while true {
      loop(&model, on: terminal) { model in
        if model.wantsExport { export(&model) }
        terminal.apply(theme: model.theme)
      }
      guard model.wantsSwitch, !model.shouldQuit else { return }
      // `c`: the same session under iOS 5 and iOS 6+; `c` again comes back here.
      model.wantsSwitch = false
      var compare = CompareModel.mirroring(model)
      loop(&compare, on: terminal) { _ in }
      if compare.shouldQuit { return }
    }
  }

  /// The single-app model the options ask for: a lesson, a replay, or free play.
  static func makeModel(_ options: Options) -> LiveModel {
    if let lesson = options.lesson {
      return LiveModel(
        lesson: lesson, pacing: options.pacing, language: options.language, theme: options.theme)
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
    return model
  }

  /// Keys in, frames out, until quit or the end of input. `afterEach` runs after every key
  /// or tick, before the frame is drawn: the single-app screen's file export hooks in there.
  private static func loop<Model: ScreenModel>(
    _ model: inout Model, on terminal: Terminal, afterEach: (inout Model) -> Void
  ) {
    draw(model, on: terminal)
    while !model.shouldQuit && !model.wantsSwitch {
      let timeout = model.isAnimating ? model.tickMilliseconds : nil
      if let key = terminal.readKey(timeoutMs: timeout) {
        if key == .ctrl("l") { terminal.invalidate() }
        model.handle(key)
      } else if timeout == nil {
        return  // input ended: the terminal went away
      } else {
        model.tick()
      }
      afterEach(&model)
      draw(model, on: terminal)
    }
  }

  /// Writes the session as `vclife-session.vcl` (a script) and `vclife-session.md` (a
  /// handout) in the current directory.
  private static func export(_ model: inout LiveModel) {
    let files = model.exportFiles()
    do {
      try TextFile.write(files.script, to: "vclife-session.vcl")
      try TextFile.write(files.handout, to: "vclife-session.md")
      model.exportFinished(
        "Saved vclife-session.vcl (replay) and vclife-session.md (handout).", isError: false)
    } catch {
      model.exportFinished("Could not save: \(error)", isError: true)
    }
  }

  private static func draw(_ model: some ScreenModel, on terminal: Terminal) {
    let size = terminal.size()
    terminal.draw(model.render(width: size.width, height: size.height, glyphs: terminal.glyphs))
  }
}
