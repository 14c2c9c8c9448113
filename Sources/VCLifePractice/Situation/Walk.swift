import VCLifeCore

/// A session of an app that only ever takes actions that run cleanly: nothing refused, no
/// warning or termination sent by the system itself (the budget's 75 % and 90 % marks are
/// the simulator's own convention, and a question about one action must not hide a second
/// one inside it).
struct Walk: Sendable {
  /// The session so far.
  private(set) var session: Session
  /// Every action after the version and the definitions: the launch and the set-up.
  private(set) var actions: [Action] = []

  /// A session of `app` on `version` with `definitions` made first, as the script's `ios`
  /// and `new` lines make them; nil if a definition is refused.
  init?(app: PracticeApp, version: SystemBehavior, definitions: [ControllerTemplate]) {
    session = Session(initialState: app.scenario.initialState)
    for action in [Action.setBehavior(version)] + definitions.map(Action.define) {
      let range = session.perform(action)
      guard Self.isClean(session.events[range]) else { return nil }
    }
  }

  /// Performs `action` when it runs cleanly and returns its events; else leaves the walk as
  /// it was and returns nil.
  mutating func take(_ action: Action) -> [Event]? {
    var trial = session
    let range = trial.perform(action)
    let events = Array(trial.events[range])
    guard Self.isClean(events), !trial.state.isTerminated else { return nil }
    session = trial
    actions.append(action)
    return events
  }

  /// The state now.
  var state: AppState { session.state }

  /// The events of each time the set-up played `action`.
  func plays(of action: Action) -> [[Event]] {
    session.actions.indices.filter { session.actions[$0] == action }
      .map { Array(session.events[session.eventRange(ofAction: $0)]) }
  }

  /// Whether the set-up already played `action` with the same callbacks: the log over the
  /// question shows them, and so the answer (a `present Compose` asked again after
  /// `present Compose` and `dismiss`).
  func alreadyShows(_ action: Action, _ events: [Event]) -> Bool {
    plays(of: action).contains { $0.callbackTokens == events.callbackTokens }
  }

  /// Whether events hold no refusal, no warning the system sent by itself and no
  /// termination (the system's other effects, such as the phone a version brings, are fine).
  static func isClean<S: Sequence>(_ events: S) -> Bool where S.Element == Event {
    events.allSatisfy { event in
      event.kind != .error && event.name != .effect(.appTerminated)
        && !(event.object == "System" && event.kind == .action)
    }
  }

  /// Runs a whole plan; nil when any of it does not run cleanly. Returns the asked action's
  /// events with the state before and after it.
  static func run(
    app: PracticeApp, version: SystemBehavior, definitions: [ControllerTemplate],
    setup: [Action], asked: Action
  ) -> (before: AppState, events: [Event], after: AppState)? {
    guard var walk = Walk(app: app, version: version, definitions: definitions) else {
      return nil
    }
    for action in setup {
      guard walk.take(action) != nil else { return nil }
    }
    let before = walk.state
    guard let events = walk.take(asked) else { return nil }
    return (before, events, walk.state)
  }
}

extension Event {
  /// The event as a token: `Object selector`, or `Object (effect)` as the live screen writes
  /// an effect, so a student never looks up an effect as if it were a UIKit method.
  var token: String { kind == .callback ? lessonLabel : "\(object) (\(name.text))" }
}

extension Sequence where Element == Event {
  /// The callbacks, as tokens, in order.
  var callbackTokens: [String] { filter { $0.kind == .callback }.map(\.token) }
  /// The callback events, in order.
  var callbacks: [Event] { filter { $0.kind == .callback } }
}
