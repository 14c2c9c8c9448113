import Testing
import VCLifeCore

/// SPEC §13: the version axis corrected against UIKit, each rule as a worked trace (order,
/// final state, memory to the byte). Layout callbacks are left out unless the rule is about
/// them, as SPEC §7 leaves them out.
@Suite("SPEC §13: the version axis checked against UIKit")
struct VersionTruthTests {
  private static let reclaimed: [Action] = [
    .launch(.navigation("A")), .push("B"), .background, .reclaim,
  ]

  // MARK: 13.1: the app rebuilds a reclaimed scene, not UIKit

  @Test("§13.1: restoration off — no activity is saved, and the reconnect builds the first screen")
  func withoutRestorationTheFirstScreenComesBack() {
    var session = makeSession(.iOS13, .setRestoration(false))
    let reclaim = session.run(Self.reclaimed)
    #expect(
      session.callbacks(reclaim).suffix(3) == [
        "SceneDelegate sceneDidDisconnect:", "B dealloc", "A dealloc",
      ])
    #expect(
      !session.callbacks(reclaim).contains { $0.hasSuffix("stateRestorationActivityForScene:") })
    #expect(session.state.memory == 0 && session.state.savedLayout == nil)
    let back = session.run(.foreground)
    #expect(
      session.callbacks(back) == [
        "SceneDelegate scene:willConnectToSession:options:", "A initWithNibName:bundle:",
        "A loadView", "A viewDidLoad", "A viewWillAppear:", "A viewIsAppearing:",
        "SceneDelegate sceneWillEnterForeground:", "SceneDelegate sceneDidBecomeActive:",
        "A viewDidAppear:",
      ])
    #expect(
      session.events[back].contains { $0.reason == .sceneReconnects("A", restored: false) })
    // B and all it held are gone; A is as a fresh launch leaves it, to the byte.
    let fresh = makeSession(.iOS13, .launch(.navigation("A")))
    #expect(session.state.stacks == [["A"]])
    #expect(session.state.flags("A") == "loaded window store caches navItem")
    #expect(session.state.flags("B") == "deallocated")
    #expect(session.state.memory == fresh.state.memory)
    #expect(session.state.usage == fresh.state.usage)
  }

  @Test("§13.1: restoration on (the default) — the app's code rebuilds the saved stack")
  func withRestorationTheSavedStackComesBack() {
    var session = makeSession(.iOS13)
    #expect(session.state.restoresScenes)
    session.run(Self.reclaimed)
    let back = session.run(.foreground)
    #expect(session.events[back].contains { $0.reason == .sceneReconnects("A › B") })
    #expect(session.state.stacks == [["A", "B"]])
    #expect(session.state.flags("A") == "nil navItem")
    #expect(session.state.flags("B") == "loaded window store caches navItem")
  }

  @Test(
    "§13.1: the setting is the app's code at the disconnect; a tab bar comes back on its first tab")
  func theSettingIsReadAtTheDisconnect() {
    // Saved while on: switching it off afterwards does not unsave the activity.
    var saved = makeSession(.iOS13)
    saved.run(Self.reclaimed)
    saved.run(.setRestoration(false), .foreground)
    #expect(saved.state.stacks == [["A", "B"]])
    // An app without it, on its second tab with a pushed controller: the first tab again.
    var tabs = makeSession(
      .iOS17, .setRestoration(false),
      .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "T", inNavigation: true)])),
      .selectTab("T"), .push("C"), .background, .reclaim)
    let back = tabs.run(.foreground)
    #expect(tabs.state.stacks == [["A"], ["T"]])
    #expect(tabs.state.layout.selectedTab == 0)
    #expect(
      tabs.callbacks(back).prefix(3) == [
        "SceneDelegate scene:willConnectToSession:options:", "A initWithNibName:bundle:",
        "T initWithNibName:bundle:",
      ])
    #expect(tabs.events[back].contains { $0.reason == .sceneReconnects("A | T", restored: false) })
    #expect(tabs.state.flags("T") == "nil")
    // The script line round-trips.
    #expect(Action.setRestoration(false).scriptText == "restoration off")
    #expect(Action.setRestoration(true).scriptText == "restoration on")
  }

  // MARK: 13.2: viewIsAppearing: from iOS 13

  @Test("§13.2: viewIsAppearing: from iOS 13, narrated as public from the iOS 17 SDK")
  func viewIsAppearingFromIOS13() throws {
    let push = { (behavior: SystemBehavior) in
      makeSession(behavior, .launch(.navigation("A")), .push("B"))
    }
    #expect(push(.iOS13).callbacks(0..<push(.iOS13).events.count).contains("B viewIsAppearing:"))
    #expect(push(.iOS16).callbacks(0..<push(.iOS16).events.count).contains("B viewIsAppearing:"))
    #expect(!push(.iOS11).callbacks(0..<push(.iOS11).events.count).contains("B viewIsAppearing:"))
    let event = try #require(push(.iOS13).events.first { $0.selector == .viewIsAppearing })
    #expect(
      Narrator.line(for: event, in: .english).hasPrefix("iOS 13+ (public in the iOS 17 SDK)"))
    #expect(Narrator.line(for: event, in: .chinese).hasPrefix("iOS 13+（iOS 17 SDK 起公开）"))
    let thirteen = try #require(SystemBehavior.changes.first { $0.version == .iOS13 })
    #expect(thirteen.change.en.contains("viewIsAppearing:"))
    #expect(
      SystemBehavior.changes.allSatisfy {
        $0.version == .iOS13 || !$0.change.en.contains("viewIsAppearing")
      })
  }

  // MARK: 13.3: iOS 16 asks only the supported orientations

  @Test("§13.3: iOS 16 asks supportedInterfaceOrientations alone; rotates=false is portrait only")
  func iOS16AsksOnlyTheSupportedOrientations() {
    var turns = makeSession(.iOS16, .launch(.plain("A")))
    let turned = turns.run(.rotate(.landscape))
    #expect(turns.callbacks(turned).first == "A supportedInterfaceOrientations")
    #expect(!turns.callbacks(turned).contains("A shouldAutorotate"))
    #expect(
      turns.callbacks(turned).contains("A viewWillTransitionToSize:withTransitionCoordinator:"))
    #expect(turns.state.orientation == .landscape)

    var portrait = makeSession(
      .iOS16, .define(ControllerTemplate(name: "P", rotates: false)), .launch(.plain("P")))
    let before = portrait.state
    let declined = portrait.run(.rotate(.landscape))
    #expect(
      portrait.lines(declined) == [
        "App > rotate landscape", "P supportedInterfaceOrientations", "P [rotationDeclined]",
      ])
    #expect(
      portrait.events[declined.last ?? 0].reason == .rotationDeclined("P", portraitOnly: true))
    #expect(portrait.state == before)
    // iOS 15 still has iOS 13's rules: shouldAutorotate, and its NO.
    var fifteen = makeSession(
      SystemBehavior(version: 15) ?? .iOS13, .define(ControllerTemplate(name: "P", rotates: false)),
      .launch(.plain("P")))
    let asked = fifteen.run(.rotate(.landscape))
    #expect(
      fifteen.lines(asked) == [
        "App > rotate landscape", "P shouldAutorotate", "P [rotationDeclined]",
      ])
  }

  @Test(
    "§13.3: a portrait-only controller presented over landscape turns back on iOS 16, not on 13")
  func portraitOnlyMayTurnBack() {
    let setup: [Action] = [
      .define(ControllerTemplate(name: "M", rotates: false)), .launch(.plain("A")),
      .rotate(.landscape), .presentFullScreen("M"),
    ]
    var sixteen = makeSession(.iOS16)
    sixteen.run(setup)
    let back = sixteen.run(.rotate(.portrait))
    #expect(sixteen.callbacks(back).first == "M supportedInterfaceOrientations")
    #expect(sixteen.state.orientation == .portrait)
    var thirteen = makeSession(.iOS13)
    thirteen.run(setup)
    thirteen.run(.rotate(.portrait))
    #expect(thirteen.state.orientation == .landscape)
  }

  @Test("§13.3: a container root on iOS 16 supports the turn itself")
  func containerOnIOS16() {
    var session = makeSession(.iOS16, .launch(.navigation("A")))
    let range = session.run(.rotate(.landscape))
    #expect(
      session.events[range].contains {
        $0.reason
          == .containerRotates(
            container: "UINavigationController", child: "A", byOrientations: true)
      })
    #expect(!session.callbacks(range).contains { $0.hasSuffix("shouldAutorotate") })
  }

  // MARK: 13.4: iOS 17's push at launch

  @Test("§13.4: root nav A push B — A never gets viewDidAppear:, so its caches stay empty")
  func pushAtLaunchCutsTheRootShort() {
    let pushed = makeSession(
      .iOS17, .launch(.navigationPushing("A", translucent: false, pushed: ["B"])))
    let all = pushed.callbacks(0..<pushed.events.count)
    #expect(!all.contains("A viewDidAppear:"))
    let order = [
      "A viewWillDisappear:", "B viewWillAppear:", "A viewDidDisappear:", "B viewIsAppearing:",
      "B viewDidAppear:",
    ]
    #expect(
      order.compactMap { all.firstIndex(of: $0) }
        == order.compactMap { all.firstIndex(of: $0) }.sorted())
    #expect(order.allSatisfy(all.contains))
    #expect(pushed.state.flags("A") == "loaded store navItem")
    // The same app launched and then pushed: A appeared, and filled its caches.
    let later = makeSession(.iOS17, .launch(.navigation("A")), .push("B"))
    #expect(pushed.state.memory == later.state.memory - Size.caches)
    // The order holds before iOS 17 too (in this simulator), without viewIsAppearing:.
    let six = makeSession(
      .iOS6, .launch(.navigationPushing("A", translucent: false, pushed: ["B"])))
    #expect(
      six.callbacks(0..<six.events.count) == [
        "A initWithNibName:bundle:", "A loadView", "A viewDidLoad", "A viewWillAppear:",
        "B initWithNibName:bundle:", "B willMoveToParentViewController:", "B loadView",
        "B viewDidLoad", "A viewWillDisappear:", "B viewWillAppear:", "A viewDidDisappear:",
        "B viewDidAppear:", "B didMoveToParentViewController:",
      ])
  }

  // MARK: 13.5: a sheet's dismissal messages go to the app's delegate

  @Test("§13.5: the drag tells the delegate it will dismiss, finish that it did; never A")
  func sheetMessagesGoToTheDelegate() {
    let delegate = Simulator.presentationDelegate
    var session = makeSession(.iOS13, .launch(.plain("A")), .present("M"))
    let drag = session.run(.swipe)
    #expect(
      session.lines(drag) == [
        "App > swipe", "\(delegate) [presentationControllerWillDismiss:]",
        "M viewWillDisappear:", "M [swipeUnderWay]",
      ])
    let finish = session.run(.finishGesture)
    #expect(
      session.lines(finish) == [
        "App > finish", "M [viewRemovedFromWindow]", "M viewDidDisappear:",
        "\(delegate) [presentationControllerDidDismiss:]", "A [presenterStaysInWindow]",
        "M dealloc",
      ])
    #expect(session.callbacks(drag.lowerBound..<finish.upperBound, of: "A").isEmpty)
    #expect(session.state.memory == makeSession(.iOS13, .launch(.plain("A"))).state.memory)
    // Let go: no did-dismiss. Dismissed by code: the delegate hears nothing at all.
    var letGo = makeSession(.iOS13, .launch(.plain("A")), .present("M"))
    let cancelled = letGo.run(.swipe, .cancelGesture)
    #expect(
      letGo.effects(cancelled, of: delegate) == ["\(delegate) presentationControllerWillDismiss:"])
    var byCode = makeSession(.iOS13, .launch(.plain("A")), .present("M"))
    let dismissed = byCode.run(.dismiss)
    #expect(byCode.effects(dismissed, of: delegate).isEmpty)
  }

  // MARK: 13.6: the automatic style is a form sheet from iOS 18

  @Test("§13.6: iOS 18 presents a form sheet, with a page sheet's callbacks")
  func formSheetFromIOS18() {
    var seventeen = makeSession(.iOS17, .launch(.plain("A")))
    var eighteen = makeSession(.iOS18, .launch(.plain("A")))
    let old = seventeen.run(.present("M"), .dismiss)
    let new = eighteen.run(.present("M"), .dismiss)
    #expect(seventeen.callbacks(old) == eighteen.callbacks(new))
    #expect(
      seventeen.events[old].contains {
        $0.reason == .presenterSilent(presenter: "A", dismissing: false, style: .pageSheet)
      })
    #expect(
      eighteen.events[new].contains {
        $0.reason == .presenterSilent(presenter: "A", dismissing: false, style: .formSheet)
      })
    #expect(SystemBehavior.iOS13.automaticSheetStyle == .pageSheet)
    #expect(SystemBehavior.iOS6.automaticSheetStyle == nil)
  }

  // MARK: 13.7: updateProperties only when requested

  @Test("§13.7: updateProperties on a view's first pass and after a trait change, not every pass")
  func updatePropertiesWhenRequested() {
    var session = makeSession(.iOS26, .launch(.navigation("A")))
    let push = session.run(.push("B"))
    #expect(
      session.callbacks(push, layout: true).filter { $0.hasSuffix("updateProperties") } == [
        "B updateProperties"
      ])
    // A pop lays A out again, and nothing asked for a properties pass.
    let pop = session.run(.pop)
    #expect(session.callbacks(pop, layout: true).contains("A viewWillLayoutSubviews"))
    #expect(!session.callbacks(pop, layout: true).contains { $0.hasSuffix("updateProperties") })
    // Nor does a status bar that lays the view out again.
    let bar = session.run(.setStatusBar(.hidden))
    #expect(!session.callbacks(bar, layout: true).contains { $0.hasSuffix("updateProperties") })
    // A trait change does, once.
    let rotate = session.run(.rotate(.landscape))
    let passes = session.events[rotate].filter { $0.selector == .updateProperties }
    #expect(
      passes.map(\.object) == ["A"] && passes.map(\.reason) == [.updateProperties(.traitChange)])
    #expect(session.state.controllers["A"]?.propertiesRequest == nil)
    // A hidden view asked by the trait change runs it when it next appears.
    var hidden = makeSession(.iOS26, .launch(.navigation("A")), .push("B"), .rotate(.landscape))
    #expect(hidden.state.controllers["A"]?.propertiesRequest == .traitChange)
    let back = hidden.run(.pop)
    #expect(
      hidden.events[back].contains {
        $0.object == "A" && $0.reason == .updateProperties(.traitChange)
      })
  }

  @Test("§13.7: a view loaded before iOS 26 has no first pass pending when the session moves to 26")
  func noPropertiesPassCarriedFromAnOlderVersion() {
    var session = makeSession(.iOS17, .launch(.navigation("A")), .push("B"))
    #expect(session.state.controllers["A"]?.propertiesRequest == nil)
    #expect(session.state.controllers["B"]?.propertiesRequest == nil)
    session.run(.setBehavior(.iOS26))
    // The pop lays A out again on iOS 26: A's view was loaded long ago, so nothing asks.
    let pop = session.run(.pop)
    #expect(session.callbacks(pop, layout: true).contains("A viewWillLayoutSubviews"))
    #expect(!session.events[pop].contains { $0.selector == .updateProperties })
  }

  // MARK: 13.9: hedges where the evidence is thin

  @Test(
    "§13.9: a sheet's frame lines say a real sheet is shorter; a hidden child's size change is hedged"
  )
  func thinEvidenceIsSaid() throws {
    let sheet = makeSession(.iOS17, .launch(.plain("A")), .present("M"))
    let resized = try #require(sheet.events.first { $0.object == "M" && $0.effect == .viewResized })
    #expect(
      Narrator.line(for: resized, in: .english).hasSuffix("A real sheet is shorter."))
    #expect(Narrator.line(for: resized, in: .chinese).hasSuffix("真实的表单更矮。"))
    var rotated = makeSession(.iOS8, .launch(.navigation("A")), .push("B"), .presentFullScreen("M"))
    let range = rotated.run(.rotate(.landscape))
    #expect(
      rotated.events[range].contains {
        $0.object == "B"
          && $0.reason == .willTransitionToSize(.landscape, inWindow: false, presenter: true)
      })
    #expect(
      rotated.events[range].contains {
        $0.object == "A"
          && $0.reason == .willTransitionToSize(.landscape, inWindow: false, presenter: false)
      })
  }

  // MARK: 13.10: a cancelled swipe's order is published

  @Test(
    "§13.10: the cancel's last step, B still the navigation controller's child, is this simulator's"
  )
  func cancelledSwipe() {
    var session = makeSession(.iOS7, .launch(.navigation("A")), .push("B"))
    let range = session.run(.swipe, .cancelGesture)
    let last = session.events[range].last { $0.selector == .didMoveToParentViewController }
    #expect(last?.object == "B" && last?.reason == .stillInNavigation)
    let did = Narrator.lines(for: .didDisappear(.swipeBackCancelled), "A")
    #expect(did.en.contains("A published log (2015) shows this order."))
    #expect(!did.en.contains("this simulator") && !did.en.contains("less certain"))
  }

  // MARK: 13.12–13.13: iOS 5 and review 4's low items

  @Test("§13.12: iOS 5 terminates a code controller with Auto Layout inside viewDidLoad")
  func iOS5AutoLayoutInViewDidLoad() {
    let code = makeSession(.iOS5, define("A", autoLayout: true), .launch(.navigation("A")))
    #expect(
      code.lines(1..<code.events.count).filter { !$0.hasPrefix("A [navigationItem") } == [
        "App > root nav A", "A initWithNibName:bundle:", "A loadView", "A viewDidLoad",
        "System [appTerminated]",
      ])
    #expect(code.events.last?.reason == .autoLayoutCrash("A", fromArchive: false))
    #expect(code.state.isTerminated && code.state.memory == 0)
    // A storyboard, or a loadView of its own, dies in loadView: no viewDidLoad.
    for origin in [Origin.storyboard, .custom] {
      let early = makeSession(
        .iOS5, define("A", origin: origin, autoLayout: true), .launch(.plain("A")))
      let callbacks = early.callbacks(0..<early.events.count)
      #expect(callbacks.last == "A loadView" && !callbacks.contains("A viewDidLoad"), "\(origin)")
    }
  }

  @Test("§13.13: a root or a tab is adopted without a logged willMove; the event names its adopter")
  func adoptionIsNarrated() {
    let reasons = { (session: Session, name: String) in
      session.events.filter { $0.object == name && $0.name == .callback(.initWithNibNameBundle) }
        .map(\.reason)
    }
    let nav = makeSession(.iOS6, .launch(.navigation("A")), .push("B"), .presentInNavigation("M"))
    #expect(reasons(nav, "A") == [.initInCode(.launch, adoptedBy: "UINavigationController")])
    #expect(reasons(nav, "B") == [.initInCode(.push)])
    #expect(reasons(nav, "M") == [.initInCode(.present, adoptedBy: "UINavigationController")])
    let tabs = makeSession(
      .iOS6, .launch(.tabs([TabSpec(name: "T"), TabSpec(name: "U", inNavigation: true)])))
    #expect(reasons(tabs, "T") == [.initInCode(.launch, adoptedBy: "UITabBarController")])
    #expect(reasons(tabs, "U") == [.initInCode(.launch, adoptedBy: "UINavigationController")])
    let plain = makeSession(.iOS6, .launch(.plain("P")), .present("M"))
    #expect(reasons(plain, "P") == [.initInCode(.launch)])
    #expect(reasons(plain, "M") == [.initInCode(.present)])
    // The left-out callback is said where it happens (SPEC §15.7), in both languages, and the
    // line keeps to the two rows (150 columns) a reason has on screen.
    for reason in [
      Reason.initInCode(.reconnect, adoptedBy: "UINavigationController"),
      .initFromStoryboard(.reconnect, adoptedBy: "UINavigationController"),
    ] {
      let line = Narrator.lines(for: reason, "Gallery")
      #expect(
        line.en.contains("willMoveToParentViewController:") && line.en.contains("this simulator"))
      #expect(line.zh.contains("willMoveToParentViewController:") && line.zh.contains("本模拟器"))
      #expect(line.en.count <= 150)
      #expect(line.zh.unicodeScalars.reduce(0) { $0 + ($1.value > 0x2E80 ? 2 : 1) } <= 150)
    }
    #expect(
      !Narrator.lines(for: .initInCode(.launch), "A").en.contains("willMoveToParentViewController:")
    )
  }

  @Test(
    "§13.13: a storyboard's navigationItem and iOS 5's unload of a view in its container's view")
  func reviewFourLowItems() {
    let storyboard = makeSession(.iOS6, define("A", origin: .storyboard), .launch(.navigation("A")))
    #expect(
      storyboard.events.contains { $0.reason == .navigationItemCreated(fromStoryboard: true) })
    // iOS 5: A, the top of a stack under a full-screen modal, still sits in its navigation
    // controller's view; a plain root's view has left the window with it.
    var nav = makeSession(
      .iOS5, define("A", origin: .storyboard), .launch(.navigation("A")), .present("M"))
    let warned = nav.run(.warning)
    #expect(
      nav.events[warned].contains {
        $0.object == "A" && $0.reason == .releasedBySuper(inSuperview: true)
      })
    var plain = makeSession(
      .iOS5, define("A", origin: .storyboard), .launch(.plain("A")), .present("M"))
    let plainWarned = plain.run(.warning)
    #expect(
      plain.events[plainWarned].contains {
        $0.object == "A" && $0.reason == .releasedBySuper(inSuperview: false)
      })
  }
}
