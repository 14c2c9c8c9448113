/// The transition a callback belongs to; narration names it.
public enum Transition: String, Sendable, CaseIterable {
  case launch
  case push
  case pop
  case popToRoot
  case present
  case dismiss
  case selectTab
  /// The user's tap on the selected tab: its navigation controller pops to the root.
  case tapToRoot
  /// The user's tap on the selected More tab: `moreNavigationController` pops to the More
  /// list (SPEC §11.3).
  case tapToMoreList
  /// iOS 13+: `present NAME` as a sheet (the automatic style), and its dismissal.
  case presentSheet
  case dismissSheet
  /// iOS 7+: the swipe from the edge that pops, finished or cancelled.
  case swipeBack
  case swipeBackCancelled
  /// iOS 13+: a sheet dragged down, finished or let go.
  case sheetSwipe
  case sheetSwipeCancelled
  /// iOS 13+: the system disconnected a background scene to reclaim memory.
  case reclaim
  /// iOS 13+: the scene reconnected and the app's code built its controllers again: what it
  /// saved, or its initial UI (SPEC §13.1).
  case reconnect
}

/// Who read a nil `view` and so started the load cycle.
public enum LoadTrigger: String, Sendable, CaseIterable {
  /// A container is about to show the controller.
  case shown
  /// The controller is about to be presented (presentation is not containment).
  case presented
  /// The user's `access` action.
  case access
  /// Listing 4-3's `[self.view window]` in the memory-warning handler.
  case handlerReadsView
  /// The warning handler reads `view` after super and its own part (`warningTouchesView`):
  /// a view super or the handler just released is loaded again inside the warning.
  case handlerTouchesView
  /// An initialiser reads `view` (`initTouchesView`): the load cycle runs at creation.
  case initTouchesView
}

/// Why an action was refused, as UIKit refuses or ignores it.
public enum Refusal: Sendable, Hashable {
  case notLaunched
  case alreadyLaunched
  case terminated
  case notTerminated
  case popAtRoot
  case notInNavigation(visible: String)
  case modalCovers(modal: String)
  case nothingPresented
  case alreadyLive(String)
  case notLive(String)
  case noTabBar
  case noTabHolds(String)
  case tabAlreadySelected(String)
  case duplicateName(String)
  case noControllers
  case alreadyOriented(Orientation)
  case statusBarAlready(StatusBarMode)
  /// UIKit: "Application tried to present modally an active controller".
  case presentActive(String)
  /// A tap on the selected tab with nothing to pop.
  case tapAtRoot(String)
  /// The action needs a later system version (SPEC §12): the version it needs.
  case needsVersion(SystemBehavior)
  /// `background`, `foreground` or `reclaim` before iOS 13: there is no scene (the app
  /// delegate's backgrounding of iOS 4 to 12 is not simulated).
  case needsScenes
  /// A swipe is under way: only finish, cancel and what does not move a view are taken.
  case gestureUnderWay
  /// finish or cancel with no swipe under way.
  case noGesture
  /// Nothing to swipe: the top is a stack's root and no sheet is presented.
  case nothingToSwipe
  /// A full-screen presentation has no swipe to dismiss it.
  case fullScreenHasNoSwipe(String)
  /// The scene is in the background (or disconnected): bring it to the foreground first.
  case sceneNotActive
  /// foreground or reclaim needs a scene in the background; reclaim a connected one.
  case sceneNotInBackground
  /// The More list (UIKit's own controller, not simulated) is on screen: choose a tab first.
  case moreListShown
  /// `device` named the phone the views are already laid out on.
  case deviceAlready(Phone)
}

/// Whose code releases the content `viewDidLoad` created (SPEC §11.2).
public enum ContentReleaser: String, Sendable, CaseIterable {
  /// iOS 5's `viewDidUnload`.
  case viewDidUnload
  /// The controller's `didReceiveMemoryWarning` handler, right after `view = nil`.
  case handler
}

/// The rule behind an event, with what narration needs to explain it in any language.
/// Every case is narrated in English and Chinese (see `Narrator`).
public enum Reason: Sendable, Hashable {
  // Actions.
  case userAction
  case behaviorChanged(SystemBehavior)
  /// `restoration on|off`: whether the app's scene delegate saves its state and rebuilds it
  /// when a reclaimed scene reconnects (SPEC §13.1).
  case restorationChanged(Bool)
  case templateDefined(String)
  case systemWarning(percent: Int)
  case restart
  /// `launched`: whether a view is on screen to be told; before launch it is only a setting.
  case orientationChanged(Orientation, launched: Bool)
  /// `notchedHeight`: on a notched phone (SPEC §12), the bar's height in portrait, which a
  /// call does not change; nil on the 3.5" phone.
  case statusBarChanged(StatusBarMode, launched: Bool, notchedHeight: Int? = nil)

  // Creation.
  /// `adoptedBy`: the container the controller is made a child of by another way than a push
  /// (a navigation root, a tab), which sends it `willMoveToParentViewController:` that this
  /// simulator leaves out (SPEC §13.13, V9); nil for a push, which sends it, or no container.
  case initInCode(Transition, adoptedBy: String? = nil)
  case initFromStoryboard(Transition, adoptedBy: String? = nil)
  case awakeFromNib

  // Containment.
  case willMoveToNavigation
  case didMoveToNavigation
  case willLeaveNavigation
  case didLeaveNavigation
  /// `fromStoryboard`: the controller's scene archived the item, so it was decoded with the
  /// controller, not made now; this simulator still shows it here (SPEC §13.13, V6).
  case navigationItemCreated(fromStoryboard: Bool)
  /// A tap on the selected More tab took this controller off `moreNavigationController`'s
  /// stack: the tab bar controller still owns it, and the More list is on screen (§11.3).
  case backToMoreList

  // The load cycle.
  case loadView(Origin, LoadTrigger, isReload: Bool)
  case defaultViewDiscarded
  /// `viewDidLoad`: the subviews it adds in code, and whether it creates content (a
  /// controller whose content size is 0 creates none, SPEC §16.2).
  case viewDidLoad(Origin, subviewsAdded: Int, createsContent: Bool)
  /// iOS 5: a code controller's `viewDidLoad`, where the default `loadView` leaves the code
  /// that makes constraints; the app terminates inside it (SPEC §13.12).
  case viewDidLoadAddsConstraints
  /// A storyboard's `loadView` connected the outlets (the classes they point to) before
  /// `viewDidLoad` (SPEC §11.8).
  case outletsConnected([String])
  /// A storyboard controller's own `loadView` built the view: the storyboard's views are
  /// never loaded and its outlets stay unconnected (SPEC §11.9).
  case storyboardViewsSkipped
  /// `push B C D`: a controller under the new top keeps `view` nil until it is shown
  /// (SPEC §11.7); the payload is the top.
  case staysUnloadedUnderTop(String)
  case viewReturned
  /// The user asked `isViewLoaded`; the answer, which never loads the view.
  case viewLoadedAnswered(Bool)

  // Appearance and layout.
  case willAppear(Transition)
  case didAppear(Transition)
  case willDisappear(Transition)
  case didDisappear(Transition)
  case updateConstraints
  case willLayout
  case didLayout
  case addedToWindow
  /// The outgoing view leaves the window; the payload says what now covers the screen.
  case removedFromWindow(Transition, by: String)
  case cachesFilled

  // Geometry, the layout pass and rotation (SPEC §8).
  /// `inSheet`: the view is a presented sheet's, whose real frame is shorter than the screen
  /// this simulator gives it (SPEC §13.9).
  case viewResized(from: FrameSize, to: FrameSize, inSheet: Bool = false)
  case autoresizing
  case layoutSubviews
  case contentInset(Int)
  case backingStoreRedrawn(from: FrameSize, to: FrameSize, inSheet: Bool = false)
  /// iOS 5: the root forwards the question (a navigation controller to its top, a tab bar
  /// controller to every tab, SPEC §11.4); the answer. `byTabBar`: a tab bar asked it.
  case shouldAutorotateIOS5(Orientation, answer: Bool, byTabBar: Bool)
  /// The asked controller said NO: the device keeps its orientation. Not an error (§11.6).
  /// `portraitOnly`: iOS 16+, where no one is asked `shouldAutorotate` and the controller's
  /// supported orientations (portrait only, with `rotates=false`) decline the turn (§13.3).
  case rotationDeclined(String, portraitOnly: Bool = false)
  /// iOS 6: the root or presented controller is asked; the answer.
  case shouldAutorotateIOS6(answer: Bool)
  case supportedOrientations(Orientation)
  /// iOS 16+: `shouldAutorotate` is no longer asked; the root (or presented) controller's
  /// `supportedInterfaceOrientations` alone decides: whether it includes the orientation
  /// (SPEC §13.3).
  case onlySupportedOrientations(Orientation, supported: Bool)
  /// iOS 6: a container root answers for its children, which are not asked. `byOrientations`:
  /// iOS 16+, where the question is its supported orientations.
  case containerRotates(container: String, child: String, byOrientations: Bool = false)
  case willRotate(Orientation)
  case willAnimateRotation(Orientation)
  case didRotate(from: Orientation)

  // Memory warnings.
  case appWarned
  /// A container (navigation or tab bar controller) is a view controller: it is warned too
  /// (SPEC §11.5). Its own views are not simulated.
  case containerWarned
  /// `hasBackingStore`: whether the view still has one, so the narration of a repeated iOS 6+
  /// warning says there is nothing left to free (SPEC §9.8).
  /// `callsSuper`: whether the override calls super (SPEC §10); when not, super's part is
  /// never run, whatever the view's state.
  case warningDelivered(
    SystemBehavior, viewLoaded: Bool, inWindow: Bool, hasBackingStore: Bool, callsSuper: Bool)
  case willUnload
  /// `inSuperview`: the view still sits in its container's view (the container left the
  /// window), which the iOS 3–5 reference says is not unloaded (SPEC §13.13, V7).
  case releasedBySuper(inSuperview: Bool = false)
  /// iOS 5's `viewDidUnload`. `holdsNothing`: the controller has no outlet, no content and
  /// no data passed in to release there (a student's class whose file shows none);
  /// `keepsSome`: it keeps strong outlets or content there (said by the lines after it).
  case didUnload(holdsNothing: Bool = false, keepsSome: Bool = false)
  case backingStoreFreed
  case cachesPurged
  /// The handler's safe `view = nil`; under iOS 5 the guide advises against it (SPEC §11.10).
  case releasedByHandler(SystemBehavior)
  /// Listing 4-3's handler sets the view to nil; `reloaded`: its `[self.view window]` had
  /// just loaded that view (it was nil), so the load was wasted.
  case releasedByUnsafeHandler(reloaded: Bool)
  /// The controller's own code released what `viewDidLoad` created (SPEC §11.2).
  case contentReleased(ContentReleaser)
  /// `releasesContent=false`: the code that should release the content keeps it.
  case contentKept(ContentReleaser)
  /// The reload's `viewDidLoad` made a new copy; assigning it frees the copy kept before.
  case keptContentReplaced

  // The end.
  case dealloc(Transition)
  case terminated(percent: Int)
  /// iOS 5 has no Auto Layout: loading a view that uses it kills the app (SPEC §11.1).
  /// The payload names the controller. `fromArchive`: a storyboard's archive cannot be decoded; else code calls a missing method.
  case autoLayoutCrash(String, fromArchive: Bool)

  // Memory pressure, level 2 (SPEC §9.3): level 1 is `systemWarning`.
  case urgentSystemWarning(percent: Int)
  /// iOS 5's super keeps a view it could not rebuild: a `code` controller (SPEC §9.2).
  case viewNotRebuildable

  // Gotchas (SPEC §10).
  /// The override of `didReceiveMemoryWarning` does not call super.
  case superNotCalled(SystemBehavior)
  /// Strong outlets kept `count` views alive after the view was released; `byHandler`: the
  /// controller's own handler released it, else iOS 5's super (and `viewDidUnload` kept them).
  case outletsHeld(count: Int, byHandler: Bool)
  /// The reload reassigned the outlets: the old views they held are freed at last.
  case outletsReconnected(count: Int)
  /// The controller saved the view's typed state before the view was released;
  /// `bySuper`: iOS 5's unload released it, so `viewWillUnload` is where it was saved.
  case viewStateSaved(String, bySuper: Bool)
  /// The view was released with typed state the controller did not save.
  case viewStateLost(String, bySuper: Bool)
  /// The reload put the saved state back into the new view.
  case viewStateRestored(String)
  /// The reload built an empty view: the typed state is gone.
  case viewStateGone
  /// A retain cycle kept the controller alive after its container let it go; `timers`: the
  /// repeating timers still targeting it (0: a block or timer the template says holds it).
  case retainCycle(Transition, timers: Int = 0)

  // The student's own controller (SPEC §16.2).
  /// An appearance override that does not call super: a mark, nothing else changes.
  case superSkipped(Selector)
  /// An override that calls super with another selector: a mark, nothing else changes.
  case wrongSuper(Selector, calls: Selector)
  /// `viewDidUnload` set the data the parent passed in to nil.
  case inputReleased
  /// The reload's `viewDidLoad` finds that data nil: the view shows it blank.
  case inputBlank
  /// The method added one more observer registration; `count`: how many there are now.
  case observerAdded(Selector, count: Int)
  /// The method removed the observer: all `count` registrations went.
  /// `removeObserver:` dropped every registration. `onlyAddedIn`: the class adds it again only
  /// in `init` or `viewDidLoad`, which do not run when the view comes back on screen, so
  /// the class stops hearing the notification (nil when an appearance method adds it again).
  case observersRemoved(Selector, count: Int, onlyAddedIn: OwnMethod? = nil)
  /// `dealloc` with `count` registrations left: `removedByCenter` true from iOS 9 (the center
  /// removes them), false before (they point at a freed object), nil under iOS 8's rules,
  /// which this simulator runs for iOS 8 to 10.
  case observersAtDealloc(count: Int, removedByCenter: Bool?)
  /// The method scheduled a repeating timer targeting the controller; `count` now running.
  case timerScheduled(Selector, count: Int)
  /// The method invalidated the timer its property held; `running`: how many still run.
  case timerInvalidated(Selector, running: Int)
  /// The method invalidated a property that holds no running timer: nothing happens;
  /// `running`: the timers still running that no property holds.
  case timerNotHeld(Selector, running: Int)

  // Today's iOS (SPEC §12).
  /// iOS 13+: the presented controller is a sheet, of the automatic style's `style`; the
  /// presenter stays in the window and hears nothing. `dismissing`: the sheet went away and,
  /// again, nothing was said to it.
  case presenterSilent(presenter: String, dismissing: Bool, style: SheetStyle = .pageSheet)
  /// iOS 13+: the presentation controller's delegate, which the app sets, is told the user
  /// started dragging the sheet down (never for a dismissal by code) (SPEC §13.5).
  case presentationWillDismiss(String)
  /// iOS 13+: that delegate is told the user swiped the sheet away (SPEC §13.5).
  case presentationDidDismiss(String)
  /// iOS 13+ (public from the iOS 17 SDK): `viewIsAppearing:`, in the window and sized.
  case isAppearing(Transition)
  /// iOS 8+: rotation as a size change; `inWindow`: whether the view is on screen now;
  /// `presenter`: it presented what covers it (evidenced), else a child below its stack's top
  /// (reported only when its size differs) (SPEC §13.9).
  case willTransitionToSize(Orientation, inWindow: Bool, presenter: Bool = false)
  /// iOS 8+: an iPhone's vertical size class changes with the orientation.
  case willTransitionTraits(Orientation)
  case traitsChanged(Orientation)
  /// iOS 26+: the properties pass before `viewWillLayoutSubviews`, when requested (SPEC
  /// §13.7); the payload says what requested it.
  case updateProperties(PropertiesRequest)
  /// iOS 13+: the scene delegate's callbacks.
  case sceneResignsActive
  case sceneEntersBackground
  /// `rebuilt`: after a reconnect, whose rebuild brought the top's appearance callbacks.
  case sceneEntersForeground(rebuilt: Bool)
  case sceneBecomesActive
  case stateRestoration(String)
  /// `restores`: the app has restoration code (`restoration on`, SPEC §13.1).
  case sceneDisconnected(controllers: Int, restores: Bool = true)
  /// The scene reconnects; the payload names the stacks it shows. `restored`: the app's code
  /// rebuilt what it saved; else it built its initial UI, as at launch (SPEC §13.1).
  case sceneReconnects(String, restored: Bool = true)
  /// iOS 13+: the scene, its window and its container tree were released at the disconnect.
  case sceneReleased
  /// iOS 7+: a swipe is under way: `B` is half off screen and `A` half on, until finish or
  /// cancel; the payload names the outgoing controller.
  case swipeUnderWay(String)
  /// iOS 7+: a cancelled swipe back leaves the outgoing controller in the stack, and this
  /// simulator tells it `didMoveToParentViewController:` with the navigation controller (the
  /// one part of the cancel no published log shows, SPEC §13.10).
  case stillInNavigation
  /// `device`: the simulator lays the views out on another phone under the same version's
  /// rules; `launched`: whether views are on screen to be laid out again.
  case deviceChanged(Phone, SystemBehavior, launched: Bool)
  /// `ios N` brought the version's own phone (SPEC §12): the simulator's switch, not UIKit's.
  case phoneFollowsVersion(Phone, SystemBehavior)
  /// iOS 7+: the bars over a root scroll view become its content inset (top and bottom);
  /// `safeArea`: iOS 11+, where the safe area is what is added.
  case barsAsContentInset(top: Int, bottom: Int, safeArea: Bool)
  /// iOS 11+: `viewSafeAreaInsetsDidChange`; `entering`: the view is entering the window (its
  /// first layout there), else its insets changed in it. `inSheet`: as for `viewResized`.
  case safeAreaChanged(EdgeInsets, entering: Bool, inSheet: Bool = false)
  /// `root nav A push B`: the launch code pushes right away, before the first frame is shown
  /// (SPEC §12 "18"); the payload names the top. `rootLoads`: up to iOS 17 the root's view
  /// is loaded and begins to appear, but gets no `viewDidAppear:` (SPEC §13.4); from iOS 18 it
  /// is never requested.
  case pushAtLaunch(String, rootLoads: Bool)

  // Refusals.
  case refused(Refusal)
}
