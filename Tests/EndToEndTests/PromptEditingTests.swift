import Foundation
import Testing

/// At a terminal (standard input and standard error both on it) the `vclife>` prompt edits
/// lines with libedit: Ctrl-A goes to the start, ↑ brings back the line before, Backspace
/// deletes. Typed through a real pseudo-terminal, one keystroke group at a time.
@Suite struct PromptEditingTests {
  static let script = "/usr/bin/script"

  @Test(
    .enabled(if: TestPlatform.isLinux, TestPlatform.utilLinuxReason),
    .enabled(if: FileManager.default.isExecutableFile(atPath: script)))
  func linesAreEditedAndRecalled() throws {
    // Each group once the prompt waits for it, so libedit (not the terminal's line
    // discipline) sees the keys.
    let keys = [
      "root nav A\r",
      "ush B\u{01}p\r",  // typed without its p, Ctrl-A, p: "push B"
      "\u{1B}[A\u{7F}C\r",  // ↑ recalls "push B", Backspace, C: "push C"
      "\u{04}",  // Ctrl-D on an empty line ends the input
    ]
    let screen = try runOnPseudoTerminal(
      "LANG=C.UTF-8 '\(binary.path)' script --format jsonl", keys: keys, pause: 0.4,
      environment: ["TERM": "xterm"])
    #expect(screen.contains("\"name\":\"push B\""), "\(screen.suffix(1500))")
    #expect(screen.contains("\"name\":\"push C\""), "\(screen.suffix(1500))")
    #expect(!screen.contains("bad line"), "\(screen.suffix(1500))")
    #expect(screen.contains("\"kind\":\"state\""))
  }

  /// The lines typed are kept between runs: ↑ in a new run brings back the last run's line,
  /// and the history file holds a typed escape sequence escaped, never raw.
  @Test(
    .enabled(if: TestPlatform.isLinux, TestPlatform.utilLinuxReason),
    .enabled(if: FileManager.default.isExecutableFile(atPath: script)))
  func theHistoryIsKeptBetweenRuns() throws {
    let state = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-history-\(UUID().uuidString.prefix(8))").path
    defer { try? FileManager.default.removeItem(atPath: state) }
    let command = "LANG=C.UTF-8 '\(binary.path)' script --format jsonl"
    let environment = ["TERM": "xterm", "XDG_STATE_HOME": state]
    _ = try runOnPseudoTerminal(
      command, keys: ["root nav A\r", "new B\u{16}\u{1B}x\r", "push B\r", "\u{04}"], pause: 0.4,
      environment: environment)
    let kept = try String(
      contentsOfFile: state + "/vclife/prompt-history", encoding: .utf8)
    #expect(kept.hasSuffix("root nav A\nnew B\\u{1B}x\npush B\n"), "\(kept.debugDescription)")
    // A new run: ↑↑↑ recalls the first line, "root nav A"; then ↑↑ "push B", Backspace, C.
    let screen = try runOnPseudoTerminal(
      command,
      keys: ["\u{1B}[A\u{1B}[A\u{1B}[A\r", "\u{1B}[A\u{1B}[A\u{7F}C\r", "\u{04}"],
      pause: 0.4, environment: environment)
    #expect(screen.contains("\"name\":\"push C\""), "\(screen.suffix(1500))")
  }
}

/// At a terminal the text trace and the prompt's `help` fit its width, broken between words:
/// no row wider than the terminal, no name or number cut in two (the review found
/// `+2.0 MB  4.` / `5 MB` and `release-view-un` / `safe]` at 80 columns).
@Suite struct TerminalWidthTests {
  @Test(
    .enabled(if: TestPlatform.isLinux, TestPlatform.utilLinuxReason),
    .enabled(if: FileManager.default.isExecutableFile(atPath: PromptEditingTests.script)),
    arguments: [80, 60])
  func theTraceAndTheHelpFitTheTerminal(columns: Int) throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("width-\(UUID().uuidString.prefix(8)).vcl").path
    try "root nav Albums push Photos\nwarning\npop\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let trace = try runOnPseudoTerminal(
      "stty cols \(columns) rows 50; LANG=C.UTF-8 '\(binary.path)' script '\(file)'", keys: [],
      environment: ["TERM": "xterm"])
    let help = try runOnPseudoTerminal(
      "stty cols \(columns) rows 50; LANG=C.UTF-8 '\(binary.path)' script",
      keys: ["help\r", "\u{04}"],
      pause: 0.4, environment: ["TERM": "xterm"])
    for (name, text) in [("trace", trace), ("help", help)] {
      let rows = text.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
      #expect(rows.count > 10, "\(name): \(text)")
      for row in rows where !row.contains("vclife>") {
        #expect(row.count <= columns, "\(name) row wider than \(columns): \(row)")
        #expect(
          !row.hasSuffix(".") || !row.dropLast().last!.isNumber, "\(name) cut a number: \(row)")
      }
      let joined = rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      #expect(!joined.contains(" MB MB"))
      if name == "help" { #expect(joined.contains("release-view-unsafe"), "\(joined)") }
      if name == "trace" {
        #expect(joined.contains("-2.0 MB"), "\(joined)")
        #expect(joined.contains("(the iOS 6 guide's rule, kept in this simulator)"), "\(joined)")
      }
    }
  }
}
