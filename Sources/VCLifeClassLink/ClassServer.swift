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
/// kernel gives (see ``Identity``); it may send its greeting and answers, nothing else, one
/// short line at a time, a few a second. A student that sends anything else, a line too long,
/// too many lines, no greeting in time, or that stops reading while its output grows, is
/// dropped. Answers are only counted: nothing a student sends reaches the app, a file or the
/// terminal. What the class may hold is bounded: seats (``maximumStudents``, and
/// ``maximumConnectionsPerAccount`` for any account but the teacher's) and the bytes queued
/// for all students together (``maximumQueuedBytes``), every queued message kept once
/// however many students wait for it.
public final class ClassServer: @unchecked Sendable {
  /// The most connections a class takes at once; one past it is told the class is full.
  public static let maximumStudents = 500
  /// The most connections one account other than the teacher's may hold: a student may join
  /// from two terminals, but one account may not take the seats of the rest.
  public static let maximumConnectionsPerAccount = 4
  /// Bytes queued for one student past which it is taken to have stopped reading.
  static let maximumPendingBytes = 16 * 1024 * 1024
  /// Bytes queued for all students together, each message counted once: past it, the
  /// students furthest behind are dropped.
  public static let maximumQueuedBytes = 64 * 1024 * 1024
  /// This class's bound on the bytes queued for all students (a test makes it small).
  let queueBound: Int
  /// Lines a student may send in a second.
  static let maximumLinesPerSecond = 20
  /// Seconds a connection has to greet.
  static let greetingSeconds = 5.0

  /// The socket's path.
  public let path: String
  private let listener: Int32
  /// The class thread's wake-up: the loop pokes it when it has something to send.
  private let wake: WakePipe
  /// The loop's wake-up: the class thread pokes it when a student joined, answered or left.
  private let news: WakePipe
  private let lock = NSLock()
  private var students: [Int32: Student] = [:]
  private var nextID = 1
  private var joins: [Int] = []
  /// Each student's answer to each question's round: (step, round) → choice. Kept by
  /// identity, so a student who connects twice still has one answer.
  private var answers: [Identity: [Int: Int]] = [:]
  /// The same, kept after a student leaves, for the teacher's record (``record()``); at most
  /// ``maximumRecorded`` students.
  private var recorded: [Identity: [Int: Int]] = [:]
  /// Each recorded student's account name, as the presenter's view and the record show it.
  private var names: [Identity: String] = [:]
  /// Students the record keeps at most (a class of 500 that changes seats over a term).
  static let maximumRecorded = 4_096
  /// The question whose answers count now, (step, round); answers to any other are not
  /// counted (a closed vote stays closed).
  private var openQuestion: (step: Int, round: Int)?
  /// Every queued message and how many students still wait for it: the class's memory.
  private var queued: [ObjectIdentifier: (bytes: Int, holders: Int)] = [:]
  private var queuedBytes = 0
  private let ownUID = getuid()
  private var stopping = false
  /// Signalled once when the class's thread has closed everything: the thread's one owner,
  /// ``stop()``, waits for it.
  private let finished = DispatchSemaphore(value: 0)
  /// The socket file's identity, so only this class's socket is removed at the end.
  private let inode: ino_t

  /// Who a student is: their user, as the kernel vouches for it, so one student has one
  /// answer however many times they join. Connections from the teacher's own user (a class
  /// shown on one account, or students sharing the teacher's login) each count as one.
  private enum Identity: Hashable {
    case user(uid_t)
    case connection(Int)
  }

  /// Bytes queued for students: one object however many students it is queued for.
  public final class Chunk: Sendable {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }

  /// One connection.
  private struct Student {
    let id: Int
    let descriptor: Int32
    let uid: uid_t
    let pid: pid_t
    let joinedAt: Double
    var input: [UInt8] = []
    var output: [Chunk] = []
    var written = 0
    var pending = 0
    var greeted = false
    /// The teacher's own second screen (`vclife join --presenter`): not a student.
    var isPresenter = false
    /// Caught up with the session: broadcasts reach it.
    var live = false
    var lineWindow = (start: 0.0, count: 0)
  }

  private func identity(_ student: Student) -> Identity {
    student.uid == ownUID ? .connection(student.id) : .user(student.uid)
  }

  /// Opens the class at `path` (its directory must exist) and starts serving it.
  public convenience init(path: String) throws {
    try self.init(path: path, queueBound: Self.maximumQueuedBytes)
  }

  /// A class whose students' queued bytes, all together, stay under `queueBound`.
  init(path: String, queueBound: Int) throws {
    self.queueBound = queueBound
    self.path = path
    listener = try UnixSocket.listen(at: path)
    guard let wake = WakePipe(), let news = WakePipe() else {
      SocketCalls.closeSocket(listener)
      throw UnixSocket.Failure(
        description: "cannot open the class: \(String(cString: strerror(errno)))")
    }
    self.wake = wake
    self.news = news
    var info = stat()
    inode = lstat(path, &info) == 0 ? info.st_ino : 0
    let thread = Thread { self.serve() }  // strong: the thread ends with stop()
    thread.name = "vclife class"
    thread.start()
  }

  /// Where a class's socket is when none is named.
  public static func defaultPath() -> String { UnixSocket.defaultPath() }

  // MARK: The loop's side

  /// A descriptor that becomes readable when the class has news for the loop (a student
  /// joined, answered or left): the loop sleeps on it and the keyboard, never on a timer.
  public var newsDescriptor: Int32 { news.readEnd }

  /// Reads away the news wake-ups, before the loop looks at the class.
  public func takeNews() {
    news.drain()
  }

  /// Students in the class (greeted), each counted once.
  public var joined: Int { lock.withLock { present().count } }

  /// The identities of the students in the class (the lock held).
  private func present() -> Set<Identity> {
    Set(students.values.filter { $0.greeted && !$0.isPresenter }.map(identity))
  }

  /// The students who greeted since the last call: each needs the session whole
  /// (``catchUp(_:with:)``) before the broadcasts reach it.
  public func takeJoins() -> [Int] {
    lock.withLock {
      defer { joins = [] }
      return joins
    }
  }

  /// Sends the session whole to students who joined; from then on broadcasts reach them.
  /// One copy of the bytes is queued for all of them.
  public func catchUp(_ ids: [Int], with chunk: Chunk) {
    guard !ids.isEmpty else { return }
    let wanted = Set(ids)
    lock.withLock {
      for (descriptor, student) in students where wanted.contains(student.id) {
        enqueue(chunk, to: descriptor)
        students[descriptor]?.live = true
      }
    }
    poke()
  }

  /// Sends updates to every student who has caught up.
  public func broadcast(_ updates: [ClassUpdate]) {
    guard !updates.isEmpty else { return }
    let chunk = Self.chunk(updates)
    lock.withLock {
      for (descriptor, student) in students where student.live { enqueue(chunk, to: descriptor) }
    }
    poke()
  }

  /// The question whose answers count from now on (nil: none is open). Answers to another
  /// question, or to this one before it opened, are not counted.
  public func open(question: (step: Int, round: Int)?) {
    lock.withLock { openQuestion = question }
  }

  /// The students' answers to a question's round: how many are in the class, and how many
  /// chose each choice (1 to 6, the lesson's own order). In a second round a student's first
  /// answer stands until they change it, as their own screen says.
  public func tally(step: Int, round: Int) -> (joined: Int, counts: [Int]) {
    lock.withLock {
      var counts = Array(repeating: 0, count: 6)
      let present = present()
      for identity in present {
        let given = answers[identity]
        if let choice = given?[Self.key(step, round)]
          ?? (round == 2 ? given?[Self.key(step, 1)] : nil)
        {
          counts[choice - 1] += 1
        }
      }
      return (present.count, counts)
    }
  }

  /// Forgets every answer: a new session begins (its steps are numbered afresh).
  public func clearAnswers() {
    lock.withLock {
      answers = [:]
      recorded = [:]
    }
  }

  /// Sends updates to the teacher's presenter views only (the answers as they come).
  public func sendToPresenters(_ updates: [ClassUpdate]) {
    guard !updates.isEmpty else { return }
    let chunk = Self.chunk(updates)
    let sent = lock.withLock {
      var any = false
      for (descriptor, student) in students where student.live && student.isPresenter {
        enqueue(chunk, to: descriptor)
        any = true
      }
      return any
    }
    if sent { poke() }
  }

  /// Whether a presenter's view is connected.
  public var hasPresenter: Bool { lock.withLock { students.values.contains { $0.isPresenter } } }

  /// The accounts in the class that answered a question's round, sorted.
  public func answeredBy(step: Int, round: Int) -> [String] {
    lock.withLock {
      present().filter { answers[$0]?[Self.key(step, round)] != nil }.map { name($0) }.sorted()
    }
  }

  /// Every student's answers this session, by account, for the teacher's record.
  public func record() -> ClassRecord {
    lock.withLock {
      let students = recorded.map { identity, answers in
        ClassRecord.Student(
          account: name(identity),
          answers: Dictionary(
            uniqueKeysWithValues: answers.map { ([$0.key / 4, $0.key % 4], $0.value) }))
      }
      return ClassRecord(students: students.sorted { $0.account < $1.account })
    }
  }

  /// An identity's account name (the lock held): the system's name for the user, else
  /// `uid N`; a connection of the teacher's own account is numbered.
  private func name(_ identity: Identity) -> String {
    if let known = names[identity] { return known }
    let named: String
    switch identity {
    case .user(let uid): named = Self.accountName(uid)
    case .connection(let id): named = Self.accountName(ownUID) + "#\(id)"
    }
    names[identity] = named
    return named
  }

  /// The user database's name for `uid`, if it is one the presenter's view can show.
  static func accountName(_ uid: uid_t) -> String {
    var entry = passwd()
    var result: UnsafeMutablePointer<passwd>?
    var buffer = [CChar](repeating: 0, count: 1024)
    if getpwuid_r(uid, &entry, &buffer, buffer.count, &result) == 0, let found = result,
      let pointer = found.pointee.pw_name
    {
      let text = String(cString: pointer)
      if ClassProtocol.isAccountName(Substring(text)) { return text }
    }
    return "uid-\(uid)"
  }

  /// Bytes the class holds for its students now, each message counted once.
  public var queuedBytesNow: Int { lock.withLock { queuedBytes } }

  /// Ends the class: every student is told, the connections and the socket are closed, and
  /// the socket file is removed (if it is still this class's). Called once, by the loop's
  /// owner; it returns when the class's thread has closed everything (or after 2 s).
  public func stop() {
    broadcastToAll([.bye])
    lock.withLock { stopping = true }
    poke()
    _ = finished.wait(timeout: .now() + 2)
    var info = stat()
    if lstat(path, &info) == 0, info.st_ino == inode, info.st_mode & S_IFMT == S_IFSOCK {
      unlink(path)
    }
  }

  /// Sends updates to every connection, caught up or not (the class's end).
  private func broadcastToAll(_ updates: [ClassUpdate]) {
    let chunk = Self.chunk(updates)
    lock.withLock {
      for descriptor in students.keys { enqueue(chunk, to: descriptor) }
    }
  }

  private func poke() {
    wake.poke()
  }

  private func tellTheLoop() {
    news.poke()
  }

  static func key(_ step: Int, _ round: Int) -> Int { step * 4 + round }

  /// Updates as the bytes sent: one line each.
  public static func chunk(_ updates: [ClassUpdate]) -> Chunk {
    var bytes: [UInt8] = []
    for update in updates {
      bytes += update.line.utf8
      bytes.append(10)
    }
    return Chunk(bytes)
  }

  /// Queues a chunk for one student (the lock held). A student whose queue grows past its
  /// bound has stopped reading and is dropped; past the class's bound, so are the students
  /// furthest behind.
  private func enqueue(_ chunk: Chunk, to descriptor: Int32) {
    guard var student = students[descriptor] else { return }
    student.output.append(chunk)
    student.pending += chunk.bytes.count
    hold(chunk)
    students[descriptor] = student
    if student.pending > Self.maximumPendingBytes { return drop(descriptor) }
    while queuedBytes > queueBound,
      let furthest = students.max(by: { $0.value.pending < $1.value.pending })?.key
    {
      drop(furthest)
    }
  }

  private func hold(_ chunk: Chunk) {
    let id = ObjectIdentifier(chunk)
    if let entry = queued[id] {
      queued[id] = (entry.bytes, entry.holders + 1)
    } else {
      queued[id] = (chunk.bytes.count, 1)
      queuedBytes += chunk.bytes.count
    }
  }

  private func release(_ chunk: Chunk) {
    let id = ObjectIdentifier(chunk)
    guard let entry = queued[id] else { return }
    if entry.holders > 1 {
      queued[id] = (entry.bytes, entry.holders - 1)
    } else {
      queued[id] = nil
      queuedBytes -= entry.bytes
    }
  }

  // MARK: The class's thread

  private func serve() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let (descriptors, isStopping, deadline) = lock.withLock {
        (
          students.map { ($0.key, !$0.value.output.isEmpty) }, stopping,
          students.values.filter { !$0.greeted }.map(\.joinedAt).min()
        )
      }
      if isStopping {
        flushAndClose(deadline: Date().addingTimeInterval(0.5))
        return
      }
      var polled = [pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)]
      polled.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0))
      for (descriptor, hasOutput) in descriptors {
        polled.append(
          pollfd(
            fd: descriptor, events: Int16(POLLIN) | (hasOutput ? Int16(POLLOUT) : 0), revents: 0))
      }
      // Asleep until something happens, or until a connection's time to greet is up.
      let timeout =
        deadline.map {
          Int32(clamping: Int(max(0, $0 + Self.greetingSeconds - Self.now()) * 1000) + 1)
        } ?? -1
      _ = poll(&polled, nfds_t(polled.count), timeout)
      if polled[0].revents != 0 {
        wake.drain()
      }
      if polled[1].revents & Int16(POLLIN) != 0 { acceptAll() }
      let now = Self.now()
      for entry in polled.dropFirst(2) where entry.revents != 0 {
        if entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
          readFrom(entry.fd, &buffer, now: now)
        }
        if entry.revents & Int16(POLLOUT) != 0 { writeTo(entry.fd) }
      }
      dropSilent(now: now)
    }
  }

  private static func now() -> Double { Date().timeIntervalSince1970 }

  private func acceptAll() {
    while true {
      let descriptor = SocketCalls.acceptFrom(listener)
      if descriptor < 0 { return }
      guard let peer = SocketCalls.peer(descriptor) else {
        SocketCalls.closeSocket(descriptor)
        continue
      }
      let refusal: String? = lock.withLock {
        if students.count >= Self.maximumStudents { return ClassProtocol.classFull }
        let theirs = students.values.filter { $0.uid == peer.uid }.count
        if peer.uid != ownUID, theirs >= Self.maximumConnectionsPerAccount {
          return ClassProtocol.accountFull
        }
        return nil
      }
      if let refusal {
        // Said before the close, so the student reads why (the line fits any socket buffer).
        _ = UnixSocket.sendSome(Array((refusal + "\n").utf8)[...], to: descriptor)
        SocketCalls.closeSocket(descriptor)
        continue
      }
      lock.withLock {
        let student = Student(
          id: nextID, descriptor: descriptor, uid: peer.uid, pid: peer.pid, joinedAt: Self.now())
        nextID += 1
        students[descriptor] = student
        enqueue(Self.greeting, to: descriptor)
      }
    }
  }

  private static let greeting = Chunk(Array((ClassProtocol.teacherGreeting + "\n").utf8))

  /// Reads what a student sent: its greeting, then answers; anything else drops it.
  private func readFrom(_ descriptor: Int32, _ buffer: inout [UInt8], now: Double) {
    let count = buffer.withUnsafeMutableBytes {
      Descriptor.readSome(from: descriptor, into: $0)
    }
    if count < 0, errno == EAGAIN || errno == EINTR { return }
    let told = lock.withLock { () -> Bool in
      guard var student = students[descriptor] else { return false }
      guard count > 0 else {
        drop(descriptor)
        return student.greeted
      }
      var news = false
      student.input += buffer[..<count]
      while let end = student.input.firstIndex(of: 10) {
        let line = String(decoding: student.input[..<end], as: UTF8.self)
        student.input.removeSubrange(...end)
        if now - student.lineWindow.start >= 1 { student.lineWindow = (now, 0) }
        student.lineWindow.count += 1
        guard student.lineWindow.count <= Self.maximumLinesPerSecond,
          accept(line, from: &student)
        else {
          drop(descriptor)
          return true
        }
        news = true
      }
      guard student.input.count <= ClassProtocol.maximumStudentLine else {
        drop(descriptor)
        return true
      }
      students[descriptor] = student
      return news
    }
    if told { tellTheLoop() }
  }

  /// Whether a line is one a student may send; an answer to the open question is counted.
  private func accept(_ line: String, from student: inout Student) -> Bool {
    guard student.greeted else {
      if line == ClassProtocol.presenterGreeting {
        guard student.uid == ownUID else {
          // Only the teacher's account sees the answers as they come: said, then closed.
          _ = UnixSocket.sendSome(
            Array((ClassProtocol.presenterRefused + "\n").utf8)[...],
            to: student.descriptor)
          return false
        }
        student.isPresenter = true
      } else if line != ClassProtocol.studentGreeting {
        return false
      }
      student.greeted = true
      joins.append(student.id)
      return true
    }
    // The presenter's view answers nothing; a line from it is not counted.
    if student.isPresenter { return ClassAnswer(line: Substring(line)) != nil }
    guard let answer = ClassAnswer(line: Substring(line)) else { return false }
    switch answer {
    case .answer(let step, let round, let choice):
      // An answer to a closed vote is a student's late key, not a flood: not counted, kept.
      guard let openQuestion, openQuestion == (step, round) else { return true }
      let who = identity(student)
      answers[who, default: [:]][Self.key(step, round)] = choice
      if recorded[who] != nil || recorded.count < Self.maximumRecorded {
        recorded[who, default: [:]][Self.key(step, round)] = choice
      }
    }
    return true
  }

  private func writeTo(_ descriptor: Int32) {
    lock.withLock {
      guard var student = students[descriptor] else { return }
      while let first = student.output.first {
        guard let sent = UnixSocket.sendSome(first.bytes[student.written...], to: descriptor)
        else {
          return drop(descriptor)
        }
        if sent == 0 { break }
        student.written += sent
        student.pending -= sent
        if student.written == first.bytes.count {
          student.output.removeFirst()
          student.written = 0
          release(first)
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
    for chunk in student.output { release(chunk) }
    SocketCalls.closeSocket(descriptor)
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
      for descriptor in students.keys { SocketCalls.closeSocket(descriptor) }
      students = [:]
      queued = [:]
      queuedBytes = 0
    }
    SocketCalls.closeSocket(listener)
    wake.close()
    news.close()
    finished.signal()
  }
}
