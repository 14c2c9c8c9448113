import Foundation
import Testing

/// The binary run with a pipe on standard input that the test writes to line by line, its
/// output collected as it comes, so a test can wait for what one line printed before it
/// sends the next.
final class StreamingProcess: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let lock = NSLock()
  private var collected = Data()
  private var collectedErrors = Data()

  init(_ arguments: [String]) throws {
    process.executableURL = binary
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      self?.lock.withLock { self?.collected.append(data) }
    }
    errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      self?.lock.withLock { self?.collectedErrors.append(data) }
    }
    try process.run()
  }

  /// Everything written to standard output so far.
  var out: String { lock.withLock { String(decoding: collected, as: UTF8.self) } }
  /// Everything written to standard error so far.
  var err: String { lock.withLock { String(decoding: collectedErrors, as: UTF8.self) } }

  /// Sends one line.
  func send(_ line: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Waits until standard output holds `text` (true), or 10 seconds have passed (false).
  func waitFor(_ text: String) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if out.contains(text) { return true }
      Thread.sleep(forTimeInterval: 0.005)
    }
    return false
  }

  /// Closes standard input and waits for the end; returns the exit status.
  func finish() throws -> Int32 {
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    // The handlers may still hold the last bytes: read what is left.
    output.fileHandleForReading.readabilityHandler = nil
    errors.fileHandleForReading.readabilityHandler = nil
    let rest = output.fileHandleForReading.readDataToEndOfFile()
    let restErrors = errors.fileHandleForReading.readDataToEndOfFile()
    lock.withLock {
      collected.append(rest)
      collectedErrors.append(restErrors)
    }
    return process.terminationStatus
  }
}
