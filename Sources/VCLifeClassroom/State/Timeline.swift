import VCLifeCore

/// The session and where the screen is in it: the one timeline every view of a classroom is
/// drawn from. Only the reducer changes it, through these few operations, so what changed is
/// always known (``changedFrom``) and the compare screen's tracks follow it without copies.
public struct Timeline: Sendable {
  /// Every action and event so far.
  public private(set) var session: Session
  /// The truth's event on screen; nil before the first.
  public private(set) var cursor: Int?
  /// In compare mode, how many steps past ``cursor`` the screen is, where a side's share of
  /// the cursor's action is longer than the truth's own (0 on the single screen).
  public internal(set) var overrun = 0
  /// In compare mode, whether the screen was sent to the session's last moment before the
  /// sides had followed its last action: once they have, it is the longer side's last step.
  var showsEnd = false
  /// The state after the cursor's event: what the single screen's panes show.
  public private(set) var shownState: AppState
  /// Whether the session changed since ``shownState`` was built: the next move rebuilds it
  /// even when the cursor stays where it was.
  private(set) var isShownStale = false
  /// Whether the screen was moved back in time (←, Home): acting then drops the actions after
  /// the one on screen.
  public internal(set) var isRewound = false
  /// The first action that changed (was added, dropped or replaced) since the compare
  /// tracks last followed (after the last action sent); nil when nothing did.
  var changedFrom: Int?
  /// Counts the changes to the session: a command that changed it is one that moved this.
  public private(set) var revision = 0
  /// The first action that changed since a class's students were last told (see
  /// ``ClassFeed``); nil when nothing did.
  var broadcastFrom: Int?

  /// A timeline of `session`, shown to its end.
  init(session: Session) {
    self.session = session
    cursor = session.events.indices.last
    shownState = session.state
  }

  /// The events so far.
  public var events: EventLog { session.events }

  /// Performs an action at the end of the session; returns its events. The cursor stays
  /// where it was: the reducer moves it at the pace chosen.
  mutating func perform(_ action: Action) -> Range<Int> {
    // Let go of the shown copy first: sharing the state's storage would make the simulator
    // copy a deep stack on every change.
    shownState = session.initialState
    isShownStale = true
    note(changeFrom: session.actions.count)
    return session.perform(action)
  }

  /// Drops every action from `actionCount` on, as an undo would.
  mutating func truncate(toActions actionCount: Int) {
    guard actionCount < session.actions.count else { return }
    shownState = session.initialState
    isShownStale = true
    session.truncate(toActions: actionCount)
    // The cursor stays an event of the session, or nil before the first: every moment on
    // the axis is read from it (a class's feed tells the students the moment after a cut).
    if let cursor, cursor >= session.events.count { self.cursor = session.events.indices.last }
    note(changeFrom: actionCount)
  }

  /// Takes another timeline's session and place (a detour's end brings the lesson's back).
  mutating func replace(with other: Timeline) {
    let old = session.actions
    let new = other.session.actions
    var common = 0
    while common < min(old.count, new.count), old[common] == new[common] { common += 1 }
    let changed = min(changedFrom ?? common, common)
    let broadcast = min(broadcastFrom ?? common, common)
    let revision = self.revision + 1
    self = other
    overrun = 0
    changedFrom = changed
    broadcastFrom = broadcast
    self.revision = revision
  }

  /// Puts the cursor on a truth event (nil: before the first) and rebuilds the state shown.
  mutating func move(to index: Int?) {
    cursor = index
    overrun = 0
    shownState = session.state(afterEvent: index)
    isShownStale = false
  }

  /// The compare tracks have followed every change.
  mutating func followed() { changedFrom = nil }

  private mutating func note(changeFrom action: Int) {
    changedFrom = min(changedFrom ?? action, action)
    broadcastFrom = min(broadcastFrom ?? action, action)
    revision += 1
  }

  /// The first action changed since the students were last told, and forgets it.
  mutating func takeBroadcastChanges() -> Int? {
    defer { broadcastFrom = nil }
    return broadcastFrom
  }
}

/// One app at the screen's moment, as its panes draw it: the truth on the single screen, a
/// track on each side of the compare screen. Built by the classroom; the panes only read it.
public struct Moment: Sendable {
  /// The app's session (its events; its state at the end).
  public let session: Session
  /// The event on screen; nil before the first.
  public let cursor: Int?
  /// The state after the cursor's event.
  public let state: AppState
  /// The event a step shows next, if one is waiting.
  public let pending: Int?
  /// Whether the log shows the pending event dimmed (stepping, or paused).
  public let showsPending: Bool
  /// How many events the log is scrolled back from the cursor.
  public let logScroll: Int
  /// The controller chosen with ↑/↓ or a click; nil follows the one on screen.
  public let selection: Selection?
  /// Whether the screen was moved back in time.
  public let isRewound: Bool

  /// The events.
  public var events: EventLog { session.events }

  /// The event on screen now, whose changes are highlighted.
  public var current: Event? { cursor.map { session.events[$0] } }

  /// The Controllers pane's rows for the state shown.
  public var rows: ControllerRows {
    ControllerRows(layout: state.layout, leakedCount: state.leaked.count)
  }

  /// The selected row, or the row on screen when following it.
  public var selectedRow: Int? {
    selection.flatMap { rows.row(of: $0, in: state) } ?? rows.visibleRow
  }

  /// The selected controller's name (a leaked one is not reachable: nil).
  public var selectedController: String? {
    guard let row = selectedRow, case .controller(let name, _, _) = rows[row] else { return nil }
    return name
  }

  /// The leaked controller selected in the Controllers pane, if a leaked row is selected.
  public var selectedLeaked: ControllerState? {
    let rows = self.rows
    guard let row = selectedRow, row < rows.count, case .leaked(let index) = rows[row],
      index < state.leaked.count
    else { return nil }
    return state.leaked[index]
  }

  /// The tab holding the selected controller; nil for a modal.
  public var selectedTab: Int? {
    guard let row = selectedRow, case .controller(_, _, let tab) = rows[row] else { return nil }
    return tab
  }

  /// "event 7 / 23 of this action": the cursor's place among its action's events.
  public var actionProgress: (index: Int, count: Int)? {
    guard let cursor else { return nil }
    let action = session.action(containing: cursor)
    let range = session.eventRange(ofAction: action)
    return (cursor - range.lowerBound + 1, range.count)
  }

  /// Whether the current event changed this controller.
  public func isChanged(_ name: String) -> Bool { current?.object == name }
}

/// A controller chosen in the Controllers pane, by name, so that the choice follows the
/// controller when rows move (a pop, a push played callback by callback).
public enum Selection: Sendable, Equatable {
  /// A controller in the container tree.
  case controller(String)
  /// A leaked controller, listed after the tree.
  case leaked(String)
}
