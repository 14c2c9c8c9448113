import VCLifeCore
import VCLifeScript

/// Lessons and exports: a model built from a lesson, and the session written out.
extension LiveModel {
  /// A model teaching a lesson: its scenario launched, its steps queued for `n`.
  public init(
    lesson: Lesson, pacing: Pacing = .step, language: ReportLanguage = .en, theme: Theme = .dark
  ) {
    let scenario = lesson.scenario
    let catalogue = Catalogue(scenario: scenario)
    self.init(
      catalogue: catalogue, behavior: scenario.behavior, pacing: pacing, language: language,
      theme: theme, launch: false, budget: scenario.budget)
    self.lesson = lesson
    perform(.launch(catalogue.root))
    showAll()
    narration = lesson.summary
    queue = lesson.steps.map { PlannedStep(actions: $0.actions, say: $0.say, predict: $0.predict) }
  }

  // MARK: Export

  /// The session as a replayable script and a Markdown handout, for the loop to write.
  public func exportFiles() -> (script: String, handout: String) {
    let name = lesson?.name ?? Catalogue.builtInName
    return (
      SessionExport.script(of: session, scenarioName: name),
      SessionExport.handout(of: session, scenarioName: name, language: language)
    )
  }

  /// Tells the model where the export went, or why it failed.
  public mutating func exportFinished(_ result: String, isError: Bool) {
    wantsExport = false
    say(result, isError: isError)
  }
}
