import Foundation
import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// A terminal whose keys are a list: the live loop runs in process, effects and all.
final class ScriptedTerminal: TerminalIO {
  private var keys: [Key]
  let sink = BufferSink(width: 80, height: 24)
  private(set) var themes: [Theme] = []
  private(set) var frames: [String] = []

  init(_ keys: [Key]) { self.keys = keys }

  func readKey(timeoutMs: Int?) -> Key? {
    // A timer's wake-up while something animates; the end of input when the keys run out.
    guard !keys.isEmpty else { return nil }
    return keys.removeFirst()
  }
  var glyphs: Glyphs { .unicode }
  func invalidate() {}
  func apply(theme: Theme) { themes.append(theme) }
  /// No signal comes to a scripted terminal.
  var endingSignal: Int32? { nil }
  func size() -> (width: Int, height: Int) { sink.size() }
  func draw(_ grid: Grid) {
    sink.draw(grid)
    frames.append(grid.textDump())
  }
}

@Suite("The live loop, in process")
struct LiveLoopTests {
  static func lessonOptions(_ name: String, directory: String = ".") -> LiveApp.Options {
    var options = LiveApp.Options()
    options.lesson = LessonLibrary.lesson(named: name)
    options.lessonSource = name
    options.pacing = .instant
    options.exportDirectory = directory
    return options
  }

  @Test func xExportsTheLessonAndSaysWhere() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-loop-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let options = Self.lessonOptions("memory-warnings", directory: directory)
    let terminal = ScriptedTerminal([.char("n"), .char("b"), .char("x"), .char("q")])
    let last = LiveApp.loop(LiveApp.startClassroom(options), on: terminal, options: options)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    // memory-warnings asks questions: the sheet without answers is written beside the handout.
    #expect(files == ["vclife-session-questions.md", "vclife-session.md", "vclife-session.vcl"])
    let script = try String(contentsOfFile: directory + "/vclife-session.vcl", encoding: .utf8)
    #expect(script.contains("push Detail") && !script.contains("\npop"), "a detour was exported")
    #expect(terminal.frames.last?.contains("Saved in") == true)
    #expect(last.detour != nil, "exporting took the class off its detour")
  }

  /// Fresh-eyes review: `today` walks iOS 6, 13 and 17, so its compare mode is iOS 6 beside
  /// 17, not iOS 5 beside 6+ (whose sides would contradict its narration); the end says so.
  @Test func aLessonsCompareModeShowsTheVersionsItWalks() throws {
    #expect(
      CompareKind.walking(try #require(LessonLibrary.lesson(named: "today")))
        == .versions(left: 6, right: 17))
    for name in ["memory-warnings", "load-cycle", "listing-4-3"] {
      #expect(
        CompareKind.walking(try #require(LessonLibrary.lesson(named: name))) == .iOSVersions,
        "\(name)")
    }
    let options = Self.lessonOptions("today")
    let terminal = ScriptedTerminal([.char("c"), .char("q")])
    _ = LiveApp.loop(LiveApp.startClassroom(options), on: terminal, options: options)
    #expect(terminal.frames.last?.contains(" iOS 17 ·") == true, "\(terminal.frames.last ?? "")")
  }

  @Test func quitKeepsTheLessonForResumeFromEitherScreen() throws {
    let options = Self.lessonOptions("memory-warnings")
    for keys: [Key] in [[.char("n"), .char("q")], [.char("n"), .char("c"), .char("q")]] {
      let terminal = ScriptedTerminal(keys)
      let last = LiveApp.loop(LiveApp.startClassroom(options), on: terminal, options: options)
      let saved = try #require(LiveApp.sessionToKeep(last))
      #expect(saved.lesson == "memory-warnings")
      #expect(saved.entries.dropFirst(2) == [.step])
    }
  }

  @Test func cGoesToCompareModeAndBackWithTheSession() {
    let options = Self.lessonOptions("memory-warnings")
    let terminal = ScriptedTerminal([.char("n"), .char("c"), .char("n"), .char("c")])
    let last = LiveApp.loop(LiveApp.startClassroom(options), on: terminal, options: options)
    #expect(!last.isComparing, "c twice did not come back to one app")
    #expect(last.lessonStep == 2 && last.prediction != nil)
    #expect(terminal.frames.contains { $0.contains("iOS 5 ·") && $0.contains("iOS 6+ ·") })
  }

  /// Every field of the screen's settings, changed in compare mode, is the single screen's
  /// after `c`, and the other way round: the test fails for a new setting no key changes.
  @Test func everySettingSurvivesCBothWays() throws {
    let keys: [Key] = [.char("L"), .char("t"), .char("P"), .char("s"), .char("+")]
    let defaults = ScreenSettings()
    // Who answers and the choices' order come from the command line, not a key.
    let fromCommandLine = { (classroom: inout Classroom) in
      classroom.settings.audience = .student
      classroom.settings.choiceOrder = ChoiceOrder(seed: 7)
    }
    // Compare mode first, then back.
    var screen = Classroom.mirroring(Classroom(pacing: .animated))
    fromCommandLine(&screen)
    for key in keys { _ = screen.handle(key) }
    let changed = screen.settings
    let fields = Mirror(reflecting: changed).children
    let same = Mirror(reflecting: defaults).children
    for (field, before) in zip(fields, same) {
      #expect("\(field.value)" != "\(before.value)", "no key changed \(field.label ?? "?")")
    }
    screen.handle(.char("c"))
    #expect(!screen.isComparing && screen.settings == changed)
    // One app first, then compare mode.
    var single = Classroom(pacing: .animated)
    fromCommandLine(&single)
    for key in keys { _ = single.handle(key) }
    single.handle(.char("c"))
    #expect(single.isComparing && single.settings == changed)
  }

  @Test func tInCompareModeChangesTheTerminalsColours() {
    let options = LiveApp.Options()
    let terminal = ScriptedTerminal([.char("c"), .char("t"), .char("c")])
    let last = LiveApp.loop(LiveApp.startClassroom(options), on: terminal, options: options)
    #expect(terminal.themes == [.light])
    #expect(last.theme == .light)
  }
}
