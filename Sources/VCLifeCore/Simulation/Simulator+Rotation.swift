/// Turning the device and changing the status bar (SPEC §8): the frames change, and only the
/// controller whose view is in the window is told now; the others are laid out at their new
/// size when they next appear.
extension Simulator {
  /// Rotates the device, if the controllers UIKit asks agree. A NO is no error: the device
  /// simply keeps its orientation (SPEC §11.6).
  mutating func rotate(to orientation: Orientation, text: String) throws {
    if state.orientation == orientation {
      return try refuse(text, .alreadyOriented(orientation))
    }
    guard state.layout.isLaunched else {
      // Before launch (or after a termination) it is only a setting the launch will use.
      state.orientation = orientation
      return
    }
    guard try mayRotate(to: orientation) else { return }
    let from = state.orientation
    state.orientation = orientation
    // The More list is UIKit's own controller: it turns, and no simulated controller is told.
    guard let visible = state.layout.visible else { return }
    try call(visible, .willRotateToInterfaceOrientation, .willRotate(orientation))
    try layOut(visible)
    try call(
      visible, .willAnimateRotationToInterfaceOrientation, .willAnimateRotation(orientation))
    try call(visible, .didRotateFromInterfaceOrientation, .didRotate(from: from))
  }

  /// Asks whoever UIKit asks. iOS 5: the root forwards the question: a navigation controller
  /// asks its top controller, a tab bar controller asks every tab in order, and one NO
  /// refuses (SPEC §11.4); a presented controller is asked itself. iOS 6: the window's root
  /// or the presented controller, where a container answers for itself without asking its
  /// children.
  private mutating func mayRotate(to orientation: Orientation) throws -> Bool {
    let layout = state.layout
    let tabBarAsks = layout.presented.isEmpty && layout.hasTabBar
    switch state.behavior {
    case .iOS5:
      let asked = tabBarAsks ? layout.tabs.compactMap(\.top) : layout.visible.map { [$0] } ?? []
      for name in asked {
        let answer = state.controllers[name]?.template.rotates ?? true
        try call(
          name, .shouldAutorotateToInterfaceOrientation,
          .shouldAutorotateIOS5(orientation, answer: answer, byTabBar: tabBarAsks))
        if !answer { return try decline(name) }
      }
      return true
    case .iOS6:
      let top = layout[stack: layout.visibleStack]
      guard let visible = layout.visible, !top.isNavigation, !tabBarAsks else {
        let container = tabBarAsks ? "UITabBarController" : "UINavigationController"
        try emit(
          "System", .effect(.containerAllowsRotation),
          .containerRotates(container: container, child: layout.visible ?? "More"))
        return true
      }
      let answer = state.controllers[visible]?.template.rotates ?? true
      try call(visible, .shouldAutorotate, .shouldAutorotateIOS6(answer: answer))
      guard answer else { return try decline(visible) }
      try call(visible, .supportedInterfaceOrientations, .supportedOrientations(orientation))
      return true
    }
  }

  /// The asked controller said NO: the orientation stays, and no rotation callback follows.
  private mutating func decline(_ name: String) throws -> Bool {
    try emit(name, .effect(.rotationDeclined), .rotationDeclined(name))
    return false
  }

  /// Shows, hides or doubles the status bar: the view in the window is laid out again when
  /// its size (or the part a translucent bar covers) changes; no rotation callbacks.
  mutating func setStatusBar(_ mode: StatusBarMode, text: String) throws {
    if state.statusBar == mode { return try refuse(text, .statusBarAlready(mode)) }
    state.statusBar = mode
    guard let visible = state.layout.visible,
      let controller = state.controllers[visible], let placement = state.placement(of: visible),
      controller.frame != placement.frame || controller.contentInset != placement.contentInset
    else { return }
    try layOut(visible)
  }
}
