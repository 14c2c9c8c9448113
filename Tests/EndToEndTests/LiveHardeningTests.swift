import Foundation
import Testing

@testable import VCLifeClassroom

#if canImport(Glibc)
  import Glibc
#endif

/// The live screen against what a trusted terminal never sends: a size beyond curses'
/// limits, a mouse report cut short, an input method's bytes while recording, and a signal
/// mid-session, which must still leave the session for `--resume` and a whole recording.
@Suite(.serialized)
struct LiveHardeningTests {
  @Test func aTerminalOfMoreThan32767RowsOrColumnsIsClampedNotACrash() async throws {
    let screen = try LiveTmuxScreen(arguments: ["--pacing", "instant"], checkingModes: true)
    defer { screen.close() }
    try await screen.waitFor("the start screen") { $0.contains("Controllers") }
    let tty = try screen.tmux(["display-message", "-p", "-t", screen.target, "#{pane_tty}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    // What a broken terminal or a deliberate stty says; curses keeps sizes in a short.
    for size in [["rows", "32768"], ["cols", "40000"], ["rows", "65535", "cols", "65535"]] {
      #expect(system("stty -F \(tty) \(size.joined(separator: " "))") == 0)
      try await Task.sleep(for: .milliseconds(700))
      try screen.sendKeys("p")
      try await Task.sleep(for: .milliseconds(300))
    }
    #expect(system("stty -F \(tty) rows 24 cols 80") == 0)
    try await screen.waitFor("the screen back at 80x24") { $0.contains("Controllers") }
    try screen.sendKeys("q")
    let after = try await screen.waitFor("the exit") { $0.contains("EXIT=") }
    #expect(LiveScreenTests.exitStatus(in: after) == 0, "screen:\n\(after)")
    #expect(after.contains("TTY=same"))
  }

  @Test func startingAt40000ColumnsDrawsTheTopLeftPart() async throws {
    let binary = try LiveTmuxScreen.binaryPath()
    let screen = try LiveTmuxScreen(
      command: "stty cols 40000; \(LiveTmuxScreen.shellQuoted(binary)) --pacing instant; "
        + "echo EXIT=$?; sleep 5")
    defer { screen.close() }
    // It starts (it said "curses could not start on terminal type 'xterm-256color'"); the
    // status line's start is in the pane's 80 columns.
    try await screen.waitFor("the start screen") { $0.contains("iOS 6+ │") }
    try screen.sendKeys("q")
    let after = try await screen.waitFor("the exit") { $0.contains("EXIT=") }
    #expect(LiveScreenTests.exitStatus(in: after) == 0, "screen:\n\(after)")
  }

  @Test func keysAfterAMouseReportCutShortAreNotSwallowed() async throws {
    let screen = try LiveTmuxScreen(arguments: ["--pacing", "instant"])
    defer { screen.close() }
    try await screen.waitFor("the start screen") { $0.contains("Controllers") }
    // ESC [ < 0 ; 5 with no final M: curses read on, blocking, until a letter came.
    try screen.tmux(["send-keys", "-t", screen.target, "-H", "1b", "5b", "3c", "30", "3b", "35"])
    try await Task.sleep(for: .milliseconds(200))
    try screen.sendKeys("p")
    try await screen.waitFor("Photos pushed by the p after the cut report") {
      $0.contains(LiveScreenTests.loaded("Photos"))
    }
    // A whole report after it still selects: the mouse is not broken by the cut one.
    try screen.sendKeys("q")
    let after = try await screen.waitFor("the exit") { $0.contains("EXIT=") }
    #expect(LiveScreenTests.exitStatus(in: after) == 0)
  }

  @Test func anInputMethodsCharactersUnderRecordAreKeysNotCommands() async throws {
    let folder = try temporaryDirectory("record-ime")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let screen = try LiveTmuxScreen(
      arguments: ["--record", "ime.cast", "--pacing", "instant"], directory: folder)
    defer { screen.close() }
    try await screen.waitFor("the start screen") { $0.contains("Controllers") }
    try screen.sendKeys("p")
    try await screen.waitFor("Photos pushed") { $0.contains(LiveScreenTests.loaded("Photos")) }
    // With the eighth bit dropped: ， was o (rotate), 、 was c (compare), Ã was C and Ctrl-C
    // (quit), 0xF1 was q.
    for typed in ["，", "、", "中", "Ã"] {
      try screen.sendKeys(typed)
      try await screen.waitFor("\(typed) said to be no key") { $0.contains("Unknown key \(typed)") }
    }
    try screen.tmux(["send-keys", "-t", screen.target, "-H", "f1"])
    try await Task.sleep(for: .milliseconds(300))
    let shown = screen.capture()
    #expect(!shown.contains("EXIT="), "the session ended:\n\(shown)")
    #expect(!shown.lowercased().contains("landscape"), "rotated:\n\(shown)")
    try screen.sendKeys("q")
    let after = try await screen.waitFor("the exit") { $0.contains("EXIT=") }
    #expect(LiveScreenTests.exitStatus(in: after) == 0)
  }

  @Test(arguments: [("TERM", SIGTERM), ("HUP", SIGHUP), ("INT", SIGINT)])
  func aSignalKeepsTheSessionAndAWholeRecording(name: String, number: Int32) async throws {
    let folder = try temporaryDirectory("record-signal")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let screen = try LiveTmuxScreen(
      arguments: ["--record", "live.cast", "--pacing", "instant"], directory: folder,
      checkingModes: true)
    defer { screen.close() }
    defer { try? FileManager.default.removeItem(atPath: screen.stateHome) }
    try await screen.waitFor("the start screen") { $0.contains("Controllers") }
    try screen.sendKeys("p")
    try await screen.waitFor("Photos pushed") { $0.contains(LiveScreenTests.loaded("Photos")) }
    #expect(kill(try screen.programID(), number) == 0)
    let after = try await screen.waitFor("the exit after SIG\(name)") { $0.contains("EXIT=") }
    #expect(LiveScreenTests.exitStatus(in: after) == 128 + Int(number), "screen:\n\(after)")
    #expect(after.contains("TTY=same"))

    // The session is kept for --resume, as q keeps it.
    let saved = try String(
      contentsOfFile: screen.stateHome + "/vclife/last-session.vcl", encoding: .utf8)
    #expect(saved.contains("push Photos"), "saved:\n\(saved)")
    // The recording is under its name, whole, and gives the player's terminal back.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["live.cast"])
    let cast = try CastFile(Data(contentsOf: URL(fileURLWithPath: folder + "/live.cast")))
    #expect(cast.endsWithTeardown)
    #expect(cast.output().contains("Photos"))
  }

  @Test func aRecordingIsOnDiskFrameByFrameWhileTheSessionRuns() async throws {
    let folder = try temporaryDirectory("record-asdrawn")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let screen = try LiveTmuxScreen(
      arguments: ["--record", "live.cast", "--pacing", "instant"], directory: folder)
    defer { screen.close() }
    try await screen.waitFor("the start screen") { $0.contains("Controllers") }
    try screen.sendKeys("p")
    try await screen.waitFor("Photos pushed") { $0.contains(LiveScreenTests.loaded("Photos")) }
    try await Task.sleep(for: .milliseconds(200))
    // Before the session ends, what is on screen is in the file (a kill -9 keeps it).
    let cast = try CastFile(Data(contentsOf: URL(fileURLWithPath: folder + "/live.cast")))
    #expect(cast.output().contains("Photos"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["live.cast"])
    try screen.sendKeys("q")
    try await screen.waitFor("the exit") { $0.contains("EXIT=0") }
  }
}
