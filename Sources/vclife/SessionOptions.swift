import ArgumentParser
import VCLifeCore
import VCLifeScript
import VCLifeUI

/// What a session plays and how it looks, as the command line names it: a lesson, a replay
/// script, a scenario; the system, the language, the theme, the projector view, colour.
/// Shared by the live screen and `vclife record`; files are read and checked here, before
/// any terminal or recording is touched.
struct SessionOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A lesson to teach: a built-in name (see `vclife lessons`) or a lesson file.",
      valueName: "name|file"),
    completion: .custom(Completions.lessons))
  var lesson: String?

  @Option(
    help: ArgumentHelp("A script to play (such as an exported session).", valueName: "file"),
    completion: .file(extensions: ["vcl"]))
  var replay: String?

  @Option(
    help: ArgumentHelp(
      """
      The app to play with: a YAML or JSON scenario file (controllers, view trees, sizes, \
      root), or a built-in name: photo-album or a lesson's name.
      """, valueName: "file|name"),
    completion: .custom(Completions.scenarios))
  var scenario: String?

  @Option(help: "The iOS version to start with, 5 to 26.")
  var ios: SystemBehavior = .iOS6

  @Option(
    help:
      "Narration language: en, zh or both; the default follows LC_ALL, LC_MESSAGES or LANG (zh_*: zh)."
  )
  var lang: ReportLanguage = .fromEnvironment

  @Option(help: "Colour theme: dark, light or high-contrast (the t key switches).")
  var theme: Theme = .dark

  @Flag(help: "Start in the projector view (the P key switches).")
  var present = false

  @Flag(name: .customLong("no-color"), help: "No colours (also when NO_COLOR is set).")
  var noColor = false

  /// Loads each named source into `options` and sets the rest; `lesson` and `language`, when
  /// a resumed session brings its own, replace the command line's. A bad file is a usage
  /// failure.
  func apply(
    to options: inout LiveApp.Options, lesson: String? = nil, language: ReportLanguage? = nil
  ) throws {
    try load(lesson: lesson ?? self.lesson, into: &options)
    options.language = language ?? lang
    options.behavior = ios
    options.theme = theme
    options.presentation = present
    options.colorMode = noColor ? .monochrome : .automatic
  }

  private func load(lesson: String?, into options: inout LiveApp.Options) throws {
    if let scenario {
      options.replayScenario = try ScenarioLoading.load(scenario)
      if SessionExport.builtInScenario(named: scenario) != nil, !InputFile.exists(scenario) {
        options.scenarioName = scenario
      }
    }
    if let lesson {
      options.lessonSource = InputFile.exists(lesson) ? InputFile.absolute(lesson) : lesson
      do {
        options.lesson = try LessonLibrary.load(lesson)
      } catch let error as DocumentError {
        throw UsageFailure(message: error.located(in: lesson))
      }
    }
    if let replay {
      let text = try InputFile.read(replay)
      switch SessionExport.actions(ofScript: text) {
      case .success(let actions):
        let name = SessionExport.scenarioName(ofScript: text)
        let lessonFile = SessionExport.lessonFile(ofScript: text)
        // A lesson's export replays as the lesson: its narration, stopping at its questions.
        if options.lesson == nil, let source = lessonFile ?? name.flatMap(Self.builtInLesson) {
          options.lessonSource = source
          do {
            options.lesson = try LessonLibrary.load(source)
          } catch let error as DocumentError {
            throw UsageFailure(message: error.located(in: source))
          }
          return
        }
        options.replay = actions
        if let name {
          if let scenario = SessionExport.builtInScenario(named: name) {
            options.replayScenario = scenario
            options.scenarioName = name
          } else if self.scenario == nil {
            // As `vclife script` refuses it: the replay would run on another app.
            throw UsageFailure(
              message: "\(ControllerName.escaped(replay)): the line '"
                + "\(SessionExport.scenarioMarker)\(ControllerName.escaped(name))' names no "
                + "built-in scenario (photo-album or a lesson's name); give --scenario FILE")
          }
        }
      case .failure(let error):
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let column =
          (1...lines.count).contains(error.line)
          ? ScriptErrorReport.column(of: lines[error.line - 1]) : 1
        throw UsageFailure(
          message: "\(ControllerName.escaped(replay)):\(error.line):\(column): \(error.message)")
      }
    }
  }

  /// Refuses a replay that does more than `limit` actions, each name of `push A B C`
  /// counting as one: `player` (the live screen, `vclife record`) plays every one.
  func checkReplay(_ options: LiveApp.Options, playsAtMost limit: Int, _ player: String) throws {
    guard let replay, let actions = options.replay, actions.work > limit else { return }
    throw UsageFailure(
      message: "\(ControllerName.escaped(replay)): the replay does \(actions.work) actions (each "
        + "name of a push counting as one); \(player) plays at most \(limit) "
        + "(`vclife script` runs any number)")
  }

  /// The name, when it is a built-in lesson's.
  private static func builtInLesson(_ name: String) -> String? {
    LessonLibrary.lesson(named: name) != nil ? name : nil
  }
}
