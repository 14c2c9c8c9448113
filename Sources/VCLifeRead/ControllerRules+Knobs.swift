extension ControllerRules {
  /// The template settings (docs/lessons-and-scenarios.md) that the facts give, each with
  /// its line: origin and onWarning always, the others only where the code differs from the
  /// correct default or states it.
  func knobs(
    methods: [MethodFact], handler: WarningHandlerFact?, resources: [Resource],
    untestedRelease: Bool
  ) -> [Knob] {
    var knobs: [Knob] = []
    let storyboard =
      entry.properties.first(where: \.isOutlet)?.line
      ?? entry.methods.first {
        $0.isAction || ["awakeFromNib", "initWithCoder:"].contains($0.selector) && !traps($0)
      }?.line
    let loadView = entry.methods.first { $0.selector == "loadView" }
    let customView = loadView.flatMap { method in
      method.events.first {
        if case .assign(let target, false, _) = $0.kind { return target == "view" }
        return false
      }
    }
    if let storyboard {
      knobs.append(Knob(setting: "origin=storyboard", line: storyboard))
      if let customView { knobs.append(Knob(setting: "loadView=custom", line: customView.line)) }
    } else if let customView {
      knobs.append(Knob(setting: "origin=custom", line: customView.line))
    } else {
      let coder = entry.methods.first { $0.selector == "initWithCoder:" }
      knobs.append(
        Knob(
          setting: "origin=code", line: coder?.line ?? entry.line,
          assumed: coder == nil ? true : nil))
    }
    if customView != nil, let fact = methods.first(where: { $0.selector == "loadView" }),
      fact.super == .called
    {
      knobs.append(Knob(setting: "callsSuper=true", line: fact.superLine ?? fact.line))
    }
    let onWarning: String
    if let handler {
      if untestedRelease {
        // `view = nil` with no test releases even the view on screen, and reads nothing: no
        // handler of this simulator does that (Listing 4-3's reads the view first and keeps
        // a visible one), so the run leaves it out, and Not understood says so.
        onWarning = "none"
      } else if handler.releasesView {
        // The window test alone is Listing 4-3's own: reading `view` to test its window loads
        // a hidden view that was unloaded (SPEC §4.2), which `release-view-unsafe` runs.
        onWarning =
          handler.guarded && handler.guardTest != "window" ? "release-view" : "release-view-unsafe"
      } else {
        onWarning = purgesCache() ? "purge-caches" : "none"
      }
      knobs.append(Knob(setting: "onWarning=\(onWarning)", line: handler.line))
      if let fact = methods.first(where: { $0.selector == "didReceiveMemoryWarning" }),
        fact.super != .called, unreadLine(in: fact) == nil
      {
        knobs.append(Knob(setting: "callsSuperOnWarning=false", line: fact.line))
      }
    } else {
      knobs.append(Knob(setting: "onWarning=none", line: entry.line))
    }
    // Only a strong outlet to a view holds a subview through an unload (a weak one holds
    // nothing; a gesture or a constraint is no subview): `outlets=` names those it holds.
    let types = Dictionary(
      entry.properties.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    let outlets = resources.filter { $0.kind == .outlet && Self.isView(types[$0.name] ?? nil) }
    // Released in dealloc alone (MRC's `[_label release]`) is still held through an unload.
    let heldThroughUnload = { (outlet: Resource) in outlet.releasedIn.allSatisfy { $0 == "dealloc" }
    }
    if let kept = outlets.first(where: heldThroughUnload) {
      let held = outlets.filter(heldThroughUnload).compactMap { types[$0.name] ?? nil }
      knobs.append(Knob(setting: "releasesOutlets=false", line: kept.line))
      knobs.append(Knob(setting: "outlets=" + held.joined(separator: ","), line: kept.line))
    } else if let released = outlets.first {
      knobs.append(Knob(setting: "releasesOutlets=true", line: released.line))
    }
    if let content = resources.first(where: {
      $0.kind == .content && $0.releasedIn.contains { $0 != "didReceiveMemoryWarning" }
    }) {
      knobs.append(Knob(setting: "releasesContent=true", line: content.line))
    }
    // A leaking timer the simulator can count (started in a lifecycle method) is said by
    // `timerStartedIn=` (ownCodeKnobs): its count holds the controller, no cycle to add.
    if let cycle = resources.first(where: {
      $0.kind == .timer && $0.verdict == .leaks && Self.countedTimer($0) == nil
    }) {
      knobs.append(Knob(setting: "retainCycle=true", line: cycle.line))
    }
    return knobs
  }

  /// An initializer that only traps (`fatalError`): this class is never made from a storyboard.
  func traps(_ method: SourceMethod) -> Bool {
    method.events.contains {
      if case .selfCall(let name) = $0.kind { return name.hasPrefix("fatalError") }
      return false
    }
  }
}

extension ControllerRules {
  /// Whether `didReceiveMemoryWarning` empties something of its own: sets a property other
  /// than `view` to nil, or calls a `removeAll…` method (a cache).
  func purgesCache() -> Bool {
    entry.methods.first { $0.selector == "didReceiveMemoryWarning" }?.events.contains {
      switch $0.kind {
      case .assign(let target, true, _): return target != "view"
      case .call(let callee, _): return callee.contains("removeAll")
      default: return false
      }
    } ?? false
  }
}
