import VCLifeCore
import VCLifeScript

/// A lesson's steps and questions, a replay's actions, and the detours a class asks for.
extension Classroom {
  // MARK: Steps

  /// A replay of `actions`: played one by one on `n`, or by themselves when animated.
  mutating func enqueue(_ actions: [Action]) {
    plan = Plan(replaying: actions)
  }

  /// Plays the next step: its actions, its narration, and, for a question, its callbacks
  /// hidden until revealed.
  mutating func playNextStep() {
    guard var plan, let step = plan.begin(atAction: session.actions.count) else {
      return say(
        lesson == nil
          ? Localized(en: "Nothing left to replay.", zh: "没有可重放的了。")
          : Localized(en: "That was the last step.", zh: "这是最后一步。"), isError: false)
    }
    self.plan = plan
    let start = session.events.count
    for action in step.actions { perform(action) }
    guard lesson != nil else { return }
    self.plan?.narration = step.say
    // The View tree shows the controller the step is about, not only the one on screen.
    if let focus = step.subject { select(focus) }
    if step.predict != nil, start < session.events.count {
      // Hide the step's callbacks behind the question: only its first line shows.
      self.plan?.questionOpen = true
      move(toEvent: start)
      if classLive != nil {
        classLive?.round = 1
        classLive?.counts = Array(repeating: 0, count: step.choices.count)
      }
    }
  }

  /// `n` and Enter: the next step; while a question is open, its callbacks are revealed
  /// first (all at once), so no answer is skipped unseen.
  mutating func nextStepOrReveal() {
    if detour != nil { return returnToLesson() }
    guard questionOpen else { return playNextStep() }
    guard closesTheVote() else { return }
    // No message: the callbacks now on screen say it, and the legend says `n next step`; a
    // message here would take rows from the panes when both languages are shown.
    showAll()
  }

  /// A number while the current question offers choices: the class's answer, by the number
  /// shown; the progress keeps the lesson's own choice (see ``ChoiceOrder``).
  mutating func choose(_ shown: Int) {
    let count = plan?.currentStep?.choices.count ?? 0
    let index = (plan?.played ?? 1) - 1
    let choice = settings.choiceOrder.lessonChoice(shown: shown, step: index, count: count)
    guard plan?.choose(choice) == true else {
      return say(
        Localized(en: "Choose 1–\(count).", zh: "请选择 1–\(count)。"), isError: true)
    }
  }

  /// The next hidden callback of an open question, whether or not the class answered: a
  /// recording, which no class answers, reveals its questions this way after a pause.
  mutating func revealNext() {
    guard questionOpen else { return }
    reveal()
  }

  /// Space while a question is open: reveal the next callback; the last one ends it.
  mutating func reveal() {
    guard closesTheVote() else { return }
    advance()
    if !hasNextMoment { plan?.questionOpen = false }
  }

  /// Whether a question with choices still waits for the class's answer; if so, says so.
  /// Its callbacks are the answer: none is shown before the class has chosen (n reveals all,
  /// the teacher's decision).
  mutating func asksForAnswerFirst() -> Bool {
    if let run = practice, run.given == nil, questionOpen {
      // Practice: nothing of the answer shows before it is given.
      say(
        run.item.kind == .order
          ? Localized(
            en: "Put the lines in order first (1–\(run.item.choices.count), ↑ ↓), then Enter.",
            zh: "先排好顺序（1–\(run.item.choices.count)、↑ ↓），再按 Enter。")
          : Localized(
            en: "First your answer: 1–\(run.item.choices.count).",
            zh: "请先作答：1–\(run.item.choices.count)。"), isError: false)
      return true
    }
    // In a class the students answer on their own screens: the teacher reveals at will.
    guard classLive == nil, awaitsChoice, plan?.chosen == nil else { return false }
    say(
      Said.answerFirst(plan?.currentStep?.choices.count ?? 0, audience: settings.audience),
      isError: false)
    return true
  }

  // MARK: Detours

  /// An action on the app while a lesson is taught: a detour from the lesson's path, which
  /// `n` leaves. The action acts on what the class sees: an open question's hidden callbacks
  /// are held back (the detour starts from the state before the step, so the answer is not
  /// shown before it is asked), and an action the app refuses changes nothing, so it starts
  /// no detour (its refusal is said in the status line).
  mutating func takeDetour(_ act: (inout Classroom) -> [Effect]) -> [Effect] {
    let mark = Detour(lesson: timeline, questionOpen: questionOpen)
    if questionOpen, let start = plan?.progress.stepStarts.last {
      timeline.truncate(toActions: start)
      showAll()
    }
    let held = (revision: timeline.revision, actions: session.actions.count)
    let effects = act(&self)
    let added = held.actions..<max(held.actions, session.actions.count)
    if timeline.revision == held.revision || added.allSatisfy(isRefusedOrDefinition) {
      restore(mark)
    } else {
      startDetour(from: mark)
    }
    return effects
  }

  /// Whether an action changed nothing the class can see: refused, or only a controller's
  /// definition made ready for an action that was refused.
  private func isRefusedOrDefinition(_ action: Int) -> Bool {
    if case .define = session.actions[action] { return true }
    return session.events[session.eventRange(ofAction: action)].contains { $0.kind == .error }
  }

  /// The lesson's timeline and open question as `mark` kept them.
  private mutating func restore(_ mark: Detour) {
    timeline.replace(with: mark.lesson)
    timeline.isRewound = mark.lesson.isRewound
    plan?.questionOpen = mark.questionOpen
  }

  /// A look back in time (←) that came forward again (→) to where the lesson stood: nothing
  /// is off the lesson any more, so the detour ends by itself.
  mutating func endDetourIfBack() {
    guard let mark = detour, timeline.revision == mark.lesson.revision,
      cursor == mark.lesson.cursor, timeline.overrun == mark.lesson.overrun
    else { return }
    detour = nil
    restore(mark)
    say(Said.backOnLesson(step: lessonStep, practising: practice != nil), isError: false)
  }

  /// Leaves the lesson's path: the lesson's text gives way to a line saying so, until `n`.
  mutating func startDetour(from mark: Detour) {
    detour = mark
    // The question is hidden, not answered: it is open again when the lesson comes back.
    plan?.questionOpen = false
    if view.message == nil || view.message?.isError == false {
      say(
        Said.offLesson(step: lessonStep, practising: practice != nil, following: isFollowing),
        isError: false)
    }
  }

  /// `n` during a detour: the lesson's own timeline and open question come back.
  mutating func returnToLesson() {
    guard let mark = detour else { return }
    detour = nil
    restore(mark)
    timeline.isRewound = false
    followScreen()
    scrollLogs(to: 0)
    say(Said.backOnLesson(step: lessonStep, practising: practice != nil), isError: false)
  }

  /// The classroom as the lesson stands, any detour left out: what the handout and the
  /// saved session keep.
  public var onTheLesson: Classroom {
    guard detour != nil else { return self }
    var classroom = self
    classroom.mode = .single
    classroom.returnToLesson()
    classroom.view.message = nil
    return classroom
  }

  // MARK: Lessons begun and ended

  /// Enter in the lesson menu: the highlighted lesson starts. A lesson under way (or a
  /// session with actions of its own) is not dropped unasked: the first Enter says how to
  /// save it, as `R` does, and the second starts the lesson.
  mutating func startChosenLesson() {
    guard case .lessonMenu(var menu) = overlay else { return }
    if hasWorkToLeave, !menu.confirmsLeaving {
      menu.confirmsLeaving = true
      overlay = .lessonMenu(menu)
      return say(Said.confirmLeave(for: menu.lessons[menu.index].name), isError: false)
    }
    overlay = nil
    startLesson(menu.lessons[menu.index])
  }

  /// Whether starting another lesson would leave work behind: a lesson's step played, or
  /// actions of the teacher's own after the launch.
  var hasWorkToLeave: Bool {
    lessonStep > 0 || (lesson == nil && session.actions.count > 1)
  }

  /// Starts `lesson` at its title card, the screen's settings kept (language, theme, pacing,
  /// speed, projector view).
  mutating func startLesson(_ lesson: Lesson) {
    // The student's class (`--own`) joins any lesson started here, as `--lesson` with
    // `--own` makes it join (once: a lesson walked again has it already).
    let own = self.own
    let taught =
      own.map { lesson.scenario.templates[$0.name] == nil ? lesson.withOwn($0) : lesson }
      ?? lesson
    var fresh = Classroom(lesson: taught, settings: settings)
    fresh.own = own
    fresh.isRecorded = isRecorded
    fresh.actionLimit = actionLimit
    fresh.compareKind = compareKind
    fresh.epoch = epoch + 1
    fresh.classLive = classLive.map { ClassLive(joined: $0.joined) }
    fresh.lessonScores = lessonScores
    self = fresh
    say(Said.lessonStarted(lesson.name), isError: false)
  }

  /// Whether every step of the lesson has been played and revealed, on the lesson's path.
  public var isFinishedLesson: Bool {
    // A practice item's plan is not a lesson of the menu: it keeps no score there.
    guard let plan, plan.lesson != nil, practice == nil else { return false }
    return plan.isDone && !plan.questionOpen && detour == nil
  }

  /// The lesson from its title card again, the settings kept; the first walk's score is said.
  mutating func walkAgain() {
    guard let lesson else { return }
    let score = score
    startLesson(lesson)
    let first =
      score.asked > 0
      ? Localized(
        en: " (first walk: \(score.right) / \(score.asked) right)",
        zh: "（第一遍：答了 \(score.asked) 题，答对 \(score.right) 题）")
      : Localized(en: "", zh: "")
    say(
      Localized(
        en: "The lesson again, side by side\(first.en): n plays step 1.",
        zh: "并排重走课程\(first.zh)：按 n 开始第 1 步。"), isError: false)
  }

  // MARK: The other screen

  /// `c`: compare mode of the same session (the sides last compared), or back to one app.
  /// After a lesson's last step, compare mode walks the lesson again, side by side. An open
  /// question stays open on the other screen: nothing is revealed by switching.
  mutating func switchScreen() {
    if let compare {
      // The sides chosen with `i` and `I` are what `c` opens next (they were reset).
      compareKind = compare.kind
      mode = .single
      let moment = momentOnAxis
      if let moment { show(action: moment.action, step: moment.step) }
      return
    }
    if isFinishedLesson {
      walkAgain()
    } else if !questionOpen, detour == nil {
      showAll()
    }
    let kind = compareKind ?? lesson.map(CompareKind.walking) ?? .iOSVersions
    if let refusal = classCompareRefusal(kind) { return say(refusal, isError: true) }
    compare(kind)
  }

  /// Why a class's lesson may not be compared on `kind`'s sides: it asks about a version
  /// neither side runs (its callbacks would be on no screen). Nil outside a class or a lesson.
  public func classCompareRefusal(_ kind: CompareKind) -> Localized? {
    guard classLive != nil, let lesson else { return nil }
    let missing = kind.versionsNeitherSideRuns(asking: lesson)
    guard !missing.isEmpty else { return nil }
    let versions = missing.map(\.title).joined(separator: ", ")
    return Localized(
      en: "In a class, this lesson asks about \(versions), which neither side would run: "
        + "compare mode is left off.",
      zh: "课堂中，本课程会问到 \(versions)，对比的两侧都不运行它：不进入对比模式。")
  }

  /// Compare mode of `kind`, at once (the command line's `--compare`): the lesson and the
  /// moment as they are.
  mutating func compare(_ kind: CompareKind) {
    let atEnd = !hasNextMoment
    mode = .compare(CompareView(kind: kind, truth: session, catalogue: catalogue))
    // The sides were built from the truth as it is: they have followed every action.
    timeline.followed()
    if atEnd, !questionOpen { showAll() }
  }

  /// The narration language, set from outside the keys (a terminal that cannot draw
  /// Chinese keeps English).
  mutating func setLanguage(_ language: ReportLanguage) {
    settings.language = language
  }

  /// `i` or `I` in compare mode: that side's next version; handlers compare one system.
  mutating func nextVersion(of side: CompareSide) {
    guard var next = compare else { return }
    if classLive != nil, lesson != nil,
      next.nextVersion(of: side, truth: session, catalogue: catalogue) != nil,
      let refusal = classCompareRefusal(next.kind)
    {
      return say(refusal, isError: true)
    }
    let (truth, app) = (session, self.catalogue)
    let label = withCompare { $0.nextVersion(of: side, truth: truth, catalogue: app) } ?? nil
    guard let label else {
      let title = next.behavior(of: .left).title
      return say(
        Localized(
          en: "i: both sides run \(title) in handler compare mode",
          zh: "i：处理方法对比模式下两侧都运行 \(title)"), isError: true)
    }
    say(
      Localized(
        en: "\(side == .left ? "Left" : "Right") side: \(label).",
        zh: "\(side == .left ? "左" : "右")侧：\(label)。"), isError: false)
  }
}
