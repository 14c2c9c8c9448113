import Testing
import VCLifeCore

/// SPEC §3: launch, push, pop, pop to root, present, dismiss and tab selection, in UIKit's
/// order, with the containment callbacks, the lazy navigationItem and deallocation.
@Suite("Transitions")
struct TransitionTests {
  // MARK: Launch

  @Test("launch with a plain root: no navigationItem, the window is the parent")
  func launchPlain() {
    var session = makeSession()
    let launch = session.run(.launch(.plain("R")))
    #expect(
      session.callbacks(launch) == [
        "R initWithNibName:bundle:", "R loadView", "R viewDidLoad", "R viewWillAppear:",
        "R viewDidAppear:",
      ])
    #expect(session.state.flags("R") == "loaded window store caches")
    #expect(session.state.layout.parent(of: "R") == "UIWindow")
    #expect(session.state.layout.hasTabBar == false)
  }

  @Test("launch with tabs: every tab's controller is created, only the selected one loads")
  func launchTabs() {
    var session = makeSession()
    let launch = session.run(
      define("U", origin: .storyboard),
      .launch(
        .tabs([TabSpec(name: "A"), TabSpec(name: "T", inNavigation: true), TabSpec(name: "U")])))
    #expect(
      session.callbacks(launch) == [
        "A initWithNibName:bundle:", "T initWithNibName:bundle:", "U initWithCoder:",
        "U awakeFromNib", "A loadView", "A viewDidLoad", "A viewWillAppear:", "A viewDidAppear:",
      ])
    #expect(session.state.flags("A") == "loaded window store caches")
    #expect(session.state.flags("T") == "nil")
    #expect(session.state.flags("U") == "nil")
    #expect(session.state.layout.selectedTab == 0)
    #expect(session.state.layout.parent(of: "A") == "UITabBarController")
    #expect(session.state.layout.parent(of: "T") == "UINavigationController")
  }

  @Test("the full event trace of a push: effects sit where Table 4-1 puts them")
  func pushTrace() {
    var session = makeSession(.iOS6, .launch(.navigation("A")))
    let push = session.run(.push("B"))
    #expect(
      session.lines(push) == [
        "App > push B",
        "B initWithNibName:bundle:",
        "B willMoveToParentViewController:",
        "B [navigationItemCreated]",
        "B loadView",
        "B viewDidLoad",
        "A viewWillDisappear:",
        "B viewWillAppear:",
        // The layout pass (SPEC §8): loadView made the view 320×460 (the application
        // frame); the navigation controller gives it 320×416.
        "B [viewResized]",
        "B [autoresizingApplied]",
        "B viewWillLayoutSubviews",
        "B [layoutSubviews]",
        "B viewDidLayoutSubviews",
        "B [viewAddedToWindow]",
        "A [viewRemovedFromWindow]",
        "A viewDidDisappear:",
        "B viewDidAppear:",
        "B [cachesFilled]",
        "B didMoveToParentViewController:",
      ])
  }

  // MARK: Push and pop

  @Test("push a storyboard controller: its init callbacks come before the containment ones")
  func pushStoryboard() {
    var session = makeSession(.iOS6, define("B", origin: .storyboard), .launch(.navigation("A")))
    let push = session.run(.push("B"))
    #expect(
      Array(session.callbacks(push).prefix(4)) == [
        "B initWithCoder:", "B awakeFromNib", "B willMoveToParentViewController:", "B loadView",
      ])
  }

  @Test("a popped controller is freed; pushing its name again makes a new instance")
  func pushAfterPop() throws {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .push("B"), .pop)
    let push = session.run(.push("B"))
    #expect(session.callbacks(push).first == "B initWithNibName:bundle:")
    let b = try #require(session.state.controllers["B"])
    #expect(b.loadCount == 1)
  }

  @Test("the pop's dealloc comes after the transition and frees all of B")
  func popDeallocates() throws {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .push("B"))
    let bMemory = try #require(session.state.controllers["B"]).memory
    let pop = session.run(.pop)
    #expect(session.events[pop.upperBound - 1].line == "B dealloc")
    #expect(session.events[pop.upperBound - 1].delta == MemoryBreakdown() - bMemory)
    #expect(session.state.controllers["B"] == nil)
  }

  @Test("pop to root: in-between controllers get no appearance callbacks and are not reloaded")
  func popToRoot() {
    var session = makeSession(
      .iOS5, define("A", origin: .storyboard), define("B", origin: .storyboard),
      define("C", origin: .storyboard), .launch(.navigation("A")), .push("B"), .push("C"),
      .push("D"), .warning)
    #expect(session.state.flags("B") == "nil caches navItem")
    #expect(session.state.flags("C") == "nil caches navItem")
    let popToRoot = session.run(.popToRoot)
    #expect(
      session.callbacks(popToRoot) == [
        "D willMoveToParentViewController:", "C willMoveToParentViewController:",
        "B willMoveToParentViewController:", "A loadView", "A viewDidLoad",
        "D viewWillDisappear:", "A viewWillAppear:", "D viewDidDisappear:", "A viewDidAppear:",
        "D didMoveToParentViewController:", "C didMoveToParentViewController:",
        "B didMoveToParentViewController:", "D dealloc", "C dealloc", "B dealloc",
      ])
    #expect(session.state.stacks == [["A"]])
    #expect(session.state.controllers.keys.sorted() == ["A"])
    #expect(session.state.memory == Size.shown)
  }

  @Test("pop to root in iOS 6 with views kept: A is not reloaded")
  func popToRootNoReload() {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .push("B"), .push("C"))
    let popToRoot = session.run(.popToRoot)
    #expect(
      session.callbacks(popToRoot) == [
        "C willMoveToParentViewController:", "B willMoveToParentViewController:",
        "C viewWillDisappear:", "A viewWillAppear:", "C viewDidDisappear:", "A viewDidAppear:",
        "C didMoveToParentViewController:", "B didMoveToParentViewController:", "C dealloc",
        "B dealloc",
      ])
    #expect(session.state.controllers["A"]?.loadCount == 1)
  }

  @Test("push and pop work on the selected tab's navigation controller")
  func pushInTab() {
    var session = makeSession(
      .iOS6,
      .launch(
        .tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "T", inNavigation: true)])),
      .selectTab("T"), .push("C"))
    #expect(session.state.stacks == [["A"], ["T", "C"]])
    session.run(.selectTab("A"), .push("B"))
    #expect(session.state.stacks == [["A", "B"], ["T", "C"]])
    // Selecting a tab by any controller it holds shows that tab's top.
    let select = session.run(.selectTab("T"))
    #expect(
      session.callbacks(select) == [
        "C viewWillAppear:", "B viewWillDisappear:", "B viewDidDisappear:", "C viewDidAppear:",
      ])
    session.run(.pop)
    #expect(session.state.stacks == [["A", "B"], ["T"]])
    #expect(session.state.inWindow == ["T"])
  }

  // MARK: Present and dismiss

  @Test("dismiss: the presenter reappears before M disappears, then M is freed")
  func dismiss() {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .present("M"))
    let dismiss = session.run(.dismiss)
    #expect(
      session.callbacks(dismiss) == [
        "M viewWillDisappear:", "A viewWillAppear:", "A viewDidAppear:", "M viewDidDisappear:",
        "M dealloc",
      ])
    #expect(session.state.layout.presented.isEmpty)
    #expect(session.state.flags("M") == "deallocated")
    #expect(session.state.inWindow == ["A"])
  }

  @Test("dismiss reloads an unloaded presenter before its viewWillAppear:")
  func dismissReloads() {
    var session = makeSession(
      .iOS5, define("A", origin: .storyboard), .launch(.plain("A")), .present("M"), .warning)
    #expect(session.state.flags("A") == "nil caches")
    let dismiss = session.run(.dismiss)
    #expect(
      session.callbacks(dismiss) == [
        "A loadView", "A viewDidLoad", "M viewWillDisappear:", "A viewWillAppear:",
        "A viewDidAppear:", "M viewDidDisappear:", "M dealloc",
      ])
  }

  @Test("present over a modal: the modal is the presenter; dismissals unwind in order")
  func presentOverModal() {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .present("M"))
    let present = session.run(.present("N"))
    #expect(
      session.callbacks(present) == [
        "N initWithNibName:bundle:", "N loadView", "N viewDidLoad", "M viewWillDisappear:",
        "N viewWillAppear:", "N viewDidAppear:", "M viewDidDisappear:",
      ])
    #expect(session.state.layout.parent(of: "N") == "presented by M")
    #expect(session.state.layout.parent(of: "M") == "presented by A")
    session.run(.dismiss)
    #expect(session.state.inWindow == ["M"])
    #expect(session.state.flags("N") == "deallocated")
    session.run(.dismiss)
    #expect(session.state.inWindow == ["A"])
    #expect(session.state.layout.presented.isEmpty)
  }

  @Test("present over a tab bar: the selected tab's top is the presenter")
  func presentOverTabs() {
    var session = makeSession(
      .iOS6,
      .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "T", inNavigation: true)])),
      .selectTab("T"), .push("B"), .present("M"))
    #expect(session.state.layout.presented.map(\.presenter) == ["B"])
    let dismiss = session.run(.dismiss)
    #expect(session.callbacks(dismiss).prefix(2) == ["M viewWillDisappear:", "B viewWillAppear:"])
  }

  // MARK: Tabs

  @Test("a tab is loaded the first time it is selected, and only then")
  func lazyTabs() {
    var session = makeSession(
      .iOS6, .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "T"), TabSpec(name: "U")])))
    session.run(.selectTab("U"))
    #expect(session.state.flags("T") == "nil")
    #expect(session.state.flags("U") == "loaded window store caches")
    let select = session.run(.selectTab("T"))
    #expect(session.callbacks(select).prefix(2) == ["T loadView", "T viewDidLoad"])
    let back = session.run(.selectTab("U"))
    #expect(!session.callbacks(back).contains("U loadView"))
  }

  @Test("a tab whose view was unloaded is reloaded before its viewWillAppear:")
  func tabReload() {
    var session = makeSession(
      .iOS5, define("A", origin: .storyboard),
      .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "T")])), .selectTab("T"), .warning)
    #expect(session.state.flags("A") == "nil caches")
    let select = session.run(.selectTab("A"))
    #expect(
      session.callbacks(select) == [
        "A loadView", "A viewDidLoad", "A viewWillAppear:", "T viewWillDisappear:",
        "T viewDidDisappear:", "A viewDidAppear:",
      ])
  }

  // MARK: navigationItem

  @Test("navigationItem: created as a navigation root and at push")
  func navigationItemCreated() {
    var session = makeSession(.iOS6, .launch(.navigation("A")))
    #expect(session.state.controllers["A"]?.hasNavigationItem == true)
    let push = session.run(.push("B"))
    // Created when the navigation controller takes B, before B's view is loaded.
    #expect(
      session.lines(push).prefix(5) == [
        "App > push B", "B initWithNibName:bundle:", "B willMoveToParentViewController:",
        "B [navigationItemCreated]", "B loadView",
      ])
    #expect(session.state.controllers["B"]?.hasNavigationItem == true)
  }

  @Test("navigationItem: a plain root and a presented controller keep it nil")
  func navigationItemNil() {
    let session = makeSession(.iOS6, .launch(.plain("A")), .present("M"), .present("N"))
    #expect(session.state.controllers["A"]?.hasNavigationItem == false)
    #expect(session.state.controllers["M"]?.hasNavigationItem == false)
    #expect(session.state.controllers["N"]?.hasNavigationItem == false)
    #expect(
      !session.effects(0..<session.events.count).contains { $0.hasSuffix("navigationItemCreated") })
  }

  @Test("navigationItem: an unselected navigation tab gets it only when first shown")
  func navigationItemInTabs() {
    var session = makeSession(
      .iOS6,
      .launch(
        .tabs([TabSpec(name: "A"), TabSpec(name: "T", inNavigation: true), TabSpec(name: "U")])))
    #expect(session.state.controllers["T"]?.hasNavigationItem == false)
    // Loading T's view from outside does not show it in the navigation controller.
    session.run(.access("T"))
    #expect(session.state.controllers["T"]?.hasNavigationItem == false)
    let select = session.run(.selectTab("T"))
    #expect(session.effects(select, of: "T").first == "T navigationItemCreated")
    #expect(session.state.controllers["T"]?.hasNavigationItem == true)
    session.run(.selectTab("U"))
    #expect(session.state.controllers["T"]?.hasNavigationItem == true)
    #expect(session.state.controllers["U"]?.hasNavigationItem == false)
    #expect(session.state.controllers["A"]?.hasNavigationItem == false)
  }

  // MARK: Layout callbacks in every transition

  @Test(
    "every transition: layout once, right after the incoming viewWillAppear:",
    arguments: [false, true])
  func layoutInEveryTransition(autoLayout: Bool) {
    let names = ["A", "B", "C", "M", "T"]
    var session = makeSession(.iOS6)
    for name in names { session.run(define(name, autoLayout: autoLayout)) }
    let steps: [(Action, String)] = [
      (.launch(.tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "T")])), "A"),
      (.push("B"), "B"), (.push("C"), "C"), (.pop, "B"), (.popToRoot, "A"),
      (.present("M"), "M"), (.dismiss, "A"), (.selectTab("T"), "T"), (.selectTab("A"), "A"),
    ]
    let expected =
      (autoLayout ? ["updateViewConstraints"] : [])
      + ["viewWillLayoutSubviews", "viewDidLayoutSubviews"]
    for (action, incoming) in steps {
      let range = session.run(action)
      let all = session.callbacks(range, layout: true)
      let layout = all.filter { entry in
        layoutSelectors.contains { entry.hasSuffix(" \($0.rawValue)") }
      }
      #expect(
        layout == expected.map { "\(incoming) \($0)" }, "\(action.scriptText)")
      let willAppear = all.firstIndex(of: "\(incoming) viewWillAppear:")
      #expect(willAppear != nil, "\(action.scriptText)")
      if let willAppear {
        #expect(
          Array(all[(willAppear + 1)...].prefix(expected.count)) == layout,
          "\(action.scriptText)")
      }
    }
  }
}
