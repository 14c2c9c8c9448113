import Testing
import VCLifeCore

/// An action UIKit refuses or ignores in some state.
struct RefusalCase: Sendable, CustomTestStringConvertible {
  var title: String
  var setup: [Action]
  var action: Action
  /// The object the refusal is charged to.
  var object: String
  var refusal: Refusal

  var testDescription: String { title }
}

private let navAB: [Action] = [.launch(.navigation("A")), .push("B")]
private let tabs: [Action] = [
  .launch(.tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "T")]))
]

private let refusalCases: [RefusalCase] =
  [
    RefusalCase(
      title: "pop at the root", setup: [.launch(.navigation("A"))], action: .pop, object: "A",
      refusal: .popAtRoot),
    RefusalCase(
      title: "pop to root at the root", setup: [.launch(.navigation("A"))], action: .popToRoot,
      object: "A", refusal: .popAtRoot),
    RefusalCase(
      title: "pop at the root after a round trip", setup: navAB + [.pop], action: .pop,
      object: "A", refusal: .popAtRoot),
    RefusalCase(
      title: "dismiss with nothing presented", setup: navAB, action: .dismiss, object: "App",
      refusal: .nothingPresented),
    RefusalCase(
      title: "push the root again", setup: navAB, action: .push("A"), object: "A",
      refusal: .alreadyLive("A")),
    RefusalCase(
      title: "push the top again", setup: navAB, action: .push("B"), object: "B",
      refusal: .alreadyLive("B")),
    RefusalCase(
      title: "push a controller live in another tab", setup: tabs, action: .push("T"),
      object: "T", refusal: .alreadyLive("T")),
    RefusalCase(
      title: "present a controller in the stack", setup: navAB, action: .present("A"),
      object: "A", refusal: .presentActive("A")),
    RefusalCase(
      title: "present the presented controller again", setup: navAB + [.present("M")],
      action: .present("M"), object: "M", refusal: .presentActive("M")),
    RefusalCase(
      title: "present in a navigation controller a live one", setup: navAB,
      action: .presentInNavigation("B"), object: "B", refusal: .presentActive("B")),
    RefusalCase(
      title: "tap the selected tab at its root", setup: tabs, action: .tap("A"), object: "A",
      refusal: .tapAtRoot("A")),
    RefusalCase(
      title: "rotate to the orientation the device has", setup: navAB,
      action: .rotate(.portrait), object: "App", refusal: .alreadyOriented(.portrait)),
    RefusalCase(
      title: "set the status bar as it is", setup: navAB, action: .setStatusBar(.visible),
      object: "App", refusal: .statusBarAlready(.visible)),
    RefusalCase(
      title: "select the selected tab", setup: tabs, action: .selectTab("A"), object: "A",
      refusal: .tabAlreadySelected("A")),
    RefusalCase(
      title: "select the selected tab by a pushed controller", setup: tabs + [.push("B")],
      action: .selectTab("B"), object: "B", refusal: .tabAlreadySelected("B")),
    RefusalCase(
      title: "select a tab without a tab bar", setup: navAB, action: .selectTab("A"), object: "A",
      refusal: .noTabBar),
    RefusalCase(
      title: "select a tab no tab holds", setup: tabs, action: .selectTab("Z"), object: "Z",
      refusal: .noTabHolds("Z")),
    RefusalCase(
      title: "push on a plain root", setup: [.launch(.plain("A"))], action: .push("B"),
      object: "A", refusal: .notInNavigation(visible: "A")),
    RefusalCase(
      title: "pop on a plain root", setup: [.launch(.plain("A"))], action: .pop, object: "A",
      refusal: .notInNavigation(visible: "A")),
    RefusalCase(
      title: "push on a tab without navigation", setup: tabs + [.selectTab("T")],
      action: .push("B"), object: "T", refusal: .notInNavigation(visible: "T")),
    RefusalCase(
      title: "push while a modal covers", setup: navAB + [.present("M")], action: .push("C"),
      object: "M", refusal: .modalCovers(modal: "M")),
    RefusalCase(
      title: "pop while a modal covers", setup: navAB + [.present("M")], action: .pop,
      object: "M", refusal: .modalCovers(modal: "M")),
    RefusalCase(
      title: "pop to root while a modal covers", setup: navAB + [.present("M")],
      action: .popToRoot, object: "M", refusal: .modalCovers(modal: "M")),
    RefusalCase(
      title: "select a tab while a modal covers", setup: tabs + [.present("M")],
      action: .selectTab("T"), object: "M", refusal: .modalCovers(modal: "M")),
    RefusalCase(
      title: "access a controller that is not live", setup: navAB, action: .access("Z"),
      object: "Z", refusal: .notLive("Z")),
    RefusalCase(
      title: "access a popped controller", setup: navAB + [.pop], action: .access("B"),
      object: "B", refusal: .notLive("B")),
    RefusalCase(
      title: "launch twice", setup: navAB, action: .launch(.navigation("C")), object: "App",
      refusal: .alreadyLaunched),
    RefusalCase(
      title: "launch tabs with one name twice", setup: [],
      action: .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "B"), TabSpec(name: "A")])),
      object: "A", refusal: .duplicateName("A")),
    RefusalCase(
      title: "restart a running app", setup: navAB, action: .restart, object: "App",
      refusal: .notTerminated),
    RefusalCase(
      title: "restart before launch", setup: [], action: .restart, object: "App",
      refusal: .notTerminated),
  ]
  + [
    Action.push("B"), .pop, .popToRoot, .present("M"), .dismiss, .selectTab("A"), .warning,
    .access("A"),
  ]
  .map { action in
    RefusalCase(
      title: "\(action.scriptText) before launch", setup: [define("A")], action: action,
      object: "App", refusal: .notLaunched)
  }

/// SPEC §3: a refused action is one error event, with a reason, and changes nothing.
@Suite("Refusals")
struct RefusalTests {
  @Test("one refusal event, no change", arguments: refusalCases)
  func refused(_ row: RefusalCase) {
    var session = makeSession(.iOS6, budget: AppState.defaultBudget)
    session.run(row.setup)
    #expect(!session.events.contains { $0.kind == .error }, "the setup itself was refused")
    let before = session.state
    let range = session.run(row.action)
    #expect(
      session.lines(range) == [
        "App > \(row.action.scriptText)", "\(row.object) ! \(row.action.scriptText)",
      ])
    let refusal = session.events[range.upperBound - 1]
    #expect(refusal.kind == .error)
    #expect(refusal.reason == .refused(row.refusal))
    #expect(refusal.delta == MemoryBreakdown())
    #expect(refusal.memory == before.memory)
    #expect(session.state == before)
  }

  @Test("setting changes are never refused, even after termination")
  func settingsAlwaysApply() {
    var session = makeSession(
      .iOS6, budget: 12 * Size.mebibyte, .launch(.navigation("A")), .push("B"))
    #expect(session.state.isTerminated)
    let range = session.run(.setBehavior(.iOS5), define("C", onWarning: .purgeCaches))
    #expect(!session.events[range].contains { $0.kind == .error })
    #expect(session.state.behavior == .iOS5)
    #expect(session.state.templates["C"]?.onWarning == .purgeCaches)
  }

  @Test("a template defined for a live name applies to the next instance only")
  func redefineLive() {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .push("B"))
    session.run(define("B", origin: .storyboard))
    #expect(session.state.controllers["B"]?.template.origin == .code)
    session.run(.pop)
    let push = session.run(.push("B"))
    #expect(session.callbacks(push).prefix(2) == ["B initWithCoder:", "B awakeFromNib"])
  }
}
