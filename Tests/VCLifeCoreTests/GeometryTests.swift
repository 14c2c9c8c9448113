import Testing
import VCLifeCore

/// SPEC §8: every worked frame, the layout pass in its order, rotation and the status bar,
/// and the backing store sized by the frame.
@Suite("View geometry and the layout pass")
struct GeometryTests {
  private func frame(_ name: String, _ session: Session) -> String {
    session.state.controllers[name]?.frame.map(\.description) ?? "nil"
  }

  private let navInTabs = Action.launch(
    .tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "T")]))

  // MARK: The worked frames

  @Test("the worked frames of SPEC §8")
  func workedFrames() {
    #expect(frame("A", makeSession(.iOS6, .launch(.plain("A")))) == "320×460")
    #expect(frame("A", makeSession(.iOS6, .launch(.navigation("A")))) == "320×416")
    #expect(frame("A", makeSession(.iOS6, navInTabs)) == "320×367")
    #expect(frame("A", makeSession(.iOS6, navInTabs, .rotate(.landscape))) == "480×219")
    #expect(frame("A", makeSession(.iOS6, navInTabs, .setStatusBar(.inCall))) == "320×347")
    let fullScreen = ControllerTemplate(name: "A", fullScreenLayout: true)
    #expect(
      frame("A", makeSession(.iOS6, .define(fullScreen), .launch(.plain("A")))) == "320×480")
  }

  @Test("full-screen layout goes under the 20 pt bar only; a tab bar keeps its children below")
  func fullScreenLimits() {
    let fullScreen = Action.define(ControllerTemplate(name: "A", fullScreenLayout: true))
    let inCall = makeSession(.iOS6, fullScreen, .setStatusBar(.inCall), .launch(.plain("A")))
    #expect(frame("A", inCall) == "320×460")
    let tabs = makeSession(.iOS6, fullScreen, .launch(.tabs([TabSpec(name: "A")])))
    #expect(frame("A", tabs) == "320×411")
    let hidden = makeSession(.iOS6, .setStatusBar(.hidden), .launch(.plain("A")))
    #expect(frame("A", hidden) == "320×480")
  }

  @Test("a translucent navigation bar: the child goes under it; a scroll view gets an inset")
  func translucentBar() {
    let table = Action.define(
      ControllerTemplate(name: "A", viewTree: ViewNode("UITableView", [ViewNode("UILabel")])))
    var session = makeSession(.iOS6, table, .launch(.navigation("A", translucent: true)))
    #expect(frame("A", session) == "320×460")
    #expect(session.state.controllers["A"]?.contentInset == 44)
    #expect(session.effects(session.events.indices, of: "A").contains("A contentInsetAdjusted"))
    // A plain view under the same bar gets no inset: nothing scrolls it into view.
    let push = session.run(.push("B"))
    #expect(frame("B", session) == "320×460")
    #expect(session.state.controllers["B"]?.contentInset == 0)
    #expect(!session.effects(push).contains("B contentInsetAdjusted"))
    // Full screen under the translucent status bar too: the inset covers both bars.
    let under = ControllerTemplate(
      name: "C", fullScreenLayout: true, viewTree: ViewNode("UIScrollView"))
    session.run(.define(under), .push("C"))
    #expect(frame("C", session) == "320×480")
    #expect(session.state.controllers["C"]?.contentInset == 64)
  }

  @Test("a presented controller is limited to the window less the status bar")
  func presentedFrames() {
    var session = makeSession(.iOS6, navInTabs, .present("M"))
    #expect(frame("M", session) == "320×460")
    session.run(.dismiss, .presentInNavigation("N"))
    #expect(frame("N", session) == "320×416")
  }

  // MARK: The layout pass

  @Test("the layout pass without Auto Layout: resize, autoresizing, will, layoutSubviews, did")
  func passWithoutAutoLayout() {
    var session = makeSession(.iOS6, .launch(.navigation("A")))
    let push = session.run(.push("B"))
    let start = session.index(of: "B", .viewWillAppear, in: push) ?? 0
    #expect(
      session.lines(start..<(start + 6)) == [
        "B viewWillAppear:", "B [viewResized]", "B [autoresizingApplied]",
        "B viewWillLayoutSubviews", "B [layoutSubviews]", "B viewDidLayoutSubviews",
      ])
    #expect(
      session.events[start + 1].reason == .viewResized(from: size(320, 460), to: size(320, 416)))
  }

  @Test("with Auto Layout in iOS 6: updateViewConstraints before viewWillLayoutSubviews")
  func passWithAutoLayout() {
    var session = makeSession(.iOS6, define("B", autoLayout: true), .launch(.navigation("A")))
    let push = session.run(.push("B"))
    let start = session.index(of: "B", .viewWillAppear, in: push) ?? 0
    #expect(
      session.lines(start..<(start + 6)) == [
        "B viewWillAppear:", "B [viewResized]", "B updateViewConstraints",
        "B viewWillLayoutSubviews", "B [layoutSubviews]", "B viewDidLayoutSubviews",
      ])
  }

  @Test("SPEC §11.1, §13.12: iOS 5 has no Auto Layout: loading a view that uses it terminates")
  func noAutoLayoutInIOS5() {
    for origin in Origin.allCases {
      var session = makeSession(
        .iOS5, .define(ControllerTemplate(name: "B", origin: origin, autoLayout: true)),
        .launch(.navigation("A")))
      let push = session.run(.push("B"))
      let lines = session.lines(push)
      // loadView starts, then the app dies: in loadView for a storyboard or an own loadView,
      // inside viewDidLoad for the default one (§13.12); no appearance, nothing left.
      let dies = origin == .code ? "B viewDidLoad" : "B loadView"
      #expect(lines.suffix(2) == [dies, "System [appTerminated]"], "\(origin)")
      #expect((session.index(of: "B", .viewDidLoad, in: push) == nil) == (origin != .code))
      #expect(session.state.isTerminated && session.state.memory == 0)
      let crash = session.events[push.upperBound - 1].reason
      #expect(crash == .autoLayoutCrash("B", fromArchive: origin == .storyboard))
      #expect(
        Narrator.line(for: session.events[push.upperBound - 1], in: .english).contains(
          origin == .storyboard ? "The NIB data is invalid." : "unrecognized selector"))
      // Restart launches the root again; the same push dies the same way.
      let again = session.run(.restart, .push("B"))
      #expect(session.lines(again).last == "System [appTerminated]")
    }
    // iOS 6 loads it and updates its constraints.
    var six = makeSession(.iOS6, define("B", autoLayout: true), .launch(.navigation("A")))
    let push = six.run(.push("B"))
    #expect(six.index(of: "B", .updateViewConstraints, in: push) != nil)
  }

  @Test("a view only appearing at its size is not resized, but still laid out")
  func appearingAtTheSameSize() {
    var session = makeSession(.iOS6, .launch(.navigation("A")), .push("B"))
    let pop = session.run(.pop)
    #expect(
      session.lines(pop).filter { $0.hasPrefix("A ") }.prefix(5) == [
        "A viewWillAppear:", "A viewWillLayoutSubviews", "A [layoutSubviews]",
        "A viewDidLayoutSubviews", "A [viewAddedToWindow]",
      ])
  }

  // MARK: Rotation and the status bar

  @Test("the issue's script: UIKit's order and the frames of SPEC §8")
  func rotationScript() {
    var session = makeSession(.iOS6, navInTabs, .push("B"))
    let rotate = session.run(.rotate(.landscape))
    #expect(
      session.lines(rotate) == [
        "App > rotate landscape", "System [containerAllowsRotation]",
        "B willRotateToInterfaceOrientation:duration:", "B [viewResized]",
        "B [backingStoreReallocated]", "B [autoresizingApplied]", "B viewWillLayoutSubviews",
        "B [layoutSubviews]", "B viewDidLayoutSubviews",
        "B willAnimateRotationToInterfaceOrientation:duration:",
        "B didRotateFromInterfaceOrientation:",
      ])
    #expect(frame("B", session) == "480×219")
    // A was hidden: not told, still at its portrait size until it appears.
    #expect(frame("A", session) == "320×367")
    let pop = session.run(.pop)
    let resized = session.index(of: "A", effect: .viewResized, in: pop)
    #expect(
      resized.map { session.events[$0].reason }
        == .viewResized(from: size(320, 367), to: size(480, 219)))
    #expect(frame("A", session) == "480×219")
    let bar = session.run(.setStatusBar(.inCall))
    #expect(
      session.lines(bar) == [
        "App > statusbar incall", "A [viewResized]", "A [backingStoreReallocated]",
        "A [autoresizingApplied]", "A viewWillLayoutSubviews", "A [layoutSubviews]",
        "A viewDidLayoutSubviews",
      ])
    #expect(frame("A", session) == "480×199")
    #expect(frame("T", session) == "nil")
  }

  @Test("iOS 5 asks the visible controller; rotates=false declines, not an error (§11.6)")
  func iOS5Asks() {
    let stubborn = Action.define(ControllerTemplate(name: "B", rotates: false))
    var session = makeSession(.iOS5, stubborn, .launch(.navigation("A")), .push("B"))
    let before = session.state
    let rotate = session.run(.rotate(.landscape))
    #expect(
      session.lines(rotate) == [
        "App > rotate landscape", "B shouldAutorotateToInterfaceOrientation:",
        "B [rotationDeclined]",
      ])
    #expect(session.state == before)
    #expect(rotate.allSatisfy { session.events[$0].kind != .error })
  }

  @Test("iOS 6 asks the root: a navigation controller answers for its children")
  func iOS6AsksTheRoot() {
    let stubborn = Action.define(ControllerTemplate(name: "B", rotates: false))
    var session = makeSession(.iOS6, stubborn, .launch(.navigation("A")), .push("B"))
    session.run(.rotate(.landscape))
    #expect(session.state.orientation == .landscape)
    // A plain root is asked itself, and its NO keeps the device as it is.
    var plain = makeSession(.iOS6, stubborn, .launch(.plain("B")))
    let rotate = plain.run(.rotate(.landscape))
    #expect(
      plain.lines(rotate) == [
        "App > rotate landscape", "B shouldAutorotate", "B [rotationDeclined]",
      ])
    var willing = makeSession(.iOS6, .launch(.plain("A")))
    let turned = willing.run(.rotate(.landscape))
    #expect(
      willing.callbacks(turned).prefix(2) == [
        "A shouldAutorotate", "A supportedInterfaceOrientations",
      ])
  }

  @Test("the backing store follows the frame and is drawn again on a resize")
  func backingStoreSizes() {
    var session = makeSession(.iOS6, navInTabs)
    #expect(session.state.controllers["A"]?.memory.backingStore == 1_879_040)
    let rotate = session.run(.rotate(.landscape))
    let redrawn = session.index(of: "A", effect: .backingStoreReallocated, in: rotate)
    #expect(redrawn.map { session.events[$0].delta.backingStore } == 480 * 219 * 16 - 1_879_040)
    #expect(session.state.controllers["A"]?.memory.backingStore == 480 * 219 * 16)
    // A scenario's fixed size still wins.
    var fixed = MemoryProfile.standard
    fixed.backingStore = 1000
    let sized = makeSession(.iOS6, define("A", memory: fixed), .launch(.plain("A")))
    #expect(sized.state.controllers["A"]?.memory.backingStore == 1000)
  }

  @Test("before launch, rotation and the status bar are settings the launch uses")
  func settingsBeforeLaunch() {
    let session = makeSession(
      .iOS6, .rotate(.landscape), .setStatusBar(.hidden), .launch(.navigation("A")))
    #expect(frame("A", session) == "480×288")
    #expect(!session.events.contains { $0.kind == .error })
  }

  private func size(_ width: Int, _ height: Int) -> FrameSize {
    FrameSize(width: width, height: height)
  }
}
