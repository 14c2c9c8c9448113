import Testing
import VCLifeCore
import VCLifeScript

/// Every action form of SPEC §6 parses to the action it names.
@Suite struct ScriptParserActionTests {
  @Test(arguments: [
    ("ios 5", Action.setBehavior(.iOS5)),
    ("ios 6", .setBehavior(.iOS6)),
    ("root nav A", .launch(.navigation("A"))),
    ("new B2 like=B", .define(ControllerTemplate(name: "B2", basedOn: "B"))),
    ("root plain A", .launch(.plain("A"))),
    ("root tabs A", .launch(.tabs([TabSpec(name: "A")]))),
    ("push B", .push("B")),
    ("push B C D", .pushSeveral(["B", "C", "D"])),
    ("pop", .pop),
    ("popToRoot", .popToRoot),
    ("present M", .present("M")),
    ("dismiss", .dismiss),
    ("tab T", .selectTab("T")),
    ("warning", .warning),
    ("access A", .access("A")),
    ("restart", .restart),
    ("root nav A translucent", .launch(.navigation("A", translucent: true))),
    ("present nav M", .presentInNavigation("M")),
    ("tap T", .tap("T")),
    ("rotate landscape", .rotate(.landscape)),
    ("rotate portrait", .rotate(.portrait)),
    ("statusbar incall", .setStatusBar(.inCall)),
    ("statusbar hidden", .setStatusBar(.hidden)),
    ("statusbar visible", .setStatusBar(.visible)),
    // SPEC §13.1, §13.3.
    ("restoration off", .setRestoration(false)),
    ("restoration on", .setRestoration(true)),
    ("ios 16", .setBehavior(.iOS16)),
    ("ios 15", .setBehavior(.iOS13)),
  ])
  func simpleForms(line: String, expected: Action) {
    #expect(action(line) == expected)
  }

  @Test func theSeedGapSettingsParseAndRoundTrip() throws {
    var template = ControllerTemplate(name: "S", origin: .storyboard)
    template.overridesLoadView = true
    template.gotchas.releasesContent = false
    let parsed = action("new S origin=storyboard loadView=custom releasesContent=false")
    #expect(parsed == .define(template))
    // The export writes the settings back, so a replay defines the same template.
    let text = Action.define(template).scriptText
    #expect(text.contains("loadView=custom") && text.contains("releasesContent=false"))
    #expect(action(text) == .define(template))
  }

  @Test func tabsWithNavigationPrefix() {
    #expect(
      action("root tabs A nav:B C")
        == .launch(
          .tabs([
            TabSpec(name: "A"), TabSpec(name: "B", inNavigation: true), TabSpec(name: "C"),
          ])))
  }

  @Test func newWithDefaultsOnly() {
    #expect(action("new A") == .define(ControllerTemplate(name: "A")))
  }

  @Test func newWithEverySetting() {
    let expected = ControllerTemplate(
      name: "Gallery", origin: .custom, callsSuper: true, onWarning: .releaseViewUnsafe,
      autoLayout: true)
    #expect(
      action(
        "new Gallery origin=custom onWarning=release-view-unsafe autolayout=true callsSuper=true")
        == .define(expected))
  }

  @Test(arguments: [
    ("origin=code", ControllerTemplate(name: "A", origin: .code)),
    ("origin=storyboard", ControllerTemplate(name: "A", origin: .storyboard)),
    ("onWarning=none", ControllerTemplate(name: "A", onWarning: .none)),
    ("onWarning=purge-caches", ControllerTemplate(name: "A", onWarning: .purgeCaches)),
    ("onWarning=release-view", ControllerTemplate(name: "A", onWarning: .releaseView)),
    ("autolayout=false", ControllerTemplate(name: "A", autoLayout: false)),
    ("autolayout=yes", ControllerTemplate(name: "A", autoLayout: true)),
    ("callsSuper=no", ControllerTemplate(name: "A", callsSuper: false)),
    ("fullScreenLayout=true", ControllerTemplate(name: "A", fullScreenLayout: true)),
    ("rotates=false", ControllerTemplate(name: "A", rotates: false)),
  ])
  func newWithOneSetting(setting: String, expected: ControllerTemplate) {
    #expect(action("new A \(setting)") == .define(expected))
  }

  @Test func everyActionReadsBackFromItsScriptText() {
    let actions: [Action] = [
      .launch(.navigation("A", translucent: true)), .presentInNavigation("M"), .tap("T"),
      .rotate(.landscape), .setStatusBar(.inCall),
      .define(ControllerTemplate(name: "A", fullScreenLayout: true, rotates: false)),
    ]
    for original in actions {
      #expect(action(original.scriptText) == original, "\(original.scriptText)")
    }
  }

  @Test func laterSettingWins() {
    #expect(
      action("new A origin=custom origin=storyboard")
        == .define(ControllerTemplate(name: "A", origin: .storyboard)))
  }

  @Test(arguments: ["", "   ", "\t", "\r", "# a comment", "   # indented comment", "#push B"])
  func blankAndCommentLinesAreNothing(line: String) {
    #expect(action(line) == nil)
  }

  @Test func commentAfterAnAction() {
    #expect(action("push B # and then some") == .push("B"))
    #expect(action("pop#no space needed") == .pop)
  }

  @Test func tabsSpacesAndCarriageReturnsSeparateWords() {
    #expect(action("\tpush \t  B\r") == .push("B"))
    #expect(
      action("  root\ttabs  A\tnav:B  ")
        == .launch(.tabs([TabSpec(name: "A"), TabSpec(name: "B", inNavigation: true)])))
  }

  @Test func namesMayBeUnicode() {
    #expect(action("push 详情") == .push("详情"))
  }

  @Test func aFortyCharacterNameIsFine() {
    let name = String(repeating: "N", count: 40)
    #expect(action("push \(name)") == .push(name))
  }
}
