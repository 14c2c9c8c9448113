import Testing
import VCLifeCore
import VCLifeScript

@testable import VCLifeClassroom
@testable import VCLifeUI

/// The compare screen: two apps, the same keys, the differences marked.
@Suite("Compare mode")
struct CompareTests {
  static func compare(_ kind: CompareKind = .iOSVersions, keys: [Key]) -> Classroom {
    var model = Classroom.comparing(kind, pacing: .instant)
    for key in keys { model.handle(key) }
    return model
  }

  /// Two pushes and a memory warning: iOS 5 unloads the hidden views, iOS 6+ frees only
  /// their backing stores.
  static let afterWarning = compare(keys: [.char("p"), .char("p"), .char("w")])

  /// "Object selector" of the lines of one side, and whether each is marked different.
  static func marked(_ compare: Classroom, _ side: CompareSide) -> [(String, Bool)] {
    compare.lines(of: side).map { line in
      let event = compare[side].session.events[line.event]
      return ("\(event.object) \(event.name.text)", line.isDifferent)
    }
  }

  @Test func warningDiffersBetweenIOSVersions() {
    let compare = Self.afterWarning
    let left = Self.marked(compare, .left)
    let right = Self.marked(compare, .right)
    #expect(left.contains { $0.0.hasSuffix(" viewWillUnload") && $0.1 }, "\(left)")
    #expect(left.contains { $0.0.hasSuffix(" viewDidUnload") && $0.1 }, "\(left)")
    #expect(right.contains { $0.0.hasSuffix(" backingStoreFreed") && $0.1 }, "\(right)")
    // Both sides warn every controller: those lines are the same.
    #expect(left.contains { $0.0.hasSuffix(" didReceiveMemoryWarning") && !$0.1 })
    #expect(right.contains { $0.0.hasSuffix(" didReceiveMemoryWarning") && !$0.1 })
    #expect(compare.memoryDiffers)
    #expect(compare.left.shownState.memory != compare.right.shownState.memory)
  }

  @Test func aPushOfPhotosIsTheSameOnBothSides() {
    // An app that runs on iOS 5 cannot use Auto Layout (SPEC §11.1), so the photo album's
    // Photos does not: a push is the same on iOS 5 and iOS 6.
    let compare = Self.compare(keys: [.char("p")])
    #expect(!compare.lines(of: .left).isEmpty)
    #expect(Self.marked(compare, .left).filter(\.1).isEmpty)
    #expect(Self.marked(compare, .right).filter(\.1).isEmpty)
    #expect(!compare.memoryDiffers)
  }

  @Test func identicalActionsHaveNoDifferences() {
    // A push of a controller without Auto Layout (Detail, over Photos) is the same in both.
    let compare = Self.compare(keys: [.char("p"), .char("p")])
    #expect(compare.lines(of: .left).allSatisfy { !$0.isDifferent })
    #expect(compare.lines(of: .right).allSatisfy { !$0.isDifferent })
    #expect(!compare.memoryDiffers)
    let grid = CompareScreen.render(compare, width: 160, height: 48, glyphs: .unicode)
    // The status line's "differences marked ≠" is the only mark.
    let body = (0..<47).map(grid.rowText).joined(separator: "\n")
    #expect(!body.contains("≠"), "\(body)")
  }

  @Test func handlersCompareShowsListing43ReloadingAView() {
    let compare = Self.compare(.handlers, keys: [.char("p"), .char("p"), .char("w")])
    #expect(
      compare.compare!.catalogue(of: .left).templates.values.allSatisfy {
        $0.onWarning == .releaseViewUnsafe
      })
    #expect(
      compare.compare!.catalogue(of: .right).templates.values.allSatisfy {
        $0.onWarning == .releaseView
      })
    // Reading self.view of a controller whose view is nil loads it only to release it.
    let left = Self.marked(compare, .left)
    #expect(left.contains { $0.0.hasSuffix(" loadView") && $0.1 }, "\(left)")
    #expect(Self.marked(compare, .right).allSatisfy { !$0.0.hasSuffix(" loadView") })
    // The safe side has no line of its own, but it is not the same: its title says it lacks
    // the other's lines, and never "same callbacks".
    let unique = Self.marked(compare, .left).filter(\.1).count
    #expect(compare.summary(of: .right) == .fewer(unique) && unique > 0)
    #expect(compare.summary(of: .left) == .differ(unique))
    let grid = CompareScreen.render(compare, width: 160, height: 48, glyphs: .unicode)
    let titles = (0..<grid.height).map(grid.rowText).filter { $0.contains("release-view") }
    #expect(titles.contains { $0.contains("≠ \(unique) fewer lines") }, "\(titles)")
    #expect(!titles.contains { $0.contains("same callbacks") }, "\(titles)")
  }

  @Test func stepByStepASideWithLinesToComeIsSameSoFarNotSame() {
    // The unsafe handler's extra loadView comes late in the warning: before it is shown the
    // side has nothing highlighted, but "same callbacks" would be false.
    var compare = Classroom.comparing(.handlers, pacing: .step)
    for key in "ppw " { compare.handle(.char(key)) }
    #expect(compare.wholeActionDifference(of: .left) > 0)
    #expect(compare.summary(of: .left) == .sameSoFar)
    #expect(compare.summary(of: .right) == .fewer(compare.wholeActionDifference(of: .left)))
    #expect(Self.compare(keys: [.char("p"), .char("p")]).summary(of: .left) == .same)
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

  @Test func keysGoToBothSidesButIAndQuitAreHandledOnce() {
    var compare = Self.compare(keys: [.char("p")])
    #expect(compare.left.session.actions.count == compare.right.session.actions.count)
    compare.handle(.char("i"))
    // `i` changes the right side only; the truth keeps its own system.
    #expect(compare.left.shownState.behavior == .iOS5)
    #expect(compare.right.shownState.behavior == .iOS13)
    #expect(compare.single.shownState.behavior == .iOS6)
    #expect(compare.statusMessage == "Right side: iOS 13.")
    compare.handle(.char("?"))
    #expect(compare.showsHelp)
    let closing = compare.handle(.char("x"))
    #expect(!compare.showsHelp && closing.isEmpty)
    #expect(compare.handle(.char("q")) == [.quit])
  }

  @Test func animationTicksBothSides() {
    var compare = Classroom.comparing(.iOSVersions, pacing: .animated)
    for key: Key in [.char("p"), .char("p"), .char("w")] { compare.handle(key) }
    #expect(compare.isAnimating)
    var ticks = 0
    while compare.isAnimating && ticks < 1000 {
      compare.tick()
      ticks += 1
    }
    #expect(!compare.hasNextMoment)
    #expect(compare.left.pending == nil && compare.right.pending == nil)
    #expect(compare.lines(of: .left).contains { $0.isDifferent })
  }

  // MARK: Frames

  static let sizes = [(80, 24), (160, 48)]

  @Test func framesAreRectangularAndBoxesClosed() throws {
    for (width, height) in Self.sizes {
      for glyphs in [Glyphs.unicode, .ascii] {
        let grid = CompareScreen.render(
          Self.afterWarning, width: width, height: height, glyphs: glyphs)
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
    let wide = CompareScreen.render(Self.afterWarning, width: 160, height: 48, glyphs: .unicode)
    #expect(wide.rowText(0).contains("iOS 5") && wide.rowText(0).contains("iOS 6+"))
    let narrow = CompareScreen.render(Self.afterWarning, width: 80, height: 24, glyphs: .unicode)
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
    let compare = Self.afterWarning
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

  /// Reliability review F8: the side whose system the session ran under shares the session
  /// instead of replaying it, and it is the session a replay would give.
  @Test func theSideOfTheSessionsOwnSystemIsTheSessionItself() {
    var model = Classroom(behavior: .iOS5, pacing: .instant)
    for key in ["p", "p", "w", "b", "m", "d"] { model.handle(.char(Character(key))) }
    let compare = Classroom.mirroring(model, kind: .iOSVersions)
    var replayed = Classroom(behavior: .iOS5, pacing: .instant, launch: false)
    replayed.enqueue(model.session.actions)
    for _ in model.session.actions { replayed.apply(.nextStep) }
    #expect(compare.left.session.events == replayed.session.events)
    #expect(compare.left.session.state == replayed.session.state)
    #expect(compare.left.cursor == replayed.cursor)
    #expect(compare.left.shownState == replayed.shownState)
    // The other side replays under its own system.
    #expect(compare.right.session.events != model.session.events)
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
    let right = Self.marked(compare, .right)
    let left = Self.marked(compare, .left)
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
        Self.compare(keys: keys), width: 60, height: 20, glyphs: .unicode)
      for y in 0..<grid.height {
        let row = grid.rowText(y)
        #expect(row.firstMatch(of: /[+-][0-9]+\.?[0-9]*│/) == nil, "\(row)")
      }
    }
  }

  /// Second review: `g`'s picker takes its own keys in compare mode (it was stuck: ↓ moved
  /// the Controllers selection, Enter and Esc did nothing).
  @Test func thePickerWorksInCompareMode() {
    for kind in [CompareKind.handlers, .iOSVersions] {
      var compare = Self.compare(kind, keys: [.char("g"), .down, .down, .enter])
      #expect(compare.picker == nil)
      #expect(compare.left.session.state.layout.visible == "Comments", "\(kind)")
      #expect(compare.right.session.state.layout.visible == "Comments", "\(kind)")
      compare.handle(.char("g"))
      compare.handle(.escape)
      #expect(compare.picker == nil, "\(kind): Esc closes")
    }
  }

  /// `i` and `I` choose the right and left sides' versions live, never the other side's
  /// rules; the changed side replays the session under its new version.
  @Test func iAndShiftIChooseTheSidesVersions() {
    var compare = Self.compare(keys: [.char("p")])
    compare.handle(.char("i"))  // right: 6 → 13
    #expect(compare.kind == .versions(left: 5, right: 13))
    #expect(compare.right.session.state.behavior == .iOS13 && compare.rightLabel == "iOS 13")
    #expect(compare.right.session.actions == compare.single.session.actions)
    compare.handle(.char("I"))  // left: 5 → 6
    compare.handle(.char("I"))  // left: 6 → 13 is the right's: 16
    #expect(compare.kind == .versions(left: 16, right: 13))
    #expect(compare.left.session.state.behavior == .iOS16)
    #expect(compare.messageText == "Left side: iOS 16.")
    // One app and back: `c` opens the sides chosen, not the first ones again.
    compare.handle(.char("c"))
    #expect(!compare.isComparing)
    compare.handle(.char("c"))
    #expect(compare.kind == .versions(left: 16, right: 13))
    var handlers = Self.compare(.handlers, keys: [])
    handlers.handle(.char("i"))
    #expect(handlers.view.message?.isError == true)
  }

  @Test func tooSmallUsesTheSharedScreen() {
    let grid = CompareScreen.render(Self.afterWarning, width: 50, height: 15, glyphs: .unicode)
    #expect(grid.textDump().contains("need 60×20, have 50×15"))
  }

  @Test(arguments: sizes.map { "\($0.0)x\($0.1)" })
  func goldenFrame(_ size: String) throws {
    let parts = size.split(separator: "x").map { Int($0)! }
    let grid = CompareScreen.render(
      Self.afterWarning, width: parts[0], height: parts[1], glyphs: .unicode)
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

/// `R` twice in compare mode resets both sides and the single-app screen they mirror: what is
/// saved afterwards (`q`, `--resume`) starts from the launch, with the class's later answers.
@Suite("Compare mode reset")
struct CompareResetTests {
  @Test func resetInCompareModeResetsTheSingleScreenToo() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "resizing"))
    var single = Classroom(lesson: lesson, pacing: .instant, language: .en)
    for _ in 0..<6 { single.handle(.char("n")) }
    #expect(single.lessonStep == 3)
    var compare = Classroom.mirroring(single)
    compare.handle(.char("R"))
    #expect(compare.statusMessage?.contains("Press R again") == true)
    compare.handle(.char("R"))
    #expect(compare.lessonStep == 0 && compare.isComparing)
    compare.handle(.char("n"))
    compare.handle(.char("2"))
    let back = compare.single
    #expect(back.lessonStep == 1)
    #expect(back.chosenAnswer == 2)
    #expect(back.prediction != nil)
    let saved = SavedSession(of: back)
    let fresh = SavedSession(
      of: Golden.model(
        Classroom(lesson: lesson, pacing: .instant), keys: [.char("n"), .char("2")]))
    #expect(saved == fresh)
    // Any other key between the two presses cancels the reset.
    var cancelled = Classroom.mirroring(single)
    cancelled.handle(.char("R"))
    cancelled.handle(.char("s"))
    cancelled.handle(.char("R"))
    #expect(cancelled.lessonStep == 3)
  }
}
