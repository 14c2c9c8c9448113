/// Turns an event's reason into one line of plain language that names the rule. Each rule is
/// written once, in English and Chinese together (`Bilingual`); selectors and class names stay
/// in English, and the Chinese uses the `Glossary`'s terms.
///
/// What vclife decides by itself (the 75 % and 90 % marks, the order in which controllers are
/// warned, what it does not simulate) is said as this simulator's, never as UIKit's.
public enum Narrator {
  /// The line for an event in a language.
  public static func line(for event: Event, in language: Language) -> String {
    lines(for: event.reason, event.object).text(language)
  }

  /// Both languages' line for a reason about `x`. The switch has no default, and each rule
  /// returns a `Bilingual`: a new reason does not compile until it is narrated in both.
  public static func lines(for reason: Reason, _ x: String) -> Bilingual {
    switch reason {
    // The session (Narrator+Session).
    case .userAction: userAction()
    case .behaviorChanged(let behavior): behaviorChanged(behavior)
    case .restorationChanged(let on): restorationChanged(on)
    case .templateDefined(let name): templateDefined(name)
    case .restart: restart()
    case .refused(let refusal): refused(refusal)
    // Creation and containment (Narrator+Creation).
    case .initInCode(let transition, let adopter): initInCode(transition, adoptedBy: adopter, x)
    case .initFromStoryboard(let transition, let adopter):
      initFromStoryboard(transition, adoptedBy: adopter, x)
    case .awakeFromNib: awakeFromNib(x)
    case .willMoveToNavigation: willMoveToNavigation(x)
    case .didMoveToNavigation: didMoveToNavigation(x)
    case .willLeaveNavigation: willLeaveNavigation(x)
    case .didLeaveNavigation: didLeaveNavigation(x)
    case .navigationItemCreated(let fromStoryboard):
      navigationItemCreated(fromStoryboard: fromStoryboard, x)
    case .backToMoreList: backToMoreList(x)
    case .dealloc(let transition): dealloc(transition, x)
    // The load cycle (Narrator+LoadCycle).
    case .loadView(let origin, let trigger, let isReload):
      loadView(origin, trigger, isReload: isReload, x)
    case .defaultViewDiscarded: defaultViewDiscarded(x)
    case .outletsConnected(let classes): outletsConnected(classes, x)
    case .storyboardViewsSkipped: storyboardViewsSkipped(x)
    case .viewDidLoad(_, let added, let content):
      viewDidLoad(subviewsAdded: added, createsContent: content, x)
    case .viewDidLoadAddsConstraints: viewDidLoadAddsConstraints(x)
    case .staysUnloadedUnderTop(let top): staysUnloadedUnderTop(top, x)
    case .viewReturned: viewReturned(x)
    case .viewLoadedAnswered(let loaded): viewLoadedAnswered(loaded, x)
    // Appearance and the window (Narrator+Appearance).
    case .willAppear(let transition): willAppear(transition, x)
    case .didAppear(let transition): didAppear(transition, x)
    case .willDisappear(let transition): willDisappear(transition, x)
    case .didDisappear(let transition): didDisappear(transition, x)
    case .updateConstraints: updateConstraints(x)
    case .willLayout: willLayout(x)
    case .didLayout: didLayout(x)
    case .addedToWindow: addedToWindow(x)
    case .removedFromWindow(let transition, let cover): removedFromWindow(transition, cover, x)
    case .cachesFilled: cachesFilled(x)
    // Memory warnings and the budget (Narrator+Memory).
    case .systemWarning(let percent): systemWarning(percent)
    case .urgentSystemWarning(let percent): urgentSystemWarning(percent)
    case .appWarned: appWarned()
    case .containerWarned: containerWarned(x)
    case .warningDelivered(let behavior, let loaded, let inWindow, let store, let callsSuper):
      warningDelivered(
        behavior, viewLoaded: loaded, inWindow: inWindow, hasBackingStore: store,
        callsSuper: callsSuper, x)
    case .viewNotRebuildable: viewNotRebuildable(x)
    case .backingStoreFreed: backingStoreFreed(x)
    case .cachesPurged: cachesPurged(x)
    case .terminated(let percent): terminated(percent)
    case .autoLayoutCrash(let name, let fromArchive):
      autoLayoutCrash(fromArchive: fromArchive, name)
    // Unloading and what the controller's code releases (Narrator+Unload).
    case .willUnload: willUnload(x)
    case .releasedBySuper(let inSuperview): releasedBySuper(inSuperview: inSuperview, x)
    case .didUnload(let nothing, let keeps): didUnload(holdsNothing: nothing, keepsSome: keeps, x)
    case .releasedByHandler(let behavior): releasedByHandler(behavior, x)
    case .releasedByUnsafeHandler(let reloaded): releasedByUnsafeHandler(reloaded: reloaded, x)
    case .contentReleased(let releaser): contentReleased(releaser, x)
    case .contentKept(let releaser): contentKept(releaser, x)
    case .keptContentReplaced: keptContentReplaced(x)
    // Geometry and rotation (Narrator+Geometry, Narrator+Rotation).
    case .orientationChanged(let to, let launched): orientationChanged(to, launched: launched)
    case .statusBarChanged(let mode, let launched, let notched):
      statusBarChanged(mode, launched: launched, notchedHeight: notched)
    case .viewResized(let from, let to, let inSheet):
      viewResized(from: from, to: to, inSheet: inSheet, x)
    case .autoresizing: autoresizing(x)
    case .layoutSubviews: layoutSubviews(x)
    case .contentInset(let inset): contentInset(inset, x)
    case .backingStoreRedrawn(_, let to, let inSheet):
      backingStoreRedrawn(to: to, inSheet: inSheet, x)
    case .shouldAutorotateIOS5(let to, let answer, let byTabBar):
      shouldAutorotateIOS5(to, answer: answer, byTabBar: byTabBar, x)
    case .shouldAutorotateIOS6(let answer): shouldAutorotateIOS6(answer: answer, x)
    case .supportedOrientations(let to): supportedOrientations(to, x)
    case .onlySupportedOrientations(let to, let supported):
      onlySupportedOrientations(to, supported: supported, x)
    case .containerRotates(let container, let child, let byOrientations):
      containerRotates(container, child, byOrientations: byOrientations)
    case .rotationDeclined(let name, let portraitOnly):
      rotationDeclined(name, portraitOnly: portraitOnly)
    case .willRotate(let to): willRotate(to, x)
    case .willAnimateRotation: willAnimateRotation(x)
    case .didRotate(let from): didRotate(from: from)
    // The gotchas (Narrator+Gotchas).
    case .superNotCalled(let behavior): superNotCalled(behavior, x)
    case .outletsHeld(let count, let byHandler): outletsHeld(count, byHandler: byHandler, x)
    case .outletsReconnected(let count): outletsReconnected(count, x)
    case .viewStateSaved(let text, let bySuper): viewStateSaved(text, bySuper: bySuper, x)
    case .viewStateLost(let text, let bySuper): viewStateLost(text, bySuper: bySuper, x)
    case .viewStateRestored(let text): viewStateRestored(text, x)
    case .viewStateGone: viewStateGone(x)
    case .retainCycle(let transition, let timers): retainCycle(transition, timers: timers, x)
    // The student's own controller (Narrator+OwnCode).
    case .superSkipped(let selector): superSkipped(selector, x)
    case .wrongSuper(let selector, let calls): wrongSuper(selector, calls: calls, x)
    case .inputReleased: inputReleased(x)
    case .inputBlank: inputBlank(x)
    case .observerAdded(let selector, let count): observerAdded(selector, count: count, x)
    case .observersRemoved(let selector, let count, let adder):
      observersRemoved(selector, count: count, onlyAddedIn: adder, x)
    case .observersAtDealloc(let count, let removed):
      observersAtDealloc(count: count, removedByCenter: removed, x)
    case .timerScheduled(let selector, let count): timerScheduled(selector, count: count, x)
    case .timerInvalidated(let selector, let running):
      timerInvalidated(selector, running: running, x)
    case .timerNotHeld(let selector, let running): timerNotHeld(selector, running: running, x)
    // Today's iOS (Narrator+Today).
    case .presenterSilent(let presenter, let dismissing, let style):
      presenterSilent(presenter, dismissing: dismissing, style: style)
    case .presentationWillDismiss(let sheet): presentationWillDismiss(sheet)
    case .presentationDidDismiss(let sheet): presentationDidDismiss(sheet)
    case .isAppearing(let transition): isAppearing(transition, x)
    case .willTransitionToSize(let to, let inWindow, let presenter):
      willTransitionToSize(to, inWindow: inWindow, presenter: presenter, x)
    case .willTransitionTraits(let to): willTransitionTraits(to, x)
    case .traitsChanged(let to): traitsChanged(to, x)
    case .updateProperties(let request): updateProperties(request, x)
    case .sceneResignsActive: sceneResignsActive()
    case .sceneEntersBackground: sceneEntersBackground()
    case .sceneEntersForeground(let rebuilt): sceneEntersForeground(rebuilt: rebuilt)
    case .sceneBecomesActive: sceneBecomesActive()
    case .stateRestoration(let stacks): stateRestoration(stacks)
    case .sceneDisconnected(let count, let restores):
      sceneDisconnected(controllers: count, restores: restores)
    case .sceneReleased: sceneReleased()
    case .sceneReconnects(let stacks, let restored): sceneReconnects(stacks, restored: restored)
    case .swipeUnderWay(let name): swipeUnderWay(name)
    case .stillInNavigation: stillInNavigation(x)
    // The phone, the insets and the push at launch (Narrator+Screens).
    case .deviceChanged(let phone, let behavior, let launched):
      deviceChanged(phone, behavior, launched: launched)
    case .phoneFollowsVersion(let phone, let behavior): phoneFollowsVersion(phone, behavior)
    case .barsAsContentInset(let top, let bottom, let safeArea):
      barsAsContentInset(top: top, bottom: bottom, safeArea: safeArea, x)
    case .safeAreaChanged(let insets, let entering, let inSheet):
      safeAreaChanged(insets, entering: entering, inSheet: inSheet, x)
    case .pushAtLaunch(let top, let rootLoads): pushAtLaunch(top, rootLoads: rootLoads, x)
    }
  }

  /// A name's possessive in English: "Notes'" for a name ending in s, else "Home's".
  static func own(_ name: String) -> String {
    name.hasSuffix("s") ? name + "'" : name + "'s"
  }

  /// The action a transition belongs to, for people, as it stands inside parentheses:
  /// "push", "sheet's dismiss, iOS 13+".
  static func transitionName(_ transition: Transition) -> Bilingual {
    let words = transitionWords(transition)
    guard let since = transitionVersion(transition) else { return words }
    return Bilingual("\(words.en), \(since)", "\(words.zh)，\(since)")
  }

  /// "After the push", "After the sheet's dismiss (iOS 13+)": what opens a sentence about what
  /// follows a transition, with no label spliced into it.
  static func afterTransition(_ transition: Transition) -> Bilingual {
    let words = transitionWords(transition)
    let since = transitionVersion(transition)
    return Bilingual(
      "After the \(words.en)" + (since.map { " (\($0))" } ?? ""),
      words.zh + (since.map { "（\($0)）" } ?? "") + "之后")
  }

  /// The action alone, without the version it needs.
  private static func transitionWords(_ transition: Transition) -> Bilingual {
    switch transition {
    case .launch: Bilingual("launch", "启动")
    case .push: Bilingual("push", "推入")
    case .pop: Bilingual("pop", "弹出")
    case .popToRoot: Bilingual("pop to root", "弹出到根")
    case .present: Bilingual("present", "模态呈现")
    case .dismiss: Bilingual("dismiss", "关闭模态")
    case .selectTab: Bilingual("tab switch", "切换标签页")
    case .tapToRoot: Bilingual("tap on the selected tab", "点按已选中的标签")
    case .tapToMoreList: Bilingual("tap on the selected More tab", "点按已选中的“更多”标签")
    case .presentSheet: Bilingual("present as a sheet", "以表单样式呈现")
    case .dismissSheet: Bilingual("sheet's dismiss", "表单关闭")
    case .swipeBack: Bilingual("swipe back", "侧滑返回")
    case .swipeBackCancelled: Bilingual("cancelled swipe back", "取消的侧滑返回")
    case .sheetSwipe: Bilingual("sheet swiped down", "下滑关闭表单")
    case .sheetSwipeCancelled: Bilingual("sheet let go", "松手后表单复位")
    case .reclaim: Bilingual("scene's disconnect", "场景断开连接")
    case .reconnect: Bilingual("scene's reconnect", "场景重新连接")
    }
  }

  /// The version a transition needs, when it is later than iOS 5. The scene's disconnect and
  /// reconnect have none: the lines around them say iOS 13+.
  private static func transitionVersion(_ transition: Transition) -> String? {
    switch transition {
    case .presentSheet, .dismissSheet, .sheetSwipe, .sheetSwipeCancelled: "iOS 13+"
    case .swipeBack, .swipeBackCancelled: "iOS 7+"
    case .launch, .push, .pop, .popToRoot, .present, .dismiss, .selectTab, .tapToRoot,
      .tapToMoreList, .reclaim, .reconnect:
      nil
    }
  }
}
