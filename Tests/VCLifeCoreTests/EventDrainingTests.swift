import Testing

@testable import VCLifeCore

/// A simulator whose events are dropped goes on exactly as one that keeps them.
@Suite struct EventDrainingTests {
  @Test func droppingEventsKeepsTheStateAndTheEventsThatFollow() {
    let actions: [Action] = [
      .launch(.navigation("A")), .push("B"), .warning, .pop, .push("C"), .popToRoot,
    ]
    var keeping = Simulator(state: AppState(behavior: .iOS5))
    var draining = Simulator(state: AppState(behavior: .iOS5))
    var drained: [Event] = []
    for (index, action) in actions.enumerated() {
      keeping.perform(action, index: index)
      draining.perform(action, index: index)
      drained += draining.events
      draining.removeAllEvents()
      #expect(draining.events.isEmpty)
    }
    #expect(drained == Array(keeping.events))
    #expect(draining.state.memory == keeping.state.memory)
    #expect(draining.state.liveControllers.map(\.name) == keeping.state.liveControllers.map(\.name))
  }

  @Test func aLogEmptiedAfterMoreThanAChunkStartsAgainAtZero() {
    var log = EventLog()
    let event = Event(
      object: "A", name: .callback(.viewDidLoad), reason: .userAction, memory: 0, actionIndex: 0)
    for _ in 0..<40_000 { log.append(event) }
    log.removeAll()
    #expect(log.isEmpty)
    log.append(event)
    log.append(event)
    #expect(log.count == 2)
    #expect(log[1] == event)
  }
}
