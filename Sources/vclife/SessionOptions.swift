import ArgumentParser
import VCLifeCore
import VCLifeScript
import VCLifeUI

/// What a session plays and how it looks, as the command line names it: a lesson, a replay
/// script, a scenario; the system, the language, the theme, the projector view, colour.
/// Shared by the live screen and `vclife record`; files are read and checked here, before
/// any terminal or recording is touched.
struct SessionOptions: ParsableArguments {
  @Option(help: "A lesson to teach: a built-in name (see `vclife lessons`) or a lesson file.")
  var lesson: String?

  @Option(help: "A script to play (such as an exported session).")
  var replay: String?

  @Option(
    help: """
      The app to play with: a YAML or JSON scenario file (controllers, view trees, sizes, \
      root), or a built-in name: photo-album or a lesson's name.
      """)
  var scenario: String?

  @Option(help: "Memory-warning behaviour to start with: 5 or 6.")
  var ios: SystemBehavior = .iOS6

  @Option(help: "Narration language: en, zh or both.")
  var lang: ReportLanguage = .en

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
        options.replay = actions
        if let name = SessionExport.scenarioName(ofScript: text) {
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
        throw UsageFailure(
          message: "\(ControllerName.escaped(replay)):\(error.line): \(error.message)")
      }
    }
  }
}
