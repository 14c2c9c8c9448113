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
  /// does nothing for the selected tab.
  mutating func selectTab(holding name: String, text: String) throws {
    guard let tab = try tabForChange(holding: name, text: text) else { return }
    if tab == state.layout.selectedTab {
      return try refuse(text, object: name, .tabAlreadySelected(name))
    }
    try switchTab(to: tab)
  }

  /// The user's tap on a tab (SPEC §9.5): another tab is selected; the selected tab's
  /// navigation controller pops to its root.
  mutating func tap(holding name: String, text: String) throws {
    guard let tab = try tabForChange(holding: name, text: text) else { return }
    guard tab == state.layout.selectedTab else { return try switchTab(to: tab) }
    let stack = state.layout.tabs[tab]
    guard stack.isNavigation, stack.controllers.count > 1 else {
      return try refuse(text, object: name, .tapAtRoot(name))
    }
    try popToRoot(in: .tab(tab), as: .tapToRoot)
  }

  private mutating func switchTab(to tab: Int) throws {
    guard let outgoing = state.layout.visible, let incoming = state.layout.tabs[tab].top else {
      return
    }
    state.layout.selectedTab = tab
    try ensureNavigationItem(incoming)
    try loadViewIfNeeded(incoming, trigger: .shown)
    try call(incoming, .viewWillAppear, .willAppear(.selectTab))
    try layOutAndDraw(incoming)
    try call(outgoing, .viewWillDisappear, .willDisappear(.selectTab))
    try removeFromWindow(outgoing)
    try call(outgoing, .viewDidDisappear, .didDisappear(.selectTab))
    try didAppear(incoming, .selectTab)
  }
}
