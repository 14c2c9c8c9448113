#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole text files where a planted file cannot redirect them: the session kept for
/// `--resume`, in a state directory that is the user's own.
public enum TextFile {
  /// Why a file could not be written, said in one line.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
    public init(description: String) { self.description = description }
  }

  /// Writes `text` to a new file in `directory` under a name of this process's own
  /// (`.<stem>.<pid>-<n>-<random>.tmp`) and returns its path. The file is created with
  /// O_EXCL|O_NOFOLLOW|O_NONBLOCK, as exports are: an existing name (a symlink planted to
  /// make vclife overwrite another file, a FIFO that would block it) is never opened; another
  /// name is tried. A failed write leaves nothing behind.
  public static func writeNew(_ text: String, in directory: String, stem: String) throws -> String {
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
    for attempt in 0..<100 {
      let path =
        "\(directory)/.\(stem).\(getpid())-\(attempt)-\(UInt32.random(in: 0...UInt32.max)).tmp"
      let descriptor = open(path, flags, 0o600)
      if descriptor < 0 {
        if errno == EEXIST { continue }
        throw failure(path)
      }
      let written = Descriptor.writeAll(text, to: descriptor)
      let problem = written ? nil : failure(path)
      let closed = close(descriptor) == 0
      if let problem = problem ?? (closed ? nil : failure(path)) {
        unlink(path)
        throw problem
      }
      return path
    }
    throw Failure(description: "\(shown(directory)): no free temporary name")
  }

  /// Creates `path` and its missing parents (mode 0700: a user's own state), then checks
  /// that `path` is a directory of this user's that no one else may write in: a directory
  /// another user prepared could hold files planted to redirect a save.
  ///
  /// A missing directory is created only inside one of this user's own, or inside a shared
  /// one whose sticky bit keeps each user's files their own (`/tmp`): root with another
  /// user's HOME (`sudo -E`) would otherwise leave root-owned `.local/state` in that home,
  /// where its owner could then create nothing.
  public static func makePrivateDirectory(_ path: String) throws {
    guard path.hasPrefix("/") else {
      throw Failure(description: "\(shown(path)) is not an absolute path")
    }
    var built = ""
    for part in path.split(separator: "/") {
      let parent = built.isEmpty ? "/" : built
      built += "/" + part
      var info = stat()
      if stat(built, &info) == 0 { continue }
      guard errno == ENOENT else { throw failure(built) }
      try checkMayCreate(built, in: parent)
      if mkdir(built, 0o700) != 0 && errno != EEXIST {
        throw failure(built)
      }
    }
    try checkPrivateDirectory(path)
  }

  /// Checks that `path` is a directory of this user's that no one else may write in (what
  /// ``makePrivateDirectory(_:)`` makes), without creating anything: a directory another
  /// user prepared could hold a socket or a file planted to impersonate vclife's own.
  public static func checkPrivateDirectory(_ path: String) throws {
    var info = stat()
    guard stat(path, &info) == 0 else { throw failure(path) }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw Failure(description: "\(shown(path)) is not a directory")
    }
    guard info.st_uid == geteuid() else {
      throw Failure(description: "\(shown(path)) belongs to another user")
    }
    guard info.st_mode & 0o022 == 0 else {
      throw Failure(
        description: "\(shown(path)) may be written by others (mode "
          + "\(String(info.st_mode & 0o777, radix: 8))); make it private with chmod 700")
    }
  }

  /// Refuses to create `path` in `parent` unless `parent` is this user's, or shared with a
  /// sticky bit.
  private static func checkMayCreate(_ path: String, in parent: String) throws {
    var info = stat()
    guard stat(parent, &info) == 0 else { throw failure(parent) }
    let shared = info.st_mode & S_ISVTX != 0 && info.st_mode & 0o002 != 0
    guard info.st_uid == geteuid() || shared else {
      throw Failure(
        description: "will not create \(shown(path)): \(shown(parent)) belongs to another user "
          + "(set XDG_STATE_HOME to a directory of your own)")
    }
  }

  /// The text of a small state file vclife wrote (`name` in `directory`): nil when there is
  /// none, or it is not a regular file, or it is larger than `maximumBytes`.
  public static func readState(_ name: String, in directory: String, maximumBytes: Int) -> String? {
    let path = directory + "/" + name
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      info.st_size <= maximumBytes
    else { return nil }
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: maximumBytes)
    let count = read(descriptor, &bytes, bytes.count)
    guard count >= 0 else { return nil }
    return String(decoding: bytes.prefix(count), as: UTF8.self)
  }

  /// Replaces the state file `name` in `directory` whole: a temporary file of its own renamed
  /// over the last, in a private directory made first; anything but a regular file under the
  /// name is left alone and the write refused, with the reason.
  public static func replaceState(_ name: String, in directory: String, with text: String) throws {
    let path = directory + "/" + name
    try makePrivateDirectory(directory)
    guard isFreeOrRegularFile(path) else {
      throw Failure(description: "\(shown(path)) is not a regular file; left as it is")
    }
    let temporary = try writeNew(text, in: directory, stem: name)
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw Failure(description: "\(shown(path)): \(reason)")
    }
  }

  /// Whether nothing is at `path`, or a regular file (a symlink is not followed).
  public static func isFreeOrRegularFile(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else { return errno == ENOENT }
    return info.st_mode & S_IFMT == S_IFREG
  }

  private static func failure(_ path: String) -> Failure {
    Failure(description: "\(shown(path)): \(String(cString: strerror(errno)))")
  }

  private static func shown(_ path: String) -> String { ControllerName.escaped(path) }
}
