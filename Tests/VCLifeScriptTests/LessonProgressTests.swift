import Testing
import VCLifeCore
import VCLifeScript

/// A lesson's record: steps begun, choices made, and the score.
@Suite struct LessonProgressTests {
  static func lesson() throws -> Lesson {
    try #require(LessonLibrary.lesson(named: "memory-warnings"))
  }

  @Test func startsEmpty() throws {
    let progress = LessonProgress(lesson: try Self.lesson())
    #expect(progress.stepStarts.isEmpty && progress.chosen.isEmpty)
    #expect(progress.score == (0, 0))
  }

  @Test func recordsStepsAndChoices() throws {
    var progress = LessonProgress(lesson: try Self.lesson())
    progress.beginStep(atAction: 1)
    progress.choose(1)  // step 0 offers no choices: not recorded
    progress.beginStep(atAction: 2)
    progress.choose(3)
    progress.choose(1)  // a later choice replaces an earlier one
    #expect(progress.stepStarts == [1, 2])
    #expect(progress.chosen == [nil, 1])
    #expect(progress.score == (1, 1))
    #expect(progress.step(startingAtAction: 2) == 1)
    #expect(progress.step(startingAtAction: 3) == nil)
  }

  @Test func wrongAndUnansweredQuestions() throws {
    var progress = LessonProgress(lesson: try Self.lesson())
    progress.beginStep(atAction: 1)
    progress.beginStep(atAction: 2)
    progress.choose(2)  // "Detail's": wrong, List's view is the one unloaded
    #expect(progress.score == (0, 1))
    for action in 3...5 { progress.beginStep(atAction: action) }
    #expect(progress.score == (0, 1))  // step 4 asks, but is not answered yet
    progress.choose(2)  // "No; the view stays loaded": right
    #expect(progress.chosen == [nil, 2, nil, nil, 2])
    #expect(progress.score == (1, 2))
  }

  @Test func choicesOutsideTheStepAreIgnored() throws {
    var progress = LessonProgress(lesson: try Self.lesson())
    progress.choose(1)
    #expect(progress.chosen.isEmpty)
    progress.beginStep(atAction: 1)
    progress.beginStep(atAction: 2)
    progress.choose(0)
    progress.choose(5)
    #expect(progress.chosen == [nil, nil])
  }

  @Test func noStepsBeyondTheLesson() throws {
    let lesson = try Self.lesson()
    var progress = LessonProgress(lesson: lesson)
    for action in 0..<(lesson.steps.count + 3) { progress.beginStep(atAction: action) }
    #expect(progress.stepStarts.count == lesson.steps.count)
    #expect(progress.chosen.count == lesson.steps.count)
  }

  @Test func aWholeRun() throws {
    let lesson = try Self.lesson()
    let progress = LessonProgress(run: LessonRun(lesson), lesson: lesson)
    // The root is action 0; the steps' actions follow, step 3 has two (ios 6, push Detail).
    #expect(progress.stepStarts == [1, 2, 3, 4, 6, 7])
    #expect(progress.chosen == Array(repeating: nil, count: 6))
  }
}
