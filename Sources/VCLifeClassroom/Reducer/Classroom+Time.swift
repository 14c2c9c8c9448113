import VCLifeCore
import VCLifeScript

/// Time: the screen's moment on the truth's action axis — an action, and how many steps
/// into it — and the moves through it. On the single screen a step is one of the truth's
/// events; in compare mode an action takes as many steps as its longer side has events,
/// so both sides always show the same action, each at the same step through its share.
extension Classroom {
  /// The screen's moment: the truth's action on screen and how far into it.
  var momentOnAxis: (action: Int, step: Int)? {
    guard let cursor else { return nil }
    let action = session.action(containing: cursor)
    return (action, cursor - session.eventRange(ofAction: action).lowerBound + timeline.overrun)
  }

  /// How many steps the screen takes through the truth's action `action`. An action the
  /// compare sides have not followed yet (they follow after the reducer) is measured on the
  /// truth's own events until they do.
  func steps(inAction action: Int) -> Int {
    // Read where the mode keeps it: the view as its readers see it would be a copy per call.
    if case .compare(let view) = mode, isFollowed(action) {
      return max(1, view.length(ofAction: action, truth: session))
    }
    return session.eventRange(ofAction: action).count
  }

  /// Whether the compare sides have followed the truth's action `action` as it is now.
  private func isFollowed(_ action: Int) -> Bool {
    timeline.changedFrom.map { action < $0 } ?? true
  }

  /// The moment after the current one, if any.
  var nextMoment: (action: Int, step: Int)? {
    guard let moment = momentOnAxis else { return session.actions.isEmpty ? nil : (0, 0) }
    if moment.step + 1 < steps(inAction: moment.action) { return (moment.action, moment.step + 1) }
    return moment.action + 1 < session.actions.count ? (moment.action + 1, 0) : nil
  }

  /// Whether a later moment is waiting to be shown.
  public var hasNextMoment: Bool { nextMoment != nil }

  /// The last moment of the session.
  private var lastMoment: (action: Int, step: Int)? {
    guard let action = session.actions.indices.last else { return nil }
    return (action, steps(inAction: action) - 1)
  }

  /// Shows the truth's action `action`, `step` steps into it (its last step at most).
  mutating func show(action: Int, step: Int) {
    timeline.showsEnd = false
    let step = min(step, steps(inAction: action) - 1)
    let range = session.eventRange(ofAction: action)
    let own = min(step, range.count - 1)
    if cursor != range.lowerBound + own || timeline.isShownStale {
      timeline.move(to: range.lowerBound + own)
    }
    timeline.overrun = step - own
    if nextMoment == nil { timeline.isRewound = false }
  }

  /// Puts the screen on a truth event (the first step of a new action, a question's start).
  mutating func move(toEvent index: Int) {
    let action = session.action(containing: index)
    show(action: action, step: index - session.eventRange(ofAction: action).lowerBound)
  }

  /// Shows the next step.
  mutating func advance() {
    guard let next = nextMoment else { return }
    show(action: next.action, step: next.step)
  }

  /// Shows every event: the end of the timeline, nothing pending, no question open.
  mutating func showAll() {
    plan?.questionOpen = false
    showLastMoment()
  }

  /// The session's last moment. Where the compare sides have not followed the truth's last
  /// action yet, how many steps it takes is not known: the screen shows the truth's last
  /// event, and the longer side's last once the sides follow (``followTimeline()``).
  mutating func showLastMoment() {
    guard let last = lastMoment else { return }
    if momentOnAxis.map({ $0 != last }) ?? true { show(action: last.action, step: last.step) }
    timeline.showsEnd = isComparing && !isFollowed(last.action)
  }

  /// Plays the next animated callback (the loop's timer fired), or, when none is left, a
  /// replay's next action.
  mutating func timerFired() {
    if hasNextMoment {
      advance()
    } else {
      playNextStep()
    }
  }

  /// → : one step forward in time (after a step back, or through a pending action).
  mutating func stepForward() {
    guard hasNextMoment else {
      return say(Localized(en: "This is the newest event.", zh: "这是最新的事件。"), isError: false)
    }
    if pacing == .animated { isPaused = true }
    advance()
  }

  /// ← and Home: back in time; the whole screen shows the state after that event.
  mutating func stepBack(_ count: Int) {
    guard var moment = momentOnAxis, moment.action > 0 || moment.step > 0 else {
      return say(Localized(en: "This is the first event.", zh: "这是第一个事件。"), isError: false)
    }
    if pacing == .animated { isPaused = true }
    scrollLogs(to: 0)
    if count >= Int.max / 4 {
      moment = (0, 0)
    } else {
      for _ in 0..<count {
        if moment.step > 0 {
          moment.step -= 1
        } else if moment.action > 0 {
          moment.action -= 1
          moment.step = steps(inAction: moment.action) - 1
        }
      }
    }
    show(action: moment.action, step: moment.step)
    timeline.isRewound = true
  }

  /// ← and Home: back in time. In a lesson, looking back is a detour too: `n` returns.
  mutating func rewind(_ count: Int) {
    if count == 1, reopensTheVote() { return }
    if lesson != nil, detour == nil, let moment = momentOnAxis, moment.action > 0 || moment.step > 0
    {
      let mark = Detour(lesson: timeline, questionOpen: questionOpen)
      stepBack(count)
      startDetour(from: mark)
      return
    }
    stepBack(count)
  }

  /// Space: reveals a hidden callback, steps, or pauses, depending on the pacing.
  mutating func stepOrPause() {
    if questionOpen {
      if asksForAnswerFirst() { return }
      return reveal()
    }
    switch pacing {
    case .animated:
      if !hasNextMoment {
        return say(Localized(en: "Nothing is playing.", zh: "没有正在播放的回调。"), isError: false)
      }
      isPaused.toggle()
    case .step:
      if !hasNextMoment {
        return say(
          Localized(en: "Nothing to step: press an action key.", zh: "没有可单步的：请按一个操作键。"),
          isError: false)
      }
      advance()
    case .instant:
      say(
        Localized(en: "Pacing is all at once; press s to step.", zh: "现为即时显示；按 s 改为单步。"),
        isError: false)
    }
  }
}
