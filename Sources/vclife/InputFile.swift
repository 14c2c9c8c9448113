import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure that ends the program with status 2 and a message on standard error.
struct UsageFailure: Error {
  let message: String
}

/// Reads whole files (or standard input for `-`) as UTF-8 text, through file descriptors
/// (Swift 6 rejects the C `stdin`/`stdout` globals).
enum InputFile {
  /// Whether a file exists at the path.
  static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  /// How a message names the input: `<stdin>` for `-` (in every command's messages), else
  /// the path, escaped.
  static func shownName(_ path: String) -> String {
    path == "-" ? "<stdin>" : ControllerName.escaped(path)
  }

  /// The path made absolute against the current directory.
  static func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/"), let cwd = getcwd(nil, 0) else { return path }
    defer { free(cwd) }
    let base = String(cString: cwd)
    if path == "." || path.isEmpty { return base }
    return base + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
  }

  /// The largest file vclife reads (64 MiB): far beyond any script, scenario or lesson, and
  /// small enough that an endless input (`/dev/zero`, a runaway pipe) is refused at once
  /// instead of filling memory.
  static let maximumBytes = 64 * 1024 * 1024

  /// The file's text, or a failure when it cannot be read or is larger than `maximumBytes`.
  /// With `regularOnly` (vclife's own state), anything but a regular file is refused, and a
  /// FIFO planted under the name is never waited on.
  static func read(_ path: String, regularOnly: Bool = false) throws -> String {
    let descriptor =
      path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0))
    guard descriptor >= 0 else { throw failure(path) }
    defer { if path != "-" { close(descriptor) } }
    if regularOnly {
      var info = stat()
      guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
        throw UsageFailure(message: "\(ControllerName.escaped(path)) is not a regular file")
      }
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { Descriptor.readSome(from: descriptor, into: $0) }
      if count > 0 {
        bytes.append(contentsOf: buffer[0..<count])
        if bytes.count > maximumBytes { throw tooLarge(path) }
      } else if count == 0 {
        break
      } else if errno != EINTR {
        throw failure(path)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The failure for an input larger than `maximumBytes`.
  static func tooLarge(_ path: String) -> UsageFailure {
    UsageFailure(
      message: "\(ControllerName.escaped(path)) is larger than 64 MiB "
        + "(\(maximumBytes) bytes), the most vclife reads")
  }

  static func failure(_ path: String) -> UsageFailure {
    let reason = String(cString: strerror(errno))
    return UsageFailure(message: "cannot read \(ControllerName.escaped(path)): \(reason)")
  }
}

/// Writing whole strings to the standard streams.
///
/// Output that cannot be written (a full disk, `/dev/full`, a closed descriptor) ends the
/// program at once with status 2 and the reason on standard error: a handout cut short on a
/// full disk must not look finished. A closed pipe ends it with SIGPIPE before that.
enum StandardStreams {
  static func write(_ text: String) {
    if !Descriptor.writeAll(text, to: STDOUT_FILENO) { outputFailed() }
  }

  /// Writes bytes to standard output.
  static func write(bytes: UnsafeRawBufferPointer) {
    if !Descriptor.writeAll(bytes, to: STDOUT_FILENO) { outputFailed() }
  }

  static func error(_ text: String) {
    Descriptor.writeAll(text, to: STDERR_FILENO)  // nowhere left to say it failed
  }

  /// Says why standard output failed, and exits with status 2.
  private static func outputFailed() -> Never {
    let reason = String(cString: strerror(errno))
    error("vclife: cannot write standard output: \(reason)\n")
    exit(2)
  }
}
