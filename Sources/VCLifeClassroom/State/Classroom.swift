import VCLifeCore
import VCLifePractice
import VCLifeScript

/// The live session: one value holding everything the live screen knows, without a
/// terminal — the timeline (session and place), the plan (a lesson or a replay) and its one
/// progress, a detour, the screen's settings, how the viewer looks (selection, scroll,
/// message), a layer over the screen, and the mode (one app, or compare). Everything that
/// changes it goes in through one door, ``send(_:)``; frames are drawn from it. Compare mode's sides
/// and a student's screen are views of this one timeline, never states of their own.
public struct Classroom: Sendable {
  /// The example app whose controllers the keys create.
  public let catalogue: Catalogue
  /// What the session was loaded from, for exports and `--resume`.
  public var source: SessionSource
  /// The session and where the screen is in it.
  public internal(set) var timeline: Timeline
  /// A lesson or a replay, if one is played.
  public internal(set) var plan: Plan?
  /// Where the lesson was left while a detour is taken; `n` returns there.
  public internal(set) var detour: Detour?
  /// How the screen shows the session: language, theme, pacing, speed, projector view.
  public internal(set) var settings: ScreenSettings
  /// How the viewer looks at it: selection, scroll, the whole reason, the message.
  public internal(set) var view = ViewState()
  /// The layer over the screen (help, picker, lesson menu), which takes the keys.
  public internal(set) var overlay: Overlay?
  /// One app, or compare mode.
  public internal(set) var mode = Mode.single
  /// Whether animated playback is paused.
  public internal(set) var isPaused = false
  /// Whether the frames are recorded for viewers who press no key (`vclife record`): a
  /// question then asks them to pause and think instead of naming keys.
  public var isRecorded = false
  /// What `c` compares: the sides last compared (`i` and `I` choose them), else the command
  /// line's `--compare`, else the versions the lesson walks, else iOS 5 beside iOS 6+.
  public var compareKind: CompareKind?
  /// A class's students and their answers, when the teacher opened one (`--class`).
  public internal(set) var classLive: ClassLive?
  /// The teacher's session this screen follows, for a student (`vclife join`).
  public internal(set) var following: Following?
  /// Counts the sessions begun on this screen (a reset, another lesson): a class's students
  /// start the new one afresh.
  public internal(set) var epoch = 0
  /// Each lesson's last score, which the lesson menu shows; a lesson finished here adds to
  /// it (and the loop keeps it, ``Effect/keepScores``).
  public var lessonScores = LessonScores()
  /// One student's practice (`vclife practice`), when the screen is practising: its item
  /// is the lesson played.
  public internal(set) var practice: PracticeRun?
  /// The student's own class in the app (`--own`): the log marks its overrides' callbacks.
  public internal(set) var own: OwnController?

  /// One app, or two side by side.
  public enum Mode: Sendable {
    case single
    case compare(CompareView)
  }

  /// The most actions one session keeps: each costs about 1.6 KB (its events), and compare
  /// mode holds up to two more tracks of it. A class does a few hundred; a key held down
  /// for an hour stops here with a message, and `--resume` can always restore what `q` kept
  /// (its limit, ``SavedSession/maximumEntries``, is higher).
  public static let maximumActions = 150_000
  /// This session's limit: ``maximumActions``, lower in tests.
  var actionLimit = Classroom.maximumActions

  /// A classroom of `catalogue`'s app from `initialState`, launched and shown at once
  /// (`launch`), or waiting for a replay's or a resumed session's first action.
  public init(
    catalogue: Catalogue, initialState: AppState, settings: ScreenSettings = ScreenSettings(),
    launch: Bool = true, source: SessionSource? = nil
  ) {
    self.catalogue = catalogue
    self.settings = settings
    self.source = source ?? SessionSource(scenarioName: Catalogue.builtInName)
    var session = Session(initialState: initialState)
    if launch { session.perform(.launch(catalogue.root)) }
    timeline = Timeline(session: session)
  }

  /// A classroom of the photo album app (or `catalogue`'s) under `behavior`, shown as the
  /// settings given say.
  public init(
    catalogue: Catalogue = .photoAlbum, behavior: SystemBehavior = .iOS6,
    pacing: Pacing = .animated, language: ReportLanguage = .en, theme: Theme = .dark,
    presentation: Bool = false, launch: Bool = true, budget: Int = AppState.defaultBudget
  ) {
    self.init(
      catalogue: catalogue,
      initialState: catalogue.initialState(behavior: behavior, budget: budget),
      settings: ScreenSettings(
        language: language, theme: theme, pacing: pacing, showsPresentation: presentation),
      launch: launch)
  }

  /// A classroom teaching a lesson: its scenario launched, its title card up, its steps
  /// waiting for `n`.
  public init(lesson: Lesson, settings: ScreenSettings = ScreenSettings(pacing: .step)) {
    let scenario = lesson.scenario
    let catalogue = Self.detourCatalogue(scenario)
    self.init(
      catalogue: catalogue,
      initialState: scenario.initialState,
      settings: settings, launch: false,
      source: SessionSource(scenarioName: lesson.name, lesson: lesson.name))
    plan = Plan(lesson: lesson)
    let pacing = settings.pacing
    self.settings.pacing = .instant
    perform(.launch(catalogue.root))
    self.settings.pacing = pacing
    showAll()
  }

  /// A classroom teaching a lesson, shown as the settings given say (pacing `step` unless
  /// asked).
  public init(
    lesson: Lesson, pacing: Pacing = .step, language: ReportLanguage = .en, theme: Theme = .dark
  ) {
    self.init(
      lesson: lesson, settings: ScreenSettings(language: language, theme: theme, pacing: pacing))
  }

  /// A lesson's controllers as a catalogue a detour can use: `p` pushes those that are not
  /// roots (numbered copies once they are all live), `m` and `g` offer the same, and a lesson
  /// whose controllers are all roots offers copies of them, so a class's "what if we present
  /// something now?" can always be shown.
  private static func detourCatalogue(_ scenario: Scenario) -> Catalogue {
    var catalogue = Catalogue(scenario: scenario)
    if catalogue.pushable.isEmpty { catalogue.pushable = scenario.order }
    if catalogue.presentable.isEmpty { catalogue.presentable = catalogue.pushable }
    return catalogue
  }

  // MARK: What the screen asks

  /// The session.
  public var session: Session { timeline.session }
  /// The truth's event on screen.
  public var cursor: Int? { timeline.cursor }
  /// The state after the cursor's event.
  public var shownState: AppState { timeline.shownState }
  /// The lesson taught, if any.
  public var lesson: Lesson? { plan?.lesson }
  /// How many of the lesson's steps have been played (0: the title card).
  public var lessonStep: Int { lesson != nil ? plan?.played ?? 0 : 0 }
  /// Whether a question is open: its callbacks hidden until revealed.
  public var questionOpen: Bool { plan?.questionOpen ?? false }
  /// Whether the current question waits for the class's answer by number.
  public var awaitsChoice: Bool { plan?.awaitsChoice ?? false }
  /// The lesson's score so far.
  public var score: (right: Int, asked: Int) { plan?.score ?? (0, 0) }
  /// The screen's language.
  public var language: ReportLanguage { settings.language }
  /// The screen's pacing.
  public var pacing: Pacing { settings.pacing }

  /// What the session is doing, for the key table: a lesson, a replay, or free play.
  public var activity: KeyBinding.Activity {
    practice != nil ? .practice : lesson != nil ? .lesson : plan != nil ? .replay : .freePlay
  }

  /// Whether the loop should wake up on a timer to play the next callback.
  public var isAnimating: Bool {
    // A student's screen shows the teacher's moments; it plays nothing by itself.
    guard pacing == .animated, !isPaused, !questionOpen, following == nil else { return false }
    // A lesson waits for the teacher's `n`; a replay plays on by itself.
    return hasNextMoment || (lesson == nil && !(plan?.isDone ?? true))
  }

  /// Milliseconds between two animated callbacks.
  public var tickMilliseconds: Int { 1000 / settings.speed }

  /// Whether the compare screen is up.
  public var isComparing: Bool {
    if case .compare = mode { return true }
    return false
  }

  /// The compare screen's sides, when it is up (a side that shares the truth's session
  /// reads it here: the mode keeps none of it).
  public var compare: CompareView? {
    if case .compare(let compare) = mode { return compare.sharing(session) }
    return nil
  }

  /// Changes compare mode's view in place; nothing on a single screen. The one place the
  /// view is taken out of the mode and put back: the mode holds no second copy while
  /// `change` runs, so the sides' sessions are changed where they are, never copied.
  @discardableResult
  mutating func withCompare<Result>(_ change: (inout CompareView) -> Result) -> Result? {
    guard case .compare(var compare) = mode else { return nil }
    mode = .single
    defer { mode = .compare(compare) }
    return change(&compare)
  }

  /// The truth at the screen's moment, as the single screen's panes draw it.
  public var moment: Moment {
    Moment(
      session: session, cursor: cursor, state: shownState, pending: pendingEvent,
      showsPending: pendingEvent != nil && (pacing == .step || isPaused),
      logScroll: view.logScroll, selection: view.selection, isRewound: timeline.isRewound)
  }

  /// A compare side at the screen's moment.
  public func moment(of side: CompareSide) -> Moment? {
    compare?.moment(
      of: side, pacing: pacing, isPaused: isPaused, pendingStep: hasNextMoment)
  }

  /// The truth's event after the cursor, waiting to be played (the single screen's).
  public var pendingEvent: Int? {
    let next = (cursor ?? -1) + 1
    return next < session.events.count ? next : nil
  }

  /// The pacing for the status line's words: animated (playing or paused), step, all at once.
  public var isPausedOrStepping: Bool { pacing == .step || isPaused }
}

/// What a session was loaded from, for its exports and `--resume`: a scenario's name, the
/// lesson as the user named it, and a teacher's own file carried whole.
public struct SessionSource: Sendable, Equatable {
  /// The name exports and saved sessions write: `photo-album`, a lesson's name, or a
  /// scenario file's.
  public var scenarioName: String
  /// The lesson as the user named it (a built-in name or a file), for `--resume`.
  public var lesson: String?
  /// A teacher's own lesson or scenario file, whole (nil for a built-in one).
  public var document: EmbeddedDocument?

  public init(scenarioName: String, lesson: String? = nil, document: EmbeddedDocument? = nil) {
    self.scenarioName = scenarioName
    self.lesson = lesson
    self.document = document
  }
}
