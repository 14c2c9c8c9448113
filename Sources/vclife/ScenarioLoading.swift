import VCLifeScript
import VCLifeUI

/// Scenarios named on the command line: a file, or a built-in name (`photo-album`, a
/// lesson's name). One reader for `vclife script --scenario` and the live `--scenario`.
enum ScenarioLoading {
  static func load(_ path: String) throws -> Scenario {
    if !InputFile.exists(path) {
      if let scenario = SessionExport.builtInScenario(named: path) { return scenario }
      throw UsageFailure(message: missingMessage(path))
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

extension ScenarioLoading {
  /// The built-in scenarios' names: the example app, then each built-in lesson's app.
  static var builtInNames: [String] {
    [Catalogue.builtInName] + LessonLibrary.builtInTexts.map(\.name)
  }

  /// "no scenario file or built-in scenario named 'photo-albm'; did you mean 'photo-album'?
  /// (built-in: …)": a name close to a built-in one is suggested, as a mistyped command is.
  static func missingMessage(_ path: String) -> String {
    let quoted = ControllerName.quoted(path)
    var text = "no scenario file or built-in scenario named '\(quoted)'"
    if let close = RootArguments.closest(to: path, in: builtInNames) {
      text += "; did you mean '\(close)'?"
    }
    return text + " (built-in: \(builtInNames.joined(separator: ", ")))"
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
