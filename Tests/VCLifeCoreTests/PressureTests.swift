import Testing
import VCLifeCore

/// SPEC §9.2–9.3: what iOS 5's super may unload, and memory pressure in two levels.
@Suite("Memory pressure and iOS 5's unload")
struct PressureTests {
  @Test("iOS 5 keeps a code controller's view: no unload callbacks, and the log says why")
  func codeViewKept() throws {
    var session = makeSession(.iOS5, .launch(.navigation("A")), .push("B"))
    let warning = session.run(.warning)
    #expect(
      session.callbacks(warning) == [
        "App applicationDidReceiveMemoryWarning:", "UINavigationController didReceiveMemoryWarning",
        "A didReceiveMemoryWarning", "B didReceiveMemoryWarning",
      ])
    #expect(session.effects(warning) == ["A viewKept"])
    #expect(session.state.flags("A") == "loaded store caches navItem")
    let kept = try #require(session.index(of: "A", effect: .viewKept, in: warning))
    #expect(session.events[kept].reason == .viewNotRebuildable)
    #expect(session.events[kept].delta == MemoryBreakdown())
    #expect(Narrator.line(for: session.events[kept], in: .english).contains("default loadView"))
  }

  @Test(
    "iOS 5 unloads what it can rebuild: a storyboard and a custom loadView",
    arguments: [
      Origin.storyboard, .custom,
    ])
  func rebuildableUnloaded(origin: Origin) {
    var session = makeSession(
      .iOS5, define("A", origin: origin), .launch(.navigation("A")), .push("B"))
    let warning = session.run(.warning)
    #expect(
      session.callbacks(warning, of: "A").suffix(2) == ["A viewWillUnload", "A viewDidUnload"])
    #expect(session.state.flags("A") == "nil caches navItem")
  }

  /// A budget of 100 MB, and a controller of `megabytes` of critical data and nothing else, so
  /// that no warning frees anything and each push adds exactly its size.
  static let budget = 100 * Size.mebibyte
  static func sized(_ name: String, _ megabytes: Int) -> Action {
    define(
      name,
      memory: MemoryProfile(
        controller: megabytes * Size.mebibyte, perView: 0, content: 0, backingStore: 0,
        caches: 0))
  }

  @Test("75 % sends level 1, then 90 % sends level 2; each is sent once until re-armed")
  func twoLevels() throws {
    var session = makeSession(
      .iOS6, budget: Self.budget, Self.sized("A", 40), Self.sized("B", 35), Self.sized("C", 15),
      .launch(.navigation("A")))
    let four = session.run(.push("B"))
    let first = try #require(four.first { session.events[$0].object == "System" })
    guard case .systemWarning = session.events[first].reason else {
      Issue.record("expected level 1, got \(session.events[first].reason)")
      return
    }
    #expect(!session.state.isWarningArmed)
    #expect(session.state.isUrgentWarningArmed)
    let five = session.run(.push("C"))
    let second = try #require(five.first { session.events[$0].object == "System" })
    let percent = session.events[second - 1].memory * 100 / Self.budget
    #expect(session.events[second].reason == .urgentSystemWarning(percent: percent))
    #expect(percent >= 90)
    #expect(!session.state.isUrgentWarningArmed)
    #expect(
      Narrator.line(for: session.events[second], in: .english).contains("level 2, an urgent"))
    #expect(Narrator.line(for: session.events[second], in: .chinese).contains("第 2 级"))
    // Back below both marks, both are armed again.
    session.run(.popToRoot)
    #expect(session.state.isWarningArmed && session.state.isUrgentWarningArmed)
  }

  @Test("an action that jumps past 90 % sends one urgent warning, not two")
  func jumpPastBoth() {
    var session = makeSession(
      .iOS6, budget: Self.budget, Self.sized("A", 40), Self.sized("B", 55),
      .launch(.navigation("A")))
    let push = session.run(.push("B"))
    let warnings = push.filter { session.events[$0].object == "System" }
    #expect(warnings.count == 1)
    if case .urgentSystemWarning = session.events[warnings[0]].reason {
    } else {
      Issue.record("expected level 2, got \(session.events[warnings[0]].reason)")
    }
    #expect(!session.state.isWarningArmed)
  }
}
