import Testing
import VCLifeCore
import VCLifeScript

/// The input limits count work, not lines or bytes: controllers a file defines, values it
/// holds, and actions with each name of `push A B C` counting as one.
@Suite struct WorkLimitTests {
  /// `controllers:` with `count` entries, one line each.
  private func scenario(controllers count: Int) -> String {
    "budget: 64MB\ncontrollers:\n" + (1...count).map { "  - {name: C\($0)}\n" }.joined()
  }

  @Test func aScenarioOfMoreControllersThanTheLimitIsRefusedWhereTheFirstTooManyIs() throws {
    let error = try #require(scenarioError(scenario(controllers: 10_001)))
    #expect(error.message == "YAML: more than 10000 controllers")
    #expect(error.line == 10_003)
    #expect(try Scenario.parse(scenario(controllers: 10_000)).order.count == 10_000)
  }

  @Test func aDocumentOfMoreValuesThanTheLimitIsRefusedBeforeItIsComposed() throws {
    // Half a million values in one list: not controllers, still too much to compose.
    let values = Array(repeating: "1", count: 500_001).joined(separator: ", ")
    let error = try #require(scenarioError("root: nav A\nbudget: [\(values)]\n"))
    #expect(error.message == "YAML: more than 500000 values")
    #expect(error.line == 2)
  }

  @Test func aPushCountsEachNameItPushes() throws {
    let push = try ScriptParser.parse(line: "push A B C", number: 1).get()
    #expect(push?.work == 3)
    #expect(try ScriptParser.parse(line: "root tabs A nav:B C", number: 1).get()?.work == 3)
    #expect(try ScriptParser.parse(line: "warning", number: 1).get()?.work == 1)
  }

  @Test func aMarkdownReportOfMoreActionsThanTheLimitIsRefusedBeforeItRuns() {
    let within = "root nav A\n" + String(repeating: "warning\n", count: 9_999)
    #expect(MarkdownReport.lengthProblem(within) == nil)
    let over = within + "warning\n"
    #expect(MarkdownReport.lengthProblem(over)?.contains("at most 10000 actions") == true)
    // One line pushing 10,000 names is 10,000 actions.
    let names = (1...10_000).map { "C\($0)" }.joined(separator: " ")
    #expect(MarkdownReport.lengthProblem("root nav A\npush \(names)\n") != nil)
  }

  @Test func aLessonCountsEachNameItsStepsPush() throws {
    let names = (1...10_001).map { "C\($0)" }.joined(separator: " ")
    let text = """
      title: {en: Many, zh: 多}
      summary: {en: Many., zh: 多。}
      root: nav A
      steps:
        - do: push \(names)
          say: {en: Many., zh: 多。}
      """
    let error = try #require(LessonTexts.failure(text))
    #expect(error.message.contains("the steps do 10001 actions"), "\(error.message)")
  }
}
