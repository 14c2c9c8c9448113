/// UIKit's lifecycle methods, as Objective-C selectors (the simulator's events are named so),
/// and the Swift spellings they are written with since Swift 2.
enum Lifecycle {
  /// Whether an override must call super, as UIKit documents it.
  enum SuperRule {
    /// UIKit says to call super (the load cycle, appearance, the warning, the unload).
    case required
    /// The default does nothing, or a custom implementation replaces it (`loadView`).
    case notNeeded
  }

  /// The selectors read as lifecycle, with their super rule.
  static let selectors: [String: SuperRule] = [
    "loadView": .notNeeded, "viewDidLoad": .required,
    "viewWillAppear:": .required, "viewDidAppear:": .required,
    "viewWillDisappear:": .required, "viewDidDisappear:": .required,
    "didReceiveMemoryWarning": .required, "viewWillUnload": .required,
    "viewDidUnload": .required,
    "viewWillLayoutSubviews": .notNeeded, "viewDidLayoutSubviews": .notNeeded,
    "willMoveToParentViewController:": .required, "didMoveToParentViewController:": .required,
    "awakeFromNib": .required, "dealloc": .notNeeded,
    "initWithCoder:": .required, "initWithNibName:bundle:": .required, "init": .required,
    "viewWillTransitionToSize:withTransitionCoordinator:": .required,
    "traitCollectionDidChange:": .required, "setEditing:animated:": .required,
    "encodeRestorableStateWithCoder:": .required, "decodeRestorableStateWithCoder:": .required,
  ]

  /// The methods that balance one another: what one acquires, the other should release.
  /// `viewDidLoad`'s partner is `dealloc` (and `viewDidUnload` on iOS 5).
  static let partners: [String: [String]] = [
    "viewDidLoad": ["dealloc", "viewDidUnload", "viewWillUnload"],
    "loadView": ["dealloc", "viewDidUnload", "viewWillUnload"],
    "viewWillAppear:": ["viewWillDisappear:", "viewDidDisappear:"],
    "viewDidAppear:": ["viewWillDisappear:", "viewDidDisappear:"],
    "init": ["dealloc"], "initWithCoder:": ["dealloc"], "initWithNibName:bundle:": ["dealloc"],
    "awakeFromNib": ["dealloc"],
  ]

  /// Methods that run again each time the controller appears (acquiring there without a
  /// partner release grows one a visit).
  static let repeating: Set<String> = ["viewWillAppear:", "viewDidAppear:"]

  /// Methods that run once per view load (again after an iOS 5 unload).
  static let perLoad: Set<String> = ["viewDidLoad", "loadView"]

  /// Swift names (base name and argument labels) for selectors whose Swift spelling is not
  /// the plain `name:` form.
  private static let swiftNames: [String: String] = [
    "init(coder:)": "initWithCoder:", "init(nibName:bundle:)": "initWithNibName:bundle:",
    "willMove(toParent:)": "willMoveToParentViewController:",
    "willMove(toParentViewController:)": "willMoveToParentViewController:",
    "didMove(toParent:)": "didMoveToParentViewController:",
    "didMove(toParentViewController:)": "didMoveToParentViewController:",
    "viewWillTransition(to:with:)": "viewWillTransitionToSize:withTransitionCoordinator:",
    "encodeRestorableState(with:)": "encodeRestorableStateWithCoder:",
    "decodeRestorableState(with:)": "decodeRestorableStateWithCoder:",
    "prepare(for:sender:)": "prepareForSegue:sender:",
    "deinit": "dealloc",
    // Swift 2 spellings.
    "encodeRestorableStateWithCoder(_:)": "encodeRestorableStateWithCoder:",
    "decodeRestorableStateWithCoder(_:)": "decodeRestorableStateWithCoder:",
    "willMoveToParentViewController(_:)": "willMoveToParentViewController:",
    "didMoveToParentViewController(_:)": "didMoveToParentViewController:",
  ]

  /// The Objective-C selector of a Swift method `name` with these argument labels (`_` for
  /// none): the known UIKit spellings, else `name` and one colon an argument, the first label
  /// folded in as Swift does for `init`.
  static func selector(swiftName name: String, labels: [String]) -> String {
    let key = "\(name)(\(labels.map { $0.isEmpty ? "_" : $0 }.map { $0 + ":" }.joined()))"
    if let known = swiftNames[key] { return known }
    // Swift 2 wrote `viewWillAppear(animated: Bool)`, with the first label inside.
    if labels.count == 1, selectors["\(name):"] != nil { return "\(name):" }
    if labels.isEmpty { return name == "init" ? "init" : name }
    if name == "init" {
      let first =
        labels[0].isEmpty ? "" : "With" + labels[0].prefix(1).uppercased() + labels[0].dropFirst()
      return "init" + first + ":" + labels.dropFirst().map { ($0.isEmpty ? "" : $0) + ":" }.joined()
    }
    return name + ":" + labels.dropFirst().map { ($0.isEmpty ? "" : $0) + ":" }.joined()
  }
}

/// UIKit's controller classes: a superclass among them is known; any other superclass not in
/// the file is assumed to behave as UIViewController, and said so.
let uikitControllers: Set<String> = [
  "UIViewController", "UITableViewController", "UICollectionViewController",
  "UINavigationController", "UITabBarController", "UIPageViewController",
  "UISplitViewController", "UISearchController", "UIAlertController",
  "UIReferenceLibraryViewController", "UIActivityViewController", "UIInputViewController",
  "UIImagePickerController", "UIDocumentPickerViewController", "UIHostingController",
]
