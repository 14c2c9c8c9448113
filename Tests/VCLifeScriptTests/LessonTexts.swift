import Testing
import VCLifeScript

/// The lesson texts and the failure helper the lesson-format tests share.
enum LessonTexts {
  /// The smallest good lesson: one step that pushes B.
  static let minimal = """
    title: {en: Hello, zh: 你好}
    summary: {en: A push., zh: 一次推送。}
    root: nav A
    steps:
      - do: push B
        say: {en: B is pushed., zh: B 被推送。}
        expect: [B loadView]
    """

  /// The error a lesson text must fail with; records an issue when it parses.
  static func failure(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> DocumentError? {
    do {
      _ = try Lesson.parse(text, name: "test")
      Issue.record("the lesson parsed", sourceLocation: sourceLocation)
    } catch let error as DocumentError {
      return error
    } catch {
      Issue.record("not a DocumentError: \(error)", sourceLocation: sourceLocation)
    }
    return nil
  }
}
