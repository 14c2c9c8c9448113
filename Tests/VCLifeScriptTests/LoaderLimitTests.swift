import Foundation
import Testing
import VCLifeCore
import VCLifeScript

/// What a small lesson or scenario file may ask for, and the byte-order mark the README says
/// is ignored.
@Suite struct LoaderLimitTests {
  @Test func aByteOrderMarkBeforeAScenarioOrALessonIsIgnored() throws {
    let scenario = try Scenario.parse("\u{FEFF}budget: 10MB\nroot: nav A\n")
    #expect(scenario.root == .navigation("A"))
    let lesson = try Lesson.parse("\u{FEFF}" + LessonTexts.minimal, name: "bom")
    #expect(lesson.steps.count == 1)
  }

  @Test func aLessonDoingMoreActionsThanTheLimitIsRefusedWithTheLimit() throws {
    // 2.6 MB of `push B, pop` once needed over a gigabyte to check.
    let actions = Array(repeating: "push B, pop", count: Lesson.maximumActions / 2 + 1)
      .joined(separator: ", ")
    let text = """
      title: {en: Many, zh: 多}
      summary: {en: Many., zh: 多。}
      root: nav A
      steps:
        - do: [\(actions)]
          say: {en: Many., zh: 多。}
      """
    let error = try #require(LessonTexts.failure(text))
    #expect(error.message.contains("at most \(Lesson.maximumActions)"), "\(error.message)")
    #expect(error.line == 5)
    // At the limit it is a lesson.
    let within = Array(repeating: "push B, pop", count: Lesson.maximumActions / 2)
      .joined(separator: ", ")
    let lesson = try Lesson.parse(
      text.replacingOccurrences(of: actions, with: within), name: "within")
    #expect(lesson.steps[0].actions.count == Lesson.maximumActions)
  }

  @Test func aLessonTextLongerThanTheLimitIsRefused() throws {
    let long = String(repeating: "a", count: Localized.maximumLength + 1)
    let error = try #require(
      LessonTexts.failure(LessonTexts.minimal.replacingOccurrences(of: "B is pushed.", with: long))
    )
    #expect(error.message.contains("say.en is longer than \(Localized.maximumLength)"))
  }
}
