import VCLifeCore

extension ByteWriter {
  /// Writes text padded with spaces to `width` terminal columns (measured as the reports
  /// always measured: "中" takes two, a combining accent none), on the right or, with
  /// `right`, on the left.
  func write(_ text: String, padTo width: Int, right: Bool = false) {
    let fill = width - Self.columns(of: text)
    if right { writeSpaces(fill) }
    write(text)
    if !right { writeSpaces(fill) }
  }

  /// Writes an integer right-aligned in `width` columns.
  func write(_ value: Int, rightAlignedTo width: Int) {
    writeSpaces(width - Self.decimalLength(value))
    write(value)
  }

  /// Writes a byte count as `ByteCount.text` does ("64 KB", "13.1 MB"), without building
  /// the string, right-aligned in `width` columns; `signed` puts "+" before a positive one.
  func writeByteCount(_ bytes: Int, rightAlignedTo width: Int, signed: Bool = false) {
    let magnitude = bytes.magnitude
    let plus = signed && bytes > 0
    let sign = (bytes < 0 || plus) ? 1 : 0
    if magnitude < 1024 * 1024 {
      let kilobytes = Int((magnitude + 512) / 1024)
      writeSpaces(width - sign - Self.decimalLength(kilobytes) - 3)
      writeSign(negative: bytes < 0, plus: plus)
      write(kilobytes)
      write(" KB")
    } else {
      let tenths = Int((magnitude * 10 + 512 * 1024) / (1024 * 1024))
      writeSpaces(width - sign - Self.decimalLength(tenths / 10) - 5)
      writeSign(negative: bytes < 0, plus: plus)
      write(tenths / 10)
      write(byte: UInt8(ascii: "."))
      write(tenths % 10)
      write(" MB")
    }
  }

  private func writeSign(negative: Bool, plus: Bool) {
    if negative { write(byte: UInt8(ascii: "-")) } else if plus { write(byte: UInt8(ascii: "+")) }
  }

  /// The columns a text takes: printable ASCII is one column a byte; anything else is
  /// measured by `FallbackWidth`.
  static func columns(of text: String) -> Int {
    var text = text
    let ascii = text.withUTF8 { utf8 in
      utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? utf8.count : nil
    }
    return ascii ?? FallbackWidth.width(of: text)
  }

  /// Whether a text can be written as it is where a name is escaped: printable ASCII only.
  static func isPlain(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
  }
}
