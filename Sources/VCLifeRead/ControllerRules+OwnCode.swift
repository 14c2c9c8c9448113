import VCLifeCore

/// The settings of SPEC §16.2 that a class's facts give: the warning handler's read of a nil
/// view, an initialiser's read, data the parent passed in released on unload, observer
/// registrations and repeating timers per call, and the super marks.
extension ControllerRules {
  /// The lifecycle method a reader selector names (`viewWillAppear:` → `viewWillAppear`,
  /// `initWithCoder:` → `init`); nil for one the simulator's settings do not name.
  static func ownMethod(_ selector: String) -> OwnMethod? {
    if selector == "init" || selector.hasPrefix("initWith") { return .initializer }
    return OwnMethod(rawValue: selector.hasSuffix(":") ? String(selector.dropLast()) : selector)
  }

  /// Where a resource is let go, as a setting value: the earliest lifecycle method that
  /// releases it before the controller goes, else `dealloc`, else `none`.
  static func removal(_ resource: Resource) -> String {
    let methods = resource.releasedIn.compactMap(ownMethod)
    return (methods.first { $0 != .dealloc } ?? methods.first)?.rawValue ?? "none"
  }

  /// A repeating timer holding the controller, started in a method the simulator runs:
  /// that method, else nil.
  static func countedTimer(_ resource: Resource) -> OwnMethod? {
    guard resource.kind == .timer, resource.holdsController == true,
      let method = resource.acquiredIn.first.flatMap(ownMethod), method != .dealloc
    else { return nil }
    return method
  }

  /// An observer the run can simulate: added with a selector in a lifecycle method.
  static func isSimulatedObserver(_ resource: Resource) -> Bool {
    resource.kind == .observer && resource.addedWithBlock != true && resource.keyPath != true
      && resource.acquiredIn.first.flatMap(ownMethod).map { $0 != .dealloc } == true
  }

  /// The run simulates one observer and one timer a class: each further one the class
  /// would simulate is said, never dropped silently.
  static func unsimulated(_ resources: [Resource]) -> [Skipped] {
    let observers = resources.filter(isSimulatedObserver).dropFirst()
    let timers = resources.filter { countedTimer($0) != nil }.dropFirst()
    return (observers + timers).map {
      Skipped(line: $0.line, what: ReadText.second($0.kind, $0.name), why: ReadText.onlyOneWhy)
    }
  }

  func ownCodeKnobs(
    methods: [MethodFact], handler: WarningHandlerFact?, resources: [Resource], initRead: Int?,
    events: [String: [BodyEvent]]
  ) -> [Knob] {
    var knobs: [Knob] = []
    if let handler, readsNilView(events) {
      knobs.append(Knob(setting: "warningTouchesView=true", line: handler.line))
    }
    if let initRead { knobs.append(Knob(setting: "initTouchesView=true", line: initRead)) }
    // Content the class never assigns itself (the parent passed it in), nilled on unload.
    if let input = resources.first(where: {
      $0.kind == .content && $0.acquiredIn.isEmpty && $0.releasedIn.contains("viewDidUnload")
    }) {
      knobs.append(Knob(setting: "releasesInput=true", line: input.line))
    }
    if let observer = resources.first(where: Self.isSimulatedObserver),
      let added = observer.acquiredIn.first.flatMap(Self.ownMethod)
    {
      knobs.append(Knob(setting: "observerAddedIn=\(added.rawValue)", line: observer.line))
      knobs.append(
        Knob(setting: "observerRemovedIn=\(Self.removal(observer))", line: observer.line))
    }
    if let timer = resources.first(where: { Self.countedTimer($0) != nil }),
      let started = Self.countedTimer(timer)
    {
      // An unstored timer can never be invalidated through a property.
      let invalidated = timer.name == "(not stored)" ? "none" : Self.removal(timer)
      knobs.append(Knob(setting: "timerStartedIn=\(started.rawValue)", line: timer.line))
      knobs.append(Knob(setting: "timerInvalidatedIn=\(invalidated)", line: timer.line))
    }
    knobs += superMarks(methods)
    return knobs
  }

  /// Whether `didReceiveMemoryWarning` reads `view` after setting it nil, or reads it with no
  /// release at all and no guard: that read loads a nil view inside the warning. A read
  /// before a release is the release's own test (`onWarning=release-view-unsafe`).
  private func readsNilView(_ events: [String: [BodyEvent]]) -> Bool {
    guard let list = events["didReceiveMemoryWarning"] else { return false }
    let release = list.firstIndex {
      if case .assign(let target, let isNil, _) = $0.kind { return target == "view" && isNil }
      return false
    }
    return list.enumerated().contains { index, event in
      guard event.kind == .viewRead else { return false }
      guard let release else { return !event.guarded }
      return index > release
    }
  }

  /// `skipsSuper=` for appearance overrides without super, `wrongSuper=` for ones calling
  /// another selector's super.
  private func superMarks(_ methods: [MethodFact]) -> [Knob] {
    var knobs: [Knob] = []
    let skipping = methods.filter {
      $0.super == .missing && unreadLine(in: $0) == nil
        && Self.ownMethod($0.selector).map(OwnMethod.appearance.contains) == true
    }
    if let first = skipping.first {
      let names = skipping.compactMap { Self.ownMethod($0.selector)?.rawValue }
      knobs.append(Knob(setting: "skipsSuper=" + names.joined(separator: ","), line: first.line))
    }
    let callers: Set<OwnMethod> = Set(OwnMethod.appearance + [.viewDidLoad])
    let wrong = methods.compactMap { fact -> (String, Int)? in
      guard fact.super == .wrong, unreadLine(in: fact) == nil,
        let own = Self.ownMethod(fact.selector),
        let other = fact.superSelector.flatMap(Self.ownMethod), own != other,
        callers.contains(own), callers.contains(other)
      else { return nil }
      return ("\(own.rawValue)>\(other.rawValue)", fact.superLine ?? fact.line)
    }
    if let first = wrong.first {
      knobs.append(
        Knob(setting: "wrongSuper=" + wrong.map(\.0).joined(separator: ","), line: first.1))
    }
    return knobs
  }
}
