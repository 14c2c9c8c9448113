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
    case "callsSuperOnWarning", "releasesOutlets", "releasesContent", "retainCycle",
      "savesViewState", "outlets", "viewState":
      try GotchaSetting.apply(key: key, value: value, to: &template.gotchas)
    case _ where OwnCodeSetting.keys.contains(key):
      try OwnCodeSetting.apply(key: key, value: value, to: &template.gotchas)
    default:
      throw ScriptError(
        line: 0,
        message: "unknown setting \(ControllerName.quoted(key)); expected origin, onWarning, "
          + "autolayout, callsSuper, fullScreenLayout, rotates, loadView, callsSuperOnWarning, "
          + "releasesOutlets, releasesContent, outlets, retainCycle, savesViewState, viewState, "
          + OwnCodeSetting.keys.joined(separator: ", "))
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
