import Foundation
import Testing
import VCLifeScript

@testable import VCLifeClassroom

#if canImport(Glibc)
  import Glibc
#endif

/// A class reached by students on accounts of their own, as a course server has them: each
/// student is a throwaway user id (`setpriv`, no user database needed), so these run where
/// the tests run as root (CI does); elsewhere they cannot change user and are not run.
@Suite(.serialized, .enabled(if: getuid() == 0, "needs root to act as a second account"))
struct ClassAccountTests {
  /// A course directory others may enter (0755, the teacher's), holding the class socket.
  static func courseSocket() throws -> String {
    let folder = try temporaryDirectory("course")
    chmod(folder, 0o755)
    return folder + "/class.sock"
  }

  /// `vclife join` (and what follows) as user `uid`, in a pane of its own.
  static func student(
    uid: Int, _ joinArguments: String, width: Int = 80, height: Int = 24,
    environment: String = ""
  ) throws -> LiveTmuxScreen {
    let binary = try LiveTmuxScreen.binaryPath()
    let home = "/tmp/vclife-student-\(uid)"
    return try LiveTmuxScreen(
      command: "mkdir -p \(home) && chown \(uid):\(uid) \(home) && "
        + "setpriv --reuid=\(uid) --regid=\(uid) --clear-groups -- env \(environment) "
        + "HOME=\(home) XDG_STATE_HOME=\(home)/state \(LiveTmuxScreen.shellQuoted(binary)) "
        + "join \(joinArguments); echo EXIT=$?; sleep 60",
      width: width, height: height)
  }

  /// The choices as a screen shows them, in order: the lines that begin with a number.
  static func choiceLines(_ screen: String) -> [String] {
    screen.split(separator: "\n").compactMap { line in
      let text = line.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
      guard let first = text.first, first.isNumber, text.dropFirst().hasPrefix("  ") else {
        return nil
      }
      return String(text.prefix(40))
    }
  }

  /// The course path as the docs give it: two students on two other accounts join, read the
  /// choices numbered as the projector numbers them with `--shuffle`, vote; the first space
  /// closes the vote, and a student's later key is refused.
  @Test func studentsOnOtherAccountsJoinACoursePathAndVote() async throws {
    let path = try Self.courseSocket()
    let binary = try LiveTmuxScreen.binaryPath()
    let exports = try temporaryDirectory("class-exports")
    let teacher = try LiveTmuxScreen(
      command: ([binary, "--lesson", "gotchas", "--shuffle", "--pacing", "step", "--lang", "en"]
        + ["--export-dir", exports, "--class", path]).map(LiveTmuxScreen.shellQuoted)
        .joined(separator: " ") + "; echo EXIT=$?; sleep 60", width: 100, height: 30)
    defer { teacher.close() }
    try await teacher.waitFor("the class opens") { $0.contains("class 0") }
    var info = stat()
    #expect(lstat(path, &info) == 0 && info.st_mode & 0o777 == 0o666, "the socket's mode")

    let first = try Self.student(uid: 4201, "\(path) --lang en")
    defer { first.close() }
    let second = try Self.student(uid: 4202, "\(path) --lang en", width: 100, height: 30)
    defer { second.close() }
    try await first.waitFor("the first account follows") { $0.contains("following") }
    try await second.waitFor("the second account follows") { $0.contains("following") }
    try await teacher.waitFor("2 in class") { $0.contains("class 2") }

    // To the first question: every screen shows the same choices in the same order.
    while !teacher.capture().contains("for your answer") && !teacher.capture().contains("answered")
    {
      try teacher.sendKeys("n")
      try await Task.sleep(for: .milliseconds(150))
    }
    let shown = try await teacher.waitFor("the teacher's choices") {
      Self.choiceLines($0).count >= 2
    }
    let onTeacher = Self.choiceLines(shown)
    let onStudent = Self.choiceLines(
      try await second.waitFor("the student's choices") { Self.choiceLines($0).count >= 2 })
    #expect(onStudent == onTeacher, "teacher \(onTeacher) student \(onStudent)")

    // The teacher's presenter view (the teacher's own account) sees the answers as they
    // come and who gave them; the projector only counts them.
    let presenter = try LiveTmuxScreen(
      command: "\(LiveTmuxScreen.shellQuoted(binary)) join --presenter "
        + "\(LiveTmuxScreen.shellQuoted(path)) --lang en; echo EXIT=$?; sleep 60",
      width: 100, height: 30)
    defer { presenter.close() }
    try await presenter.waitFor("the presenter's view") { $0.contains("presenter · 2 in class") }
    // Both vote 1; the teacher counts 2 of 2; the first space closes the vote.
    try first.sendKeys("1")
    try second.sendKeys("1")
    try await teacher.waitFor("2 answers counted") { $0.contains("2 of 2 students answered") }
    let live = try await presenter.waitFor("the presenter sees both answers") {
      $0.contains("Answers so far: 1 ×2") && $0.contains("uid-4201, uid-4202")
    }
    #expect(!teacher.capture().contains("uid-4201"), "the projector showed who answered")
    #expect(!live.contains("Press 1"), "\(live)")
    try teacher.sendKeys(" ")
    try await first.waitFor("the vote closes on the student's screen") {
      $0.contains("the vote is closed")
    }
    try first.sendKeys("2")
    try await first.waitFor("a late key is refused") { $0.contains("The vote is closed") }
    try teacher.sendKeys("End")
    let revealed = try await teacher.waitFor("the reveal") { $0.contains("The class voted") }
    #expect(revealed.contains("1 ×2"), "\(revealed)")

    // x writes the record beside the handout: each account's vote under the number shown.
    try teacher.sendKeys("x")
    try await teacher.waitFor("the files are saved") { $0.contains("answers in") }
    let csv = try String(
      contentsOfFile: exports + "/vclife-session-answers.csv", encoding: .utf8)
    let rows = csv.split(separator: "\r\n").map(String.init)
    #expect(rows.count == 3, "\(csv)")
    #expect(rows[1].hasPrefix("uid-4201,1,,") && rows[2].hasPrefix("uid-4202,1,,"), "\(csv)")

    try teacher.sendKeys("q")
    try teacher.sendKeys("q")
    try await first.waitFor("the first student's screen ends") {
      $0.contains("The teacher has ended the class") && $0.contains("EXIT=0")
    }
  }

  /// A directory that does not let an account in: that student reads why, in one line.
  @Test func aStudentShutOutByTheDirectoryIsToldWhy() async throws {
    let path = try Self.courseSocket()
    chmod((path as NSString).deletingLastPathComponent, 0o700)
    let teacher = try LiveTmuxScreen(arguments: ["--lesson", "gotchas", "--class", path])
    defer { teacher.close() }
    try await teacher.waitFor("the class opens") { $0.contains("vclife join") }
    let outsider = try Self.student(uid: 4203, path)
    defer { outsider.close() }
    let said = try await outsider.waitFor("the refusal") { $0.contains("EXIT=") }
    #expect(said.contains("permission denied"), "\(said)")
    #expect(said.contains("EXIT=2"))
  }

  /// `vclife join` with no path will not follow a class in a default directory another
  /// account made (in a shared /tmp, with XDG_RUNTIME_DIR unset).
  @Test func joinRefusesADefaultDirectoryAnotherAccountMade() async throws {
    let uid = 4204
    let planted = "/tmp/vclife-\(uid)"
    try? FileManager.default.removeItem(atPath: planted)
    try FileManager.default.createDirectory(atPath: planted, withIntermediateDirectories: false)
    chmod(planted, 0o777)
    defer { try? FileManager.default.removeItem(atPath: planted) }
    let impostor = try LiveTmuxScreen(
      arguments: ["--lesson", "gotchas", "--class", planted + "/class.sock"])
    defer { impostor.close() }
    try await impostor.waitFor("the impostor's class opens") { $0.contains("vclife join") }
    let student = try Self.student(uid: uid, "", environment: "-u XDG_RUNTIME_DIR")
    defer { student.close() }
    let said = try await student.waitFor("the refusal") { $0.contains("EXIT=") }
    #expect(said.contains("will not join the default class"), "\(said)")
    #expect(said.contains("EXIT=2"))
    #expect(!said.contains("following"))
  }

  /// One account holds at most a few connections: its next is told the class is full for
  /// it, and another account still joins.
  @Test func oneAccountCannotTakeEverySeat() async throws {
    let path = try Self.courseSocket()
    let teacher = try LiveTmuxScreen(arguments: ["--lesson", "gotchas", "--class", path])
    defer { teacher.close() }
    try await teacher.waitFor("the class opens") { $0.contains("vclife join") }
    var screens: [LiveTmuxScreen] = []
    defer { screens.forEach { $0.close() } }
    for _ in 0..<4 {
      let screen = try Self.student(uid: 4205, "\(path) --lang en")
      screens.append(screen)
      try await screen.waitFor("a connection of the account follows") {
        $0.contains("following")
      }
    }
    let fifth = try Self.student(uid: 4205, "\(path) --lang en")
    screens.append(fifth)
    let said = try await fifth.waitFor("the fifth is refused") { $0.contains("EXIT=") }
    #expect(said.contains("the class is full for your account"), "\(said)")
    let other = try Self.student(uid: 4206, "\(path) --lang en")
    screens.append(other)
    try await other.waitFor("another account still joins") { $0.contains("following") }
    try await teacher.waitFor("2 in class (one per account)") { $0.contains("class 2") }
  }

  /// The presenter's view is the teacher's own: another account is refused, in one line.
  @Test func anotherAccountCannotOpenThePresentersView() async throws {
    let path = try Self.courseSocket()
    let teacher = try LiveTmuxScreen(arguments: ["--lesson", "gotchas", "--class", path])
    defer { teacher.close() }
    try await teacher.waitFor("the class opens") { $0.contains("vclife join") }
    let student = try Self.student(uid: 4207, "--presenter \(path)")
    defer { student.close() }
    let said = try await student.waitFor("the refusal") { $0.contains("EXIT=") }
    #expect(said.contains("the presenter's view is the teacher's own"), "\(said)")
    #expect(said.contains("EXIT=2"))
  }

  /// What `ssh -L` does, played by a relay on the student's account: a local socket whose
  /// connections it forwards to the class's. Through a directory that lets the account in,
  /// the student joins; through one that does not, the student reads why, not "did not
  /// answer".
  @Test(arguments: [true, false])
  func aForwardedSocketJoinsOrSaysWhy(allowed: Bool) async throws {
    let path = try Self.courseSocket()
    if !allowed { chmod((path as NSString).deletingLastPathComponent, 0o700) }
    let teacher = try LiveTmuxScreen(arguments: ["--lesson", "gotchas", "--class", path])
    defer { teacher.close() }
    try await teacher.waitFor("the class opens") { $0.contains("vclife join") }
    let uid = 4208
    let home = "/tmp/vclife-student-\(uid)"
    try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    chown(home, uid_t(uid), gid_t(uid))
    let relay = home + "/relay.py"
    try Self.relayScript.write(toFile: relay, atomically: true, encoding: .utf8)
    let local = home + "/class.sock"
    let binary = try LiveTmuxScreen.binaryPath()
    let student = try LiveTmuxScreen(
      command: "setpriv --reuid=\(uid) --regid=\(uid) --clear-groups -- sh -c '"
        + "python3 \(relay) \(local) \(path) & sleep 0.5; HOME=\(home) "
        + "\(binary) join \(local) --lang en; echo EXIT=$?; kill $!; sleep 60'")
    defer { student.close() }
    if allowed {
      try await student.waitFor("the forwarded student follows") { $0.contains("following") }
      try await teacher.waitFor("1 in class") { $0.contains("class 1") }
    } else {
      let said = try await student.waitFor("the refusal") { $0.contains("EXIT=") }
      // The pane wraps the line at 80 columns.
      let line = said.replacingOccurrences(of: "\n", with: "")
      #expect(line.contains("the connection closed before the class answered"), "\(said)")
      #expect(!said.contains("did not answer"))
    }
  }

  /// A relay as `ssh -L` is one: accepts on a local socket, connects to the far one, and
  /// copies both ways; a far end it cannot reach closes the local connection at once.
  static let relayScript = """
    import os, socket, sys, threading
    local, far = sys.argv[1], sys.argv[2]
    if os.path.exists(local): os.unlink(local)
    server = socket.socket(socket.AF_UNIX); server.bind(local); server.listen(8)
    def pipe(a, b):
        try:
            while True:
                data = a.recv(65536)
                if not data: break
                b.sendall(data)
        except OSError: pass
        for s in (a, b):
            try: s.shutdown(socket.SHUT_RDWR)
            except OSError: pass
    while True:
        near, _ = server.accept()
        try:
            other = socket.socket(socket.AF_UNIX); other.connect(far)
        except OSError:
            near.close(); continue
        threading.Thread(target=pipe, args=(near, other), daemon=True).start()
        threading.Thread(target=pipe, args=(other, near), daemon=True).start()
    """
}
