import Testing
import VCLifeCore
import VCLifeScript

/// Running whole scripts: line numbers, errors that do not stop the run, `hasErrors`.
@Suite struct ScriptRunTests {
  @Test func workedCaseFourRunsInOrder() throws {
    let run = ScriptRun(script: WorkedCaseFour.script)
    #expect(!run.hasErrors)
    #expect(run.lineErrors.isEmpty)
    let warning = run.events.filter { $0.line == 5 }
    #expect(warning.first?.event.kind == .action)
    #expect(warning.first?.event.name.text == "warning")
    let callbacks = run.callbackLines
    let start = try #require(callbacks.firstIndex(of: "App applicationDidReceiveMemoryWarning:"))
    #expect(Array(callbacks[start...]) == WorkedCaseFour.warning + WorkedCaseFour.pop)
    #expect(run.session.state.controllers["A"]?.isViewLoaded == true)
    #expect(run.session.state.controllers["B"] == nil)
  }

  @Test func eventsCarryTheLineOfTheirAction() {
    let run = ScriptRun(script: "# set up\n\nroot nav A\n\npush B\n")
    let lines = Set(run.events.map(\.line))
    #expect(lines == [3, 5])
    let push = run.events.filter { $0.line == 5 }
    #expect(push.first?.event.kind == .action)
    #expect(push.first?.event.name.text == "push B")
    #expect(run.events.filter { $0.line == 3 }.allSatisfy { $0.event.object != "B" })
  }

  @Test func aBadLineIsReportedAndTheRestStillRuns() {
    let run = ScriptRun(script: "root nav A\njump B\npush B\npush\n\npop\n")
    #expect(run.hasErrors)
    #expect(run.lineErrors.map(\.line) == [2, 4])
    #expect(run.lineErrors.first?.message.contains("unknown action jump") == true)
    // push B (line 3) and pop (line 6) ran after the bad lines.
    #expect(run.callbackLines.contains("B viewDidAppear:"))
    #expect(run.callbackLines.last == "B dealloc")
    #expect(run.events.contains { $0.line == 6 && $0.event.name.text == "pop" })
  }

  @Test func errorsStayInScriptOrder() throws {
    let run = ScriptRun(script: "root nav A\nbogus\npush B\n")
    let order = run.items.map { item -> String in
      switch item {
      case .lineError(let error): "error \(error.line)"
      case .event(let index, let line): "\(line) \(run.session.events[index].kind.rawValue)"
      }
    }
    let errorIndex = try #require(order.firstIndex(of: "error 2"))
    #expect(order[..<errorIndex].allSatisfy { $0.hasPrefix("1 ") })
    #expect(order[(errorIndex + 1)...].allSatisfy { $0.hasPrefix("3 ") })
    #expect(order[errorIndex + 1] == "3 action")
  }

  @Test func aRefusedActionIsAnErrorButNotALineError() {
    let run = ScriptRun(script: "root nav A\npop\npush B\n")
    #expect(run.lineErrors.isEmpty)
    #expect(run.hasErrors)
    let refusal = run.events.first { $0.event.kind == .error }
    #expect(refusal?.line == 2)
    #expect(refusal?.event.name.text == "pop")
    #expect(run.callbackLines.contains("B viewDidAppear:"))
  }

  @Test func actionsBeforeLaunchAreRefused() {
    let run = ScriptRun(script: "push B\n")
    #expect(run.hasErrors)
    #expect(run.events.map(\.event.kind) == [.action, .error])
  }

  @Test func pushingALiveControllerIsRefused() {
    let run = ScriptRun(script: "root nav A\npush A\n")
    #expect(run.hasErrors)
    #expect(run.events.last?.event.kind == .error)
    #expect(run.session.state.layout.tabs.first?.controllers == ["A"])
  }

  @Test func aCleanScriptHasNoErrors() {
    let run = ScriptRun(script: "new A origin=storyboard\nroot nav A\npush B\npop\nwarning\n")
    #expect(!run.hasErrors)
    #expect(
      Array(run.callbackLines.prefix(6)) == [
        "A initWithCoder:", "A awakeFromNib", "A loadView", "A viewDidLoad", "A viewWillAppear:",
        "A viewDidAppear:",
      ])
  }

  @Test func theBehaviorOverrideBeatsTheScenario() throws {
    let scenario = try Scenario.parse("ios: 5\n")
    #expect(ScriptRun(script: "", scenario: scenario).session.state.behavior == .iOS5)
    #expect(
      ScriptRun(script: "", scenario: scenario, behavior: .iOS6).session.state.behavior == .iOS6)
  }

  @Test func iOS5FromTheOverrideUnloadsOffScreenViews() {
    let run = ScriptRun(
      script: "new A origin=storyboard\nroot nav A\npush B\nwarning\n", behavior: .iOS5)
    #expect(run.callbackLines.contains("A viewDidUnload"))
    #expect(run.session.state.controllers["A"]?.isViewLoaded == false)
    let iOS6 = ScriptRun(script: "root nav A\npush B\nwarning\n")
    #expect(!iOS6.callbackLines.contains("A viewDidUnload"))
    #expect(iOS6.session.state.controllers["A"]?.isViewLoaded == true)
  }

  @Test func windowsLineEndingsAreAccepted() {
    let run = ScriptRun(script: "root nav A\r\npush B\r\n")
    #expect(!run.hasErrors)
    #expect(run.callbackLines.contains("B viewDidAppear:"))
  }

  @Test func aScriptWithoutTrailingNewlineRunsItsLastLine() {
    #expect(ScriptRun(script: "root nav A\npush B").callbackLines.contains("B viewDidAppear:"))
  }
}
