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
    planned = lesson.steps.map {
      PlannedStep(
        actions: $0.actions, say: $0.say, predict: $0.predict, choices: $0.choices,
        answer: $0.answer, focus: $0.subject)
    }
  }

  // MARK: Export

  /// The session as a replayable script and a Markdown handout (made for the script's file
  /// name), for the loop to write. `lessonFile` is a teacher's own lesson's absolute path.
  public func exportFiles(lessonFile: String? = nil) -> (
    script: String, handout: (String) -> String
  ) {
    let name = lesson?.name ?? Catalogue.builtInName
    let session = session
    let language = language
    let progress = lessonProgress
    return (
      SessionExport.script(of: session, scenarioName: name, lessonFile: lessonFile),
      { file in
        SessionExport.handout(
          of: session, scenarioName: name, language: language, lesson: progress, scriptFile: file)
      }
    )
  }

  /// The lesson as the class played it, for the handout: each step's start and answer.
  public var lessonProgress: LessonProgress? {
    guard let lesson else { return nil }
    var progress = LessonProgress(lesson: lesson)
    for record in stepRecords {
      progress.beginStep(atAction: record.actionStart)
      if let chosen = record.chosen { progress.choose(chosen) }
    }
    return progress
  }
}

/// Compare mode: a side takes over the lesson of the single-app screen it mirrors.
extension LiveModel {
  /// Takes the lesson (steps played and to come, narration, an open question) of `model`,
  /// whose actions this model has just replayed without its `ios` switches.
  mutating func adoptLesson(of model: LiveModel) {
    guard model.lesson != nil || !model.planned.isEmpty else { return }
    lesson = model.lesson
    planned = model.planned
    playedCount = model.playedCount
    lessonStep = model.lessonStep
    narration = model.narration
    currentStep = model.currentStep
    chosenAnswer = model.chosenAnswer
    let sideIndex = { (single: Int) in
      model.session.actions.prefix(single).filter { !$0.isBehaviorSwitch }.count
    }
    stepRecords = model.stepRecords.map { record in
      var record = record
      record.actionStart = sideIndex(record.actionStart)
      return record
    }
    if let question = model.prediction, let start = stepRecords.last?.actionStart,
      start < session.actions.count
    {
      // The question is still open: hide this side's callbacks of the step too.
      prediction = question
      move(to: session.eventRange(ofAction: start).lowerBound)
    }
  }
}
