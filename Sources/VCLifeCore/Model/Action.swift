/// One tab of a tab bar at launch: a controller, alone or as a navigation controller's root.
public struct TabSpec: Sendable, Equatable {
  /// The controller.
  public var name: String
  /// Whether a navigation controller wraps it.
  public var inNavigation: Bool

  /// Creates a tab.
  public init(name: String, inNavigation: Bool = false) {
    self.name = name
    self.inNavigation = inNavigation
  }
}

/// The root the app launches with.
public enum RootSpec: Sendable, Equatable {
  /// A controller straight in the window.
  case plain(String)
  /// A navigation controller with this root controller; a translucent bar lets its children
  /// extend under it (SPEC §8).
  case navigation(String, translucent: Bool = false)
  /// A tab bar controller; the first tab is selected.
  case tabs([TabSpec])
  /// `root nav A push B`: a navigation controller whose launch code pushes `pushed` right
  /// away, before the first frame is shown (SPEC §12 "18": from iOS 18 the root's view is
  /// then never loaded).
  case navigationPushing(String, translucent: Bool, pushed: [String])

  /// The names of the controllers it creates.
  public var names: [String] {
    switch self {
    case .plain(let name), .navigation(let name, _): [name]
    case .tabs(let tabs): tabs.map(\.name)
    case .navigationPushing(let name, _, let pushed): [name] + pushed
    }
  }
}

/// Something the user (or a script) does to the app.
public enum Action: Sendable, Equatable {
  /// Switch the memory-warning behaviour.
  case setBehavior(SystemBehavior)
  /// `restoration on|off`: whether the app has state-restoration code, so that a reclaimed
  /// scene comes back as it was saved, or only with its initial UI (SPEC §13.1).
  case setRestoration(Bool)
  /// Define a controller template (no instance yet).
  case define(ControllerTemplate)
  /// Launch the app with a root.
  case launch(RootSpec)
  /// Push onto the visible navigation controller.
  case push(String)
  /// Push several controllers at once (`push B C D`): only the last one's view loads
  /// (SPEC §11.7).
  case pushSeveral([String])
  /// Pop the visible navigation controller.
  case pop
  /// Pop the visible navigation controller to its root.
  case popToRoot
  /// Present full screen over what is visible.
  case present(String)
  /// Present a navigation controller whose root is the controller (SPEC §9.7).
  case presentInNavigation(String)
  /// `present NAME fullscreen`: the full-screen order of SPEC §3 on every version; plain
  /// `present` is a page sheet from iOS 13 (SPEC §12).
  case presentFullScreen(String)
  /// Start an interactive pop by swiping from the edge (iOS 7+), or drag a sheet down
  /// (iOS 13+) (SPEC §12).
  case swipe
  /// Let go of the swipe far enough: the pop or the dismissal completes.
  case finishGesture
  /// Let go too early: the swipe is undone.
  case cancelGesture
  /// Send the scene to the background (iOS 13+).
  case background
  /// Bring the scene back; a disconnected scene is reconnected, and the app's code builds it
  /// again (SPEC §13.1).
  case foreground
  /// The system disconnects the background scene to reclaim memory (iOS 13+).
  case reclaim
  /// Dismiss the topmost modal.
  case dismiss
  /// Select the tab holding a controller, as the program does (`selectedViewController`).
  case selectTab(String)
  /// The user's tap on the tab holding a controller: on the selected tab of a navigation
  /// controller it pops to the root (SPEC §9.5).
  case tap(String)
  /// Turn the device (SPEC §8).
  case rotate(Orientation)
  /// Show, hide or double the status bar (SPEC §8).
  case setStatusBar(StatusBarMode)
  /// Lay the views out on another phone, under the same version's rules, until the next
  /// `ios` (SPEC §12).
  case setDevice(Phone)
  /// A simulated memory warning.
  case warning
  /// Read a controller's `view` property from outside.
  case access(String)
  /// Ask a controller `isViewLoaded`: answers without ever loading the view.
  case isViewLoaded(String)
  /// Launch again, after termination, with the same root.
  case restart

  /// The action as a script line, e.g. `push B`.
  public var scriptText: String {
    switch self {
    case .setBehavior(let behavior): "ios \(behavior.rawValue)"
    case .setRestoration(let on): "restoration \(on ? "on" : "off")"
    case .define(let template) where template.basedOn != nil:
      "new \(template.name) like=\(template.basedOn ?? "")"
    case .define(let template):
      "new \(template.name) origin=\(template.origin.rawValue)"
        + (template.callsSuper ? " callsSuper=true" : "")
        + " onWarning=\(template.onWarning.rawValue) autolayout=\(template.autoLayout)"
        + (template.fullScreenLayout ? " fullScreenLayout=true" : "")
        + (template.rotates ? "" : " rotates=false")
        + (template.overridesLoadView && template.origin == .storyboard ? " loadView=custom" : "")
        + template.sizeSettings + template.gotchas.scriptSettings
    case .launch(.plain(let name)): "root plain \(name)"
    case .launch(.navigation(let name, let translucent)):
      "root nav \(name)" + (translucent ? " translucent" : "")
    case .launch(.navigationPushing(let name, let translucent, let pushed)):
      "root nav \(name)" + (translucent ? " translucent" : "") + " push "
        + pushed.joined(separator: " ")
    case .launch(.tabs(let tabs)):
      "root tabs " + tabs.map { ($0.inNavigation ? "nav:" : "") + $0.name }.joined(separator: " ")
    case .push(let name): "push \(name)"
    case .pushSeveral(let names): "push " + names.joined(separator: " ")
    case .pop: "pop"
    case .popToRoot: "popToRoot"
    case .present(let name): "present \(name)"
    case .presentInNavigation(let name): "present nav \(name)"
    case .presentFullScreen(let name): "present \(name) fullscreen"
    case .swipe: "swipe"
    case .finishGesture: "finish"
    case .cancelGesture: "cancel"
    case .background: "background"
    case .foreground: "foreground"
    case .reclaim: "reclaim"
    case .dismiss: "dismiss"
    case .selectTab(let name): "tab \(name)"
    case .tap(let name): "tap \(name)"
    case .rotate(let orientation): "rotate \(orientation.rawValue)"
    case .setStatusBar(let mode): "statusbar \(mode.rawValue)"
    case .setDevice(let phone): "device \(phone.rawValue)"
    case .warning: "warning"
    case .access(let name): "access \(name)"
    case .isViewLoaded(let name): "isViewLoaded \(name)"
    case .restart: "restart"
    }
  }
}
