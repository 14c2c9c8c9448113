import Foundation
import Testing

@testable import VCLifeClassroom

#if canImport(Glibc)
  import Glibc
#endif

/// Recordings played by the real asciinema client (PyPI's `asciinema`), in a tmux pane: the
/// terminal must be as it was afterwards (normal screen, cursor shown), for a headless
/// `vclife record` file as for a live `--record` one that a signal ended.
@Suite(
  .serialized,
  .enabled(
    if: LiveTmuxScreen.which("asciinema") != nil,
    "the asciinema client is not installed (pip install asciinema)"))
struct AsciinemaPlayTests {
  /// Runs its arguments with no signal blocked. The tmux server is started from a test
  /// runner's thread, whose blocked signals (SIGTTOU, SIGWINCH, …) every pane inherits;
  /// asciinema then hung at its first terminal mode change.
  static let unblocking =
    "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
    + "os.execvp(sys.argv[1], sys.argv[1:])"

  /// Every output event of an asciicast v2 file, written to the terminal at once.
  static let catting =
    "import json, sys\n"
    + "with open(sys.argv[1]) as f:\n"
    + "    next(f)\n"
    + "    for line in f:\n"
    + "        event = json.loads(line)\n"
    + "        if event[1] == 'o': sys.stdout.write(event[2])\n"
    + "sys.stdout.flush()\n"

  /// Plays `cast` with `asciinema play` (or, with `catting`, writes it out at once) in an 80×24 pane; returns tmux's `alternate_on` and `cursor_flag` once
  /// it has finished.
  static func stateAfterPlaying(_ cast: String, catting: Bool = false) async throws -> (
    alternate: String, cursor: String
  ) {
    let player = try #require(LiveTmuxScreen.which("asciinema"))
    // `cat` writes every output event's bytes at once, as `asciinema cat` does (which, in a
    // busy full test run, sometimes never started drawing in its pane).
    let command =
      catting
      ? "python3 -c \(LiveTmuxScreen.shellQuoted(Self.catting)) \(LiveTmuxScreen.shellQuoted(cast))"
      : "python3 -c \(LiveTmuxScreen.shellQuoted(Self.unblocking)) "
        + "\(LiveTmuxScreen.shellQuoted(player)) play -s 20 -i 0.2 "
        + "\(LiveTmuxScreen.shellQuoted(cast))"
    // In a busy full test run a pane has, now and then, never started its command: such a
    // pane stays blank, and a new pane is tried (three at most) before the test fails.
    var blank = ""
    for _ in 1...3 {
      let screen = try LiveTmuxScreen(command: command + "; echo PLAYED=$?; sleep 30")
      defer { screen.close() }
      let clock = ContinuousClock()
      let deadline = clock.now + .seconds(40)
      var after = screen.capture()
      while !after.contains("PLAYED=") && clock.now < deadline {
        try await Task.sleep(for: .milliseconds(100))
        after = screen.capture()
      }
      guard after.contains("PLAYED=") else {
        blank = after
        continue
      }
      #expect(after.contains("PLAYED=0"), "screen:\n\(after)")
      let flags = try screen.tmux([
        "display-message", "-p", "-t", screen.target, "#{alternate_on} #{cursor_flag}",
      ]).split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      return (flags.first ?? "", flags.last ?? "")
    }
    Issue.record("the play never ended in three panes; the last showed:\n\(blank)")
    throw LiveScreenFailure("the play never ended")
  }

  @Test func aHeadlessRecordingLeavesTheTerminalAsItFoundIt() async throws {
    let folder = try temporaryDirectory("asciinema")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/lesson.cast"
    let outcome = try vclife(
      ["record", "--lesson", "memory-warnings", "--speed", "16", path], input: Data())
    #expect(outcome.status == 0, "stderr: \(outcome.err)")
    // It was left in the alternate screen with the cursor hidden, by play as by cat.
    for catting in [true, false] {
      let state = try await Self.stateAfterPlaying(path, catting: catting)
      #expect(state.alternate == "0" && state.cursor == "1", "\(state)")
    }
  }

  @Test func aLiveRecordingEndedByAHangUpPlaysToACleanTerminal() async throws {
    let folder = try temporaryDirectory("asciinema-live")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let screen = try LiveTmuxScreen(
      arguments: ["--record", "live.cast", "--pacing", "instant"], directory: folder)
    defer { screen.close() }
    defer { try? FileManager.default.removeItem(atPath: screen.stateHome) }
    try await screen.waitFor("the start screen") { $0.contains("Controllers") }
    try screen.sendKeys("p")
    try await screen.waitFor("Photos pushed") { $0.contains(LiveScreenTests.loaded("Photos")) }
    #expect(kill(try screen.programID(), SIGHUP) == 0)
    try await screen.waitFor("the exit") { $0.contains("EXIT=") }
    let state = try await Self.stateAfterPlaying(folder + "/live.cast")
    #expect(state.alternate == "0" && state.cursor == "1", "\(state)")
  }
}
