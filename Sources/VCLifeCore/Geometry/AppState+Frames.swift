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
    /// The tab bar's height below the view (0 without one).
    public var tabBar: Int
    /// The top content inset a translucent navigation bar gives a root scroll view.
    public var contentInset: Int
  }

  /// The frame `name`'s view gets where it is now, or nil when it is in no container.
  public func frame(of name: String) -> FrameSize? { placement(of: name)?.frame }

  /// Everything that sizes `name`'s view, or nil when it is in no container.
  public func placement(of name: String) -> Placement? {
    guard let location = layout.location(of: name) else { return nil }
    let stack = layout[stack: location]
    let template = controllers[name]?.template ?? self.template(named: name)
    let screen = Device.screen(orientation)
    let statusHeight = Device.statusBarHeight(statusBar)
    // wantsFullScreenLayout is read on a root or presented controller (or a child of a
    // navigation controller that is one); a tab bar controller keeps its children below the
    // status bar. Only the plain 20 pt go under: an in-call bar still pushes content down.
    let extendsUnderStatusBar: Bool
    switch location {
    case .tab: extendsUnderStatusBar = template.fullScreenLayout && !layout.hasTabBar
    case .presented: extendsUnderStatusBar = template.fullScreenLayout
    }
    let statusAbove =
      extendsUnderStatusBar
      ? max(0, statusHeight - Device.plainStatusBarHeight) : statusHeight
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

  /// The frame a view gets when `loadView` makes it: the application frame (the screen less
  /// the status bar), as UIKit's default `loadView` and Listing 4-2 size it. The container
  /// resizes it in the layout pass before it appears (the Chinese notes: "even if loadView sets the
  /// root view's frame to the window's, what is shown may differ").
  public var applicationFrame: FrameSize {
    let screen = Device.screen(orientation)
    return FrameSize(width: screen.width, height: screen.height - Device.statusBarHeight(statusBar))
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
