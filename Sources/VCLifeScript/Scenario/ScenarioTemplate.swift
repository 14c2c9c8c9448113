import VCLifeCore

/// Reads one controller entry of a scenario or lesson file.
enum ScenarioTemplate {
  static let keys = Set(
    [
      "name", "origin", "onWarning", "autolayout", "callsSuper", "fullScreenLayout", "rotates",
      "loadView", "views", "memory", "callsSuperOnWarning", "releasesOutlets", "releasesContent",
      "outlets", "retainCycle", "savesViewState", "viewState",
    ] + OwnCodeSetting.keys)

  static func read(_ entry: YAMLValue) throws -> ControllerTemplate {
    let fields = try entry.mapping("a controller", allowed: keys)
    guard let nameValue = fields.first(where: { $0.key == "name" })?.value else {
      throw entry.error("a controller needs a name")
    }
    let name = try nameValue.string("name")
    if let problem = ControllerName.problem(with: name) { throw nameValue.error(problem) }
    var template = ControllerTemplate(name: name)
    for (key, value) in fields {
      switch key {
      case "name": continue
      case "views":
        var count = 0
        template.viewTree = try viewTree(value, count: &count)
      case "memory": template.memory = try memory(value)
      case "autolayout": template.autoLayout = try value.bool(key)
      case "callsSuper": template.callsSuper = try value.bool(key)
      case "fullScreenLayout": template.fullScreenLayout = try value.bool(key)
      case "rotates": template.rotates = try value.bool(key)
      case "callsSuperOnWarning", "releasesOutlets", "releasesContent", "outlets", "retainCycle",
        "savesViewState", "viewState":
        try readGotcha(key, value, into: &template.gotchas)
      default:
        do {
          try TemplateSetting.apply(key: key, value: try value.string(key), to: &template)
        } catch let error as ScriptError {
          throw value.error(error.message)
        }
      }
    }
    return template
  }

  /// The most views one controller's tree may have. YAML aliases can repeat a subtree
  /// without repeating its text (`&a [...]`, then `[*a, *a, …]` nested a few levels), so a
  /// short file could otherwise expand to billions of views and hang the reader.
  static let maximumViews = 100_000

  /// A view node: `UILabel`, or `{UIView: [subviews…]}`. `count` is the number of views read
  /// so far in this tree, checked against ``maximumViews``.
  static func viewTree(_ value: YAMLValue, count: inout Int) throws -> ViewNode {
    count += 1
    guard count <= maximumViews else {
      throw value.error("a view tree has at most \(maximumViews) views")
    }
    if let className = value.node.scalar?.string {
      return ViewNode(try validClass(className, value))
    }
    let pairs = try value.mapping("a view", allowed: nil)
    guard pairs.count == 1, let pair = pairs.first else {
      throw value.error("a view with subviews is written {ClassName: [subviews]}")
    }
    // The class name is escaped: it is not validated yet and may hold control characters.
    let subviews = try pair.value.sequence(
      "the subviews of \(ControllerName.quoted(pair.key))"
    ).map { try viewTree($0, count: &count) }
    return ViewNode(try validClass(pair.key, value), subviews)
  }

  private static func validClass(_ name: String, _ value: YAMLValue) throws -> String {
    guard !name.isEmpty, name.unicodeScalars.allSatisfy({ !ControllerName.isControl($0) }),
      name.count <= 40
    else { throw value.error("a view class is a name such as UIImageView") }
    return name
  }

  /// A gotcha setting (SPEC §10): a flag, the `outlets:` list of subview classes, or the
  /// `viewState:` text (plain YAML text: no script escapes).
  private static func readGotcha(_ key: String, _ value: YAMLValue, into gotchas: inout Gotchas)
    throws
  {
    do {
      switch key {
      case "callsSuperOnWarning": gotchas.callsSuperOnWarning = try value.bool(key)
      case "releasesOutlets": gotchas.releasesOutlets = try value.bool(key)
      case "releasesContent": gotchas.releasesContent = try value.bool(key)
      case "retainCycle": gotchas.retainCycle = try value.bool(key)
      case "savesViewState": gotchas.savesViewState = try value.bool(key)
      case "outlets":
        gotchas.outlets = try value.sequence("outlets").map {
          try validClass(try $0.string("an outlet"), $0)
        }
      default:
        let text = try value.string(key)
        try GotchaSetting.check(key, text)
        gotchas.viewState = text
      }
    } catch let error as ScriptError {
      throw value.error(error.message)
    }
  }

  private static func memory(_ value: YAMLValue) throws -> MemoryProfile {
    var profile = MemoryProfile.standard
    for (key, size) in try value.mapping(
      "memory", allowed: ["controller", "perView", "content", "backingStore", "caches"])
    {
      let bytes = try size.bytes(key)
      switch key {
      case "controller": profile.controller = bytes
      case "perView": profile.perView = bytes
      case "content": profile.content = bytes
      case "backingStore": profile.backingStore = bytes
      default: profile.caches = bytes
      }
    }
    return profile
  }
}
