import Foundation
import Testing
import VCLifeCore

@testable import VCLifeScript

/// A student's class read from `vclife-read --json`: the template its settings line builds
/// (through the script's own parser), the controller it stands in for, and the marks.
@Suite struct OwnControllerTests {
  static func json(_ classes: [(name: String, knobs: String)], language: String = "objc") -> Data {
    let objects = classes.map { entry in
      """
      {"name":"\(entry.name)","line":3,"methods":[\
      {"selector":"viewWillAppear:","line":14,"super":"missing"},\
      {"selector":"viewWillDisappear:","line":20,"super":"wrong","superSelector":"viewWillAppear:"},\
      {"selector":"viewDidLoad","line":9,"super":"called","superPosition":"first"}],\
      "knobLine":"new \(entry.name) \(entry.knobs)","futureField":[1,2]}
      """
    }
    return Data(
      #"{"file":"x","language":"\#(language)","classes":[\#(objects.joined(separator: ","))]}"#.utf8
    )
  }

  @Test func noClassSaysWhyTheReaderFoundNone() {
    let json =
      #"{"file":"x","language":"swift","classes":[],"notUnderstood":[{"line":1,"what":"no class in this file","why":"the parser could not read line 2"}]}"#
    #expect(
      throws: OwnError("Cart.swift has no controller class: the parser could not read line 2")
    ) { try OwnController.read(json: Data(json.utf8), file: "Cart.swift", className: nil) }
  }

  @Test func theTemplateIsTheKnobLineParsed() throws {
    let own = try OwnController.read(
      json: Self.json([
        ("DetailViewController", "origin=storyboard onWarning=release-view retainCycle=true")
      ]),
      file: "/home/me/Detail.m", className: nil)
    #expect(own.name == "DetailViewController" && own.file == "Detail.m" && !own.isSwift)
    guard
      case .success(.define(let expected)) = ScriptParser.parse(
        line: "new DetailViewController origin=storyboard onWarning=release-view retainCycle=true",
        number: 1)
    else {
      Issue.record("the line does not parse")
      return
    }
    #expect(own.template == expected)
    #expect(own.template.origin == .storyboard && own.template.onWarning == .releaseView)
  }

  @Test func aSettingTheParserRefusesIsOneLine() {
    #expect(throws: OwnError.self) {
      try OwnController.read(
        json: Self.json([("A", "origin=nib")]), file: "A.m", className: nil)
    }
  }

  @Test func severalClassesNeedAName() throws {
    let data = Self.json([("ListViewController", "origin=code"), ("Detail", "origin=custom")])
    #expect(
      throws: OwnError(
        "A.swift has several classes (ListViewController, Detail); choose one with --as NAME")
    ) {
      try OwnController.read(json: data, file: "A.swift", className: nil)
    }
    #expect(
      try OwnController.read(json: data, file: "A.swift", className: "Detail").name == "Detail")
    #expect(throws: OwnError("A.swift has no controller class Other")) {
      try OwnController.read(json: data, file: "A.swift", className: "Other")
    }
    #expect(throws: OwnError("A.swift has no controller class")) {
      try OwnController.read(json: Self.json([]), file: "A.swift", className: nil)
    }
    #expect(throws: OwnError.self) {
      try OwnController.read(json: Data("[1]".utf8), file: "A.swift", className: nil)
    }
  }

  @Test func itStandsInForTheControllerOfItsOrigin() throws {
    let album = Catalogue.photoAlbum
    for (origin, replaced) in [
      ("storyboard", "Photos"), ("custom", "Detail"), ("code", "Comments"),
    ] {
      let own = try OwnController.read(
        json: Self.json([("MyViewController", "origin=\(origin)")]), file: "My.m", className: nil)
      #expect(own.replaced(in: album) == replaced)
      let joined = own.standingIn(album)
      #expect(joined.pushable == album.pushable.map { $0 == replaced ? "MyViewController" : $0 })
      #expect(joined.templates["MyViewController"] == own.template)
    }
    // A class named like one of the app's controllers takes that one's place.
    let named = try OwnController.read(
      json: Self.json([("Editor", "origin=code")]), file: "E.m", className: nil)
    #expect(named.replaced(in: album) == "Editor")
    #expect(named.standingIn(album).presentable == album.presentable)
    // An app without those controllers: the class is pushed first.
    let other = Catalogue(
      pushable: ["A"], presentable: [], templates: ["A": ControllerTemplate(name: "A")],
      root: .navigation("A"))
    #expect(named.standingIn(other).pushable == ["Editor", "A"])
  }

  @Test func marksSayTheLineAndTheSuperCall() throws {
    let own = try OwnController.read(
      json: Self.json([("DetailViewController", "origin=code")]), file: "Detail.m", className: nil)
    func event(_ selector: Selector, _ object: String = "DetailViewController") -> Event {
      Event(
        object: object, name: .callback(selector), reason: .userAction, memory: 0, actionIndex: 0)
    }
    #expect(own.mark(for: event(.viewWillAppear))?.text(unicode: true) == "Detail.m:14 ✗ super")
    #expect(own.mark(for: event(.viewWillDisappear))?.text(unicode: false) == "Detail.m:20 ! super")
    #expect(own.mark(for: event(.viewDidLoad))?.texts(unicode: true) == ["Detail.m:9", ":9"])
    #expect(own.mark(for: event(.viewWillAppear))?.texts(unicode: true).last == "✗ super")
    #expect(own.mark(for: event(.viewDidAppear)) == nil, "not overridden")
    #expect(own.mark(for: event(.viewWillAppear, "Photos")) == nil, "another controller")
  }
}
