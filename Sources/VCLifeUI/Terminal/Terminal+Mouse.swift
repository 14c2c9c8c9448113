import CNcurses

/// The mouse, through curses: reports asked for at start, decoded from KEY_MOUSE.
extension Terminal {
  /// Asks the terminal for mouse reports: presses of button 1 and the wheel, each reported
  /// at once (no wait to tell a click from a double click). endwin turns them off again; the
  /// ``SignalGuard`` does when a signal ends the process.
  func enableMouse() {
    guard mousemask(vclife_mouse_mask(), nil) != 0 else { return }
    mouseinterval(0)
    SignalGuard.addMouseReportsOff()
  }

  /// The key for the mouse event curses announced with KEY_MOUSE; nil for one vclife does
  /// not use (a release, another button).
  func mouseKey() -> Key? {
    var x: Int32 = 0
    var y: Int32 = 0
    switch vclife_read_mouse(&x, &y) {
    case 1: return .mouse(.press(x: Int(x), y: Int(y)))
    case 2: return .mouse(.wheelUp)
    case 3: return .mouse(.wheelDown)
    default: return nil
    }
  }
}
