import VCLifeCore

/// Which leaked controller a memory warning's events are about: the warning reaches the tree's
/// controllers first, then each leaked one in turn (feed every event in order).
struct WarningPhase {
  private var treeCount = 0
  private var warned = 0
  private var isWarning = false

  /// The index in `state.leaked` the event is about, or nil for a live controller's.
  mutating func leakedIndex(of event: Event, before state: AppState) -> Int? {
    if event.selector == .applicationDidReceiveMemoryWarning {
      // Containers are warned too (SPEC §11.5), before their children.
      (isWarning, warned, treeCount) = (true, 0, state.layout.warningOrder.count)
      return nil
    }
    if event.kind == .action { isWarning = false }
    guard isWarning, event.object != "App", event.object != "System" else { return nil }
    if event.selector == .didReceiveMemoryWarning { warned += 1 }
    return warned > treeCount ? warned - treeCount - 1 : nil
  }
}

/// The invariants of DESIGN.md's "Tests" section, as functions returning what is violated
/// (empty when all hold), so a long random run can stop at the first problem and say which.
enum Invariants {
  /// What holds after every single event, mid-transition included. `leaked`: the index in
  /// `state.leaked` of the leaked controller the event is about (a memory warning reaches the
  /// leaked after the tree), when it is one.
  static func afterEvent(_ state: AppState, _ event: Event, leaked: Int? = nil) -> [String] {
    var problems: [String] = []
    if state.memory != event.memory {
      problems.append("state memory \(state.memory) != event memory \(event.memory)")
    }
    if state.usage != state.breakdown {
      problems.append(
        "memory \(deltaText(state.usage)) != sum of parts \(deltaText(state.breakdown))")
    }
    if state.memory < 0 { problems.append("negative memory \(state.memory)") }
    for controller in state.controllers.values {
      problems += controllerProblems(controller)
    }
    problems += Gotchas.leakedProblems(state)
    let tree = state.layout.treeOrder
    if Set(tree).count != tree.count { problems.append("a name twice in the tree: \(tree)") }
    for name in tree where state.controllers[name] == nil {
      problems.append("\(name) is in a container but deallocated")
    }
    // Mid-transition: the two views it moves, plus each sheet's presenter (SPEC §12).
    let sheets = state.layout.presented.filter(\.isSheet).count
    if state.inWindow.count > 2 + sheets {
      problems.append("more than two views (and sheet presenters) in the window: \(state.inWindow)")
    }
    problems += eventSemantics(state, event, leaked: leaked)
    return problems
  }

  /// Per controller: a nil view has no backing store and is not in the window; it has content
  /// only when the controller's code kept it (`releasesContent=false`, SPEC §11.2).
  static func controllerProblems(_ controller: ControllerState) -> [String] {
    var problems: [String] = []
    let name = controller.name
    if controller.staleContent && !controller.contentLoaded {
      problems.append("\(name): a second copy of content without the first")
    }
    if !controller.isViewLoaded {
      if controller.contentLoaded && controller.loadCount == 0 {
        problems.append("\(name): content before any load")
      }
      if controller.hasBackingStore { problems.append("\(name): nil view with a backing store") }
      if controller.isInWindow { problems.append("\(name): nil view in the window") }
      if controller.frame != nil { problems.append("\(name): nil view with a frame") }
    } else if controller.frame == nil {
      problems.append("\(name): a loaded view without a frame")
    }
    if controller.viewObjects < 0 || controller.viewObjects > controller.template.viewTree.count {
      problems.append("\(name): \(controller.viewObjects) view objects")
    }
    for part in MemoryPart.allCases where controller.memory[part] < 0 {
      problems.append("\(name): negative \(part.rawValue)")
    }
    return problems
  }

  /// What an event says must be true of the state right after it.
  static func eventSemantics(_ state: AppState, _ event: Event, leaked: Int? = nil) -> [String] {
    // A container is a view controller too: it hears the warning (SPEC §11.5).
    if event.reason == .containerWarned { return [] }
    // Today's messages to objects vclife does not model as controllers (SPEC §12, §13.5):
    // the scene's delegate, and a sheet's presentation delegate, only while a sheet is
    // dragged or just swiped away.
    if event.object == Simulator.sceneDelegate { return [] }
    if event.object == Simulator.presentationDelegate {
      switch event.effect {
      case .presentationControllerWillDismiss?:
        if case .sheet = state.gesture { return [] }
        return ["presentationControllerWillDismiss: with no sheet dragged"]
      case .presentationControllerDidDismiss?:
        return state.gesture == nil ? [] : ["presentationControllerDidDismiss: during a swipe"]
      default: return ["\(event.line) sent to the presentation delegate"]
      }
    }
    switch event.reason {
    case .willTransitionTraits, .willTransitionToSize, .traitsChanged:
      if state.controllers[event.object] == nil && event.object.hasPrefix("UI")
        || event.object == "moreNavigationController"
      {
        return []
      }
    default: break
    }
    if event.object == "System" || event.object == "App" {
      if event.effect == .appTerminated
        && (!state.isTerminated || !state.controllers.isEmpty || state.memory != 0
          || state.layout.isLaunched)
      {
        return ["appTerminated but the app is still there"]
      }
      if let selector = event.selector, selector != .applicationDidReceiveMemoryWarning {
        return ["\(event.object) received \(selector.rawValue)"]
      }
      return []
    }
    let controller =
      leaked.map { state.leaked.indices.contains($0) ? state.leaked[$0] : nil }
      ?? state.controllers[event.object]
    if event.effect == .leaked { return Gotchas.leakProblems(state, event) }
    // What `dealloc` leaves of the registrations is said after it, of a freed controller.
    let afterDealloc: Bool
    switch event.reason {
    case .observersAtDealloc, .observersRemoved(.dealloc, _, _): afterDealloc = true
    default: afterDealloc = false
    }
    if event.selector == .dealloc || afterDealloc {
      return controller == nil ? [] : ["\(event.object) live after dealloc"]
    }
    guard event.kind == .callback || event.kind == .effect else { return [] }
    guard let controller else { return ["\(event.line): \(event.object) is not live"] }
    let holds: Bool
    switch (event.selector, event.effect) {
    // An initialiser that reads `view` has loaded it by `awakeFromNib` (SPEC §16.2).
    case (.awakeFromNib?, _) where controller.template.gotchas.initTouchesView:
      holds = controller.isViewLoaded
    case (.initWithNibNameBundle?, _), (.initWithCoder?, _), (.awakeFromNib?, _):
      holds = !controller.isViewLoaded && controller.memory.total == controller.memory.controller
    case (.loadView?, _):
      holds =
        controller.isViewLoaded
        && (!controller.contentLoaded || !controller.template.gotchas.releasesContent)
    // iOS 5: the app terminates inside viewDidLoad, before it creates anything (SPEC §13.12).
    case (.viewDidLoad?, _) where event.reason == .viewDidLoadAddsConstraints:
      holds =
        controller.isViewLoaded && !controller.contentLoaded && !state.behavior.hasAutoLayout
    case (.viewDidLoad?, _):
      holds =
        controller.contentLoaded && controller.viewObjects == controller.template.viewTree.count
    // A cancelled swipe tells the view that never left that it appears again (SPEC §12).
    case (.viewWillAppear?, _)
    where event.reason == .willAppear(.swipeBackCancelled)
      || event.reason == .willAppear(.sheetSwipeCancelled):
      holds = controller.isViewLoaded && controller.isInWindow
    case (.viewWillAppear?, _): holds = controller.isViewLoaded && !controller.isInWindow
    case (.viewIsAppearing?, _), (.willTransitionToTraitCollection?, _),
      (.viewWillTransitionToSize?, _), (.traitCollectionDidChange?, _):
      holds = controller.isViewLoaded
    // iOS 26: run only when requested, and the request is then spent (SPEC §13.7).
    case (.updateProperties?, _):
      holds = controller.isViewLoaded && controller.propertiesRequest == nil
    // iOS 16+: shouldAutorotate is never asked (SPEC §13.3).
    case (.shouldAutorotate?, _): holds = !state.behavior.asksOnlySupportedOrientations
    // iOS 11+: told in the window (or entering it), with the insets it now holds.
    case (.viewSafeAreaInsetsDidChange?, _):
      holds =
        controller.isViewLoaded && controller.safeArea != nil
        && state.behavior.hasSafeArea
    case (_, .presenterStaysInWindow?): holds = controller.isInWindow
    case (_, .swipeUnderWay?): holds = controller.isInWindow && state.gesture != nil
    case (.viewDidAppear?, _): holds = controller.isInWindow && controller.hasBackingStore
    case (.viewWillDisappear?, _): holds = controller.isInWindow
    case (.viewDidDisappear?, _): holds = !controller.isInWindow
    case (.viewWillUnload?, _): holds = controller.isViewLoaded && !controller.isInWindow
    case (.viewDidUnload?, _): holds = !controller.isViewLoaded
    case (.updateViewConstraints?, _):
      holds = controller.template.autoLayout && controller.isViewLoaded
    case (.viewWillLayoutSubviews?, _), (.viewDidLayoutSubviews?, _):
      holds = controller.isViewLoaded
    case (_, .viewReleased?): holds = !controller.isViewLoaded
    case (_, .backingStoreFreed?):
      holds = controller.isViewLoaded && !controller.hasBackingStore && !controller.isInWindow
    case (_, .viewAddedToWindow?): holds = controller.isInWindow && controller.hasBackingStore
    case (_, .viewRemovedFromWindow?): holds = !controller.isInWindow
    case (_, .cachesFilled?): holds = controller.cachesFull
    case (_, .cachesPurged?): holds = !controller.cachesFull
    case (_, .navigationItemCreated?): holds = controller.hasNavigationItem
    case (_, .viewReturned?): holds = controller.isViewLoaded
    case (_, .heldOutletsFreed?):
      holds = controller.gotchas.heldOutlets == 0 && event.delta.heldOutlets < 0
    case (_, .outletsHeld?):
      holds = !controller.isViewLoaded && controller.gotchas.heldOutlets > 0
    case (_, .viewStateRestored?): holds = controller.gotchas.viewState != nil
    case (_, .viewStateLost?), (_, .viewStateGone?): holds = controller.gotchas.viewState == nil
    case (_, .isViewLoaded?): holds = event.reason == .viewLoadedAnswered(controller.isViewLoaded)
    default: holds = true
    }
    return holds
      ? [] : ["\(event.line) does not match \(event.object): \(state.flags(event.object))"]
  }

  /// What holds between actions, when no transition is under way.
  static func atBoundary(_ state: AppState) -> [String] {
    var problems: [String] = []
    if state.memory != state.breakdown.total {
      problems.append("memory \(state.memory) != sum of parts \(state.breakdown.total)")
    }
    if state.memory < 0 { problems.append("negative memory") }
    if state.isWarningArmed == state.isAtWarningLevel(state.memory) {
      problems.append("warning armed \(state.isWarningArmed) at \(state.memory) bytes")
    }
    if state.isUrgentWarningArmed == state.isAtUrgentLevel(state.memory) {
      problems.append("urgent warning armed \(state.isUrgentWarningArmed) at \(state.memory) bytes")
    }
    for controller in state.controllers.values {
      problems += controllerProblems(controller)
      if controller.isViewLoaded
        && (controller.viewObjects != controller.template.viewTree.count
          || !controller.contentLoaded || controller.staleContent)
      {
        problems.append("\(controller.name): half-loaded view between actions")
      }
      // The code releases the content right after the view goes (mid-action it is still there).
      if !controller.isViewLoaded && controller.contentLoaded
        && controller.template.gotchas.releasesContent
      {
        problems.append("\(controller.name): nil view with content its code releases")
      }
      if controller.discardedViewObjects != 0 {
        problems.append("\(controller.name): a discarded default view kept between actions")
      }
      if controller.cachesFull && controller.template.memory.caches == 0 {
        problems.append("\(controller.name): caches full with a zero-size cache")
      }
    }
    if state.isTerminated {
      if !state.controllers.isEmpty || !state.leaked.isEmpty || state.memory != 0
        || state.layout.isLaunched
      {
        problems.append("terminated, yet controllers or memory remain")
      }
      return problems
    }
    if state.memory >= state.budget {
      problems.append("running at \(state.memory) of a \(state.budget) budget")
    }
    let tree = state.layout.treeOrder
    if Set(tree) != Set(state.controllers.keys) || Set(tree).count != tree.count {
      problems.append("tree \(tree) != live controllers \(state.controllers.keys.sorted())")
    }
    guard state.layout.isLaunched else {
      if !state.controllers.isEmpty { problems.append("controllers before launch") }
      return problems
    }
    // While the More list (not simulated) is on screen, no simulated view is in the window.
    if state.layout.showsMoreList {
      if !state.inWindow.isEmpty { problems.append("in the window under the More list") }
      return problems
    }
    // Only the top of the visible container is in the window, and it is drawn; with iOS 13's
    // sheets each sheet's presenter stays (a full-screen presentation removes its presenter),
    // and during a swipe back the controller below is in the window too (SPEC §12).
    let visible = state.layout.visible ?? "?"
    if state.inWindow != expectedInWindow(state) {
      problems.append("in the window: \(state.inWindow), visible: \(visible)")
    }
    if state.controllers[visible]?.hasBackingStore != true {
      problems.append("visible \(visible) has no backing store")
    }
    problems += frameProblems(state, visible: visible)
    // navigationItem: on every pushed controller and the shown navigation top; never on a
    // presented controller or one outside any navigation controller.
    for (index, stack) in state.layout.tabs.enumerated() {
      for (depth, name) in stack.controllers.enumerated() {
        let hasItem = state.controllers[name]?.hasNavigationItem == true
        if !stack.isNavigation && hasItem {
          problems.append("\(name) has a navigationItem outside a navigation controller")
        }
        if stack.isNavigation && depth > 0 && !hasItem {
          problems.append("pushed \(name) has no navigationItem")
        }
        if stack.isNavigation && index == state.layout.selectedTab && !hasItem
          && name == stack.top
        {
          problems.append("shown navigation top \(name) has no navigationItem")
        }
      }
    }
    for modal in state.layout.presented where !modal.stack.isNavigation {
      if state.controllers[modal.controller]?.hasNavigationItem == true {
        problems.append("presented \(modal.controller) has a navigationItem")
      }
    }
    for modal in state.layout.presented where modal.stack.isNavigation {
      for name in modal.stack.controllers where state.controllers[name]?.hasNavigationItem != true {
        problems.append("\(name), in a presented navigation controller, has no navigationItem")
      }
    }
    if state.layout.selectedTab < 0 || state.layout.selectedTab >= state.layout.tabs.count {
      problems.append("selected tab \(state.layout.selectedTab) out of range")
    }
    return problems
  }

  /// The views in the window between actions (SPEC §3, §12).
  static func expectedInWindow(_ state: AppState) -> [String] {
    var shown = Set(state.layout.tabs[state.layout.selectedTab].top.map { [$0] } ?? [])
    var below = state.layout.tabs[state.layout.selectedTab].top
    for modal in state.layout.presented {
      if !modal.isSheet, let below { shown.remove(below) }
      if let top = modal.stack.top { shown.insert(top) }
      below = modal.stack.top
    }
    if case .pop(_, _, let incoming) = state.gesture { shown.insert(incoming) }
    return shown.sorted()
  }

  /// SPEC §8: the view in the window has the frame its containers give it now, and its
  /// backing store is sized by that frame (unless the template fixes the size).
  static func frameProblems(_ state: AppState, visible: String) -> [String] {
    guard let controller = state.controllers[visible], let placement = state.placement(of: visible)
    else { return ["visible \(visible) has no place in the tree"] }
    var problems: [String] = []
    if controller.frame != placement.frame {
      problems.append(
        "visible \(visible) is \(String(describing: controller.frame)), not \(placement.frame)")
    }
    let store = controller.template.memory.backingStore(for: placement.frame)
    if controller.memory.backingStore != store {
      problems.append(
        "visible \(visible) has a backing store of \(controller.memory.backingStore), not \(store)")
    }
    if controller.contentInset != placement.contentInset {
      problems.append(
        "visible \(visible) has an inset of \(controller.contentInset), not \(placement.contentInset)"
      )
    }
    let screen = state.screen
    if placement.frame.width != screen.width || placement.frame.height > screen.height
      || placement.frame.height <= 0
    {
      problems.append("\(visible)'s frame \(placement.frame) does not fit the screen \(screen)")
    }
    return problems
  }

  /// Checks on one action's events, given the state before it and after it.
  static func ofAction(
    _ action: Action, index: Int, events: Slice<EventLog>, before: AppState, after: AppState
  ) -> [String] {
    var problems: [String] = []
    guard let first = events.first else { return ["no events"] }
    if first.object != "App" || first.name != .action(action.scriptText) {
      problems.append("first event is \(first.line)")
    }
    var memory = before.memory
    for event in events {
      memory += event.delta.total
      if event.memory != memory {
        problems.append("\(event.line): memory \(event.memory) != \(memory)")
      }
      if event.actionIndex != index {
        problems.append("\(event.line): action \(event.actionIndex)")
      }
    }
    if events.contains(where: { $0.kind == .error }) {
      // A refused rotation follows UIKit's question and the NO (SPEC §8); nothing else may
      // come between an action and its refusal.
      let questions: Set<Selector> = [
        .shouldAutorotateToInterfaceOrientation, .shouldAutorotate,
      ]
      let asked = events.filter { $0.selector.map(questions.contains) == true }.count
      if events.count != 2 + asked || asked > 1 {
        problems.append("a refusal with \(events.count) events")
      }
      if after != before { problems.append("a refusal changed the state") }
    }
    let terminated = events.firstIndex { $0.effect == .appTerminated }
    if let terminated, terminated != events.endIndex - 1 {
      problems.append("events after the termination")
    }
    if terminated != nil && !after.isTerminated { problems.append("terminated but running") }
    // The system warning: due exactly when the action left usage at 75 % or more while armed.
    let warnings = events.indices.filter {
      events[$0].object == "System" && events[$0].kind == .action
    }
    if warnings.count > 1 { problems.append("\(warnings.count) system warnings in one action") }
    let userEnd = warnings.first ?? events.endIndex
    let userTerminated = terminated.map { $0 < userEnd } ?? false
    if !userTerminated {
      let memory = events[userEnd - 1].memory
      let urgent = before.isUrgentWarningArmed && after.isAtUrgentLevel(memory)
      let due = urgent || (before.isWarningArmed && after.isAtWarningLevel(memory))
      if due != !warnings.isEmpty {
        problems.append("system warning due: \(due), sent: \(!warnings.isEmpty)")
      }
      if let warning = warnings.first,
        urgent
          != (events[warning].reason
            == .urgentSystemWarning(percent: memory * 100 / max(after.budget, 1)))
      {
        problems.append("the warning's level is wrong: \(events[warning].reason)")
      }
    }
    problems += Gotchas.actionProblems(events, before: before, after: after)
    return problems
  }
}

/// How often the interesting things happened in a random run, to show that it reached them.
struct Coverage {
  var refusals = 0
  var terminations = 0
  var systemWarnings = 0
  var restarts = 0
  var unloads = 0
  var unsafeReloads = 0
  var reloads = 0
  var popsToRoot = 0
  var dismissals = 0
  var tabSelections = 0
  var urgentWarnings = 0
  var leaks = 0
  var heldOutletsFreed = 0
  var viewStatesRestored = 0
  var viewStatesGone = 0
  var superSkipped = 0
  var viewsKept = 0
  var rotations = 0
  var resizes = 0
  var backingStoresRedrawn = 0
  var insets = 0
  var taps = 0
  // Today's iOS (SPEC §12).
  var cancelledSwipes = 0
  var finishedSwipes = 0
  var sheets = 0
  var sizeTransitions = 0
  var reconnects = 0
  var appearingCalls = 0
  var safeAreaCalls = 0
  var deviceChanges = 0
  var launchPushes = 0
  // The corrections of SPEC §13.
  var initialUIReconnects = 0
  var orientationsOnlyQuestions = 0
  var sheetDelegateMessages = 0
  var propertiesPasses = 0
  /// A student's own code (SPEC §16.2), by effect or reason.
  var own: [String: Int] = [:]

  mutating func count(_ events: Slice<EventLog>) {
    if events.first?.reason == .restart && events.contains(where: { $0.kind == .callback }) {
      restarts += 1
    }
    for event in events {
      switch (event.name, event.reason) {
      case (.refusal, _): refusals += 1
      case (.effect(.appTerminated), _): terminations += 1
      case (.action, .systemWarning): systemWarnings += 1
      case (.action, .urgentSystemWarning): urgentWarnings += 1
      case (.effect(.leaked), _): leaks += 1
      case (.effect(.heldOutletsFreed), _): heldOutletsFreed += 1
      case (.effect(.viewStateRestored), _): viewStatesRestored += 1
      case (.effect(.viewStateGone), _): viewStatesGone += 1
      case (.effect(.superNotCalled), _): superSkipped += 1
      case (.effect(.viewKept), _): viewsKept += 1
      case (.callback(.didRotateFromInterfaceOrientation), _): rotations += 1
      case (.effect(.viewResized), _): resizes += 1
      case (.effect(.backingStoreReallocated), _): backingStoresRedrawn += 1
      case (.effect(.contentInsetAdjusted), _): insets += 1
      case (.callback(.dealloc), .dealloc(.tapToRoot)): taps += 1
      case (.callback(.viewDidUnload), _): unloads += 1
      case (.callback(.loadView), .loadView(_, .handlerReadsView, _)): unsafeReloads += 1
      case (.callback(.loadView), .loadView(_, .shown, isReload: true)): reloads += 1
      case (.callback(.dealloc), .dealloc(.popToRoot)): popsToRoot += 1
      case (.callback(.dealloc), .dealloc(.dismiss)): dismissals += 1
      case (.callback(.viewDidAppear), .didAppear(.selectTab)): tabSelections += 1
      case (.callback(.viewDidAppear), .didAppear(.swipeBackCancelled)): cancelledSwipes += 1
      case (.callback(.dealloc), .dealloc(.swipeBack)): finishedSwipes += 1
      case (.effect(.presenterStaysInWindow), _): sheets += 1
      case (.callback(.viewWillTransitionToSize), _): sizeTransitions += 1
      case (.callback(.sceneWillConnect), .sceneReconnects(_, let restored)):
        reconnects += 1
        if !restored { initialUIReconnects += 1 }
      case (.callback(.viewIsAppearing), _): appearingCalls += 1
      case (.callback(.viewSafeAreaInsetsDidChange), _): safeAreaCalls += 1
      case (.effect(.deviceChanged), _), (.action, .deviceChanged): deviceChanges += 1
      case (.effect(.pushedAtLaunch), _): launchPushes += 1
      case (.callback(.supportedInterfaceOrientations), .onlySupportedOrientations):
        orientationsOnlyQuestions += 1
      case (.effect(.presentationControllerDidDismiss), _): sheetDelegateMessages += 1
      case (.callback(.updateProperties), _): propertiesPasses += 1
      case (.callback(.loadView), .loadView(_, .handlerTouchesView, _)): own["warningReads"] = 1
      case (.callback(.loadView), .loadView(_, .initTouchesView, _)): own["initReads"] = 1
      case (.effect(let effect), _) where Self.ownEffects.contains(effect):
        own["\(effect)"] = 1
      default: break
      }
    }
  }

  /// The effects a student's own code gives.
  static let ownEffects: [Effect] = [
    .observerAdded, .observersRemoved, .observersDangling, .observersRemovedAtDealloc,
    .timerScheduled, .timerInvalidated, .inputReleased, .inputBlank, .superSkipped, .wrongSuper,
  ]

  /// The own-code paths that never happened.
  var ownMissing: [String] {
    (Self.ownEffects.map { "\($0)" } + ["warningReads", "initReads"]).filter { own[$0] == nil }
  }

  /// The counters that stayed at zero.
  var missing: [String] {
    let all: [(String, Int)] = [
      ("refusals", refusals), ("terminations", terminations),
      ("systemWarnings", systemWarnings), ("restarts", restarts), ("unloads", unloads),
      ("unsafeReloads", unsafeReloads), ("reloads", reloads), ("popsToRoot", popsToRoot),
      ("dismissals", dismissals), ("tabSelections", tabSelections),
      ("urgentWarnings", urgentWarnings), ("leaks", leaks), ("heldOutletsFreed", heldOutletsFreed),
      ("viewStatesRestored", viewStatesRestored), ("viewStatesGone", viewStatesGone),
      ("superSkipped", superSkipped), ("viewsKept", viewsKept), ("rotations", rotations),
      ("resizes", resizes), ("backingStoresRedrawn", backingStoresRedrawn), ("insets", insets),
      ("taps", taps), ("cancelledSwipes", cancelledSwipes), ("finishedSwipes", finishedSwipes),
      ("sheets", sheets), ("sizeTransitions", sizeTransitions), ("reconnects", reconnects),
      ("appearingCalls", appearingCalls), ("safeAreaCalls", safeAreaCalls),
      ("deviceChanges", deviceChanges), ("launchPushes", launchPushes),
      ("initialUIReconnects", initialUIReconnects),
      ("orientationsOnlyQuestions", orientationsOnlyQuestions),
      ("sheetDelegateMessages", sheetDelegateMessages), ("propertiesPasses", propertiesPasses),
    ]
    return all.filter { $0.1 == 0 }.map(\.0)
  }
}
