import Foundation
import Testing

/// `vclife --own FILE` on a real (tmux) terminal: the class stands in for one of the example
/// app's controllers, the status line says which once, long class names are cut readably at
/// 80×24 and 60×20, and the log marks its overrides' callbacks.
@Suite(.serialized)
struct OwnScreenTests {
  static func command(_ file: String, _ extra: [String] = []) throws -> String {
    let path = OwnCommandTests.corpus(file)
    let words = [try LiveTmuxScreen.binaryPath(), "--own", path, "--pacing", "instant"] + extra
    return "trap 'true' INT; " + words.map(LiveTmuxScreen.shellQuoted).joined(separator: " ")
      + "; echo EXIT=$?; sleep 60"
  }

  @Test func theClassStandsInAndItsOverridesAreMarked() async throws {
    let screen = try LiveTmuxScreen(command: try Self.command("22-missing-super-appear.swift"))
    defer { screen.close() }
    // A storyboard class takes the place of Photos, the storyboard controller p pushes first.
    try await screen.waitFor("the stand-in line") {
      $0.contains("Your OnboardingViewController (22-missing-super-appear.swift) stands in")
        && $0.contains("example app's Photos")
    }
    try screen.sendKeys("p")
    // The whole frame, waited for as one: a capture may catch the log redrawn and the
    // status line not yet.
    let pushed = try await screen.waitFor("the class pushed, its override marked") {
      $0.contains("viewDidAppear: 22-missing-super-appear.swift:12 ✗ super")
        && $0.contains("Onboardin… didMoveToParentViewController:") && !$0.contains("stands in")
    }
    // Cut with `…` in the controllers pane and the log, never silently; the stand-in line is
    // said once (the next key cleared it, as the wait above saw).
    #expect(pushed.contains("●▶OnboardingViewCo…"), "\(pushed)")
    #expect(pushed.contains("View tree: OnboardingViewController"))
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
  }

  /// `x` writes the class's marks into the script (`# own:`), so `--replay` of the export,
  /// with no `--own`, marks the same callbacks as the screen it was exported from.
  @Test func aReplayedExportMarksTheClassAsTheScreenDid() async throws {
    let folder = try temporaryDirectory("own-replay")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = OwnCommandTests.corpus("22-missing-super-appear.swift")
    let mark = "viewDidAppear: 22-missing-super-appear.swift:12 ✗ super"
    let live = try LiveTmuxScreen(
      arguments: ["--own", path, "--pacing", "instant", "--export-dir", folder],
      directory: folder)
    defer { live.close() }
    try await live.waitFor("the stand-in line") { $0.contains("stands in") }
    try live.sendKeys("p")
    try await live.waitFor("the mark") { $0.contains(mark) }
    try live.sendKeys("x")
    try await live.waitFor("the export") { _ in
      ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .contains { $0.hasSuffix(".vcl") }
    }
    try live.sendKeys("q")
    try await live.waitFor("the end") { $0.contains("EXIT=0") }
    let script = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".vcl") })
    let text = try String(contentsOfFile: folder + "/" + script, encoding: .utf8)
    #expect(text.contains("\n# own: swift 22-missing-super-appear.swift "), "\(text)")

    let replay = try LiveTmuxScreen(
      arguments: ["--replay", script, "--pacing", "instant"], directory: folder)
    defer { replay.close() }
    // The class stands in again; n plays its lines: ios, the class, the launch, the push.
    try await replay.waitFor("the stand-in line") {
      $0.contains("stands in") && $0.contains("replay 0 / 4")
    }
    for _ in 0..<4 { try replay.sendKeys("n") }
    // Waited for as one frame: a capture may catch the log redrawn and the panes not yet.
    try await replay.waitFor("the replay, marked, the class on top") {
      $0.contains(mark) && $0.contains("●▶OnboardingViewCo…")
    }
    try replay.sendKeys("q")
    try await replay.waitFor("the end of the replay") { $0.contains("EXIT=0") }
  }

  @Test func aNarrowScreenKeepsTheMarkAndCutsTheName() async throws {
    let screen = try LiveTmuxScreen(
      command: try Self.command("20-wrong-super.swift", ["--lang", "zh", "--pacing", "step"]),
      width: 60, height: 20)
    defer { screen.close() }
    // A class made in code takes Comments' place: the third push.
    try await screen.waitFor("the stand-in line in Chinese") {
      $0.contains("代替示例应用的 Comments")
    }
    // Step by step (space shows the next callback at the log's foot), so the pop's rows are
    // each seen however few rows the pane has.
    func stepUntil(_ description: String, _ seen: (String) -> Bool) async throws -> String? {
      for _ in 0..<40 {
        let shown = screen.capture()
        if seen(shown) { return shown }
        try screen.sendKeys("Space")
        try await Task.sleep(for: .milliseconds(150))
      }
      return nil
    }
    try screen.sendKeys("p", "p", "p")
    // Its name cut to the Controllers pane's width, its view loaded and on screen.
    let pushed = try await stepUntil("the class pushed") {
      $0.contains("视图树：CheckoutViewController") && $0.contains("●▶CheckoutView…")
    }
    #expect(pushed != nil, "\(screen.capture())")
    try screen.sendKeys("b")
    // Its viewWillDisappear: calls super.viewWillAppear: a ⚠ mark, the file name left out
    // where the pane has no room for it.
    let found = try await stepUntil("the mark") { $0.contains("⚠ super") } != nil
    #expect(found, "\(screen.capture())")
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
  }

  /// Swift needs iOS 7: a Swift class's iOS 5 side says it is hypothetical; an
  /// Objective-C class's does not.
  @Test(arguments: [("22-missing-super-appear.swift", true), ("16-warning-super-first.m", false)])
  func compareSaysAnIOS5SideIsHypotheticalForSwift(file: String, isSwift: Bool) async throws {
    let screen = try LiveTmuxScreen(
      command: try Self.command(file, ["--compare", "ios=5,17"]))
    defer { screen.close() }
    let shown = try await screen.waitFor("both sides") {
      $0.contains(" iOS 5 ") && $0.contains(" iOS 17 ")
    }
    let note = "as if this logic ran on iOS 5 (Swift needs iOS 7)"
    #expect(shown.contains(note) == isSwift, "\(shown)")
    #expect(!Self.lines(of: shown, containing: " iOS 17 ").contains { $0.contains("as if") })
    if isSwift {
      try screen.sendKeys("L")
      try await screen.waitFor("the note in Chinese") {
        $0.contains("假设这段逻辑运行在 iOS 5 上（Swift 需要 iOS 7）")
      }
    }
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
  }

  static func lines(of screen: String, containing needle: String) -> [Substring] {
    screen.split(separator: "\n").filter { $0.contains(needle) }
  }

  static let lesson = """
    name: bring-your-own
    title: {en: Your controller, zh: 你的控制器}
    summary: {en: A push of your own class., zh: 推入你自己的类。}
    controllers:
      - {name: Detail, origin: custom}
    root: nav Home
    steps:
      - do: push Detail
        own: Detail
        say: {en: Detail is pushed., zh: Detail 被推入。}
      - do: pop
        say: {en: Back., zh: 返回。}
    """

  /// A lesson's `own: Detail` step runs the student's class in Detail's place with --own,
  /// and says how to bring one without it (running Detail).
  @Test(arguments: [true, false])
  func aLessonsOwnStep(withOwn: Bool) async throws {
    let file = try temporaryFile(Self.lesson, suffix: ".yaml")
    defer { try? FileManager.default.removeItem(at: file) }
    let command =
      withOwn
      ? try Self.command("22-missing-super-appear.swift", ["--lesson", file.path])
      : "trap 'true' INT; "
        + [try LiveTmuxScreen.binaryPath(), "--lesson", file.path, "--pacing", "instant"]
        .map(LiveTmuxScreen.shellQuoted).joined(separator: " ") + "; echo EXIT=$?; sleep 60"
    let screen = try LiveTmuxScreen(command: command)
    defer { screen.close() }
    try await screen.waitFor("the title card") { $0.contains("A push of your own class.") }
    if withOwn {
      try await screen.waitFor("the class in the lesson's app") {
        $0.contains("joins this") && $0.contains("step 1 runs it")
      }
    }
    try screen.sendKeys("n")
    let step = try await screen.waitFor("step 1") { $0.contains("step 1 / 2") }
    if withOwn {
      try await screen.waitFor("the class pushed, marked") {
        $0.contains("View tree: OnboardingViewController")
          && $0.contains("viewDidAppear: 22-missing-super-appear.swift:12 ✗ super")
      }
    } else {
      #expect(step.contains("View tree: Detail"), "\(step)")
      try await screen.waitFor("how to bring one") {
        $0.replacingOccurrences(of: "\n", with: " ").contains("YourController.swift")
      }
    }
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0 after q") { $0.contains("EXIT=0") }
  }
}
