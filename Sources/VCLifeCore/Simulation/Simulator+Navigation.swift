/// Launch, restart, and the navigation controller: push, pop, pop to root.
extension Simulator {
  /// Launches the app: every root controller is created, and only the visible one loads its
  /// view (for tabs: only the selected tab's).
  mutating func launch(_ root: RootSpec, text: String) throws {
    if state.layout.isLaunched { return try refuse(text, .alreadyLaunched) }
    // SPEC §5: after a termination only a restart follows.
    if state.isTerminated { return try refuse(text, .terminated) }
    let names = root.names
    if names.isEmpty { return try refuse(text, .noControllers) }
    // Counted once: counting each name's copies again for every name was quadratic in the
    // number of tabs.
    var copies: [String: Int] = [:]
    for name in names { copies[name, default: 0] += 1 }
    if let duplicate = names.first(where: { copies[$0, default: 0] > 1 }) {
      return try refuse(text, object: duplicate, .duplicateName(duplicate))
    }
    state.launchRoot = root
    try start(root)
  }

  /// Launches again with the root of the terminated run.
  mutating func restart() throws {
    guard state.isTerminated, let root = state.launchRoot else {
      return try refuse("restart", .notTerminated)
    }
    state.isTerminated = false
    try start(root)
  }

  /// Builds the app's initial UI from its root: at launch, and when a reclaimed scene
  /// reconnects in an app without restoration code (`transition` `.reconnect`, SPEC §13.1).
  mutating func start(_ root: RootSpec, as transition: Transition = .launch) throws {
    let stacks: [ControllerStack]
    switch root {
    case .plain(let name): stacks = [ControllerStack(isNavigation: false, controllers: [name])]
    case .navigation(let name, let translucent), .navigationPushing(let name, let translucent, _):
      stacks = [
        ControllerStack(isNavigation: true, controllers: [name], isTranslucent: translucent)
      ]
    case .tabs(let tabs):
      // With more than five tabs, the fifth and later are shown by the tab bar controller's
      // moreNavigationController: a navigation controller (SPEC §9.4).
      let hasMore = tabs.count > WindowLayout.maximumVisibleTabs
      stacks = tabs.enumerated().map { index, tab in
        let isMore = hasMore && index >= WindowLayout.maximumVisibleTabs - 1
        return ControllerStack(
          isNavigation: tab.inNavigation || isMore, controllers: [tab.name], isMore: isMore)
      }
    }
    state.layout = WindowLayout()
    if case .tabs = root { state.layout.hasTabBar = true }
    for stack in stacks {
      try create(stack.controllers[0], for: transition) { $0.tabs.append(stack) }
    }
    let visible = stacks[0].controllers[0]
    // Even under a push at launch: the navigation bar reads the root's item for its back
    // button.
    try ensureNavigationItem(visible)
    if case .navigationPushing(_, _, let pushed) = root {
      return try pushAtLaunch(pushed, over: visible, as: transition)
    }
    try appear(visible, as: transition)
  }

  /// The first screen shows its visible controller: loaded, laid out, drawn, on screen.
  mutating func appear(_ name: String, as transition: Transition) throws {
    try beginToAppear(name, as: transition)
    try didAppear(name, transition)
  }

  /// The first half of `appear`: loaded, told it will appear, laid out and drawn.
  private mutating func beginToAppear(_ name: String, as transition: Transition) throws {
    try loadViewIfNeeded(name, trigger: .shown)
    try call(name, .viewWillAppear, .willAppear(transition))
    try layOutAndDraw(name, appearing: transition)
  }

  /// `root nav A push B`: the launch code pushes B right away, before the window is first
  /// drawn — "right after launch" is exactly this, a push inside the launch while A's view has
  /// never been requested (SPEC §12 "18"). Up to iOS 17 A's view loads and begins to appear
  /// (`viewWillAppear:`, and `viewIsAppearing:` from iOS 13), but the push cuts it short: A
  /// never gets `viewDidAppear:`, and the pushed controller's `viewIsAppearing:` comes after
  /// A's `viewDidDisappear:` (SPEC §13.4, the published iOS 17.4 log; this simulator uses the
  /// same order on every version before 18). From iOS 18 A's view is never requested: only the
  /// pushed controller loads and appears, and A's view stays nil until A is shown.
  private mutating func pushAtLaunch(
    _ pushed: [String], over root: String, as transition: Transition
  ) throws {
    guard let incoming = pushed.last else { return }
    let skipsRoot = state.behavior.skipsRootAtLaunchPush
    if !skipsRoot { try beginToAppear(root, as: transition) }
    try emit(
      root, .effect(.pushedAtLaunch), .pushAtLaunch(incoming, rootLoads: !skipsRoot))
    // iOS 18: nothing is on screen yet, so no one hears that it disappears.
    try pushTransition(pushed, onto: .tab(0), over: skipsRoot ? nil : root, atLaunch: true)
  }

  /// Checks what push, pop and pop to root need: a running app and a navigation controller
  /// showing the visible controller, a tab's or a presented one (SPEC §9.7). Returns its stack.
  private mutating func visibleNavigationStack(_ text: String) throws -> StackLocation? {
    guard try checkRunning(text) else { return nil }
    if state.layout.showsMoreList {
      try refuse(text, .moreListShown)
      return nil
    }
    let location = state.layout.visibleStack
    guard state.layout[stack: location].isNavigation else {
      if let modal = state.layout.presented.last {
        try refuse(text, object: modal.controller, .modalCovers(modal: modal.controller))
        return nil
      }
      let visible = state.layout.visible ?? "App"
      try refuse(text, object: visible, .notInNavigation(visible: visible))
      return nil
    }
    return location
  }

  /// Push B over A (SPEC §3). Several at once (`push B C D`, SPEC §11.7): each is created
  /// and told it is moving in, in order; then the transition runs as a push of the last one,
  /// the only one whose view loads; the others keep a nil view until they are shown.
  mutating func push(_ names: [String], text: String) throws {
    guard let stack = try visibleNavigationStack(text), !names.isEmpty else { return }
    if let live = names.first(where: { state.controllers[$0] != nil }) {
      return try refuse(text, object: live, .alreadyLive(live))
    }
    if let twice = names.indices.first(where: { names[..<$0].contains(names[$0]) }) {
      return try refuse(text, object: names[twice], .duplicateName(names[twice]))
    }
    guard let outgoing = state.layout[stack: stack].top else { return }
    try pushTransition(names, onto: stack, over: outgoing)
  }

  /// The push itself, names checked: each is created and told it is moving in, the last one
  /// loads and appears over `outgoing` — nil when nothing was on screen (iOS 18's push at
  /// launch, SPEC §12) — and the others keep a nil view until they are shown. `atLaunch`: the
  /// launch's push, where the outgoing root leaves the window before the incoming view is laid
  /// out (SPEC §13.4).
  private mutating func pushTransition(
    _ names: [String], onto stack: StackLocation, over outgoing: String?, atLaunch: Bool = false
  ) throws {
    guard let incoming = names.last else { return }
    for name in names {
      try create(name, for: .push) { $0[stack: stack].controllers.append(name) }
      try call(name, .willMoveToParentViewController, .willMoveToNavigation)
    }
    for name in names { try ensureNavigationItem(name) }
    try loadViewIfNeeded(incoming, trigger: .shown)
    if let outgoing { try call(outgoing, .viewWillDisappear, .willDisappear(.push)) }
    try call(incoming, .viewWillAppear, .willAppear(.push))
    if !atLaunch { try layOutAndDraw(incoming, appearing: .push) }
    if let outgoing {
      try removeFromWindow(outgoing, .push, cover: incoming)
      try call(outgoing, .viewDidDisappear, .didDisappear(.push))
    }
    if atLaunch { try layOutAndDraw(incoming, appearing: .push) }
    try didAppear(incoming, .push)
    for name in names {
      try call(name, .didMoveToParentViewController, .didMoveToNavigation)
    }
    for name in names.dropLast() {
      try emit(name, .effect(.viewStaysNil), .staysUnloadedUnderTop(incoming))
    }
  }

  /// Pop B back to A (SPEC §3).
  mutating func pop(text: String) throws {
    guard let location = try visibleNavigationStack(text) else { return }
    let stack = state.layout[stack: location].controllers
    guard stack.count > 1 else {
      return try refuse(text, object: stack[0], .popAtRoot)
    }
    try transitionBack(
      in: location, removing: [stack[stack.count - 1]], to: stack[stack.count - 2],
      as: .pop)
  }

  /// Pop to root over [A, …, C]: a pop from C to A; the ones in between get no appearance
  /// callbacks and are not reloaded.
  mutating func popToRoot(text: String) throws {
    guard let location = try visibleNavigationStack(text) else { return }
    let stack = state.layout[stack: location].controllers
    guard stack.count > 1 else {
      return try refuse(text, object: stack[0], .popAtRoot)
    }
    try popToRoot(in: location, as: .popToRoot)
  }

  /// Pops a stack of more than one controller to its root: the user's pop to root, or a tap
  /// on the selected tab (SPEC §9.5).
  mutating func popToRoot(in location: StackLocation, as transition: Transition) throws {
    let stack = state.layout[stack: location].controllers
    try transitionBack(
      in: location, removing: stack.dropFirst().reversed(), to: stack[0], as: transition)
  }

  /// The shared order of pop and pop to root. `removed` is top first.
  private mutating func transitionBack(
    in location: StackLocation, removing removed: [String], to incoming: String,
    as transition: Transition
  ) throws {
    let outgoing = removed[0]
    for name in removed {
      try call(name, .willMoveToParentViewController, .willLeaveNavigation)
    }
    try loadViewIfNeeded(incoming, trigger: .shown)
    try call(outgoing, .viewWillDisappear, .willDisappear(transition))
    try call(incoming, .viewWillAppear, .willAppear(transition))
    try layOutAndDraw(incoming, appearing: transition)
    try removeFromWindow(outgoing, transition, cover: incoming)
    try call(outgoing, .viewDidDisappear, .didDisappear(transition))
    try didAppear(incoming, transition)
    for name in removed {
      state.layout[stack: location].controllers.removeLast()  // `removed` is top first
      try call(name, .didMoveToParentViewController, .didLeaveNavigation)
    }
    for name in removed {
      try deallocate(name, after: transition)
    }
  }
}
