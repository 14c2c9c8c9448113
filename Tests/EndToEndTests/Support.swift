import Foundation
import Testing
@_exported import VCLifeTestSupport

/// What one run of the binary gave.
struct Outcome: Sendable {
  var status: Int32
  var stdout: Data
  var stderr: Data

  var out: String { String(decoding: stdout, as: UTF8.self) }
  var err: String { String(decoding: stderr, as: UTF8.self) }
  /// Whether either stream holds an ESC byte (0x1B): a terminal escape sequence.
  var hasEscape: Bool { stdout.contains(0x1B) || stderr.contains(0x1B) }
}

/// The built `vclife`: `$VCLIFE_BINARY` when set; else the one built next to this test
/// executable (same `--scratch-path`); else `.build/debug/vclife` in the repository (three
/// levels above this file).
let binary: URL = {
  if let path = ProcessInfo.processInfo.environment["VCLIFE_BINARY"], !path.isEmpty {
    return URL(fileURLWithPath: path)
  }
  let sibling = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("vclife")
  if FileManager.default.isExecutableFile(atPath: sibling.path) { return sibling }
  return URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/debug/vclife")
}()

/// Bytes collected on another thread.
private final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()

  func set(_ value: Data) { lock.withLock { data = value } }
  var value: Data { lock.withLock { data } }
}

/// Runs the binary with arguments and standard input, both outputs captured through pipes.
/// The environment says TERM=xterm, so a run that wrongly opened the terminal would show it.
func vclife(_ arguments: String..., input: String = "") throws -> Outcome {
  try vclife(arguments, input: Data(input.utf8))
}

/// Runs the binary with arguments and standard input bytes.
func vclife(_ arguments: [String], input: Data) throws -> Outcome {
  try #require(
    FileManager.default.isExecutableFile(atPath: binary.path),
    "no vclife at \(binary.path): build it, or set VCLIFE_BINARY")
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  var environment = ProcessInfo.processInfo.environment
  environment["TERM"] = "xterm-256color"
  process.environment = environment
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  // Read stderr on another thread so neither pipe can fill up and block the child.
  let errors = Collected()
  let reader = Thread {
    errors.set(stderr.fileHandleForReading.readDataToEndOfFile())
  }
  reader.start()
  writeAll(input, to: stdin.fileHandleForWriting)
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  while !reader.isFinished { Thread.sleep(forTimeInterval: 0.001) }
  return Outcome(status: process.terminationStatus, stdout: output, stderr: errors.value)
}

/// Writes `data` to a child's standard input and closes it, on a thread of its own that
/// blocks SIGPIPE: a child that exits without reading (a bad option is refused before any
/// input is read) makes the write fail with EPIPE instead of ending the test process on the
/// signal. The signal left pending on that thread goes with it; the thread starts no process,
/// so no child inherits the blocked signal.
func writeAll(_ data: Data, to handle: FileHandle) {
  let done = DispatchSemaphore(value: 0)
  let writer = Thread {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGPIPE)
    pthread_sigmask(SIG_BLOCK, &blocked, nil)
    try? handle.write(contentsOf: data)
    try? handle.close()
    done.signal()
  }
  writer.start()
  done.wait()
}

/// A temporary file holding `text`, removed by the caller.
func temporaryFile(_ text: String, suffix: String = ".txt") throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("vclife-e2e-\(UUID().uuidString)\(suffix)")
  try Data(text.utf8).write(to: url)
  return url
}

/// A fresh empty directory named after `purpose`, removed by the caller.
func temporaryDirectory(_ purpose: String) throws -> String {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("vclife-\(purpose)-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// What a pseudo-terminal showed while `command` ran on it (`script -qc`, from util-linux):
/// each of `keys` is typed after `pause` seconds (a prompt that reads keystroke groups
/// needs the pause; one group at once needs none), then the input ends.
func runOnPseudoTerminal(
  _ command: String, keys: [String], pause: TimeInterval = 0,
  environment: [String: String] = [:]
) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
  process.arguments = ["-qc", command, "/dev/null"]
  // The state a run keeps (the prompt's history, a session) goes to a directory of the
  // test's own unless the test names one: never the user's.
  let state = FileManager.default.temporaryDirectory
    .appendingPathComponent("vclife-pty-state-\(UUID().uuidString.prefix(8))").path
  process.environment = ProcessInfo.processInfo.environment
    .merging(["XDG_STATE_HOME": state]) { $1 }.merging(environment) { $1 }
  let stdin = Pipe()
  let stdout = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = FileHandle.nullDevice
  try process.run()
  for group in keys {
    if pause > 0 { Thread.sleep(forTimeInterval: pause) }
    try stdin.fileHandleForWriting.write(contentsOf: Data(group.utf8))
  }
  if pause > 0 { Thread.sleep(forTimeInterval: pause) }
  try stdin.fileHandleForWriting.close()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: output, as: UTF8.self)
}
