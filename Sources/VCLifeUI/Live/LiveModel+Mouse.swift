/// The mouse: a click selects the controller under it, the wheel scrolls the log. Neither
/// is ever an action on the app, and neither does anything over the help or the picker.
extension LiveModel {
  /// Applies `mouse`, made on `frame`.
  public mutating func handle(_ mouse: MouseEvent, on frame: Grid) {
    guard !showsHelp, picker == nil else { return }
    switch mouse {
    case .press(let x, let y):
      guard let target = frame.target(atX: x, y: y) else { return }
      select(target.controller)
    case .wheelUp: scrollLog(by: MouseEvent.wheelLines)
    case .wheelDown: scrollLog(by: -MouseEvent.wheelLines)
    }
  }

  /// Selects the controller named `name` in the Controllers pane, as ↑/↓ would reach it.
  mutating func select(_ name: String) {
    let rows = self.rows
    for index in 0..<rows.count {
      if case .controller(name, _, _) = rows[index] {
        selectedRow = index
        return
      }
    }
  }
}
