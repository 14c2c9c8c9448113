import VCLifeCore
import VCLifeScript

/// The teacher's side of a class: what changed in the classroom since the students were last
/// told, as ``ClassUpdate``s, and the whole session for a student who joins. Pure: the
/// socket is the loop's.
public struct ClassFeed: Sendable {
  /// What the students have been told.
  private var epoch: Int?
  private var actions = 0
  private var steps = 0
  private var moment: (action: Int, step: Int, rewound: Bool)?
  private var question: (open: Bool, round: Int, closed: Bool) = (false, 1, false)
  private var detour = false
  private var mode: CompareKind?
  private var votes = 0
  private var joined = 0

  public init() {}

  /// The updates that bring the students from what they were told to `classroom` now. A
  /// new session (a reset, another lesson) is described whole.
  public mutating func updates(for classroom: inout Classroom) -> [ClassUpdate] {
    let changedFrom = classroom.timeline.takeBroadcastChanges()
    guard epoch == classroom.epoch else {
      let whole = Self.description(of: classroom)
      remember(classroom)
      return whole
    }
    var updates: [ClassUpdate] = []
    let session = classroom.session
    if let changedFrom, changedFrom < actions {
      updates.append(.cut(changedFrom))
      actions = changedFrom
      // A cut may move a student's moment back into what is left: say the moment again.
      moment = nil
    }
    if let progress = classroom.plan?.progress, classroom.lesson != nil {
      for index in steps..<progress.stepStarts.count {
        updates.append(.step(index, atAction: progress.stepStarts[index]))
      }
      steps = progress.stepStarts.count
    }
    for index in actions..<session.actions.count { updates.append(.act(session.actions[index])) }
    actions = session.actions.count
    let kind = classroom.compare?.kind
    if kind != mode {
      updates.append(.mode(kind))
      mode = kind
      // A student's screen opens the mode at its own moment, and a side's other version
      // changes how many steps an action takes: say the moment again.
      moment = nil
    }
    let now = Self.moment(of: classroom)
    if let now, moment.map({ $0 != now }) ?? true {
      updates.append(.moment(action: now.action, step: now.step, rewound: now.rewound))
    }
    moment = now
    let onDetour = classroom.detour != nil
    if onDetour != detour {
      updates.append(.detour(onDetour))
      detour = onDetour
    }
    let open = classroom.questionOpen
    let round = classroom.classRound
    let closed = classroom.plan?.voteClosed ?? false
    // A closed vote opened again (← onto the question) is asked again.
    if open, !question.open || question.round != round || (question.closed && !closed) {
      updates.append(.ask(round: round))
      if closed { updates.append(.closeVote) }
    } else if open, closed, !question.closed {
      updates.append(.closeVote)
    } else if !open, question.open, !onDetour {
      updates.append(.reveal)
    }
    question = (open, round, closed)
    updates += newVotes(classroom)
    if let live = classroom.classLive, live.joined != joined {
      updates.append(.roster(live.joined))
      joined = live.joined
    }
    return updates
  }

  /// The whole session as a student who joins needs it: what it runs on, then every step,
  /// action, the moment, the question, the detour, the mode, the votes so far.
  public static func description(of classroom: Classroom) -> [ClassUpdate] {
    var updates: [ClassUpdate] = [.begin, .scenario(classroom.source.scenarioName)]
    if let document = classroom.source.document {
      updates += document.lines.map(ClassUpdate.document)
    } else if let lesson = classroom.lesson {
      updates.append(.lesson(lesson.name))
    }
    let initial = classroom.session.initialState
    updates.append(.start(initial.behavior, initial.deviceOverride))
    // Every screen numbers the choices alike: the session's drawn order travels with it.
    if let seed = classroom.settings.choiceOrder.seed { updates.append(.shuffle(seed)) }
    if let own = classroom.own { updates.append(.own(own)) }
    updates.append(.ready)
    if let progress = classroom.plan?.progress, classroom.lesson != nil {
      for (index, start) in progress.stepStarts.enumerated() {
        updates.append(.step(index, atAction: start))
      }
    }
    updates += classroom.session.actions.map(ClassUpdate.act)
    if let kind = classroom.compare?.kind { updates.append(.mode(kind)) }
    if let now = moment(of: classroom) {
      updates.append(.moment(action: now.action, step: now.step, rewound: now.rewound))
    }
    if classroom.detour != nil { updates.append(.detour(true)) }
    if classroom.questionOpen {
      updates.append(.ask(round: classroom.classRound))
      if classroom.plan?.voteClosed == true { updates.append(.closeVote) }
    }
    if let progress = classroom.plan?.progress {
      for (step, rounds) in progress.votes.enumerated() {
        for (round, votes) in rounds.enumerated() {
          updates.append(.votes(step: step, round: round + 1, votes))
        }
      }
    }
    updates.append(.roster(classroom.classLive?.joined ?? 0))
    return updates
  }

  private static func moment(of classroom: Classroom) -> (action: Int, step: Int, rewound: Bool)? {
    classroom.momentOnAxis.map { ($0.action, $0.step, classroom.timeline.isRewound) }
  }

  /// Votes kept since the students were last told.
  private mutating func newVotes(_ classroom: Classroom) -> [ClassUpdate] {
    guard let progress = classroom.plan?.progress else { return [] }
    let all = progress.votes.enumerated().flatMap { step, rounds in
      rounds.enumerated().map { ClassUpdate.votes(step: step, round: $0.offset + 1, $0.element) }
    }
    defer { votes = all.count }
    if all.count < votes, let step = progress.stepStarts.indices.last {
      // A question opened again: its rounds are gone, and are told again as they come.
      return [.reopen(step: step)]
    }
    return all.count > votes ? Array(all[votes...]) : []
  }

  /// Everything in `classroom` told.
  private mutating func remember(_ classroom: Classroom) {
    epoch = classroom.epoch
    actions = classroom.session.actions.count
    steps = classroom.plan?.progress.stepStarts.count ?? 0
    moment = Self.moment(of: classroom)
    question = (
      classroom.questionOpen, classroom.classRound, classroom.plan?.voteClosed ?? false
    )
    detour = classroom.detour != nil
    mode = classroom.compare?.kind
    votes = classroom.plan?.progress.votes.reduce(0) { $0 + $1.count } ?? 0
    joined = classroom.classLive?.joined ?? 0
  }
}

/// A new session as the teacher's vclife describes it (``ClassUpdate/begin`` to
/// ``ClassUpdate/ready``): what a student's vclife builds its own screen from.
public struct ClassHeader: Sendable, Equatable {
  public var scenarioName = Catalogue.builtInName
  public var lesson: String?
  public var document: [String] = []
  public var start: (behavior: SystemBehavior, device: Phone?) = (.iOS6, nil)
  /// The order the teacher's screen shows the choices in, which every student's shows too.
  public var choiceOrder = ChoiceOrder.fileOrder
  /// The student's own class the teacher's app runs, whose marks every screen shows.
  public var own: OwnController?

  public init() {}

  public static func == (left: ClassHeader, right: ClassHeader) -> Bool {
    left.scenarioName == right.scenarioName && left.lesson == right.lesson
      && left.document == right.document && left.start.behavior == right.start.behavior
      && left.start.device == right.start.device && left.choiceOrder == right.choiceOrder
      && left.own == right.own
  }

  /// Takes one update of the description; false for one that does not belong in it.
  public mutating func take(_ update: ClassUpdate) -> Bool {
    switch update {
    case .scenario(let name): scenarioName = name
    case .lesson(let name): lesson = name
    case .document(let line): document.append(line)
    case .start(let behavior, let device): start = (behavior, device)
    case .shuffle(let seed): choiceOrder = ChoiceOrder(seed: seed)
    case .own(let own): self.own = own
    default: return false
    }
    return true
  }

  /// A student's screen of the session described, shown with `settings`; nil when this
  /// vclife does not know what the session runs on (another version's built-in lesson, a
  /// document it cannot read).
  public func classroom(settings: ScreenSettings, presenter: Bool = false) -> Classroom? {
    var lessonTaught: Lesson?
    var catalogue = Catalogue.photoAlbum
    var initial = catalogue.initialState(behavior: start.behavior)
    var reader = EmbeddedDocument.Reader()
    for line in document { _ = reader.take(line) }
    if let document = reader.document {
      switch document.kind {
      case .lesson:
        guard let lesson = try? document.lesson(named: scenarioName) else { return nil }
        lessonTaught = lesson
      case .scenario:
        guard let scenario = try? document.scenario() else { return nil }
        catalogue = Catalogue(scenario: scenario)
        initial = scenario.initialState
      }
    } else if let lesson {
      guard let builtIn = LessonLibrary.lesson(named: lesson) else { return nil }
      lessonTaught = builtIn
    } else if scenarioName != Catalogue.builtInName {
      guard let scenario = SessionExport.builtInScenario(named: scenarioName) else { return nil }
      catalogue = Catalogue(scenario: scenario)
      initial = scenario.initialState
    }
    // The teacher's lesson runs the student's class (`--own`): so does every screen.
    if let own, let taught = lessonTaught { lessonTaught = taught.withOwn(own) }
    if let lessonTaught {
      catalogue = Catalogue(scenario: lessonTaught.scenario)
      initial = lessonTaught.scenario.initialState
    }
    initial.behavior = start.behavior
    initial.deviceOverride = start.device
    var shown = settings
    shown.choiceOrder = choiceOrder
    var classroom = Classroom.following(
      catalogue: catalogue, initialState: initial, lesson: lessonTaught,
      source: SessionSource(scenarioName: scenarioName, lesson: lessonTaught?.name),
      settings: shown)
    classroom.following?.isPresenter = presenter
    classroom.own = own
    return classroom
  }
}
