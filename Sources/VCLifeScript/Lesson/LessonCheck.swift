import VCLifeCore

/// A teacher's lesson file checked without starting anything: it must parse, and every step
/// run against the simulator must show what its `expect:` says, with no refusal it did not
/// expect. The same rules the built-in lessons are tested by.
public enum LessonCheck {
  /// Every problem of a lesson text, each with its line and column (empty: the lesson is good).
  public static func problems(in text: String, name: String) -> [DocumentError] {
    let lesson: Lesson
    do {
      lesson = try Lesson.parse(text, name: name)
    } catch let error as DocumentError {
      return [error]
    } catch {
      return [DocumentError(line: 0, column: 0, message: "\(error)")]
    }
    let run = LessonRun(lesson)
    var problems: [DocumentError] = []
    for (index, step) in lesson.steps.enumerated() {
      for label in run.missing(step.expect, inStep: index) {
        problems.append(
          DocumentError(
            line: step.line, column: 1,
            message: "step \(index + 1) expects \(ControllerName.quoted(label)), which the "
              + "simulation does not show in this order; it shows: "
              + run.labels(ofStep: index).joined(separator: ", ")))
      }
      for refusal in run.refusals(ofStep: index) where !step.expect.contains(refusal) {
        problems.append(
          DocumentError(
            line: step.line, column: 1,
            message: "step \(index + 1) is refused (\(ControllerName.quoted(refusal))); "
              + "add it to expect: if the refusal is the point"))
      }
    }
    return problems
  }
}
