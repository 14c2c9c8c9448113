import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// The review's minor defects on screen: the chosen answer's mark keeps its line in the
/// choices' column, and a long name in the log's object column ends with `…`.
@Suite("Choices' column and cut names")
struct ChoiceAndNameCutTests {
  @Test func theChosenAnswerStaysInTheChoicesColumn() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "load-cycle"))
    var model = Classroom(lesson: lesson, pacing: .instant)
    while model.prediction == nil, !model.queue.isEmpty { model.handle(.char("n")) }
    let count = try #require(model.currentStep?.choices.count)
    model.handle(.char("1"))
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    let rows = (0..<24).map { grid.rowText($0) }
    let starts = (1...count).compactMap { number in
      rows.first { $0.hasPrefix("│\(number)→ ") || $0.hasPrefix("│\(number)  ") }
    }
    #expect(starts.count == count, "\(grid.textDump())")
    #expect(starts.first?.hasPrefix("│1→ ") == true)
  }

  @Test func aLongNameInTheLogEndsWithAnEllipsis() throws {
    // A memory warning reaches the root navigation controller too (containers are warned):
    // its callback names it in the object column.
    var grid = Grid(width: 60, height: 1)
    var model = Classroom(pacing: .instant)
    model.handle(.char("w"))
    let events = model.session.events
    let found = events.first { $0.object == "UINavigationController" && $0.kind == .callback }
    let event = try #require(found, "\(events.map(\.object))")
    LogPane.drawEvent(
      event, FrameContext(model, glyphs: .unicode), x: 0, y: 0, width: 60, on: &grid)
    #expect(grid.rowText(0).hasPrefix("  UINavigat… "), "\(grid.rowText(0))")
  }
}
