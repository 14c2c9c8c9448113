import Testing
import VCLifeCore

/// `isViewLoaded NAME`: one answer, and the view is never loaded by asking (SPEC §2).
@Suite("isViewLoaded")
struct IsViewLoadedTests {
  @Test("a nil view: NO, and nothing loads")
  func answersNoWithoutLoading() throws {
    var session = makeSession(
      .iOS6, .launch(.tabs([TabSpec(name: "Home"), TabSpec(name: "Notes")])))
    let before = session.state
    let asked = session.run(.isViewLoaded("Notes"))
    #expect(session.lines(asked) == ["App > isViewLoaded Notes", "Notes [isViewLoaded]"])
    let answer = try #require(session.event(at: asked.lowerBound + 1))
    #expect(answer.kind == .effect)
    #expect(answer.name.text == "isViewLoaded")
    #expect(answer.reason == .viewLoadedAnswered(false))
    #expect(answer.delta == MemoryBreakdown())
    #expect(
      Narrator.line(for: answer, in: .english)
        == "isViewLoaded answers NO: Notes' view is nil, and asking never loads it.")
    #expect(
      Narrator.line(for: answer, in: .chinese)
        == "isViewLoaded 回答 NO：Notes 的视图是 nil；询问它永远不会加载视图。")
    #expect(session.state == before)
  }

  @Test("a loaded view: YES, and nothing changes")
  func answersYes() throws {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .push("B"))
    let before = session.state
    let asked = session.run(.isViewLoaded("A"))
    let answer = try #require(session.event(at: asked.lowerBound + 1))
    #expect(answer.reason == .viewLoadedAnswered(true))
    #expect(
      Narrator.line(for: answer, in: .english)
        == "isViewLoaded answers YES: A's view is loaded, and asking never loads it.")
    #expect(session.state == before)
    #expect(asked.count == 2)
  }

  @Test("after an iOS 5 unload the answer is NO, and asking does not reload")
  func afterUnload() throws {
    var session = makeSession(
      .iOS5, define("A", origin: .storyboard), .launch(.navigation("A")), .push("B"), .warning)
    let asked = session.run(.isViewLoaded("A"))
    #expect(session.event(at: asked.lowerBound + 1)?.reason == .viewLoadedAnswered(false))
    #expect(session.state.flags("A") == "nil caches navItem")
  }

  @Test("a name that is not live is refused, like access")
  func refusedWhenNotLive() throws {
    var session = makeSession(.iOS6, .launch(.navigation("A")))
    let before = session.state
    let asked = session.run(.isViewLoaded("Ghost"))
    #expect(session.lines(asked) == ["App > isViewLoaded Ghost", "Ghost ! isViewLoaded Ghost"])
    #expect(session.event(at: asked.lowerBound + 1)?.reason == .refused(.notLive("Ghost")))
    #expect(session.state == before)
    let early = makeSession(.iOS6, .isViewLoaded("A"))
    #expect(early.events.last?.reason == .refused(.notLaunched))
  }

  @Test func scriptText() {
    #expect(Action.isViewLoaded("Notes").scriptText == "isViewLoaded Notes")
  }
}
