/// The settings that size a student's class in the simulator: the subviews its code (or its
/// storyboard's outlets) gives the root view, whether it holds content, and whether it has a
/// cache to purge. Without them the class would take the example app's tree and sizes, and
/// its `viewDidLoad` would be said to add views and create content its file never mentions.
extension ControllerRules {
  /// Whether a declared type is a view (a constraint, a gesture, a bar item are not).
  static func isView(_ type: String?) -> Bool {
    type.map { type in viewSuffixes.contains { type.hasSuffix($0) } } ?? false
  }

  /// The endings of view classes' names.
  private static let viewSuffixes = [
    "View", "Label", "Button", "Field", "Control", "Switch", "Slider", "Bar", "Indicator",
    "Picker", "Stepper",
  ]

  func viewKnobs(
    origin: String, loadViewIsOwn: Bool, onWarning: String,
    events: [String: [BodyEvent]], resources: [Resource]
  ) -> [Knob] {
    var knobs: [Knob] = []
    if origin == "storyboard" && !loadViewIsOwn {
      // The storyboard holds the tree; the file shows only the views it connects.
      let outlets = entry.properties.filter { property in
        property.isOutlet
          && property.type.map { type in Self.viewSuffixes.contains { type.hasSuffix($0) } }
            == true
      }
      knobs.append(
        Knob(
          setting: "subviews=" + Self.list(outlets.compactMap(\.type)),
          line: outlets.first?.line ?? entry.line))
    } else {
      let builder = origin == "code" && !loadViewIsOwn ? "viewDidLoad" : "loadView"
      let list = events[builder] ?? []
      // `self.view = root` after `[root addSubview:…]`: root is the view too.
      let roots = Set(
        ["view", "self.view", "[self view]", "_view"]
          + list.compactMap { event -> String? in
            if case .assign("view", false, let value) = event.kind { return value }
            return nil
          })
      let added = list.compactMap { event -> (String, Int)? in
        addedSubview(event, roots: roots).map { ($0, event.line) }
      }
      let line =
        added.first?.1 ?? entry.methods.first { $0.selector == builder }?.line ?? entry.line
      knobs.append(
        Knob(
          setting: "subviews=" + Self.list(added.map(\.0)), line: line,
          assumed: added.isEmpty ? true : nil))
    }
    if let held = contentLine(events, resources: resources) {
      // Content nothing lets go on an unload stays through it (iOS 5's viewDidUnload).
      let released = resources.contains {
        $0.kind == .content && $0.releasedIn.contains { $0.hasSuffix("Unload") }
      }
      if !released { knobs.append(Knob(setting: "releasesContent=false", line: held)) }
    } else {
      knobs.append(Knob(setting: "content=0", line: entry.line, assumed: true))
    }
    if onWarning != "purge-caches" {
      // Not assumed where the handler empties something beside its `view = nil`: the run
      // releases that as the content viewDidLoad created, with the view.
      knobs.append(Knob(setting: "caches=0", line: entry.line, assumed: purgesCache() ? nil : true))
    }
    return knobs
  }

  private static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.prefix(64).joined(separator: ",")
  }

  /// The class of the view an event adds to the root view (`view.addSubview(label)`,
  /// `[self.view addSubview:label]`, or to a local in `roots` that becomes `view`), `UIView`
  /// when the file does not say; nil for any other event.
  private func addedSubview(_ event: BodyEvent, roots: Set<String>) -> String? {
    guard case .call(let callee, let arguments) = event.kind else { return nil }
    let swiftReceivers = Set(roots.map { $0 + ".addSubview" })
    let objcReceivers = Set(roots.map { "[\($0) addSubview:]" })
    var argument: Substring
    if swiftReceivers.contains(callee) {
      argument = Substring(arguments).drop { $0 == "(" || $0 == " " }
      if argument.hasSuffix(")") { argument = argument.dropLast() }
    } else if objcReceivers.contains(callee), let colon = arguments.firstIndex(of: ":") {
      argument = arguments[arguments.index(after: colon)...].drop { $0 == " " }
    } else {
      return nil
    }
    if let made = DeclaredType.constructed(argument) { return made }
    var name = argument.hasPrefix("self.") ? argument.dropFirst(5) : argument
    if name.hasPrefix("_") { name = name.dropFirst() }
    let property = entry.properties.first { $0.name == name }
    return property?.type ?? "UIView"
  }

  /// The line where the class gives itself content: a stored property (not an outlet, not
  /// `view`) set to a value in `loadView` or `viewDidLoad`, or content the rules found; nil
  /// when it holds none the file shows.
  private func contentLine(_ events: [String: [BodyEvent]], resources: [Resource]) -> Int? {
    if let found = resources.first(where: { $0.kind == .content }) { return found.line }
    // A view held in a property is part of the tree, not content.
    let stored = Set(
      entry.properties.filter { property in
        !property.isOutlet
          && !(property.type.map { type in Self.viewSuffixes.contains { type.hasSuffix($0) } }
            ?? false)
      }.map(\.name))
    for selector in ["loadView", "viewDidLoad"] {
      for event in events[selector] ?? [] {
        if case .assign(let target, false, _) = event.kind, target != "view",
          stored.contains(target)
        {
          return event.line
        }
      }
    }
    return nil
  }
}
