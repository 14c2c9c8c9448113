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
    if state.behavior.rotatesBySize { return try transitionToSize(orientation) }
    // The More list is UIKit's own controller: it turns, and no simulated controller is told.
    guard let visible = state.layout.visible else { return }
    try call(visible, .willRotateToInterfaceOrientation, .willRotate(orientation))
    try layOut(visible)
    try layOutChangedViews()
    try call(
      visible, .willAnimateRotationToInterfaceOrientation, .willAnimateRotation(orientation))
    try call(visible, .didRotateFromInterfaceOrientation, .didRotate(from: from))
  }

  /// Asks whoever UIKit asks. iOS 5: the root forwards the question: a navigation controller
  /// asks its top controller, a tab bar controller asks every tab in order, and one NO
  /// refuses (SPEC §11.4); a presented controller is asked itself. iOS 6: the window's root
  /// or the presented controller, where a container answers for itself without asking its
  /// children. iOS 16: no one is asked `shouldAutorotate`; the same controller's
  /// `supportedInterfaceOrientations` decides, and `rotates=false` means portrait only
  /// (SPEC §13.3).
  private mutating func mayRotate(to orientation: Orientation) throws -> Bool {
    let layout = state.layout
    let tabBarAsks = layout.presented.isEmpty && layout.hasTabBar
    switch state.behavior.memoryRules {
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
    default:
      let top = layout[stack: layout.visibleStack]
      let onlyOrientations = state.behavior.asksOnlySupportedOrientations
      guard let visible = layout.visible, !top.isNavigation, !tabBarAsks else {
        let container = tabBarAsks ? "UITabBarController" : "UINavigationController"
        try emit(
          "System", .effect(.containerAllowsRotation),
          .containerRotates(
            container: container, child: layout.visible ?? "More",
            byOrientations: onlyOrientations))
        return true
      }
      let rotates = state.controllers[visible]?.template.rotates ?? true
      if onlyOrientations {
        // A controller that does not rotate supports portrait only: it may turn back to it.
        let supported = rotates || orientation == .portrait
        try call(
          visible, .supportedInterfaceOrientations,
          .onlySupportedOrientations(orientation, supported: supported))
        return supported ? true : try decline(visible, portraitOnly: true)
      }
      try call(visible, .shouldAutorotate, .shouldAutorotateIOS6(answer: rotates))
      guard rotates else { return try decline(visible) }
      try call(visible, .supportedInterfaceOrientations, .supportedOrientations(orientation))
      return true
    }
  }

  /// iOS 8+ (SPEC §12): rotation is a size change, told from the root down to every
  /// controller whose view is loaded — hidden ones and those under a presentation too — in
  /// three rounds (an iPhone's vertical size class changes with the orientation): the trait
  /// change to come, the size, the trait change made. Then the views in the window are laid
  /// out at the new size; the others are laid out when they next appear. Which controllers
  /// with no view yet hear it is not modelled: in this simulator they are not told. That a
  /// child below its stack's top is told is this simulator's reading: it is evidenced for a
  /// presenter under a modal, and reported only when the size differs for such children
  /// (SPEC §13.9).
  private mutating func transitionToSize(_ orientation: Orientation) throws {
    let told = state.layout.warningOrder.filter { entry in
      entry.isContainer || state.controllers[entry.name]?.isViewLoaded == true
    }
    for entry in told {
      try call(
        entry.name, .willTransitionToTraitCollection, .willTransitionTraits(orientation))
    }
    let presenters = Set(state.layout.presented.map(\.presenter))
    for entry in told {
      let inWindow = entry.isContainer || state.controllers[entry.name]?.isInWindow == true
      try call(
        entry.name, .viewWillTransitionToSize,
        .willTransitionToSize(
          orientation, inWindow: inWindow, presenter: presenters.contains(entry.name)))
    }
    for entry in told {
      // iOS 26: a trait change requests a properties pass in the next layout (SPEC §13.7).
      if state.behavior.hasUpdateProperties {
        _ = change(entry.name) { $0.propertiesRequest = .traitChange }
      }
      try call(entry.name, .traitCollectionDidChange, .traitsChanged(orientation))
    }
    for name in state.layout.treeOrder where state.controllers[name]?.isInWindow == true {
      try layOut(name)
    }
  }

  /// The asked controller said NO: the orientation stays, and no rotation callback follows.
  /// `portraitOnly`: iOS 16+, where its supported orientations said it.
  private mutating func decline(_ name: String, portraitOnly: Bool = false) throws -> Bool {
    try emit(
      name, .effect(.rotationDeclined), .rotationDeclined(name, portraitOnly: portraitOnly))
    return false
  }

  /// Shows, hides or doubles the status bar: the views in the window are laid out again when
  /// their size (or the part a bar covers) changes; no rotation callbacks. A sheet's
  /// presenter is still in the window (iOS 13+), so a new size reaches it too.
  mutating func setStatusBar(_ mode: StatusBarMode, text: String) throws {
    if state.statusBar == mode { return try refuse(text, .statusBarAlready(mode)) }
    state.statusBar = mode
    try layOutChangedViews()
  }
}
