import Foundation
import Testing
import VCLifeCore
import VCLifeScript

/// What the README shows is what vclife does: its lesson example runs, and its sample of
/// `vclife script` output is the output of its script.
@Suite struct ReadmeLessonTests {
  static func readme() throws -> String { try repositoryFile("README.md") }

  /// A file at the top of the repository.
  static func repositoryFile(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// Every place the README and the man page spell the live `i` key's cycle spells the one
  /// list the simulator cycles through (SPEC §13.3: 16 is on it).
  @Test func theCycleIsSpelledAsTheSimulatorCyclesIt() throws {
    #expect(SystemBehavior.cycleText == "5 → 6 → 13 → 16 → 17 → 26")
    for name in ["README.md", "vclife.1"] {
      let pieces = try Self.repositoryFile(name).components(separatedBy: "5 → 6 →").dropFirst()
      #expect(!pieces.isEmpty, "\(name) never spells the cycle")
      for piece in pieces {
        #expect(
          ("5 → 6 →" + piece).hasPrefix(SystemBehavior.cycleText), "\(name): \(piece.prefix(40))")
      }
    }
  }

  /// The README's "What changed since iOS 6" is the simulator's own list, row for row.
  @Test func theVersionTableIsTheSimulatorsList() throws {
    let text = try Self.readme()
    let section = try #require(
      text.components(separatedBy: "### What changed since iOS 6").dropFirst().first)
    let rows = section.split(separator: "\n").drop { !$0.hasPrefix("| version |") }.dropFirst(2)
      .prefix { $0.hasPrefix("|") }
      .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
    let expected = SystemBehavior.changes.map { [$0.version.rawValue, $0.change.en] }
    #expect(rows == expected)
    // Every version the axis names after 6 is in it.
    #expect(
      SystemBehavior.allCases.filter { $0 > .iOS6 }.map(\.rawValue) == rows.map { $0[0] })
  }

  @Test func theScriptSampleIsTheScriptsOutput() throws {
    let text = try Self.readme()
    let section = try #require(text.components(separatedBy: "## `vclife script`").dropFirst().first)
    let script = try #require(
      section.components(separatedBy: "printf '").dropFirst().first?
        .components(separatedBy: "' |").first)
    let sample = try #require(
      section.components(separatedBy: "(cut to 100 columns here):\n\n```\n").dropFirst().first?
        .components(separatedBy: "```").first)
    let output = TextReport.render(
      ScriptRun(script: script.replacingOccurrences(of: "\\n", with: "\n")))
    let lines = output.split(separator: "\n").map { String($0.prefix(100)).trimmingTrailingSpaces }
    let shown = sample.split(separator: "\n").map(String.init)
    #expect(shown.count > 5)
    for line in shown {
      #expect(lines.contains(line), "not in the output: \(line)")
    }
  }

  @Test func theReadmeExampleParsesAndTellsTheTruth() throws {
    let text = try Self.readme()
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

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
