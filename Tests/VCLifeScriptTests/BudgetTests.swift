import Testing
import VCLifeCore
import VCLifeScript

/// A scenario's budget drives the system's automatic warning (75 %) and termination (100 %),
/// and every report shows them.
@Suite struct BudgetTests {
  /// 10 MB: one shown controller (about 8.8 MB) is above 75 %; a second one passes 100 %.
  static let scenario = "budget: 10MB\n"
  static let script = "root nav A\npush B\npop\nrestart\n"

  private func run() throws -> ScriptRun {
    ScriptRun(script: Self.script, scenario: try Scenario.parse(Self.scenario))
  }

  @Test func launchPassesSeventyFivePercentAndTheSystemWarns() throws {
    let run = try run()
    let launch = run.events.filter { $0.line == 1 }.map {
      "\($0.event.object) \($0.event.name.text)"
    }
    let warning = try #require(launch.firstIndex(of: "System warning"))
    // The warning comes after the launch has completed.
    #expect(try #require(launch.firstIndex(of: "A viewDidAppear:")) < warning)
    #expect(
      launch[warning...].prefix(4) == [
        "System warning", "App applicationDidReceiveMemoryWarning:",
        "UINavigationController didReceiveMemoryWarning", "A didReceiveMemoryWarning",
      ])
    let event = try #require(run.events.first { $0.event.object == "System" })
    #expect(event.event.kind == .action)
    #expect(event.event.reason == .systemWarning(percent: Size.shown * 100 / (10 * 1024 * 1024)))
    let warnings = run.events.filter { $0.event.name.text == "applicationDidReceiveMemoryWarning:" }
    #expect(warnings.map(\.line) == [1, 4])  // once for the launch, once for the restart
  }

  @Test func pushingPastTheBudgetTerminatesTheApp() throws {
    let run = try run()
    let push = run.events.filter { $0.line == 2 }
    let last = try #require(push.last?.event)
    #expect(last.object == "System")
    #expect(last.name == .effect(.appTerminated))
    #expect(push.contains { $0.event.object == "B" && $0.event.name.text == "loadView" })
    #expect(!push.contains { $0.event.object == "B" && $0.event.name.text == "viewDidAppear:" })
    #expect(last.memory == 0)
    #expect(try #require(push.dropLast().last).event.memory >= 10 * 1024 * 1024)
    // pop is refused; restart launches A again.
    let pop = run.events.filter { $0.line == 3 }
    #expect(pop.map(\.event.kind) == [.action, .error])
    #expect(run.events.contains { $0.line == 4 && $0.event.name.text == "viewDidAppear:" })
    #expect(run.hasErrors)
  }

  @Test func theReportsShowWarningAndTermination() throws {
    let run = try run()
    let text = TextReport.render(run)
    #expect(text.contains("In this simulator 75% is level 1: the system warns the app."))
    #expect(text.contains("in this simulator the system then terminates the app"))
    #expect(text.contains("Refused: the app was terminated; restart it first."))
    let markdown = MarkdownReport.render(run)
    #expect(markdown.contains("| System | *appTerminated* |"))
    let percent = Size.shown * 100 / (10 * 1024 * 1024)
    #expect(
      markdown.contains(
        "### The system warns: `warning`\n\nMemory reached \(percent)% of the budget. In this "
          + "simulator 75% is level 1: the system warns the app."))
  }

  @Test func theJSONLStateSaysTerminated() throws {
    let run = ScriptRun(
      script: "root nav A\npush B\n", scenario: try Scenario.parse(Self.scenario))
    let objects = try jsonLines(run)
    let state = try #require(objects.last)
    #expect(state["terminated"] as? Bool == true)
    #expect(state["memory"] as? Int == 0)
    #expect(state["budget"] as? Int == 10 * 1024 * 1024)
    #expect((state["controllers"] as? [Any])?.isEmpty == true)
    let system = objects.filter { $0["object"] as? String == "System" }
    #expect(system.map { $0["name"] as? String } == ["warning", "appTerminated"])
    #expect(system.map { $0["kind"] as? String } == ["action", "effect"])
  }

  @Test func theDefaultBudgetNeverWarnsForTwoControllers() {
    let run = ScriptRun(script: "root nav A\npush B\npop\n")
    #expect(!run.events.contains { $0.event.object == "System" })
  }
}
