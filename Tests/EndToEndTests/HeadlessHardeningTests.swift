import Foundation
import Testing

@testable import VCLifeClassroom

#if canImport(Glibc)
  import Glibc
#endif

/// The commands that run without a screen, against signals, output that cannot be written,
/// and a state directory with planted files; and recordings to standard output.
@Suite(.serialized)
struct HeadlessHardeningTests {
  /// A replay long enough to record for many seconds: 4,999 controllers pushed one after
  /// another, 10,000 actions with the root, as many as `vclife record` plays (it is
  /// interrupted long before its end, however busy the machine is).
  static func deepReplay() throws -> URL {
    var lines = ["root nav A"]
    for index in 1...4999 { lines += ["new C\(index)", "push C\(index)"] }
    return try temporaryFile(lines.joined(separator: "\n") + "\n", suffix: ".vcl")
  }

  /// Starts the binary with `arguments` in `directory`; standard input stays open.
  static func start(
    _ arguments: [String], in directory: String, environment extra: [String: String] = [:]
  ) throws -> (Process, Pipe, Pipe) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment.merge(extra) { $1 }
    process.environment = environment
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    return (process, input, errors)
  }

  /// Waits for `process` to end, at most `limit`; past it the process is killed. The wait
  /// blocks its thread: a task's sleep could resume seconds late while other suites block
  /// the few threads tasks share, and the timing of a signal would be lost.
  static func ended(_ process: Process, within limit: Duration = .seconds(60)) {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while process.isRunning && clock.now < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// Every signal that ends the process, the ones that dump core (QUIT, XCPU, SYS) included:
  /// the release build once left the temporary file, its guard's path in another copy.
  static let endingSignals: [(String, Int32)] = {
    var signals: [(String, Int32)] = [
      ("INT", SIGINT), ("TERM", SIGTERM), ("HUP", SIGHUP), ("QUIT", SIGQUIT), ("USR1", SIGUSR1),
      ("ALRM", SIGALRM), ("PIPE", SIGPIPE), ("XCPU", SIGXCPU), ("VTALRM", SIGVTALRM),
      ("PROF", SIGPROF), ("SYS", SIGSYS),
    ]
    #if os(Linux)
      signals.append(("PWR", SIGPWR))
    #endif
    return signals
  }()

  @Test(arguments: endingSignals)
  func anInterruptedRecordingEndsAsTheSignalSaysAndLeavesNoFile(name: String, number: Int32)
    throws
  {
    // No core file among the files the test counts, whatever the machine's limit.
    var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
    getrlimit(Int32(RLIMIT_CORE.rawValue), &noCore)
    noCore.rlim_cur = 0
    setrlimit(Int32(RLIMIT_CORE.rawValue), &noCore)
    let folder = try temporaryDirectory("record-interrupted")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let replay = try Self.deepReplay()
    defer { try? FileManager.default.removeItem(at: replay) }
    let (process, _, errors) = try Self.start(
      ["record", "--replay", replay.path, "--speed", "16", "d.cast"], in: folder)
    // Interrupted once it is writing: its temporary file is there.
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(30)
    while try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty,
      clock.now < deadline
    {
      Thread.sleep(forTimeInterval: 0.02)
    }
    Thread.sleep(forTimeInterval: 0.3)
    #expect(process.isRunning, "the recording finished too soon to be interrupted")
    kill(process.processIdentifier, number)
    Self.ended(process)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    // curses' own handlers exited 1 on INT/TERM; the runtime caught QUIT and carried on.
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == number, "stderr: \(said) in \(folder)")
    #expect(!said.contains("crashed") && !said.contains("Backtrace"), "stderr: \(said)")
    // Neither the name nor a hidden temporary file.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
  }

  @Test func sigquitEndsTheScriptPromptWithNoCrashReport() async throws {
    let folder = try temporaryDirectory("script-quit")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (process, input, errors) = try Self.start(["script"], in: folder)
    try input.fileHandleForWriting.write(contentsOf: Data("root nav A\n".utf8))
    try await Task.sleep(for: .milliseconds(300))
    let clock = ContinuousClock()
    let start = clock.now
    kill(process.processIdentifier, SIGQUIT)
    // The runtime's reporter waited 30 s, then the prompt carried on: never wait for ever.
    Self.ended(process, within: .seconds(10))
    #expect(clock.now - start < .seconds(5), "the runtime's reporter waited 30 s")
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGQUIT)
    #expect(!said.contains("crashed"), "stderr: \(said)")
  }

  @Test(arguments: [["lessons"], ["--help"], ["--version"], ["script", "-"]])
  func outputThatCannotBeWrittenExitsTwoAndSaysWhy(arguments: [String]) async throws {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    process.standardError = errors
    try process.run()
    // `--help` and `--version` end without reading: the write must not end this process.
    writeAll(Data("root nav A\npush B\n".utf8), to: input.fileHandleForWriting)
    Self.ended(process)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 2, "\(arguments): \(said)")
    #expect(said.hasSuffix("vclife: cannot write standard output: No space left on device\n"))
  }

  @Test func aRecordingToStandardOutputIsWholeAndEndsCleanly() throws {
    let folder = try temporaryDirectory("record-stdout")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outcome = try vclife(
      ["record", "--lesson", "memory-warnings", "--speed", "16", "-"], input: Data())
    #expect(outcome.status == 0, "stderr: \(outcome.err)")
    let cast = try CastFile(outcome.stdout)
    #expect(cast.header["version"] as? Int == 2)
    #expect(cast.endsWithTeardown)
    #expect(!FileManager.default.fileExists(atPath: "-"))
  }

  @Test(arguments: ["59x20", "60x19", "20x6", "401x24"])
  func aRecordingSmallerThanTheLiveScreenIsRefused(size: String) throws {
    let folder = try temporaryDirectory("record-size")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outcome = try vclife(
      ["record", "--lesson", "memory-warnings", "--size", size, folder + "/a.cast"], input: Data())
    #expect(outcome.status == 2)
    #expect(outcome.err.contains("60x20"), "stderr: \(outcome.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
  }

  @Test func aFullDiskIsReportedWithItsRealReasonAndNoFileIsLeft() async throws {
    let folder = try temporaryDirectory("record-full")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let binary = try LiveTmuxScreen.binaryPath()
    // A file-size limit stands in for a full disk: writes beyond 8 KiB fail with EFBIG, as
    // vclife ignores the SIGXFSZ that would otherwise end it.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // SIGXFSZ's default action first: a parent that ignores it would hide what vclife does.
    process.arguments = [
      "-c", "ulimit -f 16; exec env --default-signal=XFSZ \"$0\" record --lesson gotchas out.cast",
      binary,
    ]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    Self.ended(process)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    // Exit 2, as every output that cannot be written (`vclife script`, `lessons`, help).
    #expect(process.terminationStatus == 2)
    // The reason was read after other calls had changed errno ("Inappropriate ioctl …").
    #expect(said.contains("File too large"), "stderr: \(said)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
  }

  /// `vclife script` writing past `ulimit -f` says so and exits 2, as on a full disk (it was
  /// ended by SIGXFSZ, with nothing said).
  @Test func aReportPastTheFileSizeLimitIsSaidNotKilled() throws {
    let folder = try temporaryDirectory("script-fsize")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let script = try Self.deepReplay()
    defer { try? FileManager.default.removeItem(at: script) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "ulimit -f 16; exec env --default-signal=XFSZ \"$0\" script \"$1\" > report.txt",
      binary.path, script.path,
    ]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    Self.ended(process)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationReason == .exit && process.terminationStatus == 2, "\(said)")
    #expect(said.hasSuffix("vclife: cannot write standard output: File too large\n"), "\(said)")
  }

  // MARK: The saved session's file

  @Test func aFIFOUnderTheSavedSessionsNameIsRefusedNotWaitedOn() async throws {
    let state = try temporaryDirectory("state-fifo")
    defer { try? FileManager.default.removeItem(atPath: state) }
    try FileManager.default.createDirectory(
      atPath: state + "/vclife", withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    #expect(mkfifo(state + "/vclife/last-session.vcl", 0o600) == 0)
    let (process, _, errors) = try Self.start(
      ["--resume"], in: state, environment: ["XDG_STATE_HOME": state])
    Self.ended(process, within: .seconds(5))
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationReason == .exit && process.terminationStatus == 2, "\(said)")
    #expect(said.contains("not a regular file"), "stderr: \(said)")
  }

  /// The limit counts actions, a push of 5,000 names as 5,000: 41 such lines took a minute
  /// before the first frame.
  @Test(arguments: [(0, 200_001), (5000, 41)])
  func aSavedSessionBeyondTheResumeLimitIsRefusedWithTheLimit(pushing names: Int, lines: Int)
    async throws
  {
    let line =
      names == 0 ? "warning" : "push " + (1...names).map { "C\($0)" }.joined(separator: " ")
    let actions = String(repeating: line + "\n", count: lines)
    let state = try temporaryDirectory("state-big")
    defer { try? FileManager.default.removeItem(atPath: state) }
    try FileManager.default.createDirectory(
      atPath: state + "/vclife", withIntermediateDirectories: true)
    var text = "# scenario: photo-album\n# lang: en\nroot nav A\n"
    text += actions
    try Data(text.utf8).write(to: URL(fileURLWithPath: state + "/vclife/last-session.vcl"))
    let (process, _, errors) = try Self.start(
      ["--resume"], in: state, environment: ["XDG_STATE_HOME": state])
    Self.ended(process)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 2)
    #expect(said.contains("at most 200000"), "stderr: \(said)")
  }
}
