import VCLifeCore

/// A scenario file: controller templates (with view trees and sizes), the budget, the system
/// behaviour and, optionally, the root to launch with.
public struct Scenario: Sendable, Equatable {
  /// Templates by name.
  public var templates: [String: ControllerTemplate] = [:]
  /// Template names in file order.
  public var order: [String] = []
  /// The memory budget.
  public var budget = AppState.defaultBudget
  /// The memory-warning behaviour to start with.
  public var behavior: SystemBehavior = .iOS6
  /// The root to launch with, if the file names one.
  public var root: RootSpec?
  /// The phone to lay the views out on instead of the version's (`device: notch`, SPEC §12).
  public var device: Phone?
  /// Whether the app has state-restoration code (`restoration: false` for none, SPEC §13.1).
  public var restoresScenes = true

  /// An empty scenario: defaults everywhere.
  public init() {}

  /// The state a session starts from.
  public var initialState: AppState {
    var state = AppState(behavior: behavior, budget: budget, templates: templates)
    state.deviceOverride = device
    state.restoresScenes = restoresScenes
    return state
  }

  /// The actions that launch the scenario's root, if it has one.
  public var launchActions: [Action] { root.map { [.launch($0)] } ?? [] }

  /// The keys a scenario file and a lesson file share, read by `read(key:value:)`.
  static let sharedKeys: Set<String> = [
    "budget", "ios", "device", "restoration", "root", "controllers",
  ]

  /// Reads a scenario from YAML or JSON text.
  public static func parse(_ text: String) throws -> Scenario {
    var scenario = Scenario()
    let document = try YAMLValue.parse(text)
    for (key, value) in try document.mapping("the scenario", allowed: sharedKeys) {
      try scenario.read(key: key, value: value)
    }
    return scenario
  }

  /// Reads one of the `sharedKeys` into the scenario; scenario and lesson files both use it.
  mutating func read(key: String, value: YAMLValue) throws {
    switch key {
    case "budget":
      budget = try value.bytes("budget")
      if budget <= 0 { throw value.error("budget must be more than 0") }
    case "ios":
      guard let behavior = SystemBehavior(versionText: try value.string("ios")) else {
        throw value.error("ios must be a version from 5 to 26")
      }
      self.behavior = behavior
    case "device":
      guard let phone = Phone(rawValue: try value.string("device")) else {
        throw value.error("device must be 3.5, notch or island")
      }
      device = phone
    case "restoration": restoresScenes = try value.bool("restoration")
    case "root":
      do {
        let words = try value.string("root").split(separator: " ").map(String.init)
        root = try ScriptParser.root(words)
      } catch let error as ScriptError {
        throw value.error("root: \(error.message)")
      }
    default:
      for entry in try value.sequence("controllers") {
        let template = try ScenarioTemplate.read(entry)
        if templates[template.name] != nil {
          throw entry.error("\(template.name) is defined twice")
        }
        templates[template.name] = template
        order.append(template.name)
      }
    }
  }
}
