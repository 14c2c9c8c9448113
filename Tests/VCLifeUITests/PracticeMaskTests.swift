import Testing
import VCLifeCore
import VCLifePractice
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// The practice screen's items whose log is the question (`action`, `version`, `bug`): until
/// the answer the log shows exactly the item's callbacks, and nothing on screen names the
/// answer; the answer takes the mask off. Frames read back row by row, for many seeds.
@Suite("Practice items whose log is the question")
struct PracticeMaskTests {
  static let kinds: [ItemKind] = [.action, .version, .bug]

  static func practising(_ kind: ItemKind, seed: UInt64, language: ReportLanguage = .en)
    throws -> Classroom
  {
    try #require(
      Classroom.practising(
        seed: seed, filters: PracticeFilters(kind: kind), standing: PracticeStanding(),
        seedFirst: true, settings: ScreenSettings(language: language, pacing: .instant)))
  }

  /// The rows of the log's box above its rule, without the box's sides.
  static func logRows(_ frame: String) throws -> [String] {
    let rows = frame.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let title = try #require(rows.firstIndex { $0.contains("practice ") })
    let rule = try #require(rows[title...].firstIndex { $0.contains("│───") })
    return rows[(title + 1)..<rule].map { String($0.dropFirst().dropLast()) }
  }

  /// The log's words in order, rows joined: `Object selector` per callback, as the rows put
  /// each object's name before its run.
  static func tokens(_ rows: [String]) -> [String] {
    var tokens: [String] = []
    var object = ""
    for row in rows.dropFirst() {
      // The name from column 2 to its first space (a long one pushes the run right).
      let trimmed = row.dropFirst(2)
      let name = trimmed.hasPrefix(" ") ? "" : String(trimmed.prefix { $0 != " " })
      if !name.isEmpty { object = name }
      let run = trimmed.dropFirst(max(11, name.count + 1))
      for part in run.components(separatedBy: " · ") {
        let selector = part.trimmingCharacters(in: .whitespaces)
        if !selector.isEmpty { tokens.append("\(object) \(selector)") }
      }
    }
    return tokens
  }

  @Test(arguments: kinds)
  func theLogIsTheItemsAndNothingNamesTheAnswer(_ kind: ItemKind) throws {
    for seed in UInt64(1)...12 {
      let classroom = try Self.practising(kind, seed: seed)
      let item = try #require(classroom.practice?.item)
      #expect(classroom.practiceMask != nil)
      // Tall enough for every row: the log is the item's, in order, under its action line.
      let frame = ClassroomTests.screen(classroom, width: 100, height: 60)
      let rows = try Self.logRows(frame)
      let header = try #require(rows.first).trimmingCharacters(in: .whitespaces)
      #expect(header == (kind == .action ? "▶ ?" : "▶ \(item.asked.scriptText)"), "\(frame)")
      let shown = Self.tokens(rows.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
      #expect(shown == item.log, "\(item.id)\n\(frame)")
      // No reason: the narration of the last event of the set-up is nowhere.
      if let last = classroom.moment.current {
        #expect(!frame.contains(ReportLanguage.en.reason(last)))
      }
      let status = try #require(frame.split(separator: "\n").last)
      switch kind {
      case .version:
        #expect(status.hasPrefix(" iOS ? │"), "\(status)")
        #expect(!frame.contains("pt bar") && !frame.contains("view: 3") && !frame.contains("×"))
      case .bug:
        #expect(!frame.contains("onWarning"), "\(frame)")
        #expect(status.hasPrefix(" iOS \(item.ios.rawValue) │"))
      default:
        // The answer is a choice, and nowhere else.
        let line = item.asked.scriptText
        #expect(!rows.contains { $0.contains(line) }, "\(frame)")
      }
    }
  }

  @Test(arguments: kinds)
  func whyAndCompareWaitAndTheAnswerTakesTheMaskOff(_ kind: ItemKind) throws {
    var classroom = try Self.practising(kind, seed: 3)
    let item = try #require(classroom.practice?.item)
    // The legend offers neither compare mode nor the look back, which would show the answer.
    let before = ClassroomTests.screen(classroom)
    #expect(before.contains("answer  "), "\(before)")
    #expect(!before.contains("c compare") && !before.contains("←→ rewind"), "\(before)")
    classroom.handle(.char("y"))
    #expect(!classroom.view.showsWholeWhy)
    #expect(classroom.view.message?.text.en == Classroom.whyAfterAnswer.en)
    // Nothing that would play the asked action, change the version, look back or forward
    // in the timeline, or write the item's script acts before the answer.
    let actions = classroom.session.actions.count
    let cursor = classroom.cursor
    for key in ["←", "w", "i", "p", "x", "R", "g"] {
      classroom.handle(key == "←" ? .left : .char(Character(key)))
      #expect(classroom.session.actions.count == actions, "\(key)")
      #expect(classroom.cursor == cursor, "\(key)")
      #expect(classroom.practiceMask != nil, "\(key)")
      #expect(classroom.view.message?.text.en.hasPrefix("First your answer") == true, "\(key)")
    }
    // Compare mode's other side would name the version: not before the answer, nor offered.

    classroom.handle(.char("c"))
    #expect(!classroom.isComparing)
    #expect(classroom.view.message?.text.en.hasPrefix("First your answer") == true)
    classroom.handle(.char(Character(String(try #require(item.answer.first)))))
    #expect(classroom.practiceMask == nil)
    let frame = ClassroomTests.screen(classroom)
    let status = try #require(frame.split(separator: "\n").last)
    #expect(status.hasPrefix(" iOS \(item.ios.rawValue) │"), "\(status)")
    #expect(frame.contains("Right!"))
    // The real log is back: the asked action's callbacks, no `▶ ?`, no rows left out.
    let rows = try Self.logRows(frame)
    #expect(!rows.contains { $0.contains("▶ ?") || $0.contains("more rows above") })
    #expect(
      rows.contains { row in
        item.reveal.contains { row.contains("\($0.object)") && row.contains($0.name.text) }
      }, "\(frame)")
  }

  @Test func aLongLogAt80x24SaysWhatIsAboveAndPgUpShowsIt() throws {
    // A bug item's log is the longest; find one longer than the rows at 80×24.
    for seed in UInt64(1)...40 {
      var classroom = try Self.practising(.bug, seed: seed)
      let frame = ClassroomTests.screen(classroom)
      let rows = try Self.logRows(frame)
      guard let notice = rows.first, notice.contains("more rows above (PgUp)") else { continue }
      #expect(!rows.contains { $0.contains("▶ ") })
      classroom.handle(.pageUp)
      classroom.handle(.pageUp)
      classroom.handle(.pageUp)
      let top = try Self.logRows(ClassroomTests.screen(classroom))
      #expect(top.first?.hasPrefix("▶ ") == true, "\(top)")
      return
    }
    Issue.record("no bug item of 40 overflows the log at 80×24")
  }

  @Test func theChoicesOfAVersionItemTakeOneRowInEveryLanguage() throws {
    for language in ReportLanguage.allCases {
      let classroom = try Self.practising(.version, seed: 5, language: language)
      let item = try #require(classroom.practice?.item)
      let frame = ClassroomTests.screen(classroom)
      let oneRow = item.choices.enumerated().map { "\($0.offset + 1) \($0.element.text.en)" }
        .joined(separator: "   ")
      #expect(frame.contains(oneRow), "\(frame)")
    }
  }

  @Test(arguments: [(80, 24), (60, 20)])
  func anItemWhoseLogIsTheQuestionIsWholeInEveryLanguage(width: Int, height: Int) throws {
    var cut: [String] = []
    for kind in Self.kinds {
      for seed in UInt64(1)...8 {
        for language in ReportLanguage.allCases {
          let classroom = try Self.practising(kind, seed: seed, language: language)
          let frame = ClassroomTests.screen(classroom, width: width, height: height)
          if frame.contains("… more:") || frame.contains("……未完") {
            cut.append("\(kind) \(seed) \(language)")
          }
        }
      }
    }
    #expect(cut.isEmpty, "cut at \(width)×\(height): \(cut)")
  }

  @Test func pgUpAndPgDnShowEveryRowOfTheLogEvenWithTwoRows() throws {
    // 60×20 in both languages leaves the log its fewest rows: a row at a time, none skipped.
    for seed in UInt64(1)...6 {
      var classroom = try Self.practising(.bug, seed: seed, language: .both)
      let item = try #require(classroom.practice?.item)
      var seen: Set<String> = []
      for _ in 0...item.log.count {
        let grid = Screen.render(classroom, width: 60, height: 20, glyphs: .unicode)
        for row in grid.textDump().split(separator: "\n") { seen.insert(String(row)) }
        classroom.handle(.pageUp)
      }
      let shown = seen.joined(separator: "\n")
      for token in item.log {
        let selector = String(token.split(separator: " ", maxSplits: 1)[1])
        #expect(shown.contains(selector), "\(item.id): \(selector) never shown")
      }
      #expect(shown.contains("▶ \(item.asked.scriptText)"), "\(item.id)")
    }
  }

  @Test func aFreedItemIsWholeAt80x24And60x20InEveryLanguage() throws {
    // Its four choices in both languages once took three rows each at 80×24, and at 60×20
    // the fourth was cut until the choices named only what is freed.
    var cut: [String] = []
    for seed in UInt64(1)...20 {
      for language in ReportLanguage.allCases {
        let classroom = try Self.practising(.freed, seed: seed, language: language)
        let count = try #require(classroom.practice?.item.choices.count)
        for (width, height) in [(80, 24), (60, 20)] {
          let rows = ClassroomTests.rows(classroom, width: width, height: height)
          let frame = rows.joined(separator: "\n")
          let numbered = (1...count).filter { n in rows.contains { $0.hasPrefix("│\(n)  ") } }
          if frame.contains("… more:") || frame.contains("……未完") || numbered.count != count {
            cut.append("\(seed) \(language) \(width)×\(height)\n\(frame)")
          }
        }
      }
    }
    #expect(cut.isEmpty, "cut: \(cut)")
  }

  // MARK: Items whose question is their text

  @Test func anOrderItemIsWholeAt60x20InBothLanguages() throws {
    // Its lines need the log's rows there: before the answer the log shows only the set-up,
    // and the legend's `1-8 pick` stands for the hint.
    var cut: [String] = []
    for seed in UInt64(1)...10 {
      let classroom = try Self.practising(.order, seed: seed, language: .both)
      let frame = ClassroomTests.screen(classroom, width: 60, height: 20)
      if frame.contains("… more:") { cut.append("\(seed)\n\(frame)") }
      let count = try #require(classroom.practice?.item.choices.count)
      #expect(frame.contains("1-\(count) pick"), "\(frame)")
    }
    #expect(cut.isEmpty, "cut at 60×20 in both: \(cut)")
  }
}

/// A practice item names its one version on the status line: "iOS 6", never the live
/// cycle's "iOS 6+", which reads as "6 and later".
@Suite struct PracticeVersionTitleTests {
  @Test func theStatusLineNamesTheItemsVersion() throws {
    var seen = false
    for seed in UInt64(1)...40 {
      let classroom = try PracticeMaskTests.practising(.next, seed: seed)
      let grid = Screen.render(classroom, width: 80, height: 24, glyphs: .unicode)
      let status = grid.rowText(23)
      #expect(!status.contains("iOS 6+"), "\(status)")
      if classroom.shownState.behavior == .iOS6 {
        #expect(status.hasPrefix(" iOS 6 │"), "\(status)")
        seen = true
      }
    }
    #expect(seen, "no item on iOS 6 among the seeds")
  }
}
