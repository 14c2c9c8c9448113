import Foundation
import Testing
import VCLifeCore
import VCLifeScript

/// The gotcha settings of SPEC §10 in scripts, scenario files and the jsonl `state` line.
@Suite struct GotchaScriptTests {
  @Test func everySettingRoundTripsThroughAScriptLine() throws {
    var template = ControllerTemplate(name: "Compose", origin: .storyboard)
    template.gotchas.callsSuperOnWarning = false
    template.gotchas.releasesOutlets = false
    template.gotchas.outlets = ["UITextView", "UI Label,#%"]
    template.gotchas.retainCycle = true
    template.gotchas.savesViewState = true
    template.gotchas.viewState = "Dear Grandma, 100% #1 草稿"
    let text = Action.define(template).scriptText
    #expect(
      text
        == "new Compose origin=storyboard onWarning=none autolayout=false "
        + "callsSuperOnWarning=false releasesOutlets=false outlets=UITextView,UI%20Label%2C%23%25 "
        + "retainCycle=true savesViewState=true viewState=Dear%20Grandma%2C%20100%25%20%231%20草稿")
    let parsed = try ScriptParser.parse(line: Substring(text), number: 1).get()
    #expect(parsed == .define(template))
  }

  @Test func everyCombinationRoundTrips() throws {
    for bits in 0..<64 {
      var template = ControllerTemplate(name: "A", origin: .custom, onWarning: .purgeCaches)
      template.gotchas.callsSuperOnWarning = bits & 1 == 0
      template.gotchas.releasesOutlets = bits & 2 == 0
      template.gotchas.retainCycle = bits & 4 != 0
      template.gotchas.savesViewState = bits & 8 != 0
      template.gotchas.outlets = [nil, [], ["UILabel", "UIButton"], ["a b"]][bits >> 4]
      template.gotchas.viewState = bits & 16 != 0 ? "草稿 #2, 50%" : nil
      let text = Action.define(template).scriptText
      #expect(
        try ScriptParser.parse(line: Substring(text), number: 1).get() == .define(template),
        "\(text)")
    }
  }

  @Test func anEmptyOutletListIsWrittenNone() throws {
    var template = ControllerTemplate(name: "A")
    template.gotchas.outlets = []
    let text = Action.define(template).scriptText
    #expect(text.hasSuffix(" outlets=none"))
    #expect(try ScriptParser.parse(line: Substring(text), number: 1).get() == .define(template))
  }

  @Test func defaultsAddNothingToTheLine() {
    #expect(
      Action.define(ControllerTemplate(name: "A")).scriptText
        == "new A origin=code onWarning=none autolayout=false")
  }

  @Test(arguments: [
    ("new A viewState=%zz", "viewState: a bad %-escape in %zz"),
    ("new A viewState=a%0Ab", "viewState a\\u{A}b contains control characters"),
    ("new A retainCycle=maybe", "retainCycle must be true or false, not maybe"),
    ("new A outlets=UILabel,", "outlets needs a text"),
  ])
  func badSettingsAreRefused(line: String, message: String) {
    let result = ScriptParser.parse(line: Substring(line), number: 3)
    #expect(result.failureMessage == message)
  }

  @Test func scenarioFilesTakeTheGotchas() throws {
    let yaml = """
      controllers:
        - name: Compose
          origin: storyboard
          views: {UIView: [UITextView, UILabel, UIButton]}
          releasesOutlets: false
          outlets: [UITextView, UIButton]
          savesViewState: no
          viewState: "Dear Grandma: the photos"
          callsSuperOnWarning: false
          retainCycle: true
      """
    let scenario = try Scenario.parse(yaml)
    let gotchas = try #require(scenario.templates["Compose"]).gotchas
    #expect(!gotchas.releasesOutlets && !gotchas.callsSuperOnWarning && gotchas.retainCycle)
    #expect(!gotchas.savesViewState)
    #expect(gotchas.outlets == ["UITextView", "UIButton"])
    #expect(gotchas.viewState == "Dear Grandma: the photos")
    let tree = try #require(scenario.templates["Compose"]).viewTree
    #expect(gotchas.outletCount(in: tree) == 2)
  }

  @Test func theStateLineListsLeakedControllersHeldOutletsAndViewState() throws {
    let script = """
      ios 5
      new Map retainCycle=true
      new Compose origin=storyboard releasesOutlets=false viewState=draft
      root nav Compose
      push Map
      warning
      pop
      push Map
      warning
      """
    let objects = try jsonLines(ScriptRun(script: script))
    let state = try #require(objects.last)
    let controllers = try #require(state["controllers"] as? [[String: Any]])
    #expect(controllers.map { $0["name"] as? String } == ["Compose", "Map", "Map"])
    let leaked = controllers[2]
    #expect(leaked["leaked"] as? Bool == true)
    #expect(leaked["parent"] is NSNull)
    #expect(leaked["inWindow"] as? Bool == false)
    #expect(controllers[1]["leaked"] == nil)
    #expect(controllers[1]["parent"] as? String == "UINavigationController")
    // Compose was reloaded by the pop; the second warning unloaded it again.
    #expect(controllers[0]["heldOutlets"] as? Int == 2)
    #expect(controllers[0]["viewState"] is NSNull)
    let sum = controllers.compactMap { $0["memory"] as? Int }.reduce(0, +)
    #expect(state["memory"] as? Int == sum)
  }
}

extension Result where Failure == ScriptError {
  /// The error's message, or nil on success.
  var failureMessage: String? {
    if case .failure(let error) = self { return error.message }
    return nil
  }
}
