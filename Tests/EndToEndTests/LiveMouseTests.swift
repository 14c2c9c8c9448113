import Foundation
import Testing

@testable import VCLifeClassroom

/// The mouse in a real terminal (a tmux pane): tmux passes the SGR (1006) reports curses asks
/// for, typed here as `send-keys -l` bytes, and shows in its format variables whether the
/// program left mouse reporting on.
@Suite(.serialized)
struct LiveMouseTests {
  /// 1 when the pane's program asked for mouse reports (SGR encoding), else 0.
  static func mouseFlags(_ screen: LiveTmuxScreen) throws -> String {
    try screen.tmux([
      "display-message", "-p", "-t", screen.target, "#{mouse_any_flag}#{mouse_sgr_flag}",
    ])
    .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test(.enabled(if: TestPlatform.isLinux, TestPlatform.procReason))
  func aClickSelectsTheWheelScrollsAndASignalTurnsReportsOff() async throws {
    let screen = try LiveTmuxScreen(arguments: ["--pacing", "instant", "--lang", "both"])
    defer { screen.close() }
    try await screen.waitFor("the start screen") { $0.contains("Albums") }
    #expect(try Self.mouseFlags(screen) == "11")
    try screen.sendKeys("p", "p")
    let pushed = try await screen.waitFor("Detail pushed") {
      $0.contains(LiveScreenTests.loaded("Detail"))
    }
    // The Albums row of the Controllers pane, 1-based for the report.
    let lines = pushed.split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(lines.firstIndex { $0.contains("Albums") && $0.hasPrefix("│ ") })
    try screen.tmux(["send-keys", "-t", screen.target, "-l", "\u{1b}[<0;8;\(row + 1)M"])
    try screen.tmux(["send-keys", "-t", screen.target, "-l", "\u{1b}[<0;8;\(row + 1)m"])
    try await screen.waitFor("Albums selected") {
      $0.split(separator: "\n").first?.contains("Albums") == true
    }
    let log = { (screen: String) in screen.split(separator: "\n").filter { $0.contains("Detail ") }
    }
    let before = try await screen.waitFor("the log") { !log($0).isEmpty }
    try screen.tmux(["send-keys", "-t", screen.target, "-l", "\u{1b}[<64;40;18M"])
    try await screen.waitFor("the log scrolled back") { log($0) != log(before) }
    // Clicks never act: still the two pushes' state, Detail on top.
    #expect(screen.capture().contains(LiveScreenTests.loaded("Detail")))

    #expect(kill(try screen.programID(), SIGTERM) == 0)
    try await screen.waitFor("the exit") { $0.contains("EXIT=143") }
    #expect(try Self.mouseFlags(screen) == "00")
  }

  @Test func noMouseLeavesTheMouseToTheTerminal() async throws {
    let screen = try LiveTmuxScreen(arguments: ["--no-mouse", "--lang", "zh"])
    defer { screen.close() }
    try await screen.waitFor("the start screen") { $0.contains("Albums") }
    #expect(try Self.mouseFlags(screen) == "00")
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
  }
}
