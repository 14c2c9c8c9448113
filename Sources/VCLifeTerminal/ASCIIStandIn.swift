import VCLifeUI

/// ASCII stand-ins for the punctuation the panes write, for terminals whose locale is not
/// UTF-8: "·" reads as ".", "×" as "x", "—" as "-", rather than all as "?".
enum ASCIIStandIn {
  private static let table: [Character: Unicode.Scalar] = [
    "·": ".", "×": "x", "—": "-", "–": "-", "…": "~", "→": ">", "←": "<", "↑": "^", "↓": "v",
    "›": ">", "≠": "#", "●": "*", "○": "o", "▶": ">", "│": "|", "─": "-", "┌": "+", "┐": "+",
    "└": "+", "┘": "+", "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+", "█": "#", "▓": "=",
    "▒": ":", "░": ".", "≡": "$", "▏": "|", "“": "\"", "”": "\"", "‘": "'", "’": "'",
  ]

  /// The stand-in for a one-cell character, if it has one.
  static func `for`(_ character: Character) -> Unicode.Scalar? { table[character] }
}
