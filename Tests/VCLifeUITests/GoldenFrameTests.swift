import Testing
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// Whole frames rendered from scripted key presses, compared with stored text dumps, plus
/// cell-level checks that do not depend on the dumps.
@Suite("Golden frames")
struct GoldenFrameTests {
  /// A named scenario: the model after some keys.
  struct Scenario: CustomStringConvertible, Sendable {
    let name: String
    /// The sizes it is kept at: both, unless another frame already pins its large layout
    /// (each frame holds its log's sentences, which `NarrationSpreadTests` counts).
    var sizes: [(Int, Int)] = GoldenFrameTests.sizes
    let make: @Sendable () -> Classroom
    var description: String { name }
  }

  /// The small size alone.
  static let small = [(80, 24)]

  static let sizes = [(80, 24), (160, 48)]

  static func start(_ pacing: Pacing = .instant, language: ReportLanguage = .en) -> Classroom {
    Classroom(catalogue: .photoAlbum, behavior: .iOS5, pacing: pacing, language: language)
  }

  /// Two pushes then a memory warning (iOS 5 releases the hidden views), the selection
  /// moved down to the hidden controller under the top one.
  static func afterWarning(language: ReportLanguage = .en) -> Classroom {
    Golden.model(start(language: language), keys: [.char("p"), .char("p"), .char("w"), .down])
  }

  static func longStep(_ language: ReportLanguage) -> Classroom {
    let lesson = LessonLibrary.lesson(named: "listing-4-3")!
    return Golden.model(
      Classroom(lesson: lesson, pacing: .instant, language: language), keys: [.char("n"), .end])
  }

  static let scenarios: [Scenario] = [
    Scenario(name: "start") { start() },
    Scenario(name: "push") { Golden.model(start(), keys: [.char("p")]) },
    Scenario(name: "step") {
      Golden.model(start(.step), keys: [.char("p"), .char(" "), .char(" ")])
    },
    // Its 160×48 layout is warning-both's and warning-zh's.
    Scenario(name: "warning", sizes: small) { afterWarning() },
    Scenario(name: "help") { Golden.model(start(), keys: [.char("?")]) },
    Scenario(name: "warning-zh") { afterWarning(language: .zh) },
    Scenario(name: "warning-both") { afterWarning(language: .both) },
    Scenario(name: "lesson-predict-zh") {
      let lesson = LessonLibrary.lesson(named: "memory-warnings")!
      return Golden.model(
        Classroom(lesson: lesson, pacing: .instant, language: .zh),
        keys: [.char("n"), .char("n")])
    },
    // The longest step of all (Listing 4-3, revealed) in each language: whole at 80×24.
    // At 160×48 each language is a half of lesson-long-both's frame.
    Scenario(name: "lesson-long-en", sizes: small) { longStep(.en) },
    Scenario(name: "lesson-long-zh", sizes: small) { longStep(.zh) },
    Scenario(name: "lesson-long-both") { longStep(.both) },
    Scenario(name: "lesson-projector-question-zh") {
      let lesson = LessonLibrary.lesson(named: "load-cycle")!
      return Golden.model(
        Classroom(lesson: lesson, pacing: .instant, language: .zh),
        keys: [.char("n"), .char("n"), .char("n"), .char("P")])
    },
    Scenario(name: "help-zh") {
      Golden.model(start(language: .zh), keys: [.char("?")])
    },
    // Rewound into the push, to the layout it starts; at 160×48 it would be push's frame
    // with another title.
    Scenario(name: "rewound", sizes: small) {
      Golden.model(start(), keys: [.char("p")] + Array(repeating: .left, count: 8))
    },
    // The phone picture (SPEC §8) in both orientations, and with the in-call bar in Chinese.
    Scenario(name: "phone-landscape") { Golden.model(start(), keys: [.char("p"), .char("o")]) },
    Scenario(name: "phone-landscape-incall-zh") {
      Golden.model(start(language: .zh), keys: [.char("p"), .char("o"), .char("S")])
    },
  ]

  @Test(arguments: scenarios)
  func goldenFrame(_ scenario: Scenario) throws {
    let model = scenario.make()
    for (width, height) in scenario.sizes {
      let grid = Screen.render(model, width: width, height: height, glyphs: .unicode)
      try Golden.check(grid, named: "\(scenario.name)-\(width)x\(height)")
    }
  }

  /// A lesson going on in compare mode: both sides at its second step, its text under them.
  @Test func lessonInCompareMode() throws {
    let lesson = LessonLibrary.lesson(named: "memory-warnings")!
    let single = Golden.model(
      Classroom(lesson: lesson, pacing: .instant, language: .both), keys: [.char("n")])
    var compare = Classroom.mirroring(single)
    compare.handle(.char("n"))
    compare.handle(.end)
    for (width, height) in Self.sizes {
      let grid = CompareScreen.render(compare, width: width, height: height, glyphs: .unicode)
      try Golden.check(grid, named: "compare-lesson-both-\(width)x\(height)")
    }
  }

  @Test func tooSmall() throws {
    let grid = Screen.render(Self.start(), width: 40, height: 10, glyphs: .unicode)
    try Golden.check(grid, named: "too-small-40x10")
    #expect(grid.textDump().contains("need 60×20, have 40×10"))
  }

  // MARK: Cell-level checks

  @Test func hiddenControllerShowsUnloadedMarkAfterWarning() throws {
    let model = Self.afterWarning()
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    let hidden = try #require(model.selectedController)
    let found = (1..<23).first { y in
      let text = grid.rowText(y)
      return text.contains(hidden) && text.hasPrefix("│")
    }
    let row = try #require(found)
    // The Controllers pane is the left box; its right border sits before the View tree's.
    let paneText = String(grid.rowText(row).prefix(30))
    #expect(paneText.contains("○"), "row \(row): \(grid.rowText(row))")
    #expect(grid.textDump().contains("view: nil"))
  }

  @Test func cursorLogLineIsHighlighted() {
    let model = Golden.model(Self.start(), keys: [.char("p")])
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    // The log box is the last box above the status bar; find a row whose inner cells are
    // all highlighted.
    let highlighted = (0..<23).filter { y in
      (1..<79).allSatisfy { grid.roleAt(x: $0, y: y) == .highlight }
    }
    #expect(highlighted.count == 1, "highlighted rows: \(highlighted)")
  }

  @Test func statusBarNamesTheBehaviour() {
    let grid = Screen.render(Self.start(), width: 80, height: 24, glyphs: .unicode)
    #expect(grid.rowText(23).hasPrefix(" iOS 5 │"))
    let six = Classroom(catalogue: .photoAlbum, behavior: .iOS6, pacing: .instant)
    let sixGrid = Screen.render(six, width: 80, height: 24, glyphs: .unicode)
    #expect(sixGrid.rowText(23).hasPrefix(" iOS 6+ │"))
  }

  static let languages: [ReportLanguage] = [.en, .zh, .both]

  /// Every row is exactly the grid's width, and every boxed row ends in the border at the
  /// last column, in every language (Chinese narration is double width).
  @Test(arguments: languages)
  func rowsFillTheWidth(_ language: ReportLanguage) {
    let models = [
      Self.start(language: language),
      Golden.model(Self.start(language: language), keys: [.char("p")]),
      Golden.model(
        Self.start(.step, language: language), keys: [.char("p"), .char(" "), .char(" ")]),
      Self.afterWarning(language: language),
      Golden.model(Self.start(language: language), keys: [.char("?")]),
    ]
    for model in models {
      for (width, height) in Self.sizes {
        let grid = Screen.render(model, width: width, height: height, glyphs: .unicode)
        for y in 0..<height {
          // The untrimmed row: every cell's character once, wide ones counted twice.
          var rowWidth = 0
          for x in 0..<width where !grid[x: x, y: y].isContinuation {
            rowWidth += DisplayWidth.of(grid[x: x, y: y].character)
          }
          let text = grid.rowText(y)
          #expect(
            rowWidth == width,
            "\(language) \(width)x\(height) row \(y) is \(rowWidth) wide: \(text)")
          guard y < height - 1 else { continue }  // the status bar has no border
          let edge = grid[x: width - 1, y: y]
          #expect(
            ["┐", "│", "┤", "┘"].contains(edge.character)
              && grid.roleAt(x: width - 1, y: y) == .border,
            "\(language) \(width)x\(height) row \(y) ends in \(edge.character): \(text)")
        }
      }
    }
  }

  /// The View tree's flags row (navigationItem · backing store · caches) must fit in the
  /// pane even when the view tree is cut to the room left.
  @Test func viewTreeFlagsRowFitsAfterPush() {
    let model = Golden.model(Self.start(), keys: [.char("p")])
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    #expect(grid.textDump().contains("navigationItem"))
    #expect(grid.textDump().contains("more views"))
  }

  /// `L` cycles en → zh → both → en.
  @Test func languageKeyCycles() {
    var model = Self.start()
    model.handle(.char("L"))
    #expect(model.language == .zh)
    model.handle(.char("L"))
    #expect(model.language == .both)
    model.handle(.char("L"))
    #expect(model.language == .en)
  }
}
