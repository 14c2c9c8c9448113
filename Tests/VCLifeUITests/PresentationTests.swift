import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// The projector view: the current event as a banner, the stack, the narration, memory.
@Suite("Presentation screen")
struct PresentationTests {
  static let sizes = [(80, 24), (160, 48)]

  static func model(_ keys: [Key] = [], language: ReportLanguage = .en) -> Classroom {
    Golden.model(
      Classroom(
        catalogue: .photoAlbum, behavior: .iOS5, pacing: .instant, language: language,
        presentation: true),
      keys: keys)
  }

  /// The model after `keys`, stepped back until the cursor's event is a callback named
  /// `selector` (so a test can show a particular, possibly long, selector).
  static func model(showing selector: Selector, keys: [Key]) throws -> Classroom {
    var model = model(keys)
    while let cursor = model.cursor,
      model.session.events[cursor].name != .callback(selector)
    {
      model.handle(.left)
    }
    try #require(model.cursor != nil, "no \(selector.rawValue) after \(keys)")
    return model
  }

  static func current(_ model: Classroom) -> Event {
    model.session.events[model.cursor!]
  }

  /// Row `y` measured untrimmed: every cell's character once, wide ones counted twice.
  static func rowWidth(_ grid: Grid, _ y: Int) -> Int {
    var width = 0
    for x in 0..<grid.width where !grid[x: x, y: y].isContinuation {
      width += DisplayWidth.of(grid[x: x, y: y].character)
    }
    return width
  }

  static func rows(_ grid: Grid) -> [String] {
    grid.textDump().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func togglesWithP() {
    var model = Self.model()
    let presented = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    model.handle(.char("P"))
    let panes = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    #expect(presented.textDump().contains("P: panes"))
    #expect(!panes.textDump().contains("P: panes"))
  }

  @Test(arguments: [(80, 24), (160, 48)])
  func showsTheSelectorInFullAndABanner(_ size: (Int, Int)) throws {
    let model = try Self.model(showing: .viewDidAppear, keys: [.char("p")])
    let event = Self.current(model)
    let grid = Screen.render(model, width: size.0, height: size.1, glyphs: .unicode)
    let text = grid.textDump()
    #expect(text.contains(event.object + "  " + event.name.text))
    // The banner: rows of blocks, at least one font's height of them.
    let bannerRows = Self.rows(grid).filter { $0.contains("█") && !$0.contains("Memory") }
    #expect(bannerRows.count >= BannerFont.height * 2)
    if size.0 >= 160 {
      #expect(bannerRows.count >= BannerFont.height * 4, "a big screen gets a bigger banner")
    }
  }

  @Test(arguments: [(80, 24), (160, 48)])
  func everyRowHasTheGridWidth(_ size: (Int, Int)) {
    for language in ReportLanguage.allCases {
      for keys: [Key] in [[], [.char("p")], [.char("p"), .char("p"), .char("w")], [.char("m")]] {
        let grid = Screen.render(
          Self.model(keys, language: language), width: size.0, height: size.1, glyphs: .unicode)
        #expect(Self.rows(grid).count == size.1)
        for y in 0..<size.1 {
          #expect(Self.rowWidth(grid, y) == size.0, "\(language) \(keys): \(grid.rowText(y))")
        }
      }
    }
  }

  @Test func stackLineListsTheStackInOrder() throws {
    let model = Self.model([.char("p"), .char("p")])
    let stack = model.shownState.layout.tabs[model.shownState.layout.selectedTab].controllers
    try #require(stack.count == 3)
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    let line = try #require(Self.rows(grid).first { $0.contains(" › ") })
    var position = line.startIndex
    for (index, name) in stack.enumerated() {
      let shown = index == stack.count - 1 ? "[\(name)]" : name
      let range = try #require(line.range(of: shown, range: position..<line.endIndex), "\(name)")
      position = range.upperBound
    }
    #expect(line.contains("●"))
  }

  @Test func deepStackIsCutAtTheRoot() throws {
    let model = Self.model([.char("p"), .char("p")])
    let segments = PresentationScreen.stackSegments(
      FrameContext(model, glyphs: .unicode), width: 30)
    let line = segments.map(\.text).joined()
    #expect(DisplayWidth.of(line) <= 30)
    #expect(line.hasPrefix("tab 1/2: … › "))
    let top = try #require(model.shownState.layout.visible)
    #expect(line.hasSuffix("[\(top)]"))
  }

  @Test func longSelectorFallsBackButStaysReadable() throws {
    let model = try Self.model(showing: .willMoveToParentViewController, keys: [.char("p")])
    for (width, height) in Self.sizes {
      let grid = Screen.render(model, width: width, height: height, glyphs: .unicode)
      #expect(grid.textDump().contains("willMoveToParentViewController:"), "\(width)x\(height)")
      for y in 0..<height { #expect(Self.rowWidth(grid, y) == width) }
    }
  }

  @Test func chineseNarrationStaysAligned() throws {
    let model = Self.model([.char("p"), .char("p"), .char("w")], language: .zh)
    let reason = model.language.reason(Self.current(model))
    for (width, height) in Self.sizes {
      let grid = Screen.render(model, width: width, height: height, glyphs: .unicode)
      let rows = Self.rows(grid)
      for y in 0..<height { #expect(Self.rowWidth(grid, y) == width, "\(grid.rowText(y))") }
      // The narration's first characters are there, whole.
      let start = String(reason.prefix(6))
      #expect(rows.contains { $0.contains(start) }, "\(width)x\(height)")
    }
  }

  @Test func asciiBannerUsesHashes() {
    let grid = Screen.render(Self.model([.char("p")]), width: 80, height: 24, glyphs: .ascii)
    #expect(grid.textDump().contains("###"))
    #expect(!grid.textDump().contains("█"))
  }

  @Test func tooSmallStillWins() {
    let grid = Screen.render(Self.model(), width: 59, height: 19, glyphs: .unicode)
    #expect(grid.textDump().contains("terminal too small"))
  }

  @Test func bannerFontCoversItsAlphabet() {
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789:"
    #expect(BannerFont.canRender(alphabet))
    for character in alphabet {
      let rows = BannerFont.render(String(character), ink: "#")!
      #expect(rows.count == BannerFont.height)
      #expect(Set(rows.map(\.count)).count == 1, "\(character)")
      #expect(rows.contains { $0.contains("#") }, "\(character)")
    }
    #expect(
      BannerFont.words("willMoveToParentViewController:") == [
        "will", "Move", "To", "Parent", "View", "Controller:",
      ])
    #expect(BannerFont.render("viewDidLoad", ink: "#", scale: 2)!.count == BannerFont.height * 2)
  }

  /// Classroom review m16: with a question or a long narration at 80×24 the callback is
  /// still the banner (at half height), never the object's name over a small callback.
  @Test func aLongSelectorOnASmallScreenIsAHalfHeightBanner() {
    let plan = PresentationScreen.plan(
      object: "Detail", selector: "didReceiveMemoryWarning", width: 78, height: 8,
      allowsHalf: true)
    #expect(plan.object.isEmpty)
    #expect(plan.selector == ["didReceive", "MemoryWarning"])
    #expect(plan.selectorScale == 0 && plan.rows == 7)
    // Without half blocks (ASCII), plain text rather than the object alone.
    let ascii = PresentationScreen.plan(
      object: "Detail", selector: "didReceiveMemoryWarning", width: 78, height: 8)
    #expect(ascii.object.isEmpty && ascii.selector.isEmpty)
    // Two pixel rows to a cell: I is a bar over a stem over a bar.
    #expect(BannerFont.renderHalf("I") == ["▀█▀", " █ ", "▀▀▀"])
  }

  @Test func theQuestionsAnswerKeepsTheCallbackLarge() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "memory-warnings"))
    var model = Classroom(lesson: lesson, pacing: .instant, language: .en)
    for key: Key in [.char("n"), .char("n"), .char("P"), .char("1"), .char("n")] {
      model.handle(key)
    }
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    let rows = Self.rows(grid)
    let banner = rows.filter { $0.contains("▀") || $0.contains("▄") }
    #expect(banner.count == 2 * BannerFont.halfHeight, "\(grid.textDump())")
    #expect(rows.contains { $0.contains("Detail  didReceiveMemoryWarning") })
  }

  /// Each at both sizes but the push, whose 160×48 layout the start's and the warning's pin.
  @Test(arguments: [
    ("start", [Key]()), ("push", [.char("p")]), ("warning", [.char("p"), .char("p"), .char("w")]),
  ])
  func goldenFrames(_ scenario: (String, [Key])) throws {
    let model = Self.model(scenario.1)
    for (width, height) in scenario.0 == "push" ? [(80, 24)] : Self.sizes {
      let grid = Screen.render(model, width: width, height: height, glyphs: .unicode)
      try Golden.check(grid, named: "presentation-\(scenario.0)-\(width)x\(height)")
    }
  }

  @Test func goldenChineseAndLongSelector() throws {
    let chinese = Self.model([.char("p"), .char("p"), .char("w")], language: .zh)
    try Golden.check(
      Screen.render(chinese, width: 80, height: 24, glyphs: .unicode),
      named: "presentation-zh-80x24")
    let long = try Self.model(showing: .willMoveToParentViewController, keys: [.char("p")])
    for (width, height) in Self.sizes {
      try Golden.check(
        Screen.render(long, width: width, height: height, glyphs: .unicode),
        named: "presentation-long-\(width)x\(height)")
    }
  }
}
