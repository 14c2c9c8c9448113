import Foundation
import Testing
import VCLifeCore
import VCLifeScript

/// A lesson named after its file gets a name that is safe wherever it is shown or written.
@Suite struct LessonFileNameTests {
  @Test(arguments: [
    ("load-cycle", "load-cycle"), ("My Lesson", "my-lesson"), ("\u{1B}[2Jevil", "2jevil"),
    ("a\nb", "a-b"), ("week_3 (draft)", "week-3-draft"), ("日本語", "lesson"), ("---", "lesson"),
    ("Ünïcode", "n-code"), (String(repeating: "ab", count: 30), String(repeating: "ab", count: 20)),
    (String(repeating: "a", count: 39) + "-b", String(repeating: "a", count: 39)),
  ])
  func safeNames(file: String, expected: String) {
    #expect(LessonLibrary.safeName(fromFileName: file) == expected)
  }

  static let lessonText = """
    title: {en: T, zh: 标题}
    summary: {en: S, zh: 摘要}
    root: nav A
    steps:
      - do: push B
        say: {en: x, zh: 说}
        expect: [B loadView]
    """

  @Test(arguments: ["\u{1B}]0;pwned\u{7}", "two\nlines", "Spaced Out"])
  func aFileWithAHostileNameGivesASafeLessonName(stem: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-lesson-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(stem + ".yaml").path
    try Self.lessonText.write(toFile: path, atomically: false, encoding: .utf8)
    let lesson = try LessonLibrary.load(path)
    #expect(lesson.name == LessonLibrary.safeName(fromFileName: stem))
    #expect(
      lesson.name.allSatisfy { $0 == "-" || ("a"..."z").contains($0) || ("0"..."9").contains($0) })
    // The exported script's marker line carries the name, and nothing else.
    let run = LessonRun(lesson)
    let script = SessionExport.script(of: run.session, scenarioName: lesson.name)
    #expect(script.split(separator: "\n").contains("# scenario: \(lesson.name)"))
    #expect(!script.unicodeScalars.contains { ControlCharacters.contains($0) && $0 != "\n" })
    #expect(SessionExport.scenarioName(ofScript: script) == lesson.name)
  }

  @Test func aNameInTheFileStillWins() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("Odd Name \(UUID().uuidString).yaml").path
    try ("name: chosen\n" + Self.lessonText).write(toFile: path, atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try LessonLibrary.load(path).name == "chosen")
  }
}
