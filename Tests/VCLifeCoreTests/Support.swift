import Testing
import VCLifeCore
@_exported import VCLifeTestSupport

/// A session with a behaviour and a budget that has performed `actions`.
func makeSession(
  _ behavior: SystemBehavior = .iOS6, budget: Int = AppState.defaultBudget, _ actions: Action...
) -> Session {
  var session = Session(initialState: AppState(behavior: behavior, budget: budget))
  session.run(actions)
  return session
}

/// A template with the defaults of SPEC §6 except what is given.
func define(
  _ name: String, origin: Origin = .code, callsSuper: Bool = false,
  onWarning: WarningHandler = .none, autoLayout: Bool = false,
  viewTree: ViewNode = .defaultTree, memory: MemoryProfile = .standard
) -> Action {
  .define(
    ControllerTemplate(
      name: name, origin: origin, callsSuper: callsSuper, onWarning: onWarning,
      autoLayout: autoLayout, viewTree: viewTree, memory: memory))
}

extension Event {
  /// The event as one short line: `A loadView` for a callback, `A [viewReleased]` for an
  /// effect, `App > push B` for an action, `App ! push B` for a refusal.
  var line: String {
    switch name {
    case .callback(let selector): "\(object) \(selector.rawValue)"
    case .effect(let effect): "\(object) [\(effect.rawValue)]"
    case .action(let text): "\(object) > \(text)"
    case .refusal(let text): "\(object) ! \(text)"
    }
  }

  /// The selector, when the event is a callback.
  var selector: Selector? {
    if case .callback(let selector) = name { return selector }
    return nil
  }

  /// The effect, when the event is one.
  var effect: Effect? {
    if case .effect(let effect) = name { return effect }
    return nil
  }
}

/// The non-zero parts of a breakdown, e.g. `views+65536 content+2097152`, or `0`.
func deltaText(_ delta: MemoryBreakdown) -> String {
  let parts = MemoryPart.allCases.compactMap { part -> String? in
    let bytes = delta[part]
    guard bytes != 0 else { return nil }
    return "\(part.rawValue)\(bytes > 0 ? "+" : "")\(bytes)"
  }
  return parts.isEmpty ? "0" : parts.joined(separator: " ")
}

extension Session {
  /// Performs actions in order; returns the range of all their events.
  @discardableResult
  mutating func run(_ actions: Action...) -> Range<Int> { run(actions) }

  /// Performs actions in order; returns the range of all their events.
  @discardableResult
  mutating func run(_ actions: [Action]) -> Range<Int> {
    let start = events.count
    for action in actions { perform(action) }
    return start..<events.count
  }

  /// The callbacks in a range as `Object selector` strings; layout callbacks are left out
  /// (as SPEC §7 leaves them out) unless `layout` is set; only `object`'s when given.
  func callbacks(_ range: Range<Int>, layout: Bool = false, of object: String? = nil) -> [String] {
    events[range].compactMap { event in
      guard let selector = event.selector else { return nil }
      if !layout && layoutSelectors.contains(selector) { return nil }
      if let object, event.object != object { return nil }
      return "\(event.object) \(selector.rawValue)"
    }
  }

  /// The effects in a range as `Object effect` strings; only `object`'s when given.
  func effects(_ range: Range<Int>, of object: String? = nil) -> [String] {
    events[range].compactMap { event in
      guard let effect = event.effect else { return nil }
      if let object, event.object != object { return nil }
      return "\(event.object) \(effect.rawValue)"
    }
  }

  /// Every event in a range as a line (see `Event.line`); the range is clamped to the log,
  /// so a simulator that emits too few events fails the comparison instead of crashing.
  func lines(_ range: Range<Int>) -> [String] {
    events[range.clamped(to: events.indices)].map(\.line)
  }

  /// The event at an index, or nil past the end of the log.
  func event(at index: Int) -> Event? { events.indices.contains(index) ? events[index] : nil }

  /// The index of the first event in `range` that is `object`'s callback `selector`.
  func index(of object: String, _ selector: Selector, in range: Range<Int>) -> Int? {
    range.first { events[$0].object == object && events[$0].selector == selector }
  }

  /// The index of the first event in `range` that is `object`'s effect `effect`.
  func index(of object: String, effect: Effect, in range: Range<Int>) -> Int? {
    range.first { events[$0].object == object && events[$0].effect == effect }
  }
}

extension AppState {
  /// A controller's state in words, for readable comparisons: `loaded` or `nil`, then
  /// `window`, `store` (backing store), `caches`, `navItem` when true; `deallocated` when the
  /// controller is not live.
  func flags(_ name: String) -> String {
    guard let controller = controllers[name] else { return "deallocated" }
    var words = [controller.isViewLoaded ? "loaded" : "nil"]
    if controller.isInWindow { words.append("window") }
    if controller.hasBackingStore { words.append("store") }
    if controller.cachesFull { words.append("caches") }
    if controller.hasNavigationItem { words.append("navItem") }
    return words.joined(separator: " ")
  }

  /// The names of the controllers whose view is in the window, sorted.
  var inWindow: [String] {
    controllers.values.filter(\.isInWindow).map(\.name).sorted()
  }

  /// The stacks as lists of names, e.g. `[["A", "B"], ["T"]]`.
  var stacks: [[String]] { layout.tabs.map(\.controllers) }
}
