#if canImport(Glibc)
  import Glibc
#endif

/// Writes whole text files for exports.
enum TextFile {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Writes `text` to `path`, replacing the file.
  static func write(_ text: String, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw Failure(description: "\(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else {
        throw Failure(description: "\(path): \(String(cString: strerror(errno)))")
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Creates `path` and its missing parents (mode 0700: a user's own state).
  static func makeDirectories(_ path: String) throws {
    var built = ""
    for part in path.split(separator: "/") {
      built += "/" + part
      if mkdir(built, 0o700) != 0 && errno != EEXIST {
        throw Failure(description: "\(built): \(String(cString: strerror(errno)))")
      }
    }
  }
}
