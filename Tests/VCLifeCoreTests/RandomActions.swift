import VCLifeCore

/// SplitMix64: a tiny deterministic generator, so a failing seed replays the same actions on
/// any machine and any Swift version (the standard library's `random(in:using:)` makes no
/// such promise, so it is not used).
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// True `percent` times in a hundred.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// One element of a non-empty array.
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Random actions over a small pool of names, so that live names are reused and refusals,
/// warnings, terminations and restarts all happen.
struct RandomActions {
  var rng: SplitMix64
  /// The own-code settings' draws (SPEC §16.2), apart, so adding them left the actions of
  /// every seed as they were (and the rare paths the coverage check counts still reached).
  var ownRNG: SplitMix64
  /// Whether templates may have the own-code settings at all.
  var withOwnCode = false
  let names = ["A", "B", "C", "D", "E", "F", "G"]

  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
    ownRNG = SplitMix64(seed: ~seed)
  }

  /// The next action, a little biased by the state so that the app spends most of its time
  /// running.
  mutating func next(for state: AppState) -> Action {
    if state.isTerminated && rng.chance(50) { return .restart }
    if !state.layout.isLaunched && rng.chance(60) && state.scene == .active {
      return .launch(root())
    }
    // SPEC §12: a swipe under way mostly ends; a scene mostly comes back.
    if state.gesture != nil && rng.chance(70) {
      return rng.chance(50) ? .finishGesture : .cancelGesture
    }
    if state.scene != .active && rng.chance(60) {
      return rng.chance(70) ? .foreground : .reclaim
    }
    if rng.chance(8) {
      return rng.pick([
        .swipe, .swipe, .swipe, .finishGesture, .cancelGesture, .background, .foreground,
        .reclaim, .presentFullScreen(name(preferringFreeIn: state)),
        .setDevice(rng.pick(Phone.allCases)), .setRestoration(rng.chance(50)),
      ])
    }
    switch rng.below(100) {
    case 0..<20: return .push(name(preferringFreeIn: state))
    case 20..<30: return .pop
    case 30..<33: return .popToRoot
    case 33..<40: return .present(name(preferringFreeIn: state))
    case 40..<43: return .presentInNavigation(name(preferringFreeIn: state))
    case 43..<51: return .dismiss
    case 51..<60:
      // Mostly a controller some tab holds, so that selections happen, not only refusals.
      let held = state.layout.hasTabBar ? state.layout.tabs.flatMap(\.controllers) : []
      let tab = held.isEmpty || rng.chance(20) ? name() : rng.pick(held)
      return rng.chance(50) ? .tap(tab) : .selectTab(tab)
    case 60..<65: return .warning
    case 65..<70: return .access(name())
    case 70..<72: return .isViewLoaded(name())
    case 72..<75: return .setBehavior(behavior())
    case 75..<79: return .rotate(rng.pick(Orientation.allCases))
    case 79..<82: return .setStatusBar(rng.pick(StatusBarMode.allCases))
    case 82..<89: return .define(template())
    case 89..<95: return .launch(root())
    default: return .restart
    }
  }

  mutating func name() -> String { rng.pick(names) }

  /// A version: every one of them, but iOS 5 and 6 as often as before the later versions
  /// came, so that iOS 5's unloads (and what follows them) stay common.
  mutating func behavior() -> SystemBehavior {
    rng.chance(50) ? rng.pick([.iOS5, .iOS6]) : rng.pick(SystemBehavior.allCases)
  }

  /// Mostly a name with no live controller, so that pushes and presents mostly succeed.
  mutating func name(preferringFreeIn state: AppState) -> String {
    let free = names.filter { state.controllers[$0] == nil }
    return free.isEmpty || rng.chance(25) ? name() : rng.pick(free)
  }

  /// A root: plain, navigation (translucent or not), or one to seven tabs (sometimes with a
  /// name twice).
  mutating func root() -> RootSpec {
    switch rng.below(100) {
    case 0..<20: return .plain(name())
    case 20..<50: return .navigation(name(), translucent: rng.chance(40))
    case 50..<55:
      // SPEC §12 "18": the launch code pushes right away (sometimes a name twice: refused).
      return .navigationPushing(
        name(), translucent: rng.chance(40), pushed: (0...rng.below(2)).map { _ in name() })
    default:
      var pool = names
      var tabs: [TabSpec] = []
      // Up to seven tabs: more than five puts the last ones under More (SPEC §9.4).
      for _ in 0...rng.below(7) {
        let name = rng.chance(5) ? name() : pool.remove(at: rng.below(pool.count))
        tabs.append(TabSpec(name: name, inNavigation: rng.chance(50)))
      }
      return .tabs(tabs)
    }
  }

  /// A template with a random origin, handler, Auto Layout flag, tree and (sometimes) sizes.
  mutating func template() -> ControllerTemplate {
    var subviews: [ViewNode] = []
    for _ in 0..<rng.below(5) {
      subviews.append(ViewNode("UIView", rng.chance(30) ? [ViewNode("UILabel")] : []))
    }
    var memory = MemoryProfile.standard
    if rng.chance(30) {
      let mebibyte = 1024 * 1024
      memory = MemoryProfile(
        controller: rng.below(mebibyte), perView: rng.below(256 * 1024),
        content: rng.below(6 * mebibyte),
        backingStore: rng.chance(50) ? nil : rng.below(4 * mebibyte),
        caches: rng.chance(25) ? 0 : rng.below(8 * mebibyte))
    }
    var template = ControllerTemplate(
      name: name(), origin: rng.pick(Origin.allCases), callsSuper: rng.chance(50),
      onWarning: rng.pick(WarningHandler.allCases), autoLayout: rng.chance(20),
      fullScreenLayout: rng.chance(30), rotates: rng.chance(80),
      viewTree: ViewNode(rng.pick(["UIView", "UITableView", "UIScrollView"]), subviews),
      memory: memory)
    if rng.chance(40) { template.gotchas = gotchas() }
    return template
  }

  /// The mistakes of SPEC §10, each on or off.
  mutating func gotchas() -> Gotchas {
    var gotchas = Gotchas()
    gotchas.callsSuperOnWarning = rng.chance(60)
    gotchas.releasesOutlets = rng.chance(50)
    if rng.chance(30) { gotchas.outlets = rng.chance(50) ? ["UILabel", "UIView"] : [] }
    gotchas.retainCycle = rng.chance(30)
    gotchas.savesViewState = rng.chance(50)
    if rng.chance(60) { gotchas.viewState = "draft" }
    if withOwnCode && ownRNG.chance(60) { ownCode(&gotchas) }
    return gotchas
  }

  /// What a student's own class does (SPEC §16.2): observers and timers added and removed in
  /// any lifecycle method, data passed in, super marks, a view read in init or in the warning.
  mutating func ownCode(_ gotchas: inout Gotchas) {
    let adders = OwnMethod.allCases.filter { $0 != .dealloc }
    func registration() -> Registration {
      Registration(
        addedIn: ownRNG.pick(adders),
        removedIn: ownRNG.chance(30) ? nil : ownRNG.pick(OwnMethod.allCases))
    }
    if ownRNG.chance(50) { gotchas.observer = registration() }
    if ownRNG.chance(50) { gotchas.timer = registration() }
    gotchas.releasesInput = ownRNG.chance(30)
    gotchas.initTouchesView = ownRNG.chance(20)
    gotchas.warningTouchesView = ownRNG.chance(20)
    if ownRNG.chance(30) { gotchas.skipsSuper = [ownRNG.pick(OwnMethod.appearance)] }
    if ownRNG.chance(20) {
      gotchas.wrongSuper = [WrongSuper(.viewWillDisappear, calls: .viewWillAppear)]
    }
  }
}
