/// The drawing characters, chosen once at start-up: box drawing and symbols in a UTF-8
/// locale, plain ASCII otherwise (a non-UTF-8 terminal would show Unicode glyphs as garbage).
///
/// Every glyph in both sets is one cell wide. State markers are distinct shapes, not only
/// distinct colours, so that they read the same in monochrome.
public struct Glyphs: Hashable, Sendable {
  /// True for the Unicode set.
  public let isUnicode: Bool

  /// A horizontal line: `─` or `-`.
  public let horizontal: Character
  /// A vertical line: `│` or `|`.
  public let vertical: Character
  /// Top-left corner: `┌` or `+`.
  public let topLeft: Character
  /// Top-right corner: `┐` or `+`.
  public let topRight: Character
  /// Bottom-left corner: `└` or `+`.
  public let bottomLeft: Character
  /// Bottom-right corner: `┘` or `+`.
  public let bottomRight: Character
  /// A vertical line with a branch to the right, for a rule meeting a left border: `├` or `+`.
  public let teeRight: Character
  /// A vertical line with a branch to the left, for a rule meeting a right border: `┤` or `+`.
  public let teeLeft: Character
  /// A horizontal line with a branch down: `┬` or `+`.
  public let teeDown: Character
  /// A horizontal line with a branch up: `┴` or `+`.
  public let teeUp: Character
  /// Crossing lines: `┼` or `+`.
  public let cross: Character

  /// A controller whose view is loaded: `●` or `*`.
  public let loaded: Character
  /// A controller whose view is nil: `○` or `o`.
  public let unloaded: Character
  /// The controller on screen: `▶` or `>`.
  public let onScreen: Character

  /// A full gauge cell: `█` or `#`.
  public let gaugeFill: Character
  /// A dark shade: `▓` or `=`.
  public let shadeDark: Character
  /// A medium shade: `▒` or `:`.
  public let shadeMedium: Character
  /// A light shade, also the empty part of a gauge: `░` or `.`.
  public let shadeLight: Character
  /// A thin mark inside a gauge (a threshold): `▏` or `|`.
  public let gaugeMark: Character

  /// Marks text cut short: `…` or `~`.
  public let ellipsis: Character
  /// More above: `↑` or `^`.
  public let arrowUp: Character
  /// More below: `↓` or `v`.
  public let arrowDown: Character
  /// Leads to: `→` or `>`.
  public let arrowRight: Character
  /// Comes from: `←` or `<`.
  public let arrowLeft: Character
  /// A list bullet or separator dot: `·` or `.`.
  public let bullet: Character

  /// Box drawing and symbols, for UTF-8 locales.
  public static let unicode = Glyphs(
    isUnicode: true,
    horizontal: "─", vertical: "│",
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
    teeRight: "├", teeLeft: "┤", teeDown: "┬", teeUp: "┴", cross: "┼",
    loaded: "●", unloaded: "○", onScreen: "▶",
    gaugeFill: "█", shadeDark: "▓", shadeMedium: "▒", shadeLight: "░", gaugeMark: "▏",
    ellipsis: "…", arrowUp: "↑", arrowDown: "↓", arrowRight: "→", arrowLeft: "←", bullet: "·"
  )

  /// Plain ASCII, for any other locale.
  public static let ascii = Glyphs(
    isUnicode: false,
    horizontal: "-", vertical: "|",
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
    teeRight: "+", teeLeft: "+", teeDown: "+", teeUp: "+", cross: "+",
    loaded: "*", unloaded: "o", onScreen: ">",
    gaugeFill: "#", shadeDark: "=", shadeMedium: ":", shadeLight: ".", gaugeMark: "|",
    ellipsis: "~", arrowUp: "^", arrowDown: "v", arrowRight: ">", arrowLeft: "<", bullet: "."
  )

  /// The set for a locale's character encoding, as `nl_langinfo(CODESET)` names it:
  /// ``unicode`` for UTF-8 (however spelled), ``ascii`` for anything else.
  public static func forCodeset(_ codeset: String) -> Glyphs {
    let normalized = codeset.uppercased().filter { $0 != "-" && $0 != "_" }
    return normalized == "UTF8" ? .unicode : .ascii
  }

  /// Every glyph, for checks that they are all one cell wide.
  var all: [Character] {
    [
      horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight,
      teeRight, teeLeft, teeDown, teeUp, cross, loaded, unloaded, onScreen,
      gaugeFill, shadeDark, shadeMedium, shadeLight, gaugeMark,
      ellipsis, arrowUp, arrowDown, arrowRight, arrowLeft, bullet,
    ]
  }
}

extension Glyphs {
  /// More rows above or below, on a pane's edge: `▲` `▼` (`^` `v`); not the arrows, `↑`
  /// marks a presented controller.
  var moreAbove: Character { isUnicode ? "▲" : "^" }
  var moreBelow: Character { isUnicode ? "▼" : "v" }
}
