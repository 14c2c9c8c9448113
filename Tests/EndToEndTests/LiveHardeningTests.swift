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
        + "echo EXIT=$?; sleep 60")
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

  /// A resize while a paste of keys is being read, undone before the paste is over: the
  /// frames drawn meanwhile went to the other size, so the screen must be painted whole again
  /// (it stayed garbled: the size curses knew was right again, and nothing repainted).
  @Test func aResizeUndoneWhileKeysAreReadStillRepaintsTheScreen() async throws {
    let screen = try LiveTmuxScreen(arguments: ["--pacing", "instant"])
    defer { screen.close() }
    try await screen.waitFor("the start screen") { $0.contains("Controllers") }
    let keys = try temporaryFile(String(repeating: "pbwo", count: 600))
    defer { try? FileManager.default.removeItem(at: keys) }
    try screen.tmux(["load-buffer", keys.path])
    try screen.tmux(["paste-buffer", "-r", "-t", screen.target])
    try await Task.sleep(for: .milliseconds(200))
    try screen.tmux(["resize-window", "-t", screen.target, "-x", "60", "-y", "20"])
    try await Task.sleep(for: .milliseconds(150))
    try screen.tmux(["resize-window", "-t", screen.target, "-x", "80", "-y", "24"])
    // A key that changes only the status row, read after the whole paste.
    try screen.sendKeys("G")
    let shown = try await screen.waitFor("the paste read to its end", timeout: .seconds(60)) {
      $0.contains("Unknown key G")
    }
    try screen.sendKeys("C-l")
    try await Task.sleep(for: .milliseconds(500))
    let repainted = screen.capture()
    // The status row aside (Ctrl-L is a key too), the screen was already as a repaint draws it.
    let body = { (screen: String) in
      screen.split(separator: "\n").dropLast().joined(separator: "\n")
    }
    #expect(body(shown) == body(repainted), "before Ctrl-L:\n\(shown)\nafter:\n\(repainted)")
    #expect(shown.contains("Controllers"))
  }

  /// Memory that runs out (a `ulimit -v` a little above what the screen needs at 80×24, then
  /// a 1000×1000 terminal) ends with the runtime's abort; its message, written while the
  /// alternate screen showed, is on the shell's screen once the terminal is given back.
  @Test(.enabled(if: TestPlatform.isLinux, TestPlatform.procReason))
  func anOutOfMemoryAbortLeavesItsMessageReadable() async throws {
    let baseline = try LiveTmuxScreen(arguments: ["--pacing", "instant"])
    try await baseline.waitFor("the start screen") { $0.contains("Controllers") }
    let status = try String(
      contentsOfFile: "/proc/\(try baseline.programID())/status", encoding: .utf8)
    baseline.close()
    let size = try #require(
      status.split(separator: "\n").first { $0.hasPrefix("VmSize:") }?
        .split(separator: " ").dropFirst().first.flatMap { Int($0) })
    let binary = LiveTmuxScreen.shellQuoted(try LiveTmuxScreen.binaryPath())
    let screen = try LiveTmuxScreen(
      command: "ulimit -c 0; ulimit -v \(size + 60_000); before=$(stty -g); "
        + "\(binary) --pacing instant; status=$?; "
        + "[ \"$(stty -g)\" = \"$before\" ] && echo TTY=same || echo TTY=changed; "
        + "echo EXIT=$status; sleep 60")
    defer { screen.close() }
    try await screen.waitFor("the start screen") { $0.contains("Controllers") }
    try screen.sendKeys("p", "p")
    try await screen.waitFor("Detail pushed") { $0.contains(LiveScreenTests.loaded("Detail")) }
    try screen.tmux(["resize-window", "-t", screen.target, "-x", "1000", "-y", "1000"])
    try await Task.sleep(for: .seconds(1))
    try screen.tmux(["resize-window", "-t", screen.target, "-x", "80", "-y", "24"])
    let after = try await screen.waitFor("the exit", timeout: .seconds(20)) {
      $0.contains("EXIT=")
    }
    #expect(LiveScreenTests.exitStatus(in: after) == 128 + Int(SIGABRT), "screen:\n\(after)")
    // The runtime's backtrace may follow the message (the statically linked runtime prints
    // one): the message is then above it, in the shell's scrollback.
    let scrolled = try screen.tmux(["capture-pane", "-p", "-S", "-500", "-t", screen.target])
    #expect(
      scrolled.contains("Fatal error: failed to allocate"), "message lost; screen:\n\(scrolled)")
    #expect(after.contains("TTY=same"))
  }

  /// `--record` past `ulimit -f`: the class is told the recording stopped, the session goes
  /// on, `q` keeps it and says why the file ends early (SIGXFSZ ended everything, the
  /// terminal left raw).
  @Test func aRecordingPastTheFileSizeLimitStopsAndTheSessionGoesOn() async throws {
    let folder = try temporaryDirectory("record-fsize")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let binary = LiveTmuxScreen.shellQuoted(try LiveTmuxScreen.binaryPath())
    let screen = try LiveTmuxScreen(
      command: "cd \(LiveTmuxScreen.shellQuoted(folder)); ulimit -f 40; before=$(stty -g); "
        + "env --default-signal=XFSZ \(binary) --record r.cast --pacing instant; status=$?; "
        + "[ \"$(stty -g)\" = \"$before\" ] && echo TTY=same || echo TTY=changed; "
        + "echo EXIT=$status; sleep 60")
    defer { screen.close() }
    defer { try? FileManager.default.removeItem(atPath: screen.stateHome) }
    try await screen.waitFor("the start screen") { $0.contains("Controllers") }
    // One key at a time: the message shows until the next key.
    var stopped = false
    for key in Array(repeating: ["p", "b"], count: 100).joined() where !stopped {
      try screen.sendKeys(key)
      try await Task.sleep(for: .milliseconds(100))
      stopped = screen.capture().contains("The recording stopped")
    }
    #expect(stopped, "the recording never said it stopped:\n\(screen.capture())")
    try screen.sendKeys("p")
    try await screen.waitFor("the session going on") {
      $0.contains(LiveScreenTests.loaded("Photos"))
    }
    try screen.sendKeys("q")
    let after = try await screen.waitFor("the exit") { $0.contains("EXIT=") }
    // Exit 2, as every output that cannot be written (`vclife script`, `record`, help).
    #expect(LiveScreenTests.exitStatus(in: after) == 2, "screen:\n\(after)")
    #expect(after.contains("File too large"), "screen:\n\(after)")
    #expect(after.contains("TTY=same"))
    let saved = try String(
      contentsOfFile: screen.stateHome + "/vclife/last-session.vcl", encoding: .utf8)
    #expect(saved.contains("push Photos"))
  }

  /// A report longer than any terminal sends (garbage, or hostile bytes) is read to its end
  /// and dropped: its digits tapped tabs and its final `M` opened the lesson menu.
  @Test func anOverlongMouseReportIsDroppedWholeNotReadAsKeys() async throws {
    let screen = try LiveTmuxScreen(arguments: ["--pacing", "instant"])
    defer { screen.close() }
    try await screen.waitFor("the start screen") { $0.contains("Controllers") }
    try screen.tmux([
      "send-keys", "-t", screen.target, "-l", "\u{1b}[<0;50;11111111111111111111;5M",
    ])
    try screen.sendKeys("p")
    let pushed = try await screen.waitFor("Photos pushed by the p after the report") {
      $0.contains(LiveScreenTests.loaded("Photos"))
    }
    #expect(!pushed.contains("Lessons"), "the lesson menu opened:\n\(pushed)")
    #expect(!pushed.contains("Unknown key"), "part of the report was read as keys:\n\(pushed)")
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

  /// A signal keeps the session and a whole recording. A crash, or a second signal while the
  /// first one's session is being kept, ends the process at once; the recording still ends
  /// with the terminal's teardown (the release build's guard once had no recording in the
  /// copy the handler read).
  @Test(arguments: [
    ("TERM", [SIGTERM], true), ("HUP", [SIGHUP], true), ("INT", [SIGINT], true),
    ("SEGV", [SIGSEGV], false), ("ABRT", [SIGABRT], false), ("ILL", [SIGILL], false),
    ("TERM then HUP", [SIGTERM, SIGHUP], false),
  ])
  func aSignalOrACrashLeavesAWholeRecording(name: String, signals: [Int32], keepsSession: Bool)
    async throws
  {
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
    let program = try screen.programID()
    // Sent at once, the second is pending with the first (two of one kind would be one); it
    // may also come after the process has ended.
    #expect(kill(program, signals[0]) == 0)
    for signal in signals.dropFirst() { kill(program, signal) }
    let after = try await screen.waitFor("the exit after SIG\(name)") { $0.contains("EXIT=") }
    let statuses = Set(signals.map { 128 + Int($0) })
    #expect(LiveScreenTests.exitStatus(in: after).map(statuses.contains) == true, "\(after)")
    #expect(after.contains("TTY=same"))

    if keepsSession {
      // The session is kept for --resume, as q keeps it.
      let saved = try String(
        contentsOfFile: screen.stateHome + "/vclife/last-session.vcl", encoding: .utf8)
      #expect(saved.contains("push Photos"), "saved:\n\(saved)")
    }
    // The recording is under its name, whole, and gives the player's terminal back.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["live.cast"])
    let cast = try CastFile(Data(contentsOf: URL(fileURLWithPath: folder + "/live.cast")))
    #expect(cast.endsWithTeardown, "the cast's last event is no teardown")
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
