import Testing
import VCLifeCore

/// SPEC §1–2: the three origins, the load cycle, `access` and `isViewLoaded`.
@Suite("Origins and the load cycle")
struct LoadCycleTests {
  /// The launch events of one controller as `line delta` strings.
  private func launchTrace(_ template: Action) -> [String] {
    var session = makeSession()
    let launch = session.run(template, .launch(.plain("A")))
    return launch.dropFirst(2).compactMap { index in
      let event = session.events[index]
      guard event.object == "A", event.delta != MemoryBreakdown() || event.selector != nil
      else { return nil }
      if let selector = event.selector, layoutSelectors.contains(selector) { return nil }
      return "\(event.line) \(deltaText(event.delta))"
    }
  }

  @Test("code: default loadView builds only the root view; viewDidLoad adds the subviews")
  func codeOrigin() {
    #expect(
      launchTrace(define("A", origin: .code)) == [
        "A initWithNibName:bundle: controller+262144",
        "A loadView views+65536",
        "A viewDidLoad views+131072 content+2097152",
        "A viewWillAppear: 0",
        "A [viewAddedToWindow] backingStore+2355200",
        "A viewDidAppear: 0",
        "A [cachesFilled] caches+4194304",
      ])
  }

  @Test("storyboard: initWithCoder:, awakeFromNib; loadView builds the whole tree")
  func storyboardOrigin() {
    #expect(
      launchTrace(define("A", origin: .storyboard)) == [
        "A initWithCoder: controller+262144",
        "A awakeFromNib 0",
        "A loadView views+196608",
        "A viewDidLoad content+2097152",
        "A viewWillAppear: 0",
        "A [viewAddedToWindow] backingStore+2355200",
        "A viewDidAppear: 0",
        "A [cachesFilled] caches+4194304",
      ])
  }

  @Test("custom: an overridden loadView builds the whole tree without super")
  func customOrigin() {
    #expect(
      launchTrace(define("A", origin: .custom)) == [
        "A initWithNibName:bundle: controller+262144",
        "A loadView views+196608",
        "A viewDidLoad content+2097152",
        "A viewWillAppear: 0",
        "A [viewAddedToWindow] backingStore+2355200",
        "A viewDidAppear: 0",
        "A [cachesFilled] caches+4194304",
      ])
  }

  @Test("custom calling super: the default view is built and thrown away, and the log says so")
  func customCallingSuper() throws {
    var session = makeSession()
    let launch = session.run(
      define("A", origin: .custom, callsSuper: true), .launch(.plain("A")))
    let loadView = try #require(session.index(of: "A", .loadView, in: launch))
    #expect(
      session.lines(loadView..<(loadView + 3)) == [
        "A loadView", "A [defaultViewDiscarded]", "A viewDidLoad",
      ])
    #expect(session.event(at: loadView + 1)?.reason == .defaultViewDiscarded)
    // UIKit's default view (one view object) is allocated in loadView beside the override's
    // own three, then freed by the discard.
    #expect(session.event(at: loadView)?.delta.views == 4 * Size.view)
    #expect(session.event(at: loadView + 1)?.delta.views == -Size.view)
    #expect(session.event(at: loadView + 1)?.delta.total == -Size.view)
    #expect(session.state.controllers["A"]?.discardedViewObjects == 0)
    // Wasted work, but nothing is kept: memory as without super.
    let plain = makeSession(.iOS6, define("A", origin: .custom), .launch(.plain("A")))
    #expect(session.state.breakdown == plain.state.breakdown)
    // Without callsSuper, and for the other origins, there is no such effect.
    #expect(!plain.effects(0..<plain.events.count).contains("A defaultViewDiscarded"))
  }

  @Test("the view tree template sets the number of view objects", arguments: Origin.allCases)
  func viewTreeSize(origin: Origin) throws {
    let tree = ViewNode(
      "UIView",
      [
        ViewNode("UITableView", [ViewNode("UITableViewCell"), ViewNode("UILabel")]),
        ViewNode("UIButton"),
      ])
    #expect(tree.count == 5)
    let session = makeSession(
      .iOS6, define("A", origin: origin, viewTree: tree), .launch(.plain("A")))
    let a = try #require(session.state.controllers["A"])
    #expect(a.viewObjects == 5)
    #expect(a.memory.views == 5 * Size.view)
  }

  @Test("access loads a nil view without showing it")
  func accessLoads() throws {
    var session = makeSession(.iOS6, .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "T")])))
    let access = session.run(.access("T"))
    #expect(session.lines(access) == ["App > access T", "T loadView", "T viewDidLoad"])
    #expect(
      session.event(at: access.lowerBound + 1)?.reason == .loadView(.code, .access, isReload: false)
    )
    #expect(session.state.flags("T") == "loaded")
    #expect(session.state.inWindow == ["A"])
  }

  @Test("access returns a loaded view without loading anything")
  func accessReturns() {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .push("B"))
    let before = session.state
    for name in ["A", "B"] {
      let access = session.run(.access(name))
      #expect(session.lines(access) == ["App > access \(name)", "\(name) [viewReturned]"])
    }
    #expect(session.state == before)
  }

  @Test("isViewLoaded never loads: warnings to a never-loaded controller leave its view nil")
  func isViewLoadedNeverLoads() {
    for behavior in SystemBehavior.allCases {
      for handler in [WarningHandler.none, .purgeCaches, .releaseView] {
        var session = makeSession(
          behavior, define("T", onWarning: handler),
          .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "T")])))
        let warning = session.run(.warning)
        #expect(
          session.callbacks(warning, of: "T") == ["T didReceiveMemoryWarning"],
          "\(behavior) \(handler)")
        #expect(session.state.controllers["T"]?.isViewLoaded == false, "\(behavior) \(handler)")
        #expect(session.state.controllers["T"]?.loadCount == 0, "\(behavior) \(handler)")
      }
    }
  }

  @Test("after an unload the next read reloads the view exactly as the first time")
  func reloadAsFirstTime() {
    var session = makeSession(.iOS5, define("A", origin: .custom, callsSuper: true))
    let first = session.run(.launch(.navigation("A")))
    session.run(.push("B"), .warning)
    let pop = session.run(.pop)
    func loadCycle(_ range: Range<Int>) -> [String] {
      range.compactMap { index in
        let event = session.events[index]
        guard event.object == "A",
          event.selector == .loadView || event.selector == .viewDidLoad
            || event.effect == .defaultViewDiscarded
        else { return nil }
        return "\(event.line) \(deltaText(event.delta))"
      }
    }
    #expect(
      loadCycle(first) == [
        "A loadView views+262144", "A [defaultViewDiscarded] views-65536",
        "A viewDidLoad content+2097152",
      ])
    #expect(loadCycle(pop) == loadCycle(first))
    let reload = session.index(of: "A", .loadView, in: pop)
    #expect(reload.map { session.events[$0].reason } == .loadView(.custom, .shown, isReload: true))
  }
}
