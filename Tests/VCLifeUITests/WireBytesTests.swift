import Foundation
import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeTerminal
@testable import VCLifeUI

/// The choices that keep a frame's bytes on the wire few, checked without a terminal: which
/// blank cells take their neighbour's look, where the log's separator sits, and where the
/// legend's figures go.
@Suite("Bytes on the wire")
struct WireBytesTests {
  private static let reverse: UInt32 = 1 << 4
  private static let text = CellLook(attributes: 0, pair: 1)
  private static let dim = CellLook(attributes: 0, pair: 2)
  private static let normal = CellLook(attributes: 0, pair: 3)
  private static let selected = CellLook(attributes: reverse, pair: 3)

  /// A row's looks after joining; `cells` marks each cell: `x` text, `_` blank, `|` edge.
  private static func joined(
    _ looks: [CellLook], _ cells: String, backgrounds: [Int16] = [-1, -1, -1, -1]
  ) -> [CellLook] {
    var held = HeldLooks(visibleOnBlank: reverse)
    held.pairBackgrounds = backgrounds
    var row = looks
    held.joinBlanks(&row, isBlank: cells.map { $0 == "_" }, isText: cells.map { $0 != "|" })
    return row
  }

  @Test func aShortGapTakesTheLookOfTheTextBeforeIt() {
    // "ab␣␣c": the two blanks are written in a's look, so no change of look around them.
    let row = Self.joined(
      [Self.text, Self.text, Self.normal, Self.normal, Self.dim], "xx__x")
    #expect(row == [Self.text, Self.text, Self.text, Self.text, Self.dim])
  }

  @Test func aLongRunKeepsItsOwnLookToBeErasedInOneGo() {
    let count = HeldLooks.longestJoinedRun + 1
    let looks = [Self.dim] + Array(repeating: Self.normal, count: count)
    let row = Self.joined(looks, "x" + String(repeating: "_", count: count))
    #expect(row == looks)
    let short = [Self.dim] + Array(repeating: Self.normal, count: count - 1)
    #expect(
      Self.joined(short, "x" + String(repeating: "_", count: count - 1))
        == Array(repeating: Self.dim, count: count))
  }

  @Test func reverseVideoAndOtherBackgroundsAreNeverSwapped() {
    // A selected row's padding shows; so does a blank after it in another look.
    #expect(
      Self.joined([Self.selected, Self.normal], "x_") == [Self.selected, Self.normal])
    #expect(
      Self.joined([Self.text, Self.selected], "x_") == [Self.text, Self.selected])
    // A pair with its own background (the light theme's, say) keeps it.
    #expect(
      Self.joined([Self.text, Self.normal], "x_", backgrounds: [-1, -1, -1, 231])
        == [Self.text, Self.normal])
    // The first cell of a row has nothing before it; a box's edge lends no look.
    #expect(Self.joined([Self.normal, Self.text], "_x") == [Self.normal, Self.text])
    #expect(
      Self.joined([Self.dim, Self.normal, Self.text], "|_x") == [Self.dim, Self.normal, Self.text])
  }

  /// The row of the log's separator on a frame: the row below the Memory box made of `─`
  /// inside the Callbacks box.
  private static func separatorRow(_ grid: Grid) -> Int? {
    (0..<grid.height).last { grid.rowText($0).hasPrefix("│──────") }
  }

  @Test(arguments: ReportLanguage.allCases)
  func theSeparatorStaysPutFromEventToEvent(_ language: ReportLanguage) throws {
    // Stepping through a push and a pop: the reasons take one row or two (more in both
    // languages); the separator stays where it is for every reason that fits the rows kept
    // for it, and only a longer one moves it.
    var model = Classroom(pacing: .step, language: language)
    var rows: Set<Int> = []
    var whyRows: Set<Int> = []
    var longer = 0
    for key in ["p", "b"] {
      model.handle(Key.char(Character(key)))
      // Each step until the action's last event (a space after it would put a message in
      // the status line, which takes rows of its own).
      while model.pendingEvent != nil {
        model.handle(Key.char(" "))
        let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
        let row = try #require(Self.separatorRow(grid), "\(grid.textDump())")
        let text = TeachingText(model, glyphs: .unicode, width: 78)
        whyRows.insert(text.why.count)
        if text.why.count <= text.steadyWhyRows { rows.insert(row) } else { longer += 1 }
      }
    }
    #expect(whyRows.count > 1, "every reason took the same rows: the test shows nothing")
    #expect(rows.count == 1, "the separator moved: rows \(rows.sorted()), why \(whyRows.sorted())")
    #expect(longer == 0, "\(longer) reasons were longer than the rows kept for them")
  }

  @Test(arguments: ["load-cycle", "memory-warnings", "listing-4-3"])
  func inALessonTheSeparatorStaysPutThroughAStepsEvents(_ name: String) throws {
    // The lesson's text changes from step to step; within a step, only why changes, event
    // by event, and the rows kept for it keep the separator where it is.
    var model = Classroom(
      lesson: try #require(LessonLibrary.lesson(named: name)), pacing: .step, language: .en)
    var stepsChecked = 0
    for _ in 0..<8 {
      model.handle(.char("n"))
      var rows: Set<Int> = []
      var frames = 0
      while model.pendingEvent != nil, model.prediction == nil, frames < 40 {
        model.handle(.char(" "))
        let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
        if let row = Self.separatorRow(grid) { rows.insert(row) }
        frames += 1
      }
      if frames > 1 { stepsChecked += 1 }
      #expect(rows.count <= 1, "\(name) step \(model.lessonStep): rows \(rows.sorted())")
    }
    #expect(stepsChecked > 0, "no step stepped through: the test shows nothing")
  }

  @Test(arguments: ReportLanguage.allCases)
  func aLongMessageCoversTheBottomAndMovesNoPane(_ language: ReportLanguage) throws {
    // A message of several rows (a saved file's full path, say) is drawn over the screen's
    // bottom rows; every row above it is the same as without it.
    var model = Classroom(pacing: .instant, language: language)
    model.handle(.char("p"))
    let plain = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    let path = "/home/teacher/lessons/2026/week-47/memory-warnings/session.vclife"
    let said = "Saved the session to " + path
    model.say(Localized(en: said, zh: said), isError: false)
    let rows = StatusBar(model, glyphs: .unicode, width: 80).rows
    #expect(rows >= 2)
    let covered = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    for y in 0..<(24 - rows) {
      #expect(covered.rowText(y) == plain.rowText(y), "row \(y)")
    }
    let shown = (24 - rows..<24).map { covered.rowText($0) }.joined()
    #expect(shown.contains("session.vclife"), "\(shown)")
  }

  @Test(arguments: ReportLanguage.allCases)
  func anExportFromADeepFolderIsSaidWhole(_ language: ReportLanguage) throws {
    // Classroom review m13: in both languages the second export's message ended
    // "vclife-session-2.md（讲…" at 80×24. A 90-column folder is named whole, twice.
    var model = Classroom(pacing: .instant, language: language)
    model.handle(.char("p"))
    let folder = "/home/teacher/a-rather-long-directory-name/for-the-class-of-2026/lessons/"
    model.say(
      Said.saved(
        folder: folder, script: "vclife-session-2.vcl", handout: "vclife-session-2.md",
        questions: nil), isError: false)
    let rows = StatusBar(model, glyphs: .unicode, width: 80).rows
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    let said = (24 - rows + 1..<24).map {
      grid.rowText($0).trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
    #expect(!said.contains("…"), "\(said)")
    if language != .zh {
      #expect(
        said.hasSuffix("vclife-session-2.md (handout).") || said.contains("(handout). /"), "\(said)"
      )
    }
    if language != .en { #expect(said.hasSuffix("vclife-session-2.md（讲义）。"), "\(said)") }
  }

  @Test(arguments: ReportLanguage.allCases)
  func theSmallestScreenKeepsLogLinesUnderEveryReason(_ language: ReportLanguage) throws {
    // At 60×20 the rows kept for a long reason do not fit beside the log's minimum: the
    // reason then takes its own rows only, and the log keeps its lines (the cursor's among
    // them) through every step of a push.
    var model = Classroom(pacing: .step, language: language)
    model.handle(.char("p"))
    var steps = 0
    while model.pendingEvent != nil, steps < 40 {
      model.handle(.char(" "))
      steps += 1
      let grid = Screen.render(model, width: 60, height: 20, glyphs: .unicode)
      let separator = try #require(Self.separatorRow(grid), "\(grid.textDump())")
      let title = try #require((0..<grid.height).last { grid.rowText($0).contains("┌") })
      let logLines = (title + 1..<separator).filter {
        !grid.rowText($0).trimmingCharacters(in: CharacterSet(charactersIn: "│ ")).isEmpty
      }
      #expect(logLines.count >= 2, "step \(steps):\n\(grid.textDump())")
      #expect(Self.cursorRow(grid) != nil, "step \(steps): no highlighted line")
    }
  }

  @Test func theLegendKeepsEachPartWhereItWas() {
    // A part whose figure grows from "512 KB" to "12.0 MB" moves none of the parts after it.
    func columns(_ model: Classroom) -> [Int] {
      let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
      let row = (0..<grid.height).map { grid.rowText($0) }.first { $0.contains("ctrl") } ?? ""
      return ["ctrl", "views", "content", "backing", "cache"].compactMap { label in
        row.range(of: label).map { DisplayWidth.of(String(row[..<$0.lowerBound])) }
      }
    }
    var model = Classroom(pacing: .instant, language: .en)
    let before = columns(model)
    model.handle(.char("p"))
    model.handle(.char("p"))
    #expect(before.count == 5)
    #expect(columns(model) == before)
  }

  @Test func legendFiguresArePlainTextAndOnlyTheNamesCarryThePartsColours() throws {
    // Five colour changes fewer on every frame whose figures change, and the figures are in
    // the terminal's own, most legible, colour; the name beside each says which part it is.
    var model = Classroom(pacing: .instant, language: .en)
    model.handle(.char("p"))
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    let y = try #require((0..<grid.height).first { grid.rowText($0).contains("ctrl") })
    let row = grid.rowText(y)
    let changed = model.session.events[try #require(model.cursor)].delta
    for part in MemoryGaugePane.parts where !part.isInTitle {
      let label = part.label.en
      let start = try #require(row.range(of: label))
      let x = DisplayWidth.of(String(row[..<start.lowerBound]))
      #expect(grid.roleAt(x: x, y: y) == part.role, "\(label)")
      let figureX = x + DisplayWidth.of(label) + 1
      let expected: Style.Role = changed[part.part] != 0 ? .highlight : .normal
      #expect(grid.roleAt(x: figureX, y: y) == expected, "\(label)")
    }
  }

  @Test func aSelectionMoveChangesTheViewTreesTextNotItsColours() throws {
    // Between a loaded and a nil view (Albums and Settings), the View tree's rows under the
    // origin are plain text told apart by ● and ○, and so is the size on the phone: a move
    // rewrites the words that differ and no colour around them.
    var model = Classroom(pacing: .instant, language: .en)
    for key in ["p", "b"] { model.handle(.char(Character(key))) }  // nothing of theirs changes
    var frames: [Grid] = []
    for _ in 0..<2 {
      frames.append(Screen.render(model, width: 80, height: 24, glyphs: .unicode))
      model.handle(.down)
    }
    let titles = frames.map { $0.rowText(0) }
    #expect(titles[0].contains("Albums") && titles[1].contains("Settings"), "\(titles)")
    for grid in frames {
      // The View tree's text column: right of the Controllers pane, left of the phone.
      let left = try #require(grid.rowText(0).firstIndex(of: "┐")).utf16Offset(in: grid.rowText(0))
      let phone = try #require(grid.rowText(1).lastIndex(of: "┌"))
      let phoneX = DisplayWidth.of(String(grid.rowText(1)[..<phone]))
      for y in 2..<7 {
        for x in (left + 2)..<phoneX where grid[x: x, y: y].character != " " {
          #expect(grid.roleAt(x: x, y: y) == .normal, "(\(x), \(y)) in \(grid.rowText(y))")
        }
      }
      let label = try #require(
        (2..<7).first {
          grid.rowText($0).contains("320×367") || grid.rowText($0).contains("view nil")
        })
      let text = grid.rowText(label)
      let start = try #require(text.range(of: "320×367") ?? text.range(of: "view nil"))
      #expect(
        grid.roleAt(x: DisplayWidth.of(String(text[..<start.lowerBound])), y: label) == .normal)
    }
  }

  @Test(arguments: [Language.english, .chinese])
  func everyLessonsReasonsFitTheRowsKeptForThem(_ language: Language) {
    // The rows under the separator are kept for a reason of two rows at 80 columns: a longer
    // one moves the separator and every log line. Every event of every built-in lesson and
    // of free play must fit, in each language.
    var models = LessonLibrary.builtIn.map { Classroom(lesson: $0, pacing: .instant) }
    var free = Classroom(pacing: .instant, language: .en)
    for key in "ppppwbbbbwIw5pw" { free.handle(.char(key)) }
    models.append(free)
    var checked = 0
    var longer: Set<String> = []
    for var model in models {
      for _ in 0..<60 where model.lesson != nil { model.handle(.char("n")) }
      for event in model.session.events where event.kind != .action {
        let why = Words.why.text(language) + Narrator.line(for: event, in: language)
        checked += 1
        if TextWrap.lines(why, width: 78).count > 2 { longer.insert(why) }
      }
    }
    #expect(checked > 500, "\(checked) events: the test shows little")
    #expect(longer.isEmpty, "\(longer.sorted().joined(separator: "\n"))")
  }

  /// The highlighted row of the log: the cursor's line.
  private static func cursorRow(_ grid: Grid) -> Int? {
    (0..<grid.height).first { y in
      (1..<grid.width - 1).allSatisfy { grid.roleAt(x: $0, y: y) == .highlight }
    }
  }

  @Test(arguments: ReportLanguage.allCases)
  func theCursorsReasonIsSaidOnceAndWhole(_ language: ReportLanguage) throws {
    // With why the event happened under the separator, the highlighted line is the callback
    // alone: the same words cut on it were said twice, and resent at every event.
    var model = Classroom(pacing: .instant, language: language)
    model.handle(.char("p"))
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    let cursor = try #require(model.cursor)
    let event = model.session.events[cursor]
    let row = try #require(Self.cursorRow(grid), "\(grid.textDump())")
    let separator = try #require(Self.separatorRow(grid))
    let line = grid.rowText(row)
    #expect(line.contains(event.name.text))
    let below = (separator + 1..<grid.height - 2).map { grid.rowText($0) }.joined()
    for part in language.languages {
      let reason = Narrator.line(for: event, in: part)
      let opening = String(reason.prefix(12))
      #expect(!line.contains(opening), "\(line)")
      // Wrapped at word breaks, the reason is all there, row after row.
      let words = reason.split(separator: " ").map(String.init)
      #expect(words.allSatisfy { below.contains($0) }, "\(below)")
    }
  }

  @Test func withoutTheWhyBelowTheCursorsLineKeepsItsReason() throws {
    // A lesson's long answer leaves no room for why: the highlighted line says it, cut.
    var model = Classroom(
      lesson: try #require(LessonLibrary.lesson(named: "listing-4-3")), pacing: .instant,
      language: .en)
    var checked = 0
    for _ in 0..<12 {
      model.handle(.char("n"))
      let layout = PaneLayout(
        body: Rect(x: 0, y: 0, width: 80, height: 23), teaching: TeachingText(model, width: 78))
      guard !layout.showsWhy, let cursor = model.cursor else { continue }
      let event = model.session.events[cursor]
      guard event.kind == .callback || event.kind == .effect else { continue }
      let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
      guard let row = Self.cursorRow(grid) else { continue }
      let opening = String(Narrator.line(for: event, in: .english).prefix(8))
      #expect(grid.rowText(row).contains(opening), "\(grid.textDump())")
      checked += 1
    }
    #expect(checked > 0, "no frame without the why below: the test shows nothing")
  }
}
