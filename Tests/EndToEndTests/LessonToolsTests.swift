import Foundation
import Testing
import VCLifeScript

@testable import VCLifeClassroom

/// `vclife lessons --show` and `--check`: lessons as a teacher's material.
@Suite struct LessonToolsTests {
  @Test func showPrintsABuiltInLessonThatChecksAndParsesAgain() throws {
    let shown = try vclife("lessons", "--show", "load-cycle")
    #expect(shown.status == 0)
    let original = try #require(LessonLibrary.lesson(named: "load-cycle"))
    #expect(try Lesson.parse(shown.out, name: "copy") == original)
    let file = try temporaryFile(shown.out, suffix: ".yaml")
    let checked = try vclife("lessons", "--check", file.path)
    #expect(checked.status == 0, "\(checked.err)")
    #expect(checked.out.contains(": ok"))
  }

  @Test func checkReportsEveryProblemWithItsPlace() throws {
    let wrongExpect = try temporaryFile(
      """
      title: {en: Wrong, zh: 错}
      summary: {en: A wrong expectation., zh: 错误的预期。}
      root: nav A
      steps:
        - do: push B
          say: {en: B is pushed., zh: B 被推入。}
          expect: [B viewDidUnload]
        - do: pop
          say: {en: Back., zh: 返回。}
        - do: pop
          say: {en: Again., zh: 再次。}
      """, suffix: ".yaml")
    let badKey = try temporaryFile(
      "title: {en: T, zh: 题}\nsummary: {en: S, zh: 概}\nroot: nav A\nsteps:\n  - do: push B\n    sai: x\n",
      suffix: ".yaml")
    let result = try vclife("lessons", "--check", wrongExpect.path, badKey.path)
    #expect(result.status == 2)
    let lines = result.err.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("vclife: \(wrongExpect.path):5:1: step 1 expects") })
    #expect(lines.contains { $0.hasPrefix("vclife: \(wrongExpect.path):10:1: step 3 is refused") })
    #expect(lines.contains { $0.hasPrefix("vclife: \(badKey.path):6:") })
  }

  /// classroom-5: a file with an answer out of range, an unknown action, no summary and a
  /// wrong expectation took four runs; one run shows all four.
  @Test func checkShowsEveryProblemOfAFileInOneRun() throws {
    let file = try temporaryFile(
      """
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
      """, suffix: ".yaml")
    let result = try vclife("lessons", "--check", file.path)
    #expect(result.status == 2)
    let lines = result.err.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(result.err)")
    #expect(lines.contains { $0.hasPrefix("vclife: \(file.path):10:13: answer must be") })
    #expect(lines.contains { $0.hasPrefix("vclife: \(file.path):11:10: do: unknown action jump") })
    #expect(lines.contains { $0.hasSuffix("a lesson needs summary: {en: …, zh: …}") })
    #expect(lines.contains { $0.hasPrefix("vclife: \(file.path):13:1: step 3 expects") })
  }

  @Test func answersAllInOnePlaceAreAWarningAndTheFileIsStillGood() throws {
    let question = { (step: String) in
      """
        - do: push \(step)
          say: {en: Pushed., zh: 已推入。}
          predict: {en: Loaded?, zh: 加载了吗？}
          choices:
            - {en: 'Yes', zh: 是}
            - {en: 'No', zh: 否}
          answer: 1

      """
    }
    let file = try temporaryFile(
      "title: {en: T, zh: 题}\nsummary: {en: S, zh: 概}\nroot: nav A\nsteps:\n" + question("B")
        + question("C"), suffix: ".yaml")
    let result = try vclife("lessons", "--check", file.path)
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains(": ok"))
    #expect(
      result.err.hasPrefix(
        "vclife: \(file.path):5:1: warning: every one of the 2 questions is answered by choice 1"),
      "\(result.err)")
  }

  @Test func showOfAnUnknownLessonAndCheckWithoutFilesAreUsageErrors() throws {
    #expect(try vclife("lessons", "--show", "nope").status == 2)
    #expect(try vclife("lessons", "--check").status == 2)
  }
}
