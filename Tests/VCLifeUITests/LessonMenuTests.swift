import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// Lessons as a class meets them: the lesson menu, the title card at step 0 (large on the
/// projector), the lesson walked again side by side after its last step, and a recording's
/// questions that ask viewers to pause and think instead of naming keys.
@Suite("Lesson menu and title card")
struct LessonMenuTests {
  static func frame(_ model: Classroom, _ width: Int = 80, _ height: Int = 24) -> String {
    Screen.render(model, width: width, height: height, glyphs: .unicode).textDump()
  }

  @Test(arguments: [ReportLanguage.en, .zh, .both])
  func theMenuListsEveryLessonWithItsTitleAndCounts(language: ReportLanguage) {
    var model = Classroom(language: language, theme: .light)
    model.handle(.char("M"))
    #expect(model.lessonMenu != nil)
    // The menu scrolls: walk it down; the highlighted lesson's rows are always on screen.
    for lesson in LessonLibrary.builtIn {
      let text = Self.frame(model)
      let counts = Words.sentence(LessonMenu.counts(lesson), language)
      #expect(text.contains("\(lesson.name)  \(counts)"), "\(lesson.name): \(text)")
      for part in language.languages {
        #expect(text.contains(lesson.title.text(part)), "\(lesson.name): \(text)")
      }
      model.handle(.down)
    }
    // Lessons out of sight are marked: ▲ at the last lesson (more above), ▼ at the first.
    let edge = { (text: String, mark: Character) in
      text.split(separator: "\n").contains { $0.last == mark }
    }
    let last = Self.frame(model)
    #expect(edge(last, "▲") && !edge(last, "▼"), "\(last)")
    var top = Classroom(language: language, theme: .light)
    top.handle(.char("M"))
    #expect(edge(Self.frame(top), "▼") && !edge(Self.frame(top), "▲"), "\(Self.frame(top))")
  }

  /// The state's side is `LessonMenuStateTests`'; here, the title card on screen.
  @Test func aChosenLessonShowsItsTitleCardThenItsFirstStep() throws {
    var model = Classroom(language: .zh, theme: .highContrast)
    model.handle(.char("M"))
    let chosen = LessonLibrary.builtIn[3]
    for _ in 0..<3 { model.handle(.char("j")) }
    model.handle(.enter)
    let text = Self.frame(model)
    #expect(text.contains(chosen.title.zh), "\(text)")
    #expect(text.contains(LessonMenu.counts(chosen).zh))
    // The title card gives way to the first step.
    model.handle(.char("n"))
    #expect(!Self.frame(model).contains(chosen.title.zh))
  }

  @Test func escapeLeavesNoMenuOnScreen() {
    var model = Classroom()
    model.handle(.char("M"))
    #expect(Self.frame(model).contains("load-cycle"))
    model.handle(.down)
    model.handle(.escape)
    #expect(!Self.frame(model).contains("load-cycle"))
  }

  @Test(arguments: [ReportLanguage.en, .zh, .both])
  func theTitleCardIsLargeOnTheProjector(language: ReportLanguage) throws {
    for lesson in LessonLibrary.builtIn {
      let model = Classroom(lesson: lesson, language: language)
      var projected = model
      projected.showsPresentation = true
      for (width, height) in [(80, 24), (60, 20)] {
        let grid = Screen.render(projected, width: width, height: height, glyphs: .unicode)
        let text = grid.textDump()
        // A banner of block letters at the projector size (smaller, the text comes first),
        // then the title whole in each language.
        if width == 80 {
          // Whole or (a long title) at half height.
          #expect(
            text.contains("███") || text.contains("▀▀▀"),
            "\(lesson.name) \(width)x\(height): \(text)")
        }
        for part in language.languages {
          let lines = TextWrap.lines(lesson.title.text(part), width: width - 2 * max(1, width / 20))
          #expect(
            lines.allSatisfy { text.contains($0) }, "\(lesson.name) \(width)x\(height): \(text)")
        }
      }
    }
  }

  /// The walk itself is `LessonMenuStateTests`'; here, the hint that offers it.
  @Test func aFinishedLessonOffersTheWalkAgain() throws {
    let model = Classroom.finished("memory-warnings")
    #expect(Self.frame(model).contains("c walks it again"))
  }

  @Test(arguments: [ReportLanguage.en, .zh])
  func aRecordingAsksToPauseAndThink(language: ReportLanguage) throws {
    let lesson = try #require(LessonLibrary.lesson(named: "load-cycle"))
    var model = Classroom(lesson: lesson, language: language)
    model.isRecorded = true
    while model.prediction == nil, !model.queue.isEmpty { model.handle(.char("n")) }
    #expect(model.prediction != nil)
    let text = Self.frame(model)
    let pause = language == .zh ? "暂停想一想" : "Pause and think"
    #expect(text.contains(pause), "\(text)")
    #expect(!text.contains("1–"), "keys named in a recording: \(text)")
    let status = Screen.render(model, width: 80, height: 24, glyphs: .unicode).rowText(23)
    #expect(!status.contains("q quit") && !status.contains("q 退出"), "legend: \(status)")
  }
}
