import Foundation
import Testing

/// Every script in Fixtures/scripts, in every format and language, prints exactly what was
/// recorded in Fixtures/expected (by Fixtures/record.sh) and exits with the recorded status.
@Suite struct FixtureTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The recorded cases: each expected output file's name, `SCRIPT.LANG.FORMAT`.
  static let cases: [String] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: fixtures.appendingPathComponent("expected").path)) ?? []
    return names.filter { !$0.hasSuffix(".status") }.sorted()
  }()

  @Test func everyScriptHasEveryFormatAndLanguage() {
    let scripts =
      (try? FileManager.default.contentsOfDirectory(
        atPath: Self.fixtures.appendingPathComponent("scripts").path)) ?? []
    let count = scripts.filter { $0.hasSuffix(".vcl") }.count
    #expect(count >= 14)
    #expect(Self.cases.count == count * 9)
  }

  /// The arguments that run a case on its script file, and that file.
  static func arguments(for name: String, fromFile: Bool = false) -> ([String], URL) {
    let parts = name.split(separator: ".").map(String.init)
    let (base, lang, format) = (parts[0], parts[1], parts[2])
    let scripts = fixtures.appendingPathComponent("scripts")
    var arguments = ["script"]
    if base.hasPrefix("lesson-") {
      arguments += ["--scenario", String(base.dropFirst("lesson-".count))]
    } else if FileManager.default.fileExists(
      atPath: scripts.appendingPathComponent(base + ".yaml").path)
    {
      arguments += ["--scenario", scripts.appendingPathComponent(base + ".yaml").path]
    }
    arguments += ["--format", format, "--lang", lang]
    let script = scripts.appendingPathComponent(base + ".vcl")
    if fromFile { arguments.append(script.path) }
    return (arguments, script)
  }

  /// The recorded output of a case.
  static func expected(_ name: String) -> URL {
    fixtures.appendingPathComponent("expected").appendingPathComponent(name)
  }

  @Test(arguments: cases) func theOutputIsTheRecordedOne(_ name: String) throws {
    let (arguments, _) = Self.arguments(for: name, fromFile: true)
    let outcome = try vclife(arguments, input: Data())
    #expect(outcome.stdout == (try Data(contentsOf: Self.expected(name))), "\(name)")
    let status = try String(
      contentsOf: Self.expected(name).appendingPathExtension("status"), encoding: .utf8)
    #expect(String(outcome.status) == status.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
