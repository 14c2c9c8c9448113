import Testing
import VCLifeCore
import VCLifePractice
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// A student's screen is the teacher's session played again from the class's updates: at
/// every moment it shows the same actions, the same moment, the same question and mode,
/// whenever the student joined.
@Suite("A student follows the class")
struct ClassFollowTests {
  /// A student's screen built from the session's description.
  static func join(_ teacher: Classroom, language: ReportLanguage = .zh) throws -> Classroom {
    let updates = ClassFeed.description(of: teacher)
    var header = ClassHeader()
    var rest = updates[...]
    #expect(rest.first == .begin)
    rest = rest.dropFirst()
    while let first = rest.first, first != .ready {
      let taken = header.take(first)
      #expect(taken, "\(first)")
      rest = rest.dropFirst()
    }
    rest = rest.dropFirst()
    var student = try #require(header.classroom(settings: ScreenSettings(language: language)))
    for update in rest { student.apply(.update(update)) }
    return student
  }

  /// What must be the same on both screens.
  static func expectSame(_ student: Classroom, _ teacher: Classroom, _ context: String) {
    #expect(student.session.actions == teacher.session.actions, "\(context): actions")
    #expect(student.session.events.count == teacher.session.events.count, "\(context): events")
    #expect(student.cursor == teacher.cursor, "\(context): cursor")
    #expect(student.momentOnAxis?.action == teacher.momentOnAxis?.action, "\(context): moment")
    #expect(student.momentOnAxis?.step == teacher.momentOnAxis?.step, "\(context): step")
    #expect(student.questionOpen == teacher.questionOpen, "\(context): question")
    #expect(student.lessonStep == teacher.lessonStep, "\(context): lesson step")
    #expect((student.detour != nil) == (teacher.detour != nil), "\(context): detour")
    #expect(student.compare?.kind == teacher.compare?.kind, "\(context): mode")
    #expect(student.shownState == teacher.shownState, "\(context): state shown")
    #expect(student.timeline.isRewound == teacher.timeline.isRewound, "\(context): rewound")
  }

  /// Whatever the teacher presses — every letter, digit and mark the screen reads, the
  /// arrows, Enter, Esc — every student, whenever they joined, is at the same moment, with
  /// the same question, step, detour and mode. Compare mode's `i` and `I`, and a detour's
  /// end, left a student a few steps away (the teacher's moment past the steps the sides
  /// take, which a student's screen clamps).
  @Test(arguments: LessonLibrary.builtIn.map(\.name))
  func aStudentFollowsWhateverKeysTheTeacherPresses(lessonName: String) throws {
    let lesson = try #require(LessonLibrary.lesson(named: lessonName))
    var keys: [Key] = [.left, .right, .home, .end, .up, .down, .enter, .escape, .pageUp, .pageDown]
    // Not q, which ends the class.
    keys += "abcdefghijklmnoprstuvwxyzABCDEFGHIJKLMNOPRSTUVWXYZ0123456789 <>[]?/!.,-+=".map {
      Key.char($0)
    }
    var generator = SplitMix64(seed: UInt64(lessonName.utf8.count) * 977)
    var teacher = Classroom(lesson: lesson, pacing: .step)
    teacher.openClass()
    var feed = ClassFeed()
    _ = feed.updates(for: &teacher)
    var students = [try Self.join(teacher)]
    for index in 0..<1_200 {
      let key = keys[Int(generator.next() % UInt64(keys.count))]
      teacher.handle(key)
      if teacher.overlay != nil { teacher.handle(.escape) }
      let updates = feed.updates(for: &teacher)
      for student in students.indices {
        if updates.first == .begin {
          students[student] = try Self.join(teacher)
        } else {
          for update in updates { students[student].apply(.update(update)) }
        }
        Self.expectSame(students[student], teacher, "\(lessonName) key \(index) \(key)")
      }
      if index % 300 == 150 { students.append(try Self.join(teacher)) }
    }
  }

  /// A student's keys never act on the app: they say the teacher drives, and the student's
  /// session stays the teacher's.
  @Test func aStudentsKeysNeverActOnTheApp() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "memory-warnings"))
    var teacher = Classroom(lesson: lesson, pacing: .instant)
    teacher.handle(.char("n"))
    var student = try Self.join(teacher)
    let before = student.session.actions
    for key: Key in [
      .char("p"), .char("b"), .char("w"), .char("n"), .left, .home, .char("R"), .char("R"),
      .char("m"), .char("z"), .char("i"), .char("c"), .char("x"), .char("a"), .char("V"),
    ] {
      let effects = student.handle(key)
      #expect(effects.isEmpty, "\(key)")
      #expect(student.session.actions == before, "\(key) acted")
    }
    #expect(student.view.message?.text.en.contains("The teacher drives") == true)
    // In compare mode, a key of the single screen (`M`) is the teacher's too: it was said to
    // work after `c`, which is not the student's to press.
    student.apply(.update(.mode(.iOSVersions)))
    #expect(student.isComparing)
    for key: Key in [.char("M"), .char("Q")] {
      #expect(student.handle(key).isEmpty)
      #expect(student.view.message?.text == Classroom.teacherDrives, "\(key)")
    }
    // Their help says q leaves the class (nothing of theirs is kept for --resume).
    let help = Keymap.help(on: .single, .lesson, forStudents: true)
    #expect(help.first { $0.key == "q" }?.meaning.en == "leave the class")
  }

  /// The class answers each on their own: the student's answer is theirs and goes to the
  /// teacher; the teacher's screen counts them, and the reveal keeps the rounds.
  @Test func answersAreCountedAndKeptRoundByRound() throws {
    let lesson = try #require(
      LessonLibrary.builtIn.first { $0.steps.first?.answer != nil }
        ?? LessonLibrary.lesson(named: "navigation"))
    var teacher = Classroom(lesson: lesson, pacing: .instant)
    teacher.openClass()
    var student = try Self.join(teacher)
    var feed = ClassFeed()
    _ = feed.updates(for: &teacher)
    // Play to the first question.
    while !teacher.awaitsChoice {
      teacher.handle(.char("n"))
      for update in feed.updates(for: &teacher) { student.apply(.update(update)) }
    }
    #expect(student.awaitsChoice)
    let step = teacher.lessonStep - 1
    let answer = try #require(teacher.plan?.currentStep?.answer)
    let effects = student.handle(.char(Character(String(answer))))
    #expect(effects == [.send(.answer(step: step, round: 1, choice: answer))])
    // The teacher's vclife counts: 3 of 4 chose 1, one the right answer.
    var counts = Array(repeating: 0, count: 6)
    counts[0] = 3
    counts[answer - 1] += 1
    teacher.apply(.tally(joined: 5, counts: counts))
    #expect(teacher.teaching.answering?.answered == 4)
    teacher.handle(.char("V"))
    #expect(teacher.classRound == 2)
    for update in feed.updates(for: &teacher) { student.apply(.update(update)) }
    #expect(student.classRound == 2 && student.plan?.chosen == nil, "the second vote asks again")
    var second = Array(repeating: 0, count: 6)
    second[answer - 1] = 5
    teacher.apply(.tally(joined: 5, counts: second))
    teacher.handle(.char("n"))  // reveal
    let rounds = try #require(teacher.plan?.progress.votes[step])
    #expect(rounds.count == 2)
    #expect(rounds[0].answered == 4 && rounds[1].counts[answer - 1] == 5)
    for update in feed.updates(for: &teacher) { student.apply(.update(update)) }
    #expect(student.following?.votes[step] == rounds)
    #expect(!student.questionOpen)
    #expect(student.view.message == nil, "the answer's \"you may change it\" outlived the reveal")
    // The handout keeps them.
    let handout = teacher.exportFiles().handout("vclife-session.vcl")
    #expect(handout.contains("4 of 5"), "\(handout)")
  }

  /// In a class the teacher reveals at will (no answer of the teacher's is asked for), and
  /// the lesson records the class's answer: the choice most students gave; a tie, none.
  @Test(arguments: [([1, 3, 0], 2), ([2, 2, 0], nil)] as [([Int], Int?)])
  func theClassesAnswerIsItsMostGivenChoice(counts: [Int], expected: Int?) throws {
    let lesson = try #require(LessonLibrary.lesson(named: "memory-warnings"))
    var teacher = Classroom(lesson: lesson, pacing: .step)
    teacher.openClass()
    while !teacher.awaitsChoice { teacher.handle(.char("n")) }
    var tally = Array(repeating: 0, count: 6)
    for (index, count) in counts.enumerated() { tally[index] = count }
    teacher.apply(.tally(joined: 4, counts: tally))
    var presses = 0
    while teacher.questionOpen, presses < 100 {
      teacher.handle(.char(" "))
      presses += 1
      #expect(teacher.view.message?.text.en.hasPrefix("First") != true, "the teacher was asked")
    }
    #expect(!teacher.questionOpen, "space did not reveal the question")
    let step = teacher.lessonStep - 1
    #expect(teacher.plan?.progress.votes[step].first?.counts.prefix(3) == counts[...])
    #expect(teacher.plan?.progress.chosen[step] == expected)
  }

  /// A cut to no action at all while the student's screen compares two versions leaves its
  /// moment before the first event: the screen reads its moment before the teacher's next
  /// one arrives, and an event past the session's end trapped there (found by `make fuzz`).
  @Test func aCutToNothingInCompareModeLeavesNoMomentPastTheEnd() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "memory-warnings"))
    var teacher = Classroom(lesson: lesson, pacing: .instant)
    teacher.handle(.char("n"))
    var student = try Self.join(teacher)
    for line in ["mode ios=5,6", "act push Extra", "detour 1", "cut 0", "detour 0"] {
      let update = try #require(ClassUpdate(line: Substring(line)), "\(line)")
      student.apply(.update(update))
      let cursor = student.cursor ?? -1
      #expect(cursor < student.session.events.count, "after \(line): event \(cursor)")
    }
    #expect(student.session.actions.isEmpty)
    #expect(student.cursor == nil)
    #expect(student.momentOnAxis == nil)
  }
}
