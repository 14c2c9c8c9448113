import VCLifeClassroom

/// A run of cells on one row that a click selects a controller by: its row in the
/// Controllers pane, its name among the View tree's others. The panes that draw them note
/// them on the ``Grid``, so a click is read against the very frame the user clicked on.
public struct ClickTarget: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  /// The controller a click here selects.
  public var controller: String
  /// In compare mode, the side it is drawn on.
  public var side: CompareSide?

  /// Whether the cell at `x`, `y` is part of it.
  func contains(x: Int, y: Int) -> Bool {
    y == self.y && x >= self.x && x < self.x + width
  }
}

extension Grid {
  /// Notes that a click on `width` cells from `x`, `y` selects `controller`.
  mutating func addTarget(_ controller: String, x: Int, y: Int, width: Int) {
    guard width > 0 else { return }
    targets.append(ClickTarget(x: x, y: y, width: width, controller: controller))
  }

  /// Marks the targets noted from index `start` on as drawn on `side`.
  mutating func assignTargets(from start: Int, to side: CompareSide) {
    for index in targets.indices.dropFirst(start) { targets[index].side = side }
  }

  /// The target at a cell: the one drawn last, as it is the one on top.
  public func target(atX x: Int, y: Int) -> ClickTarget? {
    targets.last { $0.contains(x: x, y: y) }
  }
}
