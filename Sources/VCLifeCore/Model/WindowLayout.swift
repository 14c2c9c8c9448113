/// One tab (or the whole window when there is no tab bar, or one presentation): a navigation
/// controller's stack, or a single plain controller.
public struct ControllerStack: Sendable, Equatable {
  /// Whether a navigation controller holds this stack (push and pop work only then).
  public var isNavigation: Bool
  /// The controllers, bottom (root) first.
  public var controllers: [String]
  /// Whether the navigation bar is translucent: children extend under it (SPEC §8).
  public var isTranslucent = false
  /// Whether the tab bar controller's `moreNavigationController` shows this tab: the fifth
  /// and later tabs of a tab bar with more than five (SPEC §9.4).
  public var isMore = false
  /// For a More tab: a tap on the selected More tab popped `moreNavigationController` to the
  /// More list, so the tab's controller is off its stack (the tab bar controller still owns
  /// it) and the list, UIKit's own controller, is on screen (SPEC §11.3).
  public var isAtMoreList = false

  /// Creates a stack.
  public init(
    isNavigation: Bool, controllers: [String], isTranslucent: Bool = false, isMore: Bool = false
  ) {
    self.isNavigation = isNavigation
    self.controllers = controllers
    self.isTranslucent = isTranslucent
    self.isMore = isMore
  }

  /// The controller whose view this stack shows.
  public var top: String? { controllers.last }
}

/// A full-screen modal presentation: one controller, or a navigation controller and its
/// stack (`present nav NAME`, SPEC §9.7).
public struct Presentation: Sendable, Equatable {
  /// What is presented.
  public var stack: ControllerStack
  /// The controller that was visible when it was presented.
  public var presenter: String
  /// iOS 13+'s page sheet: the presenter stays in the window and hears nothing (SPEC §12).
  public var isSheet: Bool

  /// A presentation of a stack over a presenter.
  public init(stack: ControllerStack, presenter: String, isSheet: Bool = false) {
    self.stack = stack
    self.presenter = presenter
    self.isSheet = isSheet
  }

  /// The presented controller (the root of a presented navigation controller).
  public var controller: String { stack.controllers.first ?? "" }
}

/// Where a stack is: a tab (or the window's one stack), or a presentation.
public enum StackLocation: Sendable, Equatable {
  case tab(Int)
  case presented(Int)
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

  /// The most tabs a tab bar shows; with more, the last place is *More* (SPEC §9.4).
  public static let maximumVisibleTabs = 5

  /// An empty window: the app has not launched.
  public init() {}

  /// Whether the app has a root.
  public var isLaunched: Bool { !tabs.isEmpty }

  /// The stack whose top fills the screen: the last presentation, or the selected tab.
  public var visibleStack: StackLocation {
    presented.isEmpty ? .tab(selectedTab) : .presented(presented.count - 1)
  }

  /// A stack by where it is.
  public subscript(stack location: StackLocation) -> ControllerStack {
    get {
      switch location {
      case .tab(let index): tabs[index]
      case .presented(let index): presented[index].stack
      }
    }
    set {
      switch location {
      case .tab(let index): tabs[index] = newValue
      case .presented(let index): presented[index].stack = newValue
      }
    }
    // In place: with only `get` and `set`, `layout[stack: s].controllers.append(name)` copied
    // the whole stack's names first (a push on a 10,000-deep stack copied 10,000 names).
    _modify {
      switch location {
      case .tab(let index): yield &tabs[index]
      case .presented(let index): yield &presented[index].stack
      }
    }
  }

  /// The controller whose view fills the screen; nil before launch and while the More list
  /// (not a simulated controller) is on screen.
  public var visible: String? {
    // A selected tab not (yet) there shows nothing, as before launch.
    guard !tabs.isEmpty, !presented.isEmpty || tabs.indices.contains(selectedTab), !showsMoreList
    else { return nil }
    return self[stack: visibleStack].top
  }

  /// Whether the More list fills the screen: the selected More tab was popped to it.
  public var showsMoreList: Bool {
    presented.isEmpty && tabs.indices.contains(selectedTab) && tabs[selectedTab].isAtMoreList
  }

  /// Who hears a memory warning, in this simulator's order: every container before its
  /// children (a container is a view controller too, SPEC §11.5), tabs in order, then modals.
  /// UIKit documents no order among controllers.
  public var warningOrder: [(name: String, isContainer: Bool)] {
    var order: [(name: String, isContainer: Bool)] = []
    if hasTabBar { order.append(("UITabBarController", true)) }
    var moreWarned = false
    for stack in tabs {
      if stack.isMore {
        if !moreWarned { order.append(("moreNavigationController", true)) }
        moreWarned = true
      } else if stack.isNavigation {
        order.append(("UINavigationController", true))
      }
      order += stack.controllers.map { ($0, false) }
    }
    for modal in presented {
      if modal.stack.isNavigation { order.append(("UINavigationController", true)) }
      order += modal.stack.controllers.map { ($0, false) }
    }
    return order
  }

  /// Every controller in tree order: tabs in order, each stack bottom to top, then modals.
  public var treeOrder: [String] {
    tabs.flatMap(\.controllers) + presented.flatMap(\.stack.controllers)
  }

  /// The tab holding a controller.
  public func tab(holding name: String) -> Int? {
    // Most often asked about the controller on top of the selected tab (a push): answer that
    // without a walk over every stack.
    if selectedTab < tabs.count && tabs[selectedTab].top == name { return selectedTab }
    return tabs.firstIndex { $0.controllers.contains(name) }
  }

  /// The stack holding a controller, a tab's or a presentation's.
  public func location(of name: String) -> StackLocation? {
    if let index = presented.lastIndex(where: { $0.stack.controllers.contains(name) }) {
      return .presented(index)
    }
    return tab(holding: name).map { .tab($0) }
  }

  /// Whether a controller is in a presented sheet (iOS 13+), whose frame this simulator takes
  /// as the whole screen while a real sheet is shorter (SPEC §13.9).
  public func isInSheet(_ name: String) -> Bool {
    guard case .presented(let index) = location(of: name) else { return false }
    return presented[index].isSheet
  }

  /// Whether a controller is the top of a navigation stack that is not on screen (under a
  /// full-screen presentation, or in an unselected tab): its view still sits in the
  /// navigation controller's view, which left the window (SPEC §13.13, V7).
  public func isHiddenNavigationTop(_ name: String) -> Bool {
    guard let location = location(of: name), self[stack: location].isNavigation,
      self[stack: location].top == name
    else { return false }
    return name != visible
  }

  /// The container that takes a controller as its child when the controller is placed: a
  /// navigation controller (a tab's, or a presented one) or the tab bar controller; nil in the
  /// window alone or presented alone. (The tabs under More are the tab bar controller's.)
  public func adoptingContainer(of name: String) -> String? {
    // Asked as each controller is placed, most often at the end of the last tab: found there
    // without a walk over every tab (a launch with 200,000 tabs would be quadratic).
    let placed = tabs.last?.controllers.last == name ? .tab(tabs.count - 1) : location(of: name)
    guard let location = placed else { return nil }
    let stack = self[stack: location]
    if stack.isNavigation && !stack.isMore { return "UINavigationController" }
    if case .tab = location, hasTabBar { return "UITabBarController" }
    return nil
  }

  /// A controller's parent, as UIKit names it. For every controller's, use ``parents``: one
  /// walk over the tree.
  public func parent(of name: String) -> String? {
    location(of: name).map(parentName)
  }

  /// Every controller's parent, found in one walk over the tree, so a summary of every
  /// controller is linear in their number (a walk per controller grew with the square of a
  /// deep stack).
  public var parents: [String: String] {
    var parents: [String: String] = [:]
    for index in tabs.indices {
      let parent = parentName(.tab(index))
      for name in tabs[index].controllers where parents[name] == nil { parents[name] = parent }
    }
    // A presentation's controllers are named by it (the last, were one presented twice).
    for index in presented.indices {
      let parent = parentName(.presented(index))
      for name in presented[index].stack.controllers { parents[name] = parent }
    }
    return parents
  }

  /// What holds the controllers of a stack, as UIKit names it.
  private func parentName(_ location: StackLocation) -> String {
    switch location {
    case .presented(let index):
      let modal = presented[index]
      return modal.stack.isNavigation
        ? "UINavigationController presented by \(modal.presenter)"
        : "presented by \(modal.presenter)"
    case .tab(let index):
      if tabs[index].isMore { return "moreNavigationController" }
      if tabs[index].isNavigation { return "UINavigationController" }
      return hasTabBar ? "UITabBarController" : "UIWindow"
    }
  }
}
