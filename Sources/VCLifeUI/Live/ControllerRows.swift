import VCLifeCore

/// One row of the Controllers pane: a container, or a controller.
enum ControllerRow: Equatable {
  case container(String, depth: Int)
  /// A controller, and the tab holding it (nil for a modal).
  case controller(String, depth: Int, tab: Int?)
  /// A leaked controller, by its place in `AppState.leaked` (SPEC §10): in no container.
  case leaked(Int)
}

/// The Controllers pane's rows as a virtual list: the container tree with each navigation
/// stack top-first, computed row by row so a 10,000-deep stack costs nothing until drawn.
struct ControllerRows {
  let layout: WindowLayout
  /// How many controllers a retain cycle keeps alive; listed after the tree, under a header.
  var leakedCount = 0

  private var tabHeader: Bool { layout.hasTabBar }

  /// Rows before each tab's first row, and the rows of the modal section.
  private func headerRows(_ tab: Int) -> Int { layout.tabs[tab].isNavigation ? 1 : 0 }
  private var depthBase: Int { tabHeader ? 1 : 0 }

  var count: Int {
    guard layout.isLaunched else { return 0 }
    var rows = tabHeader ? 1 : 0
    for tab in layout.tabs.indices { rows += headerRows(tab) + layout.tabs[tab].controllers.count }
    return rows + layout.presented.count + leakedRows
  }

  /// The leaked section: a header row, then one row per leaked controller.
  private var leakedRows: Int { leakedCount == 0 ? 0 : leakedCount + 1 }

  subscript(index: Int) -> ControllerRow {
    var row = index
    if tabHeader {
      if row == 0 { return .container("UITabBarController", depth: 0) }
      row -= 1
    }
    for tab in layout.tabs.indices {
      let stack = layout.tabs[tab]
      if stack.isNavigation {
        if row == 0 { return .container("UINavigationController", depth: depthBase) }
        row -= 1
      }
      if row < stack.controllers.count {
        let depth = depthBase + (stack.isNavigation ? 1 : 0)
        return .controller(
          stack.controllers[stack.controllers.count - 1 - row], depth: depth, tab: tab)
      }
      row -= stack.controllers.count
    }
    if row < layout.presented.count {
      return .controller(layout.presented[row].controller, depth: 0, tab: nil)
    }
    row -= layout.presented.count
    return row == 0 ? .container(ControllerRows.leakedHeader, depth: 0) : .leaked(row - 1)
  }

  /// The header over leaked controllers; the pane draws it in the reader's language.
  static let leakedHeader = "leaked"

  /// The row of the controller on screen.
  var visibleRow: Int? {
    guard layout.isLaunched else { return nil }
    if !layout.presented.isEmpty { return count - leakedRows - 1 }
    var row = tabHeader ? 1 : 0
    for tab in 0..<layout.selectedTab {
      row += headerRows(tab) + layout.tabs[tab].controllers.count
    }
    return row + headerRows(layout.selectedTab)
  }

  /// The nearest controller row from `row` going by `step` (±1), or nil at the end.
  func controllerRow(from row: Int, step: Int) -> Int? {
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
}
