import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// The memory gauge names what the selected controller's own code holds (SPEC §16.2):
/// running timers and observer registrations, counted per call.
@Suite("Golden frames of held resources")
struct GoldenHeldResourcesTests {
  /// Clock schedules a timer and adds an observer on every appearance and lets go of
  /// neither: after push Clock, push Other, pop it holds two of each.
  static func clock(_ language: ReportLanguage) throws -> Classroom {
    let scenario = try Scenario.parse(
      """
      root: nav List
      controllers:
        - name: Clock
          timerStartedIn: viewDidAppear
          observerAddedIn: viewWillAppear
      """)
    var model = Classroom(
      catalogue: Catalogue(scenario: scenario), initialState: scenario.initialState,
      settings: ScreenSettings(language: language, pacing: .instant))
    for action in [Action.push("Clock"), .push("Other"), .pop] { model.perform(action) }
    return model
  }

  @Test(arguments: [ReportLanguage.en, .zh])
  func timersAndObserversOnTheGauge(_ language: ReportLanguage) throws {
    let model = try Self.clock(language)
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    try Golden.check(grid, named: "held-resources-\(language.rawValue)-80x24")
    #expect(model.selectedController == "Clock")
    let rows = (0..<grid.height).map { grid.rowText($0) }
    let held = language == .zh ? " · Clock: 2 个计时器 · 观察者 ×2" : " · Clock: 2 timers · observer ×2"
    #expect(rows.contains { $0.hasPrefix("┌ ") && $0.contains(held) }, "gauge title")
  }

  @Test func nothingHeldSaysNothing() throws {
    var model = try Self.clock(.en)
    model.perform(.pop)
    model.perform(.push("Other"))
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    #expect(!(0..<grid.height).contains { grid.rowText($0).contains("timer") })
  }
}
