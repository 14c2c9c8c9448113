import Testing

@testable import VCLifeUI

@Suite("Grid drawing and dumps")
struct GridDrawingTests {
  @Test func boxInUnicode() {
    var grid = Grid(width: 10, height: 4)
    let inside = grid.drawBox(rect: grid.bounds, title: "Stack", glyphs: .unicode)
    #expect(inside == Rect(x: 1, y: 1, width: 8, height: 2))
    #expect(
      grid.textDump() == """
        ┌ Stack ─┐
        │        │
        │        │
        └────────┘
        """)
    #expect(grid[x: 0, y: 0].character == "┌")
    #expect(grid[x: 9, y: 3].character == "┘")
    #expect(grid.roleAt(x: 0, y: 0) == .border)
    #expect(grid[x: 2, y: 0].style == Style(.title))
    #expect(grid.roleAt(x: 8, y: 0) == .border)
  }

  @Test func boxInASCII() {
    var grid = Grid(width: 8, height: 3)
    grid.drawBox(rect: grid.bounds, title: nil, glyphs: .ascii)
    #expect(
      grid.textDump() == """
        +------+
        |      |
        +------+
        """)
  }

  @Test func longTitleIsCutWithAnEllipsis() {
    var grid = Grid(width: 10, height: 3)
    grid.drawBox(rect: grid.bounds, title: "Navigation", glyphs: .unicode)
    #expect(grid.rowText(0) == "┌ Naviga…┐")
    var ascii = Grid(width: 10, height: 3)
    ascii.drawBox(rect: ascii.bounds, title: "Navigation", glyphs: .ascii)
    #expect(ascii.rowText(0) == "+ Naviga~+")
  }

  @Test func wideTitleIsNotSplit() {
    var grid = Grid(width: 9, height: 3)
    grid.drawBox(rect: grid.bounds, title: "中文中文", glyphs: .unicode)
    // 7 cells inside the corners, one kept for the ellipsis: " 中文" takes 5 and the next
    // wide character would need 2 of the 1 left, so it is left out rather than split.
    #expect(grid.rowText(0) == "┌ 中文…─┐")
    #expect(grid[x: 8, y: 0].character == "┐")
  }

  @Test func tinyBoxDrawsNothing() {
    var grid = Grid(width: 5, height: 5)
    let inside = grid.drawBox(rect: Rect(x: 1, y: 1, width: 1, height: 3), glyphs: .unicode)
    #expect(inside.isEmpty)
    #expect(grid.textDump() == "\n\n\n\n")
  }

  @Test func boxIsClippedToTheGrid() {
    var grid = Grid(width: 4, height: 2)
    grid.drawBox(rect: Rect(x: 1, y: 0, width: 6, height: 4), glyphs: .ascii)
    #expect(grid.textDump() == " +--\n |")
  }

  @Test func linesAndFill() {
    var grid = Grid(width: 5, height: 3)
    grid.drawHorizontalLine(x: 0, y: 0, length: 5, glyphs: .unicode)
    grid.drawVerticalLine(x: 2, y: 0, length: 3, style: Style(.dim), glyphs: .ascii)
    #expect(grid.textDump() == "──|──\n  |\n  |")
    #expect(grid.roleAt(x: 2, y: 1) == .dim)

    var gauge = Grid(width: 5, height: 1)
    gauge.fill(rect: Rect(x: 0, y: 0, width: 3, height: 1), char: "█", style: Style(.memViews))
    gauge.fill(rect: Rect(x: 3, y: 0, width: 9, height: 1), char: "░", style: Style(.gaugeEmpty))
    #expect(gauge.textDump() == "███░░")
    #expect(gauge.roleAt(x: 2, y: 0) == .memViews)
    #expect(gauge.roleAt(x: 3, y: 0) == .gaugeEmpty)
  }

  @Test func fillWithAWideCharacterPadsAnOddColumn() {
    var grid = Grid(width: 5, height: 1)
    grid.fill(rect: grid.bounds, char: "中")
    #expect(grid.textDump() == "中中")
    #expect(grid[x: 4, y: 0].character == " ")
    #expect(!grid[x: 4, y: 0].isContinuation)
  }

  @Test func fillWithAControlCharacterUsesAQuestionMark() {
    var grid = Grid(width: 3, height: 1)
    grid.fill(rect: grid.bounds, char: "\u{1b}")
    #expect(grid.textDump() == "???")
  }

  @Test func restyleKeepsCharacters() {
    var grid = Grid(width: 6, height: 2)
    grid.put("ab中", x: 0, y: 1, style: Style(.callback))
    grid.restyle(rect: Rect(x: 0, y: 1, width: 6, height: 1)) { $0.adding(.reverse) }
    #expect(grid.rowText(1) == "ab中")
    #expect(grid[x: 0, y: 1].style == Style(.callback, [.reverse]))
    #expect(grid[x: 3, y: 1].isContinuation)
    #expect(grid[x: 3, y: 1].style == Style(.callback, [.reverse]))
    #expect(grid[x: 5, y: 1].style == Style(.normal, [.reverse]))
    #expect(grid[x: 0, y: 0].style == .normal)
  }

  @Test func textDumpTrimsTrailingSpacesAndKeepsRows() {
    var grid = Grid(width: 6, height: 3)
    grid.put("a b", x: 0, y: 0)
    grid.put("   ", x: 0, y: 1, style: Style(.status))
    grid.put("x", x: 5, y: 2)
    #expect(grid.textDump() == "a b\n\n     x")
  }

  @Test func styleDumpListsRuns() {
    var grid = Grid(width: 8, height: 2)
    grid.put("Hi", x: 0, y: 0, style: Style(.title, [.bold]))
    grid.put("中", x: 4, y: 1, style: Style(.error, [.underline, .reverse]))
    #expect(
      grid.styleDump() == """
        0: 0-1 title+bold, 2-7 normal
        1: 0-3 normal, 4-5 error+reverse+underline, 6-7 normal
        """)
  }

  @Test func emptyGrid() {
    let grid = Grid(width: 0, height: -3)
    #expect(grid.width == 0)
    #expect(grid.height == 0)
    #expect(grid.textDump() == "")
  }
}
