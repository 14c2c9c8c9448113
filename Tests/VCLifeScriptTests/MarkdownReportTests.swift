import Foundation
import Testing
import VCLifeCore
import VCLifeScript

/// The `markdown` handout: a heading per action, a table of its callbacks, the end state.
@Suite struct MarkdownReportTests {
  static let caseFour = WorkedCaseFour.script

  private func lines(_ script: String, scenario: Scenario = Scenario()) -> [Substring] {
    MarkdownReport.render(ScriptRun(script: script, scenario: scenario)).split(separator: "\n")
  }

  @Test func titleAndIntroduction() {
    let lines = lines("root nav A\n")
    #expect(lines.first == "# vclife: what UIKit did")
    #expect(lines[1].hasPrefix("Behaviour at the start: iOS 6+ · budget 64.0 MB."))
  }

  @Test func aHeadingPerAction() {
    let headings = lines(Self.caseFour).filter { $0.hasPrefix("## ") }
    // Sections are numbered per action; the table rows keep each event's seq.
    #expect(
      headings == [
        "## 1. `ios 5` (line 1)",
        "## 2. `new A origin=storyboard onWarning=none autolayout=false` (line 2)",
        "## 3. `root nav A` (line 3)", "## 4. `push B` (line 4)", "## 5. `warning` (line 5)",
        "## 6. `pop` (line 6)", "## At the end",
      ])
  }

  @Test func callbacksAreTableRowsInOrder() {
    let lines = lines(Self.caseFour)
    let header = "| # | object | callback / effect | memory | why |"
    #expect(lines.filter { $0 == header }.count == 4)  // root, push, warning, pop; not ios
    let rows = lines.filter { $0.hasPrefix("| ") && $0 != header && !$0.hasPrefix("| controller") }
    let callbacks = rows.compactMap { row -> String? in
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 5, cells[2].hasPrefix("`") else { return nil }
      let name = cells[2].dropFirst().dropLast()
      return layoutSelectorNames.contains(String(name)) ? nil : "\(cells[1]) \(name)"
    }
    #expect(callbacks == ScriptRun(script: Self.caseFour).callbackLines)
    let load = rows.first { $0.contains("`loadView`") }
    #expect(load?.hasPrefix("| 7 | A | `loadView` | +192 KB → 448 KB ") == true)
    #expect(load?.hasSuffix(" loadView loads the views from the storyboard. |") == true)
    #expect(rows.contains { $0.contains("| *viewAddedToWindow* |") })
  }

  @Test func theEndTable() throws {
    let lines = lines(Self.caseFour)
    let end = try #require(lines.firstIndex(of: "## At the end"))
    #expect(lines[end + 1].hasPrefix("iOS 5, "))
    #expect(lines[end + 2] == "| controller | view | state | parent | memory |")
    #expect(lines[end + 3] == "|---|---|---|---|---:|")
    #expect(lines[end + 4].hasPrefix("| A | loaded | view loaded, on screen, "))
    #expect(lines[end + 4].contains("| UINavigationController |"))
    #expect(lines.count == end + 5)
  }

  @Test func badLinesAndRefusalsAreQuotes() {
    let lines = lines("root nav A\njump\npop\n")
    #expect(
      lines.contains(
        "> **Line 2 was not understood:** unknown action jump; expected ios, device, restoration, new, root, push, pop, popToRoot, present, dismiss, swipe, finish, cancel, tab, tap, rotate, statusbar, background, foreground, reclaim, warning, access, isViewLoaded or restart"
      ))
    #expect(
      lines.contains(
        "> **Refused:** Refused: the root controller cannot be popped; the stack keeps one."))
  }

  @Test func scenarioLaunchHasNoLineNumber() throws {
    let scenario = try Scenario.parse("root: nav A\n")
    #expect(lines("", scenario: scenario).contains("## 1. `root nav A`"))
  }

  @Test func pipesInNamesAreEscapedInCells() {
    let lines = lines("root nav A|B\n")
    let rows = lines.filter { $0.hasPrefix("| ") && $0.contains("`loadView`") }
    #expect(rows.count == 1)
    #expect(rows.first?.hasPrefix("| 4 | A\\|B | `loadView` |") == true)
    #expect(lines.contains { $0.hasPrefix("| A\\|B | loaded |") })
  }

  @Test func noRawControlCharacters() {
    let text = MarkdownReport.render(ScriptRun(script: "root nav A\npush \u{1B}[31mB\n\u{7}\n"))
    #expect(!hasRawControl(text))
  }
}
