/// A recorded run of the app: every action, every event, and what it takes to rebuild the
/// state after any event. Stepping, pacing and rewinding are views over this one list.
public struct Session: Sendable {
  /// The state before the first action.
  public let initialState: AppState
  /// The engine, holding the current state and the event log.
  public private(set) var simulator: Simulator
  /// Every action performed, in order.
  public private(set) var actions: [Action] = []
  /// For each action, the index of its first event.
  public private(set) var actionStarts: [Int] = []
  /// Saved states, each the state before the action it names, in action order, so a rebuild
  /// replays only from the nearest one.
  private var checkpoints: [Checkpoint] = []
  /// The action before which the next state is saved.
  private var nextCheckpoint = 0

  /// The fewest actions between two saved states.
  public static let checkpointInterval = 32
  /// Saved states are spaced by at least a quarter of their size (templates, controllers and
  /// stack entries): a saved state costs memory in proportion to its size, so spacing them
  /// so keeps the memory per recorded action constant however deep the stacks or however
  /// many the templates, while a rebuild still replays no more actions than a copy of the
  /// state costs anyway.
  static let sizePerAction = 4

  /// A session starting from a state (the default state, or a scenario's).
  public init(initialState: AppState = AppState()) {
    self.initialState = initialState
    self.simulator = Simulator(state: initialState)
  }

  /// How much the saved states hold, in the units of `AppState.size`: what the session's
  /// memory grows by beyond its events and actions.
  var savedStateSize: Int { checkpoints.reduce(0) { $0 + $1.state.size } }

  /// The state after the last event.
  public var state: AppState { simulator.state }
  /// Every event, in order.
  public var events: EventLog { simulator.events }

  /// Performs an action; returns the indices of the events it produced.
  @discardableResult
  public mutating func perform(_ action: Action) -> Range<Int> {
    if actions.count == nextCheckpoint {
      let state = simulator.state
      checkpoints.append(Checkpoint(action: actions.count, state: state))
      nextCheckpoint += max(Self.checkpointInterval, state.size / Self.sizePerAction)
    }
    let start = simulator.events.count
    actionStarts.append(start)
    actions.append(action)
    simulator.perform(action, index: actions.count - 1)
    return start..<simulator.events.count
  }

  /// The index of the action an event belongs to.
  public func action(containing eventIndex: Int) -> Int {
    var low = 0
    var high = actionStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if actionStarts[middle] <= eventIndex { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The events of one action.
  public func eventRange(ofAction index: Int) -> Range<Int> {
    let end = index + 1 < actionStarts.count ? actionStarts[index + 1] : events.count
    return actionStarts[index]..<end
  }

  /// The state right after an event (or before every event, for `nil`), rebuilt by replaying
  /// from the nearest saved state.
  public func state(afterEvent eventIndex: Int?) -> AppState {
    guard let eventIndex, !actions.isEmpty else { return initialState }
    if eventIndex >= events.count - 1 { return state }
    let target = action(containing: eventIndex)
    let checkpoint = self.checkpoint(before: target)
    var replay = Simulator(state: checkpoint.state)
    for index in checkpoint.action..<target {
      replay.perform(actions[index], index: index)
    }
    let range = eventRange(ofAction: target)
    if eventIndex == range.upperBound - 1 {
      // The action's last event: replay it whole, so the bookkeeping after its last event
      // (the warning re-armed below 75 %) is included, as in the live state.
      replay.perform(actions[target], index: target)
    } else {
      replay.replay(
        actions[target], index: target, stoppingAfter: eventIndex - range.lowerBound + 1)
    }
    return replay.state
  }

  /// The last saved state at or before an action.
  private func checkpoint(before action: Int) -> Checkpoint {
    var low = 0
    var high = checkpoints.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if checkpoints[middle].action <= action { low = middle } else { high = middle - 1 }
    }
    return checkpoints[low]
  }

  /// Drops every action after `actionCount`, as an undo would: the session continues from the
  /// state after that many actions.
  public mutating func truncate(toActions actionCount: Int) {
    guard actionCount < actions.count else { return }
    let kept = Array(actions.prefix(actionCount))
    var fresh = Session(initialState: initialState)
    for action in kept { fresh.perform(action) }
    self = fresh
  }
}

/// The state before an action, saved so that rebuilds need not replay from the start.
private struct Checkpoint: Sendable {
  let action: Int
  let state: AppState
}
