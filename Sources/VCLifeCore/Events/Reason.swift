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
}

/// Who read a nil `view` and so started the load cycle.
public enum LoadTrigger: String, Sendable, CaseIterable {
  /// A container is about to show the controller.
  case shown
  /// The user's `access` action.
  case access
  /// Listing 4-3's `[self.view window]` in the memory-warning handler.
  case handlerReadsView
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
  /// The asked controller's `shouldAutorotate…` said NO.
  case rotationRefused(String)
  /// UIKit: "Application tried to present modally an active controller".
  case presentActive(String)
  /// A tap on the selected tab with nothing to pop.
  case tapAtRoot(String)
}

/// The rule behind an event, with what narration needs to explain it in any language.
/// Every case is narrated in English and Chinese (see `Narrator`).
public enum Reason: Sendable, Hashable {
  // Actions.
  case userAction
  case behaviorChanged(SystemBehavior)
  case templateDefined(String)
  case systemWarning(percent: Int)
  case restart
  /// `launched`: whether a view is on screen to be told; before launch it is only a setting.
  case orientationChanged(Orientation, launched: Bool)
  case statusBarChanged(StatusBarMode, launched: Bool)

  // Creation.
  case initInCode(Transition)
  case initFromStoryboard(Transition)
  case awakeFromNib

  // Containment.
  case willMoveToNavigation
  case didMoveToNavigation
  case willLeaveNavigation
  case didLeaveNavigation
  case navigationItemCreated

  // The load cycle.
  case loadView(Origin, LoadTrigger, isReload: Bool)
  case defaultViewDiscarded
  case viewDidLoad(Origin, subviewsAdded: Int)
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
  case removedFromWindow
  case cachesFilled

  // Geometry, the layout pass and rotation (SPEC §8).
  case viewResized(from: FrameSize, to: FrameSize)
  case autoresizing
  case layoutSubviews
  case contentInset(Int)
  case autoLayoutIsIOS6
  case backingStoreRedrawn(from: FrameSize, to: FrameSize)
  /// iOS 5: the visible controller is asked; the answer.
  case shouldAutorotateIOS5(Orientation, answer: Bool)
  /// iOS 6: the root or presented controller is asked; the answer.
  case shouldAutorotateIOS6(answer: Bool)
  case supportedOrientations(Orientation)
  /// iOS 6: a container root answers for its children, which are not asked.
  case containerRotates(container: String, child: String)
  case willRotate(Orientation)
  case willAnimateRotation(Orientation)
  case didRotate(from: Orientation)

  // Memory warnings.
  case appWarned
  /// `hasBackingStore`: whether the view still has one, so the narration of a repeated iOS 6+
  /// warning says there is nothing left to free (SPEC §9.8).
  case warningDelivered(
    SystemBehavior, viewLoaded: Bool, inWindow: Bool, hasBackingStore: Bool)
  case willUnload
  case releasedBySuper
  case didUnload
  case backingStoreFreed
  case cachesPurged
  case releasedByHandler
  /// Listing 4-3's handler sets the view to nil; `reloaded`: its `[self.view window]` had
  /// just loaded that view (it was nil), so the load was wasted.
  case releasedByUnsafeHandler(reloaded: Bool)

  // The end.
  case dealloc(Transition)
  case terminated(percent: Int)

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
  /// The controller saved the view's typed state before the view was released.
  case viewStateSaved(String)
  /// The view was released with typed state the controller did not save.
  case viewStateLost(String)
  /// The reload put the saved state back into the new view.
  case viewStateRestored(String)
  /// The reload built an empty view: the typed state is gone.
  case viewStateGone
  /// A retain cycle kept the controller alive after its container let it go.
  case retainCycle(Transition)

  // Refusals.
  case refused(Refusal)
}
