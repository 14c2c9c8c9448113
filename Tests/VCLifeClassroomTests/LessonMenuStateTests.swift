import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// The lesson menu and a finished lesson as state: what `M`, Enter, Escape and `c` change.
/// What the screen shows of them is `LessonMenuTests`' (VCLifeUITests).
@Suite("Lesson menu, the state")
struct LessonMenuStateTests {
  @Test func countsAreTheLessonsOwn() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "memory-warnings"))
    let questions = lesson.steps.filter { $0.predict != nil }.count
    #expect(questions > 0)
    #expect(
      LessonMenu.counts(lesson).en
        == "\(lesson.steps.count) steps · \(questions) question\(questions == 1 ? "" : "s")")
  }

  @Test func choosingALessonStartsItAtItsTitleCardWithTheSettingsKept() {
    var model = Classroom(language: .zh, theme: .highContrast)
    model.handle(.char("s"))  // pacing: step
    model.handle(.char("M"))
    let chosen = LessonLibrary.builtIn[3]
    for _ in 0..<3 { model.handle(.char("j")) }
    model.handle(.enter)
    #expect(model.lessonMenu == nil)
    #expect(model.lesson == chosen)
    #expect(model.lessonStep == 0)
    #expect(model.theme == .highContrast && model.language == .zh && model.pacing == .step)
  }

  @Test func escapeClosesTheMenuAndChangesNothing() {
    var model = Classroom()
    let before = model.session.actions
    model.handle(.char("M"))
    model.handle(.down)
    model.handle(.escape)
    #expect(model.lessonMenu == nil && model.lesson == nil)
    #expect(model.session.actions == before)
  }

  @Test func afterTheLastStepCompareModeWalksTheLessonAgain() throws {
    let model = Classroom.finished("memory-warnings")
    #expect(model.isFinishedLesson)
    let right = model.score.right
    var compare = model
    compare.handle(.char("c"))
    #expect(compare.isComparing, "not in compare mode")
    #expect(compare.lessonStep == 0)
    #expect(compare.view.message?.text.en.contains("first walk: \(right) /") == true)
    var walked = compare
    walked.handle(.char("n"))
    #expect(walked.isComparing && walked.lessonStep == 1)
    #expect(walked.left.shownState.behavior == .iOS5 && walked.right.shownState.behavior == .iOS6)
  }
}
