/// A small built-in width table, used when the C library cannot answer: no UTF-8 locale is
/// installed, or `wcwidth` does not know a character (one newer than the C library's tables).
/// The printed reports and the limits on names measure with it too (they are written without
/// a terminal to ask).
///
/// It covers the East Asian Wide and Fullwidth blocks that matter in practice (CJK, kana,
/// Hangul, fullwidth forms) and emoji with emoji presentation as 2 cells, combining and
/// format characters as 0, and everything else as 1.
public enum FallbackWidth {
  /// Ranges of East Asian Wide (W) and Fullwidth (F) characters, in ascending order.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic punctuation
    0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility, CJK compatibility
    0x3400...0x4DBF,  // CJK Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo Extended-A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small forms
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols
    0x17000...0x18CFF,  // Tangut, Khitan
    0x1B000...0x1B2FF,  // kana supplement and extensions, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK Extensions B-F, compatibility supplement
    0x30000...0x3FFFD,  // CJK Extensions G-H
  ]

  /// The number of cells `scalar` takes: 0, 1 or 2. Control characters count as 0; they are
  /// escaped before they are ever measured for drawing.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
    if value < 0x7F { return 1 }
    if value == 0x00AD { return 1 }  // soft hyphen: shown as a hyphen by terminals
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) {
      return 0  // Hangul medial vowels and final consonants join the preceding syllable
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format:
      return 0
    default:
      break
    }
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// The cells `text` takes on one row: each character as wide as its first scalar, as a
  /// terminal cell holds a base character with its combining marks.
  public static func width<S: StringProtocol>(of text: S) -> Int {
    var total = 0
    for character in text {
      if let first = character.unicodeScalars.first { total += width(of: first) }
    }
    return total
  }

  private static func isWide(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
