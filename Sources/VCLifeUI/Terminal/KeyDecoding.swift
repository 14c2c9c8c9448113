import CNcurses

extension Key {
  /// The key for one `wget_wch` result: `status` is its return value, `value` what it stored.
  /// Nil when nothing was read (`ERR`: the timeout passed or the read was interrupted).
  static func decode(status: Int32, value: UInt32) -> Key? {
    switch status {
    case KEY_CODE_YES:
      return Key(keyCode: Int32(bitPattern: value))
    case OK:
      return Key(characterCode: value)
    default:
      return nil
    }
  }

  /// The key for a curses function-key code (`KEY_UP`, …).
  init(keyCode code: Int32) {
    switch code {
    case KEY_UP: self = .up
    case KEY_DOWN: self = .down
    case KEY_LEFT: self = .left
    case KEY_RIGHT: self = .right
    case KEY_HOME: self = .home
    case KEY_END: self = .end
    case KEY_PPAGE: self = .pageUp
    case KEY_NPAGE: self = .pageDown
    case KEY_ENTER: self = .enter
    case KEY_BACKSPACE: self = .backspace
    case KEY_RESIZE: self = .resize
    default: self = .unknown(code)
    }
  }
}
