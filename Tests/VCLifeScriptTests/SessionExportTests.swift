import Testing
import VCLifeCore

@testable import VCLifeScript

/// Export then replay gives the same trace.
@Suite("Session export")
struct SessionExportTests {
  /// A session of the catalogue app with every kind of action.
  static func recordedSession(behavior: SystemBehavior) -> Session {
    let catalogue = Catalogue.photoAlbum
    var session = Session(initialState: catalogue.initialState(behavior: behavior))
    for action: Action in [
      .launch(catalogue.root), .push("Photos"), .push("Detail"), .warning, .pop, .present("Share"),
      .warning, .dismiss, .define(ControllerTemplate(name: "Detail2", basedOn: "Detail")),
      .push("Detail2"), .selectTab("Settings"), .access("Albums"), .setBehavior(.iOS6), .warning,
      .selectTab("Albums"), .pop,
    ] {
      session.perform(action)
    }
    return session
  }

  /// "Object name" for every event from the launch on.
  static func trace(_ events: some Sequence<Event>) -> [String] {
    events.map { "\($0.object) \($0.name.text) \($0.memory)" }
  }

  @Test(arguments: [SystemBehavior.iOS5, .iOS6])
  func exportedScriptReplaysTheSameEvents(behavior: SystemBehavior) throws {
    let session = Self.recordedSession(behavior: behavior)
    let script = SessionExport.script(of: session, scenarioName: Catalogue.builtInName)
    let run = ScriptRun(script: script, scenario: Catalogue.photoAlbum.scenario)
    #expect(!run.hasErrors)
    // The script's first line sets the behaviour: one action event more than the session.
    let replayed = Array(run.session.events.dropFirst())
    #expect(Self.trace(replayed) == Self.trace(session.events))
    #expect(run.session.state == session.state)
  }

  @Test func aNumberedCopyKeepsItsBaseTemplate() throws {
    let session = Self.recordedSession(behavior: .iOS6)
    let copy = try #require(session.state.templates["Detail2"])
    var expected = Catalogue.photoAlbum.templates["Detail"]!
    expected.name = "Detail2"
    expected.basedOn = "Detail"
    #expect(copy == expected)
    #expect(session.actions.contains { $0.scriptText == "new Detail2 like=Detail" })
  }

  @Test func scriptStartsWithHowToReplayAndTheBehaviour() {
    let session = Self.recordedSession(behavior: .iOS5)
    let lines = SessionExport.script(of: session, scenarioName: "photo-album")
      .split(separator: "\n")
    #expect(lines[0].hasPrefix("#") && lines[0].contains("vclife --replay"))
    #expect(lines[1].contains("vclife script FILE"))
    #expect(lines[2] == "# scenario: photo-album")
    #expect(lines[3] == "ios 5")
    #expect(lines[4] == "root tabs nav:Albums Settings")
    #expect(SessionExport.scenarioName(ofScript: lines.joined(separator: "\n")) == "photo-album")
  }

  @Test func handoutHasASectionPerAction() {
    let session = Self.recordedSession(behavior: .iOS5)
    let handout = SessionExport.handout(of: session, scenarioName: "photo-album", language: .both)
    let sections = handout.split(separator: "\n").filter { $0.hasPrefix("## ") }
    // Setup, one per action (none is refused here), the end.
    #expect(sections.count == session.actions.count + 2)
    #expect(
      sections.dropFirst().prefix(3) == [
        "## 1. `root tabs nav:Albums Settings`", "## 2. `push Photos`", "## 3. `push Detail`",
      ])
    #expect(handout.contains("`viewDidUnload`"))
    #expect(handout.contains("视图"))
  }

  @Test func replayActionsStopAtTheFirstBadLine() {
    switch SessionExport.actions(ofScript: "root nav A\npush B\njump\npop\n") {
    case .success: Issue.record("a bad line must fail the replay")
    case .failure(let error): #expect(error.line == 3)
    }
    #expect(
      (try? SessionExport.actions(ofScript: "# c\nroot nav A\n\npush B\n").get())
        == [.launch(.navigation("A")), .push("B")])
  }
}

/// `like=` copies a template whole, and refuses other settings beside it.
@Suite("new … like=")
struct LikeTemplateTests {
  @Test func likeCopiesTheWholeTemplateWhenDefined() throws {
    let run = ScriptRun(
      script: """
        new A origin=storyboard onWarning=release-view-unsafe autolayout=true
        new B like=A
        root nav B
        """)
    #expect(!run.hasErrors)
    let b = try #require(run.session.state.templates["B"])
    #expect(b.origin == .storyboard && b.onWarning == .releaseViewUnsafe && b.autoLayout)
    #expect(b.name == "B")
  }

  @Test func likeWithOtherSettingsIsABadLine() {
    let run = ScriptRun(script: "new B like=A origin=code\n")
    guard case .lineError(let error) = run.items.first else {
      Issue.record("expected a line error")
      return
    }
    #expect(error.line == 1 && error.message.contains("like="))
  }
}

/// The names and paths an exported script carries are escaped, and the lesson file's is read
/// back as it was.
@Suite("Escaped names in an exported script")
struct ExportedNameEscapeTests {
  @Test func theScenarioNameAndTheCarriedFileAreEscapedAndTheFileReadBack() {
    let text = "title: a\u{1B}]52;c;eA==\u{07} \u{202E}b\u{200B}\nsteps: []\n"
    let script = SessionExport.script(
      of: SessionExportTests.recordedSession(behavior: .iOS6), scenarioName: "x\u{1B}[2J",
      document: EmbeddedDocument(kind: .lesson, text: text))
    for line in script.split(separator: "\n") {
      #expect(ControllerName.escaped(line) == String(line), "\(ControllerName.escaped(line))")
    }
    #expect(script.contains("# scenario: x\\u{1B}[2J"))
    #expect(EmbeddedDocument.read(fromScript: script)?.text == text)
    // An older export's lesson-file line, written escaped, reads back as the path it was.
    let path = "/tmp/a\u{1B}]52;c;eA==\u{07}/\u{202E}b\u{200B}.yaml"
    let old = SessionExport.lessonFileMarker + ControllerName.escapedPath(path) + "\n" + script
    #expect(SessionExport.lessonFile(ofScript: old) == path)
  }

  /// A path that holds escape-like text (`\u{41}`) or backslashes reads back as it was.
  /// A control character or a backslash followed by a combining mark (one Character with
  /// the escape's `}`, or with the backslash) too: the fuzzer found the path read back
  /// otherwise.
  @Test(arguments: [
    "/tmp/a\\u{41}b.yaml", "/tmp/\\u{5C}u{7}\\\u{7}.yaml", "C:\\les\\son.yaml",
    "/tm\u{0}\u{311}h.yaml", "/tmp/\\\u{311}u{41}.yaml", "/tmp/\\u{\u{311}41}.yaml",
  ])
  func aPathComesBackExactly(path: String) {
    let escaped = ControllerName.escapedPath(path)
    #expect(ControllerName.escaped(escaped) == escaped)
    #expect(ControllerName.unescaped(escaped) == path)
  }
}
