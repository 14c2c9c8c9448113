import Foundation
import Testing
import VCLifeCore
import VCLifeScript
@_exported import VCLifeTestSupport

/// Parses one line as line `number`.
func parse(_ line: String, number: Int = 1) -> Result<Action?, ScriptError> {
  ScriptParser.parse(line: Substring(line), number: number)
}

/// The action a line parses to; records an issue when the line is bad.
func action(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> Action? {
  switch parse(line) {
  case .success(let action): return action
  case .failure(let error):
    Issue.record("\(line) failed: \(error.message)", sourceLocation: sourceLocation)
    return nil
  }
}

/// The error a line gives; records an issue when the line parses.
func error(
  _ line: String, number: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
) -> ScriptError? {
  switch parse(line, number: number) {
  case .success(let action):
    Issue.record("\(line) parsed as \(String(describing: action))", sourceLocation: sourceLocation)
    return nil
  case .failure(let error): return error
  }
}

/// Whether a text holds a C0, DEL or C1 control other than the line feed.
func hasRawControl(_ text: String) -> Bool {
  text.unicodeScalars.contains { scalar in
    scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }
}

/// The scenario a text parses to; records an issue when it is bad.
func parseScenario(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Scenario? {
  do {
    return try Scenario.parse(text)
  } catch {
    Issue.record("scenario failed: \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// The error a scenario text gives; records an issue when it parses.
func scenarioError(
  _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) -> DocumentError? {
  do {
    _ = try Scenario.parse(text)
    Issue.record("scenario parsed but should not", sourceLocation: sourceLocation)
    return nil
  } catch let error as DocumentError {
    return error
  } catch {
    Issue.record("not a DocumentError: \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// The lines of a script run's JSONL report, each read back by Foundation.
func jsonLines(_ run: ScriptRun, language: ReportLanguage = .en) throws -> [[String: Any]] {
  try jsonLines(JSONLReport.render(run, language: language))
}

extension ScriptRun {
  /// The callbacks of the run as `Object selector`, layout callbacks left out.
  var callbackLines: [String] {
    items.compactMap { item in
      guard case .event(let index, _) = item else { return nil }
      let event = session.events[index]
      guard event.kind == .callback, !layoutSelectorNames.contains(event.name.text) else {
        return nil
      }
      return "\(event.object) \(event.name.text)"
    }
  }

  /// The events of the run with the script line behind each.
  var events: [(event: Event, line: Int)] {
    items.compactMap { item in
      guard case .event(let index, let line) = item else { return nil }
      return (session.events[index], line)
    }
  }

  /// The line errors of the run.
  var lineErrors: [ScriptError] {
    items.compactMap { item in
      guard case .lineError(let error) = item else { return nil }
      return error
    }
  }
}
