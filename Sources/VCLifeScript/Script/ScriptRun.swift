import VCLifeCore

/// A script run to its end: the session it drove, and each line's events or error, in order.
public struct ScriptRun: Sendable {
  /// One thing the run reports, in order.
  public enum Item: Sendable, Equatable {
    /// An event of the session, by index, with the script line that caused it (0: the
    /// scenario's own root).
    case event(index: Int, line: Int)
    /// A line that could not be parsed.
    case lineError(ScriptError)
  }

  /// The session the script drove.
  public private(set) var session: Session
  /// Everything to report, in order.
  public private(set) var items: [Item] = []

  /// Whether a line was bad or an action was refused: the exit status is then 1.
  public var hasErrors: Bool {
    items.contains { item in
      switch item {
      case .lineError: true
      case .event(let index, _): session.events[index].kind == .error
      }
    }
  }

  /// Runs a script's text from a scenario's starting state.
  public init(script: String, scenario: Scenario = Scenario(), behavior: SystemBehavior? = nil) {
    var start = scenario.initialState
    if let behavior { start.behavior = behavior }
    session = Session(initialState: start)
    for action in scenario.launchActions { perform(action, line: 0) }
    for (line, parsed) in ScriptParser.parse(script: script) {
      switch parsed {
      case .success(let action):
        if let error = Self.undefinedBase(of: action, in: session.state, line: line) {
          items.append(.lineError(error))
        } else {
          perform(action, line: line)
        }
      case .failure(let error): items.append(.lineError(error))
      }
    }
  }

  /// `new B like=A` copies A's template: A must be defined by then (by the scenario or an
  /// earlier line), or B would silently get the defaults.
  static func undefinedBase(of action: Action, in state: AppState, line: Int)
    -> ScriptError?
  {
    guard case .define(let template) = action, let base = template.basedOn,
      state.templates[base] == nil
    else { return nil }
    return ScriptError(
      line: line,
      message: "like=\(base) names no template defined before this line; define \(base) first "
        + "(new \(base) …) or copy a defined one")
  }

  private mutating func perform(_ action: Action, line: Int) {
    for index in session.perform(action) { items.append(.event(index: index, line: line)) }
  }
}

extension ScriptRun {
  /// The whole run written by a streaming writer: the same bytes a stream of it gives.
  func written<Writer: EventWriter>(by writer: inout Writer) -> String {
    let out = ByteWriter()
    for item in items {
      switch item {
      case .lineError(let error): writer.lineError(error, to: out)
      case .event(let index, let line): writer.event(session.events[index], line: line, to: out)
      }
    }
    writer.end(session.state, to: out)
    return out.text
  }
}
