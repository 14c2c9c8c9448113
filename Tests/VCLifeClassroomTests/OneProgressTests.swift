import Testing
import VCLifeCore
import VCLifePractice
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// A lesson's progress has one record, which only playing a step or answering adds to:
/// looking back, acting there and coming back with `n` leaves the class's answers whole, on
/// the screen's score, in the handout and after `--resume`.
@Suite("One progress")
struct OneProgressTests {
  /// The first built-in lesson with at least two scored questions.
  static let lesson: Lesson = LessonLibrary.builtIn.first { lesson in
    lesson.steps.filter { $0.answer != nil }.count >= 2
  }!

  /// Plays `lesson` with `n` until a step with a scored question has been played, answers it
  /// right and reveals it.
  static func answerNextQuestion(_ classroom: inout Classroom) throws {
    while true {
      let before = classroom.lessonStep
      classroom.handle(.char("n"))
      try #require(classroom.lessonStep == before + 1, "ran out of steps")
      if let answer = classroom.plan?.currentStep?.answer {
        classroom.handle(.char(Character(String(answer))))
        classroom.handle(.char("n"))  // reveal
        #expect(!classroom.questionOpen)
        return
      }
    }
  }

  /// The review's reproduction: answer, rewind into an earlier step, act there, come back
  /// with `n`, answer the next question. The class got 2 / 2.
  @Test(arguments: [Key.char("w"), .char("o"), .char("a")])
  func aRewoundDetourThatActsKeepsTheAnswers(act: Key) throws {
    var classroom = Classroom(lesson: Self.lesson, pacing: .instant)
    try Self.answerNextQuestion(&classroom)
    #expect(classroom.score == (1, 1))
    for _ in 0..<6 { classroom.handle(.left) }
    #expect(classroom.detour != nil)
    classroom.handle(act)
    classroom.handle(.char("n"))
    #expect(classroom.detour == nil)
    try Self.answerNextQuestion(&classroom)
    #expect(classroom.score == (2, 2))
    #expect(classroom.plan?.progress.chosen.compactMap { $0 }.count == 2)

    // The handout says so.
    let handout = classroom.exportFiles().handout("vclife-session.vcl")
    #expect(handout.contains("2 right of 2 answered"), "\(handout)")
    #expect(handout.components(separatedBy: "The class answered").count - 1 == 2)

    // And `--resume` brings the same back.
    let saved = try #require(SavedSession.parse(SavedSession(of: classroom).text))
    var resumed = Classroom(lesson: Self.lesson, pacing: .instant)
    resumed.replaying(saved.entries, questionOpen: saved.questionOpen)
    #expect(resumed.view.message == nil, "\(String(describing: resumed.view.message))")
    #expect(resumed.score == (2, 2))
    #expect(resumed.lessonStep == classroom.lessonStep)
    #expect(resumed.session.actions == classroom.session.actions)
    #expect(resumed.plan?.progress == classroom.plan?.progress)
  }

  /// The reliability review's reproduction (`--lesson load-cycle`: n n ←×6 a n n 1 q, then
  /// `--resume`): it crashed every time; it comes back at step 3 with its answer.
  @Test func theLoadCycleReproductionResumes() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "load-cycle"))
    var classroom = Classroom(lesson: lesson, pacing: .instant)
    let keys: [Key] =
      [.char("n"), .char("n")] + Array(repeating: .left, count: 6)
      + [.char("a"), .char("n"), .char("n"), .char("1")]
    for key in keys { classroom.handle(key) }
    #expect(classroom.lessonStep == 3)
    let saved = try #require(SavedSession.parse(SavedSession(of: classroom).text))
    #expect(saved.entries.filter { $0 == .step }.count == 3)
    var resumed = Classroom(lesson: lesson, pacing: .instant)
    resumed.replaying(saved.entries, questionOpen: saved.questionOpen)
    #expect(resumed.lessonStep == 3)
    #expect(resumed.session.actions == classroom.session.actions)
    #expect(resumed.plan?.progress == classroom.plan?.progress)
    #expect(resumed.questionOpen == classroom.questionOpen)
  }

  /// A saved session that does not fit its lesson (an answer after a step with no choices,
  /// a step past the last) is read as far as it fits, and the status line says so; never a
  /// trap.
  @Test func aSavedSessionThatDoesNotFitIsReadAsFarAsItFits() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "load-cycle"))
    let stepWithoutChoices = try #require(lesson.steps.firstIndex { $0.choices.isEmpty })
    var entries: [SavedSession.Entry] = Array(
      repeating: .step, count: stepWithoutChoices + 1)
    entries.append(.chose(1))
    entries.append(.step)
    var resumed = Classroom(lesson: lesson, pacing: .instant)
    resumed.replaying(entries)
    #expect(resumed.lessonStep == stepWithoutChoices + 1)
    #expect(resumed.view.message?.isError == true)
    #expect(resumed.view.message?.text.en.contains("as far as it fits") == true)
    var tooLong = Classroom(lesson: lesson, pacing: .instant)
    tooLong.replaying(Array(repeating: .step, count: lesson.steps.count + 3))
    #expect(tooLong.lessonStep == lesson.steps.count)
    #expect(tooLong.view.message?.text.en.contains("more steps than the lesson") == true)
  }

  /// Detours and truncations never touch the progress: after any keys, its steps are the
  /// plan's played steps, in order, each beginning where its actions are in the lesson's
  /// own session.
  @Test func theProgressOnlyGrows() throws {
    var generator = SplitMix64(seed: 7)
    let keys: [Key] = [
      .char("n"), .char("n"), .left, .right, .home, .end, .char("w"), .char("p"), .char("1"),
      .char("2"), .char(" "), .char("o"), .char("a"),
    ]
    for lesson in LessonLibrary.builtIn {
      var classroom = Classroom(lesson: lesson, pacing: .instant)
      var recorded: [Int] = []
      for _ in 0..<200 {
        classroom.handle(keys[Int(generator.next() % UInt64(keys.count))])
        let starts = try #require(classroom.plan?.progress.stepStarts)
        #expect(Array(starts.prefix(recorded.count)) == recorded, "\(lesson.name)")
        recorded = starts
        #expect(starts.count == classroom.lessonStep)
        let onTheLesson = classroom.onTheLesson
        for (step, start) in starts.enumerated() {
          let actions = lesson.steps[step].actions
          let played = Array(onTheLesson.session.actions[start..<(start + actions.count)])
          #expect(played == actions, "\(lesson.name) step \(step + 1)")
        }
      }
    }
  }
}
