import ArgumentParser
import VCLifeCore
import VCLifeScript
import VCLifeUI

/// `vclife`: the live visualiser by default, `vclife script` for headless runs.
///
/// The live screen's options live in a default subcommand, not on this root command:
/// argument-parser gives an option that a parent and a subcommand both declare to the
/// parent (apple/swift-argument-parser#169), so with `--ios`/`--lang` here
/// `vclife script --ios 5 --lang zh` silently ran with iOS 6 and English.
struct VCLife: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "vclife",
    abstract: "Watch iOS view controllers load, show, unload and free their resources.",
    discussion: """
      Without a subcommand, vclife opens the live screen; its options (--lesson, \
      --compare, --replay, --scenario, --resume, --export-dir, --lang, --ios, --pacing, \
      --theme, --present, --no-color, --no-mouse, --record) are listed by `vclife live --help`. `vclife script` runs actions headlessly and prints \
      every callback with why it fired; `vclife lessons` lists the lessons; `vclife record` records a lesson or a replay as an \
      asciicast file without a terminal.
      """,
    version: version,
    subcommands: [LiveCommand.self, ScriptCommand.self, LessonsCommand.self, RecordCommand.self],
    defaultSubcommand: LiveCommand.self
  )
}

/// `vclife [live]`: the live screen.
struct LiveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "live",
    abstract: "Open the live screen (the default).",
    discussion: """
      Keys: p push the next example controller · g pick one to push (Enter), present (m) or \
      present in a navigation controller (N) · \
      b pop · B pop to root · m present · d dismiss · 1-9 tap a tab · o rotate · \
      S status bar (visible, in-call, hidden) · w memory warning · \
      i switch iOS 5 / iOS 6+ · a read the selected controller's view · v ask isViewLoaded · \
      up/down (j/k) select a controller, Esc follow the screen · space step, pause or reveal · \
      left/right (h/l), Home, End move through every event · s pacing · + - speed · \
      PgUp PgDn scroll the log · n or Enter next lesson step · 1-6 the class's answer to a \
      question · c compare mode and back · x save a replay script and a handout · L language \
      · P projector view · t colour theme · R reset (twice) · r restart after termination · \
      ? help · q quit (the session is kept for --resume). Mouse: a click on a controller \
      selects it, the wheel scrolls the log (--no-mouse turns it off).
      """
  )

  @OptionGroup var session: SessionOptions

  @Option(help: "How callbacks play: animated, step or instant.")
  var pacing: Pacing = .animated

  @Option(
    help: """
      Two apps side by side, driven by the same keys: ios (iOS 5 beside iOS 6+) or handlers \
      (release-view-unsafe with each controller's gotchas beside release-view with them \
      fixed, under --ios; g picks a gotcha controller).
      """)
  var compare: CompareKind?

  @Option(help: "Where x saves the session's files (default: the current directory).")
  var exportDir: String = "."

  @Flag(help: "Bring back the session that was open when vclife last quit.")
  var resume = false

  @Flag(
    name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (no clicks, no wheel).")
  var noMouse = false

  @Option(
    help: ArgumentHelp(
      """
      Record the session as an asciicast v2 file (play it with `asciinema play FILE`); an \
      existing file is never overwritten.
      """, valueName: "file"))
  var record: String?

  func run() throws {
    var options = LiveApp.Options()
    // Files are read and checked before the terminal is touched: a bad one starts nothing.
    var lesson = session.lesson
    var language = session.lang
    if resume {
      let saved = try SavedSessionFile.load()
      options.resume = saved.entries
      options.resumeQuestionOpen = saved.questionOpen
      lesson = saved.lesson ?? lesson
      language = saved.language
      if saved.lesson == nil, saved.scenarioName != Catalogue.builtInName {
        guard let scenario = SessionExport.builtInScenario(named: saved.scenarioName) else {
          throw UsageFailure(
            message:
              "the saved session's scenario \(ControllerName.escaped(saved.scenarioName)) is not built in"
          )
        }
        options.replayScenario = scenario
        options.scenarioName = saved.scenarioName
      }
    }
    try session.apply(to: &options, lesson: lesson, language: language)
    options.compare = compare
    options.pacing = pacing
    options.exportDirectory = InputFile.absolute(exportDir)
    options.mouse = !noMouse
    // Refused before the terminal is touched, as a bad file is.
    let recording = try record.map { try Recordings.open($0, delivery: .asDrawn) }
    do {
      try LiveApp.run(options, recording: recording)
    } catch {
      recording?.abandon()
      throw UsageFailure(message: error.message)
    }
    if let problem = LiveApp.lastSaveProblem { StandardStreams.error(problem + "\n") }
    if let recording { try Recordings.finish(recording) }
    // A signal ended the session: it is kept (and recorded); now end as the signal says.
    SignalGuard.endWithPendingSignal()
  }
}

extension Pacing: ExpressibleByArgument {}

extension CompareKind: ExpressibleByArgument {}

extension Theme: ExpressibleByArgument {}
