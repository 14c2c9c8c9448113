/// The layout pass (SPEC §8; the Chinese notes' appendix 1, 附注1, steps 1–5) and drawing into the window.
extension Simulator {
  /// The layout pass for a loaded view, at the frame its container gives it now: it runs when
  /// the view is about to appear and whenever its size changes (rotation, the status bar).
  /// `appearing`: the view is about to appear in that transition, so iOS 13+ calls
  /// `viewIsAppearing:` once it is sized by its superview, before its own layout callbacks.
  mutating func layOut(_ name: String, appearing: Transition? = nil) throws {
    guard let controller = state.controllers[name], controller.isViewLoaded,
      let placement = state.placement(of: name)
    else { return }
    let template = controller.template
    let usesAutoLayout = template.autoLayout && state.behavior.hasAutoLayout
    // A presented sheet is laid out on the whole screen here; a real one is shorter, and
    // every line that states its size says so (SPEC §13.9).
    let inSheet = state.layout.isInSheet(name)
    // 1. The root view takes its new frame; a drawn view is drawn again at that size.
    if let old = controller.frame, old != placement.frame {
      _ = change(name) { $0.frame = placement.frame }
      try emit(
        name, .effect(.viewResized),
        .viewResized(from: old, to: placement.frame, inSheet: inSheet))
      if controller.hasBackingStore {
        // Every phone's backing store is counted at 2× (see `Phone.scale`).
        let bytes = template.memory.backingStore(for: placement.frame)
        let redrawn = change(name) { $0.backingStoreBytes = bytes }
        try emit(
          name, .effect(.backingStoreReallocated),
          .backingStoreRedrawn(from: old, to: placement.frame, inSheet: inSheet), delta: redrawn)
      }
      // 2. Without Auto Layout, the subviews follow their autoresizing masks.
      if !usesAutoLayout { try emit(name, .effect(.autoresizingApplied), .autoresizing) }
    }
    try adjustContentInset(name, placement)
    try tellSafeArea(name, placement, appearing: appearing != nil, inSheet: inSheet)
    if let appearing, state.behavior.hasViewIsAppearing {
      try call(name, .viewIsAppearing, .isAppearing(appearing))
    }
    // iOS 26's properties pass comes before the layout pass (SPEC §12; medium confidence),
    // only when something requested it (SPEC §13.7).
    if state.behavior.hasUpdateProperties,
      let request = self.controller(name)?.propertiesRequest
    {
      _ = change(name) { $0.propertiesRequest = nil }
      try call(name, .updateProperties, .updateProperties(request))
    }
    // 3–6. UIKit updates constraints before viewWillLayoutSubviews (its logs and reference;
    // the Chinese notes list it later, inside layoutSubviews).
    if usesAutoLayout { try call(name, .updateViewConstraints, .updateConstraints) }
    try call(name, .viewWillLayoutSubviews, .willLayout)
    try emit(name, .effect(.layoutSubviews), .layoutSubviews)
    try call(name, .viewDidLayoutSubviews, .didLayout)
  }

  /// A root scroll view's content inset follows the bars over it: iOS 5/6's translucent
  /// navigation bar at the top; from iOS 7 every bar, top and bottom.
  private mutating func adjustContentInset(_ name: String, _ placement: AppState.Placement)
    throws
  {
    guard let controller = state.controllers[name],
      placement.contentInset != controller.contentInset
        || placement.contentInsetBottom != controller.contentInsetBottom
    else { return }
    _ = change(name) {
      $0.contentInset = placement.contentInset
      $0.contentInsetBottom = placement.contentInsetBottom
    }
    let reason: Reason =
      state.behavior.extendsUnderBars
      ? .barsAsContentInset(
        top: placement.contentInset, bottom: placement.contentInsetBottom,
        safeArea: state.behavior.hasSafeArea)
      : .contentInset(placement.contentInset)
    try emit(name, .effect(.contentInsetAdjusted), reason)
  }

  /// iOS 11+ (SPEC §12): `viewSafeAreaInsetsDidChange` before the view's first layout in the
  /// window and whenever its insets change there. It comes after the view is sized and
  /// before `viewIsAppearing:`, whose "accurate geometry" includes the safe area (that
  /// relative order is this simulator's reading; logs put it after `viewWillAppear:` and
  /// before `viewWillLayoutSubviews`). Before iOS 11 there is no safe area to tell.
  private mutating func tellSafeArea(
    _ name: String, _ placement: AppState.Placement, appearing: Bool, inSheet: Bool
  ) throws {
    guard let controller = state.controllers[name] else { return }
    guard state.behavior.hasSafeArea else {
      if controller.safeArea != nil { _ = change(name) { $0.safeArea = nil } }
      return
    }
    guard appearing || controller.isInWindow, controller.safeArea != placement.safeArea else {
      return
    }
    _ = change(name) { $0.safeArea = placement.safeArea }
    try call(
      name, .viewSafeAreaInsetsDidChange,
      .safeAreaChanged(placement.safeArea, entering: appearing, inSheet: inSheet))
  }

  /// The layout pass right after the incoming `viewWillAppear:`, then the view is drawn into
  /// the window, which allocates its backing store at the view's size.
  mutating func layOutAndDraw(_ name: String, appearing transition: Transition) throws {
    try layOut(name, appearing: transition)
    guard let controller = state.controllers[name] else { return }
    let bytes =
      controller.hasBackingStore
      ? controller.backingStoreBytes
      : controller.template.memory.backingStore(for: controller.frame ?? state.applicationFrame)
    let drawn = change(name) {
      $0.isInWindow = true
      $0.hasBackingStore = true
      $0.backingStoreBytes = bytes
    }
    try emit(name, .effect(.viewAddedToWindow), .addedToWindow, delta: drawn)
  }
}
