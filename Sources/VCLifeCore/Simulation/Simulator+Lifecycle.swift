/// The pieces every transition is made of: creating a controller, the load cycle, entering and
/// leaving the window, and deallocation.
extension Simulator {
  /// Initialises a new controller instance: its critical data is allocated (Table 4-1: init).
  /// `place` puts it into the container tree in the same step, so a live controller is
  /// always somewhere in the tree.
  mutating func create(
    _ name: String, for transition: Transition, place: (inout WindowLayout) -> Void
  ) throws {
    let template = state.template(named: name)
    let controller = ControllerState(template: template)
    state.controllers[name] = controller
    place(&state.layout)
    let delta = controller.memory
    // A push says willMoveToParentViewController: itself; a root or a tab is adopted silently.
    let adopter = transition == .push ? nil : state.layout.adoptingContainer(of: name)
    if template.origin == .storyboard {
      try emit(
        name, .callback(.initWithCoder), .initFromStoryboard(transition, adoptedBy: adopter),
        delta: delta)
      try runOwnCode(name, after: .initWithCoder)
      try call(name, .awakeFromNib, .awakeFromNib)
    } else {
      try emit(
        name, .callback(.initWithNibNameBundle), .initInCode(transition, adoptedBy: adopter),
        delta: delta)
      try runOwnCode(name, after: .initWithNibNameBundle)
    }
  }

  /// Creates the lazy `navigationItem` the first time a navigation controller shows `name`.
  mutating func ensureNavigationItem(_ name: String) throws {
    guard let controller = state.controllers[name], !controller.hasNavigationItem,
      let location = state.layout.location(of: name), state.layout[stack: location].isNavigation
    else { return }
    _ = change(name) { $0.hasNavigationItem = true }
    try emit(
      name, .effect(.navigationItemCreated),
      .navigationItemCreated(fromStoryboard: controller.template.origin == .storyboard))
  }

  /// Reads `view`: while it is nil the load cycle runs (`loadView`, then `viewDidLoad`).
  /// `isViewLoaded` is checked first, and never loads anything itself.
  mutating func loadViewIfNeeded(_ name: String, trigger: LoadTrigger) throws {
    guard let controller = controller(name), !controller.isViewLoaded else { return }
    let template = controller.template
    let isReload = controller.loadCount > 0
    let treeSize = template.viewTree.count
    // The default loadView of a code controller makes only the empty root view; its subviews
    // are added in viewDidLoad. Storyboard and custom loadViews build the whole tree.
    let builtByLoadView = template.origin == .code ? 1 : treeSize
    // A custom loadView that calls super first gets UIKit's default view (one view object)
    // as well as its own tree: both are allocated during loadView.
    let callsSuper = template.origin == .custom && template.callsSuper
    let frame = state.applicationFrame
    // A new view's first layout pass runs iOS 26's properties pass (SPEC §13.7).
    let request: PropertiesRequest? = state.behavior.hasUpdateProperties ? .firstLayout : nil
    let loaded = change(name) {
      $0.frame = frame
      $0.viewObjects = builtByLoadView
      $0.discardedViewObjects = callsSuper ? 1 : 0
      $0.loadCount += 1
      $0.propertiesRequest = request
    }
    let builder: Origin = template.hasOwnLoadView ? .custom : template.origin
    try emit(
      name, .callback(.loadView), .loadView(builder, trigger, isReload: isReload), delta: loaded)
    // iOS 5 has no Auto Layout: the storyboard cannot be decoded, or the code that makes
    // constraints calls a method iOS 5 lacks. A storyboard or an own loadView dies in
    // loadView (SPEC §11.1); with the default loadView the constraint code is in viewDidLoad,
    // and the app dies there (SPEC §13.12).
    if template.autoLayout && !state.behavior.hasAutoLayout {
      if !template.hasOwnLoadView && !template.loadsFromStoryboard {
        try call(name, .viewDidLoad, .viewDidLoadAddsConstraints)
      }
      try terminate(.autoLayoutCrash(name, fromArchive: template.loadsFromStoryboard))
    }
    if template.loadsFromStoryboard {
      let outlets = template.gotchas.outletClasses(in: template.viewTree)
      try emit(name, .effect(.outletsConnected), .outletsConnected(outlets))
    } else if template.origin == .storyboard {
      try emit(name, .effect(.storyboardViewsSkipped), .storyboardViewsSkipped)
    }
    try reconnectOutlets(name)
    if callsSuper {
      // The override assigns its own root view: the default view is released, unused.
      let discarded = change(name) { $0.discardedViewObjects = 0 }
      try emit(name, .effect(.defaultViewDiscarded), .defaultViewDiscarded, delta: discarded)
    }
    try runViewDidLoad(name, treeSize: treeSize, added: treeSize - builtByLoadView)
  }

  /// `viewDidLoad`: the subviews a code controller adds, and the content it creates. The
  /// controller holds that content; a copy it kept through an unload (`releasesContent=false`)
  /// is freed when the new one is assigned.
  private mutating func runViewDidLoad(_ name: String, treeSize: Int, added: Int) throws {
    guard let controller = controller(name) else { return }
    let template = controller.template
    let keptContent = controller.contentLoaded
    let isReload = controller.loadCount > 1
    let content = change(name) {
      $0.viewObjects = treeSize
      if keptContent { $0.staleContent = true } else { $0.contentLoaded = true }
      // What the user typed is in the view from its first load (SPEC §10).
      if !isReload { $0.gotchas.viewState = template.gotchas.viewState }
    }
    try emit(
      name, .callback(.viewDidLoad),
      .viewDidLoad(
        template.origin, subviewsAdded: added, createsContent: template.memory.content > 0),
      delta: content)
    try runOwnCode(name, after: .viewDidLoad)
    if keptContent {
      let freed = change(name) { $0.staleContent = false }
      try emit(name, .effect(.keptContentFreed), .keptContentReplaced, delta: freed)
    }
    try restoreViewState(name)
  }

  /// `viewDidAppear:`, then the lazy caches are filled if they were empty.
  mutating func didAppear(_ name: String, _ transition: Transition) throws {
    // A reconnecting scene: the rebuilt top's view is about to be on screen, and the scene
    // comes to the foreground first (SPEC §15.2).
    if state.scene == .disconnected { try comeToForeground(rebuilt: true) }
    try call(name, .viewDidAppear, .didAppear(transition))
    guard let controller = state.controllers[name], !controller.cachesFull,
      controller.template.memory.caches > 0
    else { return }
    let filled = change(name) { $0.cachesFull = true }
    try emit(name, .effect(.cachesFilled), .cachesFilled, delta: filled)
  }

  /// The outgoing view leaves the window; its backing store stays until memory is low.
  /// `cover`: what fills the screen instead.
  mutating func removeFromWindow(
    _ name: String, _ transition: Transition, cover: String
  ) throws {
    // Out of the window a view has no safe area: the next entry tells it again (iOS 11+).
    _ = change(name) {
      $0.isInWindow = false
      $0.safeArea = nil
    }
    try emit(
      name, .effect(.viewRemovedFromWindow), .removedFromWindow(transition, by: cover))
  }

  /// The last reference is gone: `dealloc`, and every part of the controller is freed.
  mutating func deallocate(_ name: String, after transition: Transition) throws {
    if try leakIfRetained(name, after: transition) { return }
    guard let controller = state.controllers.removeValue(forKey: name) else { return }
    try emit(
      name, .callback(.dealloc), .dealloc(transition),
      delta: MemoryBreakdown() - controller.memory)
    try releaseObservers(of: controller)
  }
}
