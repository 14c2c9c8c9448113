import VCLifeCore
import VCLifeScript

/// What `x` writes, made for the file names the writer chooses.
public struct ExportFiles {
  /// The replay script.
  public let script: String
  /// The handout, for the script's file name.
  public let handout: (_ script: String) -> String
  /// A lesson's questions without answers, for the script's and the handout's file names;
  /// nil when there is no lesson or it asks nothing.
  public let questions: (_ script: String, _ handout: String) -> String?
}

extension Classroom {
  /// The session as the lesson stands (a detour left out), as a replayable script, a
  /// Markdown handout and, for a lesson with questions, a question sheet. A teacher's own
  /// lesson or scenario travels inside the script, so it replays anywhere; a shuffle's seed
  /// too, so the replay, the handout and the sheet show the choices in the class's order.
  public func exportFiles() -> ExportFiles {
    let classroom = onTheLesson
    let session = classroom.session
    let source = classroom.source
    let settings = classroom.settings
    let lesson = classroom.lesson
    let progress = lesson != nil ? classroom.plan?.progress : nil
    let own = own
    return ExportFiles(
      script: SessionExport.script(
        of: session, scenarioName: source.scenarioName, document: source.document,
        choiceOrder: settings.choiceOrder, own: own),
      handout: { file in
        SessionExport.handout(
          of: session, scenarioName: source.scenarioName, language: settings.language,
          lesson: progress, scriptFile: file, choiceOrder: settings.choiceOrder,
          audience: settings.audience, own: own)
      },
      questions: { script, handout in
        lesson.flatMap {
          SessionExport.questionSheet(
            of: $0, language: settings.language, choiceOrder: settings.choiceOrder,
            scriptFile: script, handoutFile: handout)
        }
      })
  }
}

extension Classroom {
  /// The class's answers per student as CSV, for the lesson as it stands; nil outside a
  /// lesson or when nobody answered.
  public func answersCSV(_ record: ClassRecord) -> String? {
    guard lesson != nil, let progress = onTheLesson.plan?.progress else { return nil }
    return record.csv(
      progress: progress, choiceOrder: settings.choiceOrder, language: settings.language)
  }
}
