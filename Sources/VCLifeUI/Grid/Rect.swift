/// A rectangle of cells: `x`, `y` is the top-left cell, and the rectangle covers `width`
/// columns and `height` rows. Sizes never go below zero, so layout arithmetic on a tiny
/// terminal yields empty rectangles instead of traps.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The leftmost column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// The number of columns; never negative.
  public var width: Int
  /// The number of rows; never negative.
  public var height: Int

  /// A rectangle; negative sizes become zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The first column.
  public var minX: Int { x }
  /// One past the last column.
  public var maxX: Int { x + width }
  /// The first row.
  public var minY: Int { y }
  /// One past the last row.
  public var maxY: Int { y + height }
  /// True when the rectangle covers no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// Whether the cell at `x`, `y` is inside.
  public func contains(x: Int, y: Int) -> Bool {
    x >= minX && x < maxX && y >= minY && y < maxY
  }

  /// The cells both rectangles cover (empty if they do not overlap).
  public func intersection(_ other: Rect) -> Rect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle shrunk by `amount` cells on every side (the inside of a box when 1).
  public func inset(by amount: Int) -> Rect {
    inset(top: amount, left: amount, bottom: amount, right: amount)
  }

  /// The rectangle shrunk by the given number of cells on each side.
  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
    Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
  }

  /// The top `rows` rows (as many as there are) and the rows below them.
  public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
    let taken = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: taken),
      Rect(x: x, y: y + taken, width: width, height: height - taken)
    )
  }

  /// The bottom `rows` rows (as many as there are) and the rows above them.
  public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
    let taken = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: height - taken),
      Rect(x: x, y: maxY - taken, width: width, height: taken)
    )
  }

  /// The left `columns` columns (as many as there are) and the columns to their right.
  public func splitLeft(_ columns: Int) -> (left: Rect, rest: Rect) {
    let taken = min(max(0, columns), width)
    return (
      Rect(x: x, y: y, width: taken, height: height),
      Rect(x: x + taken, y: y, width: width - taken, height: height)
    )
  }

  /// The right `columns` columns (as many as there are) and the columns to their left.
  public func splitRight(_ columns: Int) -> (rest: Rect, right: Rect) {
    let taken = min(max(0, columns), width)
    return (
      Rect(x: x, y: y, width: width - taken, height: height),
      Rect(x: maxX - taken, y: y, width: taken, height: height)
    )
  }

  /// The one-row rectangle `offset` rows below the top (empty when outside).
  public func row(_ offset: Int) -> Rect {
    guard offset >= 0, offset < height else {
      return Rect(x: x, y: y + offset, width: 0, height: 0)
    }
    return Rect(x: x, y: y + offset, width: width, height: 1)
  }

  /// `x,y widthxheight`, for test failures and logs.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}
