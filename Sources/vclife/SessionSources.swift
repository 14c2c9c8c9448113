import VCLifeScript
import VCLifeUI

/// What a session plays, as the command line names it: a lesson, a replay script, a
/// scenario. Shared by the live screen and `vclife record`; files are read and checked here,
/// before any terminal or recording is touched.
struct SessionSources {
  var lesson: String?
  var replay: String?
  var scenario: String?

  /// Loads each named source into `options`; a bad one is a usage failure.
  func apply(to options: inout LiveApp.Options) throws {
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
        if let name = SessionExport.scenarioName(ofScript: text),
          let scenario = SessionExport.builtInScenario(named: name)
        {
          options.replayScenario = scenario
          options.scenarioName = name
        }
      case .failure(let error):
        throw UsageFailure(
          message: "\(ControllerName.escaped(replay)):\(error.line): \(error.message)")
      }
    }
  }
}
