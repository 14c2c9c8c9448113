import VCLifeCore
import VCLifePractice
import VCLifeScript

/// Practice on the live screen: each item is played as a small lesson on its app (the
/// set-up as a first step, the asked action as the question step), so the panes, the
/// question, the reveal and the legend are the lesson's; what is practice's own — the next
/// item, the answer recorded, the streak and mastery, the topic and level, an `order`
/// item's lines — is here.
extension Classroom {
  /// A classroom practising from `seed` under `filters`, on its first item (the store's due
  /// items first unless `seedFirst`); nil when no item matches the filters.
  public static func practising(
    seed: UInt64, filters: PracticeFilters, standing: PracticeStanding, seedFirst: Bool,
    settings: ScreenSettings
  ) -> Classroom? {
    guard
      let run = PracticeRun(
        seed: seed, filters: filters, standing: standing, seedFirst: seedFirst)
    else { return nil }
    var settings = settings
    settings.audience = .student
    var classroom = Classroom(lesson: run.item.practiceLesson, settings: settings)
    classroom.practice = run
    classroom.playItem()
    return classroom
  }

  /// Starts the practice's item afresh on its app: the set-up played at once, the question
  /// open over the asked action's hidden callbacks.
  mutating func playItem() {
    guard let run = practice else { return }
    var fresh = Classroom(lesson: run.item.practiceLesson, settings: settings)
    fresh.isRecorded = isRecorded
    fresh.actionLimit = actionLimit
    fresh.epoch = epoch + 1
    fresh.lessonScores = lessonScores
    fresh.practice = run
    self = fresh
    let pacing = settings.pacing
    settings.pacing = .instant
    while let plan, !plan.isDone { playNextStep() }
    settings.pacing = pacing
    view.message = nil
    // A `next` item shows the asked action's callbacks up to the one asked about.
    let shown = run.item.log
    if run.item.kind == .next, !shown.isEmpty, let start = plan?.progress.stepStarts.last {
      let events = session.eventRange(ofAction: start)
      var found = 0
      for index in events where found < shown.count {
        if session.events[index].lessonLabel == shown[found] {
          found += 1
          if found == shown.count { move(toEvent: index) }
        }
      }
    }
  }

  /// A number while practising: the answer to a one-choice item, or the line of an `order`
  /// item to move.
  mutating func practiceNumber(_ number: Int) -> [Effect] {
    guard let run = practice, questionOpen, detour == nil else {
      say(
        Localized(
          en: "Answered: n brings the next item.", zh: "已作答：按 n 进入下一题。"), isError: false)
      return []
    }
    if run.item.kind == .order {
      if practice?.pick(number) != true {
        say(Self.chooseFrom(run.item.choices.count), isError: true)
      }
      return []
    }
    guard run.item.choices.indices.contains(number - 1), plan?.choose(number) == true else {
      say(Self.chooseFrom(run.item.choices.count), isError: true)
      return []
    }
    return answerPractice([number])
  }

  /// Whether a command would show something of an open item's answer before it is given
  /// (``asksForAnswerFirst()`` then says so): an action on the app (a detour plays it, or
  /// changes the version), a look back or forward in the timeline (the version, the reasons,
  /// the next callback), compare mode's other side, an export (the item's script names its
  /// version) or a reset. After the answer they explore the item.
  static func spoilsAnOpenItem(_ command: Command) -> Bool {
    if command.isAction { return true }
    switch command {
    case .back, .first, .forward, .last, .switchScreen, .export, .reset, .pick: return true
    default: return false
    }
  }

  /// Whether `y` waits for the answer: before it an item's reasons would name the answer
  /// (the asked action's line says what it does; a masked log's reasons tell the version,
  /// the action or the mistake). A `next` item's shown callbacks are its evidence, and
  /// their reasons may be read.
  var holdsBackTheWhy: Bool {
    guard let run = practice, run.given == nil, questionOpen, detour == nil else { return false }
    return run.item.kind != .next
  }

  /// `y` before the answer to an item.
  static let whyAfterAnswer = Localized(
    en: "The why comes with your answer.", zh: "原因在作答后给出。")

  private static func chooseFrom(_ count: Int) -> Localized {
    Localized(en: "Choose 1–\(count).", zh: "请选择 1–\(count)。")
  }

  /// `n` and Enter while practising: once answered, the next item; Enter (`checks`) gives
  /// an `order` item's arrangement as the answer (`n` did too, and `n` pressed twice to
  /// pass an item gave the next one's lines unmoved).
  mutating func practiceNext(checks: Bool) -> [Effect] {
    guard let run = practice else { return [] }
    if detour != nil {
      returnToLesson()
      return []
    }
    if run.given == nil {
      if run.item.kind == .order {
        if checks { return answerPractice(run.arrangement) }
        // Short: in both languages at 60×20 a message of two rows takes a line's row.
        say(Localized(en: "Enter checks this order.", zh: "按 Enter 提交这个顺序。"), isError: false)
        return []
      }
      say(Self.chooseFrom(run.item.choices.count), isError: false)
      return []
    }
    guard practice?.advance() == true else {
      say(
        Localized(
          en: "No other item matches; T or D chooses others.", zh: "没有其他符合条件的题目；按 T 或 D 换主题或级别。"),
        isError: false)
      return []
    }
    playItem()
    return []
  }

  /// The answer given: the question closes and the asked action plays in the log (as the
  /// pacing says), the streak follows, and the loop records the answer in the store.
  private mutating func answerPractice(_ given: [Int]) -> [Effect] {
    guard var run = practice else { return [] }
    let correct = run.answer(given)
    practice = run
    plan?.questionOpen = false
    if pacing == .instant { showAll() }
    // Kept by choice: the item's own numbers, whatever places this showing gave them.
    let showing = run.showing
    let choice = given.map { showing.itemChoice(shown: $0) ?? $0 }
    return [
      .recordPractice(
        PracticeAnswer(
          id: run.item.id, topic: run.item.topic, correct: correct, choice: choice,
          shown: showing.order))
    ]
  }

  /// The store's reply to the last answer, from the loop.
  mutating func practiceRecorded(_ standing: PracticeStanding, comesBackIn days: Int) {
    practice?.recorded(standing, comesBackIn: days)
  }

  /// ↑ or ↓ while an `order` item is open: its picked line moves; else the selection.
  mutating func moveLine(by step: Int) {
    guard practice?.item.kind == .order, questionOpen, detour == nil else {
      return moveSelections(step)
    }
    practice?.movePicked(by: step)
  }

  /// `T`: the next topic the item's kinds are about (any, then each); the next item is
  /// about it.
  mutating func nextPracticeTopic() {
    guard let run = practice else { return }
    let kinds = run.filters.kind.map { [$0] } ?? ItemKind.allCases
    let topics = Topic.allCases.filter { topic in kinds.contains { $0.topics.contains(topic) } }
    let cycle: [Topic?] = [nil] + topics
    narrowPractice(cycle, current: run.filters.topic) { $0.topic = $1 }
  }

  /// `D`: the next level (any, 1, 2, 3); the next item is of it.
  mutating func nextPracticeLevel() {
    guard let run = practice else { return }
    let cycle: [Int?] = [nil] + Level.all.map { $0 }
    narrowPractice(cycle, current: run.filters.level) { $0.level = $1 }
  }

  /// Practice narrowed to the next value of `cycle` after `current` that has items.
  private mutating func narrowPractice<Value: Equatable>(
    _ cycle: [Value?], current: Value?, _ set: (inout PracticeFilters, Value?) -> Void
  ) {
    guard var run = practice else { return }
    let start = cycle.firstIndex(of: current) ?? 0
    for offset in 1..<cycle.count {
      var filters = run.filters
      set(&filters, cycle[(start + offset) % cycle.count])
      if filters.problem == nil, run.narrow(to: filters) {
        practice = run
        playItem()
        return say(Self.practiceChoice(filters), isError: false)
      }
    }
    say(Localized(en: "No other choice has items.", zh: "没有其他有题目的选择。"), isError: true)
  }

  /// "Topic: memory · level: any".
  static func practiceChoice(_ filters: PracticeFilters) -> Localized {
    let topic = filters.topic.map(PracticeWords.topic) ?? Localized(en: "any", zh: "任意")
    let level =
      filters.level.map { Localized(en: "\($0)", zh: "\($0)") } ?? Localized(en: "any", zh: "任意")
    return Localized(
      en: "Topic: \(topic.en) · level: \(level.en)", zh: "主题：\(topic.zh) · 级别：\(level.zh)")
  }

  /// The activity's facts for the teaching text.
  func practiceFacts(_ run: PracticeRun) -> PracticeFacts {
    var facts = PracticeFacts(item: run.item)
    facts.streak = run.streak
    facts.answered = run.answered
    facts.right = run.right
    facts.due = run.standing.due.count
    facts.mastery = run.standing.mastery[run.item.topic]
    facts.given = run.given
    facts.comesBackIn = run.comesBackIn
    facts.filters = run.filters
    facts.mask = practiceMask
    if run.item.kind == .order {
      facts.arrangement = run.arrangement
      facts.picked = run.picked
    }
    return facts
  }
}

extension PracticeItem {
  /// The item as a lesson on its app: the set-up's actions after the launch as a first step
  /// (no question), the asked action as the question step with the item's choices and
  /// answer, and why as what the step says once revealed.
  public var practiceLesson: Lesson {
    var scenario = SessionExport.builtInScenario(named: app) ?? Scenario()
    scenario.behavior = ios
    for template in definitions {
      if scenario.templates[template.name] == nil { scenario.order.append(template.name) }
      scenario.templates[template.name] = template
    }
    var after = setup
    if case .launch(let root) = after.first {
      scenario.root = root
      after.removeFirst()
    }
    var steps: [LessonStep] = []
    if !after.isEmpty {
      steps.append(LessonStep(actions: after, say: Localized(en: "", zh: "")))
    }
    var asking = LessonStep(
      actions: [asked], say: why, predict: question,
      choices: kind == .order ? [] : choices.map(\.text),
      answer: kind == .order ? nil : answer.first)
    asking.focus = subject
    steps.append(asking)
    return Lesson(
      name: "practice", title: question, summary: question, scenario: scenario, steps: steps)
  }
}
