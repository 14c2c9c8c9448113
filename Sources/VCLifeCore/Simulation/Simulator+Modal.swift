/// Modal presentation: one controller, or a navigation controller and its stack; full screen
/// (SPEC §3), or from iOS 13 a sheet, the automatic style (SPEC §12, §13.6).
extension Simulator {
  /// Who the messages of a sheet's interactive dismissal are addressed to: the presentation
  /// controller's delegate, which the app sets (nil unless it does), never the presenter as
  /// such (SPEC §13.5).
  public static let presentationDelegate = "PresentationDelegate"

  /// Present M over A (SPEC §3); with `inNavigation`, a navigation controller whose root is M
  /// (SPEC §9.7). No containment callbacks. From iOS 13, unless `fullScreen`, M is a sheet
  /// (a page sheet; a form sheet from iOS 18): A hears nothing and its view stays in the window.
  mutating func present(
    _ name: String, inNavigation: Bool, fullScreen: Bool = false, text: String
  ) throws {
    guard try checkRunning(text) else { return }
    guard let outgoing = state.layout.visible else { return try refuse(text, .moreListShown) }
    if state.controllers[name] != nil {
      return try refuse(text, object: name, .presentActive(name))
    }
    let isSheet = state.behavior.presentsSheets && !fullScreen
    let stack = ControllerStack(isNavigation: inNavigation, controllers: [name])
    try create(name, for: isSheet ? .presentSheet : .present) {
      $0.presented.append(Presentation(stack: stack, presenter: outgoing, isSheet: isSheet))
    }
    try ensureNavigationItem(name)
    try loadViewIfNeeded(name, trigger: .presented)
    if isSheet { return try presentSheet(name, over: outgoing) }
    try call(outgoing, .viewWillDisappear, .willDisappear(.present))
    try call(name, .viewWillAppear, .willAppear(.present))
    try layOutAndDraw(name, appearing: .present)
    try didAppear(name, .present)
    try removeFromWindow(outgoing, .present, cover: name)
    try call(outgoing, .viewDidDisappear, .didDisappear(.present))
  }

  /// iOS 13+'s sheet: only M's appearance; the presenter stays in the window, silent.
  private mutating func presentSheet(_ name: String, over presenter: String) throws {
    try call(name, .viewWillAppear, .willAppear(.presentSheet))
    try layOutAndDraw(name, appearing: .presentSheet)
    try didAppear(name, .presentSheet)
    try emit(
      presenter, .effect(.presenterStaysInWindow),
      .presenterSilent(
        presenter: presenter, dismissing: false,
        style: state.behavior.automaticSheetStyle ?? .pageSheet))
  }

  /// Dismiss the topmost presentation, uncovering what was under it (SPEC §3). A presented
  /// navigation controller goes whole: every controller on its stack is freed, top first.
  mutating func dismiss(text: String) throws {
    guard try checkRunning(text) else { return }
    guard let modal = state.layout.presented.last, let outgoing = modal.stack.top else {
      return try refuse(text, .nothingPresented)
    }
    if modal.isSheet { return try dismissSheet(modal, as: .dismissSheet) }
    var uncovered = state.layout
    uncovered.presented.removeLast()
    guard let incoming = uncovered.visible else { return }
    try loadViewIfNeeded(incoming, trigger: .shown)
    try call(outgoing, .viewWillDisappear, .willDisappear(.dismiss))
    try call(incoming, .viewWillAppear, .willAppear(.dismiss))
    try layOutAndDraw(incoming, appearing: .dismiss)
    try didAppear(incoming, .dismiss)
    try removeFromWindow(outgoing, .dismiss, cover: incoming)
    state.layout.presented.removeLast()
    try call(outgoing, .viewDidDisappear, .didDisappear(.dismiss))
    for name in modal.stack.controllers.reversed() {
      try deallocate(name, after: .dismiss)
    }
  }

  /// A sheet goes away: by code (`dismiss`) or by the user's swipe (`finish`, which starts
  /// with `viewWillDisappear:` already said). Only the sheet's callbacks; the presenter,
  /// still in the window, hears nothing. After a swipe the presentation controller's
  /// delegate, which the app sets, is told too; never after a dismissal by code (SPEC §13.5).
  mutating func dismissSheet(_ modal: Presentation, as transition: Transition) throws {
    guard let outgoing = modal.stack.top else { return }
    if transition == .dismissSheet {
      try call(outgoing, .viewWillDisappear, .willDisappear(transition))
    }
    try removeFromWindow(outgoing, transition, cover: modal.presenter)
    state.layout.presented.removeLast()
    try call(outgoing, .viewDidDisappear, .didDisappear(transition))
    if transition == .sheetSwipe {
      try emit(
        Self.presentationDelegate, .effect(.presentationControllerDidDismiss),
        .presentationDidDismiss(modal.controller))
    }
    try emit(
      modal.presenter, .effect(.presenterStaysInWindow),
      .presenterSilent(presenter: modal.presenter, dismissing: true))
    for name in modal.stack.controllers.reversed() {
      try deallocate(name, after: transition)
    }
  }
}
