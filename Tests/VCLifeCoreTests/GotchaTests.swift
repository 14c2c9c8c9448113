import Testing
import VCLifeCore

/// A template with one gotcha of SPEC §10 set (or none: the fix), from a storyboard so that
/// iOS 5's super may unload it.
func gotcha(_ name: String, _ change: (inout Gotchas) -> Void = { _ in }) -> Action {
  var template = ControllerTemplate(name: name, origin: .storyboard)
  change(&template.gotchas)
  return .define(template)
}

/// The same script with a gotcha and with its fix: the callbacks, the final state and the
/// exact memory each costs (SPEC §10).
@Suite("Gotchas against their fixes")
struct GotchaTests {
  /// Runs `actions` after defining A with and without the gotcha.
  static func pair(
    _ behavior: SystemBehavior, _ change: (inout Gotchas) -> Void, _ actions: Action...
  ) -> (bad: Session, fixed: Session) {
    var bad = makeSession(behavior, gotcha("A", change))
    bad.run(actions)
    var fixed = makeSession(behavior, gotcha("A"))
    fixed.run(actions)
    return (bad, fixed)
  }

  @Test("callsSuperOnWarning=false, iOS 5: no unload; the view's whole memory stays")
  func superNotCalledIOS5() throws {
    let (bad, fixed) = Self.pair(
      .iOS5, { $0.callsSuperOnWarning = false }, .launch(.navigation("A")), .push("B"),
      .warning)
    let warning = bad.actionStarts.last ?? 0
    let fixedWarning = fixed.actionStarts.last ?? 0
    #expect(
      bad.callbacks(warning..<bad.events.count) == [
        "App applicationDidReceiveMemoryWarning:", "UINavigationController didReceiveMemoryWarning",
        "A didReceiveMemoryWarning", "B didReceiveMemoryWarning",
      ])
    #expect(bad.effects(warning..<bad.events.count) == ["A superNotCalled"])
    #expect(
      fixed.callbacks(fixedWarning..<fixed.events.count) == [
        "App applicationDidReceiveMemoryWarning:", "UINavigationController didReceiveMemoryWarning",
        "A didReceiveMemoryWarning", "A viewWillUnload", "A viewDidUnload",
        "B didReceiveMemoryWarning",
      ])
    #expect(bad.state.flags("A") == "loaded store caches navItem")
    #expect(fixed.state.flags("A") == "nil caches navItem")
    #expect(
      bad.state.memory - fixed.state.memory == 3 * Size.view + Size.content + Size.backingStore)
    let skipped = try #require(
      bad.index(of: "A", effect: .superNotCalled, in: warning..<bad.events.count))
    #expect(
      Narrator.line(for: bad.events[skipped], in: .english).contains(
        "Apple: you \"must call super\""))
  }

  @Test("callsSuperOnWarning=false, iOS 6+: the system still frees the backing store")
  func superNotCalledIOS6() {
    let (bad, fixed) = Self.pair(
      .iOS6, { $0.callsSuperOnWarning = false }, .launch(.navigation("A")), .push("B"),
      .warning)
    #expect(bad.state.memory == fixed.state.memory)
    #expect(bad.state.flags("A") == "loaded caches navItem")
    #expect(bad.state.flags("A") == fixed.state.flags("A"))
    #expect(bad.events.count == fixed.events.count + 1)  // the superNotCalled effect
  }

  @Test("releasesOutlets=false: held outlets cost their views until the reload frees them")
  func heldOutlets() throws {
    var (bad, fixed) = Self.pair(
      .iOS5, { $0.releasesOutlets = false }, .launch(.navigation("A")), .push("B"), .warning)
    #expect(bad.state.memory - fixed.state.memory == 2 * Size.view)
    #expect(bad.state.usage.heldOutlets == 2 * Size.view)
    #expect(bad.state.controllers["A"]?.gotchas.heldOutlets == 2)
    #expect(bad.callbacks(0..<bad.events.count) == fixed.callbacks(0..<fixed.events.count))
    let warning = bad.actionStarts.last ?? 0
    #expect(
      bad.lines(warning..<bad.events.count).suffix(7) == [
        "A didReceiveMemoryWarning", "A viewWillUnload", "A [viewReleased]", "A viewDidUnload",
        "A [contentReleased]", "A [outletsHeld]", "B didReceiveMemoryWarning",
      ])
    // Its viewDidUnload keeps what the guide says it releases: said so, the next line says what.
    let unload = try #require(bad.index(of: "A", .viewDidUnload, in: warning..<bad.events.count))
    #expect(bad.events[unload].reason == .didUnload(keepsSome: true))
    let start = fixed.actionStarts.last ?? 0
    let released = try #require(
      fixed.index(of: "A", .viewDidUnload, in: start..<fixed.events.count))
    #expect(fixed.events[released].reason == .didUnload())
    let pop = bad.run(.pop)
    fixed.run(.pop)
    #expect(bad.state.memory == fixed.state.memory)
    let load = try #require(bad.index(of: "A", .loadView, in: pop))
    // The storyboard connects the outlets (SPEC §11.8); assigning the new views frees the old.
    #expect(bad.events[load + 1].line == "A [outletsConnected]")
    #expect(bad.events[load + 2].line == "A [heldOutletsFreed]")
    #expect(bad.events[load + 2].delta.heldOutlets == -2 * Size.view)
    #expect(bad.events[load + 2].reason == .outletsReconnected(count: 2))
  }

  @Test("the outlets list names the subviews held; a dealloc frees them with the rest")
  func outletListAndDealloc() throws {
    var bad = makeSession(
      .iOS5,
      gotcha("A") {
        $0.releasesOutlets = false
        $0.outlets = ["UILabel"]
      },
      .launch(.navigation("R")), .push("A"), .push("B"), .warning)
    #expect(bad.state.usage.heldOutlets == Size.view)
    // Popping to the root skips A's reload: A is deallocated still holding its outlet.
    let pop = bad.run(.popToRoot)
    let dealloc = try #require(bad.index(of: "A", .dealloc, in: pop))
    #expect(bad.events[dealloc].delta.heldOutlets == -Size.view)
    #expect(bad.state.usage == MemoryBreakdown() + bad.state.breakdown)
    #expect(bad.state.usage.heldOutlets == 0)
  }

  @Test("retainCycle=true: each pop leaks a copy; the fix deallocates it")
  func retainCycle() throws {
    let round: [Action] = [.push("A"), .pop]
    var bad = makeSession(.iOS6, gotcha("A") { $0.retainCycle = true }, .launch(.navigation("R")))
    var fixed = makeSession(.iOS6, gotcha("A"), .launch(.navigation("R")))
    let start = bad.events.count
    let fixedStart = fixed.events.count
    for _ in 0..<3 {
      bad.run(round)
      fixed.run(round)
    }
    let badCallbacks = bad.callbacks(start..<bad.events.count)
    let fixedCallbacks = fixed.callbacks(fixedStart..<fixed.events.count)
    #expect(badCallbacks == fixedCallbacks.filter { $0 != "A dealloc" })
    #expect(fixedCallbacks.filter { $0 == "A dealloc" }.count == 3)
    #expect(bad.effects(start..<bad.events.count).filter { $0 == "A leaked" }.count == 3)
    #expect(bad.state.leaked.count == 3)
    #expect(bad.state.controllers["A"] == nil)
    #expect(!bad.state.layout.treeOrder.contains("A"))
    // Each leaked copy keeps everything it had when popped: views, content, backing store
    // and caches, as well as its critical data.
    let perCopy = Size.controller + 3 * Size.view + Size.content + Size.backingStore + Size.caches
    #expect(bad.state.memory - fixed.state.memory == 3 * perCopy)
    #expect(bad.state.leaked.allSatisfy { $0.memory.total == perCopy && !$0.isInWindow })
    // A leaked copy still hears memory warnings (UIKit sends each live instance the warning
    // itself), after the tree's controllers: iOS 6 frees its off-window backing store, and
    // the rest of the leak stays.
    let warning = bad.run(.warning)
    #expect(
      bad.callbacks(warning) == [
        "App applicationDidReceiveMemoryWarning:", "UINavigationController didReceiveMemoryWarning",
        "R didReceiveMemoryWarning", "A didReceiveMemoryWarning", "A didReceiveMemoryWarning",
        "A didReceiveMemoryWarning",
      ])
    #expect(bad.effects(warning).filter { $0 == "A backingStoreFreed" }.count == 3)
    #expect(bad.state.leaked.allSatisfy { !$0.hasBackingStore && $0.isViewLoaded })
    #expect(bad.state.memory - fixed.state.memory == 3 * (perCopy - Size.backingStore))
  }

  @Test("a dismissed controller with a retain cycle leaks as a popped one does")
  func retainCycleDismiss() {
    var bad = makeSession(
      .iOS6, gotcha("A") { $0.retainCycle = true }, .launch(.plain("R")), .present("A"))
    let dismiss = bad.run(.dismiss)
    #expect(bad.lines(dismiss).last == "A [leaked]")
    #expect(bad.events[dismiss.upperBound - 1].reason == .retainCycle(.dismiss))
    #expect(bad.state.layout.presented.isEmpty)
    #expect(bad.state.leaked.map(\.name) == ["A"])
  }

  @Test("savesViewState: the typed text is lost with the view, or saved and restored")
  func viewState() throws {
    let typed = "Dear Grandma"
    var (bad, fixed) = Self.pair(
      .iOS5, { $0.viewState = typed }, .launch(.navigation("A")), .push("B"))
    #expect(bad.state.controllers["A"]?.gotchas.viewState == typed)
    var saving = makeSession(
      .iOS5,
      gotcha("A") {
        $0.viewState = typed
        $0.savesViewState = true
      },
      .launch(.navigation("A")), .push("B"))
    let lost = bad.run(.warning, .pop)
    let kept = saving.run(.warning, .pop)
    fixed.run(.warning, .pop)
    #expect(
      bad.effects(lost, of: "A").filter { $0.contains("State") } == [
        "A viewStateLost", "A viewStateGone",
      ])
    #expect(
      saving.effects(kept, of: "A").filter { $0.contains("State") } == [
        "A viewStateSaved", "A viewStateRestored",
      ])
    #expect(bad.state.controllers["A"]?.gotchas.viewState == nil)
    #expect(saving.state.controllers["A"]?.gotchas.viewState == typed)
    #expect(bad.callbacks(lost) == saving.callbacks(kept))
    #expect(bad.state.memory == saving.state.memory)
    #expect(bad.state.memory == fixed.state.memory)
    let gone = try #require(bad.index(of: "A", effect: .viewStateGone, in: lost))
    #expect(
      Narrator.line(for: bad.events[gone], in: .chinese)
        == "A 重新加载的视图是空的：用户输入的内容在卸载时已经丢失。")
  }

  @Test("a text typed into a view survives iOS 6+ warnings: nothing unloads it")
  func viewStateIOS6() {
    var session = makeSession(
      .iOS6, gotcha("A") { $0.viewState = "draft" }, .launch(.navigation("A")), .push("B"))
    session.run(.warning, .pop)
    #expect(session.state.controllers["A"]?.gotchas.viewState == "draft")
  }

  @Test("a release-view handler that keeps its outlets holds them too (Listing 4-3's comment)")
  func handlerKeepsOutlets() {
    var template = ControllerTemplate(name: "A", onWarning: .releaseView)
    template.gotchas.releasesOutlets = false
    let session = makeSession(
      .iOS6, .define(template), .launch(.navigation("A")), .push("B"), .warning)
    let warning = session.actionStarts.last ?? 0
    #expect(
      session.effects(warning..<session.events.count, of: "A") == [
        "A backingStoreFreed", "A viewReleased", "A contentReleased", "A outletsHeld",
      ])
    #expect(session.state.usage.heldOutlets == 2 * Size.view)
  }
}
