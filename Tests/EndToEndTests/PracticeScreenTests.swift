import Foundation
import Testing
import VCLifeClassroom
import VCLifeCore
import VCLifePractice

#if canImport(Glibc)
  import Glibc
#endif

/// `vclife practice` with no `--export`, `--answer` or `--progress`: the live screen for one
/// student, driven in tmux and read back row by row, its answers checked in the store the
/// command line reads (`--progress`) and by SQLite itself.
extension PracticeStoreCommandTests {
  /// The screen of `vclife practice ARGUMENTS` in a `width` × `height` tmux window, with
  /// this test's state directory.
  func practiceScreen(_ arguments: [String], width: Int = 80, height: Int = 24) throws
    -> LiveTmuxScreen
  {
    let binary = try LiveTmuxScreen.binaryPath()
    let command = ([binary, "practice"] + arguments).map(LiveTmuxScreen.shellQuoted)
      .joined(separator: " ")
    return try LiveTmuxScreen(
      command: "trap 'true' INT; \(command); echo EXIT=$?; sleep 60", width: width, height: height,
      stateHome: state)
  }

  /// The items the screen starts with for a seed and kind: the export's, in order.
  static func items(seed: UInt64, kind: ItemKind, count: Int = 2) throws -> [PracticeItem] {
    try #require(PracticeGenerator(seed: seed, filters: PracticeFilters(kind: kind)))
      .items(count: count)
  }

  /// The rows of the screen that show choice `number` of `item` as the question lists it.
  static func choiceRows(_ screen: String, _ item: PracticeItem, arrangement: [Int]? = nil)
    -> [Bool]
  {
    let rows = screen.split(separator: "\n").map(String.init)
    let order = arrangement ?? Array(1...item.choices.count)
    return order.enumerated().map { position, choice in
      let text = item.choices[choice - 1].text.en
      return rows.contains { row in
        guard let start = row.firstIndex(of: "│") else { return false }
        let inside = row[row.index(after: start)...]
        return inside.hasPrefix("\(position + 1)") && inside.contains(text)
      }
    }
  }

  static let cut = ["… more", "……未完"]

  @Test func anItemAnsweredRightThenWrongIsRecordedAndTheNextComes() async throws {
    let items = try Self.items(seed: 7, kind: .next)
    let screen = try practiceScreen([
      "--seed", "7", "--kind", "next", "--pacing", "instant", "--lang", "en", "--today",
      "2026-09-01",
    ])
    defer { screen.close() }
    let first = try await screen.waitFor("the first item and nothing due") {
      $0.contains("· 0 due today") && $0.contains(items[0].question.en)
    }
    #expect(Self.choiceRows(first, items[0]).allSatisfy { $0 }, "\(first)")
    #expect(first.contains("Press 1–\(items[0].choices.count) for your answer"))
    // Space reveals nothing before the answer.
    try screen.sendKeys("Space")
    try await screen.waitFor("answer first") { $0.contains("First your answer") }
    try screen.sendKeys("\(items[0].answer[0])")
    let right = try await screen.waitFor("right, and when it comes back") {
      $0.contains("Right! Answer: \(items[0].answer[0]). It comes back tomorrow.")
    }
    #expect(right.contains("streak 1"))
    // The asked action played in the log: a callback of it on a row of the log's box, above
    // the teaching text's rule.
    let rows = right.split(separator: "\n")
    let log = try #require(rows.firstIndex { $0.contains("Callbacks · practice next") })
    let rule = try #require(rows[log...].firstIndex { $0.contains("│───") })
    let played = items[0].reveal.filter { $0.kind == .callback }
    #expect(
      rows[(log + 1)..<rule].contains { row in
        played.contains { row.contains($0.object) && row.contains($0.name.text) }
      }, "\(right)")
    try screen.sendKeys("n")
    try await screen.waitFor("the second item") { $0.contains(items[1].question.en) }
    let wrong = items[1].answer[0] == 1 ? 2 : 1
    try screen.sendKeys("\(wrong)")
    let after = try await screen.waitFor("wrong") {
      $0.contains("Not quite: you chose \(wrong). Answer: \(items[1].answer[0]).")
    }
    #expect(after.contains("streak 0"))
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0") { $0.contains("EXIT=0") }
    let check = try verdict()
    #expect(check.check == "ok" && check.answers == 2 && check.reviews == 2)
    // The screen knows when it showed the item: the last answer keeps the time it took (the
    // item was on screen while the test waited for its frame), its choice and its order.
    let kept = try lastAnswer().split(separator: " ").map(String.init)
    #expect(kept.count == 4 && kept[0] == "\(wrong)" && (Int(kept[2]) ?? 0) > 0, "\(kept)")
    // The command line reads the same store: both due the next day.
    let progress = try run(["practice", "--progress", "--today", "2026-09-02"])
    #expect(progress.out.contains(items[0].id.description), "\(progress.out)")
    #expect(progress.out.contains(items[1].id.description), "\(progress.out)")
  }

  @Test func theScreenSaysHowManyAreDueAndAsksThemFirst() async throws {
    let items = try Self.items(seed: 7, kind: .next)
    for item in items {
      let answer = try run([
        "practice", "--today", "2026-09-01", "--answer", "\(item.id):\(item.answer[0])",
      ])
      #expect(answer.status == 0, "\(answer.err)")
    }
    let screen = try practiceScreen([
      "--kind", "next", "--pacing", "instant", "--lang", "zh", "--today", "2026-09-02",
    ])
    defer { screen.close() }
    // The store lists due items by day, then by id. Answered once, each is shown a second
    // time: its choices in that showing's order, the order `--progress` numbers them in.
    let due = items.sorted { $0.id.description < $1.id.description }
      .map { PracticeShowing($0, number: 1).shown }
    #expect(
      zip(due, items.sorted { $0.id.description < $1.id.description }).allSatisfy {
        $0.choices != $1.choices
      })
    let text = try await screen.waitFor("two due") { $0.contains("今天到期 2") }
    #expect(Self.choiceRows(text, due[0]).allSatisfy { $0 }, "\(text)")
    try screen.sendKeys("\(due[0].answer[0])")
    try await screen.waitFor("right, one due left") {
      $0.contains("答对了！") && $0.contains("今天到期 1")
    }
    try screen.sendKeys("n")
    let second = try await screen.waitFor("the other due item") {
      Self.choiceRows($0, due[1]).allSatisfy { $0 } && $0.contains("按 1–")
    }
    #expect(!second.contains("答对了"))
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0") { $0.contains("EXIT=0") }
  }

  @Test(arguments: [("en", 80, 24), ("zh", 60, 20)])
  func anOrderItemsLinesAreMovedIntoUIKitsOrder(language: String, width: Int, height: Int)
    async throws
  {
    let item = try #require(try Self.items(seed: 3, kind: .order, count: 1).first)
    let screen = try practiceScreen(
      ["--seed", "3", "--kind", "order", "--pacing", "instant", "--lang", language],
      width: width, height: height)
    defer { screen.close() }
    var arrangement = Array(1...item.choices.count)
    let start = try await screen.waitFor("the lines in the choices' order") {
      Self.choiceRows($0, item, arrangement: arrangement).allSatisfy { $0 }
    }
    #expect(!Self.cut.contains { start.contains($0) }, "\(start)")
    // Numbers pick a line, ↑ moves it: a selection sort into the answer's order.
    for target in item.answer.indices {
      let line = try #require(arrangement.firstIndex(of: item.answer[target]))
      try screen.sendKeys("\(line + 1)")
      for _ in stride(from: line, to: target, by: -1) { try screen.sendKeys("Up") }
      arrangement.remove(at: line)
      arrangement.insert(item.answer[target], at: target)
      let current = arrangement
      try await screen.waitFor("line \(target + 1) in place") {
        Self.choiceRows($0, item, arrangement: current).allSatisfy { $0 }
      }
    }
    try screen.sendKeys("Enter")
    try await screen.waitFor("right") {
      $0.contains(language == "en" ? "Right! That is UIKit's order." : "答对了！这正是 UIKit 的顺序。")
    }
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0") { $0.contains("EXIT=0") }
    #expect(try verdict().answers == 1)
  }

  @Test(arguments: [
    ("en", 80, 24), ("zh", 80, 24), ("both", 80, 24), ("en", 60, 20), ("zh", 60, 20),
    ("both", 60, 20),
  ])
  func anItemIsWholeOnTheScreen(language: String, width: Int, height: Int) async throws {
    let item = try #require(try Self.items(seed: 7, kind: .next, count: 1).first)
    let screen = try practiceScreen(
      ["--seed", "7", "--kind", "next", "--pacing", "instant", "--lang", language],
      width: width, height: height)
    defer { screen.close() }
    // In both languages on a narrow screen the legend's key is the hint.
    let hint =
      language == "zh"
      ? "按 1–3 作答" : language == "both" && width < 80 ? "1-3 answer" : "Press 1–3 for your answer"
    let asked = try await screen.waitFor("the question, its choices and the hint") {
      Self.choiceRows($0, item).allSatisfy { $0 } && $0.contains(hint)
    }
    #expect(!Self.cut.contains { asked.contains($0) }, "\(asked)")
    try screen.sendKeys("\(item.answer[0])")
    let answered = try await screen.waitFor("the result and why") {
      $0.contains(language == "zh" ? "答对了！" : "Right!")
    }
    #expect(!Self.cut.contains { answered.contains($0) }, "\(answered)")
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0") { $0.contains("EXIT=0") }
  }

  @Test(arguments: [("en", 80, 24), ("zh", 60, 20)])
  func aVersionItemHidesItsVersionUntilTheAnswer(language: String, width: Int, height: Int)
    async throws
  {
    let item = try #require(try Self.items(seed: 11, kind: .version, count: 1).first)
    let screen = try practiceScreen(
      ["--seed", "11", "--kind", "version", "--pacing", "instant", "--lang", language],
      width: width, height: height)
    defer { screen.close() }
    try await screen.waitFor("the question, the version hidden") {
      $0.contains(" iOS ? │") && $0.contains(item.choices[0].text.en)
    }
    // At 60×20 the log's first rows are above: PgUp shows them, a row at a time.
    for _ in 0..<item.log.count { try screen.sendKeys("PageUp") }
    let asked = try await screen.waitFor("the log under the asked action") {
      $0.contains("▶ \(item.asked.scriptText)") && $0.contains(" iOS ? │")
    }
    let rows = asked.split(separator: "\n")
    // The version is nowhere but among the choices (one row of them).
    let answer = "iOS \(item.ios.rawValue)"
    #expect(rows.filter { $0.contains(answer) }.count == 1, "\(asked)")
    #expect(try #require(rows.last).hasPrefix(" iOS ? │"))
    try screen.sendKeys("\(item.answer[0])")
    // The whole frame: a capture may catch the text drawn and the status line not yet.
    try await screen.waitFor("the result, the version shown on the status line") {
      $0.contains(language == "zh" ? "答对了！" : "Right!")
        && $0.split(separator: "\n").last?.hasPrefix(" iOS \(item.ios.rawValue) │") == true
    }
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0") { $0.contains("EXIT=0") }
  }

  @Test func aSignalAfterAnAnswerLeavesTheStoreWhole() async throws {
    let item = try #require(try Self.items(seed: 7, kind: .next, count: 1).first)
    let screen = try practiceScreen(["--seed", "7", "--kind", "next", "--pacing", "instant"])
    defer { screen.close() }
    try await screen.waitFor("the first item") { $0.contains(item.question.en) }
    let program = try screen.programID()
    // The answer and the kill as close together as two writes: the store has the answer
    // whole, or none of it.
    try screen.sendKeys("\(item.answer[0])")
    kill(program, SIGKILL)
    try await screen.waitFor("killed") { $0.contains("EXIT=137") }
    let check = try verdict()
    #expect(check.check == "ok")
    #expect(check.answers == check.reviews && check.answers <= 1)
  }
}
