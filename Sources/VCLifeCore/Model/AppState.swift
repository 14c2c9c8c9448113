/// Which system version's memory-warning behaviour the simulated UIKit follows.
public enum SystemBehavior: String, Sendable, CaseIterable {
  /// iOS 5 and earlier: super's `didReceiveMemoryWarning` unloads off-screen views.
  case iOS5 = "5"
  /// iOS 6 and later: views are kept; only off-window backing stores are freed.
  case iOS6 = "6"

  /// "iOS 5" or "iOS 6+", for people.
  public var title: String { self == .iOS5 ? "iOS 5" : "iOS 6+" }
}

/// The whole simulated app at one moment. A value: copying it is a snapshot.
public struct AppState: Sendable, Equatable {
  /// The memory-warning behaviour.
  public var behavior: SystemBehavior
  /// The memory budget; at 100 % the system terminates the app.
  public var budget: Int
  /// Controller templates by name (`new` lines and the scenario).
  public var templates: [String: ControllerTemplate]
  /// The container tree.
  public var layout = WindowLayout()
  /// Live controllers by name.
  public var controllers: [String: ControllerState] = [:]
  /// Bytes in use, part by part, kept up to date by every event (so reading it does not
  /// cost a walk over every controller).
  public var usage = MemoryBreakdown()
  /// Total bytes in use.
  public var memory: Int { usage.total }
  /// Whether the system terminated the app for running out of memory.
  public var isTerminated = false
  /// Whether crossing 75 % will send a system memory warning (re-armed below 75 %).
  public var isWarningArmed = true
  /// Whether crossing 90 % will send an urgent (level 2) warning (re-armed below 90 %).
  public var isUrgentWarningArmed = true
  /// Controllers removed from their container that a retain cycle keeps alive: never
  /// deallocated, in no container, still holding their memory (SPEC §10).
  public var leaked: [ControllerState] = []
  /// The root the app was launched with, kept for a restart.
  public var launchRoot: RootSpec?
  /// How the device is held (SPEC §8).
  public var orientation = Orientation.portrait
  /// What the status bar shows (SPEC §8).
  public var statusBar = StatusBarMode.visible

  /// The 64 MB default budget.
  public static let defaultBudget = 64 * 1024 * 1024

  /// A state before launch.
  public init(
    behavior: SystemBehavior = .iOS6, budget: Int = AppState.defaultBudget,
    templates: [String: ControllerTemplate] = [:]
  ) {
    self.behavior = behavior
    self.budget = budget
    self.templates = templates
  }

  /// Whether a usage is at or above 75 % of the budget, where the system warns.
  public func isAtWarningLevel(_ bytes: Int) -> Bool { bytes * 4 >= budget * 3 }

  /// Whether a usage is at or above 90 % of the budget, where the warning is urgent.
  public func isAtUrgentLevel(_ bytes: Int) -> Bool { bytes * 10 >= budget * 9 }

  /// Live controllers in tree order.
  public var liveControllers: [ControllerState] {
    layout.treeOrder.compactMap { controllers[$0] }
  }

  /// The memory of every live controller, summed part by part.
  public var breakdown: MemoryBreakdown {
    (Array(controllers.values) + leaked).reduce(MemoryBreakdown()) { $0 + $1.memory }
  }

  /// A measure of how much a copy of this state holds: templates, live controllers, tabs
  /// and stack entries (what a saved copy costs, roughly, in units of a few hundred bytes).
  public var size: Int {
    templates.count + controllers.count + leaked.count + layout.tabs.count + layout.presented.count
      + layout.tabs.reduce(0) { $0 + $1.controllers.count }
  }

  /// The template for a name: the defined one, or the defaults.
  public func template(named name: String) -> ControllerTemplate {
    templates[name] ?? ControllerTemplate(name: name)
  }
}
