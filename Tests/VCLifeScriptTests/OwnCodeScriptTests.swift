import Testing
import VCLifeCore
import VCLifeScript

/// The settings of SPEC §16.2 (what a student's own controller does) in script lines and
/// scenario files.
@Suite struct OwnCodeScriptTests {
  @Test func everySettingRoundTripsThroughAScriptLine() throws {
    var template = ControllerTemplate(name: "Detail", origin: .storyboard)
    template.gotchas.warningTouchesView = true
    template.gotchas.initTouchesView = true
    template.gotchas.releasesInput = true
    template.gotchas.observer = Registration(addedIn: .viewDidLoad)
    template.gotchas.timer = Registration(addedIn: .viewDidAppear, removedIn: .viewWillDisappear)
    template.gotchas.skipsSuper = [.viewWillAppear, .viewDidDisappear]
    template.gotchas.wrongSuper = [WrongSuper(.viewWillDisappear, calls: .viewWillAppear)]
    let text = Action.define(template).scriptText
    #expect(
      text
        == "new Detail origin=storyboard onWarning=none autolayout=false "
        + "warningTouchesView=true initTouchesView=true releasesInput=true "
        + "observerAddedIn=viewDidLoad observerRemovedIn=none timerStartedIn=viewDidAppear "
        + "timerInvalidatedIn=viewWillDisappear skipsSuper=viewWillAppear,viewDidDisappear "
        + "wrongSuper=viewWillDisappear>viewWillAppear")
    let parsed = try ScriptParser.parse(line: Substring(text), number: 1).get()
    #expect(parsed == .define(template))
  }

  @Test(arguments: [
    (
      "new A observerAddedIn=viewWillLayout",
      "observerAddedIn must be init, viewDidLoad, viewWillAppear, viewDidAppear, "
        + "viewWillDisappear, viewDidDisappear, viewDidUnload, dealloc, not viewWillLayout"
    ),
    ("new A timerStartedIn=dealloc", "timerStartedIn cannot be dealloc: nothing runs after it"),
    (
      "new A skipsSuper=viewDidLoad",
      "skipsSuper names viewWillAppear, viewDidAppear, viewWillDisappear or viewDidDisappear, "
        + "not viewDidLoad"
    ),
    (
      "new A wrongSuper=viewWillAppear",
      "wrongSuper is METHOD>OTHER (viewWillDisappear>viewWillAppear), not viewWillAppear"
    ),
    ("new A wrongSuper=viewWillAppear>viewWillAppear", "wrongSuper names two different methods"),
    ("new A releasesInput=maybe", "releasesInput must be true or false, not maybe"),
  ])
  func badSettingsAreRefused(line: String, message: String) {
    #expect(ScriptParser.parse(line: Substring(line), number: 3).failureMessage == message)
  }

  @Test func scenarioFilesTakeTheSettings() throws {
    let yaml = """
      controllers:
        - name: Detail
          origin: storyboard
          warningTouchesView: true
          releasesInput: yes
          observerAddedIn: viewWillAppear
          timerStartedIn: viewDidLoad
          timerInvalidatedIn: viewDidUnload
          skipsSuper: viewDidAppear
      """
    let gotchas = try #require(try Scenario.parse(yaml).templates["Detail"]).gotchas
    #expect(gotchas.warningTouchesView && gotchas.releasesInput && !gotchas.initTouchesView)
    #expect(gotchas.observer == Registration(addedIn: .viewWillAppear))
    #expect(gotchas.timer == Registration(addedIn: .viewDidLoad, removedIn: .viewDidUnload))
    #expect(gotchas.skipsSuper == [.viewDidAppear])
  }

  @Test func theStateLineCountsTimersAndObservers() throws {
    let script = """
      new Clock timerStartedIn=viewDidAppear observerAddedIn=viewWillAppear
      root nav List
      push Clock
      push Other
      pop
      pop
      """
    let objects = try jsonLines(ScriptRun(script: script))
    let state = try #require(objects.last)
    let controllers = try #require(state["controllers"] as? [[String: Any]])
    // The popped Clock is leaked: its two timers hold it; its two registrations stay.
    let clock = try #require(controllers.first { $0["name"] as? String == "Clock" })
    #expect(clock["leaked"] as? Bool == true)
    #expect(clock["runningTimers"] as? Int == 2)
    #expect(clock["observerRegistrations"] as? Int == 2)
    let list = try #require(controllers.first { $0["name"] as? String == "List" })
    #expect(list["runningTimers"] == nil && list["observerRegistrations"] == nil)
  }
}
