import CNcurses
import VCLifeClassroom
import VCLifeTerminal
import VCLifeUI

/// The live screen's key decoder, fed what `wgetch` returns: bytes, and (after a 0xFF
/// marker) a curses key code such as a resize arriving mid-character. It never yields more
/// keys than it is fed, never loses an ASCII byte or a key code, and text that is valid UTF-8
/// comes out as exactly its characters.
enum KeyFuzz {
  /// Key codes a terminal can deliver between bytes, chosen by the byte after a 0xFF marker.
  static let keyCodes: [Int32] = [
    KEY_RESIZE, KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_HOME, KEY_END, KEY_PPAGE, KEY_NPAGE,
    KEY_ENTER, KEY_BACKSPACE, KEY_F0 + 1,
  ]

  static func run(_ bytes: UnsafeRawBufferPointer) {
    var decoder = UTF8KeyDecoder()
    var fed = 0
    var keys: [Key] = []
    var plain: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      let code: Int32
      if byte == 0xFF && index < bytes.count {
        code = keyCodes[Int(bytes[index]) % keyCodes.count]
        index += 1
      } else {
        code = Int32(byte)
        plain.append(byte)
      }
      fed += 1
      let key = decoder.feed(code)
      if let key { keys.append(key) }
      // An ASCII byte or a key code is a key at once, even in the middle of a character (a
      // lost one was a key the class pressed and the screen ignored).
      if code < 0x80 {
        require(
          key == Key(characterCode: UInt32(code)), "ASCII \(code) gave \(String(describing: key))")
      } else if code > 0xFF {
        require(key != nil, "key code \(code) gave no key")
      }
      require(keys.count <= fed, "\(keys.count) keys from \(fed) codes")
    }
    // Without key codes in between, valid UTF-8 is decoded as Swift decodes it.
    if plain.count == fed, let text = String(validating: plain, as: UTF8.self) {
      let expected = text.unicodeScalars.map { Key(characterCode: $0.value) }
      require(keys == expected, "\(plain) gave \(keys), not \(expected)")
    }
  }
}
