import VCLifeCore

/// The settings of SPEC §16.2, what a student's own controller does, as `new` lines and
/// scenario entries write them: `warningTouchesView=true`, `initTouchesView=true`,
/// `releasesInput=true`, `observerAddedIn=viewDidLoad observerRemovedIn=none`,
/// `timerStartedIn=viewDidAppear timerInvalidatedIn=viewWillDisappear`,
/// `skipsSuper=viewWillAppear,viewDidAppear`, `wrongSuper=viewWillDisappear>viewWillAppear`.
enum OwnCodeSetting {
  /// The keys, in the order a message lists them.
  static let keys: [String] = [
    "warningTouchesView", "initTouchesView", "releasesInput", "observerAddedIn",
    "observerRemovedIn", "timerStartedIn", "timerInvalidatedIn", "skipsSuper", "wrongSuper",
  ]

  static func apply(key: String, value: String, to gotchas: inout Gotchas) throws {
    switch key {
    case "warningTouchesView": gotchas.warningTouchesView = try TemplateSetting.bool(key, value)
    case "initTouchesView": gotchas.initTouchesView = try TemplateSetting.bool(key, value)
    case "releasesInput": gotchas.releasesInput = try TemplateSetting.bool(key, value)
    case "observerAddedIn": gotchas.observer.addedIn = try acquirer(key, value)
    case "observerRemovedIn": gotchas.observer.removedIn = try method(key, value, allowNone: true)
    case "timerStartedIn": gotchas.timer.addedIn = try acquirer(key, value)
    case "timerInvalidatedIn": gotchas.timer.removedIn = try method(key, value, allowNone: true)
    case "skipsSuper":
      gotchas.skipsSuper = try list(value).map { try appearance(key, $0) }
    default:
      gotchas.wrongSuper = try list(value).map { pair in
        let sides = pair.split(separator: ">", omittingEmptySubsequences: false)
        guard sides.count == 2 else {
          throw ScriptError(
            line: 0,
            message: "wrongSuper is METHOD>OTHER (viewWillDisappear>viewWillAppear), not "
              + ControllerName.quoted(pair))
        }
        let (own, other) = (
          try superCaller(key, String(sides[0])), try superCaller(key, String(sides[1]))
        )
        guard own != other else {
          throw ScriptError(line: 0, message: "wrongSuper names two different methods")
        }
        return WrongSuper(own, calls: other)
      }
    }
  }

  /// A comma-separated list; an empty item is refused by the method check.
  private static func list(_ value: String) -> [String] {
    value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
  }

  /// A lifecycle method name, or `none` (nil) when allowed.
  private static func method(_ key: String, _ value: String, allowNone: Bool) throws -> OwnMethod? {
    if allowNone && value == "none" { return nil }
    guard let method = OwnMethod(rawValue: value) else {
      let names = OwnMethod.allCases.map(\.rawValue).joined(separator: ", ")
      throw ScriptError(
        line: 0,
        message: "\(key) must be \(names)\(allowNone ? " or none" : ""), not "
          + ControllerName.quoted(value))
    }
    return method
  }

  /// Where a resource is acquired: any method but `dealloc`, which runs once, at the end.
  private static func acquirer(_ key: String, _ value: String) throws -> OwnMethod? {
    if value == "none" { return nil }
    let found = try method(key, value, allowNone: false)
    guard found != .dealloc else {
      throw ScriptError(line: 0, message: "\(key) cannot be dealloc: nothing runs after it")
    }
    return found
  }

  /// An appearance method: the ones whose documentation says to call super.
  private static func appearance(_ key: String, _ value: String) throws -> OwnMethod {
    guard let method = OwnMethod(rawValue: value), OwnMethod.appearance.contains(method) else {
      throw ScriptError(
        line: 0,
        message: "\(key) names viewWillAppear, viewDidAppear, viewWillDisappear or "
          + "viewDidDisappear, not \(ControllerName.quoted(value))")
    }
    return method
  }

  /// A method that calls super: viewDidLoad or an appearance method.
  private static func superCaller(_ key: String, _ value: String) throws -> OwnMethod {
    if value == OwnMethod.viewDidLoad.rawValue { return .viewDidLoad }
    return try appearance(key, value)
  }
}
