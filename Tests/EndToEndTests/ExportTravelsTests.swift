import Foundation
import Testing

/// Homework that travels (classroom review M-C): a class taught from a teacher's own lesson
/// file is exported with `x`; the script alone, copied to another folder with the lesson file
/// deleted (a student's machine), replays with `vclife script` to the same trace the class
/// saw (the handout's event rows, numbered as `vclife script` numbers them), and with
/// `--replay` as the same lesson: the same question, and, answered the same, the same actions.
@Suite(.serialized)
struct ExportTravelsTests {
  static let lesson = """
    title: {en: Pushed at once, zh: 一次推入}
    summary: {en: Three controllers pushed at once., zh: 一次推入三个控制器。}
    controllers:
      - {name: Inbox}
      - {name: Folder}
      - {name: Thread}
      - {name: Message}
    root: nav Inbox
    steps:
      - do: push Folder Thread Message
        say: {en: Three are pushed at once; only Message loads its view., zh: 一次推入三个；只有 Message 加载视图。}
      - do: pop
        focus: Thread
        predict: {en: Which controller loads its view now?, zh: 现在哪个控制器加载视图？}
        choices:
          - {en: Folder, zh: Folder}
          - {en: Thread, zh: Thread}
          - {en: Message, zh: Message}
        answer: 2
        say: {en: Thread's view was nil until now; it loads as it appears., zh: Thread 的视图一直为 nil；它出现时才加载。}
    """

  /// The handout's event rows: `| 7 | Thread | `loadView` | …` as (number, object, name).
  static func handoutEvents(_ handout: String) -> [String] {
    handout.split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 6, let number = Int(cells[1]) else { return nil }
      let name = cells[3].trimmingCharacters(in: CharacterSet(charactersIn: "`*"))
      return "\(number) \(cells[2]) \(name)"
    }
  }

  /// The script's action lines, comments left out.
  static func actions(_ script: String) -> [String] {
    script.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
  }

  /// Plays the lesson (or the replay) in a live screen in `folder`: step 1, the question
  /// answered 2 and revealed, `x`; returns the screen that showed the question.
  static func teach(_ arguments: [String], in folder: String, exported: String) async throws
    -> String
  {
    let screen = try LiveTmuxScreen(
      arguments: arguments + ["--pacing", "instant", "--export-dir", folder], directory: folder)
    defer { screen.close() }
    try await screen.waitFor("the title card") { $0.contains("Pushed at once") }
    try screen.sendKeys("n")
    try await screen.waitFor("step 1") { $0.contains("only Message loads its view") }
    try screen.sendKeys("n")
    let question = try await screen.waitFor("the question") {
      $0.contains("Which controller loads its view now?")
    }
    try screen.sendKeys("2")
    try screen.sendKeys("n")
    try await screen.waitFor("the answer") { $0.contains("Answer: 2") }
    try screen.sendKeys("x")
    try await screen.waitFor("the export") { _ in
      FileManager.default.fileExists(atPath: folder + "/" + exported)
    }
    try screen.sendKeys("q")
    try await screen.waitFor("the end") { $0.contains("EXIT=") }
    return question
  }

  @Test func aLessonFileServesAsAScenario() throws {
    let file = try temporaryFile(Self.lesson, suffix: ".yaml")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try vclife("script", "--scenario", file.path, "--lang", "en", input: "push Folder\n")
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.contains("Inbox") && run.out.contains("Folder"), "\(run.out)")
  }

  @Test func anExportOfATeachersOwnLessonReplaysElsewhere() async throws {
    let teacher = try temporaryDirectory("teacher")
    let student = try temporaryDirectory("student")
    defer {
      try? FileManager.default.removeItem(atPath: teacher)
      try? FileManager.default.removeItem(atPath: student)
    }
    let lessonFile = teacher + "/Pushed At Once.yaml"
    try Self.lesson.write(toFile: lessonFile, atomically: true, encoding: .utf8)
    let asked = try await Self.teach(
      ["--lesson", lessonFile], in: teacher, exported: "vclife-session-questions.md")
    #expect(asked.contains("1  Folder") || asked.contains("1 Folder"), "\(asked)")

    // The student has the script alone: the lesson file and the teacher's folder are gone.
    let script = try String(contentsOfFile: teacher + "/vclife-session.vcl", encoding: .utf8)
    let handout = try String(contentsOfFile: teacher + "/vclife-session.md", encoding: .utf8)
    let sheet = try String(
      contentsOfFile: teacher + "/vclife-session-questions.md", encoding: .utf8)
    #expect(!script.contains(teacher), "the script names the teacher's folder")
    #expect(sheet.contains("Which controller loads its view now?"))
    #expect(!sheet.contains("right answer"))
    try script.write(toFile: student + "/vclife-session.vcl", atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: teacher)

    // `vclife script`: the class's trace, event for event.
    let run = try vclife(
      "script", student + "/vclife-session.vcl", "--format", "jsonl", "--lang", "en")
    #expect(run.status == 0, "\(run.err)")
    let replayed = try jsonLines(run.out).compactMap { event -> String? in
      guard let kind = event["kind"] as? String, kind == "callback" || kind == "effect",
        let number = event["seq"] as? Int, let object = event["object"] as? String,
        let name = event["name"] as? String
      else { return nil }
      return "\(number) \(object) \(name)"
    }
    let taught = Self.handoutEvents(handout)
    #expect(!taught.isEmpty)
    #expect(replayed == taught, "the replay is not the class's trace")

    // `--replay`: the same lesson, the same question; answered the same, the same actions.
    let again = try await Self.teach(
      ["--replay", "vclife-session.vcl"], in: student, exported: "vclife-session-2.vcl")
    #expect(again.contains("Which controller loads its view now?"))
    let second = try String(contentsOfFile: student + "/vclife-session-2.vcl", encoding: .utf8)
    #expect(Self.actions(second) == Self.actions(script))
    // Played by one student, the replay's handout speaks to them.
    let secondHandout = try String(
      contentsOfFile: student + "/vclife-session-2.md", encoding: .utf8)
    #expect(secondHandout.contains("You answered 2: right."), "\(secondHandout)")
  }
}
