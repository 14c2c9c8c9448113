import Foundation
import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// A fair quiz at run time (classroom review M-D): with `--shuffle` a question's choices are
/// shown in an order drawn from the session's seed; the class answers by the number shown,
/// the progress keeps the lesson's own choice, and the saved session, the export, its
/// handout and its question sheet all show the same order.
@Suite("A fair quiz")
struct FairQuizTests {
  static let seeds: [UInt64] = [1, 2, 3, 42, 2024, 99_999] + Array(100...115)

  /// Every question of every built-in lesson, with its step index.
  static var questions: [(lesson: Lesson, step: Int)] {
    LessonLibrary.builtIn.flatMap { lesson in
      lesson.steps.indices.filter { !lesson.steps[$0].choices.isEmpty }.map { (lesson, $0) }
    }
  }

  @Test func noQuestionKeepsItsAnswerInOnePlaceWhenShuffled() {
    // For each question, some seed moves the right answer: no position is fixed by the file.
    for (lesson, step) in Self.questions {
      let choices = lesson.steps[step].choices.count
      let answer = lesson.steps[step].answer!
      let places = Set(
        Self.seeds.map {
          ChoiceOrder(seed: $0).shownNumber(of: answer, step: step, count: choices)
        })
      #expect(places.count > 1, "\(lesson.name) step \(step + 1): always at \(places)")
    }
    // Across the 35 questions one seed spreads the answers over every place.
    let order = ChoiceOrder(seed: 7)
    let shown = Self.questions.map { lesson, step in
      order.shownNumber(
        of: lesson.steps[step].answer!, step: step, count: lesson.steps[step].choices.count)
    }
    #expect(Set(shown).count >= 3, "\(shown)")
  }

  @Test func anOrderIsAPermutationAndTheSameForTheSameSeed() {
    for count in 2...6 {
      for step in 0..<10 {
        let order = ChoiceOrder(seed: 5).lessonChoices(step: step, count: count)
        #expect(order.sorted() == Array(1...count))
        #expect(order == ChoiceOrder(seed: 5).lessonChoices(step: step, count: count))
        for shown in 1...count {
          let choice = ChoiceOrder(seed: 5).lessonChoice(shown: shown, step: step, count: count)
          #expect(ChoiceOrder(seed: 5).shownNumber(of: choice, step: step, count: count) == shown)
        }
      }
    }
    #expect(ChoiceOrder.fileOrder.lessonChoices(step: 3, count: 4) == [1, 2, 3, 4])
  }

  /// `lesson` taught with `seed`'s order, each question answered right by the number shown.
  static func taughtRight(_ lesson: Lesson, seed: UInt64) -> Classroom {
    var settings = ScreenSettings(pacing: .instant)
    settings.choiceOrder = ChoiceOrder(seed: seed)
    var classroom = Classroom(lesson: lesson, settings: settings)
    for _ in lesson.steps {
      classroom.handle(.char("n"))
      let teaching = classroom.teaching
      if let answer = teaching.answer, teaching.question != nil {
        classroom.handle(.char(Character(String(answer))))
        classroom.handle(.char("n"))
      }
    }
    return classroom
  }

  @Test func theClassAnswersByTheNumberShownAndTheProgressKeepsTheLessonsChoice() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "today"))
    let classroom = Self.taughtRight(lesson, seed: 42)
    let questions = lesson.steps.filter { $0.answer != nil }.count
    #expect(classroom.score == (questions, questions))
    let progress = try #require(classroom.plan?.progress)
    for (index, choice) in progress.chosen.enumerated() where choice != nil {
      #expect(choice == lesson.steps[index].answer, "step \(index + 1)")
    }
  }

  @Test func theScreenShowsTheChoicesInTheShuffledOrder() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "today"))
    let step = try #require(lesson.steps.firstIndex { $0.choices.count >= 3 })
    var settings = ScreenSettings(pacing: .instant)
    // A seed that moves this question's first choice.
    let seed = try #require(
      (1...50).map(UInt64.init).first {
        ChoiceOrder(seed: $0).lessonChoices(step: step, count: lesson.steps[step].choices.count)
          .first != 1
      })
    settings.choiceOrder = ChoiceOrder(seed: seed)
    var classroom = Classroom(lesson: lesson, settings: settings)
    for _ in 0...step { classroom.handle(.char("n")) }
    let shown = classroom.teaching.choices
    let order = settings.choiceOrder.lessonChoices(
      step: step, count: lesson.steps[step].choices.count)
    #expect(shown == order.map { lesson.steps[step].choices[$0 - 1] })
    #expect(shown != lesson.steps[step].choices)
  }

  @Test func theExportTheHandoutAndTheSheetAgreeOnTheOrder() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "today"))
    let classroom = Self.taughtRight(lesson, seed: 42)
    let files = classroom.exportFiles()
    #expect(files.script.contains("# shuffle: 42"))
    #expect(ChoiceOrder.read(fromScript: files.script) == ChoiceOrder(seed: 42))
    let handout = files.handout("vclife-session.vcl")
    let sheet = try #require(files.questions("vclife-session.vcl", "vclife-session.md"))
    let order = ChoiceOrder(seed: 42)
    for (index, step) in lesson.steps.enumerated() where !step.choices.isEmpty {
      let shown = order.shown(step.choices, step: index)
      for (number, choice) in shown.enumerated() {
        #expect(handout.contains("\(number + 1). \(choice.en)"), "handout step \(index + 1)")
        #expect(sheet.contains("\(number + 1). \(choice.en)"), "sheet step \(index + 1)")
      }
      let answer = order.shownNumber(of: step.answer!, step: index, count: step.choices.count)
      #expect(handout.contains("The class answered \(answer): right."), "step \(index + 1)")
    }
  }

  @Test func aSavedSessionKeepsTheOrderAndTheAudience() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "today"))
    var classroom = Self.taughtRight(lesson, seed: 9)
    var settings = classroom.settings
    settings.audience = .student
    classroom.settings = settings
    let saved = SavedSession(of: classroom)
    let read = try #require(SavedSession.parse(saved.text))
    #expect(read.choiceOrder == ChoiceOrder(seed: 9))
    #expect(read.audience == .student)
    #expect(
      SavedSession.parse(saved.text.replacingOccurrences(of: "# shuffle: 9\n", with: ""))?
        .choiceOrder == .fileOrder)
  }
}

/// Homework and self-study: a question sheet without answers, each lesson's last score in
/// the menu, and a student's own voice.
@Suite("Homework")
struct HomeworkTests {
  @Test func theSheetAsksEveryQuestionAndAnswersNone() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "today"))
    let sheet = try #require(
      SessionExport.questionSheet(of: lesson, language: .en, scriptFile: "s.vcl"))
    for (index, step) in lesson.steps.enumerated() {
      #expect(sheet.contains("## Step \(index + 1) of \(lesson.steps.count)"))
      if let predict = step.predict {
        #expect(sheet.contains(predict.en.prefix(30)))
        // A question's narration is its answer: never on the sheet.
        #expect(!sheet.contains(step.say.en.prefix(40)), "step \(index + 1)")
      } else {
        #expect(sheet.contains(step.say.en.prefix(40)), "step \(index + 1)")
      }
    }
    #expect(!sheet.contains("right answer"))
    #expect(sheet.contains("`vclife --replay s.vcl`"))
    let questions = lesson.steps.filter { $0.predict != nil }.count
    #expect(sheet.components(separatedBy: "Your answer: ____").count - 1 == questions)
    let zh = try #require(SessionExport.questionSheet(of: lesson, language: .zh))
    #expect(zh.contains("你的答案：____") || zh.contains("你的答案: ____"))
    // A lesson that asks nothing has no sheet.
    var silent = lesson
    silent.steps = silent.steps.filter { $0.predict == nil }
    #expect(SessionExport.questionSheet(of: silent, language: .en) == nil)
  }

  @Test func scoresAreKeptWholeAndReadBack() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-scores-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var scores = LessonScores()
    scores.record("today", score: (3, 6))
    scores.record("caches", score: (0, 0))
    scores.record("today", score: (5, 6))
    scores.record("bad name\u{1B}", score: (1, 1))
    try scores.save(in: folder)
    let read = LessonScores.load(from: folder)
    #expect(read == scores)
    #expect(read["today"] == LessonScores.Score(right: 5, asked: 6))
    #expect(read["bad name\u{1B}"] == nil)
    // Nothing grows without bound: the oldest lessons go.
    for number in 0..<(LessonScores.maximumLessons + 10) {
      scores.record("lesson-\(number)", score: (1, 2))
    }
    #expect(scores.entries.count == LessonScores.maximumLessons)
    #expect(scores["today"] == nil)
    // A file that is not one vclife wrote is read as no scores.
    #expect(LessonScores.parse("today x y\nnot a line\ncaches 9 3\n") == LessonScores())
  }

  @Test func aFinishedLessonKeepsItsScoreForTheMenu() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "load-cycle"))
    var classroom = Classroom(lesson: lesson, pacing: .instant)
    var effects: [VCLifeClassroom.Effect] = []
    for _ in lesson.steps {
      effects += classroom.handle(.char("n"))
      if classroom.awaitsChoice {
        effects += classroom.handle(.char("1"))
        effects += classroom.handle(.char("n"))
      }
    }
    #expect(classroom.isFinishedLesson)
    #expect(effects.filter { $0 == .keepScores }.count == 1)
    let score = try #require(classroom.lessonScores["load-cycle"])
    #expect((score.right, score.asked) == classroom.score)
    classroom.handle(.char("M"))
    let menu = try #require(classroom.lessonMenuLayer)
    let mark = menu.scoreMark(of: lesson, check: "✓")
    #expect(mark == (score.asked > 0 ? "✓ \(score.right)/\(score.asked)" : "✓"))
  }

  @Test func aStudentAloneIsToldYouChose() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "today"))
    var settings = ScreenSettings(pacing: .instant)
    settings.audience = .student
    var classroom = Classroom(lesson: lesson, settings: settings)
    while !classroom.awaitsChoice { classroom.handle(.char("n")) }
    classroom.handle(.char(" "))
    #expect(classroom.view.message?.text.en.hasPrefix("First your answer") == true)
    classroom.handle(.char("3"))
    let handout = classroom.exportFiles().handout("s.vcl")
    #expect(handout.contains("*your answer*"))
    #expect(!handout.contains("the class"))
  }
}

extension Classroom {
  /// The lesson menu, when it is up.
  var lessonMenuLayer: LessonMenu? {
    if case .lessonMenu(let menu) = overlay { return menu }
    return nil
  }
}
