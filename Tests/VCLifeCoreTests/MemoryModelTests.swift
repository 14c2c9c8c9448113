import Testing
import VCLifeCore

/// SPEC §5: sizes, where each part is allocated and freed, the 75 % system warning and the
/// termination at 100 %.
@Suite("Memory model")
struct MemoryModelTests {
  @Test("the standard profile is Table 4-1's; the budget is 64 MB")
  func standardSizes() {
    let standard = MemoryProfile.standard
    #expect(standard.controller == 262_144)
    #expect(standard.perView == 65_536)
    #expect(standard.content == 2_097_152)
    // The backing store follows the frame (SPEC §8); the whole screen is Table 4-1's figure.
    #expect(standard.backingStore == nil)
    #expect(standard.backingStore(for: FrameSize(width: 320, height: 480)) == 2_457_600)
    #expect(standard.caches == 4_194_304)
    #expect(AppState.defaultBudget == 67_108_864)
    #expect(ViewNode.defaultTree.count == 3)
  }

  @Test("a shown controller holds every part; an unselected tab only its critical data")
  func breakdownAfterLaunch() {
    let session = makeSession(.iOS6, .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "T")])))
    var expected = MemoryBreakdown()
    expected.controller = 2 * Size.controller
    expected.views = 3 * Size.view
    expected.content = Size.content
    // A tab's child in portrait: 320×411 pt (480 less the status bar and the tab bar).
    let tabBackingStore = 320 * 411 * 16
    expected.backingStore = tabBackingStore
    expected.caches = Size.caches
    #expect(session.state.breakdown == expected)
    #expect(
      session.state.memory == Size.shown - Size.backingStore + tabBackingStore + Size.controller)
    #expect(session.state.controllers["T"]?.memory.total == Size.controller)
  }

  @Test("each event's memory is the previous one plus its delta")
  func runningTotal() {
    var session = makeSession(.iOS5)
    session.run(
      define("C", origin: .storyboard, onWarning: .releaseViewUnsafe),
      .launch(.tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "C")])),
      .push("B"), .present("M"), .warning, .dismiss, .setBehavior(.iOS6), .selectTab("C"),
      .warning, .selectTab("B"), .popToRoot, .access("C"))
    var total = 0
    for (index, event) in session.events.enumerated() {
      total += event.delta.total
      #expect(event.memory == total, "event \(index): \(event.line)")
    }
    #expect(session.state.memory == total)
    #expect(session.state.breakdown.total == total)
  }

  @Test("the iOS 6 warning frees exactly the off-window backing stores")
  func backingStoreFreedSize() {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .push("B"), .push("C"))
    let before = session.state.breakdown
    session.run(.warning)
    var freed = MemoryBreakdown()
    freed.backingStore = -2 * Size.backingStore
    #expect(session.state.breakdown - before == freed)
  }

  @Test(
    "push then pop leaves memory exactly as before",
    arguments: SystemBehavior.allCases, WarningHandler.allCases)
  func pushPopRoundTrip(behavior: SystemBehavior, handler: WarningHandler) {
    for warningBetween in [false, true] {
      for root in [
        RootSpec.navigation("A"),
        .tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "T")]),
      ] {
        var session = makeSession(
          behavior, define("A", onWarning: handler), define("T", onWarning: handler),
          define("B", onWarning: handler), .launch(root))
        let before = session.state
        session.run(.push("B"))
        if warningBetween { session.run(.warning) }
        session.run(.pop)
        let label = "warning: \(warningBetween), root: \(Action.launch(root).scriptText)"
        #expect(session.state.memory == before.memory, "\(label)")
        #expect(session.state.breakdown == before.breakdown, "\(label)")
        #expect(session.state.controllers.keys.sorted() == before.controllers.keys.sorted())
      }
    }
  }

  @Test(
    "present then dismiss leaves memory exactly as before",
    arguments: SystemBehavior.allCases, WarningHandler.allCases)
  func presentDismissRoundTrip(behavior: SystemBehavior, handler: WarningHandler) {
    for warningBetween in [false, true] {
      var session = makeSession(
        behavior, define("A", onWarning: handler), define("M", onWarning: handler),
        .launch(.plain("A")))
      let before = session.state
      // Full screen on every version: SPEC §3's round trip (a sheet is TodayTests').
      session.run(.presentFullScreen("M"))
      if warningBetween { session.run(.warning) }
      session.run(.dismiss)
      #expect(session.state.memory == before.memory, "warning: \(warningBetween)")
      #expect(session.state.breakdown == before.breakdown, "warning: \(warningBetween)")
    }
  }

  @Test("many pushes then pop to root, and a hundred round trips, leak nothing")
  func noLeaks() {
    for behavior in SystemBehavior.allCases {
      var session = makeSession(behavior, .launch(.navigation("A")))
      let before = session.state
      session.run(.push("B"), .push("C"), .push("D"), .present("M"), .dismiss, .popToRoot)
      #expect(session.state == before)
      for _ in 0..<100 { session.run(.push("B"), .pop) }
      #expect(session.state.memory == before.memory)
      #expect(session.state.breakdown == before.breakdown)
    }
  }

  // MARK: The system warning at 75 %

  @Test("crossing 75 % sends one system warning right after the action; it re-arms below 75 %")
  func systemWarningIOS6() throws {
    // 19 MiB: one shown controller (≈ 8.4 MiB) is below 75 %, two are above, and still are
    // after the warning frees one backing store.
    let budget = 19 * Size.mebibyte
    var session = makeSession(.iOS6, budget: budget, .launch(.navigation("A")))
    #expect(!session.events.contains { $0.object == "System" })

    let push = session.run(.push("B"))
    let warning = try #require(push.first { session.events[$0].object == "System" })
    #expect(session.events[warning - 1].line == "B didMoveToParentViewController:")
    #expect(
      session.lines(warning..<push.upperBound) == [
        "System > warning", "App applicationDidReceiveMemoryWarning:",
        "UINavigationController didReceiveMemoryWarning", "A didReceiveMemoryWarning",
        "A [backingStoreFreed]", "B didReceiveMemoryWarning",
      ])
    #expect(
      session.events[warning].reason
        == .systemWarning(percent: 2 * Size.shown * 100 / budget))
    // Still above 75 % after the warning: no second warning while it stays there.
    #expect(session.state.isAtWarningLevel(session.state.memory))
    let stay = session.run(.access("B"), .access("A"), .warning)
    #expect(!stay.contains { session.events[$0].object == "System" })
    // Below 75 % re-arms; crossing again warns again.
    session.run(.pop)
    #expect(session.state.isWarningArmed)
    let again = session.run(.push("C"))
    #expect(session.lines(again).filter { $0.hasPrefix("System") } == ["System > warning"])
  }

  @Test("iOS 5: the warning itself brings usage below 75 %, so the next crossing warns again")
  func systemWarningIOS5() {
    let budget = 19 * Size.mebibyte
    var session = makeSession(
      .iOS5, budget: budget, define("A", origin: .storyboard), .launch(.navigation("A")))
    let push = session.run(.push("B"))
    #expect(
      session.callbacks(push, of: "A").suffix(3) == [
        "A didReceiveMemoryWarning", "A viewWillUnload", "A viewDidUnload",
      ])
    #expect(!session.state.isAtWarningLevel(session.state.memory))
    #expect(session.state.isWarningArmed)
    let access = session.run(.access("A"))
    #expect(
      session.lines(access).prefix(5) == [
        "App > access A", "A loadView", "A [outletsConnected]", "A viewDidLoad",
        "System > warning",
      ])
  }

  @Test("the 75 % line is inclusive", arguments: [74, 75])
  func warningThreshold(bytes: Int) {
    let profile = MemoryProfile(
      controller: bytes, perView: 0, content: 0, backingStore: 0, caches: 0)
    let session = makeSession(
      .iOS6, budget: 100, define("A", memory: profile), .launch(.plain("A")))
    let warned = session.events.contains { $0.object == "System" }
    #expect(warned == (bytes >= 75))
    #expect(AppState(budget: 100).isAtWarningLevel(bytes) == (bytes >= 75))
  }

  // MARK: Termination at 100 %

  @Test("at 100 % the system terminates the app: every controller gone, memory 0")
  func termination() throws {
    // 16 MiB: B's caches, filled after its viewDidAppear:, cross the budget.
    let budget = 16 * Size.mebibyte
    var session = makeSession(.iOS6, budget: budget, .launch(.navigation("A")))
    let push = session.run(.push("B"))
    #expect(
      session.lines(push).suffix(3) == [
        "B viewDidAppear:", "B [cachesFilled]", "System [appTerminated]",
      ])
    let terminated = session.events[push.upperBound - 1]
    #expect(terminated.reason == .terminated(percent: 2 * Size.shown * 100 / budget))
    #expect(terminated.delta.total == -2 * Size.shown)
    #expect(terminated.memory == 0)
    #expect(session.state.isTerminated)
    #expect(session.state.controllers.isEmpty)
    #expect(session.state.memory == 0)
    #expect(session.state.breakdown == MemoryBreakdown())
    #expect(!session.state.layout.isLaunched)
  }

  @Test("after termination every app action is refused; restart relaunches the same root")
  func restart() throws {
    let budget = 16 * Size.mebibyte
    var session = makeSession(
      .iOS6, budget: budget, define("A", origin: .storyboard), .launch(.navigation("A")),
      .push("B"))
    #expect(session.state.isTerminated)
    let terminated = session.state
    let refused: [Action] = [
      .push("C"), .pop, .popToRoot, .present("M"), .dismiss, .selectTab("A"), .warning,
      .access("A"),
    ]
    for action in refused {
      let range = session.run(action)
      #expect(
        session.lines(range) == ["App > \(action.scriptText)", "App ! \(action.scriptText)"])
      #expect(session.events[range.upperBound - 1].reason == .refused(.terminated))
      #expect(session.state == terminated)
    }
    let restart = session.run(.restart)
    #expect(session.events[restart.lowerBound].line == "App > restart")
    #expect(
      session.callbacks(restart) == [
        "A initWithCoder:", "A awakeFromNib", "A loadView", "A viewDidLoad",
        "A viewWillAppear:", "A viewDidAppear:",
      ])
    #expect(!session.state.isTerminated)
    #expect(session.state.memory == Size.shown)
    #expect(session.state.flags("A") == "loaded window store caches navItem")
    // A second restart while running is refused.
    let again = session.run(.restart)
    #expect(session.events[again.upperBound - 1].reason == .refused(.notTerminated))
  }

  @Test("exactly 100 % terminates; one byte less does not", arguments: [99, 100])
  func terminationThreshold(bytes: Int) {
    let profile = MemoryProfile(
      controller: bytes, perView: 0, content: 0, backingStore: 0, caches: 0)
    var session = makeSession(.iOS6, budget: 100, define("A", memory: profile))
    let launch = session.run(.launch(.plain("A")))
    #expect(session.state.isTerminated == (bytes >= 100))
    if bytes >= 100 {
      #expect(
        session.lines(launch) == [
          "App > root plain A", "A initWithNibName:bundle:", "System [appTerminated]",
        ])
    }
  }

  @Test("termination during a warning: the unsafe handler's reload can be the last straw")
  func terminationDuringWarning() {
    // A and B shown, T created: 18.7 MB of 20 MiB; the system warning frees A's backing
    // store (2.4 MB), then T's needless reload adds 5 MiB of content.
    let budget = 19 * Size.mebibyte
    var heavy = MemoryProfile.standard
    heavy.content = 5 * Size.mebibyte
    var session = makeSession(
      .iOS6, budget: budget, define("T", onWarning: .releaseViewUnsafe, memory: heavy),
      .launch(.tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "T")])))
    session.run(.push("B"))
    #expect(session.state.isTerminated)
    #expect(
      session.lines(session.events.indices).suffix(3) == [
        "T loadView", "T viewDidLoad", "System [appTerminated]",
      ])
  }
}
