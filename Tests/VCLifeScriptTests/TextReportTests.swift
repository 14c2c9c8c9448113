import Testing
import VCLifeCore
import VCLifeScript

/// The `text` format: one line per event, each callback with why it fired, then the state.
@Suite struct TextReportTests {
  static let caseFour = WorkedCaseFour.script

  @Test func oneLinePerItemThenTheState() {
    let run = ScriptRun(script: Self.caseFour)
    let lines = TextReport.render(run).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")
    // Items, then "state:", then one line per live controller (A only: B was popped).
    #expect(lines.count == run.items.count + 2 + 1)
    #expect(lines[run.items.count].hasPrefix("state: iOS 5, "))
    #expect(lines[run.items.count].hasSuffix(", running"))
    #expect(lines[run.items.count + 1].hasPrefix("  A "))
    #expect(lines[run.items.count + 1].contains("view loaded, on screen"))
  }

  @Test func eachCallbackLineHasItsNameAndReason() throws {
    let run = ScriptRun(script: Self.caseFour)
    let lines = TextReport.render(run).split(separator: "\n")
    var checked = 0
    for (number, item) in run.items.enumerated() {
      guard case .event(let index, _) = item else { continue }
      let event = run.session.events[index]
      let line = lines[number]
      #expect(
        line.hasPrefix(String(repeating: " ", count: 5 - "\(number + 1)".count) + "\(number + 1)  ")
      )
      #expect(line.hasSuffix(Narrator.line(for: event, in: .english)), "\(line)")
      if event.kind == .callback {
        #expect(line.contains(" \(event.object) "), "\(line)")
        #expect(line.contains(" \(event.name.text) "), "\(line)")
        checked += 1
      }
    }
    #expect(checked == run.callbackLines.count + 6)  // + six layout callbacks (3 appearances)
  }

  @Test func specificReasons() {
    let text = TextReport.render(ScriptRun(script: Self.caseFour))
    let words = lineWords(text)
    #expect(
      words.contains {
        $0.dropFirst().starts(with: ["A", "didReceiveMemoryWarning", "16.9", "MB"])
      })
    #expect(
      words.contains {
        $0.dropFirst().starts(with: ["App", "applicationDidReceiveMemoryWarning:"])
      })
    #expect(
      text.contains("iOS 5: its view is off screen, so super unloads it if it can rebuild it."))
    #expect(text.contains("iOS 5 unload cycle: A's views are still valid"))
    #expect(text.contains("so the load cycle starts again"))
    #expect(text.contains("After the pop, nothing holds B: it is deallocated"))
  }

  @Test func actionsShowTheirLineAndEffectsAreInParentheses() {
    let text = TextReport.render(ScriptRun(script: "root nav A\n\npush B\n"))
    #expect(text.contains("> push B"))
    #expect(text.contains("(line 3) You asked for this"))
    #expect(text.contains("(viewAddedToWindow)"))
    #expect(
      lineWords(text).contains {
        $0.starts(with: ["14", "A", "(cachesFilled)", "+4.0", "MB", "8.5", "MB"])
      })
  }

  @Test func aChineseReportSaysItsOwnWordsInChinese() {
    let text = TextReport.render(
      ScriptRun(script: "root nav A\njump B\npop\n"), language: .zh)
    #expect(text.contains("（第 1 行）这是你发出的操作"))
    #expect(text.contains("! 第 2 行：unknown action jump"))
    #expect(text.contains("! 第 3 行：pop: 已拒绝"))
    #expect(text.contains("状态：iOS 6+，已用"))
    #expect(text.contains("视图已加载，在屏幕上"))
    #expect(!text.contains("(line ") && !text.contains("state: "))
    // The final state's parent and memory take full-width marks (classroom review).
    #expect(text.contains("（UINavigationController，8.5 MB）"), "\(text)")
    #expect(!text.contains(" (UINavigationController, "))
  }

  @Test func errorsAndRefusalsNameTheirLine() {
    let text = TextReport.render(ScriptRun(script: "root nav A\njump B\npop\n"))
    #expect(text.contains("! line 2: unknown action jump"))
    #expect(text.contains("! line 3: pop: Refused: the root controller cannot be popped"))
  }

  @Test func chineseReasons() {
    let run = ScriptRun(script: "root nav A\n")
    let zh = TextReport.render(run, language: .zh)
    #expect(zh.contains("默认的 loadView 创建一个空 UIView"))
    #expect(!zh.contains("the default loadView makes one empty UIView"))
    let both = TextReport.render(run, language: .both)
    #expect(both.contains("the default loadView makes one empty UIView"))
    #expect(both.contains("默认的 loadView 创建一个空 UIView"))
  }

  @Test func noRawControlCharacters() {
    let text = TextReport.render(ScriptRun(script: "root nav A\u{1B}[1m\npush \u{9B}B\n\u{1B}c\n"))
    #expect(!hasRawControl(text))
    #expect(text.contains("A\\u{1B}[1m"))
  }

  /// The words of each line of a report, so checks do not depend on column widths.
  private func lineWords(_ text: String) -> [[Substring]] {
    text.split(separator: "\n").map { $0.split(separator: " ") }
  }
}
