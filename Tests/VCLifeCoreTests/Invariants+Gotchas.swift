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
        if !controller.template.gotchas.retainCycle {
          problems.append("leaked \(controller.name) has no retain cycle")
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

    /// Over one action: a leaked controller never changes again until the app ends (and
    /// `eventSemantics` refuses any callback to a name that is not live, so no appearance
    /// callback reaches it); held outlets are allocated only by a release and freed exactly
    /// once, by a reload (`heldOutletsFreed`, all of them), a `dealloc` or the termination.
    static func actionProblems(
      _ events: Slice<EventLog>, before: AppState, after: AppState
    ) -> [String] {
      var problems: [String] = []
      if !after.isTerminated && !after.leaked.starts(with: before.leaked) {
        problems.append("a leaked controller changed or vanished")
      }
      for event in events where event.delta.heldOutlets < 0 {
        let freer =
          event.effect == .heldOutletsFreed || event.selector == .dealloc
          || event.effect == .appTerminated
        if !freer { problems.append("\(event.line) freed held outlets") }
        if event.effect == .heldOutletsFreed, case .outletsReconnected(let count) = event.reason,
          let perView = after.controllers[event.object]?.template.memory.perView,
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
