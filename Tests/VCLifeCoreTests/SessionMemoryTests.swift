import Testing

@testable import VCLifeCore

/// Session: what the saved states cost as sessions grow long, deep and wide.
@Suite("Session memory")
struct SessionMemoryTests {
  /// A budget no run here reaches, so deep stacks are not terminated.
  private let endless = Int.max / 16

  @Test("saved states grow by a constant per action, however many templates there are")
  func manyTemplates() {
    var session = Session()
    let count = 10_000
    for index in 0..<count { session.perform(define("C\(index)")) }
    // Saving the whole state every 32 actions held count² / 64 templates (1.5 million).
    #expect(session.savedStateSize <= Session.sizePerAction * count + session.state.size)
  }

  @Test("saved states grow by a constant per action, however deep the stack")
  func deepStack() {
    var session = Session(initialState: AppState(budget: endless))
    session.perform(.launch(.navigation("A")))
    let count = 3_000
    for index in 0..<count { session.perform(.push("C\(index)")) }
    #expect(session.state.layout.tabs[0].controllers.count == count + 1)
    #expect(session.savedStateSize <= Session.sizePerAction * count + session.state.size)
  }

  @Test("states rebuilt from sparse saved states are the live ones")
  func sparseRebuild() {
    var session = Session(initialState: AppState(behavior: .iOS5, budget: endless))
    session.perform(.launch(.navigation("A")))
    var live: [Int: AppState] = [:]
    for index in 0..<1_500 {
      let action: Action = index % 7 == 6 ? .warning : index % 5 == 4 ? .pop : .push("C\(index)")
      session.perform(action)
      if index % 97 == 0 { live[session.events.count - 1] = session.state }
    }
    for (event, state) in live { #expect(session.state(afterEvent: event) == state) }
  }

  @Test("launching with 200,000 tabs takes one pass over them")
  func wideLaunch() {
    var session = Session(initialState: AppState(budget: endless))
    let tabs = (0..<200_000).map { TabSpec(name: "T\($0)") }
    session.perform(.launch(.tabs(tabs)))
    #expect(session.state.layout.tabs.count == 200_000)
    #expect(session.events.count > 200_000)
  }
}
