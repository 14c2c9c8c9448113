import Testing
import VCLifeCore

/// SPEC §12: today's iOS beside iOS 5 and 6, as worked traces (layout callbacks omitted, as
/// SPEC §7 omits them, unless a rule is about them).
@Suite("SPEC §12: the version axis")
struct TodayTests {
  // MARK: The axis

  @Test("§12: ios N takes 5 to 26; the highest version named at or below it applies")
  func versionsMapToTheirRules() {
    let expected: [Int: SystemBehavior] = [
      5: .iOS5, 6: .iOS6, 7: .iOS7, 8: .iOS8, 10: .iOS8, 11: .iOS11, 12: .iOS11, 13: .iOS13,
      15: .iOS13, 16: .iOS16, 17: .iOS17, 18: .iOS18, 25: .iOS18, 26: .iOS26,
    ]
    for (version, behavior) in expected {
      #expect(SystemBehavior(version: version) == behavior, "ios \(version)")
      #expect(SystemBehavior(versionText: "\(version)") == behavior, "ios \(version)")
    }
    for bad in ["4", "27", "0", "-6", "6.0", "", "017", "six"] {
      #expect(SystemBehavior(versionText: bad) == nil, "ios \(bad)")
    }
    // The live key's cycle: 5 → 6 → 13 → 16 → 17 → 26 → 5 (SPEC §13.3), and its text.
    var cycle: [SystemBehavior] = [.iOS5]
    for _ in 0..<6 { cycle.append(cycle[cycle.count - 1].nextInCycle) }
    #expect(cycle == [.iOS5, .iOS6, .iOS13, .iOS16, .iOS17, .iOS26, .iOS5])
    #expect(SystemBehavior.cycleText == "5 → 6 → 13 → 16 → 17 → 26")
    // A version off the cycle goes on to the next one on it.
    #expect(SystemBehavior.iOS8.nextInCycle == .iOS13 && SystemBehavior.iOS18.nextInCycle == .iOS26)
  }

  @Test("§12: every later version keeps iOS 6's push, pop and memory warning exactly")
  func laterVersionsKeepIOS6Push() {
    let six = makeSession(.iOS6, .launch(.navigation("A")), .push("B"), .warning, .pop)
    for behavior in [SystemBehavior.iOS7, .iOS8, .iOS11, .iOS13] {
      let later = makeSession(behavior, .launch(.navigation("A")), .push("B"), .warning, .pop)
      // The safe area (iOS 11+) and viewIsAppearing: (iOS 13+) add one callback each to an
      // appearance, and nothing else.
      let lines = later.lines(1..<later.events.count).filter {
        !$0.hasSuffix("viewSafeAreaInsetsDidChange") && !$0.hasSuffix("viewIsAppearing:")
      }
      #expect(lines == six.lines(1..<six.events.count), "\(behavior)")
    }
  }

  // MARK: 13: sheets

  @Test("§12 (13): present is a page sheet: the presenter hears nothing, in and out")
  func sheetSilencesThePresenter() {
    var session = makeSession(.iOS13, .launch(.navigation("A")))
    let present = session.run(.present("M"))
    #expect(
      session.callbacks(present) == [
        "M initWithNibName:bundle:", "M loadView", "M viewDidLoad", "M viewWillAppear:",
        "M viewIsAppearing:", "M viewDidAppear:",
      ])
    #expect(session.effects(present, of: "A") == ["A presenterStaysInWindow"])
    #expect(session.state.inWindow == ["A", "M"])
    let dismiss = session.run(.dismiss)
    #expect(
      session.callbacks(dismiss) == [
        "M viewWillDisappear:", "M viewDidDisappear:", "M dealloc",
      ])
    #expect(session.callbacks(dismiss, of: "A").isEmpty)
    // A dismissal by code tells the presentation delegate nothing (SPEC §13.5).
    #expect(session.effects(dismiss, of: Simulator.presentationDelegate).isEmpty)
    #expect(session.state.inWindow == ["A"])
  }

  @Test("§12 (13): present NAME fullscreen keeps SPEC §3's order; on iOS 6 both are the same")
  func fullScreenKeepsTheOldOrder() {
    var six = makeSession(.iOS6, .launch(.navigation("A")))
    var today = makeSession(.iOS13, .launch(.navigation("A")))
    let old = six.run(.present("M"), .dismiss)
    let new = today.run(.presentFullScreen("M"), .dismiss)
    #expect(
      today.callbacks(new) == [
        "M initWithNibName:bundle:", "M loadView", "M viewDidLoad", "A viewWillDisappear:",
        "M viewWillAppear:", "M viewIsAppearing:", "M viewDidAppear:", "A viewDidDisappear:",
        "M viewWillDisappear:", "A viewWillAppear:", "A viewIsAppearing:", "A viewDidAppear:",
        "M viewDidDisappear:", "M dealloc",
      ])
    #expect(
      today.callbacks(new).filter { !$0.hasSuffix("viewIsAppearing:") } == six.callbacks(old))
  }

  @Test("§12 (13): under a sheet the presenter keeps its backing store through a warning")
  func sheetPresenterKeepsItsBackingStore() throws {
    var sheet = makeSession(.iOS13, .launch(.navigation("A")), .present("M"))
    var full = makeSession(.iOS13, .launch(.navigation("A")), .presentFullScreen("M"))
    let warned = sheet.run(.warning)
    full.run(.warning)
    #expect(sheet.effects(warned, of: "A").isEmpty)
    #expect(sheet.state.controllers["A"]?.hasBackingStore == true)
    #expect(full.state.controllers["A"]?.hasBackingStore == false)
  }

  @Test("§12 (13): swipe drags a sheet down; finish dismisses it, cancel settles it back")
  func sheetSwipe() {
    var finished = makeSession(.iOS13, .launch(.navigation("A")), .present("M"))
    let drag = finished.run(.swipe, .finishGesture)
    #expect(
      finished.callbacks(drag) == [
        "M viewWillDisappear:", "M viewDidDisappear:", "M dealloc",
      ])
    var cancelled = makeSession(.iOS13, .launch(.navigation("A")), .present("M"))
    let letGo = cancelled.run(.swipe, .cancelGesture)
    #expect(
      cancelled.callbacks(letGo) == [
        "M viewWillDisappear:", "M viewWillAppear:", "M viewIsAppearing:", "M viewDidAppear:",
      ])
    #expect(cancelled.state.inWindow == ["A", "M"])
    // A full-screen presentation has no swipe.
    var full = makeSession(.iOS13, .launch(.plain("A")), .presentFullScreen("M"))
    let refused = full.run(.swipe)
    #expect(full.events[refused.last ?? 0].reason == .refused(.fullScreenHasNoSwipe("M")))
  }

  // MARK: 7: the interactive pop

  @Test("§12 (7): swipe starts a pop; finish completes it as a pop does")
  func swipeFinishes() {
    var session = makeSession(.iOS7, .launch(.navigation("A")), .push("B"), .warning)
    let start = session.run(.swipe)
    #expect(
      session.callbacks(start) == [
        "B willMoveToParentViewController:", "B viewWillDisappear:", "A viewWillAppear:",
      ])
    #expect(session.state.inWindow == ["A", "B"])
    #expect(session.state.gesture == .pop(.tab(0), outgoing: "B", incoming: "A"))
    let finish = session.run(.finishGesture)
    #expect(
      session.callbacks(finish) == [
        "B viewDidDisappear:", "A viewDidAppear:", "B didMoveToParentViewController:",
        "B dealloc",
      ])
    #expect(session.state.stacks == [["A"]])
    #expect(session.state.gesture == nil)
  }

  @Test("§12 (7): a cancelled swipe leaves B's will without a did; A's half is undone")
  func swipeCancels() {
    var session = makeSession(.iOS7, .launch(.navigation("A")), .push("B"))
    let range = session.run(.swipe, .cancelGesture)
    #expect(
      session.callbacks(range) == [
        "B willMoveToParentViewController:", "B viewWillDisappear:", "A viewWillAppear:",
        "A viewWillDisappear:", "A viewDidDisappear:", "B viewWillAppear:", "B viewDidAppear:",
        "B didMoveToParentViewController:",
      ])
    #expect(!session.callbacks(range).contains("B viewDidDisappear:"))
    #expect(session.state.stacks == [["A", "B"]])
    #expect(session.state.inWindow == ["B"])
  }

  @Test("§12: swipe needs iOS 7; a swipe under way blocks every action that moves a view")
  func swipeRefusals() {
    var six = makeSession(.iOS6, .launch(.navigation("A")), .push("B"))
    let old = six.run(.swipe)
    #expect(six.events[old.last ?? 0].reason == .refused(.needsVersion(.iOS7)))
    var session = makeSession(.iOS13, .launch(.navigation("A")), .push("B"), .swipe)
    for action in [Action.push("C"), .pop, .present("M"), .setBehavior(.iOS5), .background] {
      let range = session.run(action)
      #expect(session.events[range.last ?? 0].reason == .refused(.gestureUnderWay), "\(action)")
    }
    let finish = session.run(.finishGesture)
    #expect(session.callbacks(finish).contains("B dealloc"))
    let again = session.run(.finishGesture)
    #expect(session.events[again.last ?? 0].reason == .refused(.noGesture))
    let atRoot = session.run(.swipe)
    #expect(session.events[atRoot.last ?? 0].reason == .refused(.nothingToSwipe))
  }

  // MARK: 8: rotation as a size change

  @Test("§12 (8): rotation is a size change, told to every loaded controller, then laid out")
  func rotationIsASizeChange() {
    var session = makeSession(.iOS8, .launch(.navigation("A")), .push("B"))
    let range = session.run(.rotate(.landscape))
    let told = ["UINavigationController", "A", "B"]
    let expected =
      told.map { "\($0) willTransitionToTraitCollection:withTransitionCoordinator:" }
      + told.map { "\($0) viewWillTransitionToSize:withTransitionCoordinator:" }
      + told.map { "\($0) traitCollectionDidChange:" }
      + ["B viewWillLayoutSubviews", "B viewDidLayoutSubviews"]
    #expect(session.callbacks(range, layout: true) == expected)
    // A's view is off screen: told, but laid out only when it next appears.
    #expect(
      session.events[range].contains {
        $0.object == "A" && $0.reason == .willTransitionToSize(.landscape, inWindow: false)
      })
    #expect(!session.callbacks(range).contains { $0.contains("willRotate") })
    // iOS 6: only the visible controller, with the old callbacks.
    var six = makeSession(.iOS6, .launch(.navigation("A")), .push("B"))
    let old = six.run(.rotate(.landscape))
    #expect(six.callbacks(old).contains("B willRotateToInterfaceOrientation:duration:"))
    #expect(!six.callbacks(old).contains { $0.hasPrefix("A ") })
  }

  // MARK: 17: viewIsAppearing

  @Test("§12 (17), §13.2: viewIsAppearing: after the resize, before the layout callbacks, once")
  func viewIsAppearing() throws {
    var session = makeSession(.iOS13, .launch(.navigation("A")))
    let push = session.run(.push("B"))
    let lines = session.lines(push)
    let will = try #require(lines.firstIndex(of: "B viewWillAppear:"))
    let resized = try #require(lines.firstIndex(of: "B [viewResized]"))
    let appearing = try #require(lines.firstIndex(of: "B viewIsAppearing:"))
    let layout = try #require(lines.firstIndex(of: "B viewWillLayoutSubviews"))
    let did = try #require(lines.firstIndex(of: "B viewDidAppear:"))
    #expect(will < resized && resized < appearing && appearing < layout && layout < did)
    #expect(lines.filter { $0.hasSuffix("viewIsAppearing:") } == ["B viewIsAppearing:"])
    // A rotation is no appearance; iOS 11 has no viewIsAppearing: at all.
    let rotate = session.run(.rotate(.landscape))
    #expect(!session.lines(rotate).contains { $0.hasSuffix("viewIsAppearing:") })
    let eleven = makeSession(.iOS11, .launch(.navigation("A")), .push("B"))
    #expect(!eleven.lines(0..<eleven.events.count).contains { $0.contains("IsAppearing") })
  }

  // MARK: 26: updateProperties

  @Test("§12 (26): updateProperties comes after viewIsAppearing:, before viewWillLayoutSubviews")
  func updateProperties() throws {
    var session = makeSession(.iOS26, .launch(.plain("A")))
    let lines = session.lines(0..<session.events.count)
    let appearing = try #require(lines.firstIndex(of: "A viewIsAppearing:"))
    let update = try #require(lines.firstIndex(of: "A updateProperties"))
    let layout = try #require(lines.firstIndex(of: "A viewWillLayoutSubviews"))
    #expect(appearing < update && update < layout)
    let rotate = session.run(.rotate(.landscape))
    #expect(
      session.callbacks(rotate, layout: true).suffix(3) == [
        "A updateProperties", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
      ])
  }

  // MARK: 13: scenes

  @Test("§12 (13): background and foreground bring no appearance callbacks")
  func backgroundIsSilentForControllers() {
    var session = makeSession(.iOS13, .launch(.navigation("A")), .push("B"))
    let before = session.state
    let range = session.run(.background, .foreground)
    #expect(
      session.callbacks(range) == [
        "SceneDelegate sceneWillResignActive:", "SceneDelegate sceneDidEnterBackground:",
        "SceneDelegate sceneWillEnterForeground:", "SceneDelegate sceneDidBecomeActive:",
      ])
    #expect(session.state.controllers == before.controllers)
  }

  @Test("§12 (13): reclaim disconnects the scene and frees the tree; foreground rebuilds it")
  func reclaimAndReconnect() {
    var session = makeSession(.iOS13, .launch(.navigation("A")), .push("B"), .background)
    let reclaim = session.run(.reclaim)
    #expect(
      session.callbacks(reclaim) == [
        "SceneDelegate stateRestorationActivityForScene:", "SceneDelegate sceneDidDisconnect:",
        "B dealloc", "A dealloc",
      ])
    #expect(session.state.memory == 0)
    #expect(session.state.scene == .disconnected)
    // The app still runs: a warning reaches its delegate.
    let warning = session.run(.warning)
    #expect(session.callbacks(warning) == ["App applicationDidReceiveMemoryWarning:"])
    let push = session.run(.push("C"))
    #expect(session.events[push.last ?? 0].reason == .refused(.sceneNotActive))
    let back = session.run(.foreground)
    #expect(
      session.callbacks(back) == [
        "SceneDelegate scene:willConnectToSession:options:", "A initWithNibName:bundle:",
        "B initWithNibName:bundle:", "B loadView", "B viewDidLoad", "B viewWillAppear:",
        "B viewIsAppearing:", "SceneDelegate sceneWillEnterForeground:",
        "SceneDelegate sceneDidBecomeActive:", "B viewDidAppear:",
      ])
    #expect(session.state.stacks == [["A", "B"]])
    #expect(session.state.flags("A") == "nil navItem")
    // The rebuilt app holds what a fresh launch and push showing B would, but A's view.
    let fresh = makeSession(.iOS13, .launch(.navigation("A")), .push("B"))
    #expect(
      session.state.memory
        == fresh.state.memory - (fresh.state.controllers["A"]?.memory.total ?? 0)
        + Size.controller)
  }

  @Test("§12: scenes need iOS 13; reclaim and foreground need a scene in the background")
  func sceneRefusals() {
    // Before iOS 13 there is no scene for any of the three (second review: foreground and
    // reclaim used to ask for a background the iOS 6 app could never reach).
    var six = makeSession(.iOS6, .launch(.plain("A")))
    for action in [Action.background, .foreground, .reclaim] {
      let old = six.run(action)
      #expect(six.events[old.last ?? 0].reason == .refused(.needsScenes), "\(action)")
    }
    // finish and cancel before iOS 7 name the version, not a missing swipe.
    for action in [Action.finishGesture, .cancelGesture] {
      let old = six.run(action)
      #expect(six.events[old.last ?? 0].reason == .refused(.needsVersion(.iOS7)), "\(action)")
    }
    var session = makeSession(.iOS17, .launch(.plain("A")))
    for action in [Action.reclaim, .foreground] {
      let range = session.run(action)
      #expect(session.events[range.last ?? 0].reason == .refused(.sceneNotInBackground))
    }
  }
}

extension TodayTests {
  @Test("§12 (13): a sheet's presenter never hears viewDidAppear:, so a purged cache stays empty")
  func sheetLeavesAPurgedCacheEmpty() {
    var session = makeSession(
      .iOS13, define("A", onWarning: .purgeCaches), .launch(.plain("A")), .present("M"))
    session.run(.warning, .dismiss)
    #expect(session.state.flags("A") == "loaded window store")
    var full = makeSession(
      .iOS13, define("A", onWarning: .purgeCaches), .launch(.plain("A")),
      .presentFullScreen("M"))
    full.run(.warning, .dismiss)
    #expect(full.state.flags("A") == "loaded window store caches")
  }
}
