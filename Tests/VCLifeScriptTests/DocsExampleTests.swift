import Foundation
import Testing
import VCLifeCore

@testable import VCLifeScript

/// What the README and docs/ show is what vclife does: the lesson and scenario examples parse,
/// use every key their format has and tell the truth; the sample of `vclife script` output is
/// the output of its script; the version table is the simulator's own list.
@Suite struct DocsExampleTests {
  /// A file of the repository, by its path from the top.
  static func repositoryFile(_ path: String) throws -> String {
    try String(contentsOf: repositoryURL(path), encoding: .utf8)
  }

  static func repositoryURL(_ path: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(path)
  }

  /// The README, the man page and every page of docs/.
  static func documents() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: repositoryURL("docs").path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return ["README.md", "vclife.1"] + docs
  }

  /// The text of the first fenced block (```yaml, or ``` when `fence` says so) after `marker`.
  static func block(in text: String, after marker: String, fence: String = "```yaml\n") throws
    -> String
  {
    let section = try #require(text.components(separatedBy: marker).dropFirst().first, "\(marker)")
    return try #require(
      section.components(separatedBy: fence).dropFirst().first?.components(separatedBy: "```")
        .first)
  }

  /// Every place the README, the man page and docs/ spell the live `i` key's cycle spells the
  /// one list the simulator cycles through (SPEC §13.3: 16 is on it).
  @Test func theCycleIsSpelledAsTheSimulatorCyclesIt() throws {
    #expect(SystemBehavior.cycleText == "5 → 6 → 13 → 16 → 17 → 26")
    var spelled: Set<String> = []
    for name in try Self.documents() {
      let pieces = try Self.repositoryFile(name).components(separatedBy: "5 → 6 →").dropFirst()
      if !pieces.isEmpty { spelled.insert(name) }
      for piece in pieces {
        #expect(
          ("5 → 6 →" + piece).hasPrefix(SystemBehavior.cycleText), "\(name): \(piece.prefix(40))")
      }
    }
    #expect(spelled.isSuperset(of: ["README.md", "vclife.1", "docs/live-screen.md"]))
  }

  /// docs/versions.md's table "What changed since iOS 6" is the simulator's own list, row for
  /// row. With `UPDATE_GOLDEN=1` the table is written from the list.
  @Test func theVersionTableIsTheSimulatorsList() throws {
    let path = "docs/versions.md"
    let text = try Self.repositoryFile(path)
    let begin = "<!-- versions:begin -->\n"
    let end = "<!-- versions:end -->"
    let head = try #require(text.components(separatedBy: begin).first)
    let rest = try #require(text.components(separatedBy: begin).dropFirst().first)
    let table = try #require(rest.components(separatedBy: end).first)
    let tail = try #require(rest.components(separatedBy: end).dropFirst().first)
    let generated =
      "| version | what changed |\n|---|---|\n"
      + SystemBehavior.changes.map { "| \($0.version.rawValue) | \($0.change.en) |\n" }.joined()
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try (head + begin + generated + end + tail).write(
        to: Self.repositoryURL(path), atomically: true, encoding: .utf8)
      return
    }
    #expect(table == generated, "\(path)'s table; run with UPDATE_GOLDEN=1")
    // Every version the axis names after 6 is in it.
    #expect(
      SystemBehavior.allCases.filter { $0 > .iOS6 }.map(\.rawValue)
        == SystemBehavior.changes.map(\.version.rawValue))
  }

  @Test func theScriptSampleIsTheScriptsOutput() throws {
    let text = try Self.repositoryFile("docs/script.md")
    let section = try #require(text.components(separatedBy: "## A first run").dropFirst().first)
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

  /// The keys a YAML example writes (`key:` at the start of a line, after `- `, or in a flow
  /// mapping).
  static func keys(in yaml: String) -> Set<String> {
    Set(
      yaml.matches(of: /(?:^|[\s{,])(?:- )?([A-Za-z]+):/.anchorsMatchLineEndings()).map {
        String($0.output.1)
      })
  }

  @Test func theLessonExampleParsesUsesEveryKeyAndTellsTheTruth() throws {
    let yaml = try Self.block(
      in: try Self.repositoryFile("docs/lessons-and-scenarios.md"), after: "## Lesson files")
    let lesson = try Lesson.parse(yaml, name: "docs")
    #expect(lesson.name == "my-lesson")
    let step = try #require(lesson.steps.first)
    #expect(step.choices.count == 2 && step.answer == 1)
    #expect(LessonRun(lesson).missing(step.expect, inStep: 0).isEmpty)
    let written = Self.keys(in: yaml)
    for key in Lesson.ownKeys.union(LessonStep.keys).union(["root"]) {
      #expect(written.contains(key), "the lesson example lacks \(key):")
    }
  }

  @Test func theScenarioExampleParsesAndUsesEveryKey() throws {
    let page = try Self.repositoryFile("docs/lessons-and-scenarios.md")
    let yaml = try Self.block(in: page, after: "## Scenario files")
    let scenario = try Scenario.parse(yaml)
    #expect(scenario.templates.count == 3 && scenario.root != nil)
    #expect(scenario.templates["Albums"]?.memory.backingStore != nil)
    let written = Self.keys(in: yaml)
    for key in Scenario.sharedKeys.union(ScenarioTemplate.keys) {
      #expect(written.contains(key), "the scenario example lacks \(key):")
      // … and the table under it says what the key takes.
      #expect(page.contains("| `\(key)` |"), "the key table lacks \(key)")
    }
    // The example runs: the app launches, and a controller of it is pushed and popped.
    let run = ScriptRun(script: "push Compose\npop\n", scenario: scenario)
    #expect(!run.hasErrors)
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
