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

  @Test(arguments: cases) func theOutputIsTheRecordedOne(_ name: String) throws {
    let parts = name.split(separator: ".").map(String.init)
    let (base, lang, format) = (parts[0], parts[1], parts[2])
    let scripts = Self.fixtures.appendingPathComponent("scripts")
    var arguments = ["script"]
    if base.hasPrefix("lesson-") {
      arguments += ["--scenario", String(base.dropFirst("lesson-".count))]
    } else if FileManager.default.fileExists(
      atPath: scripts.appendingPathComponent(base + ".yaml").path)
    {
      arguments += ["--scenario", scripts.appendingPathComponent(base + ".yaml").path]
    }
    arguments += [
      "--format", format, "--lang", lang, scripts.appendingPathComponent(base + ".vcl").path,
    ]
    let expected = Self.fixtures.appendingPathComponent("expected").appendingPathComponent(name)
    let outcome = try vclife(arguments, input: Data())
    #expect(outcome.stdout == (try Data(contentsOf: expected)), "\(name)")
    let status = try String(
      contentsOf: expected.appendingPathExtension("status"), encoding: .utf8)
    #expect(String(outcome.status) == status.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
