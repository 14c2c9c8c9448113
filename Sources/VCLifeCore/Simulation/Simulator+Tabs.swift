/// The tab bar: the program's selection and the user's tap.
extension Simulator {
  /// Checks what a tab change needs: a running app with a tab bar, no modal on top, and a tab
  /// holding `name`. Returns that tab.
  private mutating func tabForChange(holding name: String, text: String) throws -> Int? {
    guard try checkRunning(text) else { return nil }
    guard state.layout.hasTabBar else {
      try refuse(text, object: name, .noTabBar)
      return nil
    }
    if let modal = state.layout.presented.last {
      try refuse(text, object: modal.controller, .modalCovers(modal: modal.controller))
      return nil
    }
    guard let tab = state.layout.tab(holding: name) else {
      try refuse(text, object: name, .noTabHolds(name))
      return nil
    }
    return tab
  }

  /// Select tab T over S (SPEC §3): T appears before S disappears. The program's selection
  /// does nothing for the selected tab, unless the More list shows: then the tab's controller
  /// goes back onto `moreNavigationController` (SPEC §11.3).
  mutating func selectTab(holding name: String, text: String) throws {
    guard let tab = try tabForChange(holding: name, text: text) else { return }
    if tab == state.layout.selectedTab && !state.layout.showsMoreList {
      return try refuse(text, object: name, .tabAlreadySelected(name))
    }
    try switchTab(to: tab)
  }

  /// The user's tap on a tab (SPEC §9.5): another tab is selected; the selected tab's
  /// navigation controller pops to its root; the selected More tab pops to the More list.
  mutating func tap(holding name: String, text: String) throws {
    guard let tab = try tabForChange(holding: name, text: text) else { return }
    let stack = state.layout.tabs[tab]
    guard tab == state.layout.selectedTab else {
      // The More tab shows whatever its navigation controller shows: the list, if popped.
      return try stack.isAtMoreList ? switchToMoreList(tab) : switchTab(to: tab)
    }
    if stack.isMore && !stack.isAtMoreList { return try popToMoreList(tab) }
    guard stack.isNavigation, stack.controllers.count > 1, !stack.isAtMoreList else {
      return try refuse(text, object: name, .tapAtRoot(name))
    }
    try popToRoot(in: .tab(tab), as: .tapToRoot)
  }

  /// A tap on the selected More tab (SPEC §11.3): `moreNavigationController` pops to its root,
  /// the More list. Controllers pushed there leave and are deallocated; the tab's own
  /// controller leaves the stack too, but the tab bar controller still owns it.
  private mutating func popToMoreList(_ tab: Int) throws {
    let controllers = state.layout.tabs[tab].controllers
    guard let outgoing = controllers.last else { return }
    let pushed = Array(controllers.dropFirst().reversed())  // top first
    for name in pushed {
      try call(name, .willMoveToParentViewController, .willLeaveNavigation)
    }
    try call(outgoing, .viewWillDisappear, .willDisappear(.tapToMoreList))
    try removeFromWindow(outgoing, .tapToMoreList, cover: "More")
    try call(outgoing, .viewDidDisappear, .didDisappear(.tapToMoreList))
    for name in pushed {
      state.layout.tabs[tab].controllers.removeLast()
      try call(name, .didMoveToParentViewController, .didLeaveNavigation)
    }
    state.layout.tabs[tab].isAtMoreList = true
    try emit(controllers[0], .effect(.moreListShown), .backToMoreList)
    for name in pushed {
      try deallocate(name, after: .tapToMoreList)
    }
  }

  /// The user taps a More tab whose navigation controller shows the list: the visible
  /// controller leaves, and nothing simulated appears.
  private mutating func switchToMoreList(_ tab: Int) throws {
    let outgoing = state.layout.visible
    state.layout.selectedTab = tab
    guard let outgoing else { return }
    try call(outgoing, .viewWillDisappear, .willDisappear(.selectTab))
    try removeFromWindow(outgoing, .tapToMoreList, cover: "More")
    try call(outgoing, .viewDidDisappear, .didDisappear(.selectTab))
  }

  /// Shows another tab, or the selected More tab's controller again from the More list.
  private mutating func switchTab(to tab: Int) throws {
    guard let incoming = state.layout.tabs[tab].top else { return }
    let outgoing = state.layout.visible
    state.layout.selectedTab = tab
    state.layout.tabs[tab].isAtMoreList = false
    try ensureNavigationItem(incoming)
    try loadViewIfNeeded(incoming, trigger: .shown)
    try call(incoming, .viewWillAppear, .willAppear(.selectTab))
    try layOutAndDraw(incoming, appearing: .selectTab)
    guard let outgoing else { return try didAppear(incoming, .selectTab) }
    try call(outgoing, .viewWillDisappear, .willDisappear(.selectTab))
    try removeFromWindow(outgoing, .selectTab, cover: incoming)
    try call(outgoing, .viewDidDisappear, .didDisappear(.selectTab))
    try didAppear(incoming, .selectTab)
  }
}
