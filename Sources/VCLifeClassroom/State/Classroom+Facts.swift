import VCLifeCore
import VCLifePractice
import VCLifeScript

/// What the teaching text says now: a lesson's question, narration, answer and score, in
/// small facts the renderer reads (the same for the single screen, compare mode, the
/// projector and a recording).
public struct Teaching: Sendable {
  /// The lesson taught, if any.
  public var lesson: Lesson?
  /// The lesson's steps played (0: its title card).
  public var step = 0
  /// What the current step says.
  public var narration: Localized?
  /// The open question, while its callbacks are hidden.
  public var question: Localized?
  /// The current step's choices in the order shown, its right answer, and the class's, by
  /// the numbers shown (see ``ChoiceOrder``).
  public var choices: [Localized] = []
  public var answer: Int?
  public var chosen: Int?
  /// Who answers: a class, or one student alone.
  public var audience = Audience.class
  /// The current step's events and the callbacks its text names, while the lesson is on its
  /// path after a step (nil at the title card, on a detour, or in free play).
  public var stepCallbacks: StepCallbacks?
  /// Whether an open question's callbacks are being revealed: the class has answered (or
  /// the question offers no choices), so the screen may show why each one came.
  public var isRevealing = false
  /// Whether the open question's vote is closed (a class, revealing).
  public var voteClosed = false
  /// Whether a student's screen is at a second vote (their first answer stands).
  public var isSecondVote = false
  /// Whether this is the teacher's presenter view, which sees the answers as they come.
  public var isPresenter = false
  /// The presenter's view: the open round's answers so far, under the numbers shown.
  public var liveTally: VoteRound?
  /// The presenter's view: the accounts that have answered the open round.
  public var answeredBy: [String] = []
  /// Whether the lesson has been left for a detour.
  public var onDetour = false
  /// Whether every step has been played (the end line and the score follow).
  public var isDone = false
  /// The score so far.
  public var score = (right: 0, asked: 0)
  /// Whether the viewers press no key (a recording).
  public var isRecorded = false
  /// How many callbacks the open question still hides.
  public var hidden = 0
  /// Whether `y` asked for the whole reason of the highlighted event.
  public var showsWholeWhy = false
  /// Whether compare mode is up (`c` then returns to one app).
  public var isComparing = false
  /// What `c` compares from the single screen.
  public var compareKind = CompareKind.iOSVersions
  /// A replay's actions played and in all.
  public var replay: (played: Int, count: Int)?
  /// In a class: the students' votes on the current step's question, round by round, once
  /// counted (the teacher's at a second vote and at the reveal; a student's as told).
  public var votes: [VoteRound] = []
  /// In a class, while its question is open: how many students answered, of how many, and
  /// the round (the teacher's screen).
  public var answering: (answered: Int, joined: Int, round: Int)?
  /// Whether this is a student's screen following the teacher's (answers are the student's
  /// own: "you chose").
  public var isStudent = false
  /// On a student's screen: whether the current step's question was asked on this screen
  /// (else the student joined after it was asked, and may have answered it before rejoining).
  public var askedHere = true
  /// Practice's own facts, while practising (`vclife practice`).
  public var practice: PracticeFacts?

  public init() {}
}

extension Classroom {
  /// The teaching text's facts now.
  public var teaching: Teaching {
    var teaching = Teaching()
    teaching.lesson = lesson
    teaching.step = lessonStep
    teaching.narration = plan?.narration
    teaching.onDetour = detour != nil
    teaching.isRecorded = isRecorded
    teaching.showsWholeWhy = view.showsWholeWhy
    teaching.isComparing = isComparing
    teaching.compareKind = compareKind ?? lesson.map(CompareKind.walking) ?? .iOSVersions
    teaching.audience = settings.audience
    guard let plan else { return teaching }
    if lesson == nil {
      teaching.replay = (plan.played, plan.steps.count)
      return teaching
    }
    teaching.isDone = plan.isDone
    teaching.score = plan.score
    if let step = plan.currentStep {
      let order = settings.choiceOrder
      let index = plan.played - 1
      let count = step.choices.count
      teaching.choices = order.shown(step.choices, step: index)
      teaching.answer = step.answer.map { order.shownNumber(of: $0, step: index, count: count) }
      teaching.chosen = plan.chosen.map { order.shownNumber(of: $0, step: index, count: count) }
      if plan.questionOpen { teaching.question = step.predict }
      // A class's closed vote reveals whatever it decided (a tie decides nothing).
      teaching.isRevealing =
        plan.questionOpen && (plan.chosen != nil || count == 0 || plan.voteClosed)
      if detour == nil { teaching.stepCallbacks = stepCallbacks(of: step, in: plan) }
    }
    teaching.hidden = pendingEvent.map { session.events.count - $0 } ?? 0
    teaching.isStudent = following != nil
    if let following { teaching.askedHere = following.askedHere == plan.played - 1 }
    if let run = practice {
      let facts = practiceFacts(run)
      teaching.practice = facts
      teaching.answer = nil
      teaching.chosen = nil
      if run.item.kind == .order {
        teaching.choices = facts.arrangement.map { run.item.choices[$0 - 1].text }
        teaching.chosen = plan.questionOpen ? facts.picked : nil
      }
    }
    let current = plan.played - 1
    if current >= 0 {
      let rounds =
        following.map { $0.votes[current] ?? [] }
        ?? (current < plan.progress.votes.count ? plan.progress.votes[current] : [])
      // Counted by the lesson's own choice; shown under the numbers this screen shows.
      teaching.votes = rounds.map { settings.choiceOrder.shown($0, step: current) }
    }
    teaching.voteClosed = plan.voteClosed
    teaching.isSecondVote = (following?.round ?? 1) == 2 && plan.questionOpen
    if let following, following.isPresenter {
      teaching.isPresenter = true
      teaching.answeredBy = following.answeredBy
      if current >= 0, let tally = following.liveTally, plan.questionOpen {
        teaching.liveTally = settings.choiceOrder.shown(tally, step: current)
      }
    }
    if let live = classLive, plan.questionOpen, !plan.voteClosed, !teaching.choices.isEmpty {
      teaching.answering = (live.answered, live.joined, live.round)
    }
    return teaching
  }

  /// The current step's events (its actions' events, in the session) and the callbacks its
  /// text names.
  private func stepCallbacks(of step: LessonStep, in plan: Plan) -> StepCallbacks? {
    guard let start = plan.progress.stepStarts.last, start < session.actions.count else {
      return nil
    }
    let end = min(start + step.actions.count, session.actions.count)
    let events =
      session.eventRange(ofAction: start)
      .lowerBound..<session.eventRange(ofAction: end - 1)
      .upperBound
    // The question names callbacks too ("stops its timer in viewWillDisappear:"): after the
    // reveal the class looks for them beside the answer.
    let question = step.predict ?? Localized(en: "", zh: "")
    let text = Localized(en: step.say.en + " " + question.en, zh: step.say.zh + " " + question.zh)
    return StepCallbacks(events: events, in: session.events, text: text)
  }

  /// What the legend may depend on now, for the screen drawn (`whyIsCut`: whether the
  /// highlighted event's reason is cut on that frame).
  public func legendFacts(whyIsCut: Bool = false) -> LegendFacts {
    var facts = LegendFacts()
    facts.screen = isComparing ? .compare : .single
    facts.layer = overlay?.layer
    facts.activity = activity
    facts.canPush = !catalogue.pushable.isEmpty
    facts.canPresent = !catalogue.presentable.isEmpty
    facts.questionOpen = questionOpen
    facts.choiceCount = questionOpen ? plan?.currentStep?.choices.count ?? 0 : 0
    // A closed vote takes no number, whatever it decided.
    facts.hasChosen = plan?.chosen != nil || plan?.voteClosed == true
    facts.canVoteAgain = classLive?.round == 1 && plan?.voteClosed == false
    facts.isPresenter = following?.isPresenter == true
    facts.onDetour = detour != nil
    facts.hasNextStep = !(plan?.isDone ?? true)
    facts.pacing = pacing
    facts.isPaused = isPaused
    facts.hasPendingEvent = hasNextMoment
    // Before an item's answer `y` waits for it: the legend does not offer it.
    facts.whyIsCut = whyIsCut && !holdsBackTheWhy
    facts.showsWholeWhy = view.showsWholeWhy && !holdsBackTheWhy
    facts.isFollowing = following != nil
    facts.hasClass = classLive != nil
    if let run = practice {
      facts.activity = .practice
      facts.hasChosen = run.given != nil
      if run.item.kind == .order {
        facts.ordersLines = true
        facts.choiceCount = questionOpen ? run.arrangement.count : 0
      }
    }
    return facts
  }
}
