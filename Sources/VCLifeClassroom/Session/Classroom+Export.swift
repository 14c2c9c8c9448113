import VCLifeCore
import VCLifeScript

extension Classroom {
  /// The session as the lesson stands (a detour left out), as a replayable script and a
  /// Markdown handout (made for the script's file name), for the loop to write. A teacher's
  /// own lesson or scenario travels inside the script, so it replays anywhere.
  public func exportFiles() -> (script: String, handout: (String) -> String) {
    let classroom = onTheLesson
    let session = classroom.session
    let source = classroom.source
    let language = classroom.language
    let progress = classroom.lesson != nil ? classroom.plan?.progress : nil
    return (
      SessionExport.script(
        of: session, scenarioName: source.scenarioName, document: source.document),
      { file in
        SessionExport.handout(
          of: session, scenarioName: source.scenarioName, language: language, lesson: progress,
          scriptFile: file)
      }
    )
  }
}
