/// What the mouse did, as the live screen uses it: a click selects a controller (as ↑/↓
/// would), the wheel scrolls the log (as PgUp/PgDn). Never an action on the app.
public enum MouseEvent: Hashable, Sendable {
  /// Button 1 pressed at a cell (column `x`, row `y`, from 0).
  case press(x: Int, y: Int)
  /// The wheel turned away from the user: back through the log.
  case wheelUp
  /// The wheel turned toward the user.
  case wheelDown

  /// Log lines one notch of the wheel scrolls.
  public static let wheelLines = 3
}
