/// One terminal cell of a ``Grid``.
///
/// A wide character (CJK, most emoji) takes two cells: the left one holds the character with
/// width 2, the right one is a continuation cell (width 0) that holds nothing of its own and
/// carries the same style. Cells are only made by ``Grid``, which keeps that pairing intact.
public struct Cell: Hashable, Sendable {
  /// The character shown; a space in a continuation cell.
  public let character: Character
  /// The style of the cell.
  public let style: Style
  private let storedWidth: UInt8

  /// Cells taken by ``character``: 1 or 2, or 0 for the right half of a wide character.
  public var width: Int { Int(storedWidth) }

  /// True for the right half of a wide character.
  public var isContinuation: Bool { storedWidth == 0 }

  init(character: Character, width: Int, style: Style) {
    self.character = character
    self.style = style
    self.storedWidth = UInt8(clamping: width)
  }

  /// An empty cell (a space) in the given style.
  static func space(_ style: Style) -> Cell {
    Cell(character: " ", width: 1, style: style)
  }

  /// The right half of a wide character drawn in `style`.
  static func continuation(_ style: Style) -> Cell {
    Cell(character: " ", width: 0, style: style)
  }

  /// A space in the normal style: what a new grid holds.
  public static let blank = Cell.space(.normal)
}
