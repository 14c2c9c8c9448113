import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few Unix-domain socket calls a class needs, each failure one line naming the path.
/// vclife has no network listener of its own: a class is a socket in the file system, which
/// OpenSSH forwards for remote students.
enum UnixSocket {
  /// Why a class socket could not be opened or reached.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// A path shown in a message, control characters escaped.
  static func shown(_ path: String) -> String { ControllerName.escaped(path) }

  /// Fills `address` with `path`, which must fit `sun_path` (108 bytes on Linux).
  static func address(_ path: String) throws(Failure) -> sockaddr_un {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard !bytes.isEmpty, bytes.count < capacity, !bytes.contains(0) else {
      throw Failure(
        description: "\(shown(path)): a socket's path must be 1 to \(capacity - 1) bytes long")
    }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
      raw[bytes.count] = 0
    }
    return address
  }

  /// A listening socket at `path`, non-blocking. An existing socket nobody answers on (a
  /// class that ended without cleaning up) is replaced; anything else at the path is left
  /// alone and refused.
  ///
  /// The socket itself is open to everyone (mode 0666): `connect(2)` needs write permission
  /// on it, and the teacher's umask would otherwise shut out every other account. Who may
  /// join is the directory's to say, as the docs promise: a course directory of a group, or
  /// the teacher's private one.
  static func listen(at path: String) throws(Failure) -> Int32 {
    var address = try address(path)
    var info = stat()
    if lstat(path, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFSOCK else {
        throw Failure(description: "\(shown(path)) exists and is not a socket; left as it is")
      }
      if let other = try? connect(to: path) {
        SocketCalls.closeSocket(other)
        throw Failure(description: "a class is already open at \(shown(path))")
      }
      unlink(path)
    }
    let descriptor = SocketCalls.makeStreamSocket()
    guard descriptor >= 0 else { throw failure(path) }
    guard SocketCalls.bindTo(descriptor, &address) == 0 else {
      let problem = failure(path)
      SocketCalls.closeSocket(descriptor)
      throw problem
    }
    // Opened to all only if the path is still the socket just bound (nothing swapped in
    // between by someone who may write in the directory).
    var bound = stat()
    guard lstat(path, &bound) == 0,
      bound.st_mode & S_IFMT == S_IFSOCK, bound.st_uid == geteuid(), chmod(path, 0o666) == 0,
      SocketCalls.listenOn(descriptor, backlog: 128) == 0
    else {
      let problem = failure(path)
      SocketCalls.closeSocket(descriptor)
      throw problem
    }
    SocketCalls.setNonBlocking(descriptor)
    return descriptor
  }

  /// A connected socket to the class at `path`, blocking; a refusal says why in one line.
  static func connect(to path: String) throws(Failure) -> Int32 {
    var address = try address(path)
    let descriptor = SocketCalls.makeStreamSocket()
    guard descriptor >= 0 else { throw failure(path) }
    guard SocketCalls.connectTo(descriptor, &address) != 0 else { return descriptor }
    let problem: Failure
    switch errno {
    case ENOENT, ECONNREFUSED:
      problem = Failure(
        description: "no class is open at \(shown(path)) (a teacher opens one with vclife --class)")
    case EACCES, EPERM:
      problem = Failure(
        description: "\(shown(path)): permission denied: the class's directory does not let "
          + "your account in (ask the teacher)")
    default:
      problem = failure(path)
    }
    SocketCalls.closeSocket(descriptor)
    throw problem
  }

  /// Sends what it can of `bytes` without blocking and without SIGPIPE (a student that left
  /// must not end the teacher's session): the count sent, 0 when the socket is full, nil
  /// when the other end is gone.
  static func sendSome(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Int? {
    let sent = bytes.withUnsafeBytes { SocketCalls.sendNow($0, to: descriptor) }
    if sent >= 0 { return sent }
    return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : nil
  }

  private static func failure(_ path: String) -> Failure {
    Failure(description: "\(shown(path)): \(String(cString: strerror(errno)))")
  }

  /// Where a class's socket is when none is named: `$XDG_RUNTIME_DIR/vclife/class.sock`,
  /// else under `/tmp` in a directory of the user's own. Only the user's own account can
  /// join a class there.
  static func defaultPath() -> String {
    if let runtime = getenv("XDG_RUNTIME_DIR").map({ String(cString: $0) }),
      runtime.hasPrefix("/")
    {
      return runtime + "/vclife/class.sock"
    }
    return "/tmp/vclife-\(getuid())/class.sock"
  }
}
