import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// A joined student's keys are the key table's bindings marked for students: the student's
/// legend, help, the keys their screen answers and the "teacher drives" message all read it.
@Suite struct StudentKeysTests {
  /// The table with `w` (a memory warning, the teacher's key) given to students.
  static let table = Keymap.bindings.map { $0.name == "w" ? $0.forStudents(true) : $0 }

  @Test func aKeyGivenToStudentsInTheTableIsInTheirLegendHelpAndMessage() {
    var facts = LegendFacts()
    facts.isFollowing = true
    #expect(!Keymap.legend(facts).contains { $0.key == "w" })
    #expect(Keymap.legend(facts, in: Self.table).contains { $0.key == "w" })
    #expect(!Keymap.help(on: .single, .freePlay, forStudents: true).contains { $0.key == "w" })
    #expect(
      Keymap.help(on: .single, .freePlay, forStudents: true, in: Self.table).contains {
        $0.key == "w"
      })
    #expect(!Classroom.teacherDrives.en.contains(" w,"))
    #expect(Classroom.teacherDrives(in: Self.table).en.contains(" w,"))
  }

  /// The message names each key of the student's help but `q`, which it names as leaving;
  /// in both languages.
  @Test func theTeacherDrivesMessageNamesTheStudentsKeys() {
    let keys = Keymap.help(on: .single, .lesson, forStudents: true).map(\.key)
    #expect(keys.contains("1-6") && keys.contains("y") && keys.contains("L"))
    #expect(!keys.contains("p") && !keys.contains("n / Enter"))
    for key in keys where key != "q" {
      #expect(Classroom.teacherDrives.en.contains(key), "\(key)")
      #expect(Classroom.teacherDrives.zh.contains(key), "\(key)")
    }
    #expect(Classroom.teacherDrives.en.hasSuffix("q leaves the class."))
    #expect(Classroom.teacherDrives.zh.hasSuffix("按 q 离开课堂。"))
  }

  /// A joined student's screen answers each key of the table's student bindings itself, and
  /// says the teacher drives for a key of any other binding.
  @Test func aStudentsScreenAnswersTheTablesStudentKeys() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "navigation"))
    var teacher = Classroom(lesson: lesson, pacing: .instant)
    teacher.handle(.char("n"))
    for binding in Keymap.bindings
    where binding.applies(to: .single, .lesson, offers: { _ in true }) {
      for (key, _) in binding.keys
      where Keymap.binding(for: key, on: .single, .lesson)?.name == binding.name {
        var student = try ClassFollowTests.join(teacher)
        _ = student.handle(key)
        let drives = student.view.message?.text == Classroom.teacherDrives
        #expect(drives == !binding.forStudents, "\(key) of \(binding.name)")
      }
    }
  }
}
