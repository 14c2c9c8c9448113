import Foundation
import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// A student's "what if…?" during a lesson: any action is a detour, said at once; the
/// narration never claims what the screen contradicts; `n` brings the lesson back as it
/// was, its question still open and its score untouched.
@Suite("Detours")
struct DetourTests {
  /// The review's M1: a detour, a rewind to the end of step 1 and `n` skipped step 2's
  /// question and gave its answer away.
  @Test func aRewoundDetourNeverSkipsTheNextQuestion() {
    var model = Classroom.keys(
      Classroom.builtIn("memory-warnings"), [.char("n"), .char("b")])
    model = Classroom.keys(model, Array(repeating: .left, count: 14) + [.right])
    model.handle(.char("n"))
    #expect(model.detour == nil && model.lessonStep == 1)
    model.handle(.char("n"))
    #expect(model.lessonStep == 2)
    #expect(model.prediction != nil && model.awaitsChoice, "the question was skipped")
  }

  @Test func lookingBackInALessonIsADetourThatNEnds() {
    let stepOne = Classroom.keys(Classroom.builtIn("load-cycle"), [.char("n")])
    var model = Classroom.keys(stepOne, [.left])
    #expect(model.detour != nil)
    #expect(model.said?.en.contains("n returns to step 1") == true)
    model.handle(.left)
    model.handle(.char("n"))
    #expect(model.cursor == stepOne.cursor && model.lessonStep == 1)
  }

  @Test(arguments: [
    Command.pop, .popToRoot, .rotate, .cycleStatusBar, .warning, .switchIOS, .access,
    .isViewLoaded,
  ])
  func everyActionInALessonIsADetour(command: Command) {
    let stepOne = Classroom.keys(Classroom.builtIn("memory-warnings"), [.char("n")])
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
    let stepOne = Classroom.keys(Classroom.builtIn("memory-warnings"), [.char("n")])
    var model = stepOne
    model.apply(command)
    #expect(model.detour == nil, "\(command) started a detour")
    #expect(model.session.actions == stepOne.session.actions)
    #expect(model.cursor == stepOne.cursor && model.lessonStep == 1)
  }

  @Test func spaceRevealsNothingBeforeTheClassAnswers() {
    var model = Classroom.keys(
      Classroom.builtIn("memory-warnings"), [.char("n"), .char("n")])
    let hidden = model.cursor
    model.handle(.char(" "))
    model.handle(.right)
    #expect(model.cursor == hidden && model.prediction != nil)
    #expect(model.said?.en.contains("First the class's answer") == true)
    model.handle(.char("1"))
    model.handle(.char(" "))
    #expect(model.cursor == hidden.map { $0 + 1 })
  }

  @Test func theHandoutAndTheSavedSessionKeepTheLessonWhole() throws {
    let stepOne = Classroom.keys(Classroom.builtIn("memory-warnings"), [.char("n")])
    let model = Classroom.keys(stepOne, [.char("b"), .char("w")])
    let script = model.onTheLesson.exportFiles().script
    #expect(!script.contains("\npop") && !script.contains("\nwarning"), "\(script)")
    let saved = SavedSession(of: model)
    // The version it started on, the launch, then step 1: the detour is left out.
    #expect(saved.entries.dropFirst(2) == [.step])
  }

  @Test func aDetourInCompareModeReturnsOnBothSides() {
    let stepOne = Classroom.keys(Classroom.builtIn("memory-warnings"), [.char("n")])
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
    let detoured = Classroom.keys(
      Classroom.builtIn("memory-warnings"), [.char("n"), .char("b")])
    var compare = Classroom.mirroring(detoured)
    #expect(compare.detour != nil)
    compare.handle(.char("n"))
    #expect(compare.single.detour == nil && compare.detour == nil)
    #expect(compare.left.session.actions.count == 2)
    #expect(compare.left.shownState.controllers["Detail"] != nil)
  }
}
