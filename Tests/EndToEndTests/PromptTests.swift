import Foundation
import Testing

/// At a terminal `vclife script` is a small prompt: `vclife> ` on standard error, `help`,
/// `quit`. Through a pipe there is no prompt, and `help` and `quit` are lines like others.
@Suite struct PromptTests {
  static let script = "/usr/bin/script"

  @Test func aPipeGetsNoPromptAndNoPromptCommands() throws {
    let outcome = try vclife("script", "--format", "jsonl", input: "root nav A\nhelp\nquit\n")
    // No prompt: standard error has only the two bad lines, as `vclife: <stdin>:LINE:…`.
    #expect(
      outcome.err.split(separator: "\n").map { $0.prefix(26) }
        == ["vclife: <stdin>:2:1: unkno", "vclife: <stdin>:3:1: unkno"], "\(outcome.err)")
    #expect(outcome.status == 1)
    let errors = try jsonLines(outcome.out).filter { $0["kind"] as? String == "error" }
    #expect(errors.map { $0["line"] as? Int } == [2, 3])
  }

  @Test(
    .enabled(if: TestPlatform.isLinux, TestPlatform.utilLinuxReason),
    .enabled(if: FileManager.default.isExecutableFile(atPath: script)))
  func aTerminalGetsThePromptOnStandardError() throws {
    let errors = try temporaryFile("")
    defer { try? FileManager.default.removeItem(at: errors) }
    // `script` runs the command on a pseudo-terminal, so its standard input is a terminal;
    // standard error goes to a file, so the prompt can be told from the report.
    let command = "'\(binary.path)' script --format jsonl 2>'\(errors.path)'"
    let outcome = try runOnPseudoTerminal(command, keys: ["root nav A\nfly\nhelp\nquit\npush C\n"])
    let err = try String(contentsOf: errors, encoding: .utf8)
    #expect(err.hasPrefix("vclife> "))
    #expect(err.contains("push NAME… | pop | popToRoot"))
    #expect(!outcome.contains("vclife> "))
    #expect(outcome.contains("\"name\":\"root nav A\""))
    #expect(outcome.contains("\"kind\":\"state\""))
    // quit ended the script: the line after it never ran.
    #expect(!outcome.contains("\"name\":\"push C\""))
    // The bad line is reported in place, as its own line's output, and the run goes on.
    let badLine = try #require(outcome.range(of: "\"name\":\"bad line\",\"line\":2"))
    let state = try #require(outcome.range(of: "\"kind\":\"state\""))
    #expect(badLine.upperBound < state.lowerBound)
  }
}
