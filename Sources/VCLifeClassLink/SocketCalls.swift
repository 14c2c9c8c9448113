#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The socket calls whose spelling differs between Linux and macOS, in one place, each named
/// apart from the C function it wraps (so a type with a `close` or `send` of its own can call
/// it). Linux is built and tested; the Darwin branches follow Apple's manual pages
/// (`SO_NOSIGPIPE` for `MSG_NOSIGNAL`, no `SOCK_CLOEXEC` or `accept4`, `getpeereid` and
/// `LOCAL_PEERPID` for `SO_PEERCRED`) and are compiled only there.
enum SocketCalls {
  /// A Unix-domain stream socket, close-on-exec, that never raises SIGPIPE; -1 with `errno`.
  static func makeStreamSocket() -> Int32 {
    #if canImport(Darwin)
      let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
      guard descriptor >= 0 else { return descriptor }
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      var on: Int32 = 1
      setsockopt(
        descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
      return descriptor
    #else
      return socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #endif
  }

  /// `bind(2)` to a Unix address.
  static func bindTo(_ descriptor: Int32, _ address: inout sockaddr_un) -> Int32 {
    withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
  }

  /// `connect(2)` to a Unix address.
  static func connectTo(_ descriptor: Int32, _ address: inout sockaddr_un) -> Int32 {
    withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
  }

  /// `listen(2)`.
  static func listenOn(_ descriptor: Int32, backlog: Int32) -> Int32 {
    listen(descriptor, backlog)
  }

  /// `accept(2)`, the new connection close-on-exec, non-blocking and (on Darwin) without
  /// SIGPIPE; -1 when none waits.
  static func acceptFrom(_ listener: Int32) -> Int32 {
    let descriptor = accept(listener, nil, nil)
    guard descriptor >= 0 else { return descriptor }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    setNonBlocking(descriptor)
    #if canImport(Darwin)
      var on: Int32 = 1
      setsockopt(
        descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
    return descriptor
  }

  /// `send(2)` that never blocks and never raises SIGPIPE: the count sent, or -1 with `errno`.
  static func sendNow(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int {
    #if canImport(Darwin)
      // SO_NOSIGPIPE, set when the socket was made, stands for MSG_NOSIGNAL.
      return send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_DONTWAIT))
    #else
      return send(
        descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
    #endif
  }

  /// `close(2)`.
  static func closeSocket(_ descriptor: Int32) { _ = close(descriptor) }

  /// `shutdown(2)` both ways: a thread blocked reading the descriptor wakes.
  static func shutdownBoth(_ descriptor: Int32) {
    #if canImport(Darwin)
      _ = shutdown(descriptor, SHUT_RDWR)
    #else
      _ = shutdown(descriptor, Int32(SHUT_RDWR))
    #endif
  }

  static func setNonBlocking(_ descriptor: Int32) {
    let flags = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
  }

  /// Who is at the other end: the user and process the kernel vouches for.
  static func peer(_ descriptor: Int32) -> (uid: uid_t, pid: pid_t)? {
    #if canImport(Darwin)
      var uid: uid_t = 0
      var gid: gid_t = 0
      guard getpeereid(descriptor, &uid, &gid) == 0 else { return nil }
      var pid: pid_t = 0
      var length = socklen_t(MemoryLayout<pid_t>.size)
      _ = getsockopt(descriptor, SOL_LOCAL, LOCAL_PEERPID, &pid, &length)
      return (uid, pid)
    #else
      // Linux's `struct ucred` is pid, uid, gid (three 32-bit fields); Glibc's module leaves
      // it out (it needs _GNU_SOURCE), so it is read as what it is.
      var credentials: (Int32, UInt32, UInt32) = (0, 0, 0)
      var length = socklen_t(MemoryLayout.size(ofValue: credentials))
      guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else {
        return nil
      }
      return (credentials.1, credentials.0)
    #endif
  }
}
