import VCLifeCore

/// What UIKit itself fixes about one action's callbacks (SPEC §14), and on what documented
/// rule: the only orders a generated item may grade. Within one controller, the documented
/// sequences; across controllers, only the app delegate's warning first and the documented
/// pairs of one transition's incoming and outgoing controller. Never warnings, unloads or
/// deallocs across controllers (notification and release order), rotation, trait or size
/// messages across controllers, a tab switch's layout against the other tab, the scene's
/// callbacks against a controller's, nor a line whose reason is this simulator's own order
/// or reading.
struct UIKitFixes: Sendable {
  /// A documented rule an item rests on, as a short citation: a SPEC section and the seed
  /// passage or published log behind it.
  struct Basis: Hashable, Sendable, Comparable {
    let citation: String
    static func < (lhs: Basis, rhs: Basis) -> Bool { lhs.citation < rhs.citation }
  }

  /// The action's callbacks, in the order the simulator makes them.
  let callbacks: [Event]
  /// `fixed[i][j]` (i < j): the rules by which UIKit fixes that callback i comes before j,
  /// directly or through callbacks between them; nil when it does not.
  private let fixed: [[Set<Basis>?]]

  /// The rules for one action's events on `version` (its effects are ignored).
  init<S: Sequence>(_ events: S, on version: SystemBehavior) where S.Element == Event {
    let callbacks = events.filter { $0.kind == .callback }
    self.callbacks = callbacks
    let roles = Self.roles(callbacks)
    // A UIKit container's name is its class's: two navigation controllers log alike, so a
    // container's callbacks are one object's only while none of them repeats.
    var seen: [String: Int] = [:]
    for event in callbacks { seen[event.token, default: 0] += 1 }
    let ambiguous = Set(
      callbacks.filter { $0.object.hasPrefix("UI") && seen[$0.token, default: 0] > 1 }.map(\.object)
    )
    let count = callbacks.count
    var fixed = [[Set<Basis>?]](
      repeating: [Set<Basis>?](repeating: nil, count: count), count: count)
    for i in 0..<count {
      for j in (i + 1)..<max(count, i + 1) {
        let (a, b) = (callbacks[i], callbacks[j])
        guard !ambiguous.contains(a.object), !ambiguous.contains(b.object),
          !Self.isSimulatorsOwn(a, on: version), !Self.isSimulatorsOwn(b, on: version),
          let basis = Self.direct(a, b, roles: roles)
        else { continue }
        fixed[i][j] = [basis]
      }
    }
    // What is fixed through a callback between them is fixed too (never through a line of
    // this simulator's own: that one has no rule at all), save a warning, an unload or a
    // dealloc against another controller: their moment is the notification's or the release's.
    for span in 2..<max(count, 2) {
      for i in 0..<(count - span) {
        let j = i + span
        guard fixed[i][j] == nil, Self.comparableAcross(callbacks[i], callbacks[j]) else {
          continue
        }
        for k in (i + 1)..<j {
          if let left = fixed[i][k], let right = fixed[k][j] {
            fixed[i][j] = left.union(right)
            break
          }
        }
      }
    }
    self.fixed = fixed
  }

  /// The rules by which UIKit fixes that the callback at `first` comes before the one at
  /// `second` (indices into `callbacks`, `first < second`); nil when UIKit leaves it open.
  func basis(_ first: Int, before second: Int) -> Set<Basis>? {
    guard first < second, callbacks.indices.contains(first), callbacks.indices.contains(second)
    else { return nil }
    return fixed[first][second]
  }

  /// The rules that fix every pair of `indices` (in the simulator's order), or nil when one
  /// pair is left open: what an `order` item over those callbacks rests on.
  func basis(ordering indices: [Int]) -> Set<Basis>? {
    let sorted = indices.sorted()
    var all: Set<Basis> = []
    for (a, first) in sorted.enumerated() {
      for second in sorted.dropFirst(a + 1) {
        guard let rules = basis(first, before: second) else { return nil }
        all.formUnion(rules)
      }
    }
    return all
  }

  // MARK: - What is this simulator's own

  /// Whether an event's reason is this simulator's own order or reading, which no item may
  /// grade (its narration says so): an off-window child told of a size change, the iOS 26
  /// properties pass, a cancelled swipe's second `didMoveToParentViewController:`, an iOS 5 unload of a view still in a superview, an order at
  /// launch kept on versions no log shows, a student's super mark, observers left at dealloc
  /// under iOS 8's rules (which stand for 8 to 10); and from iOS 7 the backing store's release at a
  /// warning (the iOS 6 guide's rule, tied to leaving the window: SPEC §14.3).
  static func isSimulatorsOwn(_ event: Event, on version: SystemBehavior) -> Bool {
    switch event.reason {
    case .updateProperties, .stillInNavigation, .presentationWillDismiss: return true
    case .willTransitionToSize(_, let inWindow, let presenter): return !inWindow && !presenter
    case .releasedBySuper(let inSuperview): return inSuperview
    case .navigationItemCreated(let fromStoryboard): return fromStoryboard
    case .pushAtLaunch(_, let rootLoads): return rootLoads && version < .iOS17
    case .backingStoreFreed: return version > .iOS6
    // A student's super marks change nothing (SPEC §16.2); iOS 8's rules stand for 8 to 10,
    // where the center's removal of observers changed at 9.
    case .superSkipped, .wrongSuper: return true
    case .observersAtDealloc(_, let removedByCenter): return removedByCenter == nil
    default: return false
    }
  }

  /// The tokens of the events a student's answer may rest on, sorted: what is left of a log
  /// once this simulator's own lines are taken out, as a multiset. Two configurations whose
  /// logs differ only in their order, or only in lines of this simulator's own, give the same.
  static func gradable<S: Sequence>(_ events: S, on version: SystemBehavior) -> [String]
  where S.Element == Event {
    events.filter { !isSimulatorsOwn($0, on: version) }.map(\.token).sorted()
  }

  // MARK: - The rules

  /// A warning, an unload or a dealloc: when it comes for each controller is the warning
  /// notification's order or the release order (SPEC §11.5), never asked across controllers.
  static let releasing: Set<Selector> = [
    .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload, .dealloc,
  ]

  /// Whether two callbacks may be ordered at all, through others: one object's, or neither a
  /// warning, an unload nor a dealloc (the app delegate's warning comes before them all).
  static func comparableAcross(_ a: Event, _ b: Event) -> Bool {
    if a.object == b.object || selector(a) == .applicationDidReceiveMemoryWarning { return true }
    return !(selector(a).map(releasing.contains) ?? false)
      && !(selector(b).map(releasing.contains) ?? false)
  }

  /// Which side of a transition a controller is on in this action: incoming (it appears) or
  /// outgoing (it disappears), and the transition.
  enum Side: Equatable { case incoming, outgoing }

  /// Transitions whose two controllers' documented pairs are known (SPEC §3, §14.1, published
  /// logs); a sheet's presenter hears nothing, a swipe splits into two actions, a reconnect
  /// is the app's own code. A rule only confirms a pair in the order the simulator made it:
  /// §14.1 puts the outgoing did-disappear first on a full-screen present and dismiss too,
  /// where this simulator (§3) sends the presented controller's viewDidAppear: first, so that
  /// pair is never asked.
  static let pairedTransitions: Set<Transition> = [
    .push, .pop, .popToRoot, .tapToRoot, .selectTab, .present, .dismiss,
  ]

  static func roles(_ callbacks: [Event]) -> [String: (Transition, Side)] {
    var roles: [String: (Transition, Side)] = [:]
    for event in callbacks {
      switch event.reason {
      case .willAppear(let t), .didAppear(let t), .isAppearing(let t):
        roles[event.object] = roles[event.object] ?? (t, .incoming)
      case .willDisappear(let t), .didDisappear(let t):
        roles[event.object] = roles[event.object] ?? (t, .outgoing)
      default: break
      }
    }
    return roles
  }

  static func selector(_ event: Event) -> Selector? {
    if case .callback(let selector) = event.name { return selector }
    return nil
  }

  static let appearance: Set<Selector> = [
    .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
  ]
  static let layout: Set<Selector> = [
    .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
    .viewSafeAreaInsetsDidChange,
  ]
  static let load: Set<Selector> = [.loadView, .viewDidLoad]
  static let creation: Set<Selector> = [.initWithNibNameBundle, .initWithCoder, .awakeFromNib]
  static let scene: Set<Selector> = [
    .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
    .sceneDidEnterBackground, .stateRestorationActivityForScene, .sceneDidDisconnect,
  ]

  /// The documented pairs of one object, each with its citation: (earlier, later).
  static let oneObject: [(Set<Selector>, Set<Selector>, String)] = {
    let all = Set(Selector.allCases)
    let shown = appearance.union(layout)
    return [
      (
        [.initWithNibNameBundle, .initWithCoder],
        all.subtracting([.initWithNibNameBundle, .initWithCoder]),
        "SPEC §14.1: init comes first (UIViewController reference, “Initializing”)"
      ),
      (
        [.awakeFromNib], all.subtracting(creation),
        "SPEC §14.1: initWithCoder: › awakeFromNib before the load cycle (seed 000, storyboards)"
      ),
      ([.initWithCoder], [.awakeFromNib], "SPEC §14.1: initWithCoder: › awakeFromNib (seed 000)"),
      (all.subtracting([.dealloc]), [.dealloc], "SPEC §14.1: dealloc last (seed 000)"),
      ([.loadView], [.viewDidLoad], "SPEC §2: loadView › viewDidLoad (seed 000, Listing 4-1)"),
      (
        load, shown,
        "SPEC §2, §3: a view loads before it is shown or laid out (seed 000, “the view property”)"
      ),
      (
        [.willMoveToParentViewController], [.didMoveToParentViewController],
        "SPEC §14.1: willMoveToParentViewController: › didMoveToParentViewController: (UIViewController reference, containment)"
      ),
      (
        [.willMoveToParentViewController], appearance,
        "SPEC §3: willMoveToParentViewController: before the transition (seed 001; published logs)"
      ),
      (
        appearance, [.didMoveToParentViewController],
        "SPEC §3: didMoveToParentViewController: after the transition (seed 001; published logs)"
      ),
      (
        [.viewWillAppear], [.viewIsAppearing, .viewDidAppear],
        "SPEC §14.1: viewWillAppear: › (viewIsAppearing:) › viewDidAppear: (UIViewController reference)"
      ),
      (
        [.viewIsAppearing], [.viewDidAppear], "SPEC §13.2, §14.1: viewIsAppearing: › viewDidAppear:"
      ),
      (
        [.viewWillDisappear], [.viewDidDisappear],
        "SPEC §14.1: viewWillDisappear: › viewDidDisappear: (UIViewController reference)"
      ),
      (
        [.viewWillAppear], layout,
        "SPEC §3: viewWillAppear: before the layout pass (published logs)"
      ),
      (layout, [.viewDidAppear], "SPEC §3: the layout pass before viewDidAppear: (published logs)"),
      (
        [.updateViewConstraints], [.viewWillLayoutSubviews, .viewDidLayoutSubviews],
        "SPEC §8: the constraints pass before the layout pass (seed 001, appendix 1)"
      ),
      (
        [.viewWillLayoutSubviews], [.viewDidLayoutSubviews],
        "SPEC §8: viewWillLayoutSubviews › viewDidLayoutSubviews (seed 001, appendix 1)"
      ),
      (
        [.viewSafeAreaInsetsDidChange], [.viewWillLayoutSubviews, .viewDidLayoutSubviews],
        "SPEC §15.6: viewSafeAreaInsetsDidChange before the layout (a published log)"
      ),
      (
        [.willTransitionToTraitCollection], [.viewWillTransitionToSize, .traitCollectionDidChange],
        "SPEC §14.1: will-trait › size › did-trait (iOS 8+; published logs)"
      ),
      (
        [.viewWillTransitionToSize], [.traitCollectionDidChange],
        "SPEC §14.1: will-trait › size › did-trait (iOS 8+; published logs)"
      ),
      (
        [
          .shouldAutorotateToInterfaceOrientation, .shouldAutorotate,
          .supportedInterfaceOrientations,
        ],
        [
          .willRotateToInterfaceOrientation, .willAnimateRotationToInterfaceOrientation,
          .didRotateFromInterfaceOrientation,
        ],
        "SPEC §8: asked before it turns (UIViewController reference, iOS 5 and 6 rotation)"
      ),
      (
        [.willRotateToInterfaceOrientation],
        [.willAnimateRotationToInterfaceOrientation, .didRotateFromInterfaceOrientation],
        "SPEC §8: willRotate… › willAnimateRotation… › didRotate… (UIViewController reference)"
      ),
      (
        [.willAnimateRotationToInterfaceOrientation], [.didRotateFromInterfaceOrientation],
        "SPEC §8: willRotate… › willAnimateRotation… › didRotate… (UIViewController reference)"
      ),
      (
        [.didReceiveMemoryWarning], [.viewWillUnload, .viewDidUnload, .loadView, .viewDidLoad],
        "SPEC §4, §14.1: a controller's warning, then what it unloads or reloads (seed 000, Listing 4-3)"
      ),
      (
        [.viewWillUnload], [.viewDidUnload],
        "SPEC §14.1: iOS 5 warn › viewWillUnload › viewDidUnload (UIViewController reference, iOS 5)"
      ),
      (
        [.viewWillUnload, .viewDidUnload], load,
        "SPEC §4: super's unload runs before the handler reads the view (Listing 4-3)"
      ),
      (
        [.sceneWillConnect], [.sceneWillEnterForeground, .sceneDidBecomeActive],
        "SPEC §12: the scene's life cycle (UISceneDelegate reference)"
      ),
      (
        [.sceneWillEnterForeground], [.sceneDidBecomeActive],
        "SPEC §12: the scene's life cycle (UISceneDelegate reference)"
      ),
      (
        [.sceneWillResignActive],
        [.sceneDidEnterBackground, .stateRestorationActivityForScene, .sceneDidDisconnect],
        "SPEC §12: the scene's life cycle (UISceneDelegate reference)"
      ),
      (
        [.sceneDidEnterBackground, .stateRestorationActivityForScene], [.sceneDidDisconnect],
        "SPEC §13.10: the restoration activity before the disconnect (UISceneDelegate reference)"
      ),
    ]
  }()

  /// The rule that puts `a` before `b` (a earlier in the simulator's order), if UIKit has one;
  /// neither is this simulator's own (the caller checks).
  static func direct(_ a: Event, _ b: Event, roles: [String: (Transition, Side)]) -> Basis? {
    guard let first = selector(a), let second = selector(b) else { return nil }
    if a.object == b.object {
      return oneObject.first { $0.0.contains(first) && $0.1.contains(second) }
        .map { Basis(citation: $0.2) }
    }
    // Across objects: the app delegate first at a warning; never the scene's against a
    // controller's.
    if first == .applicationDidReceiveMemoryWarning, !scene.contains(second) {
      return Basis(
        citation:
          "SPEC §4, §14.1: the app delegate's applicationDidReceiveMemoryWarning: before any controller's warning"
      )
    }
    guard !scene.contains(first), !scene.contains(second),
      let (transition, sideA) = roles[a.object], let (other, sideB) = roles[b.object],
      transition == other, sideA != sideB, pairedTransitions.contains(transition)
    else { return nil }
    let incoming = sideA == .incoming
    switch (first, second) {
    case (let f, .viewWillDisappear) where incoming && (load.contains(f) || creation.contains(f)):
      return Basis(
        citation:
          "SPEC §14.1: the incoming controller loads before the outgoing hears viewWillDisappear: (seed 000; published logs)"
      )
    case (.viewWillDisappear, .viewDidAppear), (.viewWillAppear, .viewDidDisappear):
      return Basis(
        citation:
          "SPEC §3: both controllers' will-callbacks before either's did-callback (published logs)")
    case (.viewDidDisappear, .viewDidAppear) where !incoming:
      return Basis(
        citation:
          "SPEC §14.1: the outgoing viewDidDisappear: before the incoming viewDidAppear: (published logs)"
      )
    case (.willMoveToParentViewController, .viewWillAppear),
      (.willMoveToParentViewController, .viewWillDisappear):
      return Basis(
        citation: "SPEC §3: willMoveToParentViewController: before the transition starts (seed 001)"
      )
    case (.viewWillAppear, .didMoveToParentViewController),
      (.viewWillDisappear, .didMoveToParentViewController):
      return Basis(
        citation: "SPEC §3: didMoveToParentViewController: when the transition ends (seed 001)")
    default: return nil
    }
  }
}
