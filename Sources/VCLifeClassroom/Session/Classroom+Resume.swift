import VCLifeCore
import VCLifeScript

extension SavedSession {
  /// The record of a classroom as the lesson stands (a detour left out): the version and
  /// device it started on, every action, each lesson step replaced by a mark with the
  /// class's answer after it, what it was loaded from, and how it was shown.
  public init(of classroom: Classroom) {
    let classroom = classroom.onTheLesson
    let source = classroom.source
    self.init(
      scenarioName: source.scenarioName, lesson: source.lesson,
      language: classroom.settings.language, entries: [])
    document = source.document
    theme = classroom.settings.theme.rawValue
    pacing = classroom.settings.pacing.rawValue
    choiceOrder = classroom.settings.choiceOrder
    audience = classroom.settings.audience
    wasClass = classroom.classLive != nil
    let session = classroom.session
    var entries: [Entry] = [.action(.setBehavior(session.initialState.behavior))]
    if let phone = session.initialState.deviceOverride {
      entries.append(.action(.setDevice(phone)))
    }
    let progress = classroom.plan?.progress
    let steps = classroom.plan?.steps ?? []
    var step = 0
    var index = 0
    let actions = session.actions
    while index < actions.count {
      if let progress, step < progress.stepStarts.count, progress.stepStarts[step] == index {
        entries.append(.step)
        if let chosen = progress.chosen[step] { entries.append(.chose(chosen)) }
        let next =
          step + 1 < progress.stepStarts.count ? progress.stepStarts[step + 1] : actions.count
        // A step's own actions come back from the lesson.
        index += min(steps[step].actions.count, next - index)
        step += 1
        continue
      }
      entries.append(.action(actions[index]))
      index += 1
    }
    self.entries = entries
    questionOpen = classroom.questionOpen
    own = classroom.own
    if classroom.timeline.isRewound, let moment = classroom.momentOnAxis {
      rewoundTo = Moment(action: moment.action, step: moment.step)
    }
  }

  /// The version and device the session started on: the `ios` and `device` lines before
  /// its launch (nil where it names none).
  public var startingSystem: (behavior: SystemBehavior?, device: Phone?) {
    var behavior: SystemBehavior?
    var device: Phone?
    for entry in entries {
      switch entry {
      case .action(.setBehavior(let chosen)): behavior = chosen
      case .action(.setDevice(let phone)): device = phone
      default: return (behavior, device)
      }
    }
    return (behavior, device)
  }
}

extension Classroom {
  /// Plays a saved session's entries again, all at once: the lesson's steps with the class's
  /// answers, and every other action, in order. The `ios` and `device` lines before the
  /// launch are the classroom's starting state (``SavedSession/startingSystem``), and a
  /// launch it already made is not made twice. An entry that does not fit (a step past the
  /// lesson's last, an answer to a step that offers no such choice) ends the reading there:
  /// the session comes back as far as it fits, and the status line says so. A session left
  /// rewound (`rewoundTo`) comes back at that moment, rewound.
  mutating func replaying(
    _ entries: [SavedSession.Entry], questionOpen: Bool = false,
    rewoundTo: SavedSession.Moment? = nil, own: OwnController? = nil
  ) {
    if let own { self.own = own }
    let kept = pacing
    settings.pacing = .instant
    defer { settings.pacing = kept }
    var rest = entries[...]
    while case .action(let action) = rest.first, Self.isStartingSystem(action) {
      rest = rest.dropFirst()
    }
    if case .action(.launch) = rest.first, !session.actions.isEmpty { rest = rest.dropFirst() }
    // A session whose first actions define controllers before its launch (a student's class,
    // `--own`) starts again unlaunched, so its actions keep their numbers (and a rewound
    // moment its place) rather than follow a second launch.
    let defines = rest.prefix {
      if case .action(.define) = $0 { return true }
      return false
    }
    if !defines.isEmpty, case .action(.launch) = rest.dropFirst(defines.count).first,
      session.actions.count == 1, case .launch = session.actions[0]
    {
      timeline.truncate(toActions: 0)
    }
    var misfit: Localized?
    for entry in rest {
      switch entry {
      case .step:
        guard let plan, !plan.isDone else {
          misfit = Said.resumeMisfit(step: lessonStep, beyondLastStep: true)
          break
        }
        playNextStep()
      case .action(let action): perform(action)
      case .chose(let choice):
        guard awaitsChoice, plan?.chosen == nil, plan?.choose(choice) == true else {
          misfit = Said.resumeMisfit(step: lessonStep, beyondLastStep: false)
          break
        }
      }
      if misfit != nil { break }
    }
    // A question left open stays open: its callbacks are still the class's to predict.
    if !questionOpen || misfit != nil { showAll() }
    if let rewoundTo, !questionOpen, misfit == nil, let end = momentOnAxis,
      rewoundTo.action < session.actions.count,
      (rewoundTo.action, rewoundTo.step) < (end.action, end.step)
    {
      show(action: rewoundTo.action, step: rewoundTo.step)
      timeline.isRewound = true
    }
    view.message = misfit.map { StatusMessage($0, isError: true) }
  }

  private static func isStartingSystem(_ action: Action) -> Bool {
    switch action {
    case .setBehavior, .setDevice: true
    default: false
    }
  }
}

extension Said {
  /// A saved session that does not fit its lesson any more (a lesson file changed since).
  static func resumeMisfit(step: Int, beyondLastStep: Bool) -> Localized {
    beyondLastStep
      ? Localized(
        en:
          "The saved session has more steps than the lesson: resumed at step \(step), as far as it fits.",
        zh: "保存的会话比课程的步数多：已恢复到第 \(step) 步，即能对上的部分。")
      : Localized(
        en:
          "The saved session answers a question step \(step) does not ask: resumed at step \(step), as far as it fits.",
        zh: "保存的会话回答了第 \(step) 步没有的问题：已恢复到第 \(step) 步，即能对上的部分。")
  }
}
