import VCLifeCore

/// A drawn moment of an app: launched on a version, a few valid actions taken, ready for the
/// asked action. Everything in it ran cleanly (see `Walk`).
struct Situation: Sendable {
  let app: PracticeApp
  let version: SystemBehavior
  let definitions: [ControllerTemplate]
  let level: Int
  /// The walk after the set-up.
  var walk: Walk

  /// The launch and the actions after it.
  var setup: [Action] { walk.actions }

  /// Draws a situation: a root, then a number of valid actions that grows with the level.
  static func draw(
    app: PracticeApp, version: SystemBehavior, level: Int, definitions: [ControllerTemplate] = [],
    root: RootSpec? = nil, using rng: inout SplitMix64
  ) -> Situation? {
    guard var walk = Walk(app: app, version: version, definitions: definitions),
      walk.take(.launch(root ?? rng.pick(app.roots))) != nil
    else { return nil }
    var situation = Situation(
      app: app, version: version, definitions: definitions, level: level, walk: walk)
    let moves = rng.number(in: Level.setupMoves(level))
    for _ in 0..<moves {
      let candidates = rng.shuffled(situation.moves())
      for action in candidates.prefix(6) where situation.walk.take(action) != nil { break }
    }
    return situation
  }

  /// The actions worth trying next, for this level: the app's own controllers pushed,
  /// presented and selected, and the system's actions. Some will be refused; `Walk` tries.
  func moves(buggyToo: Bool = false, topic: Topic? = nil) -> [Action] {
    let state = walk.state
    // A swipe under way takes only its end; a scene in the background only its return.
    if state.gesture != nil { return [.finishGesture, .cancelGesture] }
    if state.scene != .active {
      return state.scene == .background ? [.foreground, .reclaim] : [.foreground]
    }
    var moves: [Action] = []
    let pushable = app.pushable + (buggyToo ? app.buggy : [])
    for name in pushable where state.controllers[name] == nil {
      moves.append(.push(name))
    }
    moves.append(.pop)
    for name in app.presentable where state.controllers[name] == nil {
      moves.append(.present(name))
      if level >= 2 && version.presentsSheets { moves.append(.presentFullScreen(name)) }
      if level >= 3 { moves.append(.presentInNavigation(name)) }
    }
    moves.append(.dismiss)
    if case .tabs(let tabs)? = state.launchRoot {
      moves += tabs.map { .selectTab($0.name) }
    }
    // One warning and one turn in a set-up: more would only repeat them.
    let warned = walk.actions.contains(.warning)
    let turned = walk.actions.contains { if case .rotate = $0 { true } else { false } }
    // A topic asked for brings its actions at any level.
    let level =
      topic.map { [.memory, .loading, .scenes, .rotation].contains($0) ? 3 : self.level }
      ?? self.level
    if level >= 2 {
      moves += warned ? [.popToRoot] : [.warning, .popToRoot]
      if version.hasInteractivePop { moves.append(.swipe) }
      for controller in state.liveControllers where !controller.isViewLoaded {
        moves.append(.access(controller.name))
      }
    }
    if level >= 3 {
      if version.presentsSheets { moves.append(.background) }
      if !turned { moves.append(.rotate(state.orientation == .portrait ? .landscape : .portrait)) }
    }
    return moves
  }

  /// Draws the asked action among this moment's moves (of `topic` when given) that run
  /// cleanly and make at least `callbacks` callbacks. Returns it with its events and topic.
  func drawAsked(
    topic: Topic?, callbacks minimum: Int = 1, buggyToo: Bool = false,
    using rng: inout SplitMix64
  ) -> (action: Action, events: [Event], topic: Topic)? {
    for action in rng.shuffled(moves(buggyToo: buggyToo, topic: topic)) {
      var trial = walk
      guard let events = trial.take(action), !walk.alreadyShows(action, events) else { continue }
      let onSheet: Bool
      switch action {
      case .swipe: if case .sheet? = trial.state.gesture { onSheet = true } else { onSheet = false }
      case .finishGesture, .cancelGesture:
        if case .sheet? = walk.state.gesture { onSheet = true } else { onSheet = false }
      default: onSheet = false
      }
      guard let actionTopic = Topic.of(action, gestureOnSheet: onSheet),
        topic == nil || actionTopic == topic, events.callbacks.count >= minimum
      else { continue }
      return (action, events, actionTopic)
    }
    return nil
  }
}
