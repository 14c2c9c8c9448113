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

  @Test func showOfAnUnknownLessonAndCheckWithoutFilesAreUsageErrors() throws {
    #expect(try vclife("lessons", "--show", "nope").status == 2)
    #expect(try vclife("lessons", "--check").status == 2)
  }
}
