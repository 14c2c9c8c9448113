/// The phone the views are laid out on (SPEC §12): each version brings its own, and `device`
/// overrides it until the next `ios`. A real phone never changes its screen or its iOS under a
/// running app; this simulator does, and lays the views in the window out again, so the
/// same app can be watched on each.
extension Simulator {
  /// `device 3.5|notch|island`: only the geometry changes (screen, scale, status bar, sensor
  /// housing, home indicator); the version's rules stay.
  mutating func setDevice(_ phone: Phone, text: String) throws {
    if state.phone == phone { return try refuse(text, .deviceAlready(phone)) }
    state.deviceOverride = phone
  }

  /// After `ios N` or `device`: when `ios N` brought another phone, the simulator says so (its
  /// own step, not UIKit's); then every view in the window whose frame, insets or safe area
  /// the new rules change is laid out again.
  mutating func layOutForNewRules(after action: Action, phoneBefore: Phone) throws {
    switch action {
    case .setBehavior(let behavior):
      if state.phone != phoneBefore {
        try emit(
          "System", .effect(.deviceChanged), .phoneFollowsVersion(state.phone, behavior))
      }
    case .setDevice: break
    default: return
    }
    guard state.layout.isLaunched, !state.isTerminated else { return }
    try layOutChangedViews()
  }

  /// Lays out again every view in the window whose frame, content inset or (iOS 11+) safe
  /// area is no longer what its container gives it: the visible one first, then the others
  /// still in the window (a sheet's presenter), in tree order.
  mutating func layOutChangedViews() throws {
    var names = state.layout.visible.map { [$0] } ?? []
    names += state.layout.treeOrder.filter {
      $0 != state.layout.visible && state.controllers[$0]?.isInWindow == true
    }
    for name in names where needsLayout(name) {
      try layOut(name)
    }
  }

  /// Whether the view in the window has a frame, content inset or safe area other than the
  /// one its container gives it now.
  private func needsLayout(_ name: String) -> Bool {
    guard let controller = state.controllers[name], controller.isInWindow,
      let placement = state.placement(of: name)
    else { return false }
    let safeArea = state.behavior.hasSafeArea ? placement.safeArea : nil
    return controller.frame != placement.frame || controller.contentInset != placement.contentInset
      || controller.contentInsetBottom != placement.contentInsetBottom
      || controller.safeArea != safeArea
  }
}
