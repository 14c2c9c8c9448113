import VCLifeCore

/// Rules for controller names typed by people: in scripts, scenarios and lessons.
public enum ControllerName {
  /// Names the log uses for itself; a controller may not take them.
  static let reserved: Set<String> = ["App", "System", "Script"]

  /// Why a name is unusable, or nil when it is fine.
  public static func problem(with name: String) -> String? {
    if name.isEmpty { return "a controller name is missing" }
    if name.unicodeScalars.contains(where: isControl) {
      return "the name \(escaped(name)) contains control characters"
    }
    if reserved.contains(name) { return "\(name) is reserved for the log; choose another name" }
    if name.contains(where: { "=:#".contains($0) }) {
      return "the name \(escaped(name)) may not contain '=', ':' or '#'"
    }
    if name.count > 40 { return "the name \(escaped(name.prefix(40) + "…")) is longer than 40" }
    return nil
  }

  /// A string made safe to print: control characters become visible escapes like `\u{1B}`,
  /// so nothing typed by a user can move the cursor or change the terminal.
  public static func escaped<S: StringProtocol>(_ text: S) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// What must never be printed raw (see ``ControlCharacters``).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    ControlCharacters.contains(scalar)
  }
}
