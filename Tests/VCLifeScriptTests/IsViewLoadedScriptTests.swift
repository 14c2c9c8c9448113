import Foundation
import Testing
import VCLifeCore
import VCLifeScript

/// `isViewLoaded NAME` in scripts, reports and lessons.
@Suite struct IsViewLoadedScriptTests {
  static let script = "root tabs Home Notes\nisViewLoaded Notes\naccess Notes\nisViewLoaded Notes\n"

  @Test func parsesAndRoundTrips() throws {
    #expect(action("isViewLoaded Notes") == .isViewLoaded("Notes"))
    let parsed = try #require(action("isViewLoaded Notes"))
    #expect(action(parsed.scriptText) == parsed)
    #expect(error("isViewLoaded")?.message == "isViewLoaded takes one controller name")
    #expect(error("isViewLoaded A B")?.message == "isViewLoaded takes one controller name")
    #expect(error("isViewLoaded App")?.message.contains("reserved") == true)
  }

  @Test func textReportSaysNoThenYes() {
    let run = ScriptRun(script: Self.script)
    #expect(!run.hasErrors)
    let lines = TextReport.render(run).split(separator: "\n")
    let answers = lines.filter { $0.contains("(isViewLoaded)") }
    #expect(answers.count == 2)
    #expect(
      answers.first?.hasSuffix(
        "isViewLoaded answers NO: Notes' view is nil, and asking never loads it.") == true)
    #expect(
      answers.last?.hasSuffix(
        "isViewLoaded answers YES: Notes' view is loaded, and asking never loads it.") == true)
    #expect(lines.contains { $0.contains("> isViewLoaded Notes") && $0.contains("(line 2)") })
  }

  @Test func jsonlHasOneEffectPerQuestion() throws {
    let objects = try jsonLines(ScriptRun(script: Self.script))
    let answers = objects.filter { $0["name"] as? String == "isViewLoaded" }
    #expect(answers.count == 2)
    for answer in answers {
      #expect(answer["kind"] as? String == "effect")
      #expect(answer["object"] as? String == "Notes")
      #expect(answer["delta"] == nil)
    }
    #expect(answers.map { $0["line"] as? Int } == [2, 4])
  }

  @Test func markdownRowIsAnEffect() {
    let text = MarkdownReport.render(ScriptRun(script: Self.script))
    #expect(text.contains("| Notes | *isViewLoaded* |"))
    #expect(text.contains("isViewLoaded answers NO"))
  }

  @Test func refusedForAControllerThatIsNotLive() {
    let run = ScriptRun(script: "root nav A\nisViewLoaded B\n")
    #expect(run.hasErrors)
    #expect(
      TextReport.render(run).contains(
        "! line 2: isViewLoaded B: Refused: there is no live controller named B."))
  }

  @Test func lessonsMayAskIt() throws {
    let lesson = try Lesson.parse(
      """
      title: {en: Ask, zh: 询问}
      summary: {en: Asking loads nothing., zh: 询问不会加载。}
      root: tabs Home Notes
      steps:
        - do: isViewLoaded Notes
          say: {en: NO., zh: 否。}
          expect: [Notes isViewLoaded]
      """, name: "ask")
    #expect(lesson.steps[0].actions == [.isViewLoaded("Notes")])
    let run = LessonRun(lesson)
    #expect(run.labels(ofStep: 0) == ["Notes isViewLoaded"])
    #expect(run.session.state.controllers["Notes"]?.isViewLoaded == false)
  }
}
