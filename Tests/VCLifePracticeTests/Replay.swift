import VCLifeCore
import VCLifePractice
import VCLifeScript

/// An item's script run again the way `vclife script` runs it: its `# scenario:` line names
/// the app, the asked line is appended, and the Script API parses and performs every line.
/// Nothing of the generator's own code runs here.
struct Replay {
  let run: ScriptRun
  /// The 1-based line of the script the asked action is on.
  let askedLine: Int

  init(script: String, asked: String) {
    let scenario =
      SessionExport.scenarioName(ofScript: script)
      .flatMap(SessionExport.builtInScenario(named:)) ?? Scenario()
    let text = script + asked + "\n"
    run = ScriptRun(script: text, scenario: scenario)
    askedLine = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
  }

  init(_ item: PracticeItem, asked: String? = nil) {
    self.init(script: item.script, asked: asked ?? item.asked.scriptText)
  }

  /// Every event of a line, with its index in the session.
  func events(ofLine line: Int) -> [(index: Int, event: Event)] {
    run.items.compactMap { item in
      guard case .event(let index, let at) = item, at == line else { return nil }
      return (index, run.session.events[index])
    }
  }

  /// The asked line's events.
  var asked: [Event] { events(ofLine: askedLine).map(\.event) }

  /// The asked line's callbacks, `Object selector`.
  var callbacks: [String] {
    asked.filter { $0.kind == .callback }.map { "\($0.object) \($0.name.text)" }
  }

  /// The state before the asked line.
  var stateBefore: AppState {
    let first = events(ofLine: askedLine).first?.index ?? run.session.events.count
    return run.session.state(afterEvent: first == 0 ? nil : first - 1)
  }

  /// Whether a line was bad, an action refused, or the system stepped in by itself.
  var isClean: Bool {
    !run.hasErrors
      && !run.session.events.contains {
        ($0.object == "System" && $0.kind == .action) || $0.name == .effect(.appTerminated)
      }
  }
}
