/// A zip archive written by hand: every entry STOREd (not compressed), dated 1980-01-01
/// 00:00 (the format's first day), in the order given, so the same files give the same
/// bytes on every machine (APPNOTE.TXT, PKWARE's .ZIP File Format Specification, §4.3).
enum StoredZip {
  static func archive(_ files: [(name: String, bytes: [UInt8])]) -> [UInt8] {
    var out: [UInt8] = []
    var central: [UInt8] = []
    for file in files {
      let name = Array(file.name.utf8)
      let crc = CRC32.checksum(file.bytes)
      let offset = UInt32(out.count)
      // Local file header.
      out += le32(0x0403_4B50)
      out += common(name: name, crc: crc, size: UInt32(file.bytes.count))
      out += name
      out += file.bytes
      // Its central directory entry.
      central += le32(0x0201_4B50)
      central += le16(20)  // made by: version 2.0
      central += common(name: name, crc: crc, size: UInt32(file.bytes.count))
      central += le16(0) + le16(0) + le16(0)  // comment length, disk, internal attributes
      central += le32(0)  // external attributes
      central += le32(offset)
      central += name
    }
    let start = UInt32(out.count)
    out += central
    out += le32(0x0605_4B50)
    out += le16(0) + le16(0)
    out += le16(UInt16(files.count)) + le16(UInt16(files.count))
    out += le32(UInt32(central.count)) + le32(start)
    out += le16(0)  // comment length
    return out
  }

  /// The fields a local header and a central entry share, from "version needed" to
  /// "extra field length".
  private static func common(name: [UInt8], crc: UInt32, size: UInt32) -> [UInt8] {
    le16(20)  // version needed to extract: 2.0
      + le16(0x0800)  // flags: names are UTF-8
      + le16(0)  // method: stored
      + le16(0) + le16(0x21)  // time 00:00:00, date 1980-01-01
      + le32(crc) + le32(size) + le32(size)
      + le16(UInt16(name.count)) + le16(0)
  }

  private static func le16(_ value: UInt16) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8)]
  }

  private static func le32(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF),
      UInt8(value >> 24),
    ]
  }
}

/// CRC-32 as zip uses it (the reflected polynomial 0xEDB88320).
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
