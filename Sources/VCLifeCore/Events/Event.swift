/// What an event is: an action, a callback, an effect, or a refusal.
public enum EventKind: String, Sendable, CaseIterable {
  case action
  case callback
  case effect
  case error
}

/// What happened, by name.
public enum EventName: Sendable, Equatable {
  /// A user or system action, as its script text.
  case action(String)
  /// A lifecycle callback.
  case callback(Selector)
  /// A non-callback change.
  case effect(Effect)
  /// An action that was refused, as its script text.
  case refusal(String)

  /// The kind this name belongs to.
  public var kind: EventKind {
    switch self {
    case .action: .action
    case .callback: .callback
    case .effect: .effect
    case .refusal: .error
    }
  }

  /// The selector, effect name or action text.
  public var text: String {
    switch self {
    case .action(let text), .refusal(let text): text
    case .callback(let selector): selector.rawValue
    case .effect(let effect): effect.rawValue
    }
  }
}

/// One explainable step of the simulation. The ordered list of events is the single source
/// of truth: logs, screens and reports are all drawn from it.
public struct Event: Sendable, Equatable {
  // Stored properties are ordered largest first so the event packs tightly: a session keeps
  // every event, and the benchmark keeps millions.

  /// Total bytes in use after the event.
  public var memory: Int
  /// Bytes this event allocated (positive) or freed (negative), part by part.
  public var delta: MemoryBreakdown
  /// Whose step it is: a controller's name, `App`, or `System`.
  public var object: String
  /// What happened.
  public var name: EventName
  // 32 bits keep the event small; a session of two billion actions is not a lesson.
  private var storedActionIndex: Int32
  /// Why it happened: the rule, ready to be narrated.
  public var reason: Reason

  /// The index of the action this event belongs to, in the session's action list.
  public var actionIndex: Int {
    get { Int(storedActionIndex) }
    set { storedActionIndex = Int32(truncatingIfNeeded: newValue) }
  }

  /// Creates an event.
  public init(
    object: String, name: EventName, reason: Reason, memory: Int,
    delta: MemoryBreakdown = MemoryBreakdown(), actionIndex: Int
  ) {
    self.object = object
    self.name = name
    self.reason = reason
    self.memory = memory
    self.delta = delta
    self.storedActionIndex = Int32(truncatingIfNeeded: actionIndex)
  }

  /// The event's kind.
  public var kind: EventKind { name.kind }
}
