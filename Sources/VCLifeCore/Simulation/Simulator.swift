/// Why an action stopped before its end.
enum Interruption: Error {
  /// The system terminated the app for using its whole budget.
  case terminated
  /// A replay reached the event it was asked to stop after.
  case reachedEventLimit
}

/// The simulated UIKit. It performs one action at a time on an `AppState`, mutating the state
/// and appending one `Event` per callback or effect, in UIKit's order. It is deterministic:
/// the same actions on the same state give the same events, which is what lets a `Session`
/// rebuild the state after any event by replaying.
public struct Simulator: Sendable {
  /// The state after the last event.
  public internal(set) var state: AppState
  /// Every event so far.
  public internal(set) var events = EventLog()
  /// The action whose events are being produced.
  var actionIndex = 0
  /// When set, the action stops right after the event log reaches this length.
  var eventLimit: Int?
  /// While a leaked controller hears a memory warning, its index in `state.leaked`: the
  /// warning's code then reads and changes that instance, not a live one of the same name.
  var leakedInFocus: Int?

  /// A simulator starting from a state.
  public init(state: AppState) { self.state = state }

  /// Performs one action to its end (or to the app's termination) and, when it leaves usage
  /// at the warning level coming from below, the system's memory warning after it.
  public mutating func perform(_ action: Action, index: Int) {
    actionIndex = index
    do {
      if let refusal = blockingRefusal(for: action) {
        try emit("App", .action(action.scriptText), .userAction)
        return try refuse(action.scriptText, refusal)
      }
      // The phone before `ios N` (which brings the version's own) or `device`.
      let phone = state.phone
      try emit("App", .action(action.scriptText), announce(action))
      try run(action)
      try layOutForNewRules(after: action, phoneBefore: phone)
      try sendSystemWarningIfDue()
    } catch Interruption.terminated {
      return
    } catch {
      return  // Interruption.reachedEventLimit: a replay stopped where it was asked to.
    }
  }

  /// Replays an action, stopping right after the action's `count`-th event.
  mutating func replay(_ action: Action, index: Int, stoppingAfter count: Int) {
    eventLimit = events.count + count
    perform(action, index: index)
    eventLimit = nil
  }

  /// Applies the actions that only change a setting (so their one event shows the new
  /// setting) and says why the action's event happens.
  private mutating func announce(_ action: Action) -> Reason {
    switch action {
    case .setBehavior(let behavior):
      state.behavior = behavior
      // Each version brings its own phone; `device` overrides it only until then.
      state.deviceOverride = nil
      return .behaviorChanged(behavior)
    case .setRestoration(let on):
      state.restoresScenes = on
      return .restorationChanged(on)
    case .define(let template):
      var defined = template
      if let base = template.basedOn {
        defined = state.template(named: base)
        defined.name = template.name
        defined.basedOn = base
      }
      state.templates[template.name] = defined
      return .templateDefined(template.name)
    case .restart: return .restart
    case .rotate(let orientation):
      return .orientationChanged(orientation, launched: state.layout.isLaunched)
    case .setStatusBar(let mode):
      let phone = state.phone
      let height = phone == .classic ? nil : phone.statusBarHeight(.visible, .portrait)
      return .statusBarChanged(mode, launched: state.layout.isLaunched, notchedHeight: height)
    case .setDevice(let phone):
      return .deviceChanged(phone, state.behavior, launched: state.layout.isLaunched)
    default: return .userAction
    }
  }

  private mutating func run(_ action: Action) throws {
    switch action {
    case .setBehavior, .setRestoration, .define: return
    case .launch(let root): try launch(root, text: action.scriptText)
    case .restart: try restart()
    case .push(let name): try push([name], text: action.scriptText)
    case .pushSeveral(let names): try push(names, text: action.scriptText)
    case .pop: try pop(text: action.scriptText)
    case .popToRoot: try popToRoot(text: action.scriptText)
    case .present(let name): try present(name, inNavigation: false, text: action.scriptText)
    case .presentInNavigation(let name):
      try present(name, inNavigation: true, text: action.scriptText)
    case .presentFullScreen(let name):
      try present(name, inNavigation: false, fullScreen: true, text: action.scriptText)
    case .swipe: try swipe(text: action.scriptText)
    case .finishGesture: try finishGesture(text: action.scriptText)
    case .cancelGesture: try cancelGesture(text: action.scriptText)
    case .background: try enterBackground(text: action.scriptText)
    case .foreground: try enterForeground(text: action.scriptText)
    case .reclaim: try reclaim(text: action.scriptText)
    case .dismiss: try dismiss(text: action.scriptText)
    case .selectTab(let name): try selectTab(holding: name, text: action.scriptText)
    case .tap(let name): try tap(holding: name, text: action.scriptText)
    case .rotate(let orientation): try rotate(to: orientation, text: action.scriptText)
    case .setStatusBar(let mode): try setStatusBar(mode, text: action.scriptText)
    case .setDevice(let phone): try setDevice(phone, text: action.scriptText)
    case .warning:
      // A disconnected scene leaves the app running: the warning still reaches it (SPEC §12).
      guard try state.scene == .disconnected || checkRunning(action.scriptText) else { return }
      try deliverMemoryWarning()
    case .access(let name): try access(name, text: action.scriptText)
    case .isViewLoaded(let name): try askIsViewLoaded(name, text: action.scriptText)
    }
  }

  /// While a swipe is under way only `finish`, `cancel` and what moves no view are taken;
  /// while the scene is not active, only what needs no screen (SPEC §12). The version
  /// cannot change under either: the state would belong to no version.
  private func blockingRefusal(for action: Action) -> Refusal? {
    switch action {
    // The app's restoration code is read at the next disconnect, whatever the scene is doing.
    case .define, .setRestoration, .warning, .access, .isViewLoaded: return nil
    case .finishGesture, .cancelGesture: return nil
    case .foreground, .reclaim: return state.gesture == nil ? nil : .gestureUnderWay
    default:
      if state.gesture != nil { return .gestureUnderWay }
      return state.scene == .active ? nil : .sceneNotActive
    }
  }

  // MARK: Events

  /// Appends an event for a change already made to the state, then enforces the budget.
  mutating func emit(
    _ object: String, _ name: EventName, _ reason: Reason,
    delta: MemoryBreakdown = MemoryBreakdown()
  ) throws {
    state.usage = state.usage + delta
    let event = Event(
      object: object, name: name, reason: reason, memory: state.memory, delta: delta,
      actionIndex: actionIndex)
    events.append(event)
    if let limit = eventLimit, events.count >= limit { throw Interruption.reachedEventLimit }
    if delta.total > 0 && state.memory >= state.budget { try terminate() }
  }

  /// The controller instance a name means now: the leaked one hearing a warning, else the
  /// live one.
  func controller(_ name: String) -> ControllerState? {
    focusedLeak(named: name).map { state.leaked[$0] } ?? state.controllers[name]
  }

  /// The index of the leaked controller hearing a warning, when `name` is its name.
  private func focusedLeak(named name: String) -> Int? {
    guard let index = leakedInFocus, state.leaked.indices.contains(index),
      state.leaked[index].name == name
    else { return nil }
    return index
  }

  /// Changes one controller (see `controller(_:)`) and returns the memory that change
  /// allocated or freed.
  mutating func change(
    _ name: String, _ body: (inout ControllerState) -> Void
  ) -> MemoryBreakdown {
    if let index = focusedLeak(named: name) {
      let before = state.leaked[index].memory
      body(&state.leaked[index])
      return state.leaked[index].memory - before
    }
    guard var controller = state.controllers[name] else { return MemoryBreakdown() }
    let before = controller.memory
    body(&controller)
    state.controllers[name] = controller
    return controller.memory - before
  }

  /// Emits a callback that changes nothing but is part of UIKit's order.
  mutating func call(_ name: String, _ selector: Selector, _ reason: Reason) throws {
    try emit(name, .callback(selector), reason)
    try runOwnCode(name, after: selector)
  }

  /// Refuses an action: an error event, and no change.
  mutating func refuse(_ text: String, object: String = "App", _ refusal: Refusal) throws {
    try emit(object, .refusal(text), .refused(refusal))
  }

  // MARK: The budget

  /// At 100 % of the budget the system kills the app: no callbacks, every controller gone.
  /// A crash (`reason`) ends the app the same way.
  mutating func terminate(_ reason: Reason? = nil) throws {
    let percent = state.memory * 100 / max(state.budget, 1)
    let freed = MemoryBreakdown() - state.breakdown
    state.controllers = [:]
    state.leaked = []
    state.layout = WindowLayout()
    state.isTerminated = true
    state.gesture = nil
    state.scene = .active
    state.savedLayout = nil
    state.isWarningArmed = true
    state.isUrgentWarningArmed = true
    try emit(
      "System", .effect(.appTerminated), reason ?? .terminated(percent: percent), delta: freed)
    throw Interruption.terminated
  }

  /// The system warns once when an action leaves usage at a pressure level it reached from
  /// below (SPEC §9.3): 75 % is level 1, 90 % level 2 (urgent). An action that jumps past
  /// both sends the urgent warning alone. Each level is re-armed below its mark.
  private mutating func sendSystemWarningIfDue() throws {
    let percent = state.memory * 100 / max(state.budget, 1)
    if state.isUrgentWarningArmed && state.isAtUrgentLevel(state.memory)
      && state.layout.isLaunched
    {
      state.isUrgentWarningArmed = false
      state.isWarningArmed = false
      try emit("System", .action("warning"), .urgentSystemWarning(percent: percent))
      try deliverMemoryWarning()
    } else if state.isWarningArmed && state.isAtWarningLevel(state.memory)
      && state.layout.isLaunched
    {
      state.isWarningArmed = false
      try emit("System", .action("warning"), .systemWarning(percent: percent))
      try deliverMemoryWarning()
    }
    if !state.isAtWarningLevel(state.memory) { state.isWarningArmed = true }
    if !state.isAtUrgentLevel(state.memory) { state.isUrgentWarningArmed = true }
  }

  /// Refuses an action that needs a running app; returns whether the app runs.
  mutating func checkRunning(_ text: String) throws -> Bool {
    if state.isTerminated {
      try refuse(text, .terminated)
      return false
    }
    if !state.layout.isLaunched {
      try refuse(text, .notLaunched)
      return false
    }
    return true
  }
}
