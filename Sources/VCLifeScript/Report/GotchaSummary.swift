import VCLifeCore

/// What a report's end says about a controller's gotchas (SPEC §10). Each word and JSON key
/// appears only when it applies, so the summaries of apps without gotchas are unchanged.
struct GotchaSummary {
  /// A retain cycle keeps it alive outside every container.
  var leaked = false
  /// Outlet views kept alive after the view was released.
  var heldOutlets = 0
  /// Whether its template has typed view state at all.
  var hasViewState = false
  /// The typed state its view holds now (nil: none, or no view).
  var viewState: String?
  /// Repeating timers targeting it that are running (SPEC §16.2).
  var runningTimers = 0
  /// Its notification observer registrations (SPEC §16.2).
  var observerRegistrations = 0

  init() {}

  init(_ controller: ControllerState, leaked: Bool) {
    self.leaked = leaked
    heldOutlets = controller.gotchas.heldOutlets
    hasViewState = controller.template.gotchas.viewState != nil
    viewState = controller.gotchas.viewState
    runningTimers = controller.runningTimers
    observerRegistrations = controller.observerRegistrations
  }

  /// ", leaked, 2 held outlets, view state "…"" — empty when nothing applies.
  func words(_ language: Language) -> String {
    let english = language == .english
    var words: [String] = []
    if leaked { words.append(english ? "leaked" : "已泄漏") }
    if heldOutlets > 0 {
      words.append(english ? "\(heldOutlets) held outlets" : "持有 \(heldOutlets) 个输出口")
    }
    if hasViewState {
      let text = viewState.map { ControllerName.escaped($0) }
      words.append(
        english
          ? "view state " + (text.map { "\"\($0)\"" } ?? "none")
          : "视图状态" + (text.map { "“\($0)”" } ?? "为空"))
    }
    if runningTimers > 0 {
      words.append(
        english
          ? (runningTimers == 1 ? "1 timer running" : "\(runningTimers) timers running")
          : "\(runningTimers) 个计时器在运行")
    }
    if observerRegistrations > 0 {
      words.append(
        english ? "observer ×\(observerRegistrations)" : "观察者 ×\(observerRegistrations)")
    }
    return words.map { (english ? ", " : "，") + $0 }.joined()
  }

  /// Adds the keys that apply to a controller's JSON object.
  func add(to entry: inout JSONObject) {
    if leaked { entry.add("leaked", true) }
    if heldOutlets > 0 { entry.add("heldOutlets", heldOutlets) }
    if runningTimers > 0 { entry.add("runningTimers", runningTimers) }
    if observerRegistrations > 0 { entry.add("observerRegistrations", observerRegistrations) }
    if hasViewState {
      if let viewState {
        entry.add("viewState", viewState)
      } else {
        entry.add(raw: "viewState", "null")
      }
    }
  }
}
