import Testing
import VCLifeCore

@testable import VCLifeClassroom

/// The controller on screen is found for every event a session keeps: a scene rebuilt after
/// a reclaim (its tabs appended one by one) never shows a selected tab it does not have yet.
/// A key storm on the practice screen once trapped there: the row on screen was read from a
/// rebuilt tab bar whose third tab was selected while only its first was back.
@Suite struct SelectedTabTests {
  @Test func aReconnectedTabBarSelectsOnlyATabItHas() {
    var session = Session(initialState: AppState(behavior: .iOS13))
    let actions: [Action] = [
      .launch(
        .tabs([
          TabSpec(name: "A", inNavigation: true), TabSpec(name: "B"),
          TabSpec(name: "C", inNavigation: true),
        ])),
      .push("A2"), .selectTab("C"), .push("C2"), .background, .reclaim, .foreground,
    ]
    for action in actions { _ = session.perform(action) }
    #expect(session.state.layout.selectedTab == 2)
    #expect(session.state.layout.visible == "C2")
    for index in session.events.indices {
      let layout = session.state(afterEvent: index).layout
      #expect(
        layout.tabs.isEmpty || layout.tabs.indices.contains(layout.selectedTab),
        "event \(index): tab \(layout.selectedTab) of \(layout.tabs.count)")
      // Every moment's row on screen and controller on screen can be read.
      _ = ControllerRows(layout: layout).visibleRow
      _ = layout.visible
    }
  }

  @Test func aSelectedTabPastTheTabsIsNoRowRatherThanATrap() {
    var layout = WindowLayout()
    layout.tabs = [ControllerStack(isNavigation: true, controllers: ["Form", "Start"])]
    layout.selectedTab = 1
    #expect(ControllerRows(layout: layout).visibleRow == nil)
    #expect(layout.visible == nil)
  }
}
