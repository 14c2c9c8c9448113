import VCLifeScript
import VCLifeUI

/// Scenarios named on the command line: a file, or a built-in name (`photo-album`, a
/// lesson's name). One reader for `vclife script --scenario` and the live `--scenario`.
enum ScenarioLoading {
  static func load(_ path: String) throws -> Scenario {
    if !InputFile.exists(path), let scenario = SessionExport.builtInScenario(named: path) {
      return scenario
    }
    let text = try InputFile.read(path)
    do {
      return try Scenario.parse(text)
    } catch let error as DocumentError {
      // A lesson file names its controllers, budget, system and root too: a student given
      // the lesson beside a script runs it on them (`--scenario "My Lesson.yaml"`).
      if let lesson = try? Lesson.parse(text, name: LessonLibrary.safeName(fromFileName: path)) {
        return lesson.scenario
      }
      throw UsageFailure(message: error.located(in: path))
    }
  }
}

/// The session `q` kept, read back for `--resume`.
enum SavedSessionFile {
  static func load() throws -> SavedSession {
    guard let path = SavedSession.path(), InputFile.exists(path) else {
      throw UsageFailure(message: "no saved session to resume (vclife keeps one when you quit)")
    }
    guard let saved = SavedSession.parse(try InputFile.read(path, regularOnly: true)) else {
      throw UsageFailure(message: "\(ControllerName.escaped(path)) is not a saved session")
    }
    guard saved.work <= SavedSession.maximumEntries else {
      throw UsageFailure(
        message: "\(ControllerName.escaped(path)) holds more than "
          + "\(SavedSession.maximumEntries) actions (each name of a push counting as one); "
          + "--resume plays at most \(SavedSession.maximumEntries) again "
          + "(`vclife script` runs any number)")
    }
    return saved
  }
}
