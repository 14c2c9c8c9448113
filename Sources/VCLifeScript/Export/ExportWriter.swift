#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why an export could not be written: safe to print (control characters in paths escaped).
public struct ExportError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, naming the path.
  public var description: String

  /// Creates an error.
  public init(_ description: String) { self.description = description }
}

/// Writes an exported session next to what is already there without ever touching it.
public enum ExportWriter {
  /// The file name both exports share, before `.vcl`/`.md` and any `-2`, `-3`, ….
  public static let baseName = "vclife-session"

  /// Writes the script and the handout as `vclife-session.vcl`/`.md` in `directory`, or, when either
  /// name is taken, `vclife-session-2.*`, `-3`, … (the first number for which BOTH names are free).
  /// Never overwrites, never follows a symlink, never blocks on a FIFO or device, and writes both
  /// files or neither (each written to a temporary file in the same directory with O_CREAT|O_EXCL|
  /// O_NOFOLLOW, then linked into place with link(2) (fails if the name exists) and the temp unlinked;
  /// if the second fails the first is removed). Returns the two absolute paths.
  public static func write(
    script: String, handout: String, directory: String
  ) throws(ExportError) -> (script: String, handout: String) {
    try write(script: script, handout: { _ in handout }, directory: directory)
  }

  /// `write`, the handout made for the script's file name (a second export's handout names
  /// `vclife-session-2.vcl`, its own script).
  public static func write(
    script: String, handout: (String) -> String, directory: String
  ) throws(ExportError) -> (script: String, handout: String) {
    try write(script: script, handout: handout, directory: directory, link: { link($0, $1) })
  }

  /// `write`, with link(2) given, so a test can make the second link fail.
  static func write(
    script: String, handout: String, directory: String,
    link: (String, String) -> Int32
  ) throws(ExportError) -> (script: String, handout: String) {
    try write(script: script, handout: { _ in handout }, directory: directory, link: link)
  }

  static func write(
    script: String, handout makeHandout: (String) -> String, directory: String,
    link: (String, String) -> Int32
  ) throws(ExportError) -> (script: String, handout: String) {
    let folder = try checkedDirectory(directory)
    for number in 1...10_000 {
      let stem = folder + "/" + baseName + (number == 1 ? "" : "-\(number)")
      let paths = (script: stem + ".vcl", handout: stem + ".md")
      // A name that exists in any form (a dangling symlink, a FIFO) is taken: never opened.
      if exists(paths.script) || exists(paths.handout) { continue }
      guard try place(script, at: paths.script, in: folder, link: link) else { continue }
      let handout = makeHandout(String(paths.script.dropFirst(folder.count + 1)))
      do {
        guard try place(handout, at: paths.handout, in: folder, link: link) else {
          unlink(paths.script)
          continue
        }
      } catch {
        unlink(paths.script)
        throw error
      }
      return paths
    }
    throw ExportError(
      "cannot write the session to \(shown(folder.isEmpty ? "/" : folder)): every name is taken")
  }

  /// The directory as an absolute path without a trailing slash, once it is known to be a
  /// directory this process may create files in.
  private static func checkedDirectory(_ directory: String) throws(ExportError) -> String {
    let failure = { (reason: String) in
      ExportError("cannot write the session to \(shown(directory)): \(reason)")
    }
    var info = stat()
    guard !directory.isEmpty, stat(directory, &info) == 0 else {
      throw failure(directory.isEmpty ? "no directory given" : systemReason())
    }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw failure("not a directory") }
    guard access(directory, W_OK | X_OK) == 0 else { throw failure(systemReason()) }
    var absolute = directory
    if !absolute.hasPrefix("/") {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      guard getcwd(&buffer, buffer.count) != nil else { throw failure(systemReason()) }
      let cwd = String(
        decoding: buffer.prefix(while: { $0 != 0 }).map(UInt8.init(bitPattern:)), as: UTF8.self)
      absolute = (cwd == "/" ? "" : cwd) + "/" + directory
    }
    while absolute.count > 1 && absolute.hasSuffix("/") { absolute.removeLast() }
    return absolute == "/" ? "" : absolute
  }

  /// Writes `text` to a new temporary file in `folder`, then links it to `path`. Returns false
  /// when `path` was taken in the meantime (nothing is left behind); throws on any other
  /// failure, also leaving nothing behind.
  private static func place(
    _ text: String, at path: String, in folder: String, link: (String, String) -> Int32
  ) throws(ExportError) -> Bool {
    let temporary = try writeTemporary(text, in: folder)
    defer { unlink(temporary) }
    if link(temporary, path) == 0 { return true }
    if errno == EEXIST { return false }
    throw ExportError("cannot write \(shown(path)): \(systemReason())")
  }

  /// A new file holding `text`, under a name no one else has: O_EXCL fails on any existing
  /// name (a symlink included), and then another name is tried.
  private static func writeTemporary(_ text: String, in folder: String) throws(ExportError)
    -> String
  {
    for attempt in 0..<100 {
      let path =
        folder + "/.\(baseName)-\(getpid())-\(attempt)-\(UInt32.random(in: 0...UInt32.max)).tmp"
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if descriptor < 0 {
        if errno == EEXIST { continue }
        throw ExportError(
          "cannot write in \(shown(folder.isEmpty ? "/" : folder)): \(systemReason())")
      }
      let written = Descriptor.writeAll(text, to: descriptor)
      let reason = written ? "" : systemReason()
      let closed = close(descriptor) == 0
      if written && closed { return path }
      unlink(path)
      throw ExportError("cannot write \(shown(path)): \(written ? systemReason() : reason)")
    }
    throw ExportError("cannot write in \(shown(folder)): no free temporary name")
  }

  /// Whether anything at all has this name; a symlink counts without being followed.
  private static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  private static func systemReason() -> String { String(cString: strerror(errno)) }

  private static func shown(_ path: String) -> String { ControllerName.escaped(path) }
}
