import VCLifeCore
import VCLifeScript

/// Playback: performing actions, pacing their callbacks, the queue of a replay or lesson,
/// and moving through time.
extension LiveModel {
  // MARK: Playback

  /// Performs an action: what is still playing is shown at once first, so actions never
  /// interleave; then the new callbacks play at the chosen pace.
  mutating func perform(_ action: Action) {
    if pinnedBehavior != nil, case .setBehavior = action {
      // A compare side's system is what is being compared: a lesson's `ios` step leaves it
      // as its title names it.
      return say(
        Localized(
          en: "Each side keeps its own version in compare mode; its title names it.",
          zh: "对比模式下每一侧保持自己的版本，标题中写明。"), isError: false)
    }
    if session.actions.count >= actionLimit, !isRewound {
      return say(Words.sessionFull(actionLimit), isError: true)
    }
    if isRewound, let cursor {
      // Acting in the past is like an undo: what came after the cursor's action is dropped.
      let kept = session.action(containing: cursor) + 1
      session.truncate(toActions: kept)
      stepRecords.removeAll { $0.actionStart >= kept }
      isRewound = false
    }
    showAll()
    showsWholeWhy = false
    // Let go of the shown copy first: sharing the state's storage would make the simulator
    // copy a deep stack on every change.
    shownState = session.initialState
    let range = session.perform(action)
    // Reading a view (or asking whether it is loaded) keeps the controller the class is
    // looking at selected; everything else follows the screen again.
    switch action {
    case .access, .isViewLoaded: break
    default: selectedRow = nil
    }
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
    planned += actions.map { PlannedStep(actions: [$0]) }
  }

  /// Plays the next queued step: its actions, its narration, and, for a question, its
  /// callbacks hidden until revealed.
  mutating func playNextQueued() {
    guard playedCount < planned.count else {
      return say(
        lesson == nil
          ? Localized(en: "Nothing left to replay.", zh: "没有可重放的了。")
          : Localized(en: "That was the last step.", zh: "这是最后一步。"), isError: false)
    }
    let step = planned[playedCount]
    playedCount += 1
    if lesson != nil {
      lessonStep += 1
      stepRecords.append(
        StepRecord(actionStart: session.actions.count, answer: step.answer, chosen: nil))
      currentStep = step
      chosenAnswer = nil
    }
    let start = session.events.count
    for action in step.actions { perform(action) }
    narration = step.say ?? narration
    // The View tree shows the controller the step is about, not only the one on screen.
    if let focus = step.focus { select(focus) }
    if let question = step.predict, start < session.events.count {
      // Hide the step's callbacks behind the question: only its first line shows.
      prediction = question
      move(to: start)
    }
  }

  /// `n` and Enter: the next step; while a question is open, its callbacks are revealed
  /// first (all at once), so no answer is skipped unseen.
  mutating func nextStepOrReveal() {
    if detour != nil { return returnToLesson() }
    guard prediction != nil else { return playNextQueued() }
    // No message: the callbacks now on screen say it, and the legend says `n next step`; a
    // message here would take rows from the panes when both languages are shown.
    showAll()
  }

  /// A number key while the current question offers choices: the class's answer.
  mutating func choose(_ choice: Int) {
    guard let step = currentStep, (1...step.choices.count).contains(choice) else {
      return say(
        Localized(
          en: "Choose 1–\(currentStep?.choices.count ?? 0).",
          zh: "请选择 1–\(currentStep?.choices.count ?? 0)。"), isError: true)
    }
    chosenAnswer = choice
    if !stepRecords.isEmpty { stepRecords[stepRecords.count - 1].chosen = choice }
  }

  /// The next hidden callback of an open question, whether or not the class answered: a
  /// recording, which no class answers, reveals its questions this way after a pause.
  public mutating func revealNext() {
    guard prediction != nil else { return }
    reveal()
  }

  /// Space while a prediction is pending: reveal the next callback; the last one ends it.
  mutating func reveal() {
    advance()
    if pendingEvent == nil { prediction = nil }
  }

  /// Space: reveals a hidden callback, steps, or pauses, depending on the pacing.
  mutating func stepOrPause() {
    if prediction != nil {
      if asksForAnswerFirst() { return }
      return reveal()
    }
    switch pacing {
    case .animated:
      if pendingEvent == nil {
        return say(Localized(en: "Nothing is playing.", zh: "没有正在播放的回调。"), isError: false)
      }
      isPaused.toggle()
    case .step:
      if pendingEvent == nil {
        return say(
          Localized(en: "Nothing to step: press an action key.", zh: "没有可单步的：请按一个操作键。"),
          isError: false)
      }
      advance()
    case .instant:
      say(
        Localized(en: "Pacing is all at once; press s to step.", zh: "现为一次全部播放；按 s 改为单步。"),
        isError: false)
    }
  }

  /// Shows the next event.
  mutating func advance() {
    guard let next = pendingEvent else { return }
    move(to: next)
  }

  /// → : one event forward in time (after a step back, or through a pending action).
  mutating func stepForward() {
    guard pendingEvent != nil else {
      return say(Localized(en: "This is the newest event.", zh: "这是最新的事件。"), isError: false)
    }
    if pacing == .animated { isPaused = true }
    advance()
  }

  /// ← and Home: back in time; the whole screen shows the state after that event.
  mutating func stepBack(_ count: Int) {
    guard let cursor, cursor > 0 else {
      return say(Localized(en: "This is the first event.", zh: "这是第一个事件。"), isError: false)
    }
    if pacing == .animated { isPaused = true }
    isRewound = true
    logScroll = 0
    move(to: max(0, cursor - count))
  }

  /// Shows every event: the end of the timeline, nothing pending, no question open.
  mutating func showAll() {
    prediction = nil
    guard let last = session.events.indices.last, cursor != last else { return }
    move(to: last)
  }

  /// Puts the cursor on an event and rebuilds the state the panes show.
  mutating func move(to index: Int) {
    cursor = index
    shownState = session.state(afterEvent: index)
    if index == session.events.count - 1 { isRewound = false }
  }
}
