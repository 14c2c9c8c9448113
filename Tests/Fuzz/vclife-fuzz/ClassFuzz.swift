import VCLifeClassroom
import VCLifeScript

/// The class protocol's decoders, both ways: whatever line a teacher's vclife or a student
/// sends, decoding returns a message or nil, never traps; a message decoded is written back
/// as a line that decodes to the same message. The updates decoded are then played on a
/// student's screen following a built-in lesson: a hostile teacher's updates cannot trap the
/// student's vclife either.
enum ClassFuzz {
  static func run(_ bytes: UnsafeRawBufferPointer) {
    let text = String(decoding: bytes, as: UTF8.self)
    var updates: [ClassUpdate] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let update = ClassUpdate(line: line) {
        require(
          ClassUpdate(line: Substring(update.line)) == update, "\(update) reads back otherwise")
        updates.append(update)
      }
      if let answer = ClassAnswer(line: line) {
        require(
          ClassAnswer(line: Substring(answer.line)) == answer, "\(answer) reads back otherwise")
      }
    }
    guard !updates.isEmpty else { return }
    var header = ClassHeader()
    for update in ClassFeed.description(of: teacher) where update != .begin && update != .ready {
      _ = header.take(update)
    }
    // A student's screen and the teacher's presenter view play the same lines.
    for presenter in [false, true] {
      guard
        var student = header.classroom(
          settings: ScreenSettings(language: .both), presenter: presenter)
      else {
        return require(false, "a built-in lesson's description is not read back")
      }
      for update in updates.prefix(2_000) {
        student.send(.classInput(.update(update)))
        // A student's keys between the teacher's lines: an answer, a look back.
        if update == .closeVote || update == .reveal { _ = student.send(.key(.char("1"))) }
      }
      _ = student.teaching
      require(
        student.session.actions.count <= Classroom.maximumActions,
        "a student's session grew past the limit")
    }
  }

  /// The teacher's session the student joins: the first built-in lesson, one step in.
  nonisolated(unsafe) static let teacher: Classroom = {
    var classroom = Classroom(lesson: LessonLibrary.builtIn[0])
    classroom.send(.openClass)
    classroom.send(.key(.char("n")))
    return classroom
  }()
}
