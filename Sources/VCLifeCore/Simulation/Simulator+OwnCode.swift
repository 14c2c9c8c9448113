/// What a student's own controller does inside its lifecycle methods (SPEC §16.2): super
/// marks, data the parent passed in, observer registrations and repeating timers, each
/// counted per call of the method that acquires it.
extension Simulator {
  /// Runs the controller's own code at the end of a callback (`call` and the load cycle come
  /// here): marks first, right after the callback, then what it acquires or releases.
  mutating func runOwnCode(_ name: String, after selector: Selector) throws {
    guard let method = OwnMethod(selector), let controller = controller(name) else { return }
    let gotchas = controller.template.gotchas
    if gotchas.skipsSuper.contains(method) {
      try emit(name, .effect(.superSkipped), .superSkipped(selector))
    }
    for wrong in gotchas.wrongSuper where wrong.method == method {
      guard let other = wrong.calls.selector else { continue }
      try emit(name, .effect(.wrongSuper), .wrongSuper(selector, calls: other))
    }
    if method == .viewDidUnload && gotchas.releasesInput {
      _ = change(name) { $0.gotchas.inputReleased = true }
      try emit(name, .effect(.inputReleased), .inputReleased)
    }
    if method == .viewDidLoad && controller.gotchas.inputReleased {
      try emit(name, .effect(.inputBlank), .inputBlank)
    }
    try runObserverCode(name, method, selector)
    try runTimerCode(name, method, selector)
    if method == .initializer && gotchas.initTouchesView {
      try loadViewIfNeeded(name, trigger: .initTouchesView)
    }
  }

  /// `removeObserver:` drops every registration; `addObserver:…` adds one more per call.
  private mutating func runObserverCode(
    _ name: String, _ method: OwnMethod, _ selector: Selector
  ) throws {
    guard let controller = controller(name) else { return }
    let observer = controller.template.gotchas.observer
    let count = controller.observerRegistrations
    if observer.removedIn == method && count > 0 {
      _ = change(name) { $0.observerRegistrations = 0 }
      // Removed on a disappearance but added only where a return to the screen never runs.
      let stops =
        [.viewWillDisappear, .viewDidDisappear].contains(method)
          && [.initializer, .viewDidLoad].contains(observer.addedIn)
        ? observer.addedIn : nil
      try emit(
        name, .effect(.observersRemoved),
        .observersRemoved(selector, count: count, onlyAddedIn: stops))
    }
    if observer.addedIn == method {
      _ = change(name) { $0.observerRegistrations += 1 }
      try emit(name, .effect(.observerAdded), .observerAdded(selector, count: count + 1))
    }
  }

  /// Each call schedules one more timer and stores it in the one property; an invalidate
  /// stops only the timer that property holds.
  private mutating func runTimerCode(
    _ name: String, _ method: OwnMethod, _ selector: Selector
  ) throws {
    guard let controller = controller(name) else { return }
    let timer = controller.template.gotchas.timer
    let running = controller.runningTimers
    if timer.removedIn == method {
      if controller.gotchas.timerHeld {
        _ = change(name) {
          $0.runningTimers -= 1
          $0.gotchas.timerHeld = false
        }
        try emit(
          name, .effect(.timerInvalidated), .timerInvalidated(selector, running: running - 1))
      } else {
        try emit(name, .effect(.timerNotHeld), .timerNotHeld(selector, running: running))
      }
    }
    if timer.addedIn == method {
      let now = (self.controller(name)?.runningTimers ?? 0) + 1
      _ = change(name) {
        $0.runningTimers = now
        $0.gotchas.timerHeld = true
      }
      try emit(name, .effect(.timerScheduled), .timerScheduled(selector, count: now))
    }
  }

  /// Whether something the controller owns holds it: a running timer targeting it, or the
  /// retain cycle its template declares.
  func isHeldByItsOwn(_ controller: ControllerState) -> Bool {
    controller.runningTimers > 0 || controller.template.gotchas.retainCycle
  }

  /// After `dealloc`: the registrations it never removed, by the version's rule (the
  /// notification center removes them itself from iOS 9), or its own removal in `dealloc`.
  mutating func releaseObservers(of controller: ControllerState) throws {
    let count = controller.observerRegistrations
    guard count > 0 else { return }
    if controller.template.gotchas.observer.removedIn == .dealloc {
      return try emit(
        controller.name, .effect(.observersRemoved), .observersRemoved(.dealloc, count: count))
    }
    // iOS 9 and 10 run with iOS 8's rules here: that behaviour says both.
    let removed: Bool? =
      state.behavior > .iOS8 ? true : state.behavior == .iOS8 ? nil : false
    try emit(
      controller.name, .effect(removed == true ? .observersRemovedAtDealloc : .observersDangling),
      .observersAtDealloc(count: count, removedByCenter: removed))
  }
}

extension OwnMethod {
  /// The selector UIKit sends for it; nil for `init`, whose selector depends on the origin.
  var selector: Selector? {
    switch self {
    case .initializer: nil
    case .viewDidLoad: .viewDidLoad
    case .viewWillAppear: .viewWillAppear
    case .viewDidAppear: .viewDidAppear
    case .viewWillDisappear: .viewWillDisappear
    case .viewDidDisappear: .viewDidDisappear
    case .viewDidUnload: .viewDidUnload
    case .dealloc: .dealloc
    }
  }
}
