/// Full-screen modal presentation: one controller, or a navigation controller and its stack.
extension Simulator {
  /// Present M full screen over A (SPEC §3); with `inNavigation`, a navigation controller
  /// whose root is M (SPEC §9.7). No containment callbacks.
  mutating func present(_ name: String, inNavigation: Bool, text: String) throws {
    guard try checkRunning(text) else { return }
    guard let outgoing = state.layout.visible else { return try refuse(text, .moreListShown) }
    if state.controllers[name] != nil {
      return try refuse(text, object: name, .presentActive(name))
    }
    let stack = ControllerStack(isNavigation: inNavigation, controllers: [name])
    try create(name, for: .present) {
      $0.presented.append(Presentation(stack: stack, presenter: outgoing))
    }
    try ensureNavigationItem(name)
    try loadViewIfNeeded(name, trigger: .presented)
    try call(outgoing, .viewWillDisappear, .willDisappear(.present))
    try call(name, .viewWillAppear, .willAppear(.present))
    try layOutAndDraw(name)
    try didAppear(name, .present)
    try removeFromWindow(outgoing, .present, cover: name)
    try call(outgoing, .viewDidDisappear, .didDisappear(.present))
  }

  /// Dismiss the topmost presentation, uncovering what was under it (SPEC §3). A presented
  /// navigation controller goes whole: every controller on its stack is freed, top first.
  mutating func dismiss(text: String) throws {
    guard try checkRunning(text) else { return }
    guard let modal = state.layout.presented.last, let outgoing = modal.stack.top else {
      return try refuse(text, .nothingPresented)
    }
    var uncovered = state.layout
    uncovered.presented.removeLast()
    guard let incoming = uncovered.visible else { return }
    try loadViewIfNeeded(incoming, trigger: .shown)
    try call(outgoing, .viewWillDisappear, .willDisappear(.dismiss))
    try call(incoming, .viewWillAppear, .willAppear(.dismiss))
    try layOutAndDraw(incoming)
    try didAppear(incoming, .dismiss)
    try removeFromWindow(outgoing, .dismiss, cover: incoming)
    state.layout.presented.removeLast()
    try call(outgoing, .viewDidDisappear, .didDisappear(.dismiss))
    for name in modal.stack.controllers.reversed() {
      try deallocate(name, after: .dismiss)
    }
  }
}
