import VCLifeCore
import VCLifeScript

/// A line the status bar shows until the next key: an explanation, or why a key did nothing.
public struct StatusMessage: Equatable, Sendable {
  public var text: String
  public var isError: Bool
}

/// Everything the live screen knows, without a terminal: the session, which event is shown
/// (the cursor), pacing, selection, scrolling and the help screen. Keys go in, frames are
/// rendered from it; the simulator's events are the only source of what changes.
public struct LiveModel: Sendable {
  /// The recorded run.
  public internal(set) var session: Session
  /// The example app whose controllers the keys create.
  public let catalogue: Catalogue
  /// The last event on screen; nil before the first.
  public internal(set) var cursor: Int?
  /// The state after the cursor's event: what every pane shows.
  public internal(set) var shownState: AppState
  /// How the screen shows the session: language, theme, pacing, speed, projector view.
  public internal(set) var settings = ScreenSettings()
  /// How callbacks play.
  public internal(set) var pacing: Pacing {
    get { settings.pacing }
    set { settings.pacing = newValue }
  }
  /// Whether animated playback is paused.
  public internal(set) var isPaused = false
  /// Index into `speeds`.
  public internal(set) var speedLevel: Int {
    get { settings.speedLevel }
    set { settings.speedLevel = newValue }
  }
  /// The selected row of the Controllers pane; nil follows the controller on screen.
  public internal(set) var selectedRow: Int?
  /// How many events the log is scrolled back from the cursor.
  public internal(set) var logScroll = 0
  /// Whether the help screen is up.
  public internal(set) var showsHelp = false
  /// The help screen's page (space turns it).
  public internal(set) var helpPage = 0
  /// The status bar's message.
  public internal(set) var message: StatusMessage?
  /// The narration language.
  public internal(set) var language: ReportLanguage {
    get { settings.language }
    set { settings.language = newValue }
  }
  /// Whether the user stepped back in time (←, Home): acting then drops what came after.
  public internal(set) var isRewound = false
  /// Whether the projector view (a large banner of the current callback) is up.
  public internal(set) var showsPresentation: Bool {
    get { settings.showsPresentation }
    set { settings.showsPresentation = newValue }
  }
  /// The colour theme.
  public internal(set) var theme: Theme {
    get { settings.theme }
    set { settings.theme = newValue }
  }
  /// Every planned step (a replay's actions, a lesson's steps), played or not.
  public internal(set) var planned: [PlannedStep] = []
  /// How many planned steps have been played.
  public internal(set) var playedCount = 0
  /// Steps waiting to be played: `n` or Enter plays the next; an animated replay plays them
  /// one after another. (An index into `planned`, so a long replay never copies it.)
  public var queue: ArraySlice<PlannedStep> { planned[playedCount...] }
  /// The lesson being taught, if any.
  public internal(set) var lesson: Lesson?
  /// How many of the lesson's steps have been played.
  public internal(set) var lessonStep = 0
  /// What the teacher's current step says (a lesson), shown above the log's reasons.
  public internal(set) var narration: Localized?
  /// A question to ask before revealing the step's callbacks; space reveals them one by one.
  public internal(set) var prediction: Localized?
  /// Where the lesson was left, while a detour is taken; `n` returns there.
  public internal(set) var detour: LessonMark?
  /// Whether `y` asked for the highlighted event's whole reason.
  public internal(set) var showsWholeWhy = false
  /// The lesson step played last: its question's choices and answer.
  public internal(set) var currentStep: PlannedStep?
  /// What the class answered for the current step's question (1-based), if anything.
  public internal(set) var chosenAnswer: Int?
  /// Every lesson step played, in order: where it began and what the class answered.
  public internal(set) var stepRecords: [StepRecord] = []
  /// The push-or-present picker, while it is open.
  public internal(set) var picker: Picker?
  /// The lesson menu, while it is open.
  public internal(set) var lessonMenu: LessonMenu?
  /// Whether the frames are recorded for viewers who press no key (`vclife record`): a
  /// question then asks them to pause and think instead of naming keys.
  public internal(set) var isRecorded = false
  /// Whether `R` was pressed once: a second `R` resets the app to its launch.
  public internal(set) var confirmsReset = false
  /// In compare mode, the side's fixed system: `ios` actions are left out.
  public internal(set) var pinnedBehavior: SystemBehavior?

  /// Animation speeds, in callbacks per second.
  public static let speeds = [1, 2, 4, 8, 16, 32]

  /// The most actions one session keeps: each costs about 1.6 KB (its events), and compare
  /// mode holds the session up to three times. A class does a few hundred; a key held down
  /// for an hour stops here with a message, and `--resume` can always restore what `q` kept
  /// (its limit, ``SavedSession/maximumEntries``, is higher).
  public static let maximumActions = 150_000
  /// This session's limit: ``maximumActions``, lower in tests.
  var actionLimit = LiveModel.maximumActions

  /// A model of the catalogue's app, launched and shown all at once, or, for a replay
  /// (`launch: false`), waiting for its queued actions.
  public init(
    catalogue: Catalogue = .photoAlbum, behavior: SystemBehavior = .iOS6,
    pacing: Pacing = .animated, language: ReportLanguage = .en, theme: Theme = .dark,
    presentation: Bool = false, launch: Bool = true, budget: Int = AppState.defaultBudget
  ) {
    self.catalogue = catalogue
    settings = ScreenSettings(
      language: language, theme: theme, pacing: pacing, showsPresentation: presentation)
    session = Session(initialState: catalogue.initialState(behavior: behavior, budget: budget))
    if launch { session.perform(.launch(catalogue.root)) }
    cursor = session.events.indices.last
    shownState = session.state
  }

  // MARK: What the screen asks

  /// The event after the cursor, waiting to be played.
  public var pendingEvent: Int? {
    let next = (cursor ?? -1) + 1
    return next < session.events.count ? next : nil
  }

  /// Whether the loop should wake up on a timer to play the next callback.
  public var isAnimating: Bool {
    guard pacing == .animated, !isPaused, prediction == nil else { return false }
    // A lesson waits for the teacher's `n`; a replay plays on by itself.
    return pendingEvent != nil || (!queue.isEmpty && lesson == nil)
  }

  /// The pacing for the status line: "play 4/s", "paused", "step" or "all at once".
  public var paceLabel: String {
    switch pacing {
    case .animated:
      isPaused
        ? Words.inline(Words.paused, language)
        : Words.inline(Words.play, language) + " \(Self.speeds[speedLevel])/s"
    case .step: Words.inline(Words.stepPacing, language)
    case .instant: Words.inline(Words.allAtOnce, language)
    }
  }

  /// The lesson's score so far: answered questions that have an answer, and how many of
  /// those the class got right.
  public var score: (right: Int, asked: Int) {
    let asked = stepRecords.filter { $0.answer != nil && $0.chosen != nil }
    return (asked.filter { $0.chosen == $0.answer }.count, asked.count)
  }

  /// Whether the current step's question is waiting for the class's answer by number.
  public var awaitsChoice: Bool {
    prediction != nil && !(currentStep?.choices.isEmpty ?? true)
  }

  /// Milliseconds between two animated callbacks.
  public var tickMilliseconds: Int { 1000 / Self.speeds[speedLevel] }

  /// The Controllers pane's rows for the shown state.
  var rows: ControllerRows {
    ControllerRows(layout: shownState.layout, leakedCount: shownState.leaked.count)
  }

  /// The selected row, or the row on screen when following it.
  var effectiveSelectedRow: Int? {
    if let selectedRow, selectedRow < rows.count { return selectedRow }
    return rows.visibleRow
  }

  /// The selected controller's name.
  public var selectedController: String? {
    guard let row = effectiveSelectedRow, case .controller(let name, _, _) = rows[row] else {
      return nil
    }
    return name
  }

  /// The tab holding the selected controller; nil for a modal.
  var selectedTab: Int? {
    guard let row = effectiveSelectedRow, case .controller(_, _, let tab) = rows[row] else {
      return nil
    }
    return tab
  }

  /// "step 7 / 23": the cursor's place among its action's events.
  public var actionProgress: (index: Int, count: Int)? {
    guard let cursor else { return nil }
    let action = session.action(containing: cursor)
    let range = session.eventRange(ofAction: action)
    return (cursor - range.lowerBound + 1, range.count)
  }
}
