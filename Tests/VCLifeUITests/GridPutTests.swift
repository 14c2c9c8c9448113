import Testing

@testable import VCLifeUI

/// The characters of one row, cell by cell, with "|" for a continuation cell.
private func cells(_ grid: Grid, row y: Int) -> [String] {
  (0..<grid.width).map { x in
    let cell = grid[x: x, y: y]
    return cell.isContinuation ? "|" : String(cell.character)
  }
}

@Suite("Grid.put")
struct GridPutTests {
  @Test func writesASCIIAndReturnsColumnsUsed() {
    var grid = Grid(width: 10, height: 2)
    let used = grid.put("hello", x: 2, y: 1, style: Style(.title))
    #expect(used == 5)
    #expect(cells(grid, row: 1) == [" ", " ", "h", "e", "l", "l", "o", " ", " ", " "])
    #expect(grid.roleAt(x: 2, y: 1) == .title)
    #expect(grid.roleAt(x: 6, y: 1) == .title)
    #expect(grid.roleAt(x: 7, y: 1) == .normal)
    #expect(grid.rowText(0) == "")
  }

  @Test func clipsAtTheRightEdge() {
    var grid = Grid(width: 5, height: 1)
    let used = grid.put("abcdefgh", x: 2, y: 0)
    #expect(used == 3)
    #expect(cells(grid, row: 0) == [" ", " ", "a", "b", "c"])
  }

  @Test func clipsAtMaxWidth() {
    var grid = Grid(width: 10, height: 1)
    let used = grid.put("abcdefgh", x: 1, y: 0, maxWidth: 4)
    #expect(used == 4)
    #expect(grid.textDump() == " abcd")
    #expect(grid.put("zz", x: 0, y: 0, maxWidth: 0) == 0)
  }

  @Test func rowOutsideTheGridWritesNothing() {
    var grid = Grid(width: 4, height: 2)
    #expect(grid.put("abc", x: 0, y: 2) == 0)
    #expect(grid.put("abc", x: 0, y: -1) == 0)
    #expect(grid.put("abc", x: 4, y: 0) == 0)
    #expect(grid.textDump() == "\n")
  }

  @Test func skipsColumnsLeftOfTheGrid() {
    var grid = Grid(width: 4, height: 1)
    let used = grid.put("abcdef", x: -2, y: 0)
    #expect(used == 6)  // columns advanced from x, so that `x += used` continues the text
    #expect(cells(grid, row: 0) == ["c", "d", "e", "f"])
  }

  @Test func wideCharactersTakeTwoCells() {
    var grid = Grid(width: 6, height: 1)
    let used = grid.put("中文", x: 1, y: 0, style: Style(.loaded))
    #expect(used == 4)
    #expect(cells(grid, row: 0) == [" ", "中", "|", "文", "|", " "])
    #expect(grid[x: 1, y: 0].width == 2)
    #expect(grid[x: 2, y: 0].width == 0)
    #expect(grid[x: 2, y: 0].isContinuation)
    #expect(grid.roleAt(x: 2, y: 0) == .loaded)
    #expect(grid.textDump() == " 中文")
  }

  @Test func wideCharacterIsNeverSplitAtTheRightEdge() {
    var grid = Grid(width: 3, height: 1)
    let used = grid.put("中文", x: 0, y: 0)
    #expect(used == 3)
    #expect(cells(grid, row: 0) == ["中", "|", " "])
    #expect(grid.textDump() == "中")
  }

  @Test func wideCharacterIsNeverSplitAtMaxWidth() {
    var grid = Grid(width: 8, height: 1)
    grid.fill(rect: grid.bounds, char: "x")
    let used = grid.put("a中文", x: 1, y: 0, style: Style(.title), maxWidth: 4)
    #expect(used == 4)
    #expect(cells(grid, row: 0) == ["x", "a", "中", "|", " ", "x", "x", "x"])
    #expect(grid.roleAt(x: 4, y: 0) == .title)
  }

  @Test func wideCharacterCutAtTheLeftEdgeBecomesASpace() {
    var grid = Grid(width: 4, height: 1)
    grid.fill(rect: grid.bounds, char: "x")
    let used = grid.put("中ab", x: -1, y: 0)
    #expect(used == 4)
    #expect(cells(grid, row: 0) == [" ", "a", "b", "x"])
  }

  @Test func overwritingHalfOfAWideCharacterLeavesNoHalfBehind() {
    var grid = Grid(width: 6, height: 1)
    grid.put("中文", x: 0, y: 0)
    // Over the right half of 中: its left half becomes a space.
    grid.put("a", x: 1, y: 0)
    #expect(cells(grid, row: 0) == [" ", "a", "文", "|", " ", " "])
    // Over the left half of 文: its right half becomes a space.
    grid.put("b", x: 2, y: 0)
    #expect(cells(grid, row: 0) == [" ", "a", "b", " ", " ", " "])
    // A wide character straddling two others clears both.
    grid.put("中文", x: 0, y: 0)
    grid.put("字", x: 1, y: 0)
    #expect(cells(grid, row: 0) == [" ", "字", "|", " ", " ", " "])
  }

  @Test func combiningMarksStayWithTheirBase() {
    var grid = Grid(width: 5, height: 1)
    let decomposed = "e\u{301}a"  // é written as e + COMBINING ACUTE ACCENT
    let used = grid.put(decomposed, x: 0, y: 0)
    #expect(used == 2)
    #expect(grid[x: 0, y: 0].character == Character("e\u{301}"))
    #expect(grid[x: 0, y: 0].width == 1)
    #expect(grid[x: 1, y: 0].character == "a")
    #expect(grid.textDump() == "e\u{301}a")
  }

  @Test func leadingCombiningMarkIsDropped() {
    var grid = Grid(width: 4, height: 1)
    let used = grid.put("\u{301}ab", x: 0, y: 0)
    #expect(used == 2)
    #expect(cells(grid, row: 0) == ["a", "b", " ", " "])
  }

  @Test func escapeSequencesNeverReachTheGrid() {
    var grid = Grid(width: 12, height: 1)
    let used = grid.put("A\u{1b}[2J", x: 0, y: 0)
    #expect(used == 6)
    #expect(cells(grid, row: 0).prefix(6) == ["A", "^", "[", "[", "2", "J"])
    #expect(grid.textDump() == "A^[[2J")
    #expect(!grid.textDump().unicodeScalars.contains("\u{1b}"))
  }

  @Test func noControlCharacterIsEverStored() {
    var grid = Grid(width: 40, height: 1)
    let hostile = "a\u{0}b\u{7}\r\n\t\u{7f}\u{9b}31m\u{202e}z"
    grid.put(hostile, x: 0, y: 0)
    for x in 0..<grid.width {
      for scalar in grid[x: x, y: 0].character.unicodeScalars {
        #expect(!DisplayWidth.needsEscape(scalar), "control U+\(String(scalar.value, radix: 16))")
      }
    }
    #expect(grid.textDump() == "a^@b^G^M^J^I^?\\u{9b}31m\\u{202e}z")
  }

  @Test func emojiIsWide() {
    var grid = Grid(width: 4, height: 1)
    #expect(grid.put("😀!", x: 0, y: 0) == 3)
    #expect(cells(grid, row: 0) == ["😀", "|", "!", " "])
  }
}
