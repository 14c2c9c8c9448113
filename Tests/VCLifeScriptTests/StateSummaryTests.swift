import Testing

@testable import VCLifeCore
@testable import VCLifeScript

/// The end-of-report summary of every live controller.
@Suite struct StateSummaryTests {
  /// A 100,000-deep navigation stack under a modal: every parent comes from one walk over the
  /// tree. (A walk per controller, as the summary once made, compares names about five
  /// billion times here.)
  @Test func everyParentOfADeepStackComesFromOneWalk() {
    let depth = 100_000
    let names = (1...depth).map { "C\($0)" }
    var state = AppState()
    state.layout.tabs = [ControllerStack(isNavigation: true, controllers: names)]
    state.layout.presented = [
      Presentation(
        stack: ControllerStack(isNavigation: false, controllers: ["M"]), presenter: "C\(depth)")
    ]
    for name in names + ["M"] {
      state.controllers[name] = ControllerState(template: ControllerTemplate(name: name))
    }
    let summaries = ControllerSummary.all(state)
    #expect(summaries.map(\.name) == names + ["M"])
    #expect(summaries.dropLast().allSatisfy { $0.parent == "UINavigationController" })
    #expect(summaries.last?.parent == "presented by C\(depth)")
  }

  /// A reclaimed scene (iOS 13+) leaves no controller, but the app still runs: the summary
  /// says so in both languages, not "not launched".
  @Test func aReclaimedSceneIsNotANotLaunchedApp() {
    let run = ScriptRun(script: "ios 17\nroot nav A\nbackground\nreclaim\n")
    #expect(run.session.state.summaryLine.hasSuffix(", running, scene disconnected"))
    #expect(run.session.state.summaryLine(.zh).hasSuffix("，运行中，场景已断开"))
    #expect(AppState().summaryLine.hasSuffix(", not launched"))
  }

  /// The parents of a tab bar's stacks: a plain tab's controller is the tab bar's child.
  @Test func aPlainTabsControllerIsTheTabBarsChild() {
    var layout = WindowLayout()
    layout.hasTabBar = true
    layout.tabs = [
      ControllerStack(isNavigation: true, controllers: ["A", "B"]),
      ControllerStack(isNavigation: false, controllers: ["S"]),
    ]
    #expect(
      layout.parents == [
        "A": "UINavigationController", "B": "UINavigationController", "S": "UITabBarController",
      ])
  }
}
