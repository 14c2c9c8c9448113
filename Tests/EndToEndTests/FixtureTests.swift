import Foundation
import Testing
import VCLifeScript

/// Every script in Fixtures/scripts, in every format and language: the exit status recorded in
/// Fixtures/traces, and the output's structure (`FixtureStructure`: the recorded trace, the
/// columns, each event's reason from the narrator). A few outputs, chosen so that every format
/// and every language is pinned whole, must also be byte for byte those in Fixtures/expected.
/// Both are recorded by Fixtures/record.sh.
@Suite struct FixtureTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The outputs kept whole, `SCRIPT.LANG.FORMAT`: every format in every language once,
  /// worked case 4 in all three formats, bad lines and refusals, a lesson's scenario, tabs and
  /// a modal. Few, and chosen among short scripts, so that one narration sentence is in ten
  /// expected files at most, golden frames included (`NarrationSpreadTests`); record.sh lists
  /// the same.
  static let wholeCases = [
    "case04-ios5-warning.en.text", "case04-ios5-warning.zh.markdown",
    "case04-ios5-warning.both.jsonl", "errors.zh.text", "errors.en.markdown",
    "case09-present.en.jsonl", "lesson-out-of-memory.zh.jsonl",
    "lesson-memory-warnings.both.text", "case08-tabs.both.markdown",
  ]

  /// The scripts, by base name.
  static let scripts: [String] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: fixtures.appendingPathComponent("scripts").path)) ?? []
    return names.filter { $0.hasSuffix(".vcl") }.map { String($0.dropLast(4)) }.sorted()
  }()

  /// Every script in every language and format, `SCRIPT.LANG.FORMAT`.
  static let cases: [String] = scripts.flatMap { script in
    ReportLanguage.allCases.flatMap { language in
      ["text", "jsonl", "markdown"].map { "\(script).\(language.rawValue).\($0)" }
    }
  }

  @Test func everyScriptHasItsTraceAndEveryWholeOutputIsRecorded() throws {
    #expect(Self.scripts.count >= 14)
    let traces = try FileManager.default.contentsOfDirectory(
      atPath: Self.fixtures.appendingPathComponent("traces").path)
    #expect(Set(traces) == Set(Self.scripts.flatMap { ["\($0).trace", "\($0).status"] }))
    let whole = try FileManager.default.contentsOfDirectory(
      atPath: Self.fixtures.appendingPathComponent("expected").path)
    #expect(Set(whole) == Set(Self.wholeCases))
    let pairs = Set(
      Self.wholeCases.map { $0.split(separator: ".").dropFirst().joined(separator: ".") })
    #expect(pairs.count == 9)
  }

  /// The arguments that run a case on its script file, and that file.
  static func arguments(for name: String, fromFile: Bool = false) -> ([String], URL) {
    let (base, lang, format) = parts(of: name)
    var arguments = ["script"]
    if let scenario = scenario(of: base) { arguments += ["--scenario", scenario] }
    arguments += ["--format", format, "--lang", lang]
    let script = fixtures.appendingPathComponent("scripts").appendingPathComponent(base + ".vcl")
    if fromFile { arguments.append(script.path) }
    return (arguments, script)
  }

  /// A case's script, language and format.
  static func parts(of name: String) -> (base: String, lang: String, format: String) {
    let parts = name.split(separator: ".").map(String.init)
    return (parts[0], parts[1], parts[2])
  }

  /// The scenario a script runs on: `lesson-NAME` on the lesson NAME's, a script with a YAML
  /// file beside it on that file's.
  static func scenario(of base: String) -> String? {
    if base.hasPrefix("lesson-") { return String(base.dropFirst("lesson-".count)) }
    let yaml = fixtures.appendingPathComponent("scripts").appendingPathComponent(base + ".yaml")
    return FileManager.default.fileExists(atPath: yaml.path) ? yaml.path : nil
  }

  /// A recorded file of the fixtures.
  static func recorded(_ folder: String, _ name: String) throws -> String {
    try String(
      contentsOf: fixtures.appendingPathComponent(folder).appendingPathComponent(name),
      encoding: .utf8)
  }

  @Test(arguments: wholeCases) func theOutputIsTheRecordedOne(_ name: String) throws {
    let (arguments, _) = Self.arguments(for: name, fromFile: true)
    let outcome = try vclife(arguments, input: Data())
    #expect(outcome.out == (try Self.recorded("expected", name)), "\(name)")
  }

  @Test(arguments: cases) func theStatusAndStructureAreTheRecordedOnes(_ name: String) throws {
    let (arguments, script) = Self.arguments(for: name, fromFile: true)
    let (base, lang, format) = Self.parts(of: name)
    let outcome = try vclife(arguments, input: Data())
    let status = try Self.recorded("traces", base + ".status")
    #expect(String(outcome.status) == status.trimmingCharacters(in: .whitespacesAndNewlines))
    let run = try FixtureRun(
      script: String(contentsOf: script, encoding: .utf8), scenario: Self.scenario(of: base))
    let problems = FixtureStructure.problems(
      in: outcome.out, format: format, language: try #require(ReportLanguage(rawValue: lang)),
      run: run, trace: try Self.recorded("traces", base + ".trace"))
    #expect(problems.isEmpty, "\(name): \(problems.prefix(5))")
    // The rest (headings, labels, the state at the end) as the library writes it in process:
    // its words are pinned by the whole outputs and the report tests.
    #expect(
      outcome.out == run.report(format, try #require(ReportLanguage(rawValue: lang))), "\(name)")
  }
}
