import Testing
import VCLifeCore
import VCLifeScript

@testable import VCLifeClassroom
@testable import VCLifeUI

/// What a teacher and students found running a lesson, a class and the projector: each read
/// back from the frame, cell by cell, or from the reducer's effects.
@Suite("Lesson leftovers")
struct LessonLeftoversTests {
  /// The frame of `model` at a size, as rows.
  static func rows(_ model: Classroom, width: Int = 80, height: Int = 24) -> [String] {
    let grid = Screen.render(model, width: width, height: height, glyphs: .unicode)
    return (0..<height).map { grid.rowText($0) }
  }

  /// `name` played to its end: each question answered with its first choice and revealed.
  static func finished(_ name: String, _ language: ReportLanguage = .en) throws -> Classroom {
    let lesson = try #require(LessonLibrary.lesson(named: name))
    var model = Classroom(lesson: lesson, pacing: .instant, language: language)
    for _ in lesson.steps {
      model.handle(.char("n"))
      if model.awaitsChoice { model.handle(.char("1")) }
      if model.questionOpen { model.handle(.char("n")) }
    }
    #expect(model.isFinishedLesson)
    return model
  }

  // MARK: 1. V only in a class

  @Test func theHelpOffersVOnlyWhileAClassIsOpen() throws {
    let alone = ClassroomTests.keys(ClassroomTests.lesson("today"), [.char("?")])
    let help = Self.rows(alone)
    #expect(!help.contains { $0.hasPrefix("│V ") }, "\(help.joined(separator: "\n"))")
    #expect(!help.joined().contains("in a class (--class)"))

    var teacher = ClassroomTests.lesson("today")
    teacher.openClass()
    teacher.handle(.char("?"))
    let classHelp = Self.rows(teacher)
    #expect(
      classHelp.contains { $0.hasPrefix("│V             in a class (--class)") },
      "\(classHelp.joined(separator: "\n"))")
    // The man page lists every key, a class's too.
    #expect(Keymap.manualKeyList.contains { $0.keys == "V" })
  }

  @Test func theLegendOffersVOnlyWhileAClassIsOpen() throws {
    // memory-warnings' step 2 asks a question with choices.
    var alone = ClassroomTests.keys(ClassroomTests.lesson("memory-warnings"), [.char("n")])
    var teacher = alone
    teacher.openClass()
    alone.handle(.char("n"))
    teacher.handle(.char("n"))
    #expect(alone.awaitsChoice && teacher.awaitsChoice)
    #expect(!Keymap.legend(alone.legendFacts()).contains { $0.key == "V" })
    #expect(Keymap.legend(teacher.legendFacts()).contains { $0.key == "V" })
  }
}
