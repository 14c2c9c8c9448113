import Testing
import VCLifeCore

/// SPEC §7, case by case: the ordered callbacks (layout left out, as the SPEC does) and the
/// state they leave.
@Suite("SPEC §7 worked cases")
struct WorkedCasesTests {
  @Test("1. root nav A")
  func case1LaunchNavigation() {
    var session = makeSession()
    let launch = session.run(.launch(.navigation("A")))
    #expect(
      session.callbacks(launch) == [
        "A initWithNibName:bundle:", "A loadView", "A viewDidLoad", "A viewWillAppear:",
        "A viewDidAppear:",
      ])
    #expect(session.state.flags("A") == "loaded window store caches navItem")
    #expect(session.state.stacks == [["A"]])
    #expect(session.state.layout.tabs.map(\.isNavigation) == [true])
  }

  @Test("2. then push B")
  func case2Push() {
    var session = makeSession(.iOS6, .launch(.navigation("A")))
    let push = session.run(.push("B"))
    #expect(
      session.callbacks(push) == [
        "B initWithNibName:bundle:", "B willMoveToParentViewController:", "B loadView",
        "B viewDidLoad", "A viewWillDisappear:", "B viewWillAppear:", "A viewDidDisappear:",
        "B viewDidAppear:", "B didMoveToParentViewController:",
      ])
    #expect(session.state.flags("A") == "loaded store caches navItem")
    #expect(session.state.flags("B") == "loaded window store caches navItem")
    #expect(session.state.stacks == [["A", "B"]])
  }

  @Test("3. then pop: A is not reloaded")
  func case3Pop() {
    var session = makeSession(.iOS6, .launch(.navigation("A")))
    let beforePush = session.state
    session.run(.push("B"))
    let pop = session.run(.pop)
    #expect(
      session.callbacks(pop) == [
        "B willMoveToParentViewController:", "B viewWillDisappear:", "A viewWillAppear:",
        "B viewDidDisappear:", "A viewDidAppear:", "B didMoveToParentViewController:",
        "B dealloc",
      ])
    #expect(session.state.controllers["A"]?.loadCount == 1)
    #expect(session.state.flags("A") == "loaded window store caches navItem")
    #expect(session.state.flags("B") == "deallocated")
    #expect(session.state.stacks == [["A"]])
    #expect(session.state == beforePush)
  }

  @Test("4. iOS 5, storyboard A: warning unloads A; pop reloads it before viewWillAppear:")
  func case4WarningIOS5() {
    var session = makeSession(
      .iOS5, define("A", origin: .storyboard), .launch(.navigation("A")), .push("B"))
    let warning = session.run(.warning)
    #expect(session.callbacks(warning) == WorkedCaseFour.warning)
    #expect(session.state.flags("A") == "nil caches navItem")
    #expect(session.state.flags("B") == "loaded window store caches navItem")

    let pop = session.run(.pop)
    #expect(session.callbacks(pop) == WorkedCaseFour.pop)
    #expect(session.state.flags("A") == "loaded window store caches navItem")
    #expect(session.state.controllers["A"]?.loadCount == 2)
  }

  @Test("5. iOS 6: only the three warning callbacks; A keeps its view, loses its backing store")
  func case5WarningIOS6() {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .push("B"))
    let warning = session.run(.warning)
    #expect(
      session.callbacks(warning) == [
        "App applicationDidReceiveMemoryWarning:", "UINavigationController didReceiveMemoryWarning",
        "A didReceiveMemoryWarning", "B didReceiveMemoryWarning",
      ])
    #expect(session.effects(warning) == ["A backingStoreFreed"])
    #expect(session.state.flags("A") == "loaded caches navItem")
    #expect(session.state.flags("B") == "loaded window store caches navItem")

    let pop = session.run(.pop)
    #expect(
      session.callbacks(pop) == [
        "B willMoveToParentViewController:", "B viewWillDisappear:", "A viewWillAppear:",
        "B viewDidDisappear:", "A viewDidAppear:", "B didMoveToParentViewController:",
        "B dealloc",
      ])
    #expect(session.state.controllers["A"]?.loadCount == 1)
    #expect(session.state.flags("A") == "loaded window store caches navItem")
  }

  @Test("6. iOS 6, release-view: A's view nil with no unload callbacks; pop reloads A")
  func case6ReleaseView() {
    var session = makeSession(
      .iOS6, define("A", onWarning: .releaseView), .launch(.navigation("A")), .push("B"))
    let warning = session.run(.warning)
    #expect(
      session.callbacks(warning) == [
        "App applicationDidReceiveMemoryWarning:", "UINavigationController didReceiveMemoryWarning",
        "A didReceiveMemoryWarning", "B didReceiveMemoryWarning",
      ])
    #expect(session.state.flags("A") == "nil caches navItem")

    let pop = session.run(.pop)
    #expect(
      session.callbacks(pop) == [
        "B willMoveToParentViewController:", "A loadView", "A viewDidLoad",
        "B viewWillDisappear:", "A viewWillAppear:", "B viewDidDisappear:", "A viewDidAppear:",
        "B didMoveToParentViewController:", "B dealloc",
      ])
    #expect(session.state.flags("A") == "loaded window store caches navItem")
  }

  @Test(
    "7. release-view-unsafe loads T's view only to release it", arguments: SystemBehavior.allCases)
  func case7UnsafeHandler(behavior: SystemBehavior) {
    var session = makeSession(
      behavior, define("T", onWarning: .releaseViewUnsafe),
      .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "T")])))
    #expect(session.state.flags("T") == "nil")
    let warning = session.run(.warning)
    #expect(
      session.callbacks(warning) == [
        "App applicationDidReceiveMemoryWarning:", "UITabBarController didReceiveMemoryWarning",
        "A didReceiveMemoryWarning", "T didReceiveMemoryWarning", "T loadView",
        "T viewDidLoad",
      ])
    #expect(session.effects(warning, of: "T") == ["T viewReleased", "T contentReleased"])
    #expect(session.state.flags("T") == "nil")
    #expect(session.state.flags("A") == "loaded window store caches")
  }

  @Test(
    "7b. with release-view instead: only T didReceiveMemoryWarning",
    arguments: SystemBehavior.allCases)
  func case7SafeHandler(behavior: SystemBehavior) {
    var session = makeSession(
      behavior, define("T", onWarning: .releaseView),
      .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "T")])))
    let warning = session.run(.warning)
    #expect(
      session.callbacks(warning) == [
        "App applicationDidReceiveMemoryWarning:", "UITabBarController didReceiveMemoryWarning",
        "A didReceiveMemoryWarning", "T didReceiveMemoryWarning",
      ])
    #expect(session.effects(warning).isEmpty)
    #expect(session.state.flags("T") == "nil")
  }

  @Test("8. root tabs A T, tab T loads T; tab A loads nothing")
  func case8Tabs() {
    var session = makeSession(.iOS6, .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "T")])))
    let selectT = session.run(.selectTab("T"))
    #expect(
      session.callbacks(selectT) == [
        "T loadView", "T viewDidLoad", "T viewWillAppear:", "A viewWillDisappear:",
        "A viewDidDisappear:", "T viewDidAppear:",
      ])
    #expect(session.state.flags("T") == "loaded window store caches")
    #expect(session.state.flags("A") == "loaded store caches")

    let selectA = session.run(.selectTab("A"))
    #expect(
      session.callbacks(selectA) == [
        "A viewWillAppear:", "T viewWillDisappear:", "T viewDidDisappear:", "A viewDidAppear:",
      ])
    #expect(session.state.inWindow == ["A"])
    #expect(session.state.controllers["A"]?.loadCount == 1)
    #expect(session.state.controllers["T"]?.loadCount == 1)
  }

  @Test("9. root nav A, present M")
  func case9Present() {
    var session = makeSession(.iOS6, .launch(.navigation("A")))
    let present = session.run(.present("M"))
    #expect(
      session.callbacks(present) == [
        "M initWithNibName:bundle:", "M loadView", "M viewDidLoad", "A viewWillDisappear:",
        "M viewWillAppear:", "M viewDidAppear:", "A viewDidDisappear:",
      ])
    #expect(session.state.flags("M") == "loaded window store caches")
    #expect(session.state.flags("A") == "loaded store caches navItem")
    #expect(session.state.layout.presented.map(\.controller) == ["M"])
    #expect(session.state.layout.presented.map(\.presenter) == ["A"])
  }

  @Test("10. new A origin=storyboard, root nav A")
  func case10Storyboard() {
    var session = makeSession()
    let launch = session.run(define("A", origin: .storyboard), .launch(.navigation("A")))
    #expect(
      session.callbacks(launch) == [
        "A initWithCoder:", "A awakeFromNib", "A loadView", "A viewDidLoad",
        "A viewWillAppear:", "A viewDidAppear:",
      ])
    #expect(session.state.flags("A") == "loaded window store caches navItem")
  }

  @Test("layout right after the incoming viewWillAppear:; constraints only with Auto Layout")
  func layoutPlacement() {
    var session = makeSession(
      .iOS6, define("B", autoLayout: true), .launch(.navigation("A")))
    let push = session.run(.push("B"))
    #expect(
      session.callbacks(push, layout: true) == [
        "B initWithNibName:bundle:", "B willMoveToParentViewController:", "B loadView",
        "B viewDidLoad", "A viewWillDisappear:", "B viewWillAppear:", "B updateViewConstraints",
        "B viewWillLayoutSubviews", "B viewDidLayoutSubviews", "A viewDidDisappear:",
        "B viewDidAppear:", "B didMoveToParentViewController:",
      ])
    let pop = session.run(.pop)
    #expect(
      session.callbacks(pop, layout: true) == [
        "B willMoveToParentViewController:", "B viewWillDisappear:", "A viewWillAppear:",
        "A viewWillLayoutSubviews", "A viewDidLayoutSubviews", "B viewDidDisappear:",
        "A viewDidAppear:", "B didMoveToParentViewController:", "B dealloc",
      ])
  }
}
