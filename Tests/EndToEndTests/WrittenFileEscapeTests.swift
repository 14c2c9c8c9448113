import Foundation
import Testing
import VCLifeScript

/// No file vclife writes holds a raw control byte from a name: a lesson file's name, the
/// export directory's, a replay's path or the terminal type. Each is escaped as the screen
/// shows it (`\u{1B}`), so `cat` of an export, a handout, a saved session or a recording's
/// header cannot retitle, recolour or copy to the clipboard of the terminal that shows it.
@Suite(.serialized)
struct WrittenFileEscapeTests {
  /// ESC, an OSC 52 clipboard write ended by BEL, a right-to-left override, a zero width space.
  static let hostile = "\u{1B}[31m\u{1B}]52;c;cHduZWQ=\u{07}\u{202E}\u{200B}"

  static let lesson = """
    title: {en: Hostile names, zh: 危险的名字}
    summary: {en: Two controllers., zh: 两个控制器。}
    controllers:
      - {name: Plain}
      - {name: Other}
    root: nav Plain
    steps:
      - do: push Other
        say: {en: Other is pushed., zh: 推入 Other。}
    """

  /// The lines of `path` that escaping would change: each holds a raw control character.
  static func rawLines(of path: String) throws -> [String] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n").map(String.init).filter {
      ControllerName.escaped($0) != $0
    }
  }

  @Test(.enabled(if: TestPlatform.isLinux, TestPlatform.procReason))
  func exportsHandoutsSavedSessionsAndRecordingsHoldNoRawControlCharacter() async throws {
    let folder = try temporaryDirectory("written-escape")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let directory = folder + "/export" + Self.hostile
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let lessonFile = directory + "/lesson" + Self.hostile + ".yaml"
    try Self.lesson.write(toFile: lessonFile, atomically: true, encoding: .utf8)

    let screen = try LiveTmuxScreen(
      arguments: ["--lesson", lessonFile, "--export-dir", directory, "--pacing", "instant"])
    defer { screen.close() }
    defer { try? FileManager.default.removeItem(atPath: screen.stateHome) }
    try await screen.waitFor("the lesson") { $0.contains("Hostile names") }
    try screen.sendKeys("n")
    try await screen.waitFor("Other pushed") { $0.contains(LiveScreenTests.loaded("Other")) }
    try screen.sendKeys("x")
    try await screen.waitFor("the export said") { $0.contains("vclife-session.md") }
    try screen.sendKeys("q")
    try await screen.waitFor("the exit") { $0.contains("EXIT=0") }

    let script = directory + "/vclife-session.vcl"
    let saved = screen.stateHome + "/vclife/last-session.vcl"
    let written = [script, directory + "/vclife-session.md", saved]
    for path in written {
      #expect(try Self.rawLines(of: path) == [], "\(ControllerName.escaped(path))")
    }
    // The export carries the lesson itself, not its path: it replays, and resumes.
    let exported = try String(contentsOfFile: script, encoding: .utf8)
    #expect(exported.contains("# document: lesson") && !exported.contains("]52;c;"))
    let replayed = try vclife("script", script)
    #expect(replayed.status == 0, "\(replayed.err)")
    #expect(replayed.out.contains("Other"))

    // A recording's header: the title names the replay's path, and a player shows it.
    let replay = directory + "/replay" + Self.hostile + ".vcl"
    try "root nav A\nnew B\npush B\n".write(toFile: replay, atomically: true, encoding: .utf8)
    let cast = folder + "/replay.cast"
    let recorded = try vclife(["record", "--replay", replay, cast], input: Data())
    #expect(recorded.status == 0, "\(recorded.err)")
    let header = try CastFile(Data(contentsOf: URL(fileURLWithPath: cast))).header
    let title = try #require(header["title"] as? String)
    #expect(ControllerName.escaped(title) == title, "\(ControllerName.escaped(title))")
    #expect(title.contains("\\u{7}"))
  }
}
