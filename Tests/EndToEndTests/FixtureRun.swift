import Foundation
import VCLifeCore
import VCLifeScript

/// A fixture script run in process, to say what the binary's output must hold without a copy
/// of it: each item the binary reports (an event or a bad line), in order, and each event's
/// reason straight from the `Narrator`.
struct FixtureRun {
  /// One numbered row of a report: an event of the session, or a line that was not understood.
  enum Item {
    case event(Event, line: Int)
    case lineError(ScriptError)
  }

  /// What the report numbers, in order: seq 1 is `items[0]`.
  let items: [Item]
  /// The run itself.
  let run: ScriptRun

  /// Runs `script` as `vclife script` runs it on the same arguments (`scenario`: a built-in
  /// name or a file, else the script's own `# scenario:` line).
  init(script: String, scenario: String?) throws {
    let chosen: Scenario
    if let scenario, let builtIn = SessionExport.builtInScenario(named: scenario) {
      chosen = builtIn
    } else if let scenario {
      chosen = try Scenario.parse(String(contentsOfFile: scenario, encoding: .utf8))
    } else if let name = SessionExport.scenarioName(ofScript: script) {
      chosen = SessionExport.builtInScenario(named: name) ?? Scenario()
    } else {
      chosen = Scenario()
    }
    let run = ScriptRun(script: script, scenario: chosen)
    self.run = run
    items = run.items.map { item in
      switch item {
      case .event(let index, let line): .event(run.session.events[index], line: line)
      case .lineError(let error): .lineError(error)
      }
    }
  }

  /// The report of the run in process, in `format` and `language`: what the binary must write
  /// too, whether it streams or not.
  func report(_ format: String, _ language: ReportLanguage) -> String {
    switch format {
    case "jsonl": JSONLReport.render(run, language: language)
    case "text": TextReport.render(run, language: language)
    default: MarkdownReport.render(run, language: language)
    }
  }

  /// An event's reason as a report in `language` writes it, from the narrator's own sentences:
  /// one language, or English then Chinese joined by " / ".
  static func reason(_ event: Event, _ language: ReportLanguage) -> String {
    let lines = Narrator.lines(for: event.reason, event.object)
    switch language {
    case .en: return lines.en
    case .zh: return lines.zh
    case .both: return lines.en + " / " + lines.zh
    }
  }

  /// The memory column of a callback or effect: the memory after it, after its change when it
  /// has one (text: two columns; markdown: `+256 KB → 256 KB`).
  static func memoryWords(_ event: Event) -> [String] {
    let change = event.delta.total
    let after = ByteCount.text(event.memory)
    return change == 0 ? [after] : [(change > 0 ? "+" : "") + ByteCount.text(change), after]
  }
}
