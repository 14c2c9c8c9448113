import Testing
import VCLifeCore
import VCLifeScript

/// Scenario files in YAML and JSON: templates, view trees, sizes, budget, behaviour, root.
@Suite struct ScenarioTests {
  static let yaml = """
    # A scenario for the gallery lesson.
    budget: 32MB
    ios: 5
    root: nav Gallery
    controllers:
      - name: Gallery
        origin: storyboard
        onWarning: release-view
        autolayout: false
        views: {UIView: [UILabel, {UIScrollView: [UIImageView]}]}
        memory:
          controller: 64KB
          perView: 2.5MB
          content: 1048576
          backingStore: 1 KB
          caches: 0
      - name: Detail
        origin: custom
        callsSuper: yes
        views: UITableView
    """

  @Test func yamlFormReadsEveryField() throws {
    let scenario = try #require(parseScenario(Self.yaml))
    #expect(scenario.budget == 32 * 1024 * 1024)
    #expect(scenario.behavior == .iOS5)
    #expect(scenario.root == .navigation("Gallery"))
    #expect(scenario.order == ["Gallery", "Detail"])
    let gallery = try #require(scenario.templates["Gallery"])
    #expect(gallery.origin == .storyboard)
    #expect(gallery.onWarning == .releaseView)
    #expect(!gallery.autoLayout)
    #expect(!gallery.callsSuper)
    #expect(
      gallery.viewTree
        == ViewNode(
          "UIView", [ViewNode("UILabel"), ViewNode("UIScrollView", [ViewNode("UIImageView")])]))
    #expect(gallery.viewTree.count == 4)
    #expect(
      gallery.memory
        == MemoryProfile(
          controller: 65_536, perView: 2_621_440, content: 1_048_576, backingStore: 1024, caches: 0)
    )
    let detail = try #require(scenario.templates["Detail"])
    #expect(detail.origin == .custom)
    #expect(detail.callsSuper)
    #expect(detail.onWarning == .none)
    #expect(detail.viewTree == ViewNode("UITableView"))
    #expect(detail.memory == .standard)
  }

  @Test func jsonFormIsReadTheSameWay() throws {
    let json = """
      {"budget": 33554432, "ios": "5", "root": "tabs Gallery nav:Detail",
       "controllers": [
         {"name": "Gallery", "origin": "storyboard", "autolayout": false,
          "views": {"UIView": ["UILabel", {"UIScrollView": ["UIImageView"]}]},
          "memory": {"perView": "2.5MB", "caches": "0"}},
         {"name": "Detail", "onWarning": "purge-caches"}
       ]}
      """
    let scenario = try #require(parseScenario(json))
    #expect(scenario.budget == 32 * 1024 * 1024)
    #expect(scenario.behavior == .iOS5)
    #expect(
      scenario.root
        == .tabs([TabSpec(name: "Gallery"), TabSpec(name: "Detail", inNavigation: true)]))
    #expect(scenario.order == ["Gallery", "Detail"])
    let yamlGallery = try #require(parseScenario(Self.yaml)?.templates["Gallery"])
    #expect(scenario.templates["Gallery"]?.viewTree == yamlGallery.viewTree)
    #expect(scenario.templates["Gallery"]?.memory.perView == 2_621_440)
    #expect(scenario.templates["Gallery"]?.memory.caches == 0)
    #expect(scenario.templates["Gallery"]?.memory.content == MemoryProfile.standard.content)
    #expect(scenario.templates["Detail"]?.onWarning == .purgeCaches)
  }

  @Test(arguments: [
    ("64KB", 65_536), ("2.5MB", 2_621_440), ("2457600", 2_457_600), ("12B", 12),
    ("1GB", 1_073_741_824),
    ("64kb", 65_536), ("0", 0), ("0.5KB", 512), ("4GB", 4_294_967_296),
  ])
  func sizes(text: String, bytes: Int) throws {
    let scenario = try #require(
      parseScenario("controllers:\n  - name: A\n    memory: {caches: \(text)}\n"))
    #expect(scenario.templates["A"]?.memory.caches == bytes)
  }

  /// SPEC §13.1: `restoration: false` is an app with no state-restoration code; the default
  /// has it.
  @Test func restorationIsAScenarioSetting() throws {
    let without = try #require(parseScenario("restoration: false\nroot: nav A\n"))
    #expect(!without.restoresScenes && !without.initialState.restoresScenes)
    let with = try #require(parseScenario("root: nav A\n"))
    #expect(with.restoresScenes && with.initialState.restoresScenes)
    #expect(throws: DocumentError.self) { try Scenario.parse("restoration: sometimes\n") }
  }

  @Test func emptyDocumentIsTheDefaultScenario() throws {
    for text in ["", "# only a comment\n", "{}"] {
      let parsed = try #require(parseScenario(text))
      #expect(parsed == Scenario())
      #expect(parsed.budget == 64 * 1024 * 1024)
      #expect(parsed.behavior == .iOS6)
      #expect(parsed.root == nil)
      #expect(parsed.launchActions.isEmpty)
    }
  }

  @Test func rootBecomesTheLaunchAction() throws {
    let parsed = try #require(parseScenario("root: plain A\n"))
    #expect(parsed.launchActions == [.launch(.plain("A"))])
  }

  @Test func theInitialStateCarriesBudgetBehaviorAndTemplates() throws {
    let parsed = try #require(parseScenario(Self.yaml))
    let state = parsed.initialState
    #expect(state.budget == 32 * 1024 * 1024)
    #expect(state.behavior == .iOS5)
    #expect(state.templates["Detail"]?.origin == .custom)
    #expect(state.controllers.isEmpty)
  }

  @Test func aRunLaunchesTheScenarioRootWithItsTemplate() throws {
    let parsed = try #require(parseScenario(Self.yaml))
    let run = ScriptRun(script: "push Detail\n", scenario: parsed)
    #expect(!run.hasErrors)
    #expect(
      Array(run.callbackLines.prefix(6)) == [
        "Gallery initWithCoder:", "Gallery awakeFromNib", "Gallery loadView", "Gallery viewDidLoad",
        "Gallery viewWillAppear:", "Gallery viewDidAppear:",
      ])
    // The root's events come from the scenario (line 0), the push from line 1.
    #expect(run.events.first?.line == 0)
    #expect(run.events.first?.event.name.text == "root nav Gallery")
    #expect(run.events.contains { $0.line == 1 && $0.event.name.text == "push Detail" })
    #expect(!run.events.contains { $0.event.name.text == "updateViewConstraints" })
    // The sizes of the scenario: 4 views of 2.5 MB, 1 MB content, 1 KB store, no caches.
    let gallery = try #require(run.session.state.controllers["Gallery"])
    #expect(gallery.isViewLoaded)
    #expect(gallery.memory.total == 65_536 + 4 * 2_621_440 + 1_048_576 + 1024)
    // The custom Detail calls super, so UIKit's default view is discarded.
    #expect(
      run.events.contains {
        $0.event.object == "Detail" && $0.event.name.text == "defaultViewDiscarded"
      })
  }

  @Test func aScriptNewLineOverridesTheScenarioTemplate() throws {
    let parsed = try #require(parseScenario("controllers:\n  - name: A\n    origin: storyboard\n"))
    let run = ScriptRun(script: "new A origin=custom\nroot nav A\n", scenario: parsed)
    #expect(run.callbackLines.first == "A initWithNibName:bundle:")
    let plain = ScriptRun(script: "root nav A\n", scenario: parsed)
    #expect(plain.callbackLines.first == "A initWithCoder:")
  }
}
