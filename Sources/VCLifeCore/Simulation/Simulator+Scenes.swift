/// The scene life cycle (iOS 13+, SPEC §12, §13.1): background and foreground bring no
/// appearance callbacks; the system may disconnect a background scene to reclaim memory, and
/// the next foreground reconnects it. UIKit rebuilds nothing: the app's own code builds the
/// controllers again — what its restoration activity saved (`restoration on`, the default), or
/// only its initial UI (`restoration off`) — and the scene enters the foreground before the
/// rebuilt top's `viewDidAppear:`.
extension Simulator {
  /// The object the scene callbacks are sent to.
  public static let sceneDelegate = "SceneDelegate"

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

  /// `foreground`: back from the background, or reconnected after `reclaim` and built again by
  /// the app's code.
  mutating func enterForeground(text: String) throws {
    if state.isTerminated { return try refuse(text, .terminated) }
    guard state.behavior.presentsSheets else { return try refuse(text, .needsScenes) }
    let rebuilt = state.scene == .disconnected
    switch state.scene {
    case .active: return try refuse(text, .sceneNotInBackground)
    case .background: break
    case .disconnected: try reconnect()
    }
    // A rebuilt top's viewDidAppear: has brought the scene forward already.
    if state.scene != .active { try comeToForeground(rebuilt: rebuilt) }
  }

  /// The scene enters the foreground and becomes active. After a reconnect this comes before
  /// the rebuilt top's `viewDidAppear:` (SPEC §15.2: the common published log, where the app
  /// becomes active between viewWillAppear: and viewDidAppear:); how the scene's and the
  /// controllers' callbacks interleave is not promised, and changed across iOS 8, 9 and 11.
  mutating func comeToForeground(rebuilt: Bool) throws {
    state.scene = .active
    try call(
      Self.sceneDelegate, .sceneWillEnterForeground, .sceneEntersForeground(rebuilt: rebuilt))
    try call(Self.sceneDelegate, .sceneDidBecomeActive, .sceneBecomesActive)
  }

  /// `reclaim`: the system disconnects the background scene; every controller is freed. An app
  /// with restoration code is first asked for its restoration activity, which keeps the stacks
  /// (not the presentations, in this simulator); an app without it saves nothing.
  mutating func reclaim(text: String) throws {
    guard state.behavior.presentsSheets else { return try refuse(text, .needsScenes) }
    guard state.scene == .background else { return try refuse(text, .sceneNotInBackground) }
    var saved = state.layout
    saved.presented = []
    let names = state.layout.treeOrder
    let restores = state.restoresScenes
    if restores {
      try call(
        Self.sceneDelegate, .stateRestorationActivityForScene,
        .stateRestoration(Self.stacks(saved)))
    }
    try call(
      Self.sceneDelegate, .sceneDidDisconnect,
      .sceneDisconnected(controllers: names.count, restores: restores))
    state.scene = .disconnected
    state.savedLayout = restores ? saved : nil
    state.gesture = nil
    state.layout = WindowLayout()
    try emit(Self.sceneDelegate, .effect(.sceneReleased), .sceneReleased)
    for name in names.reversed() { try deallocate(name, after: .reclaim) }
  }

  /// The saved stacks as the narration names them: "List › Detail", tabs apart with " | ".
  static func stacks(_ layout: WindowLayout) -> String {
    layout.tabs.map { $0.controllers.joined(separator: " › ") }.joined(separator: " | ")
  }

  /// The stacks the app's initial UI shows, named the same way.
  static func stacks(_ root: RootSpec) -> String {
    switch root {
    case .plain(let name), .navigation(let name, _): name
    case .navigationPushing(let name, _, let pushed): ([name] + pushed).joined(separator: " › ")
    case .tabs(let tabs): tabs.map(\.name).joined(separator: " | ")
    }
  }

  /// The scene connects again and the app's `scene(_:willConnectTo:options:)` builds it: the
  /// saved stacks, created anew, or without a saved activity the initial UI, as at launch.
  /// Only the visible controller loads its view and appears.
  private mutating func reconnect() throws {
    guard let saved = state.savedLayout else {
      guard let root = state.launchRoot else { return }
      try call(
        Self.sceneDelegate, .sceneWillConnect,
        .sceneReconnects(Self.stacks(root), restored: false))
      return try start(root, as: .reconnect)
    }
    state.savedLayout = nil
    try call(Self.sceneDelegate, .sceneWillConnect, .sceneReconnects(Self.stacks(saved)))
    var rebuilt = WindowLayout()
    rebuilt.hasTabBar = saved.hasTabBar
    state.layout = rebuilt
    for stack in saved.tabs {
      var empty = stack
      empty.controllers = []
      state.layout.tabs.append(empty)
      let tab = state.layout.tabs.count - 1
      // The saved tab is selected once it is there: every event of the rebuild keeps a state
      // whose selected tab exists (selected before its tab was back, the screen read a tab
      // past the end and trapped).
      if tab == saved.selectedTab { state.layout.selectedTab = tab }
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
    try appear(visible, as: .reconnect)
  }
}
