import Testing
import VCLifeCore

/// Where controller X stands when the warning comes.
enum Situation: String, Sendable, CaseIterable {
  /// Loaded, under a pushed controller: `root nav X`, `push B`.
  case offWindow
  /// Never loaded, in an unselected tab: `root tabs A X`.
  case neverLoaded
  /// On screen: `root nav X`.
  case visible

  var setup: [Action] {
    switch self {
    case .offWindow: [.launch(.navigation("X")), .push("B")]
    case .neverLoaded: [.launch(.tabs([TabSpec(name: "A"), TabSpec(name: "X")]))]
    case .visible: [.launch(.navigation("X"))]
    }
  }
}

/// One row of the table of SPEC §4: what X's `didReceiveMemoryWarning` does. X comes from a
/// storyboard, so iOS 5's super can unload it (SPEC §9.2; `KeptViewTests` has the code case).
struct HandlerCase: Sendable, CustomTestStringConvertible {
  var behavior: SystemBehavior
  var handler: WarningHandler
  var situation: Situation
  /// X's callbacks during the warning.
  var callbacks: [String]
  /// X's effects during the warning.
  var effects: [String]
  /// X's state after it (see `AppState.flags`).
  var flags: String

  var testDescription: String {
    "iOS \(behavior.rawValue) \(handler.rawValue) \(situation.rawValue)"
  }
}

private let received = "X didReceiveMemoryWarning"
private let unload = ["X viewWillUnload", "X viewDidUnload"]
private let reload = ["X loadView", "X viewDidLoad"]
/// `view = nil`, then the controller's code releases what viewDidLoad created (SPEC §11.2).
private let release = ["X viewReleased", "X contentReleased"]
/// A storyboard's loadView connects X's outlets before viewDidLoad (SPEC §11.8).
private let connect = ["X outletsConnected"]

/// The whole table: 2 behaviours × 4 handlers × 3 situations.
private let handlerCases: [HandlerCase] =
  [
    // Off-window, loaded, caches full.
    HandlerCase(
      behavior: .iOS6, handler: .none, situation: .offWindow, callbacks: [received],
      effects: ["X backingStoreFreed"], flags: "loaded caches navItem"),
    HandlerCase(
      behavior: .iOS6, handler: .purgeCaches, situation: .offWindow, callbacks: [received],
      effects: ["X backingStoreFreed", "X cachesPurged"], flags: "loaded navItem"),
    HandlerCase(
      behavior: .iOS6, handler: .releaseView, situation: .offWindow, callbacks: [received],
      effects: ["X backingStoreFreed"] + release, flags: "nil caches navItem"),
    HandlerCase(
      behavior: .iOS6, handler: .releaseViewUnsafe, situation: .offWindow, callbacks: [received],
      effects: ["X backingStoreFreed"] + release, flags: "nil caches navItem"),
    HandlerCase(
      behavior: .iOS5, handler: .none, situation: .offWindow, callbacks: [received] + unload,
      effects: release, flags: "nil caches navItem"),
    HandlerCase(
      behavior: .iOS5, handler: .purgeCaches, situation: .offWindow,
      callbacks: [received] + unload, effects: release + ["X cachesPurged"],
      flags: "nil navItem"),
    HandlerCase(
      behavior: .iOS5, handler: .releaseView, situation: .offWindow,
      callbacks: [received] + unload, effects: release, flags: "nil caches navItem"),
    // Listing 4-3 in iOS 5: super has just unloaded the view; the handler loads it again.
    HandlerCase(
      behavior: .iOS5, handler: .releaseViewUnsafe, situation: .offWindow,
      callbacks: [received] + unload + reload, effects: release + connect + release,
      flags: "nil caches navItem"),
  ]
  + SystemBehavior.allCases.flatMap { behavior in
    [
      // Never loaded: nothing to free; only the unsafe handler loads the view.
      HandlerCase(
        behavior: behavior, handler: .none, situation: .neverLoaded, callbacks: [received],
        effects: [], flags: "nil"),
      HandlerCase(
        behavior: behavior, handler: .purgeCaches, situation: .neverLoaded, callbacks: [received],
        effects: [], flags: "nil"),
      HandlerCase(
        behavior: behavior, handler: .releaseView, situation: .neverLoaded, callbacks: [received],
        effects: [], flags: "nil"),
      HandlerCase(
        behavior: behavior, handler: .releaseViewUnsafe, situation: .neverLoaded,
        callbacks: [received] + reload, effects: connect + release, flags: "nil"),
      // Visible: never unloaded, backing store kept; only caches can go.
      HandlerCase(
        behavior: behavior, handler: .none, situation: .visible, callbacks: [received],
        effects: [], flags: "loaded window store caches navItem"),
      HandlerCase(
        behavior: behavior, handler: .purgeCaches, situation: .visible, callbacks: [received],
        effects: ["X cachesPurged"], flags: "loaded window store navItem"),
      HandlerCase(
        behavior: behavior, handler: .releaseView, situation: .visible, callbacks: [received],
        effects: [], flags: "loaded window store caches navItem"),
      HandlerCase(
        behavior: behavior, handler: .releaseViewUnsafe, situation: .visible,
        callbacks: [received], effects: [], flags: "loaded window store caches navItem"),
    ]
  }

/// SPEC §4: super's part by system version, then the controller's own handler, in tree order.
@Suite("Memory warnings")
struct MemoryWarningTests {
  @Test("the handler table has every behaviour × handler × situation")
  func tableIsComplete() {
    let keys = Set(handlerCases.map(\.testDescription))
    // Off the window: 4 handlers × iOS 5 and iOS 6 (later versions keep iOS 6's rules);
    // never loaded and visible: 8 per version.
    let count = 8 + 8 * SystemBehavior.allCases.count
    #expect(keys.count == count)
    #expect(handlerCases.count == count)
  }

  @Test("super's part, then the handler", arguments: handlerCases)
  func handler(_ row: HandlerCase) {
    var session = makeSession(
      row.behavior, define("X", origin: .storyboard, onWarning: row.handler))
    session.run(row.situation.setup)
    let warning = session.run(.warning)
    #expect(session.callbacks(warning, of: "X") == row.callbacks)
    #expect(session.effects(warning, of: "X") == row.effects)
    #expect(session.state.flags("X") == row.flags)
  }

  @Test("the log says who released the view and why", arguments: SystemBehavior.allCases)
  func releaseReasons(behavior: SystemBehavior) throws {
    var session = makeSession(
      behavior, define("X", origin: .storyboard, onWarning: .releaseViewUnsafe),
      .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "X")])))
    let warning = session.run(.warning)
    let load = try #require(session.index(of: "X", .loadView, in: warning))
    #expect(
      session.events[load].reason == .loadView(.storyboard, .handlerReadsView, isReload: false))
    let released = try #require(session.index(of: "X", effect: .viewReleased, in: warning))
    #expect(session.events[released].reason == .releasedByUnsafeHandler(reloaded: true))

    var safe = makeSession(
      behavior, define("X", origin: .storyboard, onWarning: .releaseView),
      .launch(.navigation("X")), .push("B"))
    let safeWarning = safe.run(.warning)
    let reasons = safeWarning.filter { safe.events[$0].effect == .viewReleased }
      .map { safe.events[$0].reason }
    // iOS 5: super has already released the view, so the safe handler finds it nil.
    #expect(reasons == (behavior == .iOS5 ? [.releasedBySuper()] : [.releasedByHandler(.iOS6)]))
  }

  /// X (Listing 4-3's handler) under B in a navigation controller, then a warning.
  private func warnUnsafeUnderPush(_ behavior: SystemBehavior) -> (Session, Range<Int>) {
    var session = makeSession(
      behavior, define("X", origin: .storyboard, onWarning: .releaseViewUnsafe),
      .launch(.navigation("X")), .push("B"))
    let warning = session.run(.warning)
    return (session, warning)
  }

  @Test("Listing 4-3 on a loaded view off screen releases it and wastes nothing")
  func unsafeHandlerOnALoadedView() throws {
    // iOS 6+: nothing unloads the view before the handler, so [self.view window] reads a view
    // that is there; the release is the safe handler's, and the log must not say "wasted".
    let (session, warning) = warnUnsafeUnderPush(.iOS6)
    #expect(session.index(of: "X", .loadView, in: warning) == nil)
    let released = try #require(session.index(of: "X", effect: .viewReleased, in: warning))
    let event = session.events[released]
    #expect(event.reason == .releasedByUnsafeHandler(reloaded: false))
    #expect(!Narrator.line(for: event, in: .english).contains("wasted"))
    #expect(!Narrator.line(for: event, in: .chinese).contains("白做"))
  }

  @Test("in iOS 5 the unsafe handler's reload comes right after super's unload")
  func unsafeRightAfterUnload() throws {
    let (session, warning) = warnUnsafeUnderPush(.iOS5)
    let start = try #require(session.index(of: "X", .didReceiveMemoryWarning, in: warning))
    #expect(
      session.lines(start..<(start + 11)) == [
        "X didReceiveMemoryWarning", "X viewWillUnload", "X [viewReleased]", "X viewDidUnload",
        "X [contentReleased]", "X loadView", "X [outletsConnected]", "X viewDidLoad",
        "X [viewReleased]", "X [contentReleased]", "B didReceiveMemoryWarning",
      ])
  }

  @Test("the warning follows the controller tree", arguments: SystemBehavior.allCases)
  func treeOrder(behavior: SystemBehavior) {
    // On the 3.5" phone of every version: a later phone's larger views would reach the
    // warning level during the setup, and this is about the tree, not the phone.
    var session = makeSession(
      behavior, .setDevice(.classic), define("A", origin: .storyboard),
      define("B", origin: .storyboard),
      define("C", origin: .storyboard), define("M", origin: .storyboard),
      .launch(
        .tabs([
          TabSpec(name: "A", inNavigation: true), TabSpec(name: "T"),
          TabSpec(name: "U", inNavigation: true),
        ])),
      .push("B"), .push("C"), .presentFullScreen("M"), .presentFullScreen("N"))
    let warning = session.run(.warning)
    #expect(
      session.callbacks(warning).filter { !$0.hasSuffix("Unload") } == [
        "App applicationDidReceiveMemoryWarning:", "UITabBarController didReceiveMemoryWarning",
        "UINavigationController didReceiveMemoryWarning", "A didReceiveMemoryWarning",
        "B didReceiveMemoryWarning", "C didReceiveMemoryWarning", "T didReceiveMemoryWarning",
        "UINavigationController didReceiveMemoryWarning", "U didReceiveMemoryWarning",
        "M didReceiveMemoryWarning", "N didReceiveMemoryWarning",
      ])
    switch behavior.memoryRules {
    case .iOS5:
      #expect(
        session.effects(warning) == [
          "A viewReleased", "A contentReleased", "B viewReleased", "B contentReleased",
          "C viewReleased", "C contentReleased", "M viewReleased", "M contentReleased",
        ])
      for name in ["A", "B", "C", "M", "T", "U"] {
        #expect(session.state.controllers[name]?.isViewLoaded == false, "\(name)")
      }
    default:
      #expect(
        session.effects(warning) == [
          "A backingStoreFreed", "B backingStoreFreed", "C backingStoreFreed",
          "M backingStoreFreed",
        ])
      for name in ["A", "B", "C", "M"] {
        #expect(session.state.flags(name) == "loaded caches" + (name == "M" ? "" : " navItem"))
      }
    }
    #expect(session.state.flags("N") == "loaded window store caches")
  }

  @Test("iOS 5 unload: the view is valid at viewWillUnload and nil at viewDidUnload")
  func unloadSteps() throws {
    var session = makeSession(
      .iOS5, define("A", origin: .storyboard), .launch(.navigation("A")), .push("B"))
    let aBefore = try #require(session.state.controllers["A"])
    let warning = session.run(.warning)
    let willUnload = try #require(session.index(of: "A", .viewWillUnload, in: warning))
    let didUnload = try #require(session.index(of: "A", .viewDidUnload, in: warning))
    #expect(session.state(afterEvent: willUnload).flags("A") == "loaded store caches navItem")
    #expect(session.state(afterEvent: didUnload).flags("A") == "nil caches navItem")
    let released = try #require(session.index(of: "A", effect: .viewReleased, in: warning))
    // SPEC §11.2: view = nil frees the views and their backing store; the content is the
    // controller's, and viewDidUnload releases it as an effect of its own.
    #expect(
      deltaText(session.events[released].delta)
        == "views-\(aBefore.memory.views) backingStore-\(Size.backingStore)")
    let content = try #require(session.index(of: "A", effect: .contentReleased, in: warning))
    #expect(content > didUnload)
    #expect(deltaText(session.events[content].delta) == "content-\(Size.content)")
  }

  @Test("the visible view is never unloaded", arguments: SystemBehavior.allCases)
  func visibleKept(behavior: SystemBehavior) {
    for handler in WarningHandler.allCases {
      var session = makeSession(
        behavior, define("M", onWarning: handler), .launch(.navigation("A")), .present("M"))
      session.run(.warning, .warning)
      #expect(session.state.controllers["M"]?.isViewLoaded == true, "\(handler)")
      #expect(session.state.controllers["M"]?.hasBackingStore == true, "\(handler)")
      #expect(session.state.controllers["M"]?.loadCount == 1, "\(handler)")
    }
  }

  // MARK: Caches

  @Test("caches are filled right after the first viewDidAppear:, and not again while full")
  func cachesFilledOnce() throws {
    var session = makeSession()
    let launch = session.run(.launch(.navigation("A")))
    let didAppear = try #require(session.index(of: "A", .viewDidAppear, in: launch))
    #expect(session.event(at: didAppear + 1)?.line == "A [cachesFilled]")
    #expect(session.event(at: didAppear + 1)?.delta.caches == Size.caches)
    let roundTrip = session.run(.push("B"), .pop)
    #expect(session.effects(roundTrip, of: "A").contains("A cachesFilled") == false)
  }

  @Test("purge-caches empties them; the next viewDidAppear: fills them again")
  func cachesPurgedAndRefilled() {
    var session = makeSession(
      .iOS6, define("A", onWarning: .purgeCaches), .launch(.navigation("A")), .push("B"))
    let warning = session.run(.warning)
    let purged = warning.first { session.events[$0].effect == .cachesPurged }
    #expect(purged.map { session.events[$0].delta.caches } == -Size.caches)
    #expect(session.state.controllers["A"]?.cachesFull == false)
    // A second warning finds them empty: nothing to purge.
    let again = session.run(.warning)
    #expect(session.effects(again, of: "A") == [])
    let pop = session.run(.pop)
    #expect(
      session.effects(pop, of: "A") == [
        "A layoutSubviews", "A viewAddedToWindow", "A cachesFilled",
      ])
    #expect(session.state.controllers["A"]?.cachesFull == true)
  }

  @Test("a controller without caches never fills them")
  func noCaches() {
    var profile = MemoryProfile.standard
    profile.caches = 0
    let session = makeSession(.iOS6, define("A", memory: profile), .launch(.navigation("A")))
    #expect(session.effects(0..<session.events.count).contains("A cachesFilled") == false)
    #expect(session.state.flags("A") == "loaded window store navItem")
  }
}
