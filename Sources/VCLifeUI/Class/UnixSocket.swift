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
  static func listen(at path: String) throws(Failure) -> Int32 {
    var address = try address(path)
    var info = stat()
    if lstat(path, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFSOCK else {
        throw Failure(description: "\(shown(path)) exists and is not a socket; left as it is")
      }
      if let other = try? connect(to: path) {
        close(other)
        throw Failure(description: "a class is already open at \(shown(path))")
      }
      unlink(path)
    }
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw failure(path) }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0, Glibc.listen(descriptor, 128) == 0 else {
      let problem = failure(path)
      close(descriptor)
      throw problem
    }
    setNonBlocking(descriptor)
    return descriptor
  }

  /// A connected socket to the class at `path`, blocking.
  static func connect(to path: String) throws(Failure) -> Int32 {
    var address = try address(path)
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw failure(path) }
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard connected == 0 else {
      let nobody = errno == ENOENT || errno == ECONNREFUSED
      let problem =
        nobody
        ? Failure(
          description:
            "no class is open at \(shown(path)) (a teacher opens one with vclife --class)")
        : failure(path)
      close(descriptor)
      throw problem
    }
    return descriptor
  }

  /// Who is at the other end: the user and process the kernel vouches for.
  static func peer(_ descriptor: Int32) -> (uid: uid_t, pid: pid_t)? {
    // Linux's `struct ucred` is pid, uid, gid (three 32-bit fields); Glibc's module leaves it
    // out (it needs _GNU_SOURCE), so it is read as what it is.
    var credentials: (Int32, UInt32, UInt32) = (0, 0, 0)
    var length = socklen_t(MemoryLayout.size(ofValue: credentials))
    guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else {
      return nil
    }
    return (credentials.1, credentials.0)
  }

  /// Close-on-exec and non-blocking, for an accepted connection.
  static func prepareAccepted(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    setNonBlocking(descriptor)
  }

  static func setNonBlocking(_ descriptor: Int32) {
    let flags = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
  }

  /// Sends what it can of `bytes` without blocking and without SIGPIPE (a student that left
  /// must not end the teacher's session): the count sent, 0 when the socket is full, nil
  /// when the other end is gone.
  static func sendSome(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Int? {
    let sent = bytes.withUnsafeBytes { raw in
      send(descriptor, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
    }
    if sent >= 0 { return sent }
    return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : nil
  }

  private static func failure(_ path: String) -> Failure {
    Failure(description: "\(shown(path)): \(String(cString: strerror(errno)))")
  }

  /// Where a class's socket is when none is named: `$XDG_RUNTIME_DIR/vclife/class.sock`,
  /// else under `/tmp` in a directory of the user's own.
  static func defaultPath() -> String {
    if let runtime = getenv("XDG_RUNTIME_DIR").map({ String(cString: $0) }),
      runtime.hasPrefix("/")
    {
      return runtime + "/vclife/class.sock"
    }
    return "/tmp/vclife-\(getuid())/class.sock"
  }
}
