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
  public private(set) var session: Session
  /// The example app whose controllers the keys create.
  public let catalogue: Catalogue
  /// The last event on screen; nil before the first.
  public private(set) var cursor: Int?
  /// The state after the cursor's event: what every pane shows.
  public private(set) var shownState: AppState
  /// How callbacks play.
  public private(set) var pacing: Pacing
  /// Whether animated playback is paused.
  public private(set) var isPaused = false
  /// Index into `speeds`.
  public private(set) var speedLevel = 2
  /// The selected row of the Controllers pane; nil follows the controller on screen.
  public private(set) var selectedRow: Int?
  /// How many events the log is scrolled back from the cursor.
  public private(set) var logScroll = 0
  /// Whether the help screen is up.
  public private(set) var showsHelp = false
  /// The status bar's message.
  public private(set) var message: StatusMessage?
  /// The narration language.
  public private(set) var language: ReportLanguage = .en
  /// Whether `q` was pressed.
  public private(set) var shouldQuit = false
  /// Whether the user stepped back in time (←, Home): acting then drops what came after.
  public private(set) var isRewound = false
  /// Whether the projector view (a large banner of the current callback) is up.
  public private(set) var showsPresentation = false
  /// The colour theme.
  public private(set) var theme: Theme = .dark
  /// Steps waiting to be played (a replay's actions, a lesson's steps): `n` or Enter plays
  /// the next; an animated replay plays them one after another.
  public private(set) var queue: [PlannedStep] = []
  /// The lesson being taught, if any.
  public private(set) var lesson: Lesson?
  /// How many of the lesson's steps have been played.
  public private(set) var lessonStep = 0
  /// What the teacher's current step says (a lesson), shown above the log's reasons.
  public private(set) var narration: Localized?
  /// A question to ask before revealing the step's callbacks; space reveals them one by one.
  public private(set) var prediction: Localized?
  /// Set by `x`: the loop writes the session out, then calls `exportFinished`.
  public private(set) var wantsExport = false
  /// Set by `c`: the loop shows this session in compare mode, then comes back here.
  public internal(set) var wantsSwitch = false

  /// Animation speeds, in callbacks per second.
  public static let speeds = [1, 2, 4, 8, 16, 32]

  /// A model of the catalogue's app, launched and shown all at once, or, for a replay
  /// (`launch: false`), waiting for its queued actions.
  public init(
    catalogue: Catalogue = .photoAlbum, behavior: SystemBehavior = .iOS6,
    pacing: Pacing = .animated, language: ReportLanguage = .en, theme: Theme = .dark,
    presentation: Bool = false, launch: Bool = true, budget: Int = AppState.defaultBudget
  ) {
    self.catalogue = catalogue
    self.pacing = pacing
    self.language = language
    self.theme = theme
    self.showsPresentation = presentation
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
    case .animated: isPaused ? "paused" : "play \(Self.speeds[speedLevel])/s"
    case .step: "step"
    case .instant: "all at once"
    }
  }

  /// Milliseconds between two animated callbacks.
  public var tickMilliseconds: Int { 1000 / Self.speeds[speedLevel] }

  /// The Controllers pane's rows for the shown state.
  var rows: ControllerRows { ControllerRows(layout: shownState.layout) }

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

  // MARK: Keys

  /// Applies one key.
  public mutating func handle(_ key: Key) {
    message = nil
    if showsHelp {
      if case .char("q") = key { shouldQuit = true }
      showsHelp = false
      return
    }
    switch key {
    case .char(let character): handle(character)
    case .up: moveSelection(-1)
    case .down: moveSelection(1)
    case .left: stepBack(1)
    case .right: stepForward()
    case .home: stepBack(Int.max / 2)
    case .end:
      showAll()
      logScroll = 0
    case .pageUp: scrollLog(by: 5)
    case .pageDown: scrollLog(by: -5)
    case .escape: selectedRow = nil
    case .enter: playNextQueued()
    case .ctrl("c"): shouldQuit = true
    case .resize: break
    default: say("That key does nothing here; press ? for the keys.", isError: true)
    }
  }

  private mutating func handle(_ character: Character) {
    switch character {
    case "p":
      guard let next = catalogue.nextController(from: catalogue.pushable, in: session.state)
      else { return say("This app has no controller to push.", isError: true) }
      if let definition = next.definition { perform(.define(definition)) }
      perform(.push(next.name))
    case "b": perform(.pop)
    case "B": perform(.popToRoot)
    case "m":
      guard let next = catalogue.nextController(from: catalogue.presentable, in: session.state)
      else { return say("This app has no controller to present.", isError: true) }
      if let definition = next.definition { perform(.define(definition)) }
      perform(.present(next.name))
    case "d": perform(.dismiss)
    case "1"..."9":
      let tab = Int(String(character))! - 1
      let tabs = session.state.layout.tabs
      guard session.state.layout.hasTabBar, tab < tabs.count, let name = tabs[tab].controllers.first
      else {
        return say("There is no tab \(character).", isError: true)
      }
      perform(.selectTab(name))
    case "w": perform(.warning)
    case "i": perform(.setBehavior(session.state.behavior == .iOS5 ? .iOS6 : .iOS5))
    case "a":
      guard let name = selectedController else {
        return say("Select a controller first (↑/↓).", isError: true)
      }
      perform(.access(name))
    case "r": perform(.restart)
    // hjkl as the arrows: h and l move through time like ← and →.
    case "h": stepBack(1)
    case "l": stepForward()
    case "j": moveSelection(1)
    case "k": moveSelection(-1)
    case " ": stepOrPause()
    case "s":
      pacing = pacing.next
      isPaused = false
      if pacing == .instant { showAll() }
      say("Pacing: \(pacing.rawValue).", isError: false)
    case "+", "=": speedLevel = min(speedLevel + 1, Self.speeds.count - 1)
    case "-", "_": speedLevel = max(speedLevel - 1, 0)
    case "L":
      let all = ReportLanguage.allCases
      language = all[(all.firstIndex(of: language)! + 1) % all.count]
    case "x": wantsExport = true
    case "c":
      showAll()
      wantsSwitch = true
    case "n": playNextQueued()
    case "P": showsPresentation.toggle()
    case "t":
      theme = theme.next
      say("Theme: \(theme.rawValue).", isError: false)
    case "?": showsHelp = true
    case "q": shouldQuit = true
    default:
      say(
        "Unknown key \(DisplayWidth.sanitized(String(character))); press ? for the keys.",
        isError: true)
    }
  }

  // MARK: Playback

  /// Performs an action: what is still playing is shown at once first, so actions never
  /// interleave; then the new callbacks play at the chosen pace.
  mutating func perform(_ action: Action) {
    if isRewound, let cursor {
      // Acting in the past is like an undo: what came after the cursor's action is dropped.
      session.truncate(toActions: session.action(containing: cursor) + 1)
      isRewound = false
    }
    showAll()
    // Let go of the shown copy first: sharing the state's storage would make the simulator
    // copy a deep stack on every change.
    shownState = session.initialState
    let range = session.perform(action)
    selectedRow = nil
    logScroll = 0
    if let refusal = range.last.map({ session.events[$0] }), refusal.kind == .error {
      say(language.reason(refusal), isError: true)
    }
    switch pacing {
    case .instant: move(to: range.upperBound - 1)
    case .animated, .step:
      isPaused = false
      move(to: range.lowerBound)  // the action line itself appears at once
    }
  }

  /// Plays the next callback (the animation timer calls this).
  public mutating func tick() {
    if pendingEvent != nil { return advance() }
    playNextQueued()
  }

  /// Plays every queued step at once (a compare screen catching up with a session).
  mutating func playAllQueued() {
    while !queue.isEmpty { playNextQueued() }
    showAll()
  }

  /// Changes the pacing without the `s` key's message.
  mutating func setPacing(_ newPacing: Pacing) {
    pacing = newPacing
  }

  /// Queues actions to play (a replay), after what is shown now.
  public mutating func enqueue(_ actions: [Action]) {
    queue += actions.map { PlannedStep(actions: [$0]) }
  }

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

  private mutating func playNextQueued() {
    guard !queue.isEmpty else {
      return say(
        lesson == nil ? "Nothing left to replay." : "That was the last step.", isError: false)
    }
    let step = queue.removeFirst()
    if lesson != nil { lessonStep += 1 }
    let start = session.events.count
    for action in step.actions { perform(action) }
    narration = step.say ?? narration
    if let question = step.predict, start < session.events.count {
      // Hide the step's callbacks behind the question: only its first line shows.
      prediction = question
      move(to: start)
    }
  }

  /// Space while a prediction is pending: reveal the next callback; the last one ends it.
  private mutating func reveal() {
    advance()
    if pendingEvent == nil { prediction = nil }
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

  private mutating func stepOrPause() {
    if prediction != nil { return reveal() }
    switch pacing {
    case .animated:
      if pendingEvent == nil { return say("Nothing is playing.", isError: false) }
      isPaused.toggle()
    case .step:
      if pendingEvent == nil { return say("Nothing to step: press an action key.", isError: false) }
      advance()
    case .instant: say("Pacing is all at once; press s to step.", isError: false)
    }
  }

  private mutating func advance() {
    guard let next = pendingEvent else { return }
    move(to: next)
  }

  /// → : one event forward in time (after a step back, or through a pending action).
  private mutating func stepForward() {
    guard pendingEvent != nil else { return say("This is the newest event.", isError: false) }
    if pacing == .animated { isPaused = true }
    advance()
  }

  /// ← and Home: back in time; the whole screen shows the state after that event.
  private mutating func stepBack(_ count: Int) {
    guard let cursor, cursor > 0 else { return say("This is the first event.", isError: false) }
    if pacing == .animated { isPaused = true }
    isRewound = true
    logScroll = 0
    move(to: max(0, cursor - count))
  }

  private mutating func showAll() {
    prediction = nil
    guard let last = session.events.indices.last, cursor != last else { return }
    move(to: last)
  }

  private mutating func move(to index: Int) {
    cursor = index
    shownState = session.state(afterEvent: index)
    if index == session.events.count - 1 { isRewound = false }
  }

  // MARK: Selection and scrolling

  private mutating func moveSelection(_ step: Int) {
    guard let current = effectiveSelectedRow else { return }
    if let row = rows.controllerRow(from: current, step: step) { selectedRow = row }
  }

  private mutating func scrollLog(by amount: Int) {
    let limit = cursor ?? 0
    logScroll = max(0, min(limit, logScroll + amount))
  }

  private mutating func say(_ text: String, isError: Bool) {
    message = StatusMessage(text: text, isError: isError)
  }
}
