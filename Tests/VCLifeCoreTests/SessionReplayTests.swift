import Testing
import VCLifeCore

/// A scripted session long enough to cross several checkpoints, touching every action.
private let script: [Action] = {
  var actions: [Action] = [
    define("T", origin: .storyboard, onWarning: .releaseViewUnsafe, autoLayout: true),
    define("C", origin: .custom, callsSuper: true, onWarning: .purgeCaches),
    .launch(.tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "T")])),
  ]
  for round in 0..<12 {
    actions += [
      .push("B"), .push("C"), .warning, .present("M"), .access("A"), .dismiss, .pop,
      .selectTab("T"), .warning, .selectTab("A"), .popToRoot, .pop,
      .setBehavior(round % 2 == 0 ? .iOS5 : .iOS6),
    ]
  }
  return actions
}()

/// Session: the state after any event, rebuilt by replay.
@Suite("Session replay")
struct SessionReplayTests {
  @Test("the rebuilt state after each action's last event is the live state after that action")
  func rebuildMatchesLive() {
    var session = Session(initialState: AppState(behavior: .iOS6))
    var live: [AppState] = []
    for action in script {
      session.perform(action)
      live.append(session.state)
    }
    #expect(session.actions.count > 3 * Session.checkpointInterval)
    #expect(session.state(afterEvent: nil) == session.initialState)
    for index in script.indices {
      let last = session.eventRange(ofAction: index).upperBound - 1
      #expect(session.state(afterEvent: last) == live[index], "action \(index)")
    }
  }

  @Test("every event's memory is the memory of the state rebuilt after it")
  func rebuiltMemory() {
    var session = Session(initialState: AppState(behavior: .iOS5))
    session.run(script)
    for index in session.events.indices {
      let rebuilt = session.state(afterEvent: index)
      #expect(rebuilt.memory == session.events[index].memory, "event \(index)")
      #expect(rebuilt.breakdown.total == rebuilt.memory, "event \(index)")
    }
  }

  @Test("action(containing:) and eventRange(ofAction:) agree with perform's ranges")
  func eventIndexing() {
    var session = Session()
    var ranges: [Range<Int>] = []
    for action in script { ranges.append(session.perform(action)) }
    #expect(ranges.map(\.lowerBound) == session.actionStarts)
    for (action, range) in ranges.enumerated() {
      #expect(session.eventRange(ofAction: action) == range)
      for index in range {
        #expect(session.action(containing: index) == action)
        #expect(session.events[index].actionIndex == action)
      }
    }
    #expect(ranges.last?.upperBound == session.events.count)
  }

  @Test("mid-push: after B's viewWillAppear: B is loaded and A is still in the window")
  func midPush() throws {
    var session = makeSession(.iOS6, .launch(.navigation("A")))
    let push = session.run(.push("B"))
    let willAppear = try #require(session.index(of: "B", .viewWillAppear, in: push))
    let atWillAppear = session.state(afterEvent: willAppear)
    #expect(atWillAppear.flags("B") == "loaded navItem")
    #expect(atWillAppear.flags("A") == "loaded window store caches navItem")
    #expect(atWillAppear.inWindow == ["A"])
    #expect(atWillAppear.stacks == [["A", "B"]])

    // Drawn into the window between viewWillAppear: and viewDidAppear:: both are in it.
    let added = try #require(session.index(of: "B", effect: .viewAddedToWindow, in: push))
    #expect(session.state(afterEvent: added).inWindow == ["A", "B"])
    #expect(session.state(afterEvent: added - 1).controllers["B"]?.hasBackingStore == false)
    #expect(session.state(afterEvent: added).controllers["B"]?.hasBackingStore == true)

    let didDisappear = try #require(session.index(of: "A", .viewDidDisappear, in: push))
    #expect(session.state(afterEvent: didDisappear).inWindow == ["B"])
    let didAppear = try #require(session.index(of: "B", .viewDidAppear, in: push))
    #expect(session.state(afterEvent: didAppear).flags("B") == "loaded window store navItem")
    #expect(
      session.state(afterEvent: didAppear + 1).flags("B") == "loaded window store caches navItem")

    // B exists from its init on, before its containment callbacks.
    let initB = try #require(session.index(of: "B", .initWithNibNameBundle, in: push))
    #expect(session.state(afterEvent: initB - 1).controllers["B"] == nil)
    #expect(session.state(afterEvent: initB).flags("B") == "nil")
    #expect(session.state(afterEvent: initB).memory == Size.shown + Size.controller)
  }

  @Test("mid-pop: B leaves the stack at didMoveToParentViewController: and is freed at dealloc")
  func midPop() throws {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .push("B"))
    let pop = session.run(.pop)
    let didMove = try #require(session.index(of: "B", .didMoveToParentViewController, in: pop))
    let atDidMove = session.state(afterEvent: didMove)
    #expect(atDidMove.stacks == [["A"]])
    #expect(atDidMove.controllers["B"] != nil)
    let beforeDidMove = session.state(afterEvent: didMove - 1)
    #expect(beforeDidMove.stacks == [["A", "B"]])
    #expect(beforeDidMove.inWindow == ["A"])
    let dealloc = try #require(session.index(of: "B", .dealloc, in: pop))
    #expect(session.state(afterEvent: dealloc).controllers["B"] == nil)
    #expect(session.state(afterEvent: dealloc).memory == Size.shown)
  }

  @Test("mid-warning in iOS 5: A's view is nil after viewDidUnload, before B hears of it")
  func midWarning() throws {
    var session = makeSession(
      .iOS5, define("A", origin: .storyboard), .launch(.navigation("A")), .push("B"))
    let warning = session.run(.warning)
    let bWarned = try #require(session.index(of: "B", .didReceiveMemoryWarning, in: warning))
    let justBefore = session.state(afterEvent: bWarned - 1)
    #expect(justBefore.flags("A") == "nil caches navItem")
    #expect(justBefore.behavior == .iOS5)
  }

  @Test("a rebuild stops at the event that crossed the budget, before the termination")
  func midTermination() throws {
    var session = makeSession(.iOS6, budget: 16 * Size.mebibyte, .launch(.navigation("A")))
    let push = session.run(.push("B"))
    let filled = try #require(session.index(of: "B", effect: .cachesFilled, in: push))
    let crossing = session.state(afterEvent: filled)
    #expect(!crossing.isTerminated)
    #expect(crossing.memory == 2 * Size.shown)
    #expect(session.state(afterEvent: filled + 1).isTerminated)
  }

  @Test("truncating to N actions leaves the session as if only N actions were performed")
  func truncate() {
    var full = Session()
    full.run(script)
    var prefix = Session()
    prefix.run(Array(script.prefix(40)))
    full.truncate(toActions: 40)
    #expect(full.actions == prefix.actions)
    #expect(full.events == prefix.events)
    #expect(full.state == prefix.state)
  }
}

extension SessionReplayTests {
  @Test("a rebuild at an action's last event includes the system warning's re-arming")
  func rebuildAfterRearm() {
    // Two shown controllers are above 75 % of 19 MiB; the pop brings usage below and re-arms.
    var session = makeSession(
      .iOS6, budget: 19 * Size.mebibyte, .launch(.navigation("A")), .push("B"))
    #expect(!session.state.isWarningArmed)
    let pop = session.run(.pop)
    let live = session.state
    #expect(live.isWarningArmed)
    session.run(.access("A"))
    #expect(session.state(afterEvent: pop.upperBound - 1) == live)
    #expect(session.state(afterEvent: pop.upperBound - 2).isWarningArmed == false)
  }
}
