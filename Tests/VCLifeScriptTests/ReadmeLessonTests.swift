import Foundation
import Testing
import VCLifeCore
import VCLifeScript

/// The lesson printed in the README's lesson format section is a lesson that runs.
@Suite struct ReadmeLessonTests {
  @Test func theReadmeExampleParsesAndTellsTheTruth() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "A lesson file is YAML").last)
    let yaml = try #require(
      section.components(separatedBy: "```yaml\n").dropFirst().first?
        .components(separatedBy: "```").first)
    let lesson = try Lesson.parse(yaml, name: "readme")
    #expect(lesson.name == "my-lesson")
    let step = try #require(lesson.steps.first)
    #expect(step.choices.count == 2 && step.answer == 1)
    #expect(LessonRun(lesson).missing(step.expect, inStep: 0).isEmpty)
  }
}
