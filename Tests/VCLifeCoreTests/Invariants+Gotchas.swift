import VCLifeCore

extension Invariants {
  /// The invariants of SPEC §10's gotchas.
  enum Gotchas {
    /// Leaked controllers are in no container, never in the window, and consistent.
    static func leakedProblems(_ state: AppState) -> [String] {
      var problems: [String] = []
      for controller in state.leaked {
        problems += controllerProblems(controller)
        if controller.isInWindow { problems.append("leaked \(controller.name) is in the window") }
        if !controller.template.gotchas.retainCycle && controller.runningTimers == 0 {
          problems.append("leaked \(controller.name) has no retain cycle and no running timer")
        }
      }
      return problems
    }

    /// The `leaked` effect: the name has left the live controllers and every container, and
    /// joined the leaked.
    static func leakProblems(_ state: AppState, _ event: Event) -> [String] {
      let holds =
        state.controllers[event.object] == nil && state.leaked.last?.name == event.object
        && !state.layout.treeOrder.contains(event.object)
      return holds ? [] : ["\(event.line): not leaked as it says"]
    }

    /// Over one action: a leaked controller changes only by a memory warning and never leaves
    /// until the app ends (and
    /// `eventSemantics` refuses any callback to a name that is not live, so no appearance
    /// callback reaches it); held outlets are allocated only by a release and freed exactly
    /// once, by a reload (`heldOutletsFreed`, all of them), a `dealloc` or the termination.
    static func actionProblems(
      _ events: Slice<EventLog>, before: AppState, after: AppState
    ) -> [String] {
      var problems: [String] = []
      // A leaked controller changes only when a memory warning reaches it; it never leaves.
      let warned = events.contains { $0.selector == .applicationDidReceiveMemoryWarning }
      let kept =
        warned
        ? after.leaked.map(\.name).starts(with: before.leaked.map(\.name))
        : after.leaked.starts(with: before.leaked)
      if !after.isTerminated && !kept {
        problems.append("a leaked controller changed or vanished")
      }
      var phase = WarningPhase()
      for event in events {
        // The instance the event is about: a leaked one during a warning, else the live one.
        // (The tree and the leaked list are as they end up: a warning comes last in an action.)
        let leaked = phase.leakedIndex(of: event, before: after)
        guard event.delta.heldOutlets < 0 else { continue }
        let freer =
          event.effect == .heldOutletsFreed || event.selector == .dealloc
          || event.effect == .appTerminated
        if !freer { problems.append("\(event.line) freed held outlets") }
        let instance =
          leaked.map { after.leaked.indices.contains($0) ? after.leaked[$0] : nil }
          ?? after.controllers[event.object]
        if event.effect == .heldOutletsFreed, case .outletsReconnected(let count) = event.reason,
          let perView = instance?.template.memory.perView,
          event.delta.heldOutlets != -count * perView
        {
          problems.append("\(event.line): freed \(event.delta.heldOutlets) B, not \(count) views")
        }
      }
      for event in events where event.delta.heldOutlets > 0 && event.effect != .viewReleased {
        problems.append("\(event.line) allocated held outlets")
      }
      return problems
    }
  }
}
