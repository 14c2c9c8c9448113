/// Interactive transitions (SPEC §12): a swipe from the edge starts a pop (iOS 7+), a swipe
/// down starts dismissing a sheet (iOS 13+); `finish` completes it, `cancel` undoes it. A
/// cancelled swipe leaves a `viewWillDisappear:` with no `viewDidDisappear:`.
extension Simulator {
  /// Starts the swipe the screen allows: a pop when the visible stack can pop, else the
  /// dismissal of a sheet on top.
  mutating func swipe(text: String) throws {
    guard try checkRunning(text) else { return }
    guard state.behavior.hasInteractivePop else {
      return try refuse(text, .needsVersion(.iOS7))
    }
    let location = state.layout.visibleStack
    let stack = state.layout[stack: location].controllers
    if state.layout[stack: location].isNavigation, !state.layout.showsMoreList, stack.count > 1 {
      return try startPop(
        in: location, outgoing: stack[stack.count - 1], incoming: stack[stack.count - 2])
    }
    if let modal = state.layout.presented.last, let top = modal.stack.top {
      guard modal.isSheet else {
        return try refuse(text, object: top, .fullScreenHasNoSwipe(top))
      }
      state.gesture = .sheet(top)
      // The drag starts the dismissal: the app's delegate hears it first (their relative order
      // is this simulator's), then the sheet's own viewWillDisappear: (SPEC §13.5).
      try emit(
        Self.presentationDelegate, .effect(.presentationControllerWillDismiss),
        .presentationWillDismiss(top))
      try call(top, .viewWillDisappear, .willDisappear(.sheetSwipe))
      return try emit(top, .effect(.swipeUnderWay), .swipeUnderWay(top))
    }
    try refuse(text, object: stack.last ?? "App", .nothingToSwipe)
  }

  /// The first half of a pop: B is told it is leaving, A's view comes into the window.
  private mutating func startPop(
    in location: StackLocation, outgoing: String, incoming: String
  ) throws {
    state.gesture = .pop(location, outgoing: outgoing, incoming: incoming)
    try call(outgoing, .willMoveToParentViewController, .willLeaveNavigation)
    try loadViewIfNeeded(incoming, trigger: .shown)
    try call(outgoing, .viewWillDisappear, .willDisappear(.swipeBack))
    try call(incoming, .viewWillAppear, .willAppear(.swipeBack))
    try layOutAndDraw(incoming, appearing: .swipeBack)
    try emit(outgoing, .effect(.swipeUnderWay), .swipeUnderWay(outgoing))
  }

  /// `finish`: the swipe went far enough.
  mutating func finishGesture(text: String) throws {
    guard state.behavior.hasInteractivePop else { return try refuse(text, .needsVersion(.iOS7)) }
    guard let gesture = state.gesture else { return try refuse(text, .noGesture) }
    state.gesture = nil
    switch gesture {
    case .pop(let location, let outgoing, let incoming):
      try removeFromWindow(outgoing, .swipeBack, cover: incoming)
      try call(outgoing, .viewDidDisappear, .didDisappear(.swipeBack))
      try didAppear(incoming, .swipeBack)
      state.layout[stack: location].controllers.removeLast()
      try call(outgoing, .didMoveToParentViewController, .didLeaveNavigation)
      try deallocate(outgoing, after: .swipeBack)
    case .sheet:
      guard let modal = state.layout.presented.last else { return }
      try dismissSheet(modal, as: .sheetSwipe)
    }
  }

  /// `cancel`: the user let go too early; what was leaving stays. Its views did not move, so
  /// no layout pass runs again.
  mutating func cancelGesture(text: String) throws {
    guard state.behavior.hasInteractivePop else { return try refuse(text, .needsVersion(.iOS7)) }
    guard let gesture = state.gesture else { return try refuse(text, .noGesture) }
    state.gesture = nil
    switch gesture {
    case .pop(_, let outgoing, let incoming):
      try call(incoming, .viewWillDisappear, .willDisappear(.swipeBackCancelled))
      try removeFromWindow(incoming, .swipeBackCancelled, cover: outgoing)
      try call(incoming, .viewDidDisappear, .didDisappear(.swipeBackCancelled))
      try reappear(outgoing, .swipeBackCancelled)
      try call(outgoing, .didMoveToParentViewController, .stillInNavigation)
    case .sheet(let sheet):
      try reappear(sheet, .sheetSwipeCancelled)
    }
  }

  /// The view that almost left is told it appears again.
  private mutating func reappear(_ name: String, _ transition: Transition) throws {
    try call(name, .viewWillAppear, .willAppear(transition))
    if state.behavior.hasViewIsAppearing {
      try call(name, .viewIsAppearing, .isAppearing(transition))
    }
    try didAppear(name, transition)
  }
}
