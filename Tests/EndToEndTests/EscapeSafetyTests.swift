import Foundation
import Testing

/// Nothing a script, file name or option holds may reach the terminal as a raw control
/// character: ESC (0x1B) could move the cursor, recolour or retitle the user's terminal.
@Suite struct EscapeSafetyTests {
  static let hostile =
    "root nav A\npush B\u{1B}[2J\u{1B}]0;pwned\u{07}\nnew \u{1B}[31mRed\npresent M\u{9B}H\n"

  @Test(arguments: ["text", "jsonl", "markdown"])
  func controlCharactersInAScriptNeverAppearRaw(format: String) throws {
    let outcome = try vclife("script", "--format", format, input: Self.hostile)
    #expect(outcome.status == 1)
    #expect(!outcome.stdout.contains(0x1B))
    #expect(!outcome.stderr.contains(0x1B))
    #expect(!outcome.stdout.contains(0x07))
    // C1 CSI (U+009B) is 0xC2 0x9B in UTF-8.
    #expect(outcome.stdout.range(of: Data([0xC2, 0x9B])) == nil)
    #expect(outcome.out.contains("1B") || outcome.out.contains("1b"))
  }

  @Test func theTextNamesTheEscapedName() throws {
    let outcome = try vclife("script", input: Self.hostile)
    #expect(outcome.out.contains("B\\u{1B}[2J\\u{1B}]0;pwned\\u{7}"))
  }

  @Test func aFileNameWithEscapeIsNotEchoedRaw() throws {
    let outcome = try vclife("script", "/nonexistent/\u{1B}[2Jscript.txt")
    #expect(outcome.status == 2)
    #expect(!outcome.hasEscape)
    #expect(outcome.err.contains("\\u{1B}[2Jscript.txt"))
  }

  @Test func aScenarioWithEscapeInANameIsNotEchoedRaw() throws {
    let scenario = try temporaryFile("controllers:\n  - name: \"A\\e[2J\"\n", suffix: ".yaml")
    defer { try? FileManager.default.removeItem(at: scenario) }
    let outcome = try vclife("script", "--scenario", scenario.path, input: "")
    #expect(outcome.status == 2)
    #expect(!outcome.hasEscape)
    #expect(outcome.err.contains(":2:11: the name A\\u{1B}[2J contains control characters"))
  }

  @Test func anOptionWithEscapeIsNotEchoedRaw() throws {
    let outcome = try vclife("script", "--\u{1B}[2J", input: "")
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(!outcome.hasEscape)
  }

  /// A TERM with control characters is quoted as every other message quotes a name.
  @Test(.enabled(if: TestPlatform.isLinux, TestPlatform.utilLinuxReason))
  func aTermWithEscapeIsQuotedAsEveryNameIs() throws {
    let term = "xterm-256color\u{1B}]52;c;cHduZWQ=\u{07}"
    let shown = try runOnPseudoTerminal("'\(binary.path)'", keys: [], environment: ["TERM": term])
    #expect(!shown.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(shown)")
    #expect(shown.contains("'xterm-256color\\u{1B}]52;c;cHduZWQ=\\u{7}' is not in the terminfo"))
  }
}
