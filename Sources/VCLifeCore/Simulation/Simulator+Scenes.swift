/// The scene life cycle (iOS 13+, SPEC §12): background and foreground bring no appearance
/// callbacks; the system may disconnect a background scene to reclaim memory, and the next
/// foreground rebuilds it — today's unload and reload, on the whole tree.
extension Simulator {
  /// The object the scene callbacks are sent to.
  static let sceneDelegate = "SceneDelegate"

  /// `background`: the scene resigns active and enters the background; views stay in their
  /// window.
  mutating func enterBackground(text: String) throws {
    guard try checkRunning(text) else { return }
    guard state.behavior.presentsSheets else { return try refuse(text, .needsScenes) }
    guard state.scene == .active else { return try refuse(text, .sceneNotActive) }
    state.scene = .background
    try call(Self.sceneDelegate, .sceneWillResignActive, .sceneResignsActive)
    try call(Self.sceneDelegate, .sceneDidEnterBackground, .sceneEntersBackground)
  }

  /// `foreground`: back from the background, or reconnected and rebuilt after `reclaim`.
  mutating func enterForeground(text: String) throws {
    if state.isTerminated { return try refuse(text, .terminated) }
    guard state.behavior.presentsSheets else { return try refuse(text, .needsScenes) }
    let rebuilt = state.scene == .disconnected
    switch state.scene {
    case .active: return try refuse(text, .sceneNotInBackground)
    case .background: break
    case .disconnected: try reconnect()
    }
    state.scene = .active
    try call(
      Self.sceneDelegate, .sceneWillEnterForeground, .sceneEntersForeground(rebuilt: rebuilt))
    try call(Self.sceneDelegate, .sceneDidBecomeActive, .sceneBecomesActive)
  }

  /// `reclaim`: the system disconnects the background scene. Its restoration activity keeps
  /// the stacks (not the presentations, in this simulator); every controller is freed.
  mutating func reclaim(text: String) throws {
    guard state.behavior.presentsSheets else { return try refuse(text, .needsScenes) }
    guard state.scene == .background else { return try refuse(text, .sceneNotInBackground) }
    var saved = state.layout
    saved.presented = []
    let names = state.layout.treeOrder
    try call(
      Self.sceneDelegate, .stateRestorationActivityForScene,
      .stateRestoration(Self.stacks(saved)))
    try call(
      Self.sceneDelegate, .sceneDidDisconnect, .sceneDisconnected(controllers: names.count))
    state.scene = .disconnected
    state.savedLayout = saved
    state.gesture = nil
    state.layout = WindowLayout()
    try emit(Self.sceneDelegate, .effect(.sceneReleased), .sceneReleased)
    for name in names.reversed() { try deallocate(name, after: .reclaim) }
  }

  /// The saved stacks as the narration names them: "List › Detail", tabs apart with " | ".
  static func stacks(_ layout: WindowLayout) -> String {
    layout.tabs.map { $0.controllers.joined(separator: " › ") }.joined(separator: " | ")
  }

  /// The scene connects again: the root and the restored stacks are created anew; only the
  /// visible controller loads its view and appears.
  private mutating func reconnect() throws {
    guard let saved = state.savedLayout else { return }
    state.savedLayout = nil
    try call(Self.sceneDelegate, .sceneWillConnect, .sceneReconnects(Self.stacks(saved)))
    var rebuilt = WindowLayout()
    rebuilt.hasTabBar = saved.hasTabBar
    rebuilt.selectedTab = saved.selectedTab
    state.layout = rebuilt
    for stack in saved.tabs {
      var empty = stack
      empty.controllers = []
      state.layout.tabs.append(empty)
      let tab = state.layout.tabs.count - 1
      for name in stack.controllers {
        try create(name, for: .reconnect) { $0.tabs[tab].controllers.append(name) }
      }
    }
    // A navigation controller given its whole stack makes the items its bar shows (each
    // controller's: the one below the top names the back button), as the pushes had.
    for (index, stack) in state.layout.tabs.enumerated()
    where stack.isNavigation && (stack.controllers.count > 1 || index == state.layout.selectedTab) {
      for name in stack.controllers { try ensureNavigationItem(name) }
    }
    guard let visible = state.layout.visible else { return }
    try loadViewIfNeeded(visible, trigger: .shown)
    try call(visible, .viewWillAppear, .willAppear(.reconnect))
    try layOutAndDraw(visible, appearing: .reconnect)
    try didAppear(visible, .reconnect)
  }
}
