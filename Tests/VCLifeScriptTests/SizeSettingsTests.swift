import Testing
import VCLifeCore
import VCLifeScript

/// `subviews=`, `content=` and `caches=`: a `new` line states the view tree and the sizes a
/// student's class holds, so it is not narrated with the example app's views and content,
/// and an exported session replays it exactly.
@Suite struct SizeSettingsTests {
  @Test func theSettingsRoundTripThroughAScriptLine() throws {
    var template = ControllerTemplate(
      name: "Detail", viewTree: ViewNode("UIView", [ViewNode("UILabel"), ViewNode("UITableView")]))
    template.memory.content = 0
    template.memory.caches = 512 * 1024
    let text = Action.define(template).scriptText
    #expect(
      text
        == "new Detail origin=code onWarning=none autolayout=false "
        + "subviews=UILabel,UITableView content=0 caches=524288")
    #expect(try ScriptParser.parse(line: Substring(text), number: 1).get() == .define(template))
    // No subviews at all is `none`; the example app's sizes write nothing.
    template.viewTree = ViewNode("UIView")
    template.memory = .standard
    let bare = Action.define(template).scriptText
    #expect(bare.hasSuffix("autolayout=false subviews=none"))
    #expect(try ScriptParser.parse(line: Substring(bare), number: 1).get() == .define(template))
  }

  @Test func sizesTakeUnits() throws {
    guard case .define(let template)? = action("new A content=2.5MB caches=64KB") else {
      Issue.record("no template")
      return
    }
    #expect(template.memory.content == 2_621_440 && template.memory.caches == 65_536)
  }

  @Test(arguments: [
    (
      "new A content=lots",
      "content must be a size from 0 to 4GB such as 2457600, 64KB or 2.5MB, not lots"
    ),
    (
      "new A caches=-1",
      "caches must be a size from 0 to 4GB such as 2457600, 64KB or 2.5MB, not -1"
    ),
    (
      "new A subviews=UILabel,,UIButton",
      "subviews is none or a list of view classes such as UILabel,UIButton, not UILabel,,UIButton"
    ),
    (
      "new A subviews=1Label",
      "subviews is none or a list of view classes such as UILabel,UIButton, not 1Label"
    ),
  ])
  func badValuesAreOneLine(line: String, message: String) {
    #expect(error(line)?.message == message)
  }

  @Test func aClassWithNoViewsNoContentAndNoCacheGrowsByItsRootViewOnly() throws {
    let objects = try jsonLines(
      ScriptRun(
        script: """
          new Root
          new Plain subviews=none content=0 caches=0
          new Labelled subviews=UILabel content=0
          root nav Root
          push Plain
          push Labelled
          """))
    func didLoad(_ name: String) -> [String: Any]? {
      objects.first { $0["object"] as? String == name && $0["name"] as? String == "viewDidLoad" }
    }
    let plain = try #require(didLoad("Plain"))
    #expect(plain["delta"] == nil, "viewDidLoad of Plain holds nothing: \(plain)")
    #expect(
      plain["reason"] as? String
        == "The view exists: viewDidLoad runs; Plain adds no subviews and creates no content in "
        + "it, so memory does not grow.")
    let labelled = try #require(didLoad("Labelled"))
    #expect(
      labelled["reason"] as? String
        == "The view exists: viewDidLoad adds 1 subview in code; Labelled creates no content in it."
    )
    #expect((labelled["delta"] as? [String: Int]) == ["views": 64 * 1024])
    // Plain has no cache: nothing is filled after it appears; Labelled keeps the default.
    let filled = objects.filter { $0["name"] as? String == "cachesFilled" }
      .compactMap { $0["object"] as? String }
    #expect(filled == ["Root", "Labelled"])
  }

  /// A class that creates no content has none for its handler or an unload to release or
  /// keep: no content line is said (before, "the handler also releases the content" with 0 KB).
  @Test func noContentMeansNoContentLines() throws {
    let objects = try jsonLines(
      ScriptRun(
        script: """
          ios 5
          new Cover
          new G onWarning=release-view content=0
          root nav Albums
          push G
          push Cover
          warning
          pop
          """))
    let lines = objects.filter { $0["object"] as? String == "G" }.compactMap {
      $0["name"] as? String
    }
    #expect(lines.contains("viewReleased") && lines.contains("viewDidLoad"))
    #expect(!lines.contains { $0.hasPrefix("content") || $0 == "keptContentFreed" }, "\(lines)")
  }

  /// iOS 5's viewDidUnload of a class that holds no outlet and no content says so, rather than
  /// that it releases them; a class with content keeps the usual line.
  @Test func viewDidUnloadOfAClassThatHoldsNothing() throws {
    let objects = try jsonLines(
      ScriptRun(
        script: """
          ios 5
          new Cover
          new Empty origin=custom subviews=none content=0
          new Full origin=custom
          root nav Albums
          push Empty
          push Full
          push Cover
          warning
          """))
    func unload(_ name: String) -> String? {
      objects.first {
        $0["object"] as? String == name && $0["name"] as? String == "viewDidUnload"
      }?[
        "reason"] as? String
    }
    #expect(
      unload("Empty")
        == "Empty's view is nil now; viewDidUnload is where a controller releases its outlets and "
        + "what viewDidLoad created: Empty holds none of them.")
    #expect(
      unload("Full")
        == "Full's view is nil now; viewDidUnload releases outlets and anything viewDidLoad created."
    )
  }
}
