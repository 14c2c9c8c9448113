import Foundation
import Testing
import VCLifeScript

@testable import VCLifeClassroom

/// Drives the real `vclife` binary on a real (tmux) terminal: what a user sees, key by key.
///
/// Every test gets its own tmux server (`tmux -L vclife-test-<random>`) so tests never share
/// state, and nothing here sleeps for a fixed time: ``LiveTmuxScreen/waitFor(_:timeout:_:)`` polls
/// `capture-pane` every 50 ms until the screen matches (or fails after 10 s with the screen).
@Suite(.serialized)
struct LiveScreenTests {
  // MARK: Start-up

  @Test func startScreenShowsThePanes() async throws {
    let screen = try LiveTmuxScreen(arguments: [])
    defer { screen.close() }
    let text = try await screen.waitFor("the start screen") {
      $0.contains("Controllers") && $0.contains("Albums") && $0.contains("Memory")
    }
    #expect(text.contains("Callbacks"))
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
  }

  // MARK: iOS 5 unload and reload, resize, quit

  @Test func iOS5MemoryWarningUnloadsAndPopReloads() async throws {
    let screen = try LiveTmuxScreen(arguments: ["--ios", "5", "--pacing", "instant"])
    defer { screen.close() }
    try await screen.waitFor("the start screen") {
      $0.contains("Controllers") && $0.contains("Albums")
    }

    try screen.sendKeys("p")
    try await screen.waitFor("Photos pushed") { $0.contains(Self.loaded("Photos")) }
    try screen.sendKeys("p")
    try await screen.waitFor("Detail pushed") { $0.contains(Self.loaded("Detail")) }

    // iOS 5: the hidden Photos controller's view is released (○ = view is nil).
    try screen.sendKeys("w")
    let warned = try await screen.waitFor("Photos unloaded by the warning") {
      $0.contains("○ Photos") && $0.contains("viewDidUnload")
    }
    #expect(Self.lines(of: warned, containing: "viewDidUnload").contains { $0.contains("Photos") })

    // Pop: Photos's view is read while nil, so it is loaded again.
    try screen.sendKeys("b")
    try await screen.waitFor("Photos on top and loaded again") {
      $0.contains(Self.loaded("Photos"))
    }
    // The log pane is short: scroll back three pages (15 lines) to the top of the pop to see
    // the reload.
    try screen.sendKeys("PPage", "PPage", "PPage")
    try await screen.waitFor("loadView for Photos in the log") {
      Self.lines(of: $0, containing: "loadView").contains { $0.contains("Photos") }
    }
    try screen.sendKeys("End")

    // Too small, then back.
    try screen.tmux(["resize-window", "-t", screen.target, "-x", "40", "-y", "10"])
    try await screen.waitFor("the too-small screen") {
      $0.lowercased().contains("terminal too small") && !$0.contains("Controllers")
    }
    try screen.tmux(["resize-window", "-t", screen.target, "-x", "80", "-y", "24"])
    try await screen.waitFor("the panes again at 80×24") {
      $0.contains("Controllers") && $0.contains("Memory") && $0.contains("Callbacks")
    }

    // q leaves the alternate screen and exits 0.
    try screen.sendKeys("q")
    let after = try await screen.waitFor("EXIT=0 after q") { $0.contains("EXIT=") }
    #expect(after.contains("EXIT=0"), "screen after q:\n\(after)")
    #expect(!after.contains("Controllers"), "panes still on screen after q:\n\(after)")
    #expect(!after.contains("Callbacks"), "panes still on screen after q:\n\(after)")
  }

  // MARK: Ctrl-C

  @Test func ctrlCExitsAndRestoresTheTerminal() async throws {
    let screen = try LiveTmuxScreen(arguments: ["--pacing", "instant"])
    defer { screen.close() }
    try await screen.waitFor("the start screen") {
      $0.contains("Controllers") && $0.contains("Memory")
    }
    try screen.sendKeys("C-c")
    let after = try await screen.waitFor("an exit status after Ctrl-C") { $0.contains("EXIT=") }
    let status = Self.exitStatus(in: after)
    // Ended by SIGINT, as the shell tells (128 + 2), with the terminal restored.
    #expect(status == 130, "screen after Ctrl-C:\n\(after)")
    #expect(!after.contains("Controllers"), "panes still on screen after Ctrl-C:\n\(after)")
    #expect(!after.contains("Callbacks"), "panes still on screen after Ctrl-C:\n\(after)")
  }

  /// `q` on the help closes it, as in htop and tig; only `q` on the screen quits.
  @Test func qOnTheHelpReturnsToTheScreen() async throws {
    let screen = try LiveTmuxScreen(arguments: ["--lesson", "today", "--pacing", "instant"])
    defer { screen.close() }
    try await screen.waitFor("the lesson's first screen") { $0.contains("Lesson today") }
    try screen.sendKeys("?")
    try await screen.waitFor("the help") { $0.contains("any other key returns") }
    try screen.sendKeys("q")
    let back = try await screen.waitFor("the lesson again") {
      $0.contains("Lesson today") && $0.contains("q quit")
    }
    #expect(!back.contains("EXIT="), "q on the help quit:\n\(back)")
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
  }

  // MARK: A lesson, as a teacher would run it

  /// The memory-warning lesson in Chinese: step, answer the prediction, rewind a step, look at
  /// the same session in compare mode and back, and save the handout.
  @Test func memoryWarningLessonInChineseThenCompareAndExport() async throws {
    let directory = try temporaryDirectory("lesson")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let screen = try LiveTmuxScreen(
      arguments: ["--lesson", "memory-warnings", "--lang", "zh", "--pacing", "instant"],
      directory: directory)
    defer { screen.close() }
    try await screen.waitFor("the lesson's first screen") {
      $0.contains("课程 memory-warnings · 第 0 / 6 步") && $0.contains("低内存警告")
    }
    try screen.sendKeys("n")
    try await screen.waitFor("step 1: the push") { $0.contains("第 1 / 6 步") }
    try screen.sendKeys("n")
    let asked = try await screen.waitFor("step 2 asks before it shows") {
      $0.contains("预测") && $0.contains("第 2 / 6 步")
    }
    #expect(!asked.contains("viewDidUnload"), "the answer showed before the reveal:\n\(asked)")
    try screen.sendKeys("End")
    try await screen.waitFor("the revealed iOS 5 unload") {
      $0.contains("viewDidUnload") && !$0.contains("预测")
    }
    try screen.sendKeys("Left")
    try await screen.waitFor("one event back") { $0.contains("回到第") }
    try screen.sendKeys("c")
    try await screen.waitFor("compare mode") {
      $0.contains("对比 ≠") && $0.contains("iOS 6+") && $0.contains("backingStoreFreed")
    }
    try screen.sendKeys("c")
    try await screen.waitFor("back to the lesson") { $0.contains("课程 memory-warnings") }
    try screen.sendKeys("x")
    try await screen.waitFor("saved") { $0.contains("已保存") && $0.contains("vclife-session.vcl") }
    let handout = try String(contentsOfFile: directory + "/vclife-session.md", encoding: .utf8)
    #expect(handout.contains("`viewDidUnload`"))
    #expect(handout.contains("卸载"))
    let script = try String(contentsOfFile: directory + "/vclife-session.vcl", encoding: .utf8)
    #expect(script.contains("# scenario: memory-warnings"))
    #expect(script.contains("warning"))
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
  }

  /// A lesson in English in compare mode: `n` goes on on both sides with the lesson's text;
  /// back in one app, `x` saves a handout with the lesson, and the script replays with exit 0;
  /// `q` keeps the session and `--resume` brings it back at the same step.
  @Test func lessonInCompareThenExportReplayAndResume() async throws {
    let directory = try temporaryDirectory("classroom")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let state = directory + "/state"
    let screen = try LiveTmuxScreen(
      arguments: ["--lesson", "tabs-and-modals", "--pacing", "instant"], directory: directory,
      stateHome: state)
    try await screen.waitFor("the lesson") { $0.contains("Lesson tabs-and-modals · step 0 / ") }
    try screen.sendKeys("n")
    try await screen.waitFor("step 1") { $0.contains("step 1 / ") }
    try screen.sendKeys("c")
    try await screen.waitFor("compare mode") { $0.contains("compare ≠") && $0.contains("iOS 5") }
    let lesson = try #require(LessonLibrary.lesson(named: "tabs-and-modals"))
    let said = String(lesson.steps[1].say.en.prefix(30))
    // The first step's question is still open: n reveals it, n again plays step 2.
    try screen.sendKeys("n")
    try await screen.waitFor("the question revealed: the legend offers the next step") {
      $0.contains("n next step")
    }
    try screen.sendKeys("n")
    let compared = try await screen.waitFor("step 2 on both sides, its text shown") {
      $0.contains("compare ≠") && $0.contains(said)
    }
    #expect(!compared.contains("Nothing left to replay"))
    try screen.sendKeys("End")
    try screen.sendKeys("c")
    try await screen.waitFor("back in one app at step 2") { $0.contains("step 2 / ") }
    try screen.sendKeys("x")
    try await screen.waitFor("saved") { $0.contains("Saved ") && $0.contains("(handout)") }
    let handout = try String(contentsOfFile: directory + "/vclife-session.md", encoding: .utf8)
    #expect(handout.contains(lesson.title.en))
    #expect(handout.contains(try #require(lesson.steps[0].predict?.en)))
    let replay = try vclife("script", directory + "/vclife-session.vcl")
    #expect(replay.status == 0, "\(replay.stderr)\(replay.stdout)")
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
    screen.close()

    let resumed = try LiveTmuxScreen(
      arguments: ["--resume", "--pacing", "instant"], directory: directory, stateHome: state)
    defer { resumed.close() }
    try await resumed.waitFor("the lesson at step 2 again") {
      $0.contains("Lesson tabs-and-modals · step 2 / ")
    }
    try resumed.sendKeys("q")
    try await resumed.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
  }

  // MARK: Projector view and compare mode from the command line

  @Test func presentFlagShowsTheBannerAndPSwitchesBack() async throws {
    let screen = try LiveTmuxScreen(arguments: ["--present", "--pacing", "instant"])
    defer { screen.close() }
    try await screen.waitFor("the projector view") {
      $0.contains("P: panes") && $0.contains("█") && !$0.contains("Controllers")
    }
    try screen.sendKeys("P")
    try await screen.waitFor("the panes again") { $0.contains("Controllers") }
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
  }

  @Test func rotatingAndTheInCallBarResizeTheViewOnScreen() async throws {
    let screen = try LiveTmuxScreen(arguments: ["--pacing", "instant"])
    defer { screen.close() }
    try await screen.waitFor("the start screen in portrait") {
      $0.contains("Albums") && $0.contains("320×367") && $0.contains("portrait")
    }
    try screen.sendKeys("o")
    let turned = try await screen.waitFor("landscape: the view 480×219, rotation in the log") {
      $0.contains("480×219") && $0.contains("landscape") && $0.contains("didRotateFrom")
    }
    #expect(!turned.contains("320×367"))
    try screen.sendKeys("S")
    try await screen.waitFor("the in-call bar: 480×199") {
      $0.contains("480×199") && $0.contains("in call") && $0.contains("in-call")
    }
    // In compare mode both sides turn back together.
    try screen.sendKeys("c")
    try await screen.waitFor("compare mode, landscape") {
      $0.contains("iOS 5") && $0.contains("iOS 6+") && $0.contains("landscape")
    }
    try screen.sendKeys("o")
    try await screen.waitFor("both sides back in portrait") {
      $0.contains("portrait") && $0.contains("didRotateFrom")
    }
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
  }

  @Test func compareFlagMarksWhatOnlyOneSystemDoes() async throws {
    let screen = try LiveTmuxScreen(arguments: ["--compare", "ios", "--pacing", "instant"])
    defer { screen.close() }
    try await screen.waitFor("two apps") { $0.contains("iOS 5") && $0.contains("iOS 6+") }
    try screen.sendKeys("p")
    try screen.sendKeys("p")
    try screen.sendKeys("w")
    try await screen.waitFor("the iOS 5 unload and the iOS 6 backing store, marked") {
      $0.contains("≠") && $0.contains("viewDidUnload") && $0.contains("backingStoreFreed")
    }
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
  }

  // MARK: Refusals

  @Test func dumbTerminalIsRefused() async throws {
    let screen = try LiveTmuxScreen(arguments: [], term: "dumb")
    defer { screen.close() }
    let after = try await screen.waitFor("an exit status with TERM=dumb") { $0.contains("EXIT=") }
    #expect(after.contains("EXIT=2"), "screen:\n\(after)")
    #expect(after.contains("TERM=dumb"), "screen:\n\(after)")
    // The message may wrap at the 80th column: read it as one line.
    let unwrapped = after.split(separator: "\n").joined()
    #expect(unwrapped.contains("vclife script"), "screen:\n\(after)")
  }

  @Test func nonTerminalStdinIsRefused() throws {
    let binary = try LiveTmuxScreen.binaryPath()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = []
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["LANG"] = "C.UTF-8"
    process.environment = environment
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 2, "stderr: \(stderr)")
    #expect(stderr.contains("vclife script"), "stderr: \(stderr)")
    #expect(stdout.isEmpty, "stdout: \(String(decoding: stdout, as: UTF8.self))")
  }

  // MARK: Helpers

  /// A "loaded" mark before a controller name in the Controllers pane: `●` then maybe `▶`.
  static func loaded(_ name: String) -> Regex<AnyRegexOutput> {
    try! Regex("●▶?\\s*\(name)")
  }

  static func lines(of screen: String, containing needle: String) -> [Substring] {
    screen.split(separator: "\n").filter { $0.contains(needle) }
  }

  static func exitStatus(in screen: String) -> Int? {
    guard let match = screen.firstMatch(of: /EXIT=(\d+)/) else { return nil }
    return Int(match.1)
  }
}

/// One tmux server on a private socket, running `vclife <arguments>` in an 80×24 window as
/// `sh -c 'vclife …; echo EXIT=$?; sleep 60'`, so the exit status stays on screen (a minute:
/// under a full parallel run the test's polling can wait seconds for a thread; `close` ends it).
final class LiveTmuxScreen: @unchecked Sendable {
  let socket = "vclife-test-\(UInt64.random(in: 0...UInt64.max))"
  let target = "vclife"
  let tmuxPath: String

  /// With `checkingModes`, the shell also prints `TTY=same` or `TTY=changed`: whether the
  /// terminal's modes (`stty -g`) after vclife are the ones before it.
  /// Where vclife keeps the session `q` leaves (XDG_STATE_HOME): a fresh folder unless a test
  /// passes one, so no test writes into the user's own state.
  let stateHome: String

  convenience init(
    arguments: [String], term: String = "xterm-256color", directory: String? = nil,
    checkingModes: Bool = false, stateHome: String? = nil
  ) throws {
    let binary = try Self.binaryPath()
    let command = ([binary] + arguments).map(Self.shellQuoted).joined(separator: " ")
    // A trap (not an ignore) so sh survives Ctrl-C and prints the status, while vclife still
    // starts with the default SIGINT disposition.
    let change = directory.map { "cd \(Self.shellQuoted($0)) && " } ?? ""
    let script =
      checkingModes
      ? "trap 'true' INT; ulimit -c 0; \(change)before=$(stty -g); \(command); status=$?; "
        + "[ \"$(stty -g)\" = \"$before\" ] && echo TTY=same || echo TTY=changed; "
        + "echo EXIT=$status; sleep 60"
      : "trap 'true' INT; \(change)\(command); echo EXIT=$?; sleep 60"
    try self.init(command: script, term: term, stateHome: stateHome)
  }

  /// A pane running the shell command `command` (`sh -c`) in a `width` × `height` window.
  init(
    command: String, width: Int = 80, height: Int = 24, term: String = "xterm-256color",
    stateHome: String? = nil
  ) throws {
    self.stateHome =
      stateHome
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-state-\(UInt64.random(in: 0...UInt64.max))").path
    guard let found = Self.which("tmux") else {
      Issue.record("tmux is not installed: the end-to-end tests need it (`make deps` installs it)")
      throw LiveScreenFailure("tmux not found in PATH")
    }
    tmuxPath = found
    try tmux([
      "new-session", "-d", "-s", target, "-x", String(width), "-y", String(height),
      "env", "TERM=\(term)", "LANG=C.UTF-8", "XDG_STATE_HOME=\(self.stateHome)", "sh", "-c",
      command,
    ])
  }

  /// Runs `tmux -L <socket> <args>`; throws when it fails.
  @discardableResult
  func tmux(_ args: [String]) throws -> String {
    // Not Foundation's Process: on Linux it learns of a child's exit through a descriptor the
    // child inherits, and the tmux server forked by new-session keeps that open, so waiting
    // would hang. system(3) waits with waitpid; output goes to files the server cannot hold.
    let directory = FileManager.default.temporaryDirectory
    let outURL = directory.appendingPathComponent("\(socket)-\(UUID().uuidString).out")
    let errURL = directory.appendingPathComponent("\(socket)-\(UUID().uuidString).err")
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    let words = [tmuxPath, "-L", socket, "-f", "/dev/null", "-u"] + args
    let command =
      "unset TMUX; LANG=C.UTF-8 LC_ALL=C.UTF-8 "
      + words.map(Self.shellQuoted).joined(separator: " ")
      + " </dev/null >" + Self.shellQuoted(outURL.path) + " 2>" + Self.shellQuoted(errURL.path)
    let status = system(command)
    let data = (try? Data(contentsOf: outURL)) ?? Data()
    let errData = (try? Data(contentsOf: errURL)) ?? Data()
    guard status == 0 else {
      throw LiveScreenFailure(
        "tmux \(args.joined(separator: " ")) failed (\(status)): \(String(decoding: errData, as: UTF8.self))"
      )
    }
    return String(decoding: data, as: UTF8.self)
  }

  func sendKeys(_ keys: String...) throws {
    try tmux(["send-keys", "-t", target] + keys)
  }

  /// The process id of vclife: the child of the pane's shell.
  func programID() throws -> Int32 {
    let shell = try tmux(["display-message", "-p", "-t", target, "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let children = try String(
      contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    guard let child = children.split(separator: " ").first.flatMap({ Int32($0) }) else {
      throw LiveScreenFailure("no child of the pane's shell \(shell)")
    }
    return child
  }

  func capture() -> String {
    (try? tmux(["capture-pane", "-p", "-t", target])) ?? ""
  }

  /// Polls the screen every 50 ms until `predicate` holds; fails with the last screen after
  /// `timeout` (generous: a machine busy with builds slows a pane, and a pass returns at once).
  @discardableResult
  func waitFor(
    _ what: String, timeout: Duration = .seconds(20), _ predicate: (String) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var screen = capture()
    while !predicate(screen) {
      guard clock.now < deadline else {
        Issue.record(
          "timed out after \(timeout) waiting for \(what); screen:\n\(screen)",
          sourceLocation: sourceLocation)
        throw LiveScreenFailure("timed out waiting for \(what)")
      }
      try await Task.sleep(for: .milliseconds(50))
      screen = capture()
    }
    return screen
  }

  func close() {
    _ = try? tmux(["kill-server"])
  }

  /// Whether this screen's tmux server has gone (its session ended, or it died): nothing on
  /// it can be captured any more.
  var serverIsGone: Bool { (try? tmux(["has-session", "-t", target])) == nil }

  /// `VCLIFE_BINARY`, else the `vclife` next to this test bundle (the same scratch path), else
  /// `.build/debug/vclife` under the repository root.
  static func binaryPath() throws -> String {
    let fileManager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["VCLIFE_BINARY"], !path.isEmpty {
      guard fileManager.isExecutableFile(atPath: path) else {
        throw LiveScreenFailure("VCLIFE_BINARY=\(path) is not an executable file")
      }
      return path
    }
    let testExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    var directory = testExecutable.deletingLastPathComponent()
    for _ in 0..<4 {  // …/debug/vclifePackageTests.xctest[/Contents/MacOS]
      let candidate = directory.appendingPathComponent("vclife").path
      if fileManager.isExecutableFile(atPath: candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let fallback = root.appendingPathComponent(".build/debug/vclife").path
    guard fileManager.isExecutableFile(atPath: fallback) else {
      throw LiveScreenFailure(
        "no vclife binary: set VCLIFE_BINARY or run `swift build` (\(fallback))")
    }
    return fallback
  }

  static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
    return directories.map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  static func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

struct LiveScreenFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
