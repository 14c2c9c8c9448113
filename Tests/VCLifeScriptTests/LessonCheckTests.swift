import Testing
import VCLifeCore
import VCLifeScript

/// `vclife lessons --check`'s rules: every problem of a file at once, and a warning (not a
/// failure) when a lesson's right answers all sit in one position.
@Suite struct LessonCheckTests {
  /// A lesson with four mistakes of four kinds: an answer out of range, an unknown action,
  /// no summary, and an expectation the simulation does not show.
  static let fourMistakes = """
    title: {en: Four, zh: 四}
    root: nav A
    steps:
      - do: push B
        say: {en: B is pushed., zh: B 被推入。}
        predict: {en: Is B loaded?, zh: B 加载了吗？}
        choices:
          - {en: 'Yes', zh: 是}
          - {en: 'No', zh: 否}
        answer: 3
      - do: [jump B, push C]
        say: {en: Jump., zh: 跳。}
      - do: pop
        say: {en: Back., zh: 返回。}
        expect: [C viewDidUnload]
    """

  @Test func everyProblemOfAFileIsReportedAtOnce() throws {
    let report = LessonCheck.check(Self.fourMistakes, name: "four")
    #expect(report.problems.count == 4, "\(report.problems)")
    let messages = report.problems.map(\.description)
    #expect(messages[0] == "10:13: answer must be a whole number from 1 to 2")
    #expect(messages[1].hasPrefix("11:10: do: unknown action jump"))
    #expect(messages[2].hasSuffix("a lesson needs summary: {en: …, zh: …}"))
    // The run went on without the bad line: the pop of C is what step 3 shows.
    #expect(messages[3].hasPrefix("13:1: step 3 expects C viewDidUnload"))
    #expect(messages[3].contains("C viewWillDisappear:"))
    #expect(messages[3].hasSuffix("(step 2's unreadable do: line was left out)"))
    // Parsing stops at the first, as it always has.
    #expect(throws: DocumentError.self) { try Lesson.parse(Self.fourMistakes, name: "four") }
    #expect(report.warnings.isEmpty)
  }

  @Test func aGoodLessonHasNoProblems() {
    #expect(LessonCheck.check(LessonTexts.minimal, name: "minimal") == LessonCheck.Report())
  }

  /// Two questions, both answered by `first` and `second`.
  private static func twoQuestions(_ first: Int, _ second: Int) -> String {
    let question = { (answer: Int) in
      """
        - do: push B\(answer)x
          say: {en: Pushed., zh: 已推入。}
          predict: {en: Loaded?, zh: 加载了吗？}
          choices:
            - {en: 'Yes', zh: 是}
            - {en: 'No', zh: 否}
            - {en: Maybe, zh: 也许}
          answer: \(answer)

      """
    }
    return "title: {en: T, zh: 题}\nsummary: {en: S, zh: 概}\nroot: nav A\nsteps:\n"
      + question(first).replacingOccurrences(of: "x\n", with: "a\n")
      + question(second).replacingOccurrences(of: "x\n", with: "b\n")
  }

  @Test func answersAllInOnePositionAreAWarningNotAProblem() throws {
    let same = LessonCheck.check(Self.twoQuestions(2, 2), name: "same")
    #expect(same.problems.isEmpty, "\(same.problems)")
    let warning = try #require(same.warnings.first)
    #expect(same.warnings.count == 1)
    #expect(warning.line == 5)
    #expect(warning.message.hasPrefix("every one of the 2 questions is answered by choice 2"))
    #expect(LessonCheck.check(Self.twoQuestions(2, 3), name: "mixed").warnings.isEmpty)
    // One question is no pattern.
    #expect(LessonCheck.check(LessonTexts.minimal, name: "one").warnings.isEmpty)
  }

  /// classroom-5's finding: choice 2 was right in 24 of 35 built-in questions. No position
  /// may hold more than 40 % of them, and no lesson puts all its answers in one place.
  @Test func theBuiltInQuizIsFair() throws {
    var positions: [Int: Int] = [:]
    for lesson in LessonLibrary.builtIn {
      for answer in lesson.steps.compactMap(\.answer) { positions[answer, default: 0] += 1 }
    }
    let total = positions.values.reduce(0, +)
    #expect(total >= 36, "\(positions)")
    for (position, count) in positions {
      #expect(count * 100 <= total * 40, "choice \(position) is right \(count) times of \(total)")
    }
    for (name, text) in LessonLibrary.builtInTexts {
      let report = LessonCheck.check(text, name: name)
      #expect(report.problems.isEmpty && report.warnings.isEmpty, "\(name): \(report)")
    }
  }
}
