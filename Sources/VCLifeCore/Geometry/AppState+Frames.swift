/// The frame every loaded view gets from how its controller is shown (SPEC §8; the Chinese
/// notes' appendix 1, 附注1): the window, the status bar, the orientation, `wantsFullScreenLayout`, and the
/// bars of the containers around it.
extension AppState {
  /// What decides a controller's frame, and the frame itself.
  public struct Placement: Sendable, Equatable {
    /// The frame of the controller's root view.
    public var frame: FrameSize
    /// The height of the status bar above the view, 0 when the view extends under it.
    public var statusBar: Int
    /// The navigation bar's height above the view (0 without one), whether or not the view
    /// extends under it.
    public var navigationBar: Int
    /// Whether the navigation bar is translucent and the view extends under it.
    public var underTranslucentBar: Bool
    /// The tab bar's height below the view (0 without one); from iOS 11 it includes the
    /// home indicator's part of the screen.
    public var tabBar: Int
    /// The top content inset a translucent navigation bar (iOS 5/6), or the bars over it
    /// (iOS 7+), give a root scroll view.
    public var contentInset: Int
    /// iOS 7+: whether the view extends under the tab bar too (it is translucent by default).
    public var underTabBar = false
    /// iOS 7+: the bottom content inset the tab bar and the home indicator give a root scroll
    /// view.
    public var contentInsetBottom = 0
    /// iOS 7+: how much of the view the bars and the hardware cover — the layout guides' lengths
    /// on iOS 7 to 10, the safe area's insets from iOS 11; zero on iOS 5 and 6.
    public var safeArea = EdgeInsets()
  }

  /// The frame `name`'s view gets where it is now, or nil when it is in no container.
  public func frame(of name: String) -> FrameSize? { placement(of: name)?.frame }

  /// The screen of the phone the views are laid out on, held as the device is.
  public var screen: FrameSize { phone.screen(orientation) }

  /// The status bar's height now: none in landscape on an iPhone from iOS 8 (a vertically
  /// compact screen hides it by default).
  public var statusBarHeight: Int {
    if orientation == .landscape && behavior.rotatesBySize { return 0 }
    return phone.statusBarHeight(statusBar, orientation)
  }

  /// The part of the status bar that pushes the app down instead of lying over it: the
  /// in-call bar's extra 20 pt on the 3.5" phone, else none.
  public var statusBarPushesDown: Int {
    phone == .classic ? max(0, statusBarHeight - Device.plainStatusBarHeight) : 0
  }

  /// Everything that sizes `name`'s view, or nil when it is in no container.
  public func placement(of name: String) -> Placement? {
    guard let location = layout.location(of: name) else { return nil }
    let stack = layout[stack: location]
    let template = controllers[name]?.template ?? self.template(named: name)
    if behavior.extendsUnderBars {
      return placementUnderBars(location, stack, isScrollView: template.viewTree.isScrollView)
    }
    let screen = self.screen
    let statusHeight = statusBarHeight
    // wantsFullScreenLayout is read on a root or presented controller (or a child of a
    // navigation controller that is one); a tab bar controller keeps its children below the
    // status bar. Only the plain 20 pt go under: an in-call bar still pushes content down.
    let extendsUnderStatusBar: Bool
    switch location {
    case .tab: extendsUnderStatusBar = template.fullScreenLayout && !layout.hasTabBar
    case .presented: extendsUnderStatusBar = template.fullScreenLayout
    }
    let statusAbove = extendsUnderStatusBar ? statusBarPushesDown : statusHeight
    var height = screen.height - statusAbove
    var inset = 0
    let navigationBar = stack.isNavigation ? Device.navigationBarHeight(orientation) : 0
    let underBar = stack.isNavigation && stack.isTranslucent
    if underBar {
      // The view goes under the bar; a scroll view is told how much of it the bar covers.
      let covered = navigationBar + (statusHeight - statusAbove)
      inset = template.viewTree.isScrollView ? covered : 0
    } else {
      height -= navigationBar
    }
    var tabBar = 0
    if case .tab = location, layout.hasTabBar {
      tabBar = Device.tabBarHeight
      height -= tabBar
    }
    return Placement(
      frame: FrameSize(width: screen.width, height: height), statusBar: statusAbove,
      navigationBar: navigationBar, underTranslucentBar: underBar, tabBar: tabBar,
      contentInset: inset)
  }

  /// iOS 7+ (SPEC §12): `wantsFullScreenLayout` is ignored and `edgesForExtendedLayout` is
  /// all, with bars translucent by default (so `root nav NAME translucent` changes nothing):
  /// every view's frame is the whole screen, less only what an in-call bar pushes down, and
  /// the status bar, the bars and (iOS 11+) the hardware become insets. A root scroll view
  /// gets the top and bottom ones as its content inset.
  private func placementUnderBars(
    _ location: StackLocation, _ stack: ControllerStack, isScrollView: Bool
  ) -> Placement {
    let screen = self.screen
    let pushedDown = statusBarPushesDown
    let hardware = behavior.hasSafeArea ? phone.hardwareInsets(orientation) : EdgeInsets()
    let navigationBar = stack.isNavigation ? Device.navigationBarHeight(orientation) : 0
    // The safe area's top is the status bar or the sensor housing, whichever is deeper
    // (the Dynamic Island's 59 pt under a 54 pt bar); iOS 7 to 10 know only the bar.
    let top = max(statusBarHeight - pushedDown, hardware.top) + navigationBar
    var tabBar = 0
    if case .tab = location, layout.hasTabBar {
      // From iOS 11 the bar is compact (32 pt) in landscape and grows over the home
      // indicator's part of the screen.
      let compact = behavior.hasSafeArea && orientation == .landscape
      tabBar = (compact ? 32 : Device.tabBarHeight) + hardware.bottom
    }
    let bottom = tabBar > 0 ? tabBar : hardware.bottom
    return Placement(
      frame: FrameSize(width: screen.width, height: screen.height - pushedDown),
      statusBar: pushedDown, navigationBar: navigationBar,
      underTranslucentBar: stack.isNavigation, tabBar: tabBar,
      contentInset: isScrollView ? top : 0, underTabBar: tabBar > 0,
      contentInsetBottom: isScrollView ? bottom : 0,
      safeArea: EdgeInsets(top: top, left: hardware.left, bottom: bottom, right: hardware.right))
  }

  /// The frame a view gets when `loadView` makes it: the application frame (the screen less
  /// the status bar), as UIKit's default `loadView` and Listing 4-2 size it. The container
  /// resizes it in the layout pass before it appears (the Chinese notes: "even if loadView sets the
  /// root view's frame to the window's, what is shown may differ").
  public var applicationFrame: FrameSize {
    let screen = self.screen
    return FrameSize(width: screen.width, height: screen.height - statusBarHeight)
  }
}

extension ViewNode {
  /// UIScrollView and the UIKit classes built on it: a translucent navigation bar gives these
  /// a content inset instead of a smaller frame.
  public static let scrollViewClasses: Set<String> = [
    "UIScrollView", "UITableView", "UICollectionView", "UITextView",
  ]

  /// Whether this view is a scroll view.
  public var isScrollView: Bool { Self.scrollViewClasses.contains(className) }
}
