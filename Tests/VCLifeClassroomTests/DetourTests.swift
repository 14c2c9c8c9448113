import Foundation
import Testing
import VCLifeCore
import VCLifeScript

@testable import VCLifeClassroom
@testable import VCLifeUI

/// A student's "what if…?" during a lesson: any action is a detour, said at once; the
/// narration never claims what the screen contradicts; `n` brings the lesson back as it
/// was, its question still open and its score untouched.
@Suite("Detours")
struct DetourTests {
  @Test(arguments: [ReportLanguage.en, .zh, .both])
  func aPopMidLessonIsMarkedAndNReturnsToTheStep(language: ReportLanguage) throws {
    let stepOne = ClassroomTests.keys(
      ClassroomTests.lesson("memory-warnings", language), [.char("n")])
    var model = ClassroomTests.keys(stepOne, [.char("b")])
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
    let asked = ClassroomTests.keys(
      ClassroomTests.lesson("memory-warnings"), [.char("n"), .char("n"), .char("2")])
    #expect(asked.prediction != nil && asked.chosenAnswer == 2)
    var model = ClassroomTests.keys(asked, [.char("b")])
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

  /// The review's M1: a detour, a rewind to the end of step 1 and `n` skipped step 2's
  /// question and gave its answer away.
  @Test func aRewoundDetourNeverSkipsTheNextQuestion() {
    var model = ClassroomTests.keys(
      ClassroomTests.lesson("memory-warnings"), [.char("n"), .char("b")])
    model = ClassroomTests.keys(model, Array(repeating: .left, count: 14) + [.right])
    model.handle(.char("n"))
    #expect(model.detour == nil && model.lessonStep == 1)
    model.handle(.char("n"))
    #expect(model.lessonStep == 2)
    #expect(model.prediction != nil && model.awaitsChoice, "the question was skipped")
  }

  @Test func lookingBackInALessonIsADetourThatNEnds() {
    let stepOne = ClassroomTests.keys(ClassroomTests.lesson("load-cycle"), [.char("n")])
    var model = ClassroomTests.keys(stepOne, [.left])
    #expect(model.detour != nil)
    #expect(model.messageText?.contains("n returns to step 1") == true)
    model.handle(.left)
    model.handle(.char("n"))
    #expect(model.cursor == stepOne.cursor && model.lessonStep == 1)
  }

  @Test(arguments: [
    Command.pop, .popToRoot, .rotate, .cycleStatusBar, .warning, .switchIOS, .access,
    .isViewLoaded,
  ])
  func everyActionInALessonIsADetour(command: Command) {
    let stepOne = ClassroomTests.keys(ClassroomTests.lesson("memory-warnings"), [.char("n")])
    var model = stepOne
    model.apply(command)
    #expect(model.detour != nil, "\(command) went on over the lesson")
    model.handle(.char("n"))
    #expect(model.session.actions == stepOne.session.actions)
    #expect(model.cursor == stepOne.cursor)
  }

  /// An action the app refuses here (nothing presented to dismiss, a running app to restart)
  /// changes nothing: it starts no detour, and the lesson stays where it was.
  @Test(arguments: [Command.dismiss, .restart])
  func aRefusedActionInALessonIsNoDetour(command: Command) {
    let stepOne = ClassroomTests.keys(ClassroomTests.lesson("memory-warnings"), [.char("n")])
    var model = stepOne
    model.apply(command)
    #expect(model.detour == nil, "\(command) started a detour")
    #expect(model.session.actions == stepOne.session.actions)
    #expect(model.cursor == stepOne.cursor && model.lessonStep == 1)
  }

  @Test func spaceRevealsNothingBeforeTheClassAnswers() {
    var model = ClassroomTests.keys(
      ClassroomTests.lesson("memory-warnings"), [.char("n"), .char("n")])
    let hidden = model.cursor
    model.handle(.char(" "))
    model.handle(.right)
    #expect(model.cursor == hidden && model.prediction != nil)
    #expect(model.messageText?.contains("First the class's answer") == true)
    model.handle(.char("1"))
    model.handle(.char(" "))
    #expect(model.cursor == hidden.map { $0 + 1 })
  }

  @Test func theHandoutAndTheSavedSessionKeepTheLessonWhole() throws {
    let stepOne = ClassroomTests.keys(ClassroomTests.lesson("memory-warnings"), [.char("n")])
    let model = ClassroomTests.keys(stepOne, [.char("b"), .char("w")])
    let script = model.onTheLesson.exportFiles().script
    #expect(!script.contains("\npop") && !script.contains("\nwarning"), "\(script)")
    let saved = try #require(LiveApp.sessionToKeep(model))
    // The version it started on, the launch, then step 1: the detour is left out.
    #expect(saved.entries.dropFirst(2) == [.step])
  }

  @Test func aDetourInCompareModeReturnsOnBothSides() {
    let stepOne = ClassroomTests.keys(ClassroomTests.lesson("memory-warnings"), [.char("n")])
    var compare = Classroom.mirroring(stepOne)
    compare.handle(.char("b"))
    #expect(compare.single.detour != nil && compare.detour != nil)
    #expect(compare.detour != nil)
    compare.handle(.char("n"))
    #expect(compare.single.session.actions == stepOne.session.actions)
    #expect(compare.left.session.actions == stepOne.session.actions)
    #expect(compare.detour == nil && compare.detour == nil)
    compare.handle(.char("n"))
    #expect(compare.awaitsChoice && compare.awaitsChoice && compare.single.awaitsChoice)
  }

  @Test func aDetourBegunOnOneScreenEndsOnTheOther() {
    let detoured = ClassroomTests.keys(
      ClassroomTests.lesson("memory-warnings"), [.char("n"), .char("b")])
    var compare = Classroom.mirroring(detoured)
    #expect(compare.detour != nil)
    compare.handle(.char("n"))
    #expect(compare.single.detour == nil && compare.detour == nil)
    #expect(compare.left.session.actions.count == 2)
    #expect(compare.left.shownState.controllers["Detail"] != nil)
  }
}
