/// Full-screen modal presentation and the tab bar.
extension Simulator {
  /// Present M full screen over A (SPEC §3). No containment callbacks.
  mutating func present(_ name: String, text: String) throws {
    guard try checkRunning(text), let outgoing = state.layout.visible else { return }
    if state.controllers[name] != nil { return try refuse(text, object: name, .alreadyLive(name)) }
    try create(name, for: .present) {
      $0.presented.append(Presentation(controller: name, presenter: outgoing))
    }
    try loadViewIfNeeded(name, trigger: .shown)
    try call(outgoing, .viewWillDisappear, .willDisappear(.present))
    try call(name, .viewWillAppear, .willAppear(.present))
    try layOutAndDraw(name)
    try didAppear(name, .present)
    try removeFromWindow(outgoing)
    try call(outgoing, .viewDidDisappear, .didDisappear(.present))
  }

  /// Dismiss M, uncovering what was under it (SPEC §3).
  mutating func dismiss(text: String) throws {
    guard try checkRunning(text) else { return }
    guard let modal = state.layout.presented.last else {
      return try refuse(text, .nothingPresented)
    }
    let name = modal.controller
    var uncovered = state.layout
    uncovered.presented.removeLast()
    guard let incoming = uncovered.visible else { return }
    try loadViewIfNeeded(incoming, trigger: .shown)
    try call(name, .viewWillDisappear, .willDisappear(.dismiss))
    try call(incoming, .viewWillAppear, .willAppear(.dismiss))
    try layOutAndDraw(incoming)
    try didAppear(incoming, .dismiss)
    try removeFromWindow(name)
    state.layout.presented.removeLast()
    try call(name, .viewDidDisappear, .didDisappear(.dismiss))
    try deallocate(name, after: .dismiss)
  }

  /// Select tab T over S (SPEC §3): T appears before S disappears.
  mutating func selectTab(holding name: String, text: String) throws {
    guard try checkRunning(text) else { return }
    guard state.layout.hasTabBar else { return try refuse(text, object: name, .noTabBar) }
    if let modal = state.layout.presented.last {
      return try refuse(text, object: modal.controller, .modalCovers(modal: modal.controller))
    }
    guard let tab = state.layout.tab(holding: name) else {
      return try refuse(text, object: name, .noTabHolds(name))
    }
    if tab == state.layout.selectedTab {
      return try refuse(text, object: name, .tabAlreadySelected(name))
    }
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

  /// Reads a controller's `view` from outside: loads it if nil, else just returns it.
  mutating func access(_ name: String, text: String) throws {
    guard try checkRunning(text) else { return }
    guard let controller = state.controllers[name] else {
      return try refuse(text, object: name, .notLive(name))
    }
    if controller.isViewLoaded {
      try emit(name, .effect(.viewReturned), .viewReturned)
    } else {
      try loadViewIfNeeded(name, trigger: .access)
    }
  }

  /// Asks a controller `isViewLoaded` from outside: one answer, and the view is never loaded
  /// (SPEC §2), which is why Listing 4-3's fix asks it before touching `view`.
  mutating func askIsViewLoaded(_ name: String, text: String) throws {
    guard try checkRunning(text) else { return }
    guard let controller = state.controllers[name] else {
      return try refuse(text, object: name, .notLive(name))
    }
    try emit(name, .effect(.isViewLoaded), .viewLoadedAnswered(controller.isViewLoaded))
  }
}
