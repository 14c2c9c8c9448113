import VCLifeCore

/// A teacher's lesson file checked without starting anything: it must parse, and every step
/// run against the simulator must show what its `expect:` says, with no refusal it did not
/// expect. The same rules the built-in lessons are tested by. Every problem of a file is
/// reported at once, and a file that reads well can still get warnings.
public enum LessonCheck {
  /// What a check found: problems make the file unusable; warnings are only said.
  public struct Report: Sendable, Equatable {
    /// Every problem, each with its line and column (empty: the lesson is good).
    public var problems: [DocumentError] = []
    /// What a teacher should look at in a good lesson.
    public var warnings: [DocumentError] = []

    /// A report of these problems and warnings.
    public init(problems: [DocumentError] = [], warnings: [DocumentError] = []) {
      self.problems = problems
      self.warnings = warnings
    }
  }

  /// Every problem of a lesson text, each with its line and column (empty: the lesson is good).
  public static func problems(in text: String, name: String) -> [DocumentError] {
    check(text, name: name).problems
  }

  /// Every problem and warning of a lesson text.
  public static func check(_ text: String, name: String) -> Report {
    let reading = Lesson.read(text, name: name)
    var report = Report(problems: reading.problems)
    guard let lesson = reading.lesson, lesson.scenario.root != nil, !lesson.steps.isEmpty else {
      return report
    }
    // A step whose do: lost a line runs without it: what follows may differ from the file's
    // intent, and each later message says so.
    let firstGap = reading.stepsMissingActions.first
    let run = LessonRun(lesson)
    for (index, step) in lesson.steps.enumerated() {
      let caveat =
        firstGap.map { index >= $0 ? " (step \($0 + 1)'s unreadable do: line was left out)" : "" }
        ?? ""
      for label in run.missing(step.expect, inStep: index) {
        report.problems.append(
          DocumentError(
            line: step.line, column: 1,
            message: "step \(index + 1) expects \(ControllerName.quoted(label)), which the "
              + "simulation does not show in this order; it shows: "
              + run.labels(ofStep: index).joined(separator: ", ") + caveat))
      }
      for refusal in run.refusals(ofStep: index) where !step.expect.contains(refusal) {
        report.problems.append(
          DocumentError(
            line: step.line, column: 1,
            message: "step \(index + 1) is refused (\(ControllerName.quoted(refusal))); "
              + "add it to expect: if the refusal is the point" + caveat))
      }
    }
    report.warnings += answerPatternWarnings(lesson)
    return report
  }

  /// A warning when every scored question's right answer is the same choice: a class learns
  /// the position instead of the answer.
  static func answerPatternWarnings(_ lesson: Lesson) -> [DocumentError] {
    let scored = lesson.steps.filter { $0.answer != nil }
    guard scored.count > 1, let first = scored.first, let answer = first.answer,
      scored.allSatisfy({ $0.answer == answer })
    else { return [] }
    return [
      DocumentError(
        line: first.line, column: 1,
        message: "every one of the \(scored.count) questions is answered by choice \(answer); "
          + "a class learns the position, not the answer: put the right choices in different "
          + "places")
    ]
  }
}
