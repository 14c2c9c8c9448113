import VCLifeCore

/// The built-in example app: a photo-album app whose controllers differ in origin, view tree,
/// size and memory-warning handler, so every rule of Apple's text shows up with a few keys.
public struct Catalogue: Sendable {
  /// Controllers the `p` key pushes, in order.
  public var pushable: [String]
  /// Controllers the `m` key presents, in order.
  public var presentable: [String]
  /// Every template, by name.
  public var templates: [String: ControllerTemplate]
  /// The root the app launches with.
  public var root: RootSpec
  /// Controllers only the picker (`g`) offers, after the pushable ones: the gotchas of
  /// SPEC §10, kept out of `p`'s round so it pushes the app's usual screens.
  public var pickable: [String] = []

  /// The photo-album app: a tab bar whose first tab is a navigation controller.
  public static let photoAlbum: Catalogue = {
    let kb = 1024
    let mb = 1024 * 1024
    let cell = ViewNode("UITableViewCell", [ViewNode("UILabel"), ViewNode("UIImageView")])
    let templates = [
      ControllerTemplate(
        name: "Albums", origin: .storyboard, onWarning: .purgeCaches,
        viewTree: ViewNode("UITableView", [cell, cell, cell]),
        memory: memory(content: 2 * mb, caches: 4 * mb)),
      ControllerTemplate(
        name: "Photos", origin: .storyboard, onWarning: .releaseView,
        viewTree: ViewNode(
          "UICollectionView",
          (0..<6).map { _ in ViewNode("UICollectionViewCell", [ViewNode("UIImageView")]) }),
        memory: memory(content: 6 * mb, caches: 8 * mb)),
      ControllerTemplate(
        name: "Detail", origin: .custom, onWarning: .releaseViewUnsafe,
        viewTree: ViewNode("UIView", [ViewNode("UIScrollView", [ViewNode("UIImageView")])]),
        memory: memory(content: 12 * mb, caches: 2 * mb)),
      ControllerTemplate(
        name: "Comments", origin: .code, onWarning: .none,
        viewTree: ViewNode("UIView", [ViewNode("UITableView"), ViewNode("UITextField")]),
        memory: memory(content: 1 * mb, caches: 512 * kb)),
      ControllerTemplate(
        name: "Profile", origin: .storyboard, onWarning: .purgeCaches,
        viewTree: ViewNode("UIScrollView", [ViewNode("UIImageView"), ViewNode("UILabel")]),
        memory: memory(content: 3 * mb, caches: 4 * mb)),
      ControllerTemplate(
        name: "Settings", origin: .code,
        viewTree: ViewNode("UITableView", [cell, cell]),
        memory: memory(content: 512 * kb, caches: 0)),
      ControllerTemplate(
        name: "Editor", origin: .custom, callsSuper: true, onWarning: .releaseView,
        autoLayout: true,
        viewTree: ViewNode(
          "UIView", [ViewNode("UIImageView"), ViewNode("UISlider"), ViewNode("UIToolbar")]),
        memory: memory(content: 8 * mb, caches: 4 * mb)),
      ControllerTemplate(
        name: "Share", origin: .code, viewTree: ViewNode("UIView", [ViewNode("UICollectionView")]),
        memory: memory(content: 1 * mb, caches: 0)),
    ]
    var catalogue = Catalogue(
      pushable: ["Photos", "Detail", "Comments", "Profile"],
      presentable: ["Editor", "Share"],
      templates: Dictionary(uniqueKeysWithValues: (templates + gotchas).map { ($0.name, $0) }),
      root: .tabs([TabSpec(name: "Albums", inNavigation: true), TabSpec(name: "Settings")]))
    catalogue.pickable = gotchas.map(\.name)
    return catalogue
  }()

  /// The standard sizes with this controller's content and caches: what tells the catalogue's
  /// controllers apart on the gauge.
  static func memory(content: Int, caches: Int) -> MemoryProfile {
    var profile = MemoryProfile.standard
    profile.content = content
    profile.caches = caches
    return profile
  }

  /// Creates a catalogue.
  public init(
    pushable: [String], presentable: [String], templates: [String: ControllerTemplate],
    root: RootSpec
  ) {
    self.pushable = pushable
    self.presentable = presentable
    self.templates = templates
    self.root = root
  }

  /// A scenario's controllers as a catalogue: `p` pushes those that are not roots, in file
  /// order; the root is the scenario's (or a navigation controller of its first controller).
  public init(scenario: Scenario) {
    let roots = Set(scenario.root?.names ?? [])
    let pushable = scenario.order.filter { !roots.contains($0) }
    self.init(
      pushable: pushable, presentable: [], templates: scenario.templates,
      root: scenario.root ?? .navigation(scenario.order.first ?? "Root"))
  }

  /// The name `vclife script --scenario` knows this app by.
  public static let builtInName = "photo-album"

  /// The catalogue as a scenario: its templates, without a root (an exported script
  /// launches the root itself).
  public var scenario: Scenario {
    var scenario = Scenario()
    scenario.templates = templates
    scenario.order = templates.keys.sorted()
    return scenario
  }

  /// The state a session of this app starts from.
  public func initialState(behavior: SystemBehavior, budget: Int = AppState.defaultBudget)
    -> AppState
  {
    AppState(behavior: behavior, budget: budget, templates: templates)
  }

  /// The next controller for `p` or `m`: the first of `names` not live, else a numbered copy
  /// (`Detail2`, …) whose template must be defined first (`new Detail2 like=Detail`) so a
  /// replay or export sees it. Nil when `names` is empty.
  public func nextController(from names: [String], in state: AppState) -> (
    name: String, definition: ControllerTemplate?
  )? {
    guard !names.isEmpty else { return nil }
    if let free = names.first(where: { state.controllers[$0] == nil }) { return (free, nil) }
    // Copies are made in order, so the first free number lies near live / names; starting
    // there keeps a push on a deep stack from trying every number below it.
    var number = max(2, state.controllers.count / names.count)
    while true {
      for base in names {
        let name = "\(base)\(number)"
        guard state.controllers[name] == nil else { continue }
        if state.templates[name] != nil { return (name, nil) }
        return (name, ControllerTemplate(name: name, basedOn: base))
      }
      number += 1
    }
  }

}
