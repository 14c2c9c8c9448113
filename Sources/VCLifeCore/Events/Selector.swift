/// A lifecycle callback, named by its Objective-C selector as Apple's text prints it.
public enum Selector: String, Sendable, CaseIterable {
  case initWithNibNameBundle = "initWithNibName:bundle:"
  case initWithCoder = "initWithCoder:"
  case awakeFromNib
  case loadView
  case viewDidLoad
  case viewWillAppear = "viewWillAppear:"
  case viewDidAppear = "viewDidAppear:"
  case viewWillDisappear = "viewWillDisappear:"
  case viewDidDisappear = "viewDidDisappear:"
  case willMoveToParentViewController = "willMoveToParentViewController:"
  case didMoveToParentViewController = "didMoveToParentViewController:"
  case updateViewConstraints
  case viewWillLayoutSubviews
  case viewDidLayoutSubviews
  case didReceiveMemoryWarning
  case viewWillUnload
  case viewDidUnload
  case dealloc
  case applicationDidReceiveMemoryWarning = "applicationDidReceiveMemoryWarning:"
  /// iOS 5's question to the visible controller before a rotation.
  case shouldAutorotateToInterfaceOrientation = "shouldAutorotateToInterfaceOrientation:"
  /// iOS 6's questions to the root or presented controller before a rotation.
  case shouldAutorotate
  case supportedInterfaceOrientations
  case willRotateToInterfaceOrientation = "willRotateToInterfaceOrientation:duration:"
  case willAnimateRotationToInterfaceOrientation =
    "willAnimateRotationToInterfaceOrientation:duration:"
  case didRotateFromInterfaceOrientation = "didRotateFromInterfaceOrientation:"
  /// iOS 13+ (public from the iOS 17 SDK): the view is in the window and sized by its
  /// superview (SPEC §13.2).
  case viewIsAppearing = "viewIsAppearing:"
  /// iOS 8+: rotation is a size change, told to every controller (SPEC §12).
  case viewWillTransitionToSize = "viewWillTransitionToSize:withTransitionCoordinator:"
  /// iOS 8+: the size class is about to change (an iPhone's vertical one, on rotation).
  case willTransitionToTraitCollection =
    "willTransitionToTraitCollection:withTransitionCoordinator:"
  /// iOS 8+: the size class changed.
  case traitCollectionDidChange = "traitCollectionDidChange:"
  /// iOS 26+: the properties pass before the layout pass.
  case updateProperties
  /// iOS 11+: the view's safe-area insets changed, or it is entering the window (SPEC §12).
  case viewSafeAreaInsetsDidChange
  /// iOS 13+: the scene delegate's life cycle.
  case sceneWillResignActive = "sceneWillResignActive:"
  case sceneDidEnterBackground = "sceneDidEnterBackground:"
  case sceneWillEnterForeground = "sceneWillEnterForeground:"
  case sceneDidBecomeActive = "sceneDidBecomeActive:"
  case stateRestorationActivityForScene = "stateRestorationActivityForScene:"
  case sceneDidDisconnect = "sceneDidDisconnect:"
  case sceneWillConnect = "scene:willConnectToSession:options:"
}

/// A change that is not a callback: something UIKit, the system or a handler did.
public enum Effect: String, Sendable, CaseIterable {
  /// The lazy `navigationItem` was created.
  case navigationItemCreated
  /// `[super loadView]` built a default view that the override throws away.
  case defaultViewDiscarded
  /// The view entered the window and was drawn: backing store allocated.
  case viewAddedToWindow
  /// The view left the window.
  case viewRemovedFromWindow
  /// The lazy caches were filled.
  case cachesFilled
  /// The handler purged the caches.
  case cachesPurged
  /// `view` was set to nil: the views and their backing store freed (SPEC §11.2).
  case viewReleased
  /// The controller's code released the content `viewDidLoad` created.
  case contentReleased
  /// The controller kept that content when it should have released it (a gotcha).
  case contentKept
  /// A reload's new content replaced the kept copy, which is freed.
  case keptContentFreed
  /// A storyboard's `loadView` connected the outlets.
  case outletsConnected
  /// A storyboard controller's own `loadView` left the storyboard's views unloaded.
  case storyboardViewsSkipped
  /// A controller pushed under the new top keeps its view nil.
  case viewStaysNil
  /// The selected More tab's controllers left `moreNavigationController`: the More list shows.
  case moreListShown
  /// The asked controller refused to rotate: the orientation stays.
  case rotationDeclined
  /// The system freed an off-window backing store (iOS 6+).
  case backingStoreFreed
  /// `view` was read while loaded: returned, nothing loaded.
  case viewReturned
  /// `isViewLoaded` was asked: answered YES or NO, nothing loaded.
  case isViewLoaded
  /// The system terminated the app.
  case appTerminated
  /// The layout pass resized the root view (SPEC §8, step 1).
  case viewResized
  /// Without Auto Layout, the subviews followed their autoresizing masks (step 2).
  case autoresizingApplied
  /// The view's own `layoutSubviews` applied the new layout (step 5).
  case layoutSubviews
  /// A translucent navigation bar set a root scroll view's top content inset.
  case contentInsetAdjusted
  /// A drawn view was resized, so its backing store was drawn again at the new size.
  case backingStoreReallocated
  /// An iOS 6 container answered the rotation question itself, asking no child.
  case containerAllowsRotation
  /// iOS 5's super kept a view it could not rebuild (SPEC §9.2).
  case viewKept
  /// The `didReceiveMemoryWarning` override skipped super (SPEC §10).
  case superNotCalled
  /// Strong outlets kept views alive after the view was released.
  case outletsHeld
  /// The reload reconnected the outlets and freed the views they held.
  case heldOutletsFreed
  /// The typed state was saved before the view was released.
  case viewStateSaved
  /// The typed state went with the view.
  case viewStateLost
  /// The saved state was put back into the reloaded view.
  case viewStateRestored
  /// The reloaded view is empty: the typed state is gone.
  case viewStateGone
  /// A retain cycle kept a removed controller alive: no `dealloc`.
  case leaked
  /// An appearance override skipped super (a mark, SPEC §16.2).
  case superSkipped
  /// An override called super with another selector (a mark).
  case wrongSuper
  /// `viewDidUnload` released the data the parent passed in.
  case inputReleased
  /// The reloaded view shows the passed-in data blank.
  case inputBlank
  /// One more notification observer registration.
  case observerAdded
  /// The observer's registrations were removed.
  case observersRemoved
  /// Registrations left at `dealloc` point at a freed object (before iOS 9).
  case observersDangling
  /// Registrations left at `dealloc`, removed by the notification center (iOS 9+).
  case observersRemovedAtDealloc
  /// A repeating timer targeting the controller was scheduled.
  case timerScheduled
  /// The timer the property held was invalidated.
  case timerInvalidated
  /// An invalidate on a property that holds no running timer did nothing.
  case timerNotHeld
  /// iOS 13+: a page sheet covers part of the screen; the presenter hears nothing and stays.
  case presenterStaysInWindow
  /// iOS 7+: a swipe is under way, until `finish` or `cancel`.
  case swipeUnderWay
  /// iOS 13+: the system disconnected the scene; its window and controllers are released.
  case sceneReleased
  /// The simulator lays the views out on another phone (`device`, or the version's own).
  case deviceChanged
  /// `root nav A push B`: the launch code pushed right away (iOS 18+: the root's view stays
  /// nil).
  case pushedAtLaunch
  /// iOS 13+: the presentation controller's delegate, set by the app, is told the user
  /// started dragging a sheet down: a message to that delegate, no view controller's callback
  /// (SPEC §13.5).
  case presentationControllerWillDismiss = "presentationControllerWillDismiss:"
  /// iOS 13+: that delegate is told the user swiped the sheet away.
  case presentationControllerDidDismiss = "presentationControllerDidDismiss:"
}
