import Foundation
import VCLifeClassroom
import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A student's end of a class (`vclife join`): the connection to the teacher's vclife. A
/// thread of its own reads the teacher's updates and groups each new session's description;
/// the loop takes them and sends the student's answers.
public final class ClassClient: @unchecked Sendable {
  /// What came from the teacher, for the loop.
  public enum Event: Sendable, Equatable {
    /// A new session, described whole.
    case session(ClassHeader)
    /// An update to the session.
    case update(ClassUpdate)
    /// The class ended, and why.
    case ended(Localized)
  }

  private let descriptor: Int32
  private let lock = NSLock()
  private var events: [Event] = []
  private var reader = LineSplitter(limit: ClassProtocol.maximumTeacherLine)
  private var header: ClassHeader?
  private var closed = false
  /// The reading thread's end, signalled once: the descriptor is closed by ``leave()`` only
  /// after it, so no thread writes to or reads from a descriptor number reused elsewhere.
  private let finished = DispatchSemaphore(value: 0)
  private var reading = false
  /// The loop's wake-up: the reading thread pokes it when the teacher said something.
  private let news: WakePipe
  /// Whether this is the teacher's presenter view (`vclife join --presenter`).
  public let isPresenter: Bool

  /// Joins the class at `path`: connects, greets, and checks that the teacher speaks this
  /// version of the class protocol. Throws one line that says why it could not: no class,
  /// permission, a full class, another version.
  public init(path: String, presenter: Bool = false) throws {
    isPresenter = presenter
    descriptor = try UnixSocket.connect(to: path)
    guard let news = WakePipe() else {
      SocketCalls.closeSocket(descriptor)
      throw UnixSocket.Failure(description: "cannot join: \(String(cString: strerror(errno)))")
    }
    self.news = news
    do {
      try greet(path)
    } catch {
      SocketCalls.closeSocket(descriptor)
      news.close()
      throw error
    }
  }

  /// Sends the greeting and reads the teacher's; a refusal is read as what it says.
  private func greet(_ path: String) throws {
    let shown = UnixSocket.shown(path)
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    // Sent whole or not at all: a socket that takes no bytes has a class that is gone.
    let greeting = Array(
      ((isPresenter ? ClassProtocol.presenterGreeting : ClassProtocol.studentGreeting) + "\n")
        .utf8)
    _ = UnixSocket.sendSome(greeting[...], to: descriptor)
    errno = 0
    let first = readLine()
    guard let first else {
      if errno == EAGAIN || errno == EWOULDBLOCK {
        throw UnixSocket.Failure(description: "\(shown): the class did not answer in 5 seconds")
      }
      // Closed before a word: a forwarded socket (ssh -L) whose far end refused the
      // connection, most often because the server's socket does not let this account in.
      throw UnixSocket.Failure(
        description: "\(shown): the connection closed before the class answered (through ssh "
          + "-L: the class's socket on the server may not let your account in, or no class is "
          + "open)")
    }
    if first == ClassProtocol.teacherGreeting { return }
    if first == ClassProtocol.presenterRefused { throw Self.presenterRefused }
    if first == ClassProtocol.classFull {
      throw UnixSocket.Failure(
        description: "the class is full (\(ClassServer.maximumStudents) connections)")
    }
    if first == ClassProtocol.accountFull {
      throw UnixSocket.Failure(
        description: "the class is full for your account: it already has "
          + "\(ClassServer.maximumConnectionsPerAccount) connections there (q leaves one)")
    }
    if first.hasPrefix(ClassProtocol.teacherWord + " ") {
      throw UnixSocket.Failure(
        description: "\(shown) is a class of another vclife version (it speaks "
          + "`\(first.prefix(40))`, this vclife `\(ClassProtocol.teacherGreeting)`): "
          + "use the same vclife as the teacher")
    }
    throw UnixSocket.Failure(description: "\(shown) is not a vclife class")
  }

  /// Reads until the first session is described whole (up to 10 s), before the screen
  /// starts; then the reading goes on in the background.
  public func firstSession() throws -> ClassHeader {
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    while true {
      guard let line = readLine() else {
        throw UnixSocket.Failure(description: "the class ended before its session was described")
      }
      // The greeting is answered before the class knows who greets: a presenter's view from
      // another account is refused next.
      if line == ClassProtocol.presenterRefused { throw Self.presenterRefused }
      guard let update = ClassUpdate(line: Substring(line)) else {
        throw UnixSocket.Failure(description: "the class sent a line this vclife cannot read")
      }
      if let session = take(update) { return session }
    }
  }

  /// Reads on in the background.
  public func start() {
    var timeout = timeval(tv_sec: 0, tv_usec: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    lock.withLock { reading = true }
    let thread = Thread { self.readOn() }  // strong: the thread ends when the connection does
    thread.name = "vclife join"
    thread.start()
  }

  /// A descriptor that becomes readable when the teacher said something: the loop sleeps on
  /// it and the keyboard.
  public var newsDescriptor: Int32 { news.readEnd }

  /// What came since the last call.
  public func takeEvents() -> [Event] {
    news.drain()
    return lock.withLock {
      defer { events = [] }
      return events
    }
  }

  /// Sends the student's answer; a class that has gone is said by the next events.
  public func send(_ answer: ClassAnswer) {
    let bytes = Array((answer.line + "\n").utf8)
    lock.withLock {
      guard !closed else { return }
      _ = UnixSocket.sendSome(bytes[...], to: descriptor)
    }
  }

  /// Leaves the class: the reading thread is woken and waited for, then the descriptor is
  /// closed, once, here (``send(_:)`` writes under the same lock, so never after).
  public func leave() {
    let (first, wasReading) = lock.withLock {
      defer { closed = true }
      return (!closed, reading)
    }
    guard first else { return }
    SocketCalls.shutdownBoth(descriptor)
    if wasReading { _ = finished.wait(timeout: .now() + 2) }
    lock.withLock { SocketCalls.closeSocket(descriptor) }
    news.close()
  }

  // MARK: Reading

  private func readOn() {
    while true {
      guard let line = readLine() else {
        let left = lock.withLock { closed }
        if !left { append(.ended(Self.connectionClosed)) }
        break
      }
      guard let update = ClassUpdate(line: Substring(line)) else {
        append(.ended(Self.unreadable))
        SocketCalls.shutdownBoth(descriptor)
        break
      }
      if update == .bye {
        append(.ended(Said.classEnded))
        break
      }
      if let session = take(update) {
        append(.session(session))
      } else if header == nil {
        append(.update(update))
      }
    }
    finished.signal()
  }

  /// Groups a session's description; returns it once whole.
  private func take(_ update: ClassUpdate) -> ClassHeader? {
    switch update {
    case .begin:
      header = ClassHeader()
      return nil
    case .ready:
      defer { header = nil }
      return header
    default:
      if header != nil, header?.take(update) == true { return nil }
      return nil
    }
  }

  private func append(_ event: Event) {
    lock.withLock { events.append(event) }
    news.poke()
  }

  /// The next line from the teacher (blocking), nil at the end, on an error, or for a line
  /// longer than the protocol allows.
  private func readLine() -> String? {
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      switch reader.next() {
      case .line(let line): return line
      case .tooLong: return nil
      case .needMore: break
      }
      let count = buffer.withUnsafeMutableBytes { Descriptor.readSome(from: descriptor, into: $0) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      reader.feed(buffer[..<count])
    }
  }

  static let presenterRefused = UnixSocket.Failure(
    description: "the presenter's view is the teacher's own: only the account that opened the "
      + "class can open it")

  static let connectionClosed = Localized(
    en: "The class has ended: the teacher's vclife closed the connection.",
    zh: "课堂已结束：老师的 vclife 关闭了连接。")
  static let unreadable = Localized(
    en: "The class ended: it sent something this vclife cannot read (another version?).",
    zh: "课堂已结束：收到了本 vclife 无法读取的内容（版本不同？）。")
}

/// Splits bytes into lines, refusing a line longer than `limit` (never holding more).
struct LineSplitter {
  enum Next {
    case line(String)
    case needMore, tooLong
  }
  let limit: Int
  private var pending: [UInt8] = []

  init(limit: Int) { self.limit = limit }

  mutating func feed(_ bytes: ArraySlice<UInt8>) { pending += bytes }

  mutating func next() -> Next {
    guard let end = pending.firstIndex(of: 10) else {
      return pending.count > limit ? .tooLong : .needMore
    }
    guard end <= limit else { return .tooLong }
    let line = String(decoding: pending[..<end], as: UTF8.self)
    pending.removeSubrange(...end)
    return .line(line)
  }
}
