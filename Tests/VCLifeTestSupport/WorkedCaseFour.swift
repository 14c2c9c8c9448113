/// SPEC §7's worked case 4 (iOS 5, a storyboard controller A, a warning with B on top, then a
/// pop), written once for every test target that checks it: the core's session, the script
/// run, its reports and the binary.
public enum WorkedCaseFour {
  /// The case as a `vclife script`, as a teacher would type it.
  public static let script = "ios 5\nnew A origin=storyboard\nroot nav A\npush B\nwarning\npop\n"

  /// The callbacks of `root nav A` and `push B`, as `Object selector`, layout callbacks left out.
  public static let launchAndPush = [
    "A initWithCoder:", "A awakeFromNib", "A loadView", "A viewDidLoad",
    "A viewWillAppear:", "A viewDidAppear:",
    "B initWithNibName:bundle:", "B willMoveToParentViewController:", "B loadView",
    "B viewDidLoad", "A viewWillDisappear:", "B viewWillAppear:", "A viewDidDisappear:",
    "B viewDidAppear:", "B didMoveToParentViewController:",
  ]

  /// The callbacks of `warning`: iOS 5 unloads A, whose view is off screen.
  public static let warning = [
    "App applicationDidReceiveMemoryWarning:", "UINavigationController didReceiveMemoryWarning",
    "A didReceiveMemoryWarning", "A viewWillUnload", "A viewDidUnload",
    "B didReceiveMemoryWarning",
  ]

  /// The callbacks of `pop`: A's view is nil, so it reloads before any appearance callback, as
  /// B loaded before them on push (SPEC §7 cases 2 and 4).
  public static let pop = [
    "B willMoveToParentViewController:", "A loadView", "A viewDidLoad", "B viewWillDisappear:",
    "A viewWillAppear:", "B viewDidDisappear:", "A viewDidAppear:",
    "B didMoveToParentViewController:", "B dealloc",
  ]

  /// Every callback of the script, in order.
  public static let callbacks = launchAndPush + warning + pop
}
