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

/// The teacher's end of a class: a Unix-domain socket that students' vclife joins. A thread
/// of its own accepts, reads and writes, so the teacher's screen never waits on a student;
/// the loop hands it lines to send and takes the answers counted.
///
/// Built to be attacked: a student is a connection, known by the peer credentials the
/// kernel gives (see ``Identity``); it may send its greeting and answers, nothing else, one short line at a
/// time, a few a second. A student that sends anything else, a line too long, too many lines,
/// no greeting in time, or that stops reading while its output grows, is dropped. Answers are
/// only counted: nothing a student sends reaches the app, a file or the terminal.
public final class ClassServer: @unchecked Sendable {
  /// The most students a class takes at once; a connection past it is closed at once.
  public static let maximumStudents = 500
  /// Bytes queued for one student past which it is taken to have stopped reading.
  static let maximumPendingBytes = 16 * 1024 * 1024
  /// Lines a student may send in a second.
  static let maximumLinesPerSecond = 20
  /// Seconds a connection has to greet.
  static let greetingSeconds = 5.0

  /// The socket's path.
  public let path: String
  private let listener: Int32
  private let wake: (read: Int32, write: Int32)
  private let lock = NSLock()
  private var students: [Int32: Student] = [:]
  private var nextID = 1
  private var joins: [Int] = []
  /// Each student's answer to each question's round: (step, round) → choice. Kept by
  /// identity, so a student who connects twice still has one answer.
  private var answers: [Identity: [Int: Int]] = [:]
  private let ownUID = getuid()
  private var stopping = false
  private var thread: Thread?
  /// The socket file's identity, so only this class's socket is removed at the end.
  private let inode: ino_t

  /// Who a student is: their user, as the kernel vouches for it, so one student has one
  /// answer however many times they join. Connections from the teacher's own user (a class
  /// shown on one account, or students sharing the teacher's login) each count as one.
  private enum Identity: Hashable {
    case user(uid_t)
    case connection(Int)
  }

  /// One connection.
  private struct Student {
    let id: Int
    let uid: uid_t
    let pid: pid_t
    let joinedAt: Double
    var input: [UInt8] = []
    var output: [[UInt8]] = []
    var written = 0
    var pending = 0
    var greeted = false
    /// Caught up with the session: broadcasts reach it.
    var live = false
    var lineWindow = (start: 0.0, count: 0)
  }

  private func identity(_ student: Student) -> Identity {
    student.uid == ownUID ? .connection(student.id) : .user(student.uid)
  }

  /// Opens the class at `path` (its directory must exist) and starts serving it.
  public init(path: String) throws {
    self.path = path
    listener = try UnixSocket.listen(at: path)
    var pipes: [Int32] = [0, 0]
    guard pipe(&pipes) == 0 else {
      close(listener)
      throw UnixSocket.Failure(
        description: "cannot open the class: \(String(cString: strerror(errno)))")
    }
    for descriptor in pipes {
      UnixSocket.setNonBlocking(descriptor)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    wake = (pipes[0], pipes[1])
    var info = stat()
    inode = lstat(path, &info) == 0 ? info.st_ino : 0
    let thread = Thread { self.serve() }  // strong: the thread ends with stop()
    thread.name = "vclife class"
    self.thread = thread
    thread.start()
  }

  /// Where a class's socket is when none is named.
  public static func defaultPath() -> String { UnixSocket.defaultPath() }

  // MARK: The loop's side

  /// Students in the class (greeted), each counted once.
  public var joined: Int { lock.withLock { present().count } }

  /// The identities of the students in the class (the lock held).
  private func present() -> Set<Identity> {
    Set(students.values.filter(\.greeted).map(identity))
  }

  /// The students who greeted since the last call: each needs the session whole
  /// (``catchUp(_:with:)``) before the broadcasts reach it.
  public func takeJoins() -> [Int] {
    lock.withLock {
      defer { joins = [] }
      return joins
    }
  }

  /// Sends the session whole to a student who joined; from then on broadcasts reach it.
  public func catchUp(_ id: Int, with updates: [ClassUpdate]) {
    let bytes = Self.bytes(updates.map(\.line))
    lock.withLock {
      guard let descriptor = students.first(where: { $0.value.id == id })?.key else { return }
      enqueue(bytes, to: descriptor)
      students[descriptor]?.live = true
    }
    poke()
  }

  /// Sends updates to every student who has caught up.
  public func broadcast(_ updates: [ClassUpdate]) {
    guard !updates.isEmpty else { return }
    let bytes = Self.bytes(updates.map(\.line))
    lock.withLock {
      for (descriptor, student) in students where student.live { enqueue(bytes, to: descriptor) }
    }
    poke()
  }

  /// The students' answers to a question's round: how many are in the class, and how many
  /// chose each choice (1 to 6).
  public func tally(step: Int, round: Int) -> (joined: Int, counts: [Int]) {
    lock.withLock {
      var counts = Array(repeating: 0, count: 6)
      let present = present()
      for identity in present {
        if let choice = answers[identity]?[Self.key(step, round)] { counts[choice - 1] += 1 }
      }
      return (present.count, counts)
    }
  }

  /// Forgets every answer: a new session begins (its steps are numbered afresh).
  public func clearAnswers() {
    lock.withLock { answers = [:] }
  }

  /// Ends the class: every student is told, the connections and the socket are closed, and
  /// the socket file is removed (if it is still this class's).
  public func stop() {
    broadcastToAll([.bye])
    lock.withLock { stopping = true }
    poke()
    thread.map { _ in waitForThread() }
    var info = stat()
    if lstat(path, &info) == 0, info.st_ino == inode, info.st_mode & S_IFMT == S_IFSOCK {
      unlink(path)
    }
  }

  /// Sends updates to every connection, caught up or not (the class's end).
  private func broadcastToAll(_ updates: [ClassUpdate]) {
    let bytes = Self.bytes(updates.map(\.line))
    lock.withLock {
      for descriptor in students.keys { enqueue(bytes, to: descriptor) }
    }
  }

  private func waitForThread() {
    let deadline = Date().addingTimeInterval(2)
    while Date() < deadline {
      if lock.withLock({ thread == nil }) { return }
      usleep(5_000)
    }
  }

  private func poke() {
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
  }

  static func key(_ step: Int, _ round: Int) -> Int { step * 4 + round }

  static func bytes(_ lines: [String]) -> [UInt8] {
    var bytes: [UInt8] = []
    for line in lines {
      bytes += line.utf8
      bytes.append(10)
    }
    return bytes
  }

  /// Queues bytes for one student (the lock held); a student whose queue grows past the
  /// bound has stopped reading and is dropped.
  private func enqueue(_ bytes: [UInt8], to descriptor: Int32) {
    guard var student = students[descriptor] else { return }
    student.output.append(bytes)
    student.pending += bytes.count
    if student.pending > Self.maximumPendingBytes { return drop(descriptor) }
    students[descriptor] = student
  }

  // MARK: The class's thread

  private func serve() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let (descriptors, isStopping) = lock.withLock {
        (students.map { ($0.key, !$0.value.output.isEmpty) }, stopping)
      }
      if isStopping {
        flushAndClose(deadline: Date().addingTimeInterval(0.5))
        return
      }
      var polled = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
      polled.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0))
      for (descriptor, hasOutput) in descriptors {
        polled.append(
          pollfd(
            fd: descriptor, events: Int16(POLLIN) | (hasOutput ? Int16(POLLOUT) : 0), revents: 0))
      }
      _ = poll(&polled, nfds_t(polled.count), 250)
      if polled[0].revents != 0 {
        while read(wake.read, &buffer, buffer.count) > 0 {}
      }
      if polled[1].revents & Int16(POLLIN) != 0 { acceptAll() }
      let now = Date().timeIntervalSince1970
      for entry in polled.dropFirst(2) where entry.revents != 0 {
        if entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
          readFrom(entry.fd, &buffer, now: now)
        }
        if entry.revents & Int16(POLLOUT) != 0 { writeTo(entry.fd) }
      }
      dropSilent(now: now)
    }
  }

  private func acceptAll() {
    while true {
      let descriptor = Glibc.accept(listener, nil, nil)
      if descriptor < 0 { return }
      UnixSocket.prepareAccepted(descriptor)
      let full = lock.withLock { students.count >= Self.maximumStudents }
      guard !full, let peer = UnixSocket.peer(descriptor) else {
        close(descriptor)
        continue
      }
      lock.withLock {
        var student = Student(
          id: nextID, uid: peer.uid, pid: peer.pid, joinedAt: Date().timeIntervalSince1970)
        nextID += 1
        let greeting = Array((ClassProtocol.teacherGreeting + "\n").utf8)
        student.output.append(greeting)
        student.pending = greeting.count
        students[descriptor] = student
      }
    }
  }

  /// Reads what a student sent: its greeting, then answers; anything else drops it.
  private func readFrom(_ descriptor: Int32, _ buffer: inout [UInt8], now: Double) {
    let count = buffer.withUnsafeMutableBytes {
      Descriptor.readSome(from: descriptor, into: $0)
    }
    if count < 0, errno == EAGAIN || errno == EINTR { return }
    lock.withLock {
      guard var student = students[descriptor] else { return }
      guard count > 0 else { return drop(descriptor) }
      student.input += buffer[..<count]
      while let end = student.input.firstIndex(of: 10) {
        let line = String(decoding: student.input[..<end], as: UTF8.self)
        student.input.removeSubrange(...end)
        if now - student.lineWindow.start >= 1 { student.lineWindow = (now, 0) }
        student.lineWindow.count += 1
        guard student.lineWindow.count <= Self.maximumLinesPerSecond,
          accept(line, from: &student)
        else { return drop(descriptor) }
      }
      guard student.input.count <= ClassProtocol.maximumStudentLine else {
        return drop(descriptor)
      }
      students[descriptor] = student
    }
  }

  /// Whether a line is one a student may send; an answer is counted.
  private func accept(_ line: String, from student: inout Student) -> Bool {
    guard student.greeted else {
      guard line == ClassProtocol.studentGreeting else { return false }
      student.greeted = true
      joins.append(student.id)
      return true
    }
    guard let answer = ClassAnswer(line: Substring(line)) else { return false }
    switch answer {
    case .answer(let step, let round, let choice):
      answers[identity(student), default: [:]][Self.key(step, round)] = choice
    }
    return true
  }

  private func writeTo(_ descriptor: Int32) {
    lock.withLock {
      guard var student = students[descriptor] else { return }
      while let first = student.output.first {
        guard let sent = UnixSocket.sendSome(first[student.written...], to: descriptor) else {
          return drop(descriptor)
        }
        if sent == 0 { break }
        student.written += sent
        student.pending -= sent
        if student.written == first.count {
          student.output.removeFirst()
          student.written = 0
        }
      }
      students[descriptor] = student
    }
  }

  /// Drops connections that never greeted in time.
  private func dropSilent(now: Double) {
    lock.withLock {
      for (descriptor, student) in students
      where !student.greeted && now - student.joinedAt > Self.greetingSeconds {
        drop(descriptor)
      }
    }
  }

  /// Closes a connection (the lock held); the answers go when the student's last connection
  /// does.
  private func drop(_ descriptor: Int32) {
    guard let student = students.removeValue(forKey: descriptor) else { return }
    close(descriptor)
    let gone = identity(student)
    if !students.values.contains(where: { identity($0) == gone }) { answers[gone] = nil }
  }

  /// At the end: what is queued is sent while the deadline allows, then every connection
  /// and the socket are closed.
  private func flushAndClose(deadline: Date) {
    while Date() < deadline {
      let waiting = lock.withLock { students.filter { !$0.value.output.isEmpty }.map(\.key) }
      if waiting.isEmpty { break }
      for descriptor in waiting { writeTo(descriptor) }
      usleep(2_000)
    }
    lock.withLock {
      for descriptor in students.keys { close(descriptor) }
      students = [:]
      thread = nil
    }
    close(listener)
    close(wake.read)
    close(wake.write)
  }
}
