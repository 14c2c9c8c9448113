import Foundation
import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// Modes that compose (a lesson in compare mode, `c` both ways, the projector during a
/// lesson), classroom controls (answers, picker, reset, resume), and the small defects a
/// class notices.
@Suite("Classroom")
struct ClassroomTests {
  static func text(_ grid: Grid) -> String { grid.textDump() }

  /// The frame drawn for `model`, as text, at 80×24 unless a size is given.
  static func screen(_ model: Classroom, width: Int = 80, height: Int = 24) -> String {
    rows(model, width: width, height: height).joined(separator: "\n")
  }

  /// The frame drawn for `model`, as rows of text (trailing spaces removed).
  static func rows(_ model: Classroom, width: Int = 80, height: Int = 24) -> [String] {
    let grid = Screen.render(model, width: width, height: height, glyphs: .unicode)
    return (0..<height).map { grid.rowText($0) }
  }

  // MARK: Compare

  @Test func aLessonGoesOnInCompareModeWithItsText() throws {
    let single = Classroom.keys(Classroom.builtIn("tabs-and-modals"), [.char("n")])
    var compare = Classroom.mirroring(single)
    #expect(compare.lessonStep == 1 && compare.lessonStep == 1)
    // The first step's question is open: n reveals it, then plays the next step.
    #expect(compare.prediction != nil)
    compare.handle(.char("n"))
    #expect(compare.lessonStep == 1 && compare.prediction == nil)
    compare.handle(.char("n"))
    #expect(compare.lessonStep == 2 && compare.lessonStep == 2)
    let step = try #require(single.lesson?.steps[1])
    let frame = Self.text(CompareScreen.render(compare, width: 80, height: 24, glyphs: .unicode))
    let text = step.predict.map { "predict: " + $0.en } ?? step.say.en
    let first = try #require(TextWrap.lines(text, width: 78).first)
    #expect(frame.contains(first), "\(frame)")
    // Back in the single-app screen, the lesson is at the same step, with the same actions.
    let back = compare.single
    #expect(back.lessonStep == 2)
    #expect(back.session.actions.count == compare.right.session.actions.count)
  }

  @Test func aNumberCalledOutEarlyInALessonSwitchesNoTab() {
    let model = Classroom.keys(Classroom.builtIn("listing-4-3"), [.char("2")])
    #expect(model.session.actions.count == 1, "a tab was selected")
    #expect(model.messageText?.contains("numbers answer a question") == true)
  }

  @Test func compareShowsNoCountsWhileAQuestionIsOpen() {
    let single = Classroom.keys(
      Classroom.builtIn("memory-warnings"), Array(repeating: .char("n"), count: 2))
    #expect(single.prediction != nil)
    let compare = Classroom.mirroring(single)
    let frame = Self.text(CompareScreen.render(compare, width: 80, height: 24, glyphs: .unicode))
    #expect(!frame.contains("of this action"), "\(frame)")
    #expect(!frame.contains("same callbacks") && !frame.contains("differ"), "\(frame)")
    #expect(frame.contains("question open"))
  }

  @Test func aLessonsLegendAndHelpOfferOnlyItsKeys() {
    let model = Classroom.keys(Classroom.builtIn("load-cycle"), [.char("n")])
    let legend = Keymap.legend(model.legendFacts()).map(\.key)
    #expect(!legend.contains("p") && !legend.contains("m"))
    let help = HelpScreen.keys(.lesson, lesson: true, canPush: false, canPresent: false).map(\.key)
    #expect(!help.contains("p") && !help.contains("m") && !help.contains("g"))
    #expect(HelpScreen.keys(.compare, lesson: true).map(\.key).contains("n / Enter"))
  }

  @Test func theProjectorShowsTheLessonsQuestion() throws {
    var model = Classroom.keys(
      Classroom.builtIn("load-cycle", .zh), [.char("n"), .char("n"), .char("n")])
    model.handle(.char("P"))
    let question = try #require(model.prediction)
    let frame = Self.text(Screen.render(model, width: 80, height: 24, glyphs: .unicode))
    let first = try #require(TextWrap.lines("预测：" + question.zh, width: 72).first)
    #expect(frame.contains(first), "\(frame)")
  }

  // MARK: Answers

  @Test func theClassAnswersAndTheLessonKeepsScore() throws {
    var model = Classroom.keys(
      Classroom.builtIn("load-cycle"), [.char("n"), .char("n"), .char("n")])
    #expect(model.awaitsChoice)
    model.handle(.char("1"))  // a wrong answer, and no tab switch
    #expect(model.chosenAnswer == 1)
    #expect(model.shownState.layout.selectedTab == 0)
    model.handle(.end)
    let frame = Self.text(Screen.render(model, width: 80, height: 24, glyphs: .unicode))
    #expect(frame.contains("Not quite: the class chose 1. Answer: 2."), "\(frame)")
    #expect(model.score == (0, 1))
    let handout = model.exportFiles().handout("vclife-session.vcl")
    #expect(handout.contains(LessonLibrary.lesson(named: "load-cycle")!.title.en))
  }

  // MARK: Controls

  @Test func thePickerPushesTheChosenController() {
    var model = Classroom.keys(Classroom(pacing: .instant), [.char("g")])
    let picker = model.picker
    #expect(picker?.names.first == "Photos")
    #expect(picker?.index == 0)
    let frame = Self.text(Screen.render(model, width: 80, height: 24, glyphs: .unicode))
    #expect(frame.contains("Detail     custom · onWarning release-view-unsafe"), "\(frame)")
    model.handle(.down)  // Detail
    model.handle(.enter)
    #expect(model.picker == nil)
    #expect(model.session.actions.last?.scriptText == "push Detail")
  }

  @Test func thePickerPresentsInANavigationControllerThatTakesPushes() {
    var model = Classroom.keys(Classroom(pacing: .instant), [.char("g"), .down, .char("N")])
    #expect(model.session.actions.last?.scriptText == "present nav Detail")
    model.handle(.char("p"))
    let state = model.session.state
    #expect(state.layout.presented.last?.stack.controllers.count == 2, "\(state.layout)")
    // The Controllers pane lists the presented navigation controller and its stack, top first,
    // and follows the one on screen.
    let rows = (0..<model.rows.count).map { model.rows[$0] }
    #expect(
      rows.suffix(3) == [
        .container("↑ UINavigationController", depth: 0),
        .controller("Photos", depth: 1, tab: nil), .controller("Detail", depth: 1, tab: nil),
      ], "\(rows)")
    #expect(model.rows.visibleRow == model.rows.count - 2)
    model.handle(.char("d"))
    #expect(model.session.state.layout.presented.isEmpty)
    let frame = Self.text(Screen.render(model, width: 80, height: 24, glyphs: .unicode))
    #expect(frame.contains("dealloc"), "\(frame)")
  }

  @Test func aLongSelectorIsCutWithAnEllipsisOnANarrowScreen() {
    let model = Classroom.keys(Classroom(pacing: .instant), [.char("p"), .char("o")])
    let grid = Screen.render(model, width: 60, height: 20, glyphs: .unicode)
    let rows = (0..<20).map(grid.rowText)
    let line = rows.first { $0.contains("willAnimateRotation") }
    #expect(line?.hasSuffix("…│") == true, "\(rows)")
  }

  @Test func resetAsksThenStartsAgain() {
    var model = Classroom.keys(Classroom(pacing: .instant), [.char("p"), .char("R")])
    #expect(model.session.actions.count == 2)
    #expect(model.messageText?.contains("Press R again") == true)
    model.handle(.char("R"))
    #expect(model.session.actions.count == 1)
    // Any other key in between cancels.
    model = Classroom.keys(model, [.char("p"), .char("R"), .char("b"), .char("R")])
    #expect(model.session.actions.count == 3)
  }

  // MARK: Defects a class notices

  @Test func spaceDoesWhatTheLegendSays() {
    let animated = Classroom.keys(Classroom(pacing: .animated), [.char("p")])
    let line = Screen.render(animated, width: 80, height: 24, glyphs: .unicode).rowText(23)
    #expect(line.contains("space pause"), "\(line)")
    var paused = animated
    paused.handle(.char(" "))
    #expect(paused.isPaused)
    #expect(
      Screen.render(paused, width: 80, height: 24, glyphs: .unicode).rowText(23).contains(
        "space resume"))
    let stepping = Classroom.keys(Classroom(pacing: .step), [.char("p")])
    #expect(
      Screen.render(stepping, width: 80, height: 24, glyphs: .unicode).rowText(23).contains(
        "space step"))
  }

  @Test func theLegendIsNeverCut() {
    for language in ReportLanguage.allCases {
      for width in [60, 80, 120] {
        let model = Classroom(pacing: .instant, language: language)
        let line = Screen.render(model, width: width, height: 24, glyphs: .unicode).rowText(23)
        // In both languages a crowded legend goes English alone, `q quit` too: never cut.
        let quit = language == .zh ? "q 退出" : "q quit"
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        #expect(
          trimmed.hasSuffix(quit) || (language == .both && trimmed.hasSuffix("q quit 退出")),
          "\(language) \(width): \(line)")
        if language == .both, width <= 80 {
          #expect(trimmed.contains("p push"), "both \(width): the keys give way to no Chinese")
        }
      }
    }
  }

  @Test func theScrollMarkNeverCoversAMemoryFigure() {
    var model = Classroom(pacing: .instant, budget: 1 << 30)
    for _ in 0..<12 { model.handle(.char("p")) }
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    let rows = (0..<24).map { grid.rowText($0) }
    // ▲ ▼ mark more rows (↑ is a presented controller's mark).
    // The bottom border says how many rows are below ("▼9"): no figure there.
    let marked = rows.filter { ($0.contains("▼") || $0.contains("▲")) && !$0.hasPrefix("└") }
    #expect(!marked.isEmpty)
    #expect(
      rows.contains { row in
        row.hasPrefix("└") && row.split(separator: "▼").dropFirst().first?.first?.isNumber == true
      }, "the count of rows below")
    for row in marked {
      // The figure ends with its unit, right before the border that carries the mark.
      #expect(
        row.contains("MB▼") || row.contains("KB▼") || row.contains("MB▲") || row.contains("KB▲"),
        "\(row)")
    }
  }

  @Test func theViewTreeShowsTheFrameTheSimulatorGave() {
    // Under a translucent bar the table goes under it: the whole height below the status bar.
    var model = Classroom.builtIn("resizing")
    var frame = Self.text(Screen.render(model, width: 80, height: 24, glyphs: .unicode))
    // The phone beside the text writes the size on the view; the line names the class.
    #expect(frame.contains("view: UITableView") && frame.contains("320×460"), "\(frame)")
    // The rotation (step 5): the visible Photo is laid out at the landscape frame.
    while model.lessonStep < 5 || model.prediction != nil { model.handle(.char("n")) }
    frame = Self.text(Screen.render(model, width: 80, height: 24, glyphs: .unicode))
    #expect(model.selectedController == "Photo")
    // The log takes rows for what the step names, so the pane may be too short for the
    // phone: the line then carries the size itself.
    #expect(
      (frame.contains("view: UIView") || frame.contains("view: 480×300 UIView"))
        && frame.contains("480×300"), "\(frame)")
  }

  @Test func oneViewIsSingular() {
    #expect(Words.views(1).en == "1 view")
    #expect(Words.views(3).en == "3 views")
  }

  @Test func theProjectorDrawsFreeMemoryWithoutTheBackingStoresGlyph() {
    let model = Classroom.keys(Classroom(pacing: .instant, presentation: true), [.char("p")])
    let frame = Self.text(Screen.render(model, width: 80, height: 24, glyphs: .unicode))
    #expect(!frame.contains("░"))
    #expect(frame.contains("·"))
  }

  @Test func helpListsTheKeysOfItsMode() {
    let compareKeys = HelpScreen.keys(.compare).map(\.key)
    #expect(compareKeys.contains("c"))
    // In compare mode `i` is listed for what it does there: a side's version.
    let compareI = HelpScreen.keys(.compare).first { $0.key == "i / I" }
    #expect(compareI?.meaning.en.contains("right / left side's iOS version") == true)
    #expect(HelpScreen.keys(.freePlay).map(\.key).contains("c"))
    #expect(!HelpScreen.keys(.freePlay).map(\.key).contains("n / Enter"))
    #expect(HelpScreen.keys(.lesson).map(\.key).contains("n / Enter"))
    let help = Classroom.keys(Classroom(pacing: .instant, language: .zh), [.char("?")])
    let frame = Self.text(Screen.render(help, width: 80, height: 24, glyphs: .unicode))
    #expect(frame.contains("推入下一个示例控制器"))
    #expect(!frame.contains("push the next"))
  }

  @Test func aNilViewsSentenceIsWholeOrAbsentInEachLanguage() {
    // Both languages, landscape: the View tree's text column is narrow and the English takes
    // two rows; the Chinese, which no longer fits whole, is left out rather than cut.
    var model = Classroom(pacing: .instant, language: .both)
    for key in "oj" { model.handle(.char(key)) }
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    let top = (0..<9).map { grid.rowText($0) }.joined(separator: "\n")
    #expect(top.contains("The next read of view runs"), "\(top)")
    if top.contains("下次读取") {
      #expect(top.contains("loadView。"), "\(top)")
    }
    let tall = Screen.render(model, width: 120, height: 40, glyphs: .unicode)
    let tallTop = (0..<16).map { tall.rowText($0) }.joined(separator: "\n")
    #expect(tallTop.contains("下次读取 view 时运行 loadView。"), "\(tallTop)")
  }

  @Test(arguments: ReportLanguage.allCases)
  func helpSaysItsPageAndExplainsEveryMark(_ language: ReportLanguage) {
    // At 80×24 the help has pages: the title keeps "1 / N" whole in every language, and the
    // marks of the panes (⊘ leaked, ↑ presented or more above) are explained.
    var model = Classroom(pacing: .instant, language: language)
    model.handle(.char("?"))
    var seen = ""
    // Turned past the last page, the help starts again: eight turns see every page.
    for page in 0..<8 {
      let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
      let title = grid.rowText(0)
      #expect(!title.contains("…"), "\(title)")
      if page == 0 { #expect(title.contains("1 / "), "\(title)") }
      seen += Self.text(grid)
      model.handle(.char(" "))
    }
    #expect(seen.contains("⊘"))
    #expect(seen.contains(language == .zh ? "已泄漏" : "leaked"))
  }
}
