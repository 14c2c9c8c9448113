import VCLifeCore

/// The rules (docs/reading-controllers.md): from one class's methods and properties to its
/// facts, resources and knobs. They follow calls to the class's own methods one level deep;
/// anything else is said as not understood, never guessed.
struct ControllerRules {
  let entry: SourceClass
  let language: SourceLanguage
  /// Classes declared in the same file (a superclass among them is known).
  let fileClasses: Set<String>
  var notes: [Skipped] = []
  /// Lines of the file the parser could not read.
  let unreadLines: [Int]

  init(
    entry: SourceClass, language: SourceLanguage, fileClasses: Set<String>,
    unreadLines: [Int] = []
  ) {
    self.entry = entry
    self.language = language
    self.fileClasses = fileClasses
    self.unreadLines = unreadLines
  }

  /// The first line inside `method` the parser could not read: its facts may be wrong there
  /// (an unclosed `super.viewDidLoad(` reads as no call to super).
  func unreadLine(in method: MethodFact) -> Int? {
    guard let source = entry.methods.first(where: { $0.selector == method.selector }) else {
      return nil
    }
    return unreadLines.first { (source.line...max(source.line, source.endLine)).contains($0) }
  }

  private var methodsBySelector: [String: SourceMethod] {
    Dictionary(entry.methods.map { ($0.selector, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The class's report.
  mutating func report() -> ClassReport {
    let superclass = entry.superclass.map(Self.firstType)
    let known =
      superclass.map { uikitControllers.contains($0) || fileClasses.contains($0) } ?? false
    if !known {
      notes.append(
        Skipped(
          line: entry.line, what: ReadText.superclass(superclass), why: ReadText.superclassWhy))
    }
    var methods = entry.methods.filter(isLifecycle).map(fact)
    for index in methods.indices where methods[index].super != .called {
      methods[index].unreadLine = unreadLine(in: methods[index])
      if let line = methods[index].unreadLine {
        let method = methods[index]
        notes.append(
          Skipped(
            line: line, what: ReadText.unreadInMethod(method.selector),
            why: ReadText.unreadInMethodWhy))
      }
    }
    let events = followedEvents()
    var resources = timers(events) + observers(events)
    let handler = warningHandler(events)
    if let handler, handler.releasesView {
      resources.append(
        Resource(
          kind: .view, name: "view", line: handler.line, acquiredIn: ["loadView"],
          releasedIn: ["didReceiveMemoryWarning"],
          verdict: handler.guarded ? .releasedOnUnload : .depends))
    }
    let untestedRelease = releasesViewWithoutTest(events)
    if let handler, untestedRelease {
      notes.append(
        Skipped(
          line: handler.line, what: ReadText.unguardedRelease, why: ReadText.unguardedReleaseWhy))
    }
    resources += outlets(events) + content(events)
    closuresAndCalls(events)
    let initRead = entry.methods.filter {
      $0.selector.hasPrefix("init") || $0.selector == "awakeFromNib"
    }
    .compactMap { events[$0.selector]?.first { $0.kind == .viewRead }?.line }.min()
    let structure = knobs(
      methods: methods, handler: handler, resources: resources,
      untestedRelease: untestedRelease)
    func setting(_ key: String) -> String? {
      structure.lazy.map(\.setting).first { $0.hasPrefix(key + "=") }?.dropFirst(key.count + 1)
        .description
    }
    notes += Self.unsimulated(resources)
    let knobs =
      structure
      + viewKnobs(
        origin: setting("origin") ?? "code", loadViewIsOwn: setting("loadView") == "custom",
        onWarning: setting("onWarning") ?? "none", events: events, resources: resources)
      + ownCodeKnobs(
        methods: methods, handler: handler, resources: resources, initRead: initRead,
        events: events)
    return ClassReport(
      name: entry.name, line: entry.line, superclass: superclass, superclassKnown: known,
      methods: methods, resources: resources, warningHandler: handler,
      initTouchesView: initRead, knobs: knobs,
      knobLine: (["new", entry.name] + knobs.map(\.setting)).joined(separator: " "),
      notUnderstood: notes.sorted { $0.line < $1.line }.map(NotUnderstood.init))
  }

  /// `UIViewController, UITableViewDelegate` → `UIViewController`.
  static func firstType(_ text: String) -> String {
    let trimmed = text.drop { $0 == ":" || $0 == " " }
    return String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
  }

  func isLifecycle(_ method: SourceMethod) -> Bool {
    Lifecycle.selectors[method.selector] != nil && (method.isOverride || language == .objc)
  }

  // MARK: Super

  func fact(_ method: SourceMethod) -> MethodFact {
    let supers = method.events.compactMap { event -> (String, BodyEvent)? in
      if case .superCall(let selector) = event.kind { return (selector, event) }
      return nil
    }
    let same = supers.first { $0.0 == method.selector }
    let isInit = method.selector.hasPrefix("init")
    // Another lifecycle selector is the wrong super; super's other methods (a helper of
    // UIKit's called through super) say nothing about this one.
    let chosen =
      same
      ?? supers.first { isInit ? $0.0.hasPrefix("init") : Lifecycle.selectors[$0.0] != nil }
    var fact = MethodFact(selector: method.selector, line: method.line, super: .missing)
    if let (selector, event) = chosen {
      fact.super = (same != nil || isInit) ? .called : .wrong
      if selector != method.selector { fact.superSelector = selector }
      fact.superLine = event.line
      fact.superPosition =
        event.statement == 0
        ? .first : event.statement == method.statementCount - 1 ? .last : .middle
    } else if Lifecycle.selectors[method.selector] == .notNeeded || delegatesOrTraps(method) {
      fact.super = .notNeeded
    }
    return fact
  }

  /// An initializer that hands over to another of its own (`self.init`, `[self init…]`), or
  /// one that only traps (`fatalError`): no super call is due.
  private func delegatesOrTraps(_ method: SourceMethod) -> Bool {
    guard method.selector.hasPrefix("init") else { return false }
    return method.events.contains {
      if case .selfCall(let name) = $0.kind {
        return name.hasPrefix("init") || name.hasPrefix("fatalError")
      }
      return false
    }
  }

  // MARK: Following

  /// Each method's events with its calls to the class's own non-lifecycle methods followed
  /// one level (the helper's events take the caller's name).
  private mutating func followedEvents() -> [String: [BodyEvent]] {
    let methods = methodsBySelector
    var result: [String: [BodyEvent]] = [:]
    for method in entry.methods {
      var events: [BodyEvent] = []
      for event in method.events {
        events.append(event)
        guard case .selfCall(let name) = event.kind, let helper = methods[name],
          Lifecycle.selectors[name] == nil, name != method.selector
        else { continue }
        if helper.isEmpty, !helper.isAction {
          notes.append(
            Skipped(
              line: event.line, what: ReadText.abstractHook(name), why: ReadText.abstractHookWhy))
        }
        for inner in helper.events {
          if case .selfCall(let deeper) = inner.kind, let two = methods[deeper],
            Lifecycle.selectors[deeper] == nil,
            !two.isEmpty
          {
            notes.append(
              Skipped(line: inner.line, what: ReadText.deepCall(deeper), why: ReadText.deepCallWhy))
          }
          // The helper's lines, the caller's place among its statements.
          events.append(
            BodyEvent(
              kind: inner.kind, line: inner.line, statement: event.statement,
              guarded: event.guarded || inner.guarded,
              windowTested: event.windowTested || inner.windowTested))
        }
      }
      result[method.selector] = events
    }
    return result
  }

  /// The methods that reach a resource call through the lifecycle: the lifecycle methods
  /// themselves; others are triggers outside it (actions, delegates).
  func owners(_ events: [String: [BodyEvent]]) -> [(SourceMethod, [BodyEvent])] {
    entry.methods.compactMap { method in events[method.selector].map { (method, $0) } }
  }

  /// Whether a method is one of the class's own helpers (called by another of its methods):
  /// its events count in its callers, one level deep, never as a trigger of its own.
  func isFollowedHelper(_ method: SourceMethod) -> Bool {
    guard Lifecycle.selectors[method.selector] == nil else { return false }
    return entry.methods.contains { caller in
      caller.selector != method.selector
        && caller.events.contains { $0.kind == .selfCall(method.selector) }
    }
  }

  // MARK: Timers

  private mutating func timers(_ events: [String: [BodyEvent]]) -> [Resource] {
    struct Found {
      var name: String
      var line: Int
      var acquiredIn: String
      var holdsSelf: Bool
      var repeats: Bool
    }
    var found: [Found] = []
    var releases: [String: [String]] = [:]
    for (method, list) in owners(events) where !isFollowedHelper(method) {
      for (index, event) in list.enumerated() {
        switch event.kind {
        case .call(let callee, let arguments) where Self.createsTimer(callee):
          let flat = arguments.replacingOccurrences(of: " ", with: "")
          // A display link fires every frame until invalidated.
          let repeats =
            flat.contains("repeats:true") || flat.contains("repeats:YES")
            || callee.contains("isplayLink")
          let blockCapture = list[index...].dropFirst().first {
            $0.line >= event.line
              && { if case .closure = $0.kind { return true } else { return false } }($0)
          }
          var holdsSelf = flat.contains("target:self")
          if case .closure(let capture)? = blockCapture?.kind, blockCapture!.line <= event.line + 3,
            capture == .strong
          {
            holdsSelf = true
          }
          let stored = list[..<index].last { candidate in
            if case .assign(_, _, let value) = candidate.kind {
              return candidate.line <= event.line && value.contains(callee.prefix(20))
            }
            return false
          }
          var name = "(not stored)"
          if case .assign(let target, _, _)? = stored?.kind { name = target }
          found.append(
            Found(
              name: name, line: event.line, acquiredIn: method.selector, holdsSelf: holdsSelf,
              repeats: repeats))
        case .call(let callee, _) where Self.method(of: callee) == "invalidate":
          releases[Self.receiver(callee), default: []].append(method.selector)
        default: break
        }
      }
    }
    return found.map { timer in
      let released = releases[timer.name] ?? []
      var verdict: Resource.Verdict
      var ios5: Resource.Verdict?
      // Released by a lifecycle method that runs before the controller is freed (a
      // disappearance, an unload): the timer stops there.
      let early = released.filter { Lifecycle.selectors[$0] != nil && $0 != "dealloc" }
      let disappears = early.contains { $0.contains("Disappear") }
      if !timer.repeats {
        verdict = .balanced
      } else if timer.name == "(not stored)" {
        verdict = timer.holdsSelf ? .leaks : .grows
      } else if Lifecycle.selectors[timer.acquiredIn] == nil {
        verdict = .depends
        notes.append(
          Skipped(
            line: timer.line, what: ReadText.trigger(timer.acquiredIn), why: ReadText.triggerWhy))
      } else if Lifecycle.repeating.contains(timer.acquiredIn) {
        verdict = disappears ? .balanced : timer.holdsSelf ? .leaks : .grows
      } else if !early.isEmpty {
        verdict = .balanced
      } else if released.contains("dealloc") {
        // dealloc never comes while the timer holds the controller.
        verdict = timer.holdsSelf ? .leaks : .balanced
        if !timer.holdsSelf, Lifecycle.perLoad.contains(timer.acquiredIn) { ios5 = .grows }
      } else {
        verdict = timer.holdsSelf ? .leaks : .depends
      }
      return Resource(
        kind: .timer, name: timer.name, line: timer.line, acquiredIn: [timer.acquiredIn],
        releasedIn: released, verdict: verdict, ios5Verdict: ios5 == verdict ? nil : ios5,
        holdsController: timer.repeats && timer.holdsSelf ? true : nil)
    }
  }

  /// A repeating source that holds its target: a scheduled or made timer, a display link.
  static func createsTimer(_ callee: String) -> Bool {
    let method = method(of: callee)
    return method.hasPrefix("scheduledTimer") || method.hasPrefix("timerWithTimeInterval")
      || ["Timer", "NSTimer", "CADisplayLink"].contains(callee)
      || method.hasPrefix("displayLinkWithTarget")
  }

  /// The method a call names, without its receiver: `Timer.scheduledTimer` →
  /// `scheduledTimer`, `[[NSTimer scheduled…] retain]` → `retain`.
  static func method(of callee: String) -> String {
    if callee.hasPrefix("[") {
      return String(callee.dropLast().split(separator: " ").last ?? "")
    }
    return String(callee.split(separator: ".").last ?? Substring(callee))
  }

  /// `self.timer?.invalidate` / `[_timer invalidate]` → `timer`.
  static func receiver(_ callee: String) -> String {
    var text = callee
    if text.hasPrefix("[") {
      text = String(text.dropFirst().prefix { $0 != " " })
    } else if let dot = text.lastIndex(of: ".") {
      text = String(text[..<dot])
    }
    text = text.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
    if text.hasPrefix("self.") { text.removeFirst(5) }
    if text.hasPrefix("_") { text.removeFirst() }
    return text
  }
}
