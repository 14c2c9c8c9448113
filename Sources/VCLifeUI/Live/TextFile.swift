import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole text files: the session kept for `--resume`.
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
    guard Descriptor.writeAll(text, to: descriptor) else {
      throw Failure(description: "\(path): \(String(cString: strerror(errno)))")
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
