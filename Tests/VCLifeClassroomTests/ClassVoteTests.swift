import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// A class's vote behaves like clickers: one numbering on every screen, counted by choice;
/// the first reveal key closes it; the teacher's number does not outvote the students; a
/// reveal with few answers asks first; a second vote nobody answered leaves the first.
@Suite("A class's vote")
struct ClassVoteTests {
  /// A teacher with a class open at the lesson's first question with choices, a student
  /// joined, and the feed that keeps the student told.
  struct Room {
    var teacher: Classroom
    var student: Classroom
    var feed = ClassFeed()

    init(lesson name: String = "memory-warnings", shuffle: UInt64? = nil) throws {
      let lesson = try #require(LessonLibrary.lesson(named: name))
      teacher = Classroom(lesson: lesson, pacing: .step)
      teacher.settings.choiceOrder = ChoiceOrder(seed: shuffle)
      teacher.openClass()
      _ = feed.updates(for: &teacher)
      student = try ClassFollowTests.join(teacher, language: .en)
      while !teacher.awaitsChoice { press(.char("n")) }
    }

    mutating func press(_ key: Key) {
      teacher.handle(key)
      tell()
    }

    mutating func tell() {
      for update in feed.updates(for: &teacher) { student.apply(.update(update)) }
    }

    /// The lesson's own index of the current question.
    var step: Int { teacher.lessonStep - 1 }
  }

  /// With `--shuffle` a student's screen shows the choices in the teacher's drawn order, and
  /// the number a student presses is counted as the choice it stands beside on both screens.
  @Test(arguments: [UInt64(7), 12_345, 99])
  func everyScreenNumbersTheChoicesAlike(seed: UInt64) throws {
    var room = try Room(lesson: "gotchas", shuffle: seed)
    #expect(room.student.settings.choiceOrder == ChoiceOrder(seed: seed))
    #expect(room.student.teaching.choices == room.teacher.teaching.choices)
    let count = room.teacher.teaching.choices.count
    // Some seed shuffles away from the file's order (else the test proves nothing).
    let order = ChoiceOrder(seed: seed).lessonChoices(step: room.step, count: count)
    for shown in 1...count {
      let effects = room.student.handle(.char(Character(String(shown))))
      guard case .send(.answer(_, _, let choice)) = effects.first else {
        Issue.record("no answer sent for \(shown)")
        return
      }
      #expect(choice == order[shown - 1], "shown \(shown)")
      // The choice the student's screen marks is the one beside the number they pressed.
      #expect(room.student.teaching.chosen == shown)
    }
  }

  @Test func theShuffleIsInTheSessionsDescription() {
    var teacher = Classroom(lesson: LessonLibrary.lesson(named: "gotchas")!, pacing: .step)
    teacher.settings.choiceOrder = ChoiceOrder(seed: 42)
    #expect(ClassFeed.description(of: teacher).contains(.shuffle(42)))
  }

  /// The first space closes the vote: a student's later number is refused on their screen,
  /// and the counts kept are those at the close.
  @Test func theFirstRevealKeyClosesTheVote() throws {
    var room = try Room()
    var counts = Array(repeating: 0, count: 6)
    counts[0] = 3
    counts[1] = 1
    room.teacher.apply(.tally(joined: 4, counts: counts))
    _ = room.student.handle(.char("2"))
    room.press(.char(" "))
    #expect(room.teacher.plan?.voteClosed == true)
    #expect(room.teacher.questionOpen, "one space reveals one callback, not the question")
    #expect(room.student.plan?.voteClosed == true)
    // Late: the student's key is refused and sends nothing.
    let late = room.student.handle(.char("1"))
    #expect(late.isEmpty)
    #expect(room.student.view.message?.text == Said.voteClosed)
    #expect(room.student.plan?.chosen == 2)
    // Later counts do not change what was kept.
    counts[1] = 4
    room.teacher.apply(.tally(joined: 4, counts: counts))
    while room.teacher.questionOpen { room.press(.char(" ")) }
    let rounds = try #require(room.teacher.plan?.progress.votes[room.step])
    #expect(rounds.count == 1)
    #expect(rounds[0].counts.prefix(2) == [3, 1])
    #expect(room.teacher.plan?.progress.chosen[room.step] == 1)
  }

  /// With students joined, the teacher's number does not become the class's answer.
  @Test func theTeachersNumberDoesNotOutvoteTheClass() throws {
    var room = try Room()
    var counts = Array(repeating: 0, count: 6)
    counts[1] = 22
    counts[0] = 6
    room.teacher.apply(.tally(joined: 28, counts: counts))
    room.press(.char("1"))
    #expect(room.teacher.view.message?.text == Said.classAnswersItself)
    #expect(room.teacher.plan?.chosen == nil)
    room.press(.char("n"))
    #expect(room.teacher.plan?.progress.chosen[room.step] == 2)
  }

  /// With nobody joined the teacher answers for the room, as before.
  @Test func withNobodyJoinedTheTeachersNumberIsTheAnswer() throws {
    var room = try Room()
    room.teacher.apply(.tally(joined: 0, counts: []))
    room.press(.char("1"))
    #expect(room.teacher.plan?.chosen == 1)
  }

  /// `n` at a question fewer than half answered asks once; the second reveals.
  @Test func aRevealWithFewAnswersAsksOnce() throws {
    var room = try Room()
    var counts = Array(repeating: 0, count: 6)
    counts[0] = 3
    room.teacher.apply(.tally(joined: 28, counts: counts))
    room.press(.char("n"))
    #expect(room.teacher.questionOpen && room.teacher.plan?.voteClosed == false)
    #expect(room.teacher.view.message?.text == Said.revealEarly(answered: 3, joined: 28))
    // Another key in between: the question is asked again.
    room.press(.char("y"))
    room.press(.char("n"))
    #expect(room.teacher.plan?.voteClosed == false, "a key between the two n's")
    room.press(.char("n"))
    #expect(room.teacher.plan?.voteClosed == true)
    #expect(!room.teacher.questionOpen, "n reveals all")
    // Half the class answered: no question.
    var again = try Room()
    var half = Array(repeating: 0, count: 6)
    half[0] = 14
    again.teacher.apply(.tally(joined: 28, counts: half))
    again.press(.char("n"))
    #expect(!again.teacher.questionOpen)
  }

  /// A second vote nobody answered leaves the first vote standing: the class's answer and
  /// each student's own.
  @Test func anEmptySecondVoteLeavesTheFirstStanding() throws {
    var room = try Room()
    var first = Array(repeating: 0, count: 6)
    first[1] = 20
    first[0] = 8
    room.teacher.apply(.tally(joined: 28, counts: first))
    _ = room.student.handle(.char("2"))
    room.press(.char("V"))
    #expect(room.student.plan?.chosen == nil, "the second round asks again")
    room.teacher.apply(.tally(joined: 28, counts: Array(repeating: 0, count: 6)))
    // Nobody answered: the reveal asks once, then closes.
    room.press(.char("n"))
    room.press(.char("n"))
    #expect(!room.teacher.questionOpen)
    #expect(room.teacher.plan?.progress.chosen[room.step] == 2)
    #expect(room.teacher.plan?.progress.votes[room.step].count == 2)
    #expect(room.student.plan?.chosen == 2, "the student's first answer stands")
  }

  /// `V` after the vote closed is refused (the second vote is asked before the reveal).
  @Test func aSecondVoteAfterTheCloseIsRefused() throws {
    var room = try Room()
    var counts = Array(repeating: 0, count: 6)
    counts[0] = 4
    room.teacher.apply(.tally(joined: 4, counts: counts))
    room.press(.char(" "))
    #expect(room.teacher.questionOpen && room.teacher.plan?.voteClosed == true)
    room.press(.char("V"))
    #expect(room.teacher.classRound == 1)
    #expect(room.teacher.view.message?.isError == true)
  }
}

extension ClassVoteTests {
  /// The counts kept by the lesson's own choice are shown under the numbers the screens
  /// show: a class that all pressed the shown 1 reads "1 ×n" on the projector, the students'
  /// screens and the handout, and its answer is the choice shown as 1.
  @Test(arguments: [UInt64(7), 12_345, 99])
  func theVotesAreShownUnderTheNumbersShown(seed: UInt64) throws {
    var room = try Room(lesson: "gotchas", shuffle: seed)
    let count = room.teacher.teaching.choices.count
    let order = ChoiceOrder(seed: seed).lessonChoices(step: room.step, count: count)
    var counts = Array(repeating: 0, count: 6)
    counts[order[0] - 1] = 5  // five students pressed the shown 1
    room.teacher.apply(.tally(joined: 5, counts: counts))
    room.press(.char("n"))
    #expect(room.teacher.teaching.votes.first?.counts.first == 5)
    #expect(room.student.teaching.votes.first?.counts.first == 5)
    #expect(room.teacher.teaching.chosen == 1)
    let handout = room.teacher.exportFiles().handout("vclife-session.vcl")
    #expect(handout.contains("1: 5"), "\(handout)")
  }
}

extension ClassVoteTests {
  /// A class is never asked about a version neither compared side runs: `c` on a lesson
  /// whose questions are on another version says so and stays on one app; sides that run
  /// every asked version are compared.
  @Test func aClassComparesOnlySidesThatRunTheLessonsQuestions() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "today"))
    #expect(
      CompareKind.versions(left: 6, right: 17).versionsNeitherSideRuns(asking: lesson) == [.iOS13])
    var teacher = Classroom(lesson: lesson, pacing: .step)
    teacher.openClass()
    teacher.compareKind = .versions(left: 6, right: 17)
    teacher.handle(.char("c"))
    #expect(!teacher.isComparing)
    #expect(teacher.view.message?.text.en.contains("iOS 13") == true)
    teacher.compareKind = .versions(left: 13, right: 17)
    teacher.handle(.char("c"))
    #expect(teacher.isComparing)
    // Alone (no class), the teacher may compare any sides: the text says whose run it is.
    var alone = Classroom(lesson: lesson, pacing: .step)
    alone.compareKind = .versions(left: 6, right: 17)
    alone.handle(.char("c"))
    #expect(alone.isComparing)
  }
}

extension ClassVoteTests {
  /// `←` just after the reveal opens the vote again, on every screen: the callbacks hidden,
  /// the counts forgotten; the next reveal keeps the new vote alone.
  @Test func backAfterTheRevealReopensTheVote() throws {
    var room = try Room()
    var counts = Array(repeating: 0, count: 6)
    counts[0] = 4
    room.teacher.apply(.tally(joined: 4, counts: counts))
    room.press(.char("n"))
    #expect(!room.teacher.questionOpen)
    #expect(room.student.following?.votes[room.step]?.count == 1)
    room.press(.left)
    #expect(room.teacher.questionOpen && room.teacher.awaitsChoice)
    #expect(room.teacher.detour == nil, "← reopened the vote, not a detour")
    #expect(room.teacher.plan?.progress.votes[room.step].isEmpty == true)
    #expect(room.student.questionOpen && room.student.awaitsChoice)
    #expect(room.student.following?.votes[room.step]?.isEmpty == true)
    ClassFollowTests.expectSame(room.student, room.teacher, "after the reopen")
    counts[0] = 1
    counts[1] = 3
    room.teacher.apply(.tally(joined: 4, counts: counts))
    room.press(.char("n"))
    let rounds = try #require(room.teacher.plan?.progress.votes[room.step])
    #expect(rounds.count == 1 && rounds[0].counts.prefix(2) == [1, 3])
    #expect(room.teacher.plan?.progress.chosen[room.step] == 2)
    #expect(room.student.following?.votes[room.step] == rounds)
  }
}

extension ClassVoteTests {
  /// A tie decides nothing, and the teacher is not asked for a number it would refuse: the
  /// closed vote reveals, and the legend offers no answer keys.
  @Test func aTiedClosedVoteAsksTheTeacherForNothing() throws {
    var room = try Room()
    var counts = Array(repeating: 0, count: 6)
    counts[0] = 2
    counts[1] = 2
    room.teacher.apply(.tally(joined: 4, counts: counts))
    room.press(.char(" "))
    #expect(room.teacher.plan?.voteClosed == true && room.teacher.plan?.chosen == nil)
    #expect(room.teacher.teaching.isRevealing)
    #expect(!room.teacher.legendFacts().awaitsChoice)
    #expect(!room.teacher.legendFacts().offers(.openClass), "V offered after the close")
  }

  /// `←` during a stepped reveal takes the closed vote back too: the question is open again,
  /// not a detour.
  @Test func backDuringASteppedRevealReopensTheVote() throws {
    var room = try Room()
    var counts = Array(repeating: 0, count: 6)
    counts[0] = 4
    room.teacher.apply(.tally(joined: 4, counts: counts))
    room.press(.char(" "))
    room.press(.char(" "))
    #expect(room.teacher.questionOpen && room.teacher.plan?.voteClosed == true)
    room.press(.left)
    #expect(room.teacher.detour == nil)
    #expect(room.teacher.awaitsChoice && room.student.awaitsChoice)
    #expect(room.teacher.plan?.progress.votes[room.step].isEmpty == true)
  }

  /// The presenter's view answers nothing: its legend offers no number.
  @Test func thePresentersLegendOffersNoAnswer() throws {
    var room = try Room()
    var header = ClassHeader()
    for update in ClassFeed.description(of: room.teacher) where update != .begin && update != .ready
    {
      _ = header.take(update)
    }
    var presenter = try #require(
      header.classroom(settings: ScreenSettings(language: .en), presenter: true))
    for update in ClassFeed.description(of: room.teacher).drop(while: { $0 != .ready }).dropFirst()
    {
      presenter.apply(.update(update))
    }
    #expect(presenter.questionOpen)
    #expect(!presenter.legendFacts().awaitsChoice)
    #expect(presenter.handle(.char("1")).isEmpty)
  }
}

extension ClassVoteTests {
  /// A second vote opened again stays the second vote: the first round is kept, and a
  /// student's second answer stands on their screen as the class counts it.
  @Test func reopeningTheSecondVoteKeepsTheFirst() throws {
    var room = try Room()
    var counts = Array(repeating: 0, count: 6)
    counts[1] = 3
    room.teacher.apply(.tally(joined: 3, counts: counts))
    _ = room.student.handle(.char("2"))
    room.press(.char("V"))
    _ = room.student.handle(.char("1"))
    counts[0] = 1
    counts[1] = 2
    room.teacher.apply(.tally(joined: 3, counts: counts))
    room.press(.char(" "))
    room.press(.left)
    #expect(room.teacher.classRound == 2 && room.teacher.awaitsChoice)
    #expect(room.teacher.plan?.progress.votes[room.step].count == 1, "the first vote stays")
    #expect(room.student.following?.votes[room.step]?.count == 1)
    #expect(room.student.classRound == 2 && room.student.plan?.chosen == 1)
  }
}
