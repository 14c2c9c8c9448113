import Foundation
import Testing
import VCLifeCore
import VCLifeScript

/// SPEC §12 in the script language: `device`, `root nav A push B`, a scenario's `device:`,
/// the export that replays them, and the reports that show the phone and the safe area.
@Suite struct DeviceScriptTests {
  @Test func deviceAndPushAtLaunchParse() {
    #expect(action("device 3.5") == .setDevice(.classic))
    #expect(action("device notch") == .setDevice(.notch))
    #expect(action("device island") == .setDevice(.island))
    #expect(
      action("root nav A push B")
        == .launch(.navigationPushing("A", translucent: false, pushed: ["B"])))
    #expect(
      action("root nav A translucent push B C")
        == .launch(.navigationPushing("A", translucent: true, pushed: ["B", "C"])))
    for line in ["device island", "root nav A translucent push B C", "root nav A push B"] {
      #expect(action(line)?.scriptText == line)
    }
  }

  @Test func aScenarioChoosesThePhoneAndTheExportReplaysIt() throws {
    let scenario = try Scenario.parse("ios: 18\ndevice: 3.5\nroot: nav A push B\n")
    #expect(scenario.initialState.phone == .classic)
    #expect(scenario.root == .navigationPushing("A", translucent: false, pushed: ["B"]))
    let run = ScriptRun(script: "", scenario: scenario)
    #expect(run.session.state.controllers["A"]?.isViewLoaded == false)
    let script = SessionExport.script(of: run.session, scenarioName: "mine")
    #expect(script.contains("ios 18\ndevice 3.5\n"))
    #expect(throws: (any Error).self) { try Scenario.parse("device: flip\n") }
  }

  @Test func theStateLinesShowThePhoneAndTheSafeArea() throws {
    let run = ScriptRun(script: "ios 11\nroot nav A\n")
    let state = try #require(try jsonLines(run).last)
    #expect(state["device"] as? String == "notch")
    let controllers = try #require(state["controllers"] as? [[String: Any]])
    let safeArea = try #require(controllers.first?["safeArea"] as? [String: Int])
    #expect(safeArea == ["top": 88, "left": 0, "bottom": 34, "right": 0])
    let text = TextReport.render(run)
    #expect(text.contains("state: iOS 11 on the notch phone"))
    #expect(text.contains("frame 375×812 pt, safe area {88, 0, 34, 0}"))
    // iOS 6's state line is as it always was: no phone, no safe area.
    let six = try #require(try jsonLines(ScriptRun(script: "root nav A\n")).last)
    #expect(six["device"] == nil)
  }

  @Test func aLessonSetsThePhoneAndAStepChangesIt() throws {
    let lesson = try Lesson.parse(
      """
      title: {en: Phones, zh: 手机}
      summary: {en: One app on two phones., zh: 一个应用，两部手机。}
      ios: 17
      device: notch
      root: nav A push B
      steps:
        - do: device island
          say: {en: The island., zh: 灵动岛。}
          expect: [B viewSafeAreaInsetsDidChange]
      """, name: "phones")
    #expect(lesson.scenario.initialState.phone == .notch)
    #expect(lesson.steps[0].actions == [.setDevice(.island)])
  }
}
