/// The resource mistakes of SPEC §10, where they change the lifecycle: held outlets, typed
/// view state, and controllers that a retain cycle keeps alive.
extension Simulator {
  /// Sets `view` to nil, with what the gotchas add around it: the typed state saved first (or
  /// lost), and strong outlets that keep their views in memory. Whoever released the view
  /// says why the outlets stay afterwards (`sayOutletsHeld`), once the controller's own code
  /// (`viewDidUnload`, or the handler) has had its chance to release them.
  mutating func releaseViewKeepingGotchas(_ name: String, _ reason: Reason) throws {
    guard let controller = controller(name) else { return }
    let gotchas = controller.template.gotchas
    let typed = controller.gotchas.viewState
    let bySuper: Bool
    if case .releasedBySuper = reason { bySuper = true } else { bySuper = false }
    if let typed, gotchas.savesViewState {
      _ = change(name) { $0.gotchas.savedViewState = typed }
      try emit(name, .effect(.viewStateSaved), .viewStateSaved(typed, bySuper: bySuper))
    }
    let held = gotchas.releasesOutlets ? 0 : gotchas.outletCount(in: controller.template.viewTree)
    let freed = change(name) {
      $0.viewObjects = 0
      $0.hasBackingStore = false
      $0.gotchas.heldOutlets = held
      $0.gotchas.viewState = nil
      if typed != nil && !gotchas.savesViewState { $0.gotchas.lostViewState = true }
    }
    try emit(name, .effect(.viewReleased), reason, delta: freed)
    if let typed, !gotchas.savesViewState {
      try emit(name, .effect(.viewStateLost), .viewStateLost(typed, bySuper: bySuper))
    }
  }

  /// Says, after the release, that strong outlets kept views alive (no memory changes here:
  /// the release already moved them to the held-outlets part).
  mutating func sayOutletsHeld(_ name: String, byHandler: Bool) throws {
    guard let held = controller(name)?.gotchas.heldOutlets, held > 0 else { return }
    try emit(name, .effect(.outletsHeld), .outletsHeld(count: held, byHandler: byHandler))
  }

  /// Right after `loadView`: the new views are assigned to the outlets, so the old views the
  /// outlets held are freed at last.
  mutating func reconnectOutlets(_ name: String) throws {
    guard let held = controller(name)?.gotchas.heldOutlets, held > 0 else { return }
    let freed = change(name) { $0.gotchas.heldOutlets = 0 }
    try emit(name, .effect(.heldOutletsFreed), .outletsReconnected(count: held), delta: freed)
  }

  /// Right after a reload's `viewDidLoad`: the view gets back the typed state that was saved,
  /// or stays empty, and the log says which.
  mutating func restoreViewState(_ name: String) throws {
    guard let controller = controller(name) else { return }
    if let saved = controller.gotchas.savedViewState {
      _ = change(name) {
        $0.gotchas.viewState = saved
        $0.gotchas.savedViewState = nil
      }
      try emit(name, .effect(.viewStateRestored), .viewStateRestored(saved))
    } else if controller.gotchas.lostViewState {
      _ = change(name) { $0.gotchas.lostViewState = false }
      try emit(name, .effect(.viewStateGone), .viewStateGone)
    }
  }

  /// Whether the container's release is the last reference: false when a retain cycle (or a
  /// running timer targeting it) keeps the controller alive, in which case it is moved out of the live names as leaked.
  mutating func leakIfRetained(_ name: String, after transition: Transition) throws -> Bool {
    guard let controller = state.controllers[name], isHeldByItsOwn(controller) else {
      return false
    }
    state.controllers[name] = nil
    state.leaked.append(controller)
    try emit(
      name, .effect(.leaked), .retainCycle(transition, timers: controller.runningTimers))
    return true
  }
}
