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
/// normal screen), ends the process as the signal does (a shell shows 128 + its number), and
/// lets no crash reporter write over the screen or wait for a key.
@Suite(.serialized)
struct LiveSignalTests {
  static let signals: [(name: String, number: Int32)] = [
    ("HUP", SIGHUP), ("INT", SIGINT), ("QUIT", SIGQUIT), ("TERM", SIGTERM),
    ("USR1", SIGUSR1), ("USR2", SIGUSR2), ("ALRM", SIGALRM), ("PIPE", SIGPIPE),
    ("SEGV", SIGSEGV), ("BUS", SIGBUS), ("ILL", SIGILL), ("FPE", SIGFPE),
    ("ABRT", SIGABRT), ("TRAP", SIGTRAP),
  ]

  @Test(.enabled(if: TestPlatform.isLinux, TestPlatform.procReason), arguments: signals.map(\.name))
  func aSignalRestoresTheTerminalAndEndsAsTheSignalSays(name: String) async throws {
    let number = try #require(Self.signals.first { $0.name == name }?.number)
    let screen = try LiveTmuxScreen(arguments: ["--pacing", "instant"], checkingModes: true)
    defer { screen.close() }
    try await screen.waitFor("the start screen") {
      $0.contains("Controllers") && $0.contains("Memory")
    }
    #expect(kill(try screen.programID(), number) == 0)
    // Within the default 10 s: the runtime's crash reporter waited 30 s for a key.
    let after = try await screen.waitFor("an exit status after SIG\(name)") {
      $0.contains("EXIT=")
    }
    #expect(LiveScreenTests.exitStatus(in: after) == 128 + Int(number), "screen:\n\(after)")
    #expect(after.contains("TTY=same"), "terminal modes changed; screen:\n\(after)")
    #expect(!after.contains("Controllers"), "panes still on screen:\n\(after)")
    #expect(!after.contains("Backtrac"), "a crash report reached the screen:\n\(after)")
  }
}
