/// One tab (or the whole window when there is no tab bar): a navigation controller's stack,
/// or a single plain controller.
public struct ControllerStack: Sendable, Equatable {
  /// Whether a navigation controller holds this stack (push and pop work only then).
  public var isNavigation: Bool
  /// The controllers, bottom (root) first.
  public var controllers: [String]

  /// Creates a stack.
  public init(isNavigation: Bool, controllers: [String]) {
    self.isNavigation = isNavigation
    self.controllers = controllers
  }

  /// The controller whose view this stack shows.
  public var top: String? { controllers.last }
}

/// A full-screen modal presentation.
public struct Presentation: Sendable, Equatable {
  /// The presented controller.
  public var controller: String
  /// The controller that was visible when it was presented.
  public var presenter: String
}

/// The container tree of the window: an optional tab bar over stacks, and modals on top.
public struct WindowLayout: Sendable, Equatable {
  /// Whether a tab bar controller is the root.
  public var hasTabBar = false
  /// The stacks: one per tab, or one in all without a tab bar. Empty before launch.
  public var tabs: [ControllerStack] = []
  /// The selected tab.
  public var selectedTab = 0
  /// Full-screen modals, the first presented first.
  public var presented: [Presentation] = []

  /// An empty window: the app has not launched.
  public init() {}

  /// Whether the app has a root.
  public var isLaunched: Bool { !tabs.isEmpty }

  /// The controller whose view fills the screen.
  public var visible: String? {
    presented.last?.controller ?? (tabs.isEmpty ? nil : tabs[selectedTab].top)
  }

  /// Every controller in tree order: tabs in order, each stack bottom to top, then modals.
  public var treeOrder: [String] {
    tabs.flatMap(\.controllers) + presented.map(\.controller)
  }

  /// The tab holding a controller.
  public func tab(holding name: String) -> Int? {
    // Most often asked about the controller on top of the selected tab (a push): answer that
    // without a walk over every stack.
    if selectedTab < tabs.count && tabs[selectedTab].top == name { return selectedTab }
    return tabs.firstIndex { $0.controllers.contains(name) }
  }

  /// Every controller's parent, as UIKit names it ("UINavigationController", "presented by
  /// A", …), found in one walk over the tree, so a summary of every controller is linear in
  /// their number (a walk per controller grew with the square of a deep stack).
  public var parents: [String: String] {
    var parents: [String: String] = [:]
    for stack in tabs {
      let parent =
        stack.isNavigation
        ? "UINavigationController" : (hasTabBar ? "UITabBarController" : "UIWindow")
      for name in stack.controllers where parents[name] == nil { parents[name] = parent }
    }
    // A presented controller's parent is its presenter (the first, were it presented twice).
    for modal in presented.reversed() {
      parents[modal.controller] = "presented by \(modal.presenter)"
    }
    return parents
  }

  /// A controller's parent, as UIKit names it. A walk over the tree: for every controller's,
  /// use ``parents``.
  public func parent(of name: String) -> String? { parents[name] }
}
