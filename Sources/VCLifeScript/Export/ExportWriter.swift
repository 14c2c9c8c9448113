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

  /// The files of one export and where they were written: the script, the handout, and, for
  /// a lesson that asks questions, the question sheet.
  public struct Paths: Sendable, Equatable {
    public var script: String
    public var handout: String
    public var questions: String?
    /// A class's answers per student (`vclife-session-answers.csv`), when students answered.
    public var answers: String?
  }

  /// `write`, with a question sheet beside the handout (`vclife-session-questions.md`), made
  /// for the script's and the handout's file names (nil: no sheet). The three names share
  /// one number; all are written or none.
  /// With a class's answers per student too (`answers`, nil: none), the four files share
  /// one number, and all are written or none.
  public static func write(
    script: String, handout: (String) -> String,
    questions: (_ script: String, _ handout: String) -> String?, answers: String? = nil,
    directory: String
  ) throws(ExportError) -> Paths {
    let text = { (file: Int, stem: String) -> String? in
      switch file {
      case 0: script
      case 1: handout(stem + ".vcl")
      case 2: questions(stem + ".vcl", stem + ".md")
      default: answers
      }
    }
    let written = try write(
      suffixes: [".vcl", ".md", "-questions.md", "-answers.csv"], directory: directory,
      link: { link($0, $1) }, text: text)
    return Paths(
      script: written[0]!, handout: written[1]!, questions: written[2], answers: written[3])
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
    let written = try write(suffixes: [".vcl", ".md"], directory: directory, link: link) {
      file, stem in file == 0 ? script : makeHandout(stem + ".vcl")
    }
    return (written[0]!, written[1]!)
  }

  /// Writes a file for each of `suffixes` as `vclife-session` and the suffix, or, when any
  /// name is taken, under the first number for which every name is free
  /// (`vclife-session-2.vcl`, …). `text` makes the file at an index for the stem's base name
  /// (a handout names its own script); nil leaves it out. All are written or none. Returns
  /// each file's absolute path (nil where left out).
  private static func write(
    suffixes: [String], directory: String, link: (String, String) -> Int32,
    text: (_ file: Int, _ base: String) -> String?
  ) throws(ExportError) -> [String?] {
    let folder = try checkedDirectory(directory)
    for number in 1...10_000 {
      let base = baseName + (number == 1 ? "" : "-\(number)")
      let paths = suffixes.map { folder + "/" + base + $0 }
      // A name that exists in any form (a dangling symlink, a FIFO) is taken: never opened.
      if paths.contains(where: exists) { continue }
      var placed: [String?] = []
      var taken = false
      for (file, path) in paths.enumerated() {
        guard let text = text(file, base) else {
          placed.append(nil)
          continue
        }
        do {
          guard try place(text, at: path, in: folder, link: link) else {
            taken = true
            break
          }
        } catch {
          for done in placed.compactMap({ $0 }) { unlink(done) }
          throw error
        }
        placed.append(path)
      }
      if taken {
        for done in placed.compactMap({ $0 }) { unlink(done) }
        continue
      }
      return placed
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
