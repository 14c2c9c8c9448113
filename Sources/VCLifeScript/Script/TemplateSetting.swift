import VCLifeCore

/// The settings a template takes, shared by `new` lines and scenario entries.
enum TemplateSetting {
  /// Sets one setting on a template, or says why the key or value is wrong.
  static func apply(key: String, value: String, to template: inout ControllerTemplate) throws {
    let shown = ControllerName.quoted(value)
    switch key {
    case "origin":
      guard let origin = Origin(rawValue: value) else {
        throw ScriptError(
          line: 0, message: "origin must be code, storyboard or custom, not \(shown)")
      }
      template.origin = origin
    case "onWarning":
      guard let handler = WarningHandler(rawValue: value) else {
        throw ScriptError(
          line: 0,
          message: "onWarning must be none, purge-caches, release-view or release-view-unsafe, "
            + "not \(shown)")
      }
      template.onWarning = handler
    case "autolayout": template.autoLayout = try bool(key, value)
    case "callsSuper": template.callsSuper = try bool(key, value)
    case "fullScreenLayout": template.fullScreenLayout = try bool(key, value)
    case "rotates": template.rotates = try bool(key, value)
    case "loadView":
      // A storyboard controller that also overrides loadView (SPEC §11.9).
      guard value == "custom" || value == "default" else {
        throw ScriptError(line: 0, message: "loadView must be custom or default, not \(shown)")
      }
      template.overridesLoadView = value == "custom"
    case "subviews": template.viewTree = try subviews(value)
    case "content", "caches":
      guard let bytes = ByteSize.parse(value) else {
        throw ScriptError(line: 0, message: "\(key) \(ByteSize.expected), not \(shown)")
      }
      if key == "content" {
        template.memory.content = bytes
      } else {
        template.memory.caches = bytes
      }
    case "callsSuperOnWarning", "releasesOutlets", "releasesContent", "retainCycle",
      "savesViewState", "outlets", "viewState":
      try GotchaSetting.apply(key: key, value: value, to: &template.gotchas)
    case _ where OwnCodeSetting.keys.contains(key):
      try OwnCodeSetting.apply(key: key, value: value, to: &template.gotchas)
    default:
      throw ScriptError(
        line: 0,
        message: "unknown setting \(ControllerName.quoted(key)); expected origin, onWarning, "
          + "autolayout, callsSuper, fullScreenLayout, rotates, loadView, subviews, content, "
          + "caches, callsSuperOnWarning, "
          + "releasesOutlets, releasesContent, outlets, retainCycle, savesViewState, viewState, "
          + OwnCodeSetting.keys.joined(separator: ", "))
    }
  }

  /// The most subviews a `subviews=` list may name: a line of a script, not a storyboard.
  static let maximumSubviews = 64

  /// `subviews=UILabel,UIButton` (or `none`): a root `UIView` with these subviews, in order.
  static func subviews(_ value: String) throws -> ViewNode {
    guard value != "none" else { return ViewNode("UIView") }
    let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard names.count <= maximumSubviews else {
      throw ScriptError(line: 0, message: "subviews names at most \(maximumSubviews) views")
    }
    for name in names where !isClassName(name) {
      throw ScriptError(
        line: 0,
        message: "subviews is none or a list of view classes such as UILabel,UIButton, not "
          + ControllerName.quoted(value))
    }
    return ViewNode("UIView", names.map { ViewNode($0) })
  }

  /// A class name as Swift and Objective-C write one: a letter or `_`, then letters, digits,
  /// `_` and `.` (a module-qualified name), at most 40 characters.
  static func isClassName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 40,
      first == "_" || (first.isASCII && first.properties.isAlphabetic)
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || $0.properties.numericType != nil
          || "_.".unicodeScalars.contains($0))
    }
  }

  static func bool(_ key: String, _ value: String) throws -> Bool {
    switch value {
    case "true", "yes": return true
    case "false", "no": return false
    default:
      throw ScriptError(
        line: 0, message: "\(key) must be true or false, not \(ControllerName.quoted(value))")
    }
  }
}
