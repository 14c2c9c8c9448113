/// The one definition of what must never reach a terminal raw: the screen and every printed
/// report escape exactly these, each in its own visible form.
public enum ControlCharacters {
  /// C0 and C1 controls, DEL, the line and paragraph separators, the bidirectional
  /// controls (which reorder what follows them on screen), and the invisible spaces and
  /// joiners that hide a word's real spelling (U+200B zero width space, U+2060 word joiner,
  /// U+FEFF inside a text). The zero-width joiner and non-joiner stay: emoji and some
  /// scripts need them.
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F:
      return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
      return true
    case _ where isInvisible(scalar):
      return true
    default:
      return false
    }
  }

  /// U+200B zero width space, U+2060 word joiner, U+FEFF inside a text: nothing on screen.
  public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    [0x200B, 0x2060, 0xFEFF].contains(scalar.value)
  }
}
