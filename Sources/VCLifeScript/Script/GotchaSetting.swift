import VCLifeCore

/// The gotcha settings of SPEC §10 as `new` lines write them: `callsSuperOnWarning=false`,
/// `releasesOutlets=false`, `releasesContent=false`, `outlets=UILabel,UITextView` (or `none`), `retainCycle=true`,
/// `savesViewState=true`, `viewState=Dear%20Grandma` (texts percent-escaped).
enum GotchaSetting {
  /// The longest typed view state, in Unicode scalars: a draft line, not a document.
  static let maximumTextScalars = 120

  static func apply(key: String, value: String, to gotchas: inout Gotchas) throws {
    switch key {
    case "callsSuperOnWarning": gotchas.callsSuperOnWarning = try TemplateSetting.bool(key, value)
    case "releasesOutlets": gotchas.releasesOutlets = try TemplateSetting.bool(key, value)
    case "releasesContent": gotchas.releasesContent = try TemplateSetting.bool(key, value)
    case "retainCycle": gotchas.retainCycle = try TemplateSetting.bool(key, value)
    case "savesViewState": gotchas.savesViewState = try TemplateSetting.bool(key, value)
    case "outlets":
      gotchas.outlets =
        value == "none"
        ? []
        : try value.split(separator: ",", omittingEmptySubsequences: false).map {
          try text(key, String($0))
        }
    default: gotchas.viewState = try text(key, value)
    }
  }

  /// A percent-escaped word as its text, refused when the escape is bad, the text is empty,
  /// too long, or holds control characters.
  static func text(_ key: String, _ word: String) throws -> String {
    guard let text = Gotchas.text(ofScriptWord: word) else {
      throw ScriptError(
        line: 0, message: "\(key): a bad %-escape in \(ControllerName.quoted(word))")
    }
    try check(key, text)
    return text
  }

  /// Refuses an empty, overlong or control-character text (it is shown on screen).
  static func check(_ key: String, _ text: String) throws {
    if text.isEmpty { throw ScriptError(line: 0, message: "\(key) needs a text") }
    if text.unicodeScalars.count > maximumTextScalars {
      throw ScriptError(
        line: 0, message: "\(key) is longer than \(maximumTextScalars) Unicode scalars")
    }
    if text.unicodeScalars.contains(where: ControllerName.isControl) {
      throw ScriptError(
        line: 0, message: "\(key) \(ControllerName.quoted(text)) contains control characters")
    }
  }
}
