/// The live state of one controller instance.
public struct ControllerState: Sendable, Equatable {
  /// What the controller was made from.
  public let template: ControllerTemplate
  /// How many view objects are in memory: 0 means `view` is nil.
  public var viewObjects = 0 {
    // A nil view has no frame and no inset: whoever releases the view, they go with it.
    didSet {
      if viewObjects == 0 {
        frame = nil
        contentInset = 0
        contentInsetBottom = 0
        safeArea = nil
        propertiesRequest = nil
      }
    }
  }
  /// UIKit's default view, built by `[super loadView]` inside an overriding `loadView` and
  /// held only until the override replaces it: 1 during that `loadView`, else 0. It is not
  /// part of the view tree, but it is memory, so the gauge shows the waste.
  public var discardedViewObjects = 0
  /// Whether the content `viewDidLoad` created is held. The controller holds it, not the
  /// view: only the controller's own code releases it (SPEC §11.2).
  public var contentLoaded = false
  /// A second copy of that content for a moment: a reload's `viewDidLoad` made a new one
  /// while the kept one (`releasesContent=false`) is not yet replaced.
  public var staleContent = false
  /// Whether the view is in the window (on screen, or entering or leaving it).
  public var isInWindow = false
  /// Whether a backing store has been drawn for the view.
  public var hasBackingStore = false
  /// The bytes of that backing store while there is one: sized by the frame it was drawn at.
  public var backingStoreBytes = 0
  /// The root view's frame; nil while the view is nil.
  public var frame: FrameSize?
  /// The top content inset a translucent navigation bar gave the root scroll view.
  public var contentInset = 0
  /// iOS 7+: the bottom content inset the tab bar (and home indicator) gave it.
  public var contentInsetBottom = 0
  /// iOS 11+: the safe-area insets the controller was last told of with
  /// `viewSafeAreaInsetsDidChange`; nil while its view is out of the window (where a view has
  /// no safe area), so the next entry tells it again.
  public var safeArea: EdgeInsets?
  /// Whether the lazy caches are full.
  public var cachesFull = false
  /// Whether the lazy `navigationItem` has been created.
  public var hasNavigationItem = false
  /// iOS 26: what requested a properties pass (`updateProperties`) in the view's next layout
  /// pass; nil when none is requested (SPEC §13.7).
  public var propertiesRequest: PropertiesRequest?
  /// How many times the load cycle has run: more than one means the view was reloaded.
  public var loadCount = 0
  /// Held outlets and the view's typed state (SPEC §10).
  public var gotchas = GotchaState()
  /// How many notification-center registrations have this controller as observer: one per
  /// call of the method that adds it, all gone at its remove (SPEC §16.2).
  public var observerRegistrations = 0
  /// How many repeating timers targeting this controller are running: one per call of the
  /// method that schedules one; while any runs, it holds the controller (SPEC §16.2).
  public var runningTimers = 0

  /// A controller just initialised: only its critical data exists.
  public init(template: ControllerTemplate) { self.template = template }

  /// The controller's name.
  public var name: String { template.name }
  /// `isViewLoaded`: reading it never loads the view.
  public var isViewLoaded: Bool { viewObjects > 0 }

  /// The bytes this controller holds, part by part.
  public var memory: MemoryBreakdown {
    let sizes = template.memory
    var parts = MemoryBreakdown()
    parts.controller = sizes.controller
    parts.views = (viewObjects + discardedViewObjects) * sizes.perView
    parts.content = ((contentLoaded ? 1 : 0) + (staleContent ? 1 : 0)) * sizes.content
    parts.backingStore = hasBackingStore ? backingStoreBytes : 0
    parts.caches = cachesFull ? sizes.caches : 0
    parts.heldOutlets = gotchas.heldOutlets * sizes.perView
    return parts
  }
}

/// What asks UIKit to run `updateProperties` in a view's next layout pass (iOS 26, SPEC §13.7):
/// requests are coalesced into that pass; a pass nothing requested does not run it.
public enum PropertiesRequest: String, Sendable, CaseIterable {
  /// The view was just loaded: its first layout pass updates its properties.
  case firstLayout
  /// The traits changed (an iPhone's vertical size class, at a rotation).
  case traitChange
}
