/// A screen's worth of styled cells, drawn by panes and pushed to a terminal in one go.
///
/// The grid is a plain value with no terminal behind it, so rendering can be tested by
/// reading cells back or comparing ``textDump()`` with expected text. It keeps two rules
/// that the terminal relies on: a wide character always occupies a cell and its continuation
/// (never cut in half, never orphaned when something is written over one half), and no
/// control character is ever stored.
public struct Grid: Hashable, Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  private var cells: [Cell]
  /// Where a click selects a controller, in the order drawn (see ``ClickTarget``).
  public internal(set) var targets: [ClickTarget] = []

  /// A grid of blank cells; negative sizes become zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The whole grid as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y`; both must be inside the grid.
  public subscript(x x: Int, y y: Int) -> Cell {
    precondition(bounds.contains(x: x, y: y), "cell \(x),\(y) outside a \(width)x\(height) grid")
    return cells[y * width + x]
  }

  /// The role of the cell at `x`, `y` (a continuation cell has its wide character's role).
  public func roleAt(x: Int, y: Int) -> Style.Role {
    self[x: x, y: y].style.role
  }

  /// Writes `string` on row `y` from column `x`, and returns the number of columns it
  /// advanced from `x` (so `x += grid.put(…)` continues the text after it).
  ///
  /// Control characters are escaped first (see ``DisplayWidth/sanitized(_:)``). Text stops
  /// at the grid's right edge or after `maxWidth` columns, whichever comes first; a wide
  /// character that would cross that limit is not split: the cell left before the limit
  /// becomes a space, counted in the result. Columns left of 0 are skipped the same way.
  /// Zero-width characters with nothing to attach to (a combining mark at the very start)
  /// are dropped. A row outside the grid writes nothing and returns 0.
  @discardableResult
  public mutating func put(
    _ string: String, x: Int, y: Int, style: Style = .normal, maxWidth: Int? = nil
  ) -> Int {
    guard y >= 0, y < height else { return 0 }
    var limit = width
    if let maxWidth {
      guard maxWidth > 0 else { return 0 }
      if maxWidth < width - x { limit = x + maxWidth }
    }
    guard x < limit else { return 0 }

    var column = x
    if DisplayWidth.isPrintableASCII(string) {
      // Fast path: one byte, one character, one cell.
      for byte in string.utf8 {
        if column >= limit { break }
        if column >= 0 {
          setNarrow(Character(Unicode.Scalar(byte)), x: column, y: y, style: style)
        }
        column += 1
      }
      return max(0, column - x)
    }

    for character in DisplayWidth.sanitized(string) {
      let cells = DisplayWidth.cellWidth(of: character)
      if cells == 0 { continue }
      if column >= limit { break }
      if column + cells > limit {
        // A wide character that does not fit: pad instead of splitting it.
        for pad in max(0, column)..<limit {
          setNarrow(" ", x: pad, y: y, style: style)
        }
        column = limit
        break
      }
      if column < 0 {
        // Partly left of the grid: show the visible half as a space.
        for pad in 0..<max(0, column + cells) {
          setNarrow(" ", x: pad, y: y, style: style)
        }
      } else if cells == 2 {
        setWide(character, x: column, y: y, style: style)
      } else {
        setNarrow(character, x: column, y: y, style: style)
      }
      column += cells
    }
    return max(0, column - x)
  }

  /// Fills `rect` (clipped to the grid) with `char` in `style`. A wide `char` is repeated
  /// every two columns, with a space in a last odd column; a control `char` fills with `?`.
  public mutating func fill(rect: Rect, char: Character = " ", style: Style = .normal) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let isControl = char.unicodeScalars.contains(where: DisplayWidth.needsEscape)
    let fillCharacter: Character = isControl ? "?" : char
    let cells = DisplayWidth.cellWidth(of: fillCharacter)
    for row in area.minY..<area.maxY {
      var column = area.minX
      while column < area.maxX {
        if cells == 2 && column + 1 < area.maxX {
          setWide(fillCharacter, x: column, y: row, style: style)
          column += 2
        } else {
          setNarrow(cells == 1 ? fillCharacter : " ", x: column, y: row, style: style)
          column += 1
        }
      }
    }
  }

  /// Changes the style of every cell in `rect` (clipped to the grid), keeping the characters:
  /// for example `grid.restyle(rect: row) { $0.adding(.reverse) }` for a selection bar.
  public mutating func restyle(rect: Rect, _ transform: (Style) -> Style) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for row in area.minY..<area.maxY {
      for column in area.minX..<area.maxX {
        let index = row * width + column
        let old = cells[index]
        cells[index] = Cell(character: old.character, width: old.width, style: transform(old.style))
      }
    }
  }

  /// Writes a one-cell character, first clearing any wide character it overlaps.
  private mutating func setNarrow(_ character: Character, x: Int, y: Int, style: Style) {
    releaseWide(x: x, y: y)
    cells[y * width + x] = Cell(character: character, width: 1, style: style)
  }

  /// Writes a two-cell character at `x` and its continuation at `x + 1` (which must exist).
  private mutating func setWide(_ character: Character, x: Int, y: Int, style: Style) {
    releaseWide(x: x, y: y)
    releaseWide(x: x + 1, y: y)
    let index = y * width + x
    cells[index] = Cell(character: character, width: 2, style: style)
    cells[index + 1] = .continuation(style)
  }

  /// Before a cell is overwritten: if it is one half of a wide character, turn the other
  /// half into a space so that no half-character is left behind.
  private mutating func releaseWide(x: Int, y: Int) {
    let index = y * width + x
    let cell = cells[index]
    if cell.width == 2 && x + 1 < width {
      cells[index + 1] = .space(cells[index + 1].style)
    } else if cell.isContinuation && x > 0 {
      cells[index - 1] = .space(cells[index - 1].style)
    }
  }
}
