import VCLifeCore

/// Rules for controller names typed by people: in scripts, scenarios and lessons.
public enum ControllerName {
  /// Names the log uses for itself; a controller may not take them.
  static let reserved: Set<String> = ["App", "System", "Script"]
  /// The most terminal cells a name may take on screen.
  public static let maximumWidth = 40
  /// The most Unicode scalars a name may store: a character with many combining marks is one
  /// cell wide but costs memory and time for every mark.
  public static let maximumScalars = 80
  /// The most characters of a bad word that a message quotes.
  public static let quoteLimit = 80

  /// Why a name is unusable, or nil when it is fine.
  public static func problem(with name: String) -> String? {
    if name.isEmpty { return "a controller name is missing" }
    // Counted first, on scalars: a name of a million combining marks is one Character.
    if name.unicodeScalars.count > maximumScalars {
      return "the name \(quoted(name)) has more than \(maximumScalars) Unicode scalars"
    }
    // The invisible ones (a zero width space, a word joiner) are shown as escapes like the
    // controls, but named for what they are.
    if let invisible = name.unicodeScalars.first(where: ControlCharacters.isInvisible) {
      let code = String(invisible.value, radix: 16, uppercase: true)
      return "the name \(quoted(name)) contains an invisible format character (U+\(code))"
    }
    if name.unicodeScalars.contains(where: isControl) {
      return "the name \(quoted(name)) contains control characters"
    }
    if let invisible = name.unicodeScalars.first(where: isFormat) {
      let code = String(invisible.value, radix: 16, uppercase: true)
      return "the name \(quoted(name)) contains an invisible format character (U+\(code))"
    }
    // A name is written between spaces: one that begins with a combining mark (or ends with
    // a character that joins the next) would merge with a space into one character, and the
    // line would not read back.
    if (" " + name + " ").count != name.count + 2 {
      return "the name \(quoted(name)) begins or ends with a mark that joins the space beside it"
    }
    if reserved.contains(name) { return "\(name) is reserved for the log; choose another name" }
    if name.contains(where: { "=:#".contains($0) }) {
      return "the name \(quoted(name)) may not contain '=', ':' or '#'"
    }
    if FallbackWidth.width(of: name) > maximumWidth {
      return "the name \(quoted(name.prefix(maximumWidth)))… is longer than \(maximumWidth) columns"
    }
    return nil
  }

  /// A string made safe to print: control characters become visible escapes like `\u{1B}`,
  /// so nothing typed by a user can move the cursor or change the terminal.
  public static func escaped<S: StringProtocol>(_ text: S) -> String {
    // Printable ASCII holds no control character: kept as it is (reports escape every name
    // and reason, hundreds of thousands of them in a long session).
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(text) }
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

  /// A path as a file vclife writes keeps it: ``escaped(_:)``, with each backslash written
  /// `\u{5C}` too, so ``unescaped(_:)`` gives back exactly the path, whatever it holds.
  public static func escapedPath<S: StringProtocol>(_ path: S) -> String {
    // Scalar by scalar: a backslash followed by a combining mark is one Character, and was
    // left as it was (the path then read back otherwise).
    var marked = ""
    for scalar in path.unicodeScalars {
      if scalar == "\\" { marked += "\\u{5C}" } else { marked.unicodeScalars.append(scalar) }
    }
    return escaped(marked)
  }

  /// `text` as ``escapedPath(_:)`` (or ``escaped(_:)``) wrote it, with its `\u{1B}` forms
  /// turned back into the characters: a path kept in a file we write (a lesson's, which has
  /// a control character in its name) is found again. A `\u{` that is no escape stays.
  public static func unescaped<S: StringProtocol>(_ text: S) -> String {
    // Scalar by scalar: a `}` followed by a combining mark is one Character with it, and a
    // search by Character did not find the escape's end (the path then read back otherwise).
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\\", index + 2 < scalars.count, scalars[index + 1] == "u",
        scalars[index + 2] == "{",
        let close = scalars[(index + 3)...].firstIndex(of: "}"),
        let value = UInt32(
          String(String.UnicodeScalarView(scalars[(index + 3)..<close])), radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        result.append(scalar)
        index = close + 1
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }

  /// A word as a message quotes it: escaped, and cut to at most `quoteLimit` scalars with
  /// `…` when longer, so a bad word of a megabyte gives a message of one line.
  public static func quoted<S: StringProtocol>(_ text: S) -> String {
    var head = String.UnicodeScalarView()
    head.append(contentsOf: text.unicodeScalars.prefix(quoteLimit + 1))
    let shown = escaped(String(head))
    guard shown.unicodeScalars.count > quoteLimit else { return shown }
    var cut = String.UnicodeScalarView()
    cut.append(contentsOf: shown.unicodeScalars.prefix(quoteLimit - 1))
    return String(cut) + "…"
  }

  /// What must never be printed raw (see ``ControlCharacters``).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    ControlCharacters.contains(scalar)
  }

  /// Invisible format characters (general category Cf: U+200B, U+FEFF, U+2060, …) that
  /// would make two names look the same; the bidirectional ones are also controls.
  static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .format
  }
}
