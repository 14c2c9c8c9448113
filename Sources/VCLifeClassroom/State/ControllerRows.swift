import VCLifeCore

/// One row of the Controllers pane: a container, or a controller.
public enum ControllerRow: Equatable, Sendable {
  case container(String, depth: Int)
  /// A controller, and the tab holding it (nil for a modal).
  case controller(String, depth: Int, tab: Int?)
  /// A leaked controller, by its place in `AppState.leaked` (SPEC §10): in no container.
  case leaked(Int)
}

/// The Controllers pane's rows as a virtual list: the container tree with each navigation
/// stack top-first, computed row by row so a 10,000-deep stack costs nothing until drawn.
public struct ControllerRows: Sendable {
  let layout: WindowLayout
  /// How many controllers a retain cycle keeps alive; listed after the tree, under a header.
  var leakedCount = 0

  /// The rows of a window's layout, with `leakedCount` leaked controllers after the tree.
  public init(layout: WindowLayout, leakedCount: Int = 0) {
    self.layout = layout
    self.leakedCount = leakedCount
  }

  private var tabHeader: Bool { layout.hasTabBar }

  /// Every stack in row order: the tabs, then the presentations.
  private var stacks: [(stack: ControllerStack, tab: Int?)] {
    layout.tabs.enumerated().map { ($1, $0) } + layout.presented.map { ($0.stack, nil) }
  }

  /// The container row above a stack, if it has one: a navigation controller (the tab bar's
  /// More one for the fifth and later tabs of six or more; `↑` marks a presented one, as the
  /// projector's stack line marks modals).
  private func header(_ stack: ControllerStack, presented: Bool = false) -> String? {
    guard stack.isNavigation else { return nil }
    if presented { return Self.presentedMark + " UINavigationController" }
    return stack.isMore ? "moreNavigationController" : "UINavigationController"
  }

  /// The mark of a presentation in the pane.
  public static let presentedMark = "↑"

  private func headerRows(_ stack: ControllerStack) -> Int { header(stack) == nil ? 0 : 1 }

  /// How many rows there are.
  public var count: Int {
    guard layout.isLaunched else { return 0 }
    return stacks.reduce(tabHeader ? 1 : 0) {
      $0 + headerRows($1.stack) + $1.stack.controllers.count
    } + leakedRows
  }

  /// The leaked section: a header row, then one row per leaked controller.
  private var leakedRows: Int { leakedCount == 0 ? 0 : leakedCount + 1 }

  /// The row at `index`, computed on demand.
  public subscript(index: Int) -> ControllerRow {
    var row = index
    if tabHeader {
      if row == 0 { return .container("UITabBarController", depth: 0) }
      row -= 1
    }
    for (stack, tab) in stacks {
      // A tab is under the tab bar controller; a presentation is at the top level.
      let base = tab != nil && tabHeader ? 1 : 0
      if let header = header(stack, presented: tab == nil) {
        if row == 0 { return .container(header, depth: base) }
        row -= 1
      }
      if row < stack.controllers.count {
        let depth = base + (stack.isNavigation ? 1 : 0)
        return .controller(
          stack.controllers[stack.controllers.count - 1 - row], depth: depth, tab: tab)
      }
      row -= stack.controllers.count
    }
    if row == 0 { return .container(ControllerRows.leakedHeader, depth: 0) }
    return .leaked(row - 1)
  }

  /// The header over leaked controllers; the pane draws it in the reader's language.
  public static let leakedHeader = "leaked"

  /// The row of the controller on screen: the top of the visible stack.
  public var visibleRow: Int? {
    guard layout.isLaunched else { return nil }
    let visibleIndex: Int
    switch layout.visibleStack {
    case .tab(let tab): visibleIndex = tab
    case .presented(let index): visibleIndex = layout.tabs.count + index
    }
    let stacks = self.stacks
    // A layout whose selected tab is not (yet) there has no row on screen.
    guard stacks.indices.contains(visibleIndex) else { return nil }
    var row = tabHeader ? 1 : 0
    for (stack, _) in stacks.prefix(visibleIndex) {
      row += headerRows(stack) + stack.controllers.count
    }
    return row + headerRows(stacks[visibleIndex].stack)
  }

  /// The nearest controller row from `row` going by `step` (±1), or nil at the end.
  public func controllerRow(from row: Int, step: Int) -> Int? {
    var candidate = row + step
    while candidate >= 0 && candidate < count {
      switch self[candidate] {
      case .controller, .leaked: return candidate
      case .container: break
      }
      candidate += step
    }
    return nil
  }

  /// The row of a chosen controller, if it is still listed (in `state`, for leaked names).
  public func row(of selection: Selection, in state: AppState) -> Int? {
    guard layout.isLaunched else { return nil }
    switch selection {
    case .controller(let name):
      var row = tabHeader ? 1 : 0
      for (stack, _) in stacks {
        row += headerRows(stack)
        if let index = stack.controllers.lastIndex(of: name) {
          return row + stack.controllers.count - 1 - index
        }
        row += stack.controllers.count
      }
      return nil
    case .leaked(let name):
      guard let index = state.leaked.firstIndex(where: { $0.name == name }) else { return nil }
      return count - leakedCount + index
    }
  }

  /// What a row holds, as a selection that follows it when rows move.
  public func selection(at row: Int, in state: AppState) -> Selection? {
    guard row >= 0, row < count else { return nil }
    switch self[row] {
    case .controller(let name, _, _): return .controller(name)
    case .leaked(let index):
      return index < state.leaked.count ? .leaked(state.leaked[index].name) : nil
    case .container: return nil
    }
  }
}
