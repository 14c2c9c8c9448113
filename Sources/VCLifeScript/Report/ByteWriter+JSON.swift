import VCLifeCore

extension ByteWriter {
  /// Writes a JSON string literal: quotes, the usual escapes, and `\u00XX` for every other
  /// control character (the same as `JSONObject.quoted`), so none is ever written raw.
  public func writeJSON(_ text: String) {
    write(byte: UInt8(ascii: "\""))
    var text = text
    let plain = text.withUTF8 { utf8 in
      utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
    }
    if plain {
      write(text)
    } else {
      writeEscaped(text)
    }
    write(byte: UInt8(ascii: "\""))
  }

  private func writeEscaped(_ text: String) {
    // A run of scalars that need no escape is written in one piece.
    var pending = text.unicodeScalars.startIndex
    let scalars = text.unicodeScalars
    var index = pending
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let escape: StaticString? =
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\t": "\\t"
        case "\r": "\\r"
        default: nil
        }
      if escape != nil || ControlCharacters.contains(scalar) {
        write(String(scalars[pending..<index]))
        if let escape {
          write(escape)
        } else {
          let hex = String(scalar.value, radix: 16)
          write("\\u")
          write(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)
        }
        pending = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    write(String(scalars[pending..<scalars.endIndex]))
  }
}
