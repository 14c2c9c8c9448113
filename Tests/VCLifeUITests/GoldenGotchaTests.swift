import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// The gotchas lesson at 80×24 in English and Chinese: leaked controllers in the Controllers
/// pane and View tree, held outlets on the gauge and in the View tree (SPEC §10).
@Suite("Golden frames of gotchas")
struct GoldenGotchaTests {
  /// The gotchas lesson after `steps` steps, each revealed whole, then `keys`.
  static func lesson(_ language: ReportLanguage, steps: Int, then keys: [Key]) -> Classroom {
    let lesson = LessonLibrary.lesson(named: "gotchas")!
    var model = Classroom(lesson: lesson, pacing: .instant, language: language)
    for _ in 0..<steps { model = Golden.model(model, keys: [.char("n"), .end]) }
    return Golden.model(model, keys: keys)
  }

  /// Three leaked Maps, the first selected (↓ twice from the controller on screen).
  static func leaked(_ language: ReportLanguage) -> Classroom {
    lesson(language, steps: 2, then: [.down, .down])
  }

  /// After the iOS 5 warning: Tags (two rows below the top) holds its outlets.
  static func heldOutlets(_ language: ReportLanguage) -> Classroom {
    lesson(language, steps: 5, then: [.down, .down])
  }

  @Test(arguments: [ReportLanguage.en, .zh])
  func leakedController(_ language: ReportLanguage) throws {
    let model = Self.leaked(language)
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    try Golden.check(grid, named: "gotchas-leaked-\(language.rawValue)-80x24")
    let word = language == .zh ? "泄漏" : "leaked"
    let rows = (0..<grid.height).map { grid.rowText($0) }
    // Three rows in the Controllers pane, each with the glyph, the word and the memory.
    let leakedRows = rows.filter { $0.hasPrefix("│ ⊘ Map \(word)") && $0.contains("8.5 MB│") }
    #expect(leakedRows.count == 3)
    #expect(model.shownState.leaked.count == 3)
    #expect(model.selectedLeaked?.name == "Map")
    // The View tree says why it is alive and what it holds.
    #expect(rows[0].contains("Map ⊘ \(word)"))
    #expect(
      rows.contains {
        $0.contains("8.5 MB") && $0.contains(language == .zh ? "直到应用结束" : "until the app ends")
      })
  }

  /// Classroom review m17: in both languages the words a reader of either language needs
  /// (the step, the next key, a leak, held outlets) carry the Chinese where it fits, and fall
  /// back to English whole where it does not.
  @Test func bothLanguagesSayTheStepTheLeakAndTheHeldOutletsInChinese() {
    let leaked = Self.leaked(.both)
    let grid = Screen.render(leaked, width: 80, height: 24, glyphs: .unicode)
    let rows = (0..<grid.height).map { grid.rowText($0) }
    #expect(rows.contains { $0.contains("Leaked 已泄漏 (retain cycle)") })
    #expect(rows.filter { $0.contains("⊘ Map leaked 泄漏") }.count == 3)
    #expect(rows.contains { $0.contains("step 2 / 11 第 2 / 11 步 · n: next step n：下一步") })
    // The leaked controller's page says each sentence in each language.
    #expect(rows[0].contains("Map ⊘ leaked 泄漏"))
    #expect(rows.contains { $0.contains("⊘ leaked: in no container, no dealloc") })
    #expect(rows.contains { $0.contains("⊘ 已泄漏：不在任何容器中，没有 dealloc") })
    let held = Screen.render(Self.heldOutlets(.both), width: 80, height: 24, glyphs: .unicode)
    #expect((0..<held.height).contains { held.rowText($0).contains("×held outlets 被持有的输出口") })
    // At 60 columns English alone, whole.
    let narrow = Screen.render(leaked, width: 60, height: 24, glyphs: .unicode)
    let narrowRows = (0..<narrow.height).map { narrow.rowText($0) }
    #expect(
      narrowRows.contains { $0.contains("step 2 / 11 · n: next step") }, "\(narrow.textDump())")
    #expect(narrowRows.contains { $0.contains("Leaked 已泄漏") })
  }

  /// `v` and `a` on a leaked row say why nothing can ask it for its view (classroom m10).
  @Test(arguments: [ReportLanguage.en, .zh])
  func askingALeakedControllerSaysWhyNot(_ language: ReportLanguage) {
    for key in ["v", "a"] {
      let model = Golden.model(Self.leaked(language), keys: [.char(Character(key))])
      let message = model.messageText ?? ""
      #expect(
        message.hasPrefix(language == .zh ? "Map 已泄漏" : "Map is leaked"), "\(key): \(message)")
      #expect(model.message?.isError == true)
    }
  }

  @Test(arguments: [ReportLanguage.en, .zh])
  func heldOutletsOnTheGaugeAndInTheTree(_ language: ReportLanguage) throws {
    let model = Self.heldOutlets(language)
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    try Golden.check(grid, named: "gotchas-held-outlets-\(language.rawValue)-80x24")
    #expect(model.selectedController == "Tags")
    let rows = (0..<grid.height).map { grid.rowText($0) }
    let label = language == .zh ? "×被持有的输出口 128 KB" : "×held outlets 128 KB"
    #expect(rows.contains { $0.hasPrefix("┌ ") && $0.contains(label) }, "gauge title")
    let line = language == .zh ? "× 被持有的输出口：2 个旧视图，128 KB" : "× held outlets: 2 old views, 128 KB"
    #expect(rows.contains { $0.contains(line) }, "view tree")
    // The View tree's line is drawn in the held outlets' own colour role, glyph included.
    let y = try #require(rows.firstIndex { $0.contains(line) })
    let x = try #require((0..<grid.width).first { grid[x: $0, y: y].character == "×" })
    #expect(grid[x: x, y: y].style.role == .memOutlets)
  }
}
