import Testing
import VCLifeCore

/// SPEC §12 beside §8: the geometry of today's iOS — views under the bars (iOS 7), the safe
/// area on the notched and Dynamic Island phones (iOS 11, 17), the push at launch (iOS 18) and
/// the `device` action — as worked traces with exact frames and insets.
@Suite("SPEC §12: today's geometry")
struct GeometryTodayTests {
  private func frame(_ name: String, _ session: Session) -> String {
    session.state.controllers[name]?.frame.map(\.description) ?? "nil"
  }

  private func placement(_ name: String, _ session: Session) -> AppState.Placement? {
    session.state.placement(of: name)
  }

  private let navInTabs = Action.launch(
    .tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "T")]))

  private let table = Action.define(
    ControllerTemplate(name: "A", viewTree: ViewNode("UITableView", [ViewNode("UILabel")])))

  // MARK: 7: under the bars

  @Test("§12 (7): every view is the whole 320×480 screen; the bars are the layout guides")
  func iOS7FramesAreTheScreen() {
    let plain = makeSession(.iOS7, .launch(.plain("A")))
    let nav = makeSession(.iOS7, .launch(.navigation("A")))
    let tabs = makeSession(.iOS7, navInTabs)
    for session in [plain, nav, tabs] { #expect(frame("A", session) == "320×480") }
    #expect(placement("A", plain)?.safeArea == EdgeInsets(top: 20))
    #expect(placement("A", nav)?.safeArea == EdgeInsets(top: 64))
    #expect(placement("A", tabs)?.safeArea == EdgeInsets(top: 64, bottom: 49))
    #expect(placement("A", tabs)?.underTabBar == true)
    // iOS 6 keeps SPEC §8's frames exactly.
    #expect(frame("A", makeSession(.iOS6, .launch(.plain("A")))) == "320×460")
    #expect(frame("A", makeSession(.iOS6, .launch(.navigation("A")))) == "320×416")
    #expect(frame("A", makeSession(.iOS6, navInTabs)) == "320×367")
  }

  @Test("§12 (7): the launch resizes loadView's 320×460 to the screen; no layout guide callback")
  func iOS7LaunchTrace() {
    let session = makeSession(.iOS7, .launch(.navigation("A")))
    #expect(
      session.lines(1..<session.events.count) == [
        "A initWithNibName:bundle:", "A [navigationItemCreated]", "A loadView", "A viewDidLoad",
        "A viewWillAppear:", "A [viewResized]", "A [autoresizingApplied]",
        "A viewWillLayoutSubviews", "A [layoutSubviews]", "A viewDidLayoutSubviews",
        "A [viewAddedToWindow]", "A viewDidAppear:", "A [cachesFilled]",
      ])
    let resized = session.events.first { $0.effect == .viewResized }
    #expect(
      resized?.reason
        == .viewResized(
          from: FrameSize(width: 320, height: 460), to: FrameSize(width: 320, height: 480)))
  }

  @Test("§12 (7): wantsFullScreenLayout is ignored, translucent or not; in-call pushes 20 pt")
  func iOS7IgnoresFullScreenLayout() {
    let fullScreen = Action.define(ControllerTemplate(name: "A", fullScreenLayout: true))
    #expect(frame("A", makeSession(.iOS7, fullScreen, .launch(.plain("A")))) == "320×480")
    let opaque = makeSession(.iOS7, .launch(.navigation("A")))
    let translucent = makeSession(.iOS7, .launch(.navigation("A", translucent: true)))
    #expect(placement("A", opaque) == placement("A", translucent))
    let inCall = makeSession(.iOS7, navInTabs, .setStatusBar(.inCall))
    #expect(frame("A", inCall) == "320×460")
    #expect(placement("A", inCall)?.safeArea == EdgeInsets(top: 64, bottom: 49))
    // iOS 7 still shows the status bar in landscape: 20 + 32 over the view.
    let turned = makeSession(.iOS7, navInTabs, .rotate(.landscape))
    #expect(frame("A", turned) == "480×320")
    #expect(placement("A", turned)?.safeArea == EdgeInsets(top: 52, bottom: 49))
    // iOS 8 hides it there.
    let eight = makeSession(.iOS8, navInTabs, .rotate(.landscape))
    #expect(placement("A", eight)?.safeArea == EdgeInsets(top: 32, bottom: 49))
  }

  @Test("§12 (7): a scroll-view root gets the bars, top and bottom, as its content inset")
  func iOS7ScrollViewInset() throws {
    let session = makeSession(
      .iOS7, table, .launch(.tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "T")])))
    let controller = try #require(session.state.controllers["A"])
    #expect(controller.frame == FrameSize(width: 320, height: 480))
    #expect(controller.contentInset == 64 && controller.contentInsetBottom == 49)
    let inset = session.events.first { $0.effect == .contentInsetAdjusted }
    #expect(inset?.reason == .barsAsContentInset(top: 64, bottom: 49, safeArea: false))
    // iOS 6, opaque bar: no inset at all.
    let six = makeSession(
      .iOS6, table, .launch(.tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "T")])))
    #expect(six.state.controllers["A"]?.contentInset == 0)
    #expect(!six.events.contains { $0.effect == .contentInsetAdjusted })
  }

  // MARK: 11 and 17: the safe area

  @Test("§12 (11): 375×812; viewSafeAreaInsetsDidChange after the resize, before the layout")
  func iOS11SafeAreaOrder() {
    let session = makeSession(.iOS11, .launch(.navigation("A")))
    #expect(
      session.lines(1..<session.events.count) == [
        "A initWithNibName:bundle:", "A [navigationItemCreated]", "A loadView", "A viewDidLoad",
        "A viewWillAppear:", "A [viewResized]", "A [autoresizingApplied]",
        "A viewSafeAreaInsetsDidChange", "A viewWillLayoutSubviews", "A [layoutSubviews]",
        "A viewDidLayoutSubviews", "A [viewAddedToWindow]", "A viewDidAppear:",
        "A [cachesFilled]",
      ])
    #expect(frame("A", session) == "375×812")
    // The status bar (44) and the navigation bar (44) at the top; the home indicator below.
    let told = session.events.first { $0.selector == .viewSafeAreaInsetsDidChange }
    #expect(told?.reason == .safeAreaChanged(EdgeInsets(top: 88, bottom: 34), entering: true))
    #expect(session.state.controllers["A"]?.safeArea == EdgeInsets(top: 88, bottom: 34))
    // In tabs the tab bar grows over the home indicator: 49 + 34.
    let tabs = makeSession(.iOS11, navInTabs)
    #expect(tabs.state.controllers["A"]?.safeArea == EdgeInsets(top: 88, bottom: 83))
    #expect(placement("A", tabs)?.tabBar == 83)
  }

  @Test("§12 (11): told again on each entry into the window, not while it stays")
  func iOS11SafeAreaOnEveryAppearance() {
    var session = makeSession(.iOS11, .launch(.navigation("A")))
    let push = session.run(.push("B"))
    #expect(
      session.callbacks(push, layout: true).filter { $0.hasSuffix("DidChange") } == [
        "B viewSafeAreaInsetsDidChange"
      ])
    #expect(session.state.controllers["A"]?.safeArea == nil)
    let pop = session.run(.pop)
    #expect(
      session.callbacks(pop, layout: true).filter { $0.hasSuffix("DidChange") } == [
        "A viewSafeAreaInsetsDidChange"
      ])
    // Hiding the status bar of a notched phone changes nothing: the sensor housing stays.
    let hide = session.run(.setStatusBar(.hidden))
    #expect(session.callbacks(hide, layout: true).isEmpty)
    // iOS 8 has no safe area to tell.
    let eight = makeSession(.iOS8, .launch(.navigation("A")), .push("B"), .pop)
    #expect(!eight.events.contains { $0.selector == .viewSafeAreaInsetsDidChange })
  }

  @Test("§12 (17): 393×852, safe area 59 under a 54 pt bar; told before viewIsAppearing:")
  func iOS17SafeArea() {
    let session = makeSession(.iOS17, .launch(.navigation("A")))
    let lines = session.lines(1..<session.events.count)
    let will = lines.firstIndex(of: "A viewWillAppear:") ?? -1
    let resized = lines.firstIndex(of: "A [viewResized]") ?? -1
    let safeArea = lines.firstIndex(of: "A viewSafeAreaInsetsDidChange") ?? -1
    let appearing = lines.firstIndex(of: "A viewIsAppearing:") ?? -1
    let layout = lines.firstIndex(of: "A viewWillLayoutSubviews") ?? -1
    #expect(will < resized && resized < safeArea && safeArea < appearing && appearing < layout)
    #expect(frame("A", session) == "393×852")
    #expect(session.state.statusBarHeight == 54)
    #expect(session.state.controllers["A"]?.safeArea == EdgeInsets(top: 103, bottom: 34))
    #expect(
      makeSession(.iOS17, .launch(.plain("A"))).state.controllers["A"]?.safeArea
        == EdgeInsets(top: 59, bottom: 34))
  }

  @Test("§12 (11, 17): rotation: the size rounds, then the view in the window resized and told")
  func rotationOnLaterPhones() {
    for (behavior, size, sides) in [(SystemBehavior.iOS11, "812×375", 44), (.iOS17, "852×393", 59)]
    {
      var session = makeSession(behavior, navInTabs, .push("B"))
      let rotate = session.run(.rotate(.landscape))
      let told = ["UITabBarController", "UINavigationController", "A", "B"]
      #expect(
        session.lines(rotate).filter { !$0.hasPrefix("App") } == [
          "System [containerAllowsRotation]"
        ] + told.map { "\($0) willTransitionToTraitCollection:withTransitionCoordinator:" }
          + told.map { "\($0) viewWillTransitionToSize:withTransitionCoordinator:" }
          + told.map { "\($0) traitCollectionDidChange:" }
          + [
            "B [viewResized]", "B [backingStoreReallocated]", "B [autoresizingApplied]",
            "B viewSafeAreaInsetsDidChange", "B viewWillLayoutSubviews", "B [layoutSubviews]",
            "B viewDidLayoutSubviews",
          ], "\(behavior)")
      #expect(frame("B", session) == size)
      // No status bar in landscape; a compact 32 pt tab bar over the 21 pt home indicator.
      let insets = EdgeInsets(top: 32, left: sides, bottom: 53, right: sides)
      #expect(session.state.controllers["B"]?.safeArea == insets, "\(behavior)")
      let event = session.events[rotate].first { $0.selector == .viewSafeAreaInsetsDidChange }
      #expect(event?.reason == .safeAreaChanged(insets, entering: false))
      // A, off screen, is resized and told when it next appears.
      let pop = session.run(.pop)
      #expect(frame("A", session) == size)
      #expect(session.callbacks(pop, layout: true).contains("A viewSafeAreaInsetsDidChange"))
    }
  }

  @Test("§12 (11): a scroll view's adjustedContentInset takes the safe area")
  func iOS11ScrollViewInset() {
    let session = makeSession(.iOS11, table, navInTabs)
    let inset = session.events.first { $0.effect == .contentInsetAdjusted }
    #expect(inset?.reason == .barsAsContentInset(top: 88, bottom: 83, safeArea: true))
  }

  // MARK: 18: the push at launch

  @Test("§12 (18), §13.4: root nav A push B — iOS 17 loads A, never shown; iOS 18 only B")
  func pushAtLaunch() {
    let seventeen = makeSession(
      .iOS17, .launch(.navigationPushing("A", translucent: false, pushed: ["B"])))
    #expect(
      seventeen.callbacks(0..<seventeen.events.count) == [
        "A initWithNibName:bundle:", "A loadView", "A viewDidLoad", "A viewWillAppear:",
        "A viewIsAppearing:", "B initWithNibName:bundle:",
        "B willMoveToParentViewController:", "B loadView", "B viewDidLoad",
        "A viewWillDisappear:", "B viewWillAppear:", "A viewDidDisappear:",
        "B viewIsAppearing:", "B viewDidAppear:", "B didMoveToParentViewController:",
      ])
    #expect(
      seventeen.events.contains { $0.reason == .pushAtLaunch("B", rootLoads: true) })
    var eighteen = makeSession(
      .iOS18, .launch(.navigationPushing("A", translucent: false, pushed: ["B"])))
    #expect(
      eighteen.callbacks(0..<eighteen.events.count) == [
        "A initWithNibName:bundle:", "B initWithNibName:bundle:",
        "B willMoveToParentViewController:", "B loadView", "B viewDidLoad",
        "B viewWillAppear:", "B viewIsAppearing:", "B viewDidAppear:",
        "B didMoveToParentViewController:",
      ])
    let skipped = eighteen.events.first { $0.effect == .pushedAtLaunch }
    #expect(skipped?.object == "A" && skipped?.reason == .pushAtLaunch("B", rootLoads: false))
    #expect(eighteen.state.controllers["A"]?.isViewLoaded == false)
    #expect(eighteen.state.stacks == [["A", "B"]])
    // A's view loads when A is first shown.
    let pop = eighteen.run(.pop)
    #expect(
      eighteen.callbacks(pop) == [
        "B willMoveToParentViewController:", "A loadView", "A viewDidLoad",
        "B viewWillDisappear:", "A viewWillAppear:", "A viewIsAppearing:",
        "B viewDidDisappear:", "A viewDidAppear:", "B didMoveToParentViewController:",
        "B dealloc",
      ])
  }

  @Test("§12 (18): a push as the next action is no push at launch: the root has loaded")
  func pushAfterLaunchStillLoadsTheRoot() {
    let session = makeSession(.iOS18, .launch(.navigation("A")), .push("B"))
    #expect(session.state.controllers["A"]?.isViewLoaded == true)
    #expect(!session.events.contains { $0.effect == .pushedAtLaunch })
    // The script text round-trips, and several names push as push B C does.
    let root = RootSpec.navigationPushing("A", translucent: true, pushed: ["B", "C"])
    #expect(Action.launch(root).scriptText == "root nav A translucent push B C")
    let several = makeSession(.iOS18, .launch(root))
    #expect(several.state.flags("B") == "nil navItem")
    #expect(several.state.controllers["A"]?.isViewLoaded == false)
  }

  // MARK: device

  @Test("device: another phone under the same rules; the next ios brings its own back")
  func deviceOverride() {
    // iOS 6 on the notched phone: iOS 6's bars, a 44 pt status bar, no safe area.
    let six = makeSession(.iOS6, .setDevice(.notch), .launch(.navigation("A")))
    #expect(frame("A", six) == "375×724")
    #expect(!six.events.contains { $0.selector == .viewSafeAreaInsetsDidChange })
    // iOS 17 on the 3.5" phone: the safe area is the status bar and the bars.
    let small = makeSession(.iOS17, .setDevice(.classic), .launch(.navigation("A")))
    #expect(frame("A", small) == "320×480")
    #expect(small.state.controllers["A"]?.safeArea == EdgeInsets(top: 64))
    // Changing the phone under a running app lays the view in the window out again.
    var session = makeSession(.iOS11, .launch(.navigation("A")))
    let change = session.run(.setDevice(.island))
    #expect(
      session.lines(change) == [
        "App > device island", "A [viewResized]", "A [backingStoreReallocated]",
        "A [autoresizingApplied]", "A viewSafeAreaInsetsDidChange", "A viewWillLayoutSubviews",
        "A [layoutSubviews]", "A viewDidLayoutSubviews",
      ])
    #expect(
      session.events[change.lowerBound].reason == .deviceChanged(.island, .iOS11, launched: true))
    #expect(frame("A", session) == "393×852")
    let again = session.run(.setDevice(.island))
    #expect(session.events[again.last ?? 0].reason == .refused(.deviceAlready(.island)))
    // ios brings the version's own phone, and the simulator says so.
    let back = session.run(.setBehavior(.iOS13))
    #expect(session.state.phone == .notch)
    #expect(session.events[back].contains { $0.reason == .phoneFollowsVersion(.notch, .iOS13) })
    #expect(frame("A", session) == "375×812")
  }

  @Test("ios N while running: the views in the window take the new version's frames")
  func versionChangeLaysOutAgain() {
    var session = makeSession(.iOS6, .launch(.navigation("A")))
    let seven = session.run(.setBehavior(.iOS7))
    #expect(session.lines(seven).contains("A [viewResized]"))
    #expect(frame("A", session) == "320×480")
    let eleven = session.run(.setBehavior(.iOS11))
    #expect(session.lines(eleven).prefix(2) == ["App > ios 11", "System [deviceChanged]"])
    let told = session.events[eleven].first { $0.selector == .viewSafeAreaInsetsDidChange }
    #expect(told?.reason == .safeAreaChanged(EdgeInsets(top: 88, bottom: 34), entering: false))
    session.run(.setBehavior(.iOS6))
    #expect(frame("A", session) == "320×416")
    #expect(session.state.controllers["A"]?.safeArea == nil)
  }
}
