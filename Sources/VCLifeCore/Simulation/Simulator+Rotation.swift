/// Turning the device and changing the status bar (SPEC §8): the frames change, and only the
/// controller whose view is in the window is told now; the others are laid out at their new
/// size when they next appear.
extension Simulator {
  /// Rotates the device, if the controller UIKit asks agrees.
  mutating func rotate(to orientation: Orientation, text: String) throws {
    if state.orientation == orientation {
      return try refuse(text, .alreadyOriented(orientation))
    }
    guard let visible = state.layout.visible else {
      // Before launch (or after a termination) it is only a setting the launch will use.
      state.orientation = orientation
      return
    }
    guard try mayRotate(to: orientation, visible: visible, text: text) else { return }
    let from = state.orientation
    state.orientation = orientation
    try call(visible, .willRotateToInterfaceOrientation, .willRotate(orientation))
    try layOut(visible)
    try call(
      visible, .willAnimateRotationToInterfaceOrientation, .willAnimateRotation(orientation))
    try call(visible, .didRotateFromInterfaceOrientation, .didRotate(from: from))
  }

  /// Asks whoever UIKit asks: iOS 5 the visible controller; iOS 6 the window's root or the
  /// presented controller, where a container answers for itself without asking its children.
  private mutating func mayRotate(
    to orientation: Orientation, visible: String, text: String
  ) throws -> Bool {
    let asked: String
    switch state.behavior {
    case .iOS5:
      asked = visible
      let answer = state.controllers[visible]?.template.rotates ?? true
      try call(
        asked, .shouldAutorotateToInterfaceOrientation,
        .shouldAutorotateIOS5(orientation, answer: answer))
    case .iOS6:
      let top = state.layout[stack: state.layout.visibleStack]
      let hasContainer =
        top.isNavigation || (state.layout.presented.isEmpty && state.layout.hasTabBar)
      if hasContainer {
        let container =
          state.layout.presented.isEmpty && state.layout.hasTabBar
          ? "UITabBarController" : "UINavigationController"
        try emit(
          "System", .effect(.containerAllowsRotation),
          .containerRotates(container: container, child: visible))
        return true
      }
      asked = visible
      let answer = state.controllers[visible]?.template.rotates ?? true
      try call(asked, .shouldAutorotate, .shouldAutorotateIOS6(answer: answer))
      if answer {
        try call(asked, .supportedInterfaceOrientations, .supportedOrientations(orientation))
      }
    }
    if state.controllers[asked]?.template.rotates == false {
      try refuse(text, object: asked, .rotationRefused(asked))
      return false
    }
    return true
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
