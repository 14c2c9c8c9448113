import CNcurses
import VCLifeClassroom
import VCLifeUI

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

/// Turns the bytes and key codes `wgetch` returns into keys, decoding UTF-8 itself.
///
/// curses' own decoder (`wget_wch`) returns `ERR` for an invalid or interrupted sequence,
/// which looks like the end of input, and after an invalid byte it swallows up to 15 more
/// bytes looking for a character. Here an invalid byte is dropped on its own, a sequence cut
/// short by another byte is dropped and that byte read afresh, and a key code arriving in the
/// middle of a sequence (a resize) is returned while the sequence waits for its remainder.
public struct UTF8KeyDecoder: Sendable {
  /// The bytes of a character read so far, and how many it needs in all.
  private var pending: [UInt8] = []
  private var expected = 0

  /// A decoder with no character under way.
  public init() {}

  /// The key a `wgetch` result completes, or nil when it completes none (a byte of a longer
  /// character, or an invalid byte, which is dropped).
  public mutating func feed(_ code: Int32) -> Key? {
    guard (0...0xFF).contains(code) else { return Key(keyCode: code) }
    let byte = UInt8(code)
    if byte & 0xC0 == 0x80 {
      guard !pending.isEmpty else { return nil }  // a continuation byte with no start
      pending.append(byte)
      guard pending.count == expected else { return nil }
      defer { pending.removeAll(keepingCapacity: true) }
      return Self.character(pending)
    }
    pending.removeAll(keepingCapacity: true)  // a sequence cut short is dropped
    switch byte {
    case 0x00...0x7F: return Key(characterCode: UInt32(byte))
    case 0xC2...0xDF: expected = 2
    case 0xE0...0xEF: expected = 3
    case 0xF0...0xF4: expected = 4
    default: return nil  // never valid in UTF-8: C0, C1, F5–FF
    }
    pending.append(byte)
    return nil
  }

  /// The key for a complete sequence, or nil when it is not valid UTF-8 (an overlong form,
  /// a surrogate, or beyond U+10FFFF).
  private static func character(_ bytes: [UInt8]) -> Key? {
    var iterator = bytes.makeIterator()
    var decoder = Unicode.UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator), iterator.next() == nil
    else { return nil }
    return Key(characterCode: scalar.value)
  }
}
