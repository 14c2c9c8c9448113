import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// The smallest screen's promise, measured: every built-in lesson's title card, question,
/// choices, hint and narration, before and after the reveal, read back from the frame: whole
/// from 60×20 in one language, from 80×24 in both; smaller, the screen says there is more.
@Suite("Lesson text on small screens")
struct SmallScreenTextTests {
  /// The lesson lines the frame leaves out at a size, one description each.
  static func cut(_ model: Classroom, width: Int, height: Int) -> [String] {
    let grid = Screen.render(model, width: width, height: height, glyphs: .unicode)
    let rows = (0..<height).map { grid.rowText($0) }
    let text = TeachingText(model, glyphs: .unicode, width: width - 2)
    return text.lesson.map(\.text).filter { line in !rows.contains { $0.contains(line) } }
  }

  static func measure(width: Int, height: Int, language: ReportLanguage) -> [String] {
    var problems: [String] = []
    for lesson in LessonLibrary.builtIn {
      var model = Classroom(lesson: lesson, pacing: .instant, language: language)
      for line in cut(model, width: width, height: height) {
        problems.append("\(lesson.name) title card: \(line)")
      }
      for index in lesson.steps.indices {
        model.handle(.char("n"))
        for line in cut(model, width: width, height: height) {
          problems.append("\(lesson.name) \(index + 1): \(line)")
        }
        if model.prediction != nil {
          if let answer = lesson.steps[index].answer {
            model.handle(.char(Character(String(answer))))
          }
          model.handle(.char("n"))
          for line in cut(model, width: width, height: height) {
            problems.append("\(lesson.name) \(index + 1) revealed: \(line)")
          }
        }
      }
    }
    return problems
  }

  @Test(arguments: [ReportLanguage.en, .zh])
  func oneLanguageIsWholeFrom60x20(language: ReportLanguage) {
    #expect(Self.measure(width: 60, height: 20, language: language) == [])
  }

  @Test func bothLanguagesAreWholeFrom80x24() {
    let size = TeachingText.wholeInBoth
    #expect(Self.measure(width: size.width, height: size.height, language: .both) == [])
  }

  @Test func smallerInBothTheCutIsSaid() throws {
    // Measured: at 60×20 both languages do not fit; every frame that leaves a line out says so
    // on its last text row, with the size and the key that show it whole.
    let lesson = try #require(LessonLibrary.lesson(named: "resizing"))
    var model = Classroom(lesson: lesson, pacing: .instant, language: .both)
    var cutFrames = 0
    for _ in lesson.steps {
      model.handle(.char("n"))
      let frame = Screen.render(model, width: 60, height: 20, glyphs: .unicode).textDump()
      if !Self.cut(model, width: 60, height: 20).isEmpty {
        cutFrames += 1
        #expect(frame.contains("… more: 80×24 or L (one language)"), "\(frame)")
      }
    }
    #expect(cutFrames > 0)
    var tiny = Grid(width: 50, height: 12)
    Screen.drawTooSmall(width: 50, height: 12, on: &tiny)
    #expect(tiny.textDump().contains("lessons in both languages: from 80×24"))
  }
}
