/// How a controller is created and how its `loadView` builds the view hierarchy.
public enum Origin: String, Sendable, CaseIterable {
  /// `initWithNibName:bundle:`; the default `loadView` makes one empty root view, and
  /// `viewDidLoad` adds the subviews in code.
  case code
  /// `initWithCoder:` then `awakeFromNib`; `loadView` loads the whole tree from the storyboard.
  case storyboard
  /// `initWithNibName:bundle:`; an overridden `loadView` builds the whole tree itself
  /// (Listing 4-2 of Apple's text).
  case custom
}

/// What the controller's own `didReceiveMemoryWarning` does after calling super.
public enum WarningHandler: String, Sendable, CaseIterable {
  /// Nothing beyond super.
  case none
  /// Frees the controller's caches.
  case purgeCaches = "purge-caches"
  /// `if (self.isViewLoaded && self.view.window == nil) self.view = nil;` — the safe pattern.
  case releaseView = "release-view"
  /// `if ([self.view window] == nil) self.view = nil;` exactly as Listing 4-3 prints it: reading
  /// `self.view` loads an unloaded view only to release it again.
  case releaseViewUnsafe = "release-view-unsafe"
}

/// One view in a controller's view tree: a UIKit class name and its subviews.
public struct ViewNode: Sendable, Equatable {
  /// The UIKit class, e.g. `UITableView`.
  public var className: String
  /// The subviews, in order.
  public var subviews: [ViewNode]

  /// Creates a view node.
  public init(_ className: String, _ subviews: [ViewNode] = []) {
    self.className = className
    self.subviews = subviews
  }

  /// The number of views in this subtree, this one included.
  public var count: Int { subviews.reduce(1) { $0 + $1.count } }

  /// The tree every controller gets when nothing else is said: a root view with two subviews.
  public static let defaultTree = ViewNode("UIView", [ViewNode("UILabel"), ViewNode("UIButton")])
}

/// Sizes of the parts of a controller's memory, in bytes (Table 4-1 of Apple's text).
public struct MemoryProfile: Sendable, Equatable {
  /// The controller object and its critical data, from init to `dealloc`.
  public var controller: Int
  /// Each view object in the tree, from `loadView` to the view being set to nil.
  public var perView: Int
  /// The view's content (images, data), from `viewDidLoad` to the view being set to nil.
  public var content: Int
  /// The backing store drawn into the window, when a scenario fixes it; nil (the default)
  /// sizes it by the view's frame: width × height × scale² × 4 bytes (SPEC §8).
  public var backingStore: Int?
  /// Caches held in a lazy custom property, from the first `viewDidAppear:` to a purge.
  public var caches: Int

  /// Creates a profile.
  public init(controller: Int, perView: Int, content: Int, backingStore: Int?, caches: Int) {
    self.controller = controller
    self.perView = perView
    self.content = content
    self.backingStore = backingStore
    self.caches = caches
  }

  /// The sizes of SPEC §5, with the backing store sized by the frame (SPEC §8).
  public static let standard = MemoryProfile(
    controller: 256 * 1024, perView: 64 * 1024, content: 2 * 1024 * 1024,
    backingStore: nil, caches: 4 * 1024 * 1024)

  /// The bytes of a backing store for a view of this size.
  public func backingStore(for frame: FrameSize) -> Int {
    backingStore ?? Device.backingStoreBytes(frame)
  }
}

/// Everything that describes a kind of controller before any instance exists (`new` in a
/// script, an entry in a scenario or lesson).
public struct ControllerTemplate: Sendable, Equatable {
  /// The controller's name; unique among live controllers.
  public var name: String
  /// How it is initialised and how its view is loaded.
  public var origin: Origin
  /// For `custom`: whether the overridden `loadView` calls super first (wasted work).
  public var callsSuper: Bool
  /// What its own memory-warning handler does.
  public var onWarning: WarningHandler
  /// Whether its views use Auto Layout (adds `updateViewConstraints`).
  public var autoLayout: Bool
  /// `wantsFullScreenLayout`: as a root or presented controller, its view extends under the
  /// status bar (SPEC §8).
  public var fullScreenLayout: Bool
  /// Whether it agrees to rotate (`shouldAutorotate…`); UIKit asks only some controllers.
  public var rotates: Bool
  /// The view tree its `loadView` (and, for code, `viewDidLoad`) builds.
  public var viewTree: ViewNode
  /// The sizes of its memory parts.
  public var memory: MemoryProfile
  /// When set, defining this template copies everything from the named template (a
  /// numbered copy such as `Detail2` of `Detail`), so a script can say `new Detail2
  /// like=Detail` and replay a live session exactly.
  public var basedOn: String?
  /// The resource mistakes it makes, if any (SPEC §10).
  public var gotchas = Gotchas()
  /// For `storyboard`: the controller also overrides `loadView` (`loadView=custom`), so its
  /// own code builds the view and the storyboard's views are never loaded (SPEC §11.9).
  public var overridesLoadView = false

  /// Creates a template; every setting has the SPEC's default.
  public init(
    name: String, origin: Origin = .code, callsSuper: Bool = false,
    onWarning: WarningHandler = .none, autoLayout: Bool = false,
    fullScreenLayout: Bool = false, rotates: Bool = true, viewTree: ViewNode = .defaultTree,
    memory: MemoryProfile = .standard, basedOn: String? = nil
  ) {
    self.name = name
    self.origin = origin
    self.callsSuper = callsSuper
    self.onWarning = onWarning
    self.autoLayout = autoLayout
    self.fullScreenLayout = fullScreenLayout
    self.rotates = rotates
    self.viewTree = viewTree
    self.memory = memory
    self.basedOn = basedOn
  }

  /// Whether `loadView` is the controller's own code: `custom`, or a storyboard controller
  /// that overrides it.
  public var hasOwnLoadView: Bool {
    origin == .custom || (origin == .storyboard && overridesLoadView)
  }

  /// Whether `loadView` decodes the views from a storyboard (and connects the outlets).
  public var loadsFromStoryboard: Bool { origin == .storyboard && !overridesLoadView }

  /// The init selector UIKit calls for this origin.
  public var initSelector: Selector {
    origin == .storyboard ? .initWithCoder : .initWithNibNameBundle
  }
}

extension ControllerTemplate {
  /// The view tree and the memory sizes a `new` line can state, as ` key=value` words, where
  /// they differ from the defaults: `subviews=` for a flat tree (a root `UIView` and its
  /// subviews), `content=` and `caches=` in bytes, so an exported session replays a student's
  /// class (which holds what its file says, not the example app's sizes) exactly.
  public var sizeSettings: String {
    var words = ""
    if viewTree != .defaultTree, viewTree.className == "UIView",
      viewTree.subviews.allSatisfy(\.subviews.isEmpty)
    {
      let names = viewTree.subviews.map(\.className)
      words += " subviews=" + (names.isEmpty ? "none" : names.joined(separator: ","))
    }
    if memory.content != MemoryProfile.standard.content { words += " content=\(memory.content)" }
    if memory.caches != MemoryProfile.standard.caches { words += " caches=\(memory.caches)" }
    return words
  }
}
