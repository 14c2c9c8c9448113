import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// Modes that compose (a lesson's question across `c`, compare mode's keys, acting while
/// rewound there) and the classroom's controls (resume, the selection), as the reducer
/// keeps them; what the screen draws of them is in the screen's tests.
@Suite("Classroom modes")
struct ClassroomModesTests {
  @Test func anOpenQuestionStaysOpenAcrossCompareAndItsAnswerComesBack() throws {
    let single = Classroom.keys(
      Classroom.builtIn("load-cycle"), [.char("n"), .char("n"), .char("n")])
    #expect(single.awaitsChoice)
    var asked = single
    asked.handle(.char("c"))
    #expect(asked.prediction != nil, "switching revealed the answer")
    var compare = Classroom.mirroring(asked)
    #expect(compare.prediction != nil && compare.prediction != nil)
    compare.handle(.char("2"))
    let back = compare.single
    #expect(back.prediction != nil)
    #expect(back.chosenAnswer == 2)
    var revealed = back
    revealed.handle(.end)
    #expect(revealed.score == (1, 1))
  }

  @Test func nRevealsAnOpenQuestionBeforeTheNextStep() {
    var model = Classroom.keys(
      Classroom.builtIn("load-cycle"), [.char("n"), .char("n"), .char("n")])
    #expect(model.prediction != nil)
    model.handle(.char("n"))
    #expect(model.prediction == nil)
    #expect(model.lessonStep == 3)
    model.handle(.char("n"))
    #expect(model.lessonStep == 4)
  }

  @Test func aResumedLessonKeepsTheAnswerAndTheOpenQuestion() throws {
    let model = Classroom.keys(
      Classroom.builtIn("load-cycle", .zh), [.char("n"), .char("n"), .char("n"), .char("2")])
    let saved = try #require(SavedSession.parse(SavedSession(of: model).text))
    #expect(saved.questionOpen)
    var resumed = Classroom(
      lesson: LessonLibrary.lesson(named: "load-cycle")!, pacing: .instant, language: .zh)
    resumed.replaying(saved.entries, questionOpen: saved.questionOpen)
    #expect(resumed.prediction != nil)
    #expect(resumed.chosenAnswer == 2)
  }

  @Test func aKeyOfTheOtherScreenSaysWhereItWorks() {
    // `M` in compare mode once said only that it did nothing.
    var single = Classroom(pacing: .instant)
    single.handle(.char("I"))
    #expect(single.view.message?.text.en == "I works in compare mode: c opens it.")
    var compare = Classroom.mirroring(single)
    compare.handle(.char("M"))
    #expect(compare.view.message?.text.en == "M works on one app: c goes back to it.")
    #expect(compare.view.message?.text.zh == "M 只在单个应用界面可用：按 c 返回。")
    compare.handle(.char("G"))
    #expect(compare.view.message?.text.en == "Unknown key G; press ? for the keys.")
  }

  @Test func cKeepsTheSessionBothWays() {
    let single = Classroom.keys(Classroom(pacing: .instant), [.char("p"), .char("i")])
    var compare = Classroom.mirroring(single)
    // `ios` switches are left out of the sides; the push is there.
    #expect(compare.left.session.actions.count == 2)
    compare.handle(.char("p"))
    compare.handle(.char("w"))
    let back = compare.single
    let texts = back.session.actions.map(\.scriptText)
    #expect(texts.suffix(4) == ["push Photos", "ios 13", "push Detail", "warning"])
    #expect(back.shownState.controllers["Detail"] != nil)
  }

  @Test func actingWhileRewoundInCompareCutsTheSingleSessionToo() {
    let single = Classroom.keys(Classroom(pacing: .instant), [.char("p"), .char("p")])
    var compare = Classroom.mirroring(single)
    // Back to before the second push (on both sides), then warn: the second push is dropped.
    while compare.right.session.action(containing: compare.right.cursor!) > 1 {
      compare.handle(.left)
    }
    compare.handle(.char("w"))
    let back = compare.single
    #expect(back.session.actions.map(\.scriptText).suffix(2) == ["push Photos", "warning"])
  }

  @Test func theSavedSessionComesBackWithTheLessonAtTheSameStep() throws {
    // A warning is a detour, which n leaves: the saved lesson is the lesson's two steps.
    let model = Classroom.keys(
      Classroom.builtIn("load-cycle", .zh), [.char("n"), .char("w"), .char("n"), .char("n")])
    let saved = SavedSession(of: model)
    let parsed = try #require(SavedSession.parse(saved.text))
    #expect(parsed == saved)
    #expect(parsed.entries.dropFirst(2) == [.step, .step])
    var resumed = Classroom(
      lesson: LessonLibrary.lesson(named: "load-cycle")!, pacing: .instant,
      language: parsed.language)
    resumed.replaying(parsed.entries)
    #expect(resumed.session.actions == model.session.actions)
    #expect(resumed.lessonStep == 2)
    #expect(resumed.language == .zh)
  }

  @Test func theViewTreeStaysOnTheAccessedController() {
    var model = Classroom.keys(Classroom(behavior: .iOS5, pacing: .instant), [.char("p"), .down])
    let selected = model.selectedController
    #expect(selected == "Albums")
    model.handle(.char("a"))
    #expect(model.selectedController == selected)
    model.handle(.char("v"))
    #expect(model.selectedController == selected)
    #expect(model.session.events.last?.name.text == "isViewLoaded")
  }
}
