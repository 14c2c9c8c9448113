import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// A detour as the class sees it: the screen says the lesson is left, and the narration
/// never claims what the screen contradicts; `n` brings the lesson back as it was.
@Suite("Detours on screen")
struct DetourScreenTests {
  @Test(arguments: [ReportLanguage.en, .zh, .both])
  func aPopMidLessonIsMarkedAndNReturnsToTheStep(language: ReportLanguage) throws {
    let stepOne = Classroom.keys(
      Classroom.builtIn("memory-warnings", language), [.char("n")])
    var model = Classroom.keys(stepOne, [.char("b")])
    #expect(model.detour != nil)
    #expect(model.shownState.controllers["Detail"] == nil, "the pop did not happen")
    let screen = ClassroomTests.screen(model)
    let said = Said.offLesson(step: 1)
    for language in language.languages {
      #expect(screen.contains(said.text(language)), "\(screen)")
    }
    // Step 1's narration says Detail is pushed; with Detail popped it is not on screen.
    #expect(!screen.contains("Detail is pushed over List"), "\(screen)")
    #expect(!screen.contains("Detail 被推入"), "\(screen)")
    model.handle(.char("n"))
    #expect(model.detour == nil)
    #expect(model.session.actions == stepOne.session.actions)
    #expect(model.shownState == stepOne.shownState)
    #expect(model.lessonStep == 1)
    // The next n asks step 2's question; the class answers; the reveal scores it.
    model.handle(.char("n"))
    #expect(model.lessonStep == 2 && model.awaitsChoice)
    model.handle(.char("1"))
    model.handle(.char("n"))
    #expect(model.score == (1, 1))
    #expect(model.shownState.controllers["List"]?.isViewLoaded == false)
  }

  @Test func aDetourDuringAQuestionKeepsItOpenAndItsAnswer() throws {
    let asked = Classroom.keys(
      Classroom.builtIn("memory-warnings"), [.char("n"), .char("n"), .char("2")])
    #expect(asked.prediction != nil && asked.chosenAnswer == 2)
    var model = Classroom.keys(asked, [.char("b")])
    #expect(model.prediction == nil, "the question's text stayed over the detour")
    #expect(model.plan?.progress == asked.plan?.progress)
    let screen = ClassroomTests.screen(model)
    #expect(!screen.contains("Answer:") && !screen.contains("Right!"), "\(screen)")
    model.handle(.char("n"))
    #expect(model.prediction == asked.prediction)
    #expect(model.cursor == asked.cursor, "the question's callbacks were revealed")
    #expect(model.chosenAnswer == 2)
    #expect(model.score == asked.score)
    model.handle(.char("n"))
    #expect(model.score == (0, 1))
  }

}
