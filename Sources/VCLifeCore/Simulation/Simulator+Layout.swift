/// The layout pass (SPEC §8; the Chinese notes' appendix 1, 附注1, steps 1–5) and drawing into the window.
extension Simulator {
  /// The layout pass for a loaded view, at the frame its container gives it now: it runs when
  /// the view is about to appear and whenever its size changes (rotation, the status bar).
  /// `appearing`: the view is about to appear in that transition, so iOS 17+ calls
  /// `viewIsAppearing:` once it is sized by its superview, before its own layout callbacks.
  mutating func layOut(_ name: String, appearing: Transition? = nil) throws {
    guard let controller = state.controllers[name], controller.isViewLoaded,
      let placement = state.placement(of: name)
    else { return }
    let template = controller.template
    let usesAutoLayout = template.autoLayout && state.behavior.hasAutoLayout
    // 1. The root view takes its new frame; a drawn view is drawn again at that size.
    if let old = controller.frame, old != placement.frame {
      _ = change(name) { $0.frame = placement.frame }
      try emit(name, .effect(.viewResized), .viewResized(from: old, to: placement.frame))
      if controller.hasBackingStore {
        let bytes = template.memory.backingStore(for: placement.frame)
        let redrawn = change(name) { $0.backingStoreBytes = bytes }
        try emit(
          name, .effect(.backingStoreReallocated),
          .backingStoreRedrawn(from: old, to: placement.frame), delta: redrawn)
      }
      // 2. Without Auto Layout, the subviews follow their autoresizing masks.
      if !usesAutoLayout { try emit(name, .effect(.autoresizingApplied), .autoresizing) }
    }
    if placement.contentInset != controller.contentInset {
      _ = change(name) { $0.contentInset = placement.contentInset }
      try emit(name, .effect(.contentInsetAdjusted), .contentInset(placement.contentInset))
    }
    if let appearing, state.behavior.hasViewIsAppearing {
      try call(name, .viewIsAppearing, .isAppearing(appearing))
    }
    // iOS 26's properties pass comes before the layout pass (SPEC §12; medium confidence).
    if state.behavior.hasUpdateProperties {
      try call(name, .updateProperties, .updateProperties)
    }
    // 3–6. UIKit updates constraints before viewWillLayoutSubviews (its logs and reference;
    // the Chinese notes list it later, inside layoutSubviews).
    if usesAutoLayout { try call(name, .updateViewConstraints, .updateConstraints) }
    try call(name, .viewWillLayoutSubviews, .willLayout)
    try emit(name, .effect(.layoutSubviews), .layoutSubviews)
    try call(name, .viewDidLayoutSubviews, .didLayout)
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
