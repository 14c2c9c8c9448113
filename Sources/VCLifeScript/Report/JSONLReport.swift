import VCLifeCore

/// The `jsonl` format (SPEC §6): one JSON object per event, then a final `state` object.
public enum JSONLReport {
  /// Renders a whole run.
  public static func render(_ run: ScriptRun, language: ReportLanguage = .en) -> String {
    var writer = JSONLWriter(language: language, initialState: run.session.initialState)
    return run.written(by: &writer)
  }

  /// The final `state` line.
  static func stateObject(_ state: AppState, seq: Int) -> JSONObject {
    var object = JSONObject()
    object.add("seq", seq)
    object.add("kind", "state")
    object.add("object", "App")
    object.add("name", "state")
    object.add("ios", state.behavior.rawValue)
    object.add("terminated", state.isTerminated)
    object.add("memory", state.memory)
    object.add("budget", state.budget)
    object.add("orientation", state.orientation.rawValue)
    object.add("statusBar", state.statusBar.rawValue)
    // SPEC §12: the phone, when it is not the 3.5" one (so iOS 5 and 6 lines keep their keys).
    if state.phone != .classic { object.add("device", state.phone.rawValue) }
    let controllers = ControllerSummary.all(state).map { controller in
      var entry = JSONObject()
      entry.add("name", controller.name)
      entry.add("viewLoaded", controller.viewLoaded)
      entry.add("inWindow", controller.inWindow)
      entry.add("backingStore", controller.backingStore)
      entry.add("cachesFull", controller.cachesFull)
      entry.add("navigationItem", controller.navigationItem)
      if let parent = controller.parent {
        entry.add("parent", parent)
      } else {
        entry.add(raw: "parent", "null")
      }
      if let frame = controller.frame {
        entry.add(raw: "frame", "{\"width\":\(frame.width),\"height\":\(frame.height)}")
      } else {
        entry.add(raw: "frame", "null")
      }
      // iOS 11+: present while the view is in the window.
      if let insets = controller.safeArea {
        entry.add(
          raw: "safeArea",
          "{\"top\":\(insets.top),\"left\":\(insets.left),\"bottom\":\(insets.bottom),"
            + "\"right\":\(insets.right)}")
      }
      entry.add("memory", controller.memory)
      controller.gotchas.add(to: &entry)
      return entry.text
    }
    object.add(raw: "controllers", "[" + controllers.joined(separator: ",") + "]")
    return object
  }
}

/// A JSON object written in insertion order, with strings escaped so no control character
/// is ever written raw.
struct JSONObject {
  private var fields: [String] = []

  mutating func add(_ key: String, _ value: String) { add(raw: key, Self.quoted(value)) }
  mutating func add(_ key: String, _ value: Int) { add(raw: key, String(value)) }
  mutating func add(_ key: String, _ value: Bool) { add(raw: key, value ? "true" : "false") }
  mutating func add(raw key: String, _ json: String) {
    fields.append(Self.quoted(key) + ":" + json)
  }

  var text: String { "{" + fields.joined(separator: ",") + "}" }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if ControlCharacters.contains(scalar) {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
