/// Memory warnings (SPEC §4): the app delegate first, then every live view controller,
/// containers included (SPEC §11.5), in this simulator's tree order (UIKit documents none);
/// each runs super's part (by system version), then its own handler.
extension Simulator {
  /// Delivers one memory warning to the app and every live controller: the tree's, then the
  /// leaked ones, which UIKit still reaches (each controller hears the warning itself, by
  /// notification, whether or not a container holds it).
  mutating func deliverMemoryWarning() throws {
    try call("App", .applicationDidReceiveMemoryWarning, .appWarned)
    for (name, isContainer) in state.layout.warningOrder {
      if isContainer {
        try call(name, .didReceiveMemoryWarning, .containerWarned)
      } else {
        try warn(name)
      }
    }
    defer { leakedInFocus = nil }
    for index in state.leaked.indices {
      leakedInFocus = index
      try warn(state.leaked[index].name)
    }
  }

  /// One controller's `didReceiveMemoryWarning`: super's part, then its own handler.
  private mutating func warn(_ name: String) throws {
    guard let controller = controller(name) else { return }
    try call(
      name, .didReceiveMemoryWarning,
      .warningDelivered(
        state.behavior.memoryRules, viewLoaded: controller.isViewLoaded,
        inWindow: controller.isInWindow,
        hasBackingStore: controller.hasBackingStore,
        callsSuper: controller.template.gotchas.callsSuperOnWarning))
    try superDidReceiveMemoryWarning(name)
    try runHandler(name)
    // A handler that reads `view` after its guard, or after setting it nil (SPEC §16.2).
    if controller.template.gotchas.warningTouchesView {
      _ = try readView(name, trigger: .handlerTouchesView)
    }
  }

  /// `[super didReceiveMemoryWarning]`: iOS 5 unloads an off-window view it can rebuild;
  /// iOS 6+ keeps views and the system frees only off-window backing stores. An override
  /// that skips super skips iOS 5's unload, but not the system's part (SPEC §10).
  private mutating func superDidReceiveMemoryWarning(_ name: String) throws {
    guard let controller = controller(name) else { return }
    let callsSuper = controller.template.gotchas.callsSuperOnWarning
    if !callsSuper {
      try emit(name, .effect(.superNotCalled), .superNotCalled(state.behavior.memoryRules))
    }
    guard controller.isViewLoaded, !controller.isInWindow else { return }
    switch state.behavior.memoryRules {
    case .iOS5:
      guard callsSuper else { return }
      // UIKit 5 unloads only a view it can rebuild: from a storyboard or nib, or by the
      // controller's own loadView; UIKit's default empty view is kept (SPEC §9.2).
      guard controller.template.origin != .code else {
        return try emit(name, .effect(.viewKept), .viewNotRebuildable)
      }
      try call(name, .viewWillUnload, .willUnload)
      try releaseViewKeepingGotchas(
        name, .releasedBySuper(inSuperview: state.layout.isHiddenNavigationTop(name)))
      let template = controller.template
      let holdsNothing =
        template.memory.content == 0 && !template.gotchas.releasesInput
        && (!template.loadsFromStoryboard
          || template.gotchas.outletClasses(in: template.viewTree).isEmpty)
      // Outlets it holds were counted as super released the view; content it does not
      // release stays: its viewDidUnload does not release all the guide says it should.
      let keepsSome =
        (self.controller(name)?.gotchas.heldOutlets ?? 0) > 0
        || (template.memory.content > 0 && !template.gotchas.releasesContent)
      try call(
        name, .viewDidUnload, .didUnload(holdsNothing: holdsNothing, keepsSome: keepsSome))
      try releaseContent(name, by: .viewDidUnload)
      try sayOutletsHeld(name, byHandler: false)
    default:
      guard controller.hasBackingStore else { return }
      let freed = change(name) { $0.hasBackingStore = false }
      try emit(name, .effect(.backingStoreFreed), .backingStoreFreed, delta: freed)
    }
  }

  /// The controller's own code after super.
  private mutating func runHandler(_ name: String) throws {
    guard let controller = controller(name) else { return }
    switch controller.template.onWarning {
    case .none:
      return
    case .purgeCaches:
      guard controller.cachesFull else { return }
      let freed = change(name) { $0.cachesFull = false }
      try emit(name, .effect(.cachesPurged), .cachesPurged, delta: freed)
    case .releaseView:
      // `isViewLoaded` is checked first, so a nil view stays nil.
      guard controller.isViewLoaded, !controller.isInWindow else { return }
      try releaseView(name, .releasedByHandler(state.behavior.memoryRules))
    case .releaseViewUnsafe:
      // `[self.view window]` reads the view property: a nil view is loaded just to be tested.
      let wasNil = try readView(name, trigger: .handlerReadsView)
      guard self.controller(name)?.isInWindow == false else { return }
      try releaseView(name, .releasedByUnsafeHandler(reloaded: wasNil))
    }
  }

  /// The handler's code reads `self.view`: UIKit's getter loads a nil view (SPEC §2), right
  /// here inside the warning. Returns whether it was nil.
  private mutating func readView(_ name: String, trigger: LoadTrigger) throws -> Bool {
    let wasNil = controller(name)?.isViewLoaded == false
    try loadViewIfNeeded(name, trigger: trigger)
    return wasNil
  }

  /// The handler's `view = nil`: the views and their backing store are freed (strong outlets
  /// and typed state aside: see `releaseViewKeepingGotchas`), then the handler releases the
  /// content `viewDidLoad` created ("clean up any of your own resources", Listing 4-3).
  private mutating func releaseView(_ name: String, _ reason: Reason) throws {
    try releaseViewKeepingGotchas(name, reason)
    try releaseContent(name, by: .handler)
    try sayOutletsHeld(name, byHandler: true)
  }

  /// The controller's own code releases what `viewDidLoad` created, or, with
  /// `releasesContent=false`, keeps it (SPEC §11.2).
  private mutating func releaseContent(_ name: String, by releaser: ContentReleaser) throws {
    guard let controller = controller(name), controller.contentLoaded else { return }
    // A controller that creates no content (`content=0`, a student's class whose file
    // shows none) has nothing to release or keep: no line is said for it.
    guard controller.template.memory.content > 0 else {
      _ = change(name) { $0.contentLoaded = false }
      return
    }
    guard controller.template.gotchas.releasesContent else {
      return try emit(name, .effect(.contentKept), .contentKept(releaser))
    }
    let freed = change(name) { $0.contentLoaded = false }
    try emit(name, .effect(.contentReleased), .contentReleased(releaser), delta: freed)
  }
}
