import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `vclife>` prompt on a terminal (tmux) against signals: libedit puts the terminal's
/// modes back itself only for INT, TERM, HUP and QUIT; for every other signal that ends the
/// process the guard does, and the shell gets its echo and line editing back. SIGXFSZ is
/// ignored, and the prompt goes on.
@Suite(.serialized)
struct PromptSignalTests {
  static let signals: [(name: String, number: Int32)] = {
    var signals: [(String, Int32)] = [
      ("INT", SIGINT), ("TERM", SIGTERM), ("HUP", SIGHUP), ("QUIT", SIGQUIT), ("PIPE", SIGPIPE),
      ("USR1", SIGUSR1), ("ALRM", SIGALRM), ("XCPU", SIGXCPU), ("SYS", SIGSYS),
    ]
    #if os(Linux)
      signals.append(("PWR", SIGPWR))
    #endif
    return signals
  }()

  @Test(.enabled(if: TestPlatform.isLinux, TestPlatform.procReason), arguments: signals.map(\.name))
  func thePromptGivesTheTerminalItsModesBack(name: String) async throws {
    let number = try #require(Self.signals.first { $0.name == name }?.number)
    // Twice at most, and only when the tmux server itself is gone (nothing to capture, no
    // session): under a full parallel run it once vanished after the signal. A vclife that
    // stays at its prompt, or ends with another status, fails the first time.
    for attempt in 1...2 {
      let screen = try Self.prompt()
      defer { screen.close() }
      try screen.sendKeys("root nav A", "Enter")
      // The line's trace, then the prompt again: libedit has the terminal in its own modes.
      try await screen.waitFor("the prompt after a line") {
        $0.contains("viewDidAppear") && Self.lastLine(of: $0).hasPrefix("vclife>")
      }
      #expect(kill(try screen.programID(), number) == 0)
      if attempt == 1, try await Self.serverWentAway(screen, before: "EXIT=") { continue }
      let after = try await screen.waitFor("an exit status after SIG\(name)") {
        $0.contains("EXIT=")
      }
      #expect(LiveScreenTests.exitStatus(in: after) == 128 + Int(number), "screen:\n\(after)")
      #expect(after.contains("TTY=same"), "terminal modes not given back; screen:\n\(after)")
      return
    }
  }

  @Test(.enabled(if: TestPlatform.isLinux, TestPlatform.procReason))
  func thePromptIgnoresTheFileSizeSignal() async throws {
    let screen = try Self.prompt()
    defer { screen.close() }
    try await screen.waitFor("the prompt") { $0.contains("vclife>") }
    #expect(kill(try screen.programID(), SIGXFSZ) == 0)
    try screen.sendKeys("root nav A", "Enter")
    try await screen.waitFor("the line's trace after SIGXFSZ") { $0.contains("viewDidAppear") }
    try screen.sendKeys("quit", "Enter")
    let after = try await screen.waitFor("the exit") { $0.contains("EXIT=") }
    #expect(LiveScreenTests.exitStatus(in: after) == 0, "screen:\n\(after)")
    #expect(after.contains("TTY=same"))
  }

  /// `vclife script` in a pane whose shell prints whether the terminal's modes came back and
  /// the exit status. The shell survives the signals libedit passes on to the whole process
  /// group (`kill(0, …)`), as an interactive shell does.
  static func prompt() throws -> LiveTmuxScreen {
    let binary = LiveTmuxScreen.shellQuoted(try LiveTmuxScreen.binaryPath())
    return try LiveTmuxScreen(
      command: "trap 'true' INT TERM HUP QUIT; ulimit -c 0; before=$(stty -g); \(binary) script; "
        + "status=$?; [ \"$(stty -g)\" = \"$before\" ] && echo TTY=same || echo TTY=changed; "
        + "echo EXIT=$status; sleep 60")
  }

  /// Polls for `text` as ``LiveTmuxScreen/waitFor(_:timeout:_:sourceLocation:)`` does, and
  /// answers true only when the tmux server went away before it came (no issue recorded).
  static func serverWentAway(_ screen: LiveTmuxScreen, before text: String) async throws -> Bool {
    let deadline = ContinuousClock.now + .seconds(20)
    while ContinuousClock.now < deadline {
      if screen.capture().contains(text) { return false }
      if screen.serverIsGone { return true }
      try await Task.sleep(for: .milliseconds(50))
    }
    return false
  }

  static func lastLine(of screen: String) -> Substring {
    screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) } ?? ""
  }
}
