/// Which system version the simulated UIKit follows (SPEC §12, corrected by §13: the version
/// axis). Each case is a version where something a student sees changed; the rules are
/// cumulative, so a later version keeps every earlier rule it does not replace. A version means
/// an app built with that version's SDK running on it (SPEC §13.11).
public enum SystemBehavior: String, Sendable, CaseIterable, Comparable {
  /// iOS 5 and earlier: super's `didReceiveMemoryWarning` unloads off-screen views.
  case iOS5 = "5"
  /// iOS 6: views are kept; only off-window backing stores are freed.
  case iOS6 = "6"
  /// iOS 7: views extend under the bars; a swipe can start a pop, and cancel it.
  case iOS7 = "7"
  /// iOS 8: rotation is a size change (`viewWillTransitionToSize:`).
  case iOS8 = "8"
  /// iOS 11: the safe area (`viewSafeAreaInsetsDidChange`); the notched phone.
  case iOS11 = "11"
  /// iOS 13: a presented controller is a sheet by default; scenes; `viewIsAppearing:` (public
  /// from the iOS 17 SDK, back-deployed to 13).
  case iOS13 = "13"
  /// iOS 16: `shouldAutorotate` is no longer asked; only `supportedInterfaceOrientations`.
  case iOS16 = "16"
  /// iOS 17: the Dynamic Island phone.
  case iOS17 = "17"
  /// iOS 18: a push right after launch leaves the root's view unloaded; the automatic
  /// presentation style is a form sheet.
  case iOS18 = "18"
  /// iOS 26: `updateProperties`.
  case iOS26 = "26"

  /// The oldest and newest version `ios N` accepts.
  public static let versionRange = 5...26

  /// The version number.
  public var version: Int { Int(rawValue) ?? 6 }

  /// The rules of a version: those of the highest version named here at or below it
  /// (`ios 15` behaves as 13); nil outside 5...26.
  public init?(version: Int) {
    guard Self.versionRange.contains(version),
      let rules = Self.allCases.last(where: { $0.version <= version })
    else { return nil }
    self = rules
  }

  /// Parses `ios N`'s number (`"17"`, `"6"`); nil for anything else.
  public init?(versionText: String) {
    guard versionText.count <= 2, versionText.allSatisfy(\.isASCII),
      let number = Int(versionText)
    else { return nil }
    self.init(version: number)
  }

  /// "iOS 5", "iOS 6+" (iOS 6's memory rules hold on every later version) or "iOS 17", for
  /// people.
  public var title: String {
    switch self {
    case .iOS5: "iOS 5"
    case .iOS6: "iOS 6+"
    default: "iOS \(rawValue)"
    }
  }

  /// The versions the live `i` key cycles through, in order (SPEC §12, §13.3): the one list
  /// every text that spells the cycle is made from (`cycleText`).
  public static let cycle: [SystemBehavior] = [.iOS5, .iOS6, .iOS13, .iOS16, .iOS17, .iOS26]

  /// The cycle for people: "5 → 6 → 13 → 16 → 17 → 26".
  public static var cycleText: String { cycle.map(\.rawValue).joined(separator: " → ") }

  /// Every version the axis names, for people: "5, 6, 7, 8, 11, 13, 16, 17, 18 and 26".
  public static var namedVersionsText: String {
    let numbers = allCases.map(\.rawValue)
    return numbers.dropLast().joined(separator: ", ") + " and " + (numbers.last ?? "")
  }

  /// The live `i` key's next version: the first of the cycle after this one, back to the
  /// first after the last.
  public var nextInCycle: SystemBehavior {
    Self.cycle.first { $0 > self } ?? Self.cycle[0]
  }

  public static func < (lhs: SystemBehavior, rhs: SystemBehavior) -> Bool {
    lhs.version < rhs.version
  }

  /// The memory-warning rules, which changed once: iOS 5's, or iOS 6's for every later
  /// version (SPEC §12: "memory warnings stay app-wide and iOS 6's rules hold").
  public var memoryRules: SystemBehavior { self == .iOS5 ? .iOS5 : .iOS6 }
  /// Auto Layout exists (iOS 6+).
  public var hasAutoLayout: Bool { self >= .iOS6 }
  /// A swipe from the edge starts an interactive pop that can be cancelled (iOS 7+).
  public var hasInteractivePop: Bool { self >= .iOS7 }
  /// `wantsFullScreenLayout` is ignored: every view extends under the status bar and the
  /// (translucent by default) bars, which become insets (iOS 7+).
  public var extendsUnderBars: Bool { self >= .iOS7 }
  /// The safe area and `viewSafeAreaInsetsDidChange` (iOS 11+).
  public var hasSafeArea: Bool { self >= .iOS11 }
  /// A push right after launch leaves the root controller's view unloaded (iOS 18+).
  public var skipsRootAtLaunchPush: Bool { self >= .iOS18 }
  /// Rotation is a size change: `viewWillTransitionToSize:` (iOS 8+).
  public var rotatesBySize: Bool { self >= .iOS8 }
  /// `present NAME` is a sheet; the scene life cycle (iOS 13+).
  public var presentsSheets: Bool { self >= .iOS13 }
  /// The sheet style `present NAME` gets, the automatic style: a page sheet, a form sheet
  /// from iOS 18 (SPEC §13.6); nil before iOS 13, where it is full screen.
  public var automaticSheetStyle: SheetStyle? {
    self >= .iOS18 ? .formSheet : presentsSheets ? .pageSheet : nil
  }
  /// `viewIsAppearing:` (iOS 13+: public from the iOS 17 SDK, back-deployed; SPEC §13.2).
  public var hasViewIsAppearing: Bool { self >= .iOS13 }
  /// A rotation asks only `supportedInterfaceOrientations`: `shouldAutorotate` is no longer
  /// asked (iOS 16+, SPEC §13.3).
  public var asksOnlySupportedOrientations: Bool { self >= .iOS16 }
  /// `updateProperties` before the layout pass (iOS 26+).
  public var hasUpdateProperties: Bool { self >= .iOS26 }
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
  /// The phone `device` chose, overriding the version's until the next `ios` (SPEC §12);
  /// nil: the version's own.
  public var deviceOverride: Phone?
  /// A swipe under way (iOS 7+ pop, iOS 13+ sheet), until `finish` or `cancel` (SPEC §12).
  public var gesture: Gesture?
  /// Where the scene is in its life cycle (iOS 13+, SPEC §12).
  public var scene = SceneState.active
  /// The container tree of a disconnected scene, as its restoration activity saved it: the
  /// next `foreground` rebuilds it. Nil for an app without restoration code, which builds its
  /// initial UI instead (SPEC §13.1).
  public var savedLayout: WindowLayout?
  /// Whether the app has state-restoration code: its scene delegate saves the stacks when the
  /// scene is disconnected and rebuilds them when it reconnects. UIKit does neither by itself
  /// (SPEC §13.1); `restoration off` shows an app without it.
  public var restoresScenes = true

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

  /// The phone the views are laid out on: `device`'s, else the version's (SPEC §12).
  public var phone: Phone { deviceOverride ?? Phone.of(behavior) }

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

/// A swipe under way (SPEC §12).
public enum Gesture: Sendable, Equatable {
  /// iOS 7+: popping `outgoing` back to `incoming` in a stack.
  case pop(StackLocation, outgoing: String, incoming: String)
  /// iOS 13+: dragging the top sheet down.
  case sheet(String)

  /// The controller the swipe moves off screen.
  public var outgoing: String {
    switch self {
    case .pop(_, let outgoing, _), .sheet(let outgoing): outgoing
    }
  }
}

/// The scene's life-cycle state (iOS 13+, SPEC §12). Before iOS 13 it stays active.
public enum SceneState: String, Sendable, Equatable, CaseIterable {
  /// On screen, taking touches.
  case active
  /// In the background: the views stay in their window; no appearance callbacks.
  case background
  /// Disconnected by the system to reclaim memory: every controller is gone until the scene
  /// reconnects and the app's code builds them again.
  case disconnected
}
