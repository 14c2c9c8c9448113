import Testing
import VCLifeCore

/// The behaviour a student's real controller shows (SPEC §16.2), as traces: each knob's
/// events in the order the SPEC gives, against the same script without the knob.
@Suite("The student's own controller")
struct OwnControllerTests {
  /// The effects these traces show besides callbacks.
  static let shown: Set<Effect> = [
    .viewReleased, .superSkipped, .wrongSuper, .inputReleased, .inputBlank, .observerAdded,
    .observersRemoved, .observersDangling, .observersRemovedAtDealloc, .timerScheduled,
    .timerInvalidated, .timerNotHeld, .leaked,
  ]

  @Test("observer added in viewDidLoad, removed on disappearance: the class stops hearing it")
  func observerRemovedWhereNothingAddsItAgain() throws {
    var session = makeSession(
      .iOS6,
      gotcha("A") {
        $0.observer = Registration(addedIn: .viewDidLoad, removedIn: .viewWillDisappear)
      },
      .launch(.navigation("R")), .push("A"))
    let cover = session.run(.push("B"))
    let removed = try #require(session.index(of: "A", effect: .observersRemoved, in: cover))
    #expect(
      session.events[removed].reason
        == .observersRemoved(.viewWillDisappear, count: 1, onlyAddedIn: .viewDidLoad))
    #expect(
      Narrator.line(for: session.events[removed], in: .english).contains(
        "until then A hears none of these notifications"))
    // Back on screen nothing adds it again.
    let back = session.run(.pop)
    #expect(session.index(of: "A", effect: .observerAdded, in: back) == nil)
    #expect(session.state.controllers["A"]?.observerRegistrations == 0)
  }

  @Test(
    "warningTouchesView, iOS 5: super unloads, the handler's read loads it again inside the warning"
  )
  func warningTouchesViewIOS5() throws {
    var session = makeSession(
      .iOS5, gotcha("A") { $0.warningTouchesView = true }, .launch(.navigation("A")), .push("B"))
    let before = try #require(session.state.controllers["A"]?.memory)
    let warning = session.run(.warning)
    #expect(
      session.ownTrace(warning, of: "A") == [
        "didReceiveMemoryWarning", "viewWillUnload", "[viewReleased]", "viewDidUnload", "loadView",
        "viewDidLoad",
      ])
    let load = try #require(session.index(of: "A", .loadView, in: warning))
    #expect(
      session.events[load].reason == .loadView(.storyboard, .handlerTouchesView, isReload: true))
    // The next controller's warning comes after the reload: it happened inside A's warning.
    let next = try #require(session.index(of: "B", .didReceiveMemoryWarning, in: warning))
    #expect(load < next)
    // Nothing of A's view is freed net: its views and content are back; only the backing
    // store, drawn again when the view next enters the window, stays freed.
    let after = try #require(session.state.controllers["A"]?.memory)
    #expect(after.views == before.views && after.content == before.content)
    #expect(after.backingStore == 0 && before.backingStore > 0)
    #expect(session.state.flags("A") == "loaded caches navItem")
  }

  @Test("warningTouchesView after the handler's view = nil, iOS 6: released, then loaded again")
  func warningTouchesViewAfterRelease() {
    var template = ControllerTemplate(name: "A", origin: .storyboard, onWarning: .releaseView)
    template.gotchas.warningTouchesView = true
    var session = makeSession(.iOS6, .define(template), .launch(.navigation("A")), .push("B"))
    let warning = session.run(.warning)
    #expect(
      session.ownTrace(warning, of: "A") == [
        "didReceiveMemoryWarning", "[viewReleased]", "loadView", "viewDidLoad",
      ])
    // The plain handler, without the read, leaves the view nil.
    var plain = makeSession(
      .iOS6, define("A", origin: .storyboard, onWarning: .releaseView), .launch(.navigation("A")),
      .push("B"))
    let plainWarning = plain.run(.warning)
    #expect(plain.ownTrace(plainWarning, of: "A") == ["didReceiveMemoryWarning", "[viewReleased]"])
  }

  @Test(
    "observer added in viewDidLoad: added again after an iOS 5 reload; left dangling at dealloc")
  func observerReaddedAfterReload() throws {
    var session = makeSession(
      .iOS5, gotcha("A") { $0.observer = Registration(addedIn: .viewDidLoad) },
      .launch(.navigation("R")), .push("A"), .push("B"), .warning)
    #expect(session.state.controllers["A"]?.observerRegistrations == 1)
    let pop = session.run(.pop)
    #expect(
      session.ownTrace(pop, of: "A").prefix(3) == ["loadView", "viewDidLoad", "[observerAdded]"])
    #expect(session.state.controllers["A"]?.observerRegistrations == 2)
    let last = session.run(.pop)
    #expect(session.ownTrace(last, of: "A").suffix(2) == ["dealloc", "[observersDangling]"])
    let dangling = try #require(session.index(of: "A", effect: .observersDangling, in: last))
    #expect(
      session.events[dangling].reason == .observersAtDealloc(count: 2, removedByCenter: false))
    #expect(Narrator.line(for: session.events[dangling], in: .english).contains("would crash"))
  }

  @Test(
    "observers counted per appearance; removed in viewWillDisappear they balance; iOS 9+ removes the rest"
  )
  func observersPerAppearance() throws {
    let added = Registration(addedIn: .viewWillAppear)
    var leaky = makeSession(
      .iOS13, gotcha("A") { $0.observer = added }, .launch(.navigation("R")), .push("A"),
      .push("B"), .pop)
    #expect(leaky.state.controllers["A"]?.observerRegistrations == 2)
    let pop = leaky.run(.pop)
    let removed = try #require(leaky.index(of: "A", effect: .observersRemovedAtDealloc, in: pop))
    #expect(leaky.events[removed].reason == .observersAtDealloc(count: 2, removedByCenter: true))
    var balanced = makeSession(
      .iOS6,
      gotcha("A") {
        $0.observer = Registration(addedIn: .viewWillAppear, removedIn: .viewWillDisappear)
      },
      .launch(.navigation("R")), .push("A"), .push("B"))
    #expect(balanced.state.controllers["A"]?.observerRegistrations == 0)
    let back = balanced.run(.pop, .pop)
    #expect(
      balanced.ownTrace(back, of: "A") == [
        "viewWillAppear:", "[observerAdded]", "viewDidAppear:", "willMoveToParentViewController:",
        "viewWillDisappear:", "[observersRemoved]", "viewDidDisappear:",
        "didMoveToParentViewController:", "dealloc",
      ])
  }

  @Test("a repeating timer per appearance holds the controller until invalidated")
  func timersPerCall() throws {
    var leaky = makeSession(
      .iOS6, gotcha("A") { $0.timer = Registration(addedIn: .viewDidAppear) },
      .launch(.navigation("R")), .push("A"), .push("B"), .pop)
    #expect(leaky.state.controllers["A"]?.runningTimers == 2)
    let pop = leaky.run(.pop)
    let leak = try #require(leaky.index(of: "A", effect: .leaked, in: pop))
    #expect(leaky.events[leak].reason == .retainCycle(.pop, timers: 2))
    #expect(leaky.index(of: "A", .dealloc, in: pop) == nil)
    #expect(leaky.state.leaked.map(\.runningTimers) == [2])
    var balanced = makeSession(
      .iOS6,
      gotcha("A") {
        $0.timer = Registration(addedIn: .viewDidAppear, removedIn: .viewWillDisappear)
      },
      .launch(.navigation("R")), .push("A"))
    let back = balanced.run(.pop)
    #expect(
      balanced.ownTrace(back, of: "A") == [
        "willMoveToParentViewController:", "viewWillDisappear:", "[timerInvalidated]",
        "viewDidDisappear:", "didMoveToParentViewController:", "dealloc",
      ])
    #expect(balanced.state.leaked.isEmpty)
  }

  @Test(
    "a timer started in viewDidLoad: an iOS 5 reload starts a second; invalidating twice stops one")
  func timerRestartedByReload() throws {
    let timer = Registration(addedIn: .viewDidLoad, removedIn: .viewWillDisappear)
    var session = makeSession(
      .iOS5, gotcha("A") { $0.timer = timer }, .launch(.navigation("R")), .push("A"), .push("B"))
    // The disappearance invalidated the one timer; the unload and reload start a new one.
    #expect(session.state.controllers["A"]?.runningTimers == 0)
    session.run(.warning, .pop)
    #expect(session.state.controllers["A"]?.runningTimers == 1)
    // iOS 6: no reload, so the second disappearance finds the property holding no timer.
    var kept = makeSession(
      .iOS6, gotcha("A") { $0.timer = timer }, .launch(.navigation("R")), .push("A"), .push("B"),
      .pop)
    let pop = kept.run(.pop)
    #expect(kept.ownTrace(pop, of: "A").contains("[timerNotHeld]"))
    #expect(kept.index(of: "A", .dealloc, in: pop) != nil)
  }

  @Test("releasesInput, iOS 5: viewDidUnload drops the passed-in data; the reload shows it blank")
  func releasesInput() {
    var session = makeSession(
      .iOS5, gotcha("A") { $0.releasesInput = true }, .launch(.navigation("R")), .push("A"),
      .push("B"))
    let warning = session.run(.warning)
    #expect(
      session.ownTrace(warning, of: "A") == [
        "didReceiveMemoryWarning", "viewWillUnload", "[viewReleased]", "viewDidUnload",
        "[inputReleased]",
      ])
    let pop = session.run(.pop)
    #expect(
      session.ownTrace(pop, of: "A").prefix(4) == [
        "loadView", "viewDidLoad", "[inputBlank]", "viewWillAppear:",
      ])
    // iOS 6 never unloads: the data stays.
    var kept = makeSession(
      .iOS6, gotcha("A") { $0.releasesInput = true }, .launch(.navigation("R")), .push("A"),
      .push("B"), .warning)
    let back = kept.run(.pop)
    #expect(kept.effects(back, of: "A").allSatisfy { !$0.hasSuffix("inputBlank") })
  }

  @Test("skipsSuper and wrongSuper: a mark right after the callback, nothing else changes")
  func superMarks() {
    let actions: [Action] = [.launch(.navigation("R")), .push("A"), .pop]
    var marked = makeSession(
      .iOS6,
      gotcha("A") {
        $0.skipsSuper = [.viewWillAppear]
        $0.wrongSuper = [WrongSuper(.viewWillDisappear, calls: .viewWillAppear)]
      })
    let range = marked.run(actions)
    var plain = makeSession(.iOS6, gotcha("A"))
    let plainRange = plain.run(actions)
    let trace = marked.ownTrace(range, of: "A")
    let will = trace.firstIndex(of: "viewWillAppear:") ?? 0
    #expect(trace[will + 1] == "[superSkipped]")
    let disappear = trace.firstIndex(of: "viewWillDisappear:") ?? 0
    #expect(trace[disappear + 1] == "[wrongSuper]")
    // Without the marks, every event is the same, memory included.
    let markEffects: Set<Effect> = [.superSkipped, .wrongSuper]
    let unmarked = marked.events[range].filter { $0.effect.map(markEffects.contains) != true }
    #expect(unmarked.map(\.line) == plain.events[plainRange].map(\.line))
    #expect(unmarked.map(\.memory) == plain.events[plainRange].map(\.memory))
  }

  @Test("initTouchesView: the load cycle runs at init, before the push")
  func initTouchesView() throws {
    var session = makeSession(
      .iOS6, gotcha("A") { $0.initTouchesView = true }, .launch(.navigation("R")))
    let push = session.run(.push("A"))
    #expect(
      Array(session.ownTrace(push, of: "A").prefix(5)) == [
        "initWithCoder:", "loadView", "viewDidLoad", "awakeFromNib",
        "willMoveToParentViewController:",
      ])
    let load = try #require(session.index(of: "A", .loadView, in: push))
    #expect(
      session.events[load].reason == .loadView(.storyboard, .initTouchesView, isReload: false))
    #expect(session.ownTrace(push, of: "A").filter { $0 == "loadView" }.count == 1)
  }
}

extension Session {
  /// `object`'s callbacks (layout left out) and the effects `OwnControllerTests.shown`, in
  /// order: `viewDidLoad`, `[observerAdded]`.
  func ownTrace(_ range: Range<Int>, of object: String) -> [String] {
    events[range].compactMap { event in
      guard event.object == object else { return nil }
      if let selector = event.selector {
        return layoutSelectors.contains(selector) ? nil : selector.rawValue
      }
      guard let effect = event.effect, OwnControllerTests.shown.contains(effect) else {
        return nil
      }
      return "[\(effect.rawValue)]"
    }
  }
}
