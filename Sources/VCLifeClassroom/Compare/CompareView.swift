import VCLifeCore
import VCLifeScript

/// Compare mode: the one timeline shown twice, side by side. Each side is a track derived
/// from the truth's actions (its `ios` switches left out) under the side's own version, or
/// its own warning handlers: no reducer, no lesson, no message of its own. Both sides show
/// the same action of the truth, at the same step through it, so what the `≠` marks compare
/// is always one moment. Only the selection and the log's scroll are a side's own.
public struct CompareView: Sendable {
  /// What the sides differ in (`i` and `I` change a version comparison's sides).
  public private(set) var kind: CompareKind
  /// The sides' apps.
  private var left: Track
  private var right: Track
  /// Each side's selection and scroll.
  public internal(set) var leftView = SideView()
  public internal(set) var rightView = SideView()
  /// How many times the sides followed the truth: once an action at most (a test reads it).
  private(set) var followCount = 0

  /// The two sides of `truth`, running `catalogue`'s app.
  init(kind: CompareKind, truth: Session, catalogue: Catalogue) {
    self.kind = kind
    left = Track(.left, kind: kind, truth: truth, catalogue: catalogue)
    right = Track(.right, kind: kind, truth: truth, catalogue: catalogue)
  }

  /// A side's title: "iOS 5", "iOS 17", or its handler's name.
  public func label(of side: CompareSide) -> String {
    side == .left ? kind.labels.left : kind.labels.right
  }

  /// A side's selection and scroll.
  public func view(of side: CompareSide) -> SideView { side == .left ? leftView : rightView }

  mutating func updateView(of side: CompareSide, _ change: (inout SideView) -> Void) {
    if side == .left { change(&leftView) } else { change(&rightView) }
  }

  /// A side's track.
  func track(_ side: CompareSide) -> Track { side == .left ? left : right }

  // MARK: Following the truth

  /// Brings both tracks level with the truth after its actions changed from `changed` on.
  mutating func follow(_ truth: Session, from changed: Int) {
    followCount += 1
    left.follow(truth, from: changed)
    right.follow(truth, from: changed)
  }

  /// The view as its readers see it: a side that shares the truth's session reads `truth`
  /// (the view kept in the classroom holds none of it; see ``Track``).
  func sharing(_ truth: Session) -> CompareView {
    var view = self
    view.left.read(truth)
    view.right.read(truth)
    return view
  }

  /// Moves both sides to the truth's action `action` (nil: before the first), `step` events
  /// into it, and rebuilds the states they show.
  mutating func show(action: Int?, step: Int, truth: Session) {
    left.show(action: action, step: step, truth: truth)
    right.show(action: action, step: step, truth: truth)
  }

  /// `i` or `I`: `side` runs the next version of the live cycle (skipping the other side's
  /// rules); its track is built again from the truth. Nil for handlers, which compare one
  /// system.
  mutating func nextVersion(of side: CompareSide, truth: Session, catalogue: Catalogue)
    -> String?
  {
    guard case .versions(let leftVersion, let rightVersion) = kind,
      var next = kind.behavior(of: side)?.nextInCycle
    else { return nil }
    if next == kind.behavior(of: side == .left ? .right : .left) { next = next.nextInCycle }
    kind =
      side == .left
      ? .versions(left: next.version, right: rightVersion)
      : .versions(left: leftVersion, right: next.version)
    let track = Track(side, kind: kind, truth: truth, catalogue: catalogue)
    if side == .left { left = track } else { right = track }
    return label(of: side)
  }

  /// The longest of the two sides' shares of the truth's action `action` (0 when neither
  /// plays it: an `ios` switch).
  func length(ofAction action: Int, truth: Session) -> Int {
    max(
      left.length(ofTruthAction: action, truth: truth),
      right.length(ofTruthAction: action, truth: truth))
  }

  // MARK: What a side shows

  /// A side at the screen's moment, for its panes.
  public func moment(of side: CompareSide, pacing: Pacing, isPaused: Bool, pendingStep: Bool)
    -> Moment
  {
    let track = self.track(side)
    let view = self.view(of: side)
    let pending = pendingStep ? track.nextEvent : nil
    return Moment(
      session: track.session, cursor: track.cursor, state: track.shownState, pending: pending,
      showsPending: pending != nil && (pacing == .step || isPaused),
      logScroll: view.logScroll, selection: view.selection, isRewound: false)
  }

  /// The system a side shows.
  public func behavior(of side: CompareSide) -> SystemBehavior {
    track(side).shownState.behavior
  }

  /// The app a side runs (in handler mode its controllers' handlers differ).
  public func catalogue(of side: CompareSide) -> Catalogue { track(side).catalogue }

  /// A side's state at the end of its track.
  public func finalState(of side: CompareSide) -> AppState { track(side).session.state }

  /// Whether the two sides' memory totals differ at the moment shown.
  public var memoryDiffers: Bool { left.shownState.memory != right.shownState.memory }

  /// The lines of `side`'s log for the action shown, from its first event up to the side's
  /// cursor. A callback or effect is different when the other side's same action (all of
  /// it, shown or not, so a longer action is not a difference in itself) has fewer events
  /// with the same object and selector: a multiset difference, O(events of the action).
  public func lines(of side: CompareSide) -> [CompareLine] {
    marked(side, wholeAction: false)
  }

  /// How many callbacks and effects of `side`'s whole current action the other side's same
  /// action lacks, shown yet or not.
  public func wholeActionDifference(of side: CompareSide) -> Int {
    marked(side, wholeAction: true).filter(\.isDifferent).count
  }

  private func marked(_ side: CompareSide, wholeAction: Bool) -> [CompareLine] {
    let track = self.track(side)
    let other = self.track(side == .left ? .right : .left)
    guard let cursor = track.cursor, let action = track.shownAction else { return [] }
    let events = track.session.eventRange(ofAction: action)
    var remaining: [String: Int] = [:]
    if let otherAction = other.shownAction {
      for index in other.session.eventRange(ofAction: otherAction) {
        if let key = Self.key(other.session.events[index]) { remaining[key, default: 0] += 1 }
      }
    }
    return (events.lowerBound..<(wholeAction ? events.upperBound : cursor + 1)).map { index in
      guard let key = Self.key(track.session.events[index]) else {
        return CompareLine(event: index, isDifferent: false)
      }
      let left = remaining[key, default: 0]
      remaining[key] = left - 1
      return CompareLine(event: index, isDifferent: left <= 0)
    }
  }

  /// How the title sums a side up: lines of its own shown, lines it lacks, or the same.
  public func summary(of side: CompareSide) -> CompareSummary {
    let differing = lines(of: side).filter(\.isDifferent).count
    if differing > 0 { return .differ(differing) }
    let missing = wholeActionDifference(of: side == .left ? .right : .left)
    if missing > 0 { return .fewer(missing) }
    return wholeActionDifference(of: side) > 0 ? .sameSoFar : .same
  }

  /// "Object selector" for a callback, effect or refusal; nil for the action line, which
  /// both sides share by construction.
  static func key(_ event: Event) -> String? {
    switch event.kind {
    case .action: nil
    case .callback, .effect, .error: "\(event.object) \(event.name.text)"
    }
  }
}

/// A side's own way of looking: its selection and its log's scroll.
public struct SideView: Sendable, Equatable {
  /// The controller chosen on this side; nil follows the one on screen.
  public internal(set) var selection: Selection?
  /// How many events its log is scrolled back.
  public internal(set) var logScroll = 0
}

/// One side's app: the truth's actions without its `ios` switches, played under the side's
/// system (or handlers). Where the side starts as the truth did and no switch was skipped,
/// the side's session is the truth's own, not replayed (a 10,000-deep stack costs nothing
/// to compare), and the track keeps no reference to it: a second reference would make the
/// truth's next change copy its storage. Readers see it through ``CompareView/sharing(_:)``.
struct Track: Sendable {
  let catalogue: Catalogue
  /// Whether the side's first state is the truth's.
  let startsLikeTruth: Bool
  /// The side's session: its own replay, or, while it shares the truth's (``sharesTruth``),
  /// an empty stand-in with the side's first state until ``read(_:)`` puts the truth's in.
  private(set) var session: Session
  /// Whether the side's session is the truth's own.
  private var sharesTruth = false
  /// The truth's actions not played here (its `ios` switches), in order.
  private var skipped: [Int] = []
  /// How many of the truth's actions the track has followed.
  private var followed = 0
  /// The event shown, the state after it, and the track action it belongs to (nil for a
  /// skipped switch, or before the first event).
  private(set) var cursor: Int?
  private(set) var shownState: AppState
  private(set) var shownAction: Int?
  /// What ``show(action:step:)`` last showed, so an unchanged moment costs nothing.
  private var shownMoment: (action: Int?, step: Int)?

  init(_ side: CompareSide, kind: CompareKind, truth: Session, catalogue: Catalogue) {
    self.catalogue = kind.catalogue(of: side, from: catalogue)
    var initial = truth.initialState
    if let behavior = kind.behavior(of: side), behavior != initial.behavior {
      initial.behavior = behavior
      // Another version brings its own phone, as an `ios` switch would.
      initial.deviceOverride = nil
    }
    if kind == .handlers { initial.templates = self.catalogue.templates }
    startsLikeTruth = initial == truth.initialState
    session = Session(initialState: initial)
    shownState = initial
    follow(truth, from: 0)
  }

  /// For reading: the truth's session in place of the stand-in, where the side shares it.
  mutating func read(_ truth: Session) {
    if sharesTruth { session = truth }
  }

  /// The side's session: the truth's own where the side shares it.
  private func session(sharing truth: Session) -> Session { sharesTruth ? truth : session }

  /// Follows the truth's actions from `changed` on: the track's share of them is dropped
  /// and played again (or the truth's own session taken, where it can be shared).
  mutating func follow(_ truth: Session, from changed: Int) {
    var start = min(changed, followed)
    skipped.removeAll { $0 >= start }
    let switches = truth.actions[start...].indices.filter { truth.actions[$0].isBehaviorSwitch }
    defer {
      followed = truth.actions.count
      shownMoment = nil
    }
    if startsLikeTruth, skipped.isEmpty, switches.isEmpty {
      if !sharesTruth { session = Session(initialState: session.initialState) }
      sharesTruth = true
      return
    }
    if sharesTruth {
      // The side shared the truth's session until a switch came: it plays its own from
      // the start.
      start = 0
      skipped = []
      sharesTruth = false
    }
    session.truncate(toActions: start - skipped.count)
    for index in start..<truth.actions.count {
      if truth.actions[index].isBehaviorSwitch {
        skipped.append(index)
      } else {
        session.perform(truth.actions[index])
      }
    }
  }

  /// The track's action that plays the truth's `action` in `session`, the track's; nil for
  /// a skipped switch.
  private func trackAction(of action: Int, in session: Session) -> Int? {
    let before = skippedCount(before: action)
    if before < skipped.count, skipped[before] == action { return nil }
    let index = action - before
    return index < session.actions.count ? index : nil
  }

  /// How many of the track's actions (in `session`, the track's) play truth actions before
  /// `action`.
  private func trackActions(before action: Int, in session: Session) -> Int {
    min(session.actions.count, action - skippedCount(before: action))
  }

  private func skippedCount(before action: Int) -> Int {
    var low = 0
    var high = skipped.count
    while low < high {
      let middle = (low + high) / 2
      if skipped[middle] < action { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The number of events the side has for the truth's `action` (0 for a skipped switch).
  func length(ofTruthAction action: Int, truth: Session) -> Int {
    let session = self.session(sharing: truth)
    return trackAction(of: action, in: session).map { session.eventRange(ofAction: $0).count } ?? 0
  }

  /// Shows the truth's `action`, `step` events into the side's share of it (its last event
  /// when the side's share is shorter); for a skipped switch, the side's last event before it.
  mutating func show(action: Int?, step: Int, truth: Session) {
    if let shown = shownMoment, shown.action == action, shown.step == step { return }
    shownMoment = (action, step)
    let session = self.session(sharing: truth)
    if let action, let own = trackAction(of: action, in: session) {
      let range = session.eventRange(ofAction: own)
      cursor = range.lowerBound + min(step, range.count - 1)
      shownAction = own
    } else if let action, trackActions(before: action, in: session) > 0 {
      let before = trackActions(before: action, in: session) - 1
      cursor = session.eventRange(ofAction: before).upperBound - 1
      shownAction = nil
    } else {
      cursor = nil
      shownAction = nil
    }
    shownState = session.state(afterEvent: cursor)
  }

  /// The side's next event, if one is waiting.
  var nextEvent: Int? {
    let next = (cursor ?? -1) + 1
    return next < session.events.count ? next : nil
  }
}
