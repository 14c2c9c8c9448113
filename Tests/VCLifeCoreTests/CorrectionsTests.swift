import Testing
import VCLifeCore

/// SPEC §9.4–9.7: the More navigation controller, a tap on the selected tab, presenting a
/// live controller, and presented navigation controllers.
@Suite("Corrections: tabs and modals as UIKit does them")
struct CorrectionsTests {
  private let sixTabs = Action.launch(
    .tabs(["A", "B", "C", "D", "E", "F"].map { TabSpec(name: $0) }))

  @Test("more than five tabs: the fifth and later are shown by moreNavigationController")
  func moreNavigationController() {
    var session = makeSession(.iOS6, sixTabs)
    #expect(session.state.layout.parent(of: "D") == "UITabBarController")
    #expect(session.state.layout.parent(of: "E") == "moreNavigationController")
    #expect(session.state.layout.parent(of: "F") == "moreNavigationController")
    let select = session.run(.selectTab("E"))
    #expect(session.effects(select, of: "E").first == "E navigationItemCreated")
    #expect(session.state.controllers["E"]?.frame == FrameSize(width: 320, height: 367))
    // It is a navigation controller: a push works there.
    session.run(.push("G"))
    #expect(session.state.layout.tabs[4].controllers == ["E", "G"])
    // Five tabs need no More.
    let five = makeSession(
      .iOS6, .launch(.tabs(["A", "B", "C", "D", "E"].map { TabSpec(name: $0) })))
    #expect(five.state.layout.parent(of: "E") == "UITabBarController")
  }

  @Test("a tap on the selected navigation tab pops it to its root")
  func tapPopsToRoot() {
    var session = makeSession(
      .iOS6, .launch(.tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "T")])),
      .push("B"), .push("C"))
    var popToRoot = makeSession(
      .iOS6, .launch(.tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "T")])),
      .push("B"), .push("C"))
    let tap = session.run(.tap("A"))
    let reference = popToRoot.run(.popToRoot)
    #expect(session.callbacks(tap, layout: true) == popToRoot.callbacks(reference, layout: true))
    #expect(session.state.layout.tabs[0].controllers == ["A"])
    #expect(session.events[tap.upperBound - 1].reason == .dealloc(.tapToRoot))
    // The program's selection of the selected tab still does nothing.
    session.run(.push("B"))
    let select = session.run(.selectTab("A"))
    #expect(session.events[select.upperBound - 1].reason == .refused(.tabAlreadySelected("A")))
    // A tap on another tab selects it, as `tab` does.
    var other = session
    let tapT = session.run(.tap("T"))
    let tabT = other.run(.selectTab("T"))
    #expect(session.lines(tapT).dropFirst() == other.lines(tabT).dropFirst())
  }

  @Test("present nav: a navigation controller presented; pushes go into it; dismissed whole")
  func presentedNavigation() {
    var session = makeSession(.iOS6, .launch(.navigation("A")))
    let present = session.run(.presentInNavigation("M"))
    #expect(
      session.callbacks(present) == [
        "M initWithNibName:bundle:", "M loadView", "M viewDidLoad", "A viewWillDisappear:",
        "M viewWillAppear:", "M viewDidAppear:", "A viewDidDisappear:",
      ])
    #expect(session.state.controllers["M"]?.hasNavigationItem == true)
    #expect(session.state.layout.parent(of: "M") == "UINavigationController presented by A")
    let push = session.run(.push("N"))
    #expect(
      session.callbacks(push) == [
        "N initWithNibName:bundle:", "N willMoveToParentViewController:", "N loadView",
        "N viewDidLoad", "M viewWillDisappear:", "N viewWillAppear:", "M viewDidDisappear:",
        "N viewDidAppear:", "N didMoveToParentViewController:",
      ])
    #expect(session.state.layout.presented.last?.stack.controllers == ["M", "N"])
    #expect(session.state.layout.tabs[0].controllers == ["A"])
    session.run(.push("O"))
    let dismiss = session.run(.dismiss)
    #expect(
      session.callbacks(dismiss) == [
        "O viewWillDisappear:", "A viewWillAppear:", "A viewDidAppear:", "O viewDidDisappear:",
        "O dealloc", "N dealloc", "M dealloc",
      ])
    #expect(Set(session.state.controllers.keys) == ["A"])
  }

  @Test("a plain presented controller still refuses a push")
  func plainModalRefusesPush() {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .present("M"))
    let push = session.run(.push("B"))
    #expect(session.events[push.upperBound - 1].reason == .refused(.modalCovers(modal: "M")))
  }
}
