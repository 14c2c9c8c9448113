import Foundation
import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `vclife-read --json FILE` as a child process (no shell) and reads its answer, so the
/// live screen's binary never links the parser: its standard output is kept up to
/// `outputLimit` bytes, and a reader that takes longer than `timeLimit` is ended.
enum OwnReader {
  /// The most bytes of JSON kept: the reader's answer for a 1 MiB file is far smaller.
  static let outputLimit = 8 * 1024 * 1024
  /// The most seconds the reader may take (it gives up on a file itself after 5).
  static let timeLimit = 10.0

  /// The student's class in `file` (`className`, or the file's only one), or a usage
  /// failure of one line.
  static func load(_ file: String, className: String?) throws -> OwnController {
    guard InputFile.exists(file) else {
      throw UsageFailure(message: "--own: no such file: \(ControllerName.escaped(file))")
    }
    let reader = try ReadCommand.readerPath(for: "--own")
    let answer = try run(reader, ["--json", "--lang", "en", "--", file])
    do {
      return try OwnController.read(json: answer, file: file, className: className)
    } catch {
      throw UsageFailure(message: "--own: \(error.message)")
    }
  }

  /// The reader's standard output when it ends with status 0; else why not, in one line.
  private static func run(_ reader: String, _ arguments: [String]) throws -> Data {
    let out = try ReaderPipe.make()
    let err = try ReaderPipe.make()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, out.write, 1)
    posix_spawn_file_actions_adddup2(&actions, err.write, 2)
    for descriptor in [out.read, out.write, err.read, err.write] {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Its own process group: a reader that hangs is ended with whatever it started.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = ([reader] + arguments).map { strdup($0) } + [nil]
    defer { for word in argv { free(word) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, reader, &actions, &attributes, argv, environ)
    close(out.write)
    close(err.write)
    defer {
      close(out.read)
      close(err.read)
    }
    guard spawned == 0 else {
      throw UsageFailure(
        message: "--own: cannot run \(reader): \(String(cString: strerror(spawned)))")
    }
    let collected = collect(out: out.read, err: err.read)
    if collected.timedOut || collected.tooLong { kill(-pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    if collected.timedOut {
      throw UsageFailure(
        message: "--own: the reader vclife-read did not answer within \(Int(timeLimit)) s")
    }
    if collected.tooLong {
      throw UsageFailure(
        message: "--own: the reader vclife-read printed more than \(outputLimit) bytes")
    }
    let signal = status & 0x7F
    if signal != 0 {
      throw UsageFailure(message: "--own: the reader vclife-read ended with signal \(signal)")
    }
    let code = (status >> 8) & 0xFF
    guard code == 0 else {
      // The reader's own one line (`vclife read: FILE: …`), without its prefix.
      let said =
        String(decoding: collected.err, as: UTF8.self)
        .split(separator: "\n").first.map(String.init) ?? ""
      let reason = said.hasPrefix("vclife read: ") ? String(said.dropFirst(13)) : said
      throw UsageFailure(
        message: "--own: "
          + (reason.isEmpty
            ? "the reader vclife-read ended with status \(code)" : ControllerName.quoted(reason)))
    }
    return collected.out
  }

  /// Reads both pipes until they close, the time runs out or the output is too long.
  private static func collect(out: Int32, err: Int32) -> (
    out: Data, err: Data, timedOut: Bool, tooLong: Bool
  ) {
    var output = Data()
    var errors = Data()
    var open = [out, err]
    let deadline = Date().addingTimeInterval(timeLimit)
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !open.isEmpty {
      let left = deadline.timeIntervalSinceNow
      if left <= 0 { return (output, errors, true, false) }
      var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&polled, nfds_t(polled.count), Int32(min(left, 1) * 1000) + 1)
      if ready < 0 && errno != EINTR { break }
      for entry in polled where entry.revents != 0 {
        let count = read(entry.fd, &buffer, buffer.count)
        if count > 0 {
          if entry.fd == out {
            output.append(contentsOf: buffer[..<count])
          }
          // Only the first line of the errors is said: a little is kept.
          else if errors.count < 4096 {
            errors.append(contentsOf: buffer[..<count])
          }
        } else if count == 0 || errno != EINTR {
          open.removeAll { $0 == entry.fd }
        }
      }
      if output.count > outputLimit { return (output, errors, false, true) }
    }
    return (output, errors, false, false)
  }
}

/// A pipe's two ends.
private struct ReaderPipe {
  var read: Int32
  var write: Int32

  static func make() throws -> ReaderPipe {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw UsageFailure(
        message: "--own: no pipe for the reader: \(String(cString: strerror(errno)))")
    }
    return ReaderPipe(read: ends[0], write: ends[1])
  }
}
