import Testing
import VCLifeCore

/// SPEC §11: the second round of corrections against UIKit, and the seed gaps, as traces.
@Suite("SPEC §11: corrections and seed gaps")
struct CorrectionsTests {
  // MARK: §11.2 What an unload frees

  @Test("§11.2: the handler's view = nil frees views and backing store; content is its own effect")
  func handlerReleasesContentItself() throws {
    var session = makeSession(
      .iOS6, define("A", onWarning: .releaseView), .launch(.navigation("A")), .push("B"))
    let before = try #require(session.state.controllers["A"]).memory
    let warning = session.run(.warning)
    let released = try #require(session.index(of: "A", effect: .viewReleased, in: warning))
    let content = try #require(session.index(of: "A", effect: .contentReleased, in: warning))
    #expect(content == released + 1)
    #expect(session.events[released].delta.content == 0)
    #expect(session.events[released].delta.views == -before.views)
    #expect(session.events[content].delta.content == -Size.content)
    #expect(session.events[content].delta.total == -Size.content)
    #expect(session.events[content].reason == .contentReleased(.handler))
    // Push then pop still returns memory exactly: the reload makes the content again.
    let beforePush = makeSession(
      .iOS6, define("A", onWarning: .releaseView), .launch(.navigation("A")))
    session.run(.pop)
    #expect(session.state.memory == beforePush.state.memory)
  }

  @Test("§11.2: releasesContent=false keeps the content through the unload; the reload frees it")
  func keptContentIsReplacedAtTheReload() throws {
    for behavior in SystemBehavior.allCases {
      var template = ControllerTemplate(
        name: "A", origin: .storyboard, onWarning: behavior == .iOS5 ? .none : .releaseView)
      template.gotchas.releasesContent = false
      var fixedTemplate = template
      fixedTemplate.gotchas.releasesContent = true
      var bad = makeSession(behavior, .define(template), .launch(.navigation("A")), .push("B"))
      var fixed = makeSession(
        behavior, .define(fixedTemplate), .launch(.navigation("A")), .push("B"))
      let warning = bad.run(.warning)
      fixed.run(.warning)
      #expect(bad.effects(warning, of: "A").contains("A contentKept"), "\(behavior)")
      #expect(!bad.effects(warning, of: "A").contains("A contentReleased"), "\(behavior)")
      // The kept copy costs exactly one content size while the view is nil.
      #expect(bad.state.memory - fixed.state.memory == Size.content, "\(behavior)")
      #expect(bad.state.controllers["A"]?.isViewLoaded == false)
      let pop = bad.run(.pop)
      fixed.run(.pop)
      let didLoad = try #require(bad.index(of: "A", .viewDidLoad, in: pop))
      #expect(bad.events[didLoad].delta.content == Size.content)
      #expect(bad.events[didLoad + 1].line == "A [keptContentFreed]")
      #expect(bad.events[didLoad + 1].delta.content == -Size.content)
      #expect(bad.state.memory == fixed.state.memory, "\(behavior)")
    }
  }

  @Test("§11.2: iOS 5's viewDidUnload releases the content after the view is nil")
  func viewDidUnloadReleasesContent() {
    var session = makeSession(
      .iOS5, define("A", origin: .storyboard), .launch(.navigation("A")), .push("B"))
    let warning = session.run(.warning)
    let lines = session.lines(warning).filter { $0.hasPrefix("A ") }
    #expect(
      lines == [
        "A didReceiveMemoryWarning", "A viewWillUnload", "A [viewReleased]", "A viewDidUnload",
        "A [contentReleased]",
      ])
  }

  // MARK: §11.3 More

  @Test("§11.3: a tap on the selected More tab pops to the More list")
  func tapOnMore() {
    var session = makeSession(
      .iOS6, .launch(.tabs(["A", "B", "C", "D", "E", "F"].map { TabSpec(name: $0) })),
      .selectTab("E"), .push("G"))
    let tap = session.run(.tap("E"))
    #expect(
      session.callbacks(tap) == [
        "G willMoveToParentViewController:", "G viewWillDisappear:", "G viewDidDisappear:",
        "G didMoveToParentViewController:", "G dealloc",
      ])
    #expect(session.effects(tap) == ["G viewRemovedFromWindow", "E moreListShown"])
    // G is gone; E is alive, owned by the tab bar controller, not shown and not in the window.
    #expect(session.state.flags("G") == "deallocated")
    #expect(session.state.controllers["E"] != nil)
    #expect(session.state.inWindow.isEmpty)
    #expect(session.state.layout.showsMoreList)
    #expect(session.state.layout.visible == nil)
    // Nothing can be pushed on the list; another tab appears with no one to disappear.
    let push = session.run(.push("X"))
    #expect(session.events[push].last?.reason == .refused(.moreListShown))
    let back = session.run(.selectTab("A"))
    #expect(session.callbacks(back) == ["A viewWillAppear:", "A viewDidAppear:"])
    // Tapping More again shows the list (E stays off screen); choosing E pushes it back.
    let more = session.run(.tap("E"))
    #expect(session.callbacks(more) == ["A viewWillDisappear:", "A viewDidDisappear:"])
    #expect(session.state.layout.showsMoreList)
    let again = session.run(.selectTab("E"))
    #expect(session.callbacks(again) == ["E viewWillAppear:", "E viewDidAppear:"])
    #expect(session.state.inWindow == ["E"])
  }

  // MARK: §11.4 iOS 5 rotation under a tab bar

  @Test("§11.4: iOS 5's tab bar asks every tab in order; one NO refuses")
  func tabBarAsksEveryTab() {
    let stubborn = Action.define(ControllerTemplate(name: "T", rotates: false))
    var session = makeSession(
      .iOS5, stubborn, .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "T", inNavigation: true)])))
    let before = session.state
    let rotate = session.run(.rotate(.landscape))
    #expect(
      session.lines(rotate) == [
        "App > rotate landscape", "A shouldAutorotateToInterfaceOrientation:",
        "T shouldAutorotateToInterfaceOrientation:", "T [rotationDeclined]",
      ])
    #expect(session.state == before)
    // §11.6: a refusal to rotate is no error.
    #expect(rotate.allSatisfy { session.events[$0].kind != .error })
    // Every tab agreeing turns the device; only the visible controller is told.
    var willing = makeSession(.iOS5, .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "B")])))
    let turned = willing.run(.rotate(.landscape))
    #expect(
      willing.callbacks(turned) == [
        "A shouldAutorotateToInterfaceOrientation:", "B shouldAutorotateToInterfaceOrientation:",
        "A willRotateToInterfaceOrientation:duration:",
        "A willAnimateRotationToInterfaceOrientation:duration:",
        "A didRotateFromInterfaceOrientation:",
      ])
    #expect(willing.state.orientation == .landscape)
  }

  // MARK: §11.5 Containers are view controllers

  @Test("§11.5: containers hear the warning before their children; nothing else changes")
  func containersAreWarned() throws {
    var session = makeSession(
      .iOS6, .launch(.tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "T")])),
      .presentInNavigation("M"))
    let warning = session.run(.warning)
    #expect(
      session.callbacks(warning) == [
        "App applicationDidReceiveMemoryWarning:", "UITabBarController didReceiveMemoryWarning",
        "UINavigationController didReceiveMemoryWarning", "A didReceiveMemoryWarning",
        "T didReceiveMemoryWarning", "UINavigationController didReceiveMemoryWarning",
        "M didReceiveMemoryWarning",
      ])
    for index in warning where session.events[index].reason == .containerWarned {
      #expect(session.events[index].delta == MemoryBreakdown())
      // The narration never states the simulator's order as UIKit's.
      let line = Narrator.line(for: session.events[index], in: .english)
      #expect(!line.contains("last") && !line.contains("in order"))
    }
  }

  // MARK: §11.7 Several pushed at once

  @Test("§11.7: push B C D: all created, only D loads; a pop to C loads C")
  func pushSeveral() throws {
    var session = makeSession(.iOS6, .launch(.navigation("A")))
    let push = session.run(.pushSeveral(["B", "C", "D"]))
    #expect(
      session.callbacks(push) == [
        "B initWithNibName:bundle:", "B willMoveToParentViewController:",
        "C initWithNibName:bundle:", "C willMoveToParentViewController:",
        "D initWithNibName:bundle:", "D willMoveToParentViewController:",
        "D loadView", "D viewDidLoad", "A viewWillDisappear:", "D viewWillAppear:",
        "A viewDidDisappear:", "D viewDidAppear:", "B didMoveToParentViewController:",
        "C didMoveToParentViewController:", "D didMoveToParentViewController:",
      ])
    #expect(session.state.stacks == [["A", "B", "C", "D"]])
    #expect(session.state.flags("B") == "nil navItem")
    #expect(session.state.flags("C") == "nil navItem")
    #expect(session.effects(push).suffix(2) == ["B viewStaysNil", "C viewStaysNil"])
    let pop = session.run(.pop)
    #expect(
      session.callbacks(pop).prefix(3) == [
        "D willMoveToParentViewController:", "C loadView", "C viewDidLoad",
      ])
    #expect(session.state.flags("B") == "nil navItem")
    // A name twice, or a live one, is refused whole.
    let twice = session.run(.pushSeveral(["X", "X"]))
    #expect(session.events[twice].last?.kind == .error)
    #expect(session.state.controllers["X"] == nil)
  }

  // MARK: §11.8–11.9 Outlets and a storyboard controller's own loadView

  @Test("§11.8: a storyboard connects the outlets between loadView and viewDidLoad")
  func outletsBeforeViewDidLoad() throws {
    var template = ControllerTemplate(name: "B", origin: .storyboard)
    template.gotchas.outlets = ["UILabel"]
    var session = makeSession(.iOS6, .define(template), .launch(.navigation("A")))
    let push = session.run(.push("B"))
    let load = try #require(session.index(of: "B", .loadView, in: push))
    #expect(session.events[load + 1].line == "B [outletsConnected]")
    #expect(session.events[load + 1].reason == .outletsConnected(["UILabel"]))
    #expect(session.events[load + 2].line == "B viewDidLoad")
  }

  @Test("§11.9: a storyboard controller with its own loadView never loads the storyboard's views")
  func storyboardWithOwnLoadView() throws {
    var template = ControllerTemplate(name: "B", origin: .storyboard)
    template.overridesLoadView = true
    var session = makeSession(.iOS6, .define(template), .launch(.navigation("A")))
    let push = session.run(.push("B"))
    #expect(
      session.callbacks(push).prefix(5) == [
        "B initWithCoder:", "B awakeFromNib", "B willMoveToParentViewController:", "B loadView",
        "B viewDidLoad",
      ])
    let load = try #require(session.index(of: "B", .loadView, in: push))
    #expect(session.events[load].reason == .loadView(.custom, .shown, isReload: false))
    #expect(session.events[load + 1].line == "B [storyboardViewsSkipped]")
    #expect(session.effects(push, of: "B").contains("B outletsConnected") == false)
    // Its own loadView can rebuild the view, so iOS 5's super unloads it.
    var five = makeSession(
      .iOS5, .define(template), .launch(.navigation("A")), .push("B"), .push("C"))
    let warning = five.run(.warning)
    #expect(five.index(of: "B", .viewDidUnload, in: warning) != nil)
  }
}
