import VCLifeCore

/// Terminal cell widths of text, and the escaping of characters that must never reach a
/// terminal raw.
///
/// Widths come from the C library's `wcwidth` asked under a UTF-8 locale (see
/// ``SystemWidth``), so they agree with ncurses even when the process runs in the "C" locale,
/// and fall back to a small built-in table (``FallbackWidth``) where `wcwidth` has no answer.
/// `String.count` counts characters, not cells: "中文" is 2 characters but 4 cells.
///
/// A character's width is the width of its first scalar, as ncurses measures a cell: "é"
/// written as `e` + U+0301 is 1 cell, a Hangul syllable built from jamo is 2.
public enum DisplayWidth {
  /// The cells `character` takes when ``Grid`` draws it: 0, 1 or 2, or more for a control
  /// character, which is drawn as its escape (see ``sanitized(_:)``).
  public static func of(_ character: Character) -> Int {
    if character.unicodeScalars.contains(where: needsEscape) {
      return of(sanitized(String(character)))
    }
    return cellWidth(of: character)
  }

  /// The cells `string` takes when ``Grid`` draws it on one row, after escaping.
  public static func of(_ string: String) -> Int {
    if isPrintableASCII(string) { return string.utf8.count }
    var total = 0
    for character in sanitized(string) {
      total += cellWidth(of: character)
    }
    return total
  }

  /// `string` with every character that would act on the terminal replaced by a visible
  /// escape, so that no name or message can move the cursor, clear the screen or reorder text.
  ///
  /// - C0 controls and DEL use caret notation: ESC is `^[`, TAB `^I`, LF `^J`, NUL `^@`,
  ///   DEL `^?`.
  /// - C1 controls (U+0080–U+009F), the line and paragraph separators (U+2028, U+2029) and
  ///   the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069)
  ///   use Swift's escape form in lower-case hex: `\u{9b}`, `\u{202e}`.
  ///
  /// Everything else, including zero-width joiners and combining marks, is kept.
  public static func sanitized(_ string: String) -> String {
    guard string.unicodeScalars.contains(where: needsEscape) else { return string }
    var result = String.UnicodeScalarView()
    for scalar in string.unicodeScalars {
      if needsEscape(scalar) {
        result.append(contentsOf: escape(scalar).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// `string` (escaped) cut to at most `width` cells; when it had to be cut, the last cell
  /// shows `ellipsis` (pass ``Glyphs/ellipsis`` so ASCII terminals get an ASCII mark).
  /// A wide character that would straddle the limit is left out rather than split.
  public static func truncated(_ string: String, toWidth width: Int, ellipsis: Character) -> String
  {
    guard width > 0 else { return "" }
    let clean = sanitized(string)
    if of(clean) <= width { return clean }
    let room = width - max(1, cellWidth(of: ellipsis))
    var result = ""
    var used = 0
    for character in clean {
      let cells = cellWidth(of: character)
      if used + cells > room { break }
      result.append(character)
      used += cells
    }
    if room >= 0 { result.append(ellipsis) }
    return result
  }

  /// Whether `scalar` is a control that ``sanitized(_:)`` escapes.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    ControlCharacters.contains(scalar)
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x00...0x1F:
      return "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
    case 0x7F:
      return "^?"
    default:
      return "\\u{" + String(scalar.value, radix: 16) + "}"
    }
  }

  /// The width of an already escaped character: its first scalar's width.
  static func cellWidth(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    return scalarWidth(first)
  }

  /// The width of one scalar: 0, 1 or 2.
  static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return 1 }
    if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
    if let system = SystemWidth.shared {
      let width = system.width(of: scalar)
      if width >= 0 { return min(width, 2) }
    }
    return FallbackWidth.width(of: scalar)
  }

  /// True when every byte is printable ASCII (each one character of one cell).
  static func isPrintableASCII(_ string: String) -> Bool {
    string.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }
}
