import VCLifeCore

extension ControllerRules {
  // MARK: Observers

  /// The value of `label:` in a call's argument text (Swift `name: X`, Objective-C `name: X`).
  static func argument(_ label: String, in text: String) -> String? {
    guard let range = text.range(of: "\(label):") else { return nil }
    let rest = text[range.upperBound...].drop { $0 == " " }
    var depth = 0
    var value = ""
    for character in rest {
      if character == "(" || character == "[" { depth += 1 }
      if character == ")" || character == "]" {
        if depth == 0 { break }
        depth -= 1
      }
      if character == ",", depth == 0 { break }
      value.append(character)
    }
    return value.trimmingCharacters(in: .whitespaces)
  }

  /// A notification's name as compared between add and remove: its last component.
  static func notificationName(_ value: String?) -> String {
    guard let value, !value.isEmpty, value != "nil" else { return "(all)" }
    // A name written as a string (`@"Changed"`, `Notification.Name("Changed")`): the string.
    if let open = value.firstIndex(of: "\""), let close = value.lastIndex(of: "\""), open < close {
      return String(value[value.index(after: open)..<close])
    }
    let cleaned = value.replacingOccurrences(of: " ", with: "")
    return String(cleaned.split(separator: ".").last ?? Substring(cleaned))
  }

  mutating func observers(_ events: [String: [BodyEvent]]) -> [Resource] {
    struct Found {
      var name: String
      var line: Int
      var acquiredIn: String
      var keyPath: Bool
      var block: Bool
    }
    var found: [Found] = []
    var removals: [(name: String, method: String)] = []
    for (method, list) in owners(events) where !isFollowedHelper(method) {
      for event in list {
        guard case .call(let callee, let arguments) = event.kind else { continue }
        let called = Self.method(of: callee)
        if called.hasPrefix("addObserverForName")
          || (called == "addObserver" && arguments.contains("forName:"))
        {
          found.append(
            Found(
              name: Self.notificationName(
                Self.argument("forName", in: arguments)
                  ?? Self.argument("addObserverForName", in: arguments)), line: event.line,
              acquiredIn: method.selector, keyPath: false, block: true))
        } else if called.hasPrefix("addObserver") {
          let keyPath = Self.argument("forKeyPath", in: arguments)
          let name = keyPath ?? Self.argument("name", in: arguments)
          found.append(
            Found(
              name: keyPath != nil
                ? keyPath!.replacingOccurrences(of: "\"", with: "").replacingOccurrences(
                  of: "@", with: "") : Self.notificationName(name), line: event.line,
              acquiredIn: method.selector, keyPath: keyPath != nil, block: false))
        } else if called.hasPrefix("removeObserver") {
          let keyPath = Self.argument("forKeyPath", in: arguments)
          let name =
            keyPath.map {
              $0.replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: "@", with: "")
            } ?? Self.notificationName(Self.argument("name", in: arguments))
          removals.append((name, method.selector))
        }
      }
    }
    return found.map { observer in
      let released = removals.filter {
        $0.name == observer.name || ($0.name == "(all)" && !observer.keyPath)
      }.map(\.method)
      let partners = Lifecycle.partners[observer.acquiredIn] ?? []
      var verdict: Resource.Verdict
      var ios5: Resource.Verdict?
      if observer.block {
        verdict = .depends
        notes.append(
          Skipped(line: observer.line, what: ReadText.blockObserver, why: ReadText.blockObserverWhy)
        )
      } else if Lifecycle.selectors[observer.acquiredIn] == nil {
        verdict = .depends
        notes.append(
          Skipped(
            line: observer.line, what: ReadText.trigger(observer.acquiredIn),
            why: ReadText.triggerWhy))
      } else if released.contains(where: { partners.contains($0) && $0 != "dealloc" }) {
        verdict = Lifecycle.perLoad.contains(observer.acquiredIn) ? .releasedOnUnload : .balanced
      } else if Lifecycle.repeating.contains(observer.acquiredIn) {
        verdict = .grows
      } else if released.contains(where: { Lifecycle.selectors[$0] != nil && $0 != "dealloc" }) {
        // Removed by a lifecycle method that runs before the controller goes (a
        // disappearance): nothing stays registered.
        verdict = .balanced
      } else if released.contains("dealloc") {
        verdict = .balanced
        if Lifecycle.perLoad.contains(observer.acquiredIn) { ios5 = .grows }
      } else if !removals.isEmpty && released.isEmpty {
        // Removed under another name: the registration stays.
        verdict = .leaks
      } else {
        // Nothing removes it: from iOS 9 a selector registration goes at dealloc; KVO does not.
        verdict = observer.keyPath ? .leaks : .depends
        if Lifecycle.perLoad.contains(observer.acquiredIn) { ios5 = .grows }
      }
      return Resource(
        kind: .observer, name: observer.name, line: observer.line,
        acquiredIn: [observer.acquiredIn],
        releasedIn: released, verdict: verdict, ios5Verdict: ios5,
        addedWithBlock: observer.block ? true : nil, keyPath: observer.keyPath ? true : nil)
    }
  }

  // MARK: The warning handler

  func warningHandler(_ events: [String: [BodyEvent]]) -> WarningHandlerFact? {
    guard let method = entry.methods.first(where: { $0.selector == "didReceiveMemoryWarning" }),
      let list = events[method.selector]
    else { return nil }
    let release = list.firstIndex {
      if case .assign(let target, let isNil, _) = $0.kind { return target == "view" && isNil }
      return false
    }
    let touches = list.enumerated().contains { index, event in
      guard event.kind == .viewRead else { return false }
      return !event.guarded || (release.map { index > $0 } ?? false)
    }
    let fact = self.fact(method)
    let guardTest =
      release.map { index -> String? in
        list[index].guarded ? "isViewLoaded" : list[index].windowTested ? "window" : nil
      } ?? nil
    return WarningHandlerFact(
      line: method.line, releasesView: release != nil,
      // `view.window == nil` alone also keeps a visible view (though the test loads a
      // hidden one: touchesView says so).
      guarded: release.map { list[$0].guarded || list[$0].windowTested } ?? false,
      guardTest: guardTest, touchesView: touches,
      superPosition: fact.super == .called ? fact.superPosition : nil)
  }

  /// Whether the warning handler sets `view = nil` with no test at all: no guard, and no read
  /// of `view` before it (a read there is a test of some kind, as Listing 4-3's is).
  func releasesViewWithoutTest(_ events: [String: [BodyEvent]]) -> Bool {
    guard let list = events["didReceiveMemoryWarning"],
      let release = list.firstIndex(where: {
        if case .assign(let target, let isNil, _) = $0.kind { return target == "view" && isNil }
        return false
      })
    else { return false }
    let test = list[release].guarded || list[release].windowTested
    return !test && !list[..<release].contains { $0.kind == .viewRead }
  }

  // MARK: Outlets and content

  private static let unloads: Set<String> = [
    "viewDidUnload", "viewWillUnload", "didReceiveMemoryWarning",
  ]

  private func nilled(_ events: [String: [BodyEvent]], in methods: Set<String>? = nil)
    -> [String: [String]]
  {
    var result: [String: [String]] = [:]
    for (selector, list) in events where (methods ?? Self.unloads).contains(selector) {
      for event in list {
        if case .assign(let target, true, _) = event.kind {
          result[target, default: []].append(selector)
        }
      }
    }
    return result
  }

  func outlets(_ events: [String: [BodyEvent]]) -> [Resource] {
    let released = nilled(events)
    // MRC's `[_label release]` in dealloc: released there, balanced, but not on an unload.
    let atDealloc = nilled(events, in: ["dealloc"])
    return entry.properties.filter { $0.isOutlet && !$0.isWeak }.map { outlet in
      let places = released[outlet.name] ?? []
      return Resource(
        kind: .outlet, name: outlet.name, line: outlet.line, acquiredIn: ["loadView"],
        releasedIn: places + (atDealloc[outlet.name] ?? []),
        verdict: places.isEmpty ? .balanced : .releasedOnUnload,
        ios5Verdict: places.isEmpty ? .leaks : nil)
    }
  }

  mutating func content(_ events: [String: [BodyEvent]]) -> [Resource] {
    let outlets = Set(entry.properties.filter(\.isOutlet).map(\.name))
    let properties = Set(entry.properties.map(\.name))
    var assigned: [String: [String]] = [:]
    for (selector, list) in events {
      for event in list {
        if case .assign(let target, false, _) = event.kind {
          assigned[target, default: []].append(selector)
        }
      }
    }
    var undeclared: [String] = []
    let found = nilled(events).sorted { $0.key < $1.key }.compactMap { name, places -> Resource? in
      guard name != "view", !outlets.contains(name) else { return nil }
      // Declared in a header this file does not hold: an outlet or content, it cannot say.
      guard properties.contains(name) || language == .swift else {
        if language == .objc { undeclared.append(name) }
        return nil
      }
      guard properties.contains(name) else { return nil }
      let line = entry.properties.first { $0.name == name }?.line ?? entry.line
      return Resource(
        kind: .content, name: name, line: line,
        acquiredIn: Array(Set(assigned[name] ?? [])).sorted(),
        releasedIn: places, verdict: .releasedOnUnload)
    }
    if !undeclared.isEmpty {
      notes.append(
        Skipped(
          line: entry.line, what: ReadText.undeclared(undeclared),
          why: ReadText.undeclaredWhy))
    }
    return found
  }

  // MARK: Closures and calls not read

  mutating func closuresAndCalls(_ events: [String: [BodyEvent]]) {
    var seen = Set<Int>()
    for method in entry.methods {
      for event in method.events where seen.insert(event.line).inserted {
        switch event.kind {
        case .closure(let capture):
          notes.append(
            Skipped(line: event.line, what: ReadText.closure(capture), why: ReadText.closureWhy))
        case .call(let callee, _)
        where [
          "method_exchangeImplementations", "class_replaceMethod", "performSelector",
          "perform(#selector",
        ]
        .contains(where: { callee.contains($0) }):
          notes.append(
            Skipped(line: event.line, what: ReadText.dynamic(callee), why: ReadText.dynamicWhy))
        default:
          seen.remove(event.line)
        }
      }
      if method.isAction {
        notes.append(
          Skipped(
            line: method.line, what: ReadText.action(method.selector), why: ReadText.triggerWhy))
      }
    }
  }
}
