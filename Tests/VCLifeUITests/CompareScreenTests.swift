import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// The compare screen drawn: the differences marked, the layouts, the frames.
@Suite("Compare screen")
struct CompareScreenTests {
  @Test func identicalActionsHaveNoDifferences() {
    // A push of a controller without Auto Layout (Detail, over Photos) is the same in both.
    let compare = Classroom.comparing(keys: [.char("p"), .char("p")])
    #expect(compare.lines(of: .left).allSatisfy { !$0.isDifferent })
    #expect(compare.lines(of: .right).allSatisfy { !$0.isDifferent })
    #expect(!compare.memoryDiffers)
    let grid = CompareScreen.render(compare, width: 160, height: 48, glyphs: .unicode)
    // The status line's "differences marked ≠" is the only mark.
    let body = (0..<47).map(grid.rowText).joined(separator: "\n")
    #expect(!body.contains("≠"), "\(body)")
  }

  @Test func handlersCompareShowsListing43ReloadingAView() {
    let compare = Classroom.comparing(.handlers, keys: [.char("p"), .char("p"), .char("w")])
    #expect(
      compare.compare!.catalogue(of: .left).templates.values.allSatisfy {
        $0.onWarning == .releaseViewUnsafe
      })
    #expect(
      compare.compare!.catalogue(of: .right).templates.values.allSatisfy {
        $0.onWarning == .releaseView
      })
    // Reading self.view of a controller whose view is nil loads it only to release it.
    let left = compare.marked(.left)
    #expect(left.contains { $0.0.hasSuffix(" loadView") && $0.1 }, "\(left)")
    #expect(compare.marked(.right).allSatisfy { !$0.0.hasSuffix(" loadView") })
    // The safe side has no line of its own, but it is not the same: its title says it lacks
    // the other's lines, and never "same callbacks".
    let unique = compare.marked(.left).filter(\.1).count
    #expect(compare.summary(of: .right) == .fewer(unique) && unique > 0)
    #expect(compare.summary(of: .left) == .differ(unique))
    let grid = CompareScreen.render(compare, width: 160, height: 48, glyphs: .unicode)
    let titles = (0..<grid.height).map(grid.rowText).filter { $0.contains("release-view") }
    #expect(titles.contains { $0.contains("≠ \(unique) fewer lines") }, "\(titles)")
    #expect(!titles.contains { $0.contains("same callbacks") }, "\(titles)")
  }

  @Test func theNextLineIsInTheChosenLanguage() {
    // In step mode each side's log ends with the event a step will show, said as the
    // single-app log says it: in Chinese, "→ 下一个 … （空格）", not in English.
    var compare = Classroom.comparing(.iOSVersions, pacing: .step, language: .zh)
    for key in "p " { compare.handle(.char(key)) }
    let grid = CompareScreen.render(compare, width: 80, height: 24, glyphs: .unicode)
    let body = (0..<22).map(grid.rowText).joined(separator: "\n")
    #expect(body.contains("→ 下一个："), "\(body)")
    #expect(!body.contains("next:"), "\(body)")
  }

  // MARK: Frames

  static let sizes = [(80, 24), (160, 48)]

  @Test func framesAreRectangularAndBoxesClosed() throws {
    for (width, height) in Self.sizes {
      for glyphs in [Glyphs.unicode, .ascii] {
        let grid = CompareScreen.render(
          Classroom.afterWarning, width: width, height: height, glyphs: glyphs)
        for y in 0..<height {
          let cells = (0..<width).reduce(0) { sum, x in
            sum + (grid[x: x, y: y].isContinuation ? 1 : grid[x: x, y: y].width)
          }
          #expect(cells == width, "row \(y) at \(width)x\(height)")
          #expect(DisplayWidth.of(grid.rowText(y)) <= width, "row \(y) at \(width)x\(height)")
        }
        try expectBoxesClosed(grid, glyphs: glyphs)
      }
    }
  }

  @Test func sideBySideAndStackedLayouts() {
    let wide = CompareScreen.render(
      Classroom.afterWarning, width: 160, height: 48, glyphs: .unicode)
    #expect(wide.rowText(0).contains("iOS 5") && wide.rowText(0).contains("iOS 6+"))
    let narrow = CompareScreen.render(
      Classroom.afterWarning, width: 80, height: 24, glyphs: .unicode)
    #expect(narrow.rowText(0).contains("iOS 5") && !narrow.rowText(0).contains("iOS 6+"))
    #expect(narrow.textDump().contains("≠ Memory"))
    #expect(narrow.rowText(23).contains("compare ≠"))
    // A differing log line is highlighted, not only marked.
    let row = (0..<24).first { narrow.rowText($0).contains("≠ Photos") }
    if let row {
      let x = narrow.rowText(row).distance(
        from: narrow.rowText(row).startIndex, to: narrow.rowText(row).firstIndex(of: "≠")!)
      #expect(narrow.roleAt(x: x, y: row) == .highlight)
    } else {
      Issue.record("no marked Photos line at 80x24:\n\(narrow.textDump())")
    }
  }

  /// Classroom review m15: at 120×40 the Callbacks panes are full (the events before the
  /// current action fill what it leaves, its first line on the same row on both sides), and
  /// the gauge has a row of its own as wide as the side.
  @Test func aTallCompareScreenUsesItsRows() throws {
    let compare = Classroom.afterWarning
    let grid = CompareScreen.render(compare, width: 120, height: 40, glyphs: .unicode)
    let rows = (0..<grid.height).map { grid.rowText($0) }
    let title = try #require(rows.firstIndex { $0.hasPrefix("┌ Callbacks") })
    let bottom = try #require(rows.lastIndex { $0.hasPrefix("└") })
    // The side with more lines (iOS 5, which unloads) fills its pane.
    for y in title + 1..<bottom {
      for half in [rows[y].prefix(60)] {
        #expect(
          !half.dropFirst().dropLast().allSatisfy { $0 == " " },
          "row \(y) is empty:\n\(grid.textDump())")
      }
    }
    let actionRows = (title..<bottom).filter { rows[$0].contains("▶ warning") }
    #expect(actionRows.count == 1, "\(grid.textDump())")
    #expect(rows[actionRows[0]].components(separatedBy: "▶ warning").count == 3)
    // The events before it are dimmed, unmarked.
    let earlier = try #require((title + 1..<actionRows[0]).first)
    #expect(grid[x: 3, y: earlier].style.role == .dim)
    let bar = rows[2].filter { "▓▒░≡█·▏".contains($0) }
    #expect(bar.count >= 2 * 50, "\(rows[2])")
  }

  /// SPEC §12: `--compare ios=A,B` compares any two versions; each side names its version.
  @Test func anyTwoVersionsSideBySide() throws {
    #expect(CompareKind(argument: "ios") == .iOSVersions)
    #expect(CompareKind(argument: "handlers") == .handlers)
    #expect(CompareKind(argument: "ios=6,17") == .versions(left: 6, right: 17))
    // iOS 16 has rules of its own (SPEC §13.3); 15 has 13's, so 13 beside 15 compares nothing.
    #expect(CompareKind(argument: "ios=13,16") == .versions(left: 13, right: 16))
    for bad in ["ios=6", "ios=6,6", "ios=13,15", "ios=4,17", "ios=6,27", "ios=a,b", "ios=6,17,26"] {
      #expect(CompareKind(argument: bad) == nil, "\(bad)")
    }
    let kind = try #require(CompareKind(argument: "ios=6,17"))
    // A sheet on the right: the presenter hears nothing; full screen on the left.
    var compare = Classroom.comparing(kind, behavior: .iOS6, pacing: .instant)
    compare.handle(.char("p"))
    compare.handle(.char("m"))
    #expect(compare.leftLabel == "iOS 6" && compare.rightLabel == "iOS 17")
    #expect(compare.left.session.state.behavior == .iOS6)
    #expect(compare.right.session.state.behavior == .iOS17)
    let right = compare.marked(.right)
    let left = compare.marked(.left)
    #expect(left.contains { $0.0 == "Photos viewWillDisappear:" && $0.1 }, "\(left)")
    #expect(!right.contains { $0.0 == "Photos viewWillDisappear:" }, "\(right)")
    #expect(right.contains { $0.0.hasSuffix(" viewIsAppearing:") && $0.1 }, "\(right)")
    let grid = CompareScreen.render(compare, width: 120, height: 40, glyphs: .unicode)
    #expect(grid.rowText(0).hasPrefix(" iOS 6 ·") && grid.rowText(0).contains(" iOS 17 ·"))
  }

  /// Fresh-eyes review: beside iOS 6 (no scenes), iOS 17's scene goes to the background, is
  /// reclaimed, and comes back on the next `z`.
  @Test func aReclaimedSceneComesBackInCompareMode() throws {
    let kind = try #require(CompareKind(argument: "ios=6,17"))
    var compare = Classroom.comparing(kind, behavior: .iOS6, pacing: .instant)
    compare.handle(.char("p"))
    for key in ["z", "Z"] { compare.handle(.char(Character(key))) }
    #expect(compare.right.session.state.controllers.isEmpty)
    // The app runs on without a scene: the pane says so, and which key brings it back.
    let disconnected = CompareScreen.render(compare, width: 120, height: 40, glyphs: .unicode)
    #expect(disconnected.textDump().contains("scene disconnected: z brings it back"))
    compare.handle(.char("z"))
    #expect(compare.right.session.state.scene == .active)
    #expect(compare.right.session.state.layout.visible == "Photos")
    #expect(compare.left.session.state.layout.visible == "Photos")
    #expect(compare.right.session.actions == compare.single.session.actions)
  }

  /// Second review: at 60×20 a memory change is whole or left out, never "+1." at an edge.
  @Test func aMemoryChangeIsNeverCutAtThePaneEdge() {
    for keys: [Key] in [[.char("p")], [.char("p"), .char("p"), .char("w")]] {
      let grid = CompareScreen.render(
        Classroom.comparing(keys: keys), width: 60, height: 20, glyphs: .unicode)
      for y in 0..<grid.height {
        let row = grid.rowText(y)
        #expect(row.firstMatch(of: /[+-][0-9]+\.?[0-9]*│/) == nil, "\(row)")
      }
    }
  }

  @Test func tooSmallUsesTheSharedScreen() {
    let grid = CompareScreen.render(Classroom.afterWarning, width: 50, height: 15, glyphs: .unicode)
    #expect(grid.textDump().contains("need 60×20, have 50×15"))
  }

  @Test(arguments: sizes.map { "\($0.0)x\($0.1)" })
  func goldenFrame(_ size: String) throws {
    let parts = size.split(separator: "x").map { Int($0)! }
    let grid = CompareScreen.render(
      Classroom.afterWarning, width: parts[0], height: parts[1], glyphs: .unicode)
    try Golden.check(grid, named: "compare-warning-\(size)")
  }

  /// Every top-left corner has a top-right one on its row, bottom corners below both, and
  /// unbroken sides between them.
  private func expectBoxesClosed(_ grid: Grid, glyphs: Glyphs) throws {
    // ASCII corners are all "+", so a bottom border would read as a top one: only the
    // Unicode frame is checked (the ASCII one is the same layout).
    guard glyphs.isUnicode else { return }
    let rows = (0..<grid.height).map { Array(grid.rowText($0)) }
    var boxes = 0
    for (y, row) in rows.enumerated() {
      for (x, character) in row.enumerated() where character == glyphs.topLeft {
        let right = try #require(
          row[(x + 1)...].firstIndex { $0 == glyphs.topRight },
          "row \(y) col \(x): no top-right corner")
        let bottom = try #require(
          (y + 1..<rows.count).first { rows[$0][x] != glyphs.vertical },
          "col \(x) from row \(y): no bottom")
        #expect(rows[bottom][x] == glyphs.bottomLeft, "bottom-left of box at \(x),\(y)")
        #expect(rows[bottom][right] == glyphs.bottomRight, "bottom-right of box at \(x),\(y)")
        for side in y + 1..<bottom {
          #expect(rows[side][right] == glyphs.vertical, "right side of box at \(x),\(y)")
        }
        boxes += 1
      }
    }
    #expect(boxes >= 4)
  }
}
