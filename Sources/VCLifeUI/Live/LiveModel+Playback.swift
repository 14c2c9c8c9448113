import VCLifeCore
import VCLifeScript

/// Playback: performing actions, pacing their callbacks, the queue of a replay or lesson,
/// and moving through time.
extension LiveModel {
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

  /// Plays the next queued step: its actions, its narration, and, for a question, its
  /// callbacks hidden until revealed.
  mutating func playNextQueued() {
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
  mutating func reveal() {
    advance()
    if pendingEvent == nil { prediction = nil }
  }

  /// Space: reveals a hidden callback, steps, or pauses, depending on the pacing.
  mutating func stepOrPause() {
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

  /// Shows the next event.
  mutating func advance() {
    guard let next = pendingEvent else { return }
    move(to: next)
  }

  /// → : one event forward in time (after a step back, or through a pending action).
  mutating func stepForward() {
    guard pendingEvent != nil else { return say("This is the newest event.", isError: false) }
    if pacing == .animated { isPaused = true }
    advance()
  }

  /// ← and Home: back in time; the whole screen shows the state after that event.
  mutating func stepBack(_ count: Int) {
    guard let cursor, cursor > 0 else { return say("This is the first event.", isError: false) }
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
