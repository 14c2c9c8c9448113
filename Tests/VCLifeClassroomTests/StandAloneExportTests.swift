import Foundation
import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// An export replays the same app anywhere: a teacher's own lesson is named by its file,
/// which the reader follows; each handout names its own script.
@Suite("Exports that stand alone")
struct StandAloneExportTests {
  static let lessonText = """
    name: my-layout
    title: {en: My layout, zh: 我的布局}
    summary: {en: Two controllers., zh: 两个控制器。}
    budget: 64MB
    controllers:
      - {name: Plain}
      - {name: Auto, origin: storyboard, autolayout: true}
    root: nav Plain
    steps:
      - do: push Auto
        say: {en: Auto is pushed., zh: 推入 Auto。}
      - do: warning
        predict: {en: Is Auto's view kept?, zh: Auto 的视图会保留吗？}
        choices:
          - {en: Yes, zh: 会}
          - {en: No, zh: 不会}
        answer: 1
        say: {en: It is kept., zh: 保留。}
    """

  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-export-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func aTeachersOwnLessonReplaysTheSameTraceFromItsExport() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/my-layout.yaml"
    try Self.lessonText.write(toFile: file, atomically: true, encoding: .utf8)
    var model = Classroom(lesson: try LessonLibrary.load(file), pacing: .instant)
    model.source.document = EmbeddedDocument.ofFile(file, kind: .lesson)
    for key: Key in [.char("n"), .char("n"), .char("1"), .char("n")] { model.handle(key) }
    let script = model.exportFiles().script
    // The lesson travels inside the script, with no path of the machine it was made on.
    #expect(!script.contains(folder), "\(script)")
    try FileManager.default.removeItem(atPath: file)
    let scenario = try #require(try SessionExport.scenario(ofScript: script))
    #expect(scenario.budget == model.session.initialState.budget)
    let run = ScriptRun(script: script, scenario: scenario)
    #expect(!run.hasErrors)
    let trace = { (session: Session) in
      session.events.filter { $0.kind != .action }.map {
        "\($0.object) \($0.name.text) \($0.memory)"
      }
    }
    #expect(trace(run.session) == trace(model.session), "the replay is not the class's trace")
    #expect(run.session.state.controllers["Auto"]?.template.autoLayout == true)
  }

  @Test func aSecondExportsHandoutNamesItsOwnScript() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let model = Classroom(lesson: LessonLibrary.lesson(named: "load-cycle")!, pacing: .instant)
    var handouts: [String] = []
    for _ in 0..<2 {
      let files = model.exportFiles()
      let paths = try ExportWriter.write(
        script: files.script, handout: files.handout, directory: folder)
      handouts.append(try String(contentsOfFile: paths.handout, encoding: .utf8))
    }
    #expect(handouts[0].contains("`vclife script vclife-session.vcl`"))
    #expect(handouts[1].contains("`vclife script vclife-session-2.vcl`"), "\(handouts[1])")
  }
}
