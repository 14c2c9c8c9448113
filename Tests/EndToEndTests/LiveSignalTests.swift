import Foundation
import Testing

@testable import VCLifeClassroom

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every signal that ends the live screen gives the terminal back (modes as before, the
/// normal screen), keeps the session for `--resume` when it is no crash, ends the process as
/// the signal does (a shell shows 128 + its number), and lets no crash reporter write over
/// the screen or wait for a key. SIGXFSZ is ignored instead (a write past `ulimit -f` fails
/// and is said). Run against the release binary too (`make test-release`): an optimized
/// build once kept four copies of the guard's state and exited 0.
@Suite(.serialized)
struct LiveSignalTests {
  static let crashes: Set<String> = ["SEGV", "BUS", "ILL", "FPE", "ABRT", "TRAP"]

  static let signals: [(name: String, number: Int32)] = {
    var signals: [(String, Int32)] = [
      ("HUP", SIGHUP), ("INT", SIGINT), ("QUIT", SIGQUIT), ("TERM", SIGTERM),
      ("USR1", SIGUSR1), ("USR2", SIGUSR2), ("ALRM", SIGALRM), ("PIPE", SIGPIPE),
      ("XCPU", SIGXCPU), ("VTALRM", SIGVTALRM), ("PROF", SIGPROF), ("SYS", SIGSYS),
      ("SEGV", SIGSEGV), ("BUS", SIGBUS), ("ILL", SIGILL), ("FPE", SIGFPE),
      ("ABRT", SIGABRT), ("TRAP", SIGTRAP),
    ]
    #if os(Linux)
      signals += [("PWR", SIGPWR), ("STKFLT", SIGSTKFLT), ("IO", SIGIO)]
      signals += [("RTMIN", __libc_current_sigrtmin()), ("RTMAX", __libc_current_sigrtmax())]
    #endif
    return signals
  }()

  @Test(.enabled(if: TestPlatform.isLinux, TestPlatform.procReason), arguments: signals.map(\.name))
  func aSignalRestoresTheTerminalKeepsTheSessionAndEndsAsTheSignalSays(name: String)
    async throws
  {
    let number = try #require(Self.signals.first { $0.name == name }?.number)
    let screen = try LiveTmuxScreen(arguments: ["--pacing", "instant"], checkingModes: true)
    defer { screen.close() }
    defer { try? FileManager.default.removeItem(atPath: screen.stateHome) }
    try await screen.waitFor("the start screen") {
      $0.contains("Controllers") && $0.contains("Memory")
    }
    try screen.sendKeys("p")
    try await screen.waitFor("Photos pushed") { $0.contains(LiveScreenTests.loaded("Photos")) }
    #expect(kill(try screen.programID(), number) == 0)
    // Within the default 10 s: the runtime's crash reporter waited 30 s for a key.
    let after = try await screen.waitFor("an exit status after SIG\(name)") {
      $0.contains("EXIT=")
    }
    #expect(LiveScreenTests.exitStatus(in: after) == 128 + Int(number), "screen:\n\(after)")
    #expect(after.contains("TTY=same"), "terminal modes changed; screen:\n\(after)")
    #expect(!after.contains("Controllers"), "panes still on screen:\n\(after)")
    #expect(!after.contains("Backtrac"), "a crash report reached the screen:\n\(after)")
    guard !Self.crashes.contains(name) else { return }
    let saved = try? String(
      contentsOfFile: screen.stateHome + "/vclife/last-session.vcl", encoding: .utf8)
    #expect(saved?.contains("push Photos") == true, "not kept after SIG\(name): \(saved ?? "")")
  }

  /// The lesson menu (`vclife lessons` at a terminal) ends on a signal as the live screen does.
  @Test(.enabled(if: TestPlatform.isLinux, TestPlatform.procReason), arguments: ["TERM", "XCPU"])
  func theLessonMenuEndsAsTheSignalSays(name: String) async throws {
    let number = try #require(Self.signals.first { $0.name == name }?.number)
    let screen = try LiveTmuxScreen(arguments: ["lessons"], checkingModes: true)
    defer { screen.close() }
    try await screen.waitFor("the lesson menu") { $0.contains("load-cycle") }
    #expect(kill(try screen.programID(), number) == 0)
    let after = try await screen.waitFor("an exit status after SIG\(name)") {
      $0.contains("EXIT=")
    }
    #expect(LiveScreenTests.exitStatus(in: after) == 128 + Int(number), "screen:\n\(after)")
    #expect(after.contains("TTY=same"), "terminal modes changed; screen:\n\(after)")
  }

  /// SIGXFSZ is ignored: the class's session goes on (a write past the limit fails instead).
  @Test(.enabled(if: TestPlatform.isLinux, TestPlatform.procReason))
  func aFileSizeSignalIsIgnoredAndTheSessionGoesOn() async throws {
    let screen = try LiveTmuxScreen(arguments: ["--pacing", "instant"], checkingModes: true)
    defer { screen.close() }
    try await screen.waitFor("the start screen") { $0.contains("Controllers") }
    #expect(kill(try screen.programID(), SIGXFSZ) == 0)
    try screen.sendKeys("p")
    try await screen.waitFor("Photos pushed after SIGXFSZ") {
      $0.contains(LiveScreenTests.loaded("Photos"))
    }
    try screen.sendKeys("q")
    let after = try await screen.waitFor("the exit") { $0.contains("EXIT=") }
    #expect(LiveScreenTests.exitStatus(in: after) == 0, "screen:\n\(after)")
    #expect(after.contains("TTY=same"))
  }
}
