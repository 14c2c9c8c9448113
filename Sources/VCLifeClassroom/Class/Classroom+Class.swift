import VCLifeCore
import VCLifeScript

/// A class whose students joined the teacher's session (`vclife --class`): how many are in
/// it, and the open question's answers so far, counted by the teacher's vclife.
public struct ClassLive: Sendable, Equatable {
  /// Students in the class.
  public var joined = 0
  /// The open question's round: 1, or 2 after the class discussed and votes again.
  public var round = 1
  /// The open round's answers so far: students per choice, in the lesson's own order.
  public var counts: [Int] = []

  public init() {}

  /// How many students have answered the open round.
  public var answered: Int { counts.reduce(0, +) }
}

/// A student's screen following a teacher's session (`vclife join`): the teacher drives the
/// app; the student answers, scrolls, asks why and changes how they see it.
public struct Following: Sendable, Equatable {
  /// Students in the class, as the teacher last said.
  public var joined = 0
  /// The open question's round (1, or 2 after discussion).
  public var round = 1
  /// The rounds' counts the teacher sent, by step: what the class answered.
  public var votes: [Int: [VoteRound]] = [:]
  /// Why the class ended, once it has.
  public var ended: Localized?
  /// Whether the session's description has been played (it ends with the roster): a question
  /// asked from then on was asked on this screen.
  var caughtUp = false
  /// The student's first-round answer while a second round is open: it stands if they do
  /// not answer again.
  var firstChoice: Int?
  /// Whether this is the teacher's own second screen (`vclife join --presenter`): it sees
  /// the open round's answers as they come, and answers nothing.
  public var isPresenter = false
  /// The presenter's view: the open round's answers so far (the lesson's choice order).
  public var liveTally: VoteRound?
  /// The presenter's view: the accounts that have answered the open round.
  public var answeredBy: [String] = []
  /// The step (0-based) whose question was last asked on this screen, after it caught up. A
  /// student who joins (or joins again) while a question is open, or after it, did not see it
  /// asked here: this screen cannot know whether they answered it on another connection.
  var askedHere: Int?

  public init() {}
}

/// What the class link brings the reducer, besides keys.
public enum ClassInput: Sendable, Equatable {
  /// The teacher's side: students in the class, and the open round's answers so far.
  case tally(joined: Int, counts: [Int])
  /// The student's side: what the teacher's vclife said.
  case update(ClassUpdate)
  /// The student's side: the connection to the teacher ended, for this reason.
  case ended(Localized)
}

extension Classroom {
  /// Opens the class: the status line counts the students, a question counts their answers
  /// and its reveal keeps them.
  mutating func openClass() {
    classLive = ClassLive()
  }

  /// Applies what the class link brings.
  mutating func reduce(_ input: ClassInput) {
    switch input {
    case .tally(let joined, let counts):
      guard var live = classLive else { return }
      live.joined = joined
      let choices = questionOpen ? plan?.currentStep?.choices.count ?? 0 : 0
      live.counts = (0..<choices).map { $0 < counts.count ? counts[$0] : 0 }
      classLive = live
    case .update(let update):
      follow(update)
    case .ended(let reason):
      following?.ended = reason
      say(reason, isError: true)
    }
  }

  /// `V` while a question is open in a class: the first round's answers are kept (shown to
  /// the class for its discussion) and the same question is asked again.
  /// The first `q` with students in the class.
  static func quitEndsTheClass(_ students: Int) -> Localized {
    Localized(
      en: "q again ends the class for \(students) \(students == 1 ? "student" : "students").",
      zh: "再按 q 将为 \(students) 名学生结束课堂。")
  }

  mutating func voteAgain() {
    guard var live = classLive, questionOpen, let step = plan?.currentStep,
      !step.choices.isEmpty
    else {
      return say(
        classLive == nil
          ? Localized(
            en: "V asks a question with choices again, in a class (vclife --class).",
            zh: "V 用于在课堂中（vclife --class）让学生对有选项的问题再投一次票。")
          : Localized(
            en: "V asks an open question with choices again; none is open now.",
            zh: "V 用于对正在进行、有选项的问题再投一次票；现在没有这样的问题。"), isError: true)
    }
    guard !(plan?.voteClosed ?? false) else {
      return say(
        Localized(
          en: "The vote is closed: V asks again before the reveal.",
          zh: "投票已结束：V 只能在揭示之前使用。"), isError: true)
    }
    guard live.round == 1 else {
      return say(
        Localized(en: "This is the second vote already.", zh: "这已经是第二次投票。"),
        isError: true)
    }
    plan?.recordVote(VoteRound(counts: live.counts, joined: live.joined))
    live.round = 2
    live.counts = Array(repeating: 0, count: step.choices.count)
    classLive = live
    // No message: the text says "Second vote: 0 of 28 students answered.", and a message
    // would take the legend's place until the next key.
  }

  /// The first key that reveals an open question (space, End, `n`): in a class it closes
  /// the vote, and the class's answer is kept. With students joined and fewer than half of
  /// them answered, the first such key asks and the next one reveals (a double press of `n`
  /// must not end a vote nobody had time for). Returns whether the reveal goes on.
  mutating func closesTheVote() -> Bool {
    guard let live = classLive, let plan, plan.questionOpen, !plan.voteClosed,
      let step = plan.currentStep, !step.choices.isEmpty, detour == nil
    else { return true }
    if live.joined > 0, live.answered * 2 < live.joined, !view.earlyRevealAsked {
      view.confirmsEarlyReveal = true
      say(Said.revealEarly(answered: live.answered, joined: live.joined), isError: false)
      return false
    }
    recordClassVotes()
    self.plan?.voteClosed = true
    return true
  }

  /// `←` just after a class's question was revealed: the vote opens again (a reveal that
  /// came too soon, a double press), its callbacks hidden and its counts forgotten; the
  /// students' answers stand until they change them. Returns whether it did.
  mutating func reopensTheVote() -> Bool {
    // Back onto the question: from its end after the reveal, or from a callback a stepped
    // reveal has shown (the closed vote is what ← takes back).
    guard let live = classLive, live.joined > 0, let plan, detour == nil, plan.voteClosed,
      plan.questionOpen || !hasNextMoment, let step = plan.currentStep, !step.choices.isEmpty,
      let start = plan.progress.stepStarts.last, start < session.actions.count
    else { return false }
    // The round the vote closed on is asked again (a second vote stays a second vote).
    self.plan?.reopen()
    classLive?.counts = Array(repeating: 0, count: step.choices.count)
    move(toEvent: session.eventRange(ofAction: start).lowerBound)
    say(
      Localized(
        en: "The vote is open again; the students' answers stand until they change them.",
        zh: "投票重新开放；学生的回答保留，直到他们更改。"), isError: false)
    return true
  }

  /// The vote closes: the open round's answers are kept. With students joined, the class's
  /// answer is theirs: the choice most of them gave, none on a tie; a second round nobody
  /// answered leaves the first round's answer standing.
  mutating func recordClassVotes() {
    guard var live = classLive, questionOpen, let step = plan?.currentStep,
      !step.choices.isEmpty
    else { return }
    let index = (plan?.played ?? 1) - 1
    let earlier = plan.map { index < $0.progress.votes.count ? $0.progress.votes[index] : [] }
    let deciding =
      live.answered == 0 && live.round == 2 ? earlier?.last?.counts ?? live.counts : live.counts
    if live.joined > 0 || plan?.chosen == nil {
      // With no student joined, a number the teacher typed for the room stays the answer.
      if live.joined > 0 { plan?.clearChoice() }
      if let top = deciding.max(), top > 0, deciding.filter({ $0 == top }).count == 1,
        let choice = deciding.firstIndex(of: top)
      {
        _ = plan?.choose(choice + 1)
      }
    }
    plan?.recordVote(VoteRound(counts: live.counts, joined: live.joined))
    live.counts = []
    classLive = live
  }

  /// The question's round students answer now.
  public var classRound: Int { classLive?.round ?? following?.round ?? 1 }

  // MARK: Students

  /// Whether this screen follows a teacher's session.
  public var isFollowing: Bool { following != nil }

  /// What a student's key that would drive the app says instead: the keys the key table
  /// gives a student (`KeyBinding.forStudents`), then how to leave.
  static var teacherDrives: Localized { teacherDrives(in: Keymap.bindings) }

  /// What a student's key that would drive the app says, for a key table.
  static func teacherDrives(in table: [KeyBinding]) -> Localized {
    let keys = Keymap.help(on: .single, .lesson, forStudents: true, in: table).map(\.key).filter {
      $0 != "q"
    }
    return Localized(
      en:
        "The teacher drives the app; your keys: \(keys.joined(separator: ", ")); q leaves the class.",
      zh: "由老师操作应用；你的按键：\(keys.joined(separator: "、"))；按 q 离开课堂。")
  }

  /// A student's answer: kept as their own, and sent to the teacher (changeable until the
  /// reveal).
  mutating func studentAnswer(_ shown: Int) -> [Effect] {
    if following?.isPresenter == true {
      say(Said.presenterAnswersNothing, isError: false)
      return []
    }
    if plan?.voteClosed == true, plan?.currentStep?.choices.isEmpty == false {
      say(Said.voteClosed, isError: false)
      return []
    }
    guard awaitsChoice, let step = plan?.played, step > 0 else {
      say(
        Localized(
          en: "Answers go to an open question with choices; the teacher asks them.",
          zh: "数字键用于回答老师提出的有选项的问题。"), isError: false)
      return []
    }
    // The number shown means the same choice on every screen (the session's shuffle); the
    // teacher counts the lesson's own choice.
    let count = plan?.currentStep?.choices.count ?? 0
    let choice = settings.choiceOrder.lessonChoice(shown: shown, step: step - 1, count: count)
    guard plan?.choose(choice) == true else {
      say(Localized(en: "Choose 1–\(count).", zh: "请选择 1–\(count)。"), isError: true)
      return []
    }
    // The text says which number is chosen and that it may change; this says where it went.
    say(Localized(en: "Sent to the teacher.", zh: "已发给老师。"), isError: false)
    return [.send(.answer(step: step - 1, round: classRound, choice: choice))]
  }

  /// A screen that follows a teacher's session: the app, lesson and starting system the
  /// teacher's description names, nothing played yet (the teacher's actions come next).
  public static func following(
    catalogue: Catalogue, initialState: AppState, lesson: Lesson?, source: SessionSource,
    settings: ScreenSettings
  ) -> Classroom {
    var classroom = Classroom(
      catalogue: catalogue, initialState: initialState, settings: settings, launch: false,
      source: source)
    if let lesson { classroom.plan = Plan(lesson: lesson) }
    classroom.following = Following()
    return classroom
  }

  /// The teacher closed the vote (a student's screen): a second round this student did not
  /// answer leaves their first answer standing.
  private mutating func closeFollowedVote() {
    plan?.voteClosed = true
    if plan?.chosen == nil, let first = following?.firstChoice { _ = plan?.choose(first) }
    following?.firstChoice = nil
    view.message = nil
  }

  /// What the teacher's vclife said, played on this screen's own timeline.
  mutating func follow(_ update: ClassUpdate) {
    guard following != nil else { return }
    switch update {
    case .act(let action):
      // The teacher's vclife keeps to the limit; past it, a line is not the teacher's to follow.
      guard session.actions.count < actionLimit else { return }
      _ = timeline.perform(action)
    case .cut(let count):
      timeline.truncate(toActions: min(count, session.actions.count))
    case .step(let index, let action):
      guard var plan, index == plan.played, plan.begin(atAction: action) != nil else { return }
      let step = plan.steps[index]
      if plan.lesson != nil { plan.narration = step.say }
      self.plan = plan
      if let focus = step.subject { select(focus) }
    case .moment(let action, let step, let rewound):
      guard action < session.actions.count else { return }
      show(action: action, step: step)
      timeline.isRewound = rewound
    case .ask(let round):
      // The same round asked again is a closed vote opened again: the answer stays.
      let again = following?.round == round && plan?.voteClosed == true
      following?.round = round
      plan?.voteClosed = false
      following?.liveTally = nil
      following?.answeredBy = []
      if following?.caughtUp == true { following?.askedHere = (plan?.played ?? 0) - 1 }
      if plan?.currentStep?.predict != nil { plan?.questionOpen = true }
      if round == 2, !again {
        following?.firstChoice = plan?.chosen
        plan?.clearChoice()
        view.message = nil  // "your answer: 3" was the first round's
      }
    case .closeVote:
      closeFollowedVote()
    case .reveal:
      if plan?.voteClosed == false { closeFollowedVote() }
      plan?.questionOpen = false
      // "You chose 3; you may change it" no longer holds: the result is in the text.
      view.message = nil
    case .detour(let on):
      detour = on ? Detour(lesson: timeline, questionOpen: false) : nil
      if on { plan?.questionOpen = false }
    case .mode(let kind):
      if let kind { compare(kind) } else { mode = .single }
    case .reopen(let step):
      // The round that closed is withdrawn; a first round kept before it stays.
      if following?.votes[step]?.isEmpty == false { following?.votes[step]?.removeLast() }
    case .votes(let step, let round, let votes):
      guard let plan, plan.steps.indices.contains(step) else { return }
      var rounds = following?.votes[step] ?? []
      if rounds.count == round - 1 { rounds.append(votes) }
      following?.votes[step] = rounds
    case .roster(let count):
      following?.joined = count
      following?.caughtUp = true
    case .tally(let step, let round, let votes):
      guard step == (plan?.played ?? 0) - 1, round == following?.round else { break }
      following?.liveTally = votes
    case .answeredBy(let names):
      following?.answeredBy = Array(names.prefix(Following.maximumNames))
    case .bye:
      reduce(.ended(Said.classEnded))
    case .begin, .scenario, .lesson, .document, .start, .shuffle, .own, .ready:
      // A new description: the link builds a new screen from it.
      break
    }
    // The teacher's moment may not have moved while the session changed under it.
    if timeline.isShownStale { timeline.move(to: cursor) }
  }
}

extension Said {
  /// Where the students join, said when the class opens.
  /// At the default path, whose directory is the teacher's own, only the teacher's account
  /// can join: the line says so, and how to open the class to other accounts.
  public static func classOpen(_ path: String, isPrivate: Bool) -> Localized {
    let shown = ControllerName.escaped(path)
    if isPrivate {
      return Localized(
        en: "Class open to your account only (vclife join); for students' accounts: "
          + "--class DIR/class.sock in a course directory",
        zh: "课堂只对你的账户开放（vclife join）；要让学生账户加入：--class 课程目录/class.sock")
    }
    return Localized(
      en: "Class open: students run vclife join \(shown)", zh: "课堂已开放：学生运行 vclife join \(shown)")
  }

  /// `--resume` of a session a class followed, without `--class`: a resumed session opens no
  /// socket by itself.
  public static let classNotReopened = Localized(
    en: "This session was a class; it was not reopened: vclife --resume --class reopens it.",
    zh: "这个会话原本是一堂课，课堂没有重新开放：用 vclife --resume --class 重新开放。")

  /// The teacher has ended the class.
  public static let classEnded = Localized(
    en: "The teacher has ended the class.", zh: "老师已结束课堂。")
}

extension Following {
  /// The most account names the presenter's view keeps.
  static let maximumNames = 1_000
}

extension ClassLive {
  /// A class of `joined` students, no question open.
  init(joined: Int) {
    self.init()
    self.joined = joined
  }
}
