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

  private mutating func start(_ root: RootSpec) throws {
    let stacks: [ControllerStack]
    switch root {
    case .plain(let name): stacks = [ControllerStack(isNavigation: false, controllers: [name])]
    case .navigation(let name): stacks = [ControllerStack(isNavigation: true, controllers: [name])]
    case .tabs(let tabs):
      stacks = tabs.map { ControllerStack(isNavigation: $0.inNavigation, controllers: [$0.name]) }
    }
    state.layout = WindowLayout()
    if case .tabs = root { state.layout.hasTabBar = true }
    for stack in stacks {
      try create(stack.controllers[0], for: .launch) { $0.tabs.append(stack) }
    }
    let visible = stacks[0].controllers[0]
    try ensureNavigationItem(visible)
    try loadViewIfNeeded(visible, trigger: .shown)
    try call(visible, .viewWillAppear, .willAppear(.launch))
    try layOutAndDraw(visible)
    try didAppear(visible, .launch)
  }

  /// Checks what push, pop and pop to root need: a running app, no modal on top, and a
  /// navigation controller in the visible tab. Returns that tab.
  private mutating func visibleNavigationTab(_ text: String) throws -> Int? {
    guard try checkRunning(text) else { return nil }
    if let modal = state.layout.presented.last {
      try refuse(text, object: modal.controller, .modalCovers(modal: modal.controller))
      return nil
    }
    let tab = state.layout.selectedTab
    guard state.layout.tabs[tab].isNavigation else {
      let visible = state.layout.visible ?? "App"
      try refuse(text, object: visible, .notInNavigation(visible: visible))
      return nil
    }
    return tab
  }

  /// Push B over A (SPEC §3).
  mutating func push(_ name: String, text: String) throws {
    guard let tab = try visibleNavigationTab(text) else { return }
    if state.controllers[name] != nil { return try refuse(text, object: name, .alreadyLive(name)) }
    guard let outgoing = state.layout.tabs[tab].top else { return }
    try create(name, for: .push) { $0.tabs[tab].controllers.append(name) }
    try call(name, .willMoveToParentViewController, .willMoveToNavigation)
    try ensureNavigationItem(name)
    try loadViewIfNeeded(name, trigger: .shown)
    try call(outgoing, .viewWillDisappear, .willDisappear(.push))
    try call(name, .viewWillAppear, .willAppear(.push))
    try layOutAndDraw(name)
    try removeFromWindow(outgoing)
    try call(outgoing, .viewDidDisappear, .didDisappear(.push))
    try didAppear(name, .push)
    try call(name, .didMoveToParentViewController, .didMoveToNavigation)
  }

  /// Pop B back to A (SPEC §3).
  mutating func pop(text: String) throws {
    guard let tab = try visibleNavigationTab(text) else { return }
    let stack = state.layout.tabs[tab].controllers
    guard stack.count > 1 else {
      return try refuse(text, object: stack[0], .popAtRoot)
    }
    try transitionBack(
      tab: tab, removing: [stack[stack.count - 1]], to: stack[stack.count - 2],
      as: .pop)
  }

  /// Pop to root over [A, …, C]: a pop from C to A; the ones in between get no appearance
  /// callbacks and are not reloaded.
  mutating func popToRoot(text: String) throws {
    guard let tab = try visibleNavigationTab(text) else { return }
    let stack = state.layout.tabs[tab].controllers
    guard stack.count > 1 else {
      return try refuse(text, object: stack[0], .popAtRoot)
    }
    try transitionBack(
      tab: tab, removing: stack.dropFirst().reversed(), to: stack[0],
      as: .popToRoot)
  }

  /// The shared order of pop and pop to root. `removed` is top first.
  private mutating func transitionBack(
    tab: Int, removing removed: [String], to incoming: String, as transition: Transition
  ) throws {
    let outgoing = removed[0]
    for name in removed {
      try call(name, .willMoveToParentViewController, .willLeaveNavigation)
    }
    try loadViewIfNeeded(incoming, trigger: .shown)
    try call(outgoing, .viewWillDisappear, .willDisappear(transition))
    try call(incoming, .viewWillAppear, .willAppear(transition))
    try layOutAndDraw(incoming)
    try removeFromWindow(outgoing)
    try call(outgoing, .viewDidDisappear, .didDisappear(transition))
    try didAppear(incoming, transition)
    for name in removed {
      state.layout.tabs[tab].controllers.removeLast()  // `removed` is top first
      try call(name, .didMoveToParentViewController, .didLeaveNavigation)
    }
    for name in removed {
      try deallocate(name, after: transition)
    }
  }
}
