import VCLifeCore

/// Every `Reason`, built directly with each payload that changes its narration, so a test can
/// read every line the narrator can write (random runs reach some of them only rarely).
enum AllReasons {
  static let refusals: [Refusal] =
    [
      .notLaunched, .alreadyLaunched, .terminated, .notTerminated, .popAtRoot,
      .notInNavigation(visible: "A"), .modalCovers(modal: "M"), .nothingPresented,
      .alreadyLive("B"), .notLive("B"), .noTabBar, .noTabHolds("B"), .tabAlreadySelected("B"),
      .duplicateName("B"), .noControllers, .alreadyOriented(.portrait),
      .alreadyOriented(.landscape), .statusBarAlready(.visible), .statusBarAlready(.hidden),
      .statusBarAlready(.inCall), .presentActive("B"), .tapAtRoot("B"), .moreListShown,
      .needsVersion(.iOS7), .needsVersion(.iOS13), .needsScenes, .gestureUnderWay, .noGesture,
      .nothingToSwipe,
      .fullScreenHasNoSwipe("M"), .sceneNotActive, .sceneNotInBackground,
    ] + Phone.allCases.map(Refusal.deviceAlready)

  /// The geometry reasons of SPEC §8, with each payload that changes the line.
  static var geometry: [Reason] {
    let small = FrameSize(width: 320, height: 460)
    let large = FrameSize(width: 480, height: 219)
    var reasons: [Reason] = [
      .viewResized(from: small, to: large), .viewResized(from: small, to: large, inSheet: true),
      .autoresizing, .layoutSubviews, .contentInset(44), .contentInset(0),
      .backingStoreRedrawn(from: small, to: large),
      .backingStoreRedrawn(from: small, to: large, inSheet: true), .rotationDeclined("B"),
      .rotationDeclined("B", portraitOnly: true),
      .shouldAutorotateIOS6(answer: true), .shouldAutorotateIOS6(answer: false),
      .containerRotates(container: "UINavigationController", child: "B"),
      .containerRotates(container: "UITabBarController", child: "B", byOrientations: true),
    ]
    for orientation in Orientation.allCases {
      reasons += [
        .orientationChanged(orientation, launched: true),
        .orientationChanged(orientation, launched: false),
        .shouldAutorotateIOS5(orientation, answer: true, byTabBar: false),
        .shouldAutorotateIOS5(orientation, answer: false, byTabBar: false),
        .shouldAutorotateIOS5(orientation, answer: true, byTabBar: true),
        .shouldAutorotateIOS5(orientation, answer: false, byTabBar: true),
        .supportedOrientations(orientation), .willRotate(orientation),
        .onlySupportedOrientations(orientation, supported: true),
        .onlySupportedOrientations(orientation, supported: false),
        .willAnimateRotation(orientation), .didRotate(from: orientation),
      ]
    }
    for mode in StatusBarMode.allCases {
      reasons += [
        .statusBarChanged(mode, launched: true), .statusBarChanged(mode, launched: false),
        .statusBarChanged(mode, launched: true, notchedHeight: 54),
      ]
    }
    return reasons
  }

  static var all: [Reason] {
    var reasons: [Reason] = [
      .userAction, .templateDefined("B"), .restorationChanged(true), .restorationChanged(false),
      .systemWarning(percent: 80), .restart, .awakeFromNib, .willMoveToNavigation,
      .didMoveToNavigation, .willLeaveNavigation, .didLeaveNavigation,
      .navigationItemCreated(fromStoryboard: false), .navigationItemCreated(fromStoryboard: true),
      .defaultViewDiscarded, .viewDidLoad(.code, subviewsAdded: 2, createsContent: true),
      .viewDidLoad(.code, subviewsAdded: 1, createsContent: false), .viewDidLoadAddsConstraints,
      .viewDidLoad(.storyboard, subviewsAdded: 0, createsContent: true),
      .viewDidLoad(.storyboard, subviewsAdded: 0, createsContent: false), .viewReturned, .viewLoadedAnswered(true),
      .viewLoadedAnswered(false), .updateConstraints,
      .willLayout, .didLayout, .addedToWindow, .cachesFilled, .appWarned, .containerWarned,
      .willUnload, .releasedBySuper(), .releasedBySuper(inSuperview: true), .didUnload(),
      .didUnload(holdsNothing: true), .didUnload(keepsSome: true),
      .backingStoreFreed, .cachesPurged,
      .releasedByHandler(.iOS5), .releasedByHandler(.iOS6),
      .releasedByUnsafeHandler(reloaded: true),
      .backToMoreList, .outletsConnected([]), .outletsConnected(["UILabel", "UIButton"]),
      .outletsConnected(["UILabel", "UIButton", "UIImageView", "UITextView"]),
      .storyboardViewsSkipped, .staysUnloadedUnderTop("D"), .keptContentReplaced,
      .autoLayoutCrash("B", fromArchive: true), .autoLayoutCrash("B", fromArchive: false),
      .releasedByUnsafeHandler(reloaded: false), .terminated(percent: 100),
      .urgentSystemWarning(percent: 92), .viewNotRebuildable, .superNotCalled(.iOS5),
      .superNotCalled(.iOS6), .outletsHeld(count: 2, byHandler: false),
      .outletsHeld(count: 1, byHandler: true), .outletsReconnected(count: 2),
      .viewStateSaved("Dear Grandma", bySuper: true),
      .viewStateSaved("Dear Grandma", bySuper: false),
      .viewStateLost("Dear Grandma", bySuper: true), .viewStateLost("Dear Grandma", bySuper: false),
      .viewStateRestored("Dear Grandma"), .viewStateGone, .retainCycle(.pop),
      .retainCycle(.dismiss), .retainCycle(.pop, timers: 1), .retainCycle(.pop, timers: 3),
      // The student's own controller (SPEC §16.2).
      .superSkipped(.viewWillAppear), .wrongSuper(.viewWillDisappear, calls: .viewWillAppear),
      .inputReleased, .inputBlank, .observerAdded(.viewDidLoad, count: 1),
      .observerAdded(.viewWillAppear, count: 3), .observersRemoved(.viewWillDisappear, count: 1),
      .observersRemoved(.viewDidDisappear, count: 1, onlyAddedIn: .viewDidLoad),
      .observersRemoved(.viewWillDisappear, count: 1, onlyAddedIn: .initializer),
      .observersRemoved(.dealloc, count: 2), .observersAtDealloc(count: 1, removedByCenter: false),
      .observersAtDealloc(count: 2, removedByCenter: true),
      .observersAtDealloc(count: 2, removedByCenter: nil), .timerScheduled(.viewDidLoad, count: 1),
      .timerScheduled(.viewDidAppear, count: 2), .timerInvalidated(.viewWillDisappear, running: 0),
      .timerInvalidated(.viewWillDisappear, running: 1),
      .timerNotHeld(.viewDidDisappear, running: 0),
      .timerNotHeld(.viewDidDisappear, running: 2),
      // Today's iOS (SPEC §12).
      .presenterSilent(presenter: "A", dismissing: false),
      .presenterSilent(presenter: "A", dismissing: false, style: .formSheet),
      .presenterSilent(presenter: "A", dismissing: true), .presentationWillDismiss("M"),
      .presentationDidDismiss("M"), .updateProperties(.firstLayout),
      .updateProperties(.traitChange), .sceneResignsActive, .sceneEntersBackground,
      .sceneEntersForeground(rebuilt: false), .sceneEntersForeground(rebuilt: true),
      .sceneBecomesActive, .stateRestoration("A > B | C"), .sceneDisconnected(controllers: 3),
      .sceneDisconnected(controllers: 1, restores: false), .sceneReconnects("A › C"),
      .sceneReconnects("A", restored: false), .sceneReleased, .swipeUnderWay("B"),
      .stillInNavigation,
      .barsAsContentInset(top: 64, bottom: 49, safeArea: false),
      .barsAsContentInset(top: 88, bottom: 83, safeArea: true),
      .barsAsContentInset(top: 0, bottom: 0, safeArea: true),
      .safeAreaChanged(EdgeInsets(top: 88, bottom: 34), entering: true),
      .safeAreaChanged(EdgeInsets(top: 59, bottom: 34), entering: true, inSheet: true),
      .safeAreaChanged(EdgeInsets(top: 32, left: 44, bottom: 21, right: 44), entering: false),
      .pushAtLaunch("B", rootLoads: true), .pushAtLaunch("B", rootLoads: false),
    ]
    for phone in Phone.allCases {
      for behavior in SystemBehavior.allCases {
        reasons += [
          .deviceChanged(phone, behavior, launched: true),
          .deviceChanged(phone, behavior, launched: false),
          .phoneFollowsVersion(phone, behavior),
        ]
      }
    }
    reasons += SystemBehavior.allCases.map(Reason.behaviorChanged)
    for transition in Transition.allCases { reasons.append(.isAppearing(transition)) }
    for orientation in Orientation.allCases {
      reasons += [
        .willTransitionToSize(orientation, inWindow: true),
        .willTransitionToSize(orientation, inWindow: false),
        .willTransitionToSize(orientation, inWindow: false, presenter: true),
        .willTransitionTraits(orientation), .traitsChanged(orientation),
      ]
    }
    for transition in Transition.allCases {
      reasons += [
        .initInCode(transition), .initFromStoryboard(transition), .willAppear(transition),
        .initInCode(transition, adoptedBy: "UITabBarController"),
        .initFromStoryboard(transition, adoptedBy: "UINavigationController"),
        .didAppear(transition), .willDisappear(transition), .didDisappear(transition),
        .dealloc(transition), .removedFromWindow(transition, by: "C"),
      ]
    }
    for releaser in ContentReleaser.allCases {
      reasons += [.contentReleased(releaser), .contentKept(releaser)]
    }
    for origin in Origin.allCases {
      for trigger in LoadTrigger.allCases {
        for isReload in [false, true] {
          reasons.append(.loadView(origin, trigger, isReload: isReload))
        }
      }
    }
    for behavior in SystemBehavior.allCases {
      for (loaded, inWindow, store, callsSuper) in [
        (false, false, false, true), (true, false, true, true), (true, false, false, true),
        (true, true, true, true), (true, false, true, false),
      ] {
        reasons.append(
          .warningDelivered(
            behavior, viewLoaded: loaded, inWindow: inWindow, hasBackingStore: store,
            callsSuper: callsSuper))
      }
    }
    reasons += refusals.map(Reason.refused)
    reasons += geometry
    return reasons
  }

  /// A number per case. The switch has no default, so a new case does not compile until it is
  /// numbered here, and `count` says how many numbers `all` must reach.
  static func caseNumber(_ reason: Reason) -> Int {
    switch reason {
    case .userAction: 0
    case .behaviorChanged: 1
    case .templateDefined: 2
    case .systemWarning: 3
    case .restart: 4
    case .initInCode: 5
    case .initFromStoryboard: 6
    case .awakeFromNib: 7
    case .willMoveToNavigation: 8
    case .didMoveToNavigation: 9
    case .willLeaveNavigation: 10
    case .didLeaveNavigation: 11
    case .navigationItemCreated: 12
    case .loadView: 13
    case .defaultViewDiscarded: 14
    case .viewDidLoad: 15
    case .viewReturned: 16
    case .willAppear: 17
    case .didAppear: 18
    case .willDisappear: 19
    case .didDisappear: 20
    case .updateConstraints: 21
    case .willLayout: 22
    case .didLayout: 23
    case .addedToWindow: 24
    case .removedFromWindow: 25
    case .cachesFilled: 26
    case .appWarned: 27
    case .warningDelivered: 28
    case .willUnload: 29
    case .releasedBySuper: 30
    case .didUnload: 31
    case .backingStoreFreed: 32
    case .cachesPurged: 33
    case .releasedByHandler: 34
    case .releasedByUnsafeHandler: 35
    case .dealloc: 36
    case .terminated: 37
    case .refused: 38
    case .viewLoadedAnswered: 39
    case .orientationChanged: 40
    case .statusBarChanged: 41
    case .viewResized: 42
    case .autoresizing: 43
    case .layoutSubviews: 44
    case .contentInset: 45
    case .rotationDeclined: 46
    case .backingStoreRedrawn: 47
    case .shouldAutorotateIOS5: 48
    case .shouldAutorotateIOS6: 49
    case .supportedOrientations: 50
    case .containerRotates: 51
    case .willRotate: 52
    case .willAnimateRotation: 53
    case .didRotate: 54
    case .urgentSystemWarning: 55
    case .viewNotRebuildable: 56
    case .superNotCalled: 57
    case .outletsHeld: 58
    case .outletsReconnected: 59
    case .viewStateSaved: 60
    case .viewStateLost: 61
    case .viewStateRestored: 62
    case .viewStateGone: 63
    case .retainCycle: 64
    case .containerWarned: 65
    case .backToMoreList: 66
    case .outletsConnected: 67
    case .storyboardViewsSkipped: 68
    case .staysUnloadedUnderTop: 69
    case .contentReleased: 70
    case .contentKept: 71
    case .keptContentReplaced: 72
    case .autoLayoutCrash: 73
    case .presenterSilent: 74
    case .presentationDidDismiss: 75
    case .isAppearing: 76
    case .willTransitionToSize: 77
    case .willTransitionTraits: 78
    case .traitsChanged: 79
    case .updateProperties: 80
    case .sceneResignsActive: 81
    case .sceneEntersBackground: 82
    case .sceneEntersForeground: 83
    case .sceneBecomesActive: 84
    case .stateRestoration: 85
    case .sceneDisconnected: 86
    case .sceneReconnects: 87
    case .sceneReleased: 88
    case .swipeUnderWay: 89
    case .deviceChanged: 90
    case .phoneFollowsVersion: 91
    case .barsAsContentInset: 92
    case .safeAreaChanged: 93
    case .pushAtLaunch: 94
    case .restorationChanged: 95
    case .viewDidLoadAddsConstraints: 96
    case .onlySupportedOrientations: 97
    case .presentationWillDismiss: 98
    case .stillInNavigation: 99
    case .superSkipped: 100
    case .wrongSuper: 101
    case .inputReleased: 102
    case .inputBlank: 103
    case .observerAdded: 104
    case .observersRemoved: 105
    case .observersAtDealloc: 106
    case .timerScheduled: 107
    case .timerInvalidated: 108
    case .timerNotHeld: 109
    }
  }

  static let count = 110
}
