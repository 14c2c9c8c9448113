import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// At the projector size (80×24) every built-in lesson's narration and question is on screen
/// whole, in English, Chinese and both, in the panes and in the projector view.
@Suite("Lesson text at 80×24")
struct LessonReadabilityTests {
  static let cases: [(String, ReportLanguage)] = LessonLibrary.builtIn.flatMap { lesson in
    ReportLanguage.allCases.map { (lesson.name, $0) }
  }

  /// Whether every line of `text` wrapped to the log's width is a row of the frame.
  static func showsWhole(_ text: String, in grid: Grid, width: Int) -> Bool {
    let rows = (0..<grid.height).map { grid.rowText($0) }
    return TextWrap.lines(text, width: width).allSatisfy { line in
      rows.contains { $0.contains(line) }
    }
  }

  @Test(arguments: cases)
  func everyStepIsReadableWhole(_ name: String, _ language: ReportLanguage) throws {
    let lesson = try #require(LessonLibrary.lesson(named: name))
    var model = Classroom(lesson: lesson, pacing: .instant, language: language)
    for (index, step) in lesson.steps.enumerated() {
      model.handle(.char("n"))
      // Every lesson line (question, choices, hint; narration, answer, score) has its row.
      let text = TeachingText(model, glyphs: .unicode, width: 78)
      let layout = PaneLayout(body: Rect(x: 0, y: 0, width: 80, height: 23), teaching: text)
      #expect(
        layout.teaching.count >= text.lesson.count,
        "\(name) step \(index + 1) \(language): \(text.lesson.count) lines, \(layout.teaching.count) shown"
      )
      for presentation in [false, true] {
        var shown = model
        shown.showsPresentation = presentation
        let grid = Screen.render(shown, width: 80, height: 24, glyphs: .unicode)
        // The projector's text is centred in the margin-less content: wrap as it does.
        let width = presentation ? 80 - 2 * max(1, 80 / 20) : 78
        for part in language.languages {
          if let question = step.predict {
            let text = Words.predict.text(part) + question.text(part)
            let whole = Self.showsWhole(text, in: grid, width: width)
            let frame = grid.textDump()
            #expect(
              whole,
              "\(name) step \(index + 1) \(language) projector=\(presentation): question cut\n\(frame)"
            )
          } else {
            let whole = Self.showsWhole(step.say.text(part), in: grid, width: width)
            let frame = grid.textDump()
            #expect(
              whole,
              "\(name) step \(index + 1) \(language) projector=\(presentation): narration cut\n\(frame)"
            )
          }
        }
      }
      if step.predict != nil {
        model.handle(.end)  // reveal all, then the narration must be whole too
        let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
        let revealed = TeachingText(model, glyphs: .unicode, width: 78)
        let shown = PaneLayout(body: Rect(x: 0, y: 0, width: 80, height: 23), teaching: revealed)
        #expect(
          shown.teaching.count >= revealed.lesson.count,
          "\(name) step \(index + 1) \(language) revealed")
        for part in language.languages {
          let whole = Self.showsWhole(step.say.text(part), in: grid, width: 78)
          let frame = grid.textDump()
          #expect(
            whole, "\(name) step \(index + 1) \(language): narration after the reveal cut\n\(frame)"
          )
        }
      }
    }
  }

  @Test func thePanesGiveWayToALongStep() throws {
    // Listing 4-3's first step, revealed, in both languages: the longest text of all.
    let lesson = try #require(LessonLibrary.lesson(named: "listing-4-3"))
    var model = Classroom(lesson: lesson, pacing: .instant, language: .both)
    model.handle(.char("n"))
    model.handle(.end)
    let text = TeachingText(model, glyphs: .unicode, width: 78)
    let layout = PaneLayout(
      body: Rect(x: 0, y: 0, width: 80, height: 23), teaching: text)
    #expect(layout.teaching.count >= text.lesson.count)
    #expect(layout.controllers.height < 9, "the top panes kept their full height")
    #expect(text.lesson.count >= 6)
    #expect(layout.log.height - 2 - 1 - layout.teaching.count >= PaneLayout.minimumLog)
  }
}

/// Wrapping for the class: never inside an API name or a number, Chinese broken anywhere
/// else, and a cut made at a word with an ellipsis.
@Suite("Text wrapping")
struct TextWrapTests {
  /// `text` wrapped at every width of `widths` keeps each of `words` on one line and never
  /// goes past the width or starts a line with closing punctuation.
  static func expectWhole(_ words: [String], in text: String, widths: ClosedRange<Int>) {
    for width in widths {
      let lines = TextWrap.lines(text, width: width)
      for word in words {
        #expect(lines.contains { $0.contains(word) }, "\(word) split at width \(width): \(lines)")
      }
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
      #expect(!lines.contains { $0.hasPrefix("，") || $0.hasPrefix("。") || $0.hasPrefix("；") })
    }
  }

  @Test func apiNamesAndNumbersStayWhole() {
    Self.expectWhole(
      ["viewWillUnload", "viewDidUnload", "2.3", "Photos"],
      in: "iOS 5 卸载周期：Photos 的视图仍然有效；viewWillUnload 之后调用 viewDidUnload，释放 2.3 MB。",
      widths: 16...40)
  }

  @Test func aVersionStaysWithItsName() {
    let text =
      "The app delegate is warned first, then every view controller in order. In iOS 5, super"
    for width in 20...60 {
      let lines = TextWrap.lines(text, width: width)
      #expect(!lines.contains { $0.hasSuffix("iOS") }, "width \(width): \(lines)")
      #expect(lines.contains { $0.contains("iOS 5") })
    }
  }

  @Test func aSizeAndALengthStayWhole() {
    Self.expectWhole(
      ["320×367.", "320×460。", "49 pt", "20 pt"],
      in: "Under a tab bar, 49 pt more go: 320×367. 状态栏多出的 20 pt 把视图推到 320×460。",
      widths: 12...60)
    // Only a number's "pt" is bound: "a pt" and "44 ptx" break as any words do.
    #expect(TextWrap.lines("at 44 ptx", width: 5) == ["at 44", "ptx"])
  }

  @Test func englishBreaksAtSpaces() {
    #expect(
      TextWrap.lines("Reading a nil view runs loadView", width: 16)
        == ["Reading a nil", "view runs", "loadView"])
  }

  @Test func aCutEndsAfterAWholeWordWithAnEllipsis() {
    let cut = TextWrap.fitted("Home's view is drawn into the window", width: 20, ellipsis: "…")
    #expect(cut == "Home's view is…")
    #expect(TextWrap.fitted("short", width: 20, ellipsis: "…") == "short")
  }
}
