import Foundation
import Testing
import VCLifeScript

@testable import VCLifeClassroom

#if canImport(Glibc)
  import Glibc
#endif

/// A class on one machine, as the issue asks: the teacher's real screen with `--class`, two
/// real students' screens (`vclife join`: English at 80×24, Chinese at 60×20) and 28 more
/// students speaking the protocol from the test; each answers, the teacher counts, the
/// reveal shows the class's votes, and the teacher's end ends every student's screen.
@Suite(.serialized)
struct ClassTests {
  /// A student speaking the protocol directly: greets, collects the teacher's lines, answers.
  final class ProtocolStudent: @unchecked Sendable {
    let descriptor: Int32
    private let lock = NSLock()
    private var lines: [String] = []
    private var pending: [UInt8] = []

    init(path: String) throws {
      descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { raw in
        raw.copyBytes(from: Array(path.utf8) + [0])
      }
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      guard connected == 0 else { throw LiveScreenFailure("cannot connect to \(path)") }
      say(ClassProtocol.studentGreeting)
      Thread { [self] in readOn() }.start()
    }

    func say(_ line: String) {
      _ = (line + "\n").withCString { write(descriptor, $0, strlen($0)) }
    }

    private func readOn() {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count <= 0 { break }
        lock.withLock {
          pending += buffer[..<count]
          while let end = pending.firstIndex(of: 10) {
            lines.append(String(decoding: pending[..<end], as: UTF8.self))
            pending.removeSubrange(...end)
          }
        }
      }
      lock.withLock { lines.append("<closed>") }
    }

    var received: [String] { lock.withLock { lines } }
  }

  static func socketPath() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vcl-\(UUID().uuidString.prefix(8))").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder + "/class.sock"
  }

  @Test func aTeacherAndThirtyStudentsFollowAnswerAndEnd() async throws {
    let path = try Self.socketPath()
    let lesson = try #require(LessonLibrary.lesson(named: "memory-warnings"))
    let question = try #require(lesson.steps.firstIndex { $0.answer != nil })
    let answer = try #require(lesson.steps[question].answer)
    let choices = lesson.steps[question].choices.count

    let teacher = try LiveTmuxScreen(
      arguments: ["--lesson", "memory-warnings", "--pacing", "instant", "--class", path])
    defer { teacher.close() }
    try await teacher.waitFor("the class opens") { $0.contains("vclife join") }

    let binary = try LiveTmuxScreen.binaryPath()
    let join = { (arguments: String, width: Int, height: Int) throws -> LiveTmuxScreen in
      try LiveTmuxScreen(
        command: "\(LiveTmuxScreen.shellQuoted(binary)) join \(LiveTmuxScreen.shellQuoted(path)) "
          + "\(arguments); echo EXIT=$?; sleep 60", width: width, height: height)
    }
    let english = try join("--lang en", 80, 24)
    defer { english.close() }
    let chinese = try join("--lang zh", 60, 20)
    defer { chinese.close() }
    try await english.waitFor("the English student follows") { $0.contains("following") }
    try await chinese.waitFor("the Chinese student follows") { $0.contains("跟随老师") }
    var others: [ProtocolStudent] = []
    for _ in 0..<28 { others.append(try ProtocolStudent(path: path)) }
    try await teacher.waitFor("30 in class") { $0.contains("class 30") }

    // The teacher plays to the question; every student's screen shows it.
    for _ in 0...question { try teacher.sendKeys("n") }
    try await english.waitFor("the question on the English screen") {
      $0.contains("for your answer")
    }
    try await chinese.waitFor("the question on the Chinese screen") { $0.contains("作答") }

    // A student's key that would act: refused, and the teacher's app untouched.
    try english.sendKeys("p")
    try await english.waitFor("the teacher drives") { $0.contains("The teacher drives") }

    // Every student answers: the real ones the right answer, the others spread.
    try english.sendKeys(String(answer))
    try chinese.sendKeys(String(answer))
    try await english.waitFor("the English answer is taken") { $0.contains("You chose \(answer)") }
    for (index, student) in others.enumerated() {
      student.say("answer \(question) 1 \(index % choices + 1)")
    }
    try await teacher.waitFor("30 answers counted") {
      $0.contains("30 of 30 students answered")
    }
    #expect(!teacher.capture().contains("Off the lesson"), "a student's key acted")

    // The reveal: the class's votes beside the right answer, on every screen.
    try teacher.sendKeys("n")
    try await teacher.waitFor("the votes at the reveal") {
      $0.contains("The class voted") && $0.contains("(30 of 30 answered)")
    }
    try await english.waitFor("the English student's result and the votes") {
      $0.contains("Right!") && $0.contains("The class voted")
    }
    try await chinese.waitFor("the Chinese student's result and the votes") {
      $0.contains("答对了") && $0.contains("全班投票")
    }
    let votesLine = others[0].received.first { $0.hasPrefix("votes \(question) 1 ") }
    #expect(votesLine != nil, "the protocol students got the votes")

    // A late joiner catches up to the moment.
    let late = try ProtocolStudent(path: path)
    try await teacher.waitFor("31 in class") { $0.contains("class 31") }
    let deadline = Date().addingTimeInterval(5)
    while !late.received.contains(where: { $0.hasPrefix("votes \(question) 1 ") }),
      Date() < deadline
    {
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(late.received.contains("ready"))
    #expect(late.received.contains { $0.hasPrefix("step \(question) ") })

    // The teacher quits: one q asks first (it would end every screen), a second ends the
    // class; every screen says so and ends cleanly.
    try teacher.sendKeys("q")
    try await teacher.waitFor("q asks first") { $0.contains("q again ends the class for") }
    #expect(!english.capture().contains("EXIT="))
    try teacher.sendKeys("q")
    try await english.waitFor("the English screen ends") {
      $0.contains("The teacher has ended the class") && $0.contains("EXIT=0")
    }
    try await chinese.waitFor("the Chinese screen ends") { $0.contains("EXIT=0") }
    #expect(others[0].received.last == "<closed>" || others[0].received.contains("bye"))
  }

  /// A class's session resumed without `--class` opens no socket and says so, once, with how
  /// to reopen it; `--resume --class` reopens it.
  @Test func aClassResumedAloneSaysItWasNotReopened() async throws {
    let path = try Self.socketPath()
    let directory = try temporaryDirectory("class-resume")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let state = directory + "/state"
    let teacher = try LiveTmuxScreen(
      arguments: ["--lesson", "load-cycle", "--pacing", "instant", "--class", path],
      directory: directory, stateHome: state)
    try await teacher.waitFor("the class opens") { $0.contains("vclife join") }
    try teacher.sendKeys("n")
    try await teacher.waitFor("step 1") { $0.contains("step 1 / ") }
    try teacher.sendKeys("q")
    try await teacher.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
    teacher.close()

    let alone = try LiveTmuxScreen(
      arguments: ["--resume", "--pacing", "instant"], directory: directory, stateHome: state)
    let said = try await alone.waitFor("the resumed lesson, the class not reopened") {
      $0.contains("step 1 / ") && $0.contains("it was not reopened")
    }
    #expect(said.contains("vclife --resume --class"), "\(said)")
    #expect(!FileManager.default.fileExists(atPath: path), "a socket was opened")
    try alone.sendKeys("q")
    try await alone.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
    alone.close()

    let reopened = try LiveTmuxScreen(
      arguments: ["--resume", "--pacing", "instant", "--class", path], directory: directory,
      stateHome: state)
    defer { reopened.close() }
    let open = try await reopened.waitFor("the class open again") {
      $0.contains("step 1 / ") && $0.contains("vclife join")
    }
    #expect(!open.contains("not reopened"))
    try reopened.sendKeys("q")
    try await reopened.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
  }

  /// The teacher's vclife ended by a signal: it ends as the signal says, its socket is gone,
  /// and the student's screen says the class ended and leaves cleanly.
  @Test(.enabled(if: TestPlatform.isLinux, TestPlatform.procReason))
  func aTeachersSignalEndsTheClassCleanly() async throws {
    let path = try Self.socketPath()
    let teacher = try LiveTmuxScreen(
      arguments: ["--lesson", "load-cycle", "--pacing", "instant", "--class", path])
    defer { teacher.close() }
    try await teacher.waitFor("the class opens") { $0.contains("vclife join") }
    let binary = try LiveTmuxScreen.binaryPath()
    let student = try LiveTmuxScreen(
      command: "\(LiveTmuxScreen.shellQuoted(binary)) join \(LiveTmuxScreen.shellQuoted(path)) "
        + "--lang en; echo EXIT=$?; sleep 60", width: 80, height: 24)
    defer { student.close() }
    try await student.waitFor("the student follows") { $0.contains("following") }
    #expect(kill(try teacher.programID(), SIGTERM) == 0)
    try await teacher.waitFor("the teacher's exit") { $0.contains("EXIT=143") }
    try await student.waitFor("the student's screen ends") {
      ($0.contains("ended the class") || $0.contains("class has ended")) && $0.contains("EXIT=0")
    }
    #expect(!FileManager.default.fileExists(atPath: path), "the socket was left behind")
  }
}
