/// A key press, as the main loop sees it.
public enum Key: Hashable, Sendable {
  /// A printable character (including space and tab).
  case char(Character)
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Return or keypad Enter.
  case enter
  /// Escape on its own (after the short escape delay).
  case escape
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// The terminal changed size; the next frame should be rendered at the new size.
  case resize
  /// Ctrl with a key: a lower-case letter, or one of `@ \ ] ^ _`.
  case ctrl(Character)
  /// A key this program has no name for, with its curses code.
  case unknown(Int32)
  /// The mouse: a click or the wheel (never an action; see ``MouseEvent``).
  case mouse(MouseEvent)

  /// The key for a character code that curses delivered as text rather than as a key code.
  public init(characterCode code: UInt32) {
    switch code {
    case 0x1B:
      self = .escape
    case 0x0D, 0x0A:
      self = .enter
    case 0x7F, 0x08:
      self = .backspace
    case 0x09:
      self = .char("\t")
    case 0x01...0x1A:
      self = .ctrl(Character(Unicode.Scalar(UInt8(code) + 0x60)))
    case 0x00, 0x1C...0x1F:
      self = .ctrl(Character(Unicode.Scalar(UInt8(code) + 0x40)))
    case 0x80...0x9F:
      self = .unknown(Int32(bitPattern: code))
    default:
      if let scalar = Unicode.Scalar(code) {
        self = .char(Character(scalar))
      } else {
        self = .unknown(Int32(bitPattern: code))
      }
    }
  }
}
