import VCLifeCore

/// Text made safe to place in a Markdown handout: whatever a name or a lesson holds renders as
/// itself, and can neither run as HTML, nor hide what follows, nor break a table.
enum MarkdownText {
  /// Plain text in a paragraph or heading: control characters made visible, HTML's `& < >`
  /// as entities, and every Markdown special (emphasis, links, code, tables, line-start
  /// markers) escaped with a backslash.
  static func text(_ raw: String) -> String {
    // Most text is printable ASCII with nothing to escape (a handout has a row an event,
    // hundreds of thousands after a long session): it is kept as it is, unlooked-at.
    if raw.utf8.allSatisfy(isPlain) {
      return escapingLineStart(raw)
    }
    var out = ""
    for character in ControllerName.escaped(raw) {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\\", "`", "*", "_", "[", "]", "|", "~", "#": out += "\\" + String(character)
      default: out.append(character)
      }
    }
    return escapingLineStart(out)
  }

  /// Whether a byte is printable ASCII that ``text(_:)`` leaves as it is.
  private static func isPlain(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"),
      UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
      UInt8(ascii: "]"), UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: "#"):
      return false
    default: return byte >= 0x20 && byte < 0x7F
    }
  }

  /// Text written over several lines by a person (a lesson's narration): one paragraph.
  static func paragraph(_ raw: String) -> String {
    text(String(raw.map { $0.isNewline ? " " : $0 }))
  }

  /// Text inside a table cell: `text`, whose escaped `|` keeps the cell whole.
  static func cell(_ raw: String) -> String { text(raw) }

  /// A code span holding `raw` exactly: its fence is one backtick longer than the longest
  /// run of backticks inside (CommonMark), padded with a space when the content starts or
  /// ends with a backtick or with spaces on both sides. In a table a `|` is escaped, which GFM reads before the span.
  static func code(_ raw: String, inTable: Bool = false) -> String {
    var content = ControllerName.escaped(raw)
    if inTable { content = content.map { $0 == "|" ? "\\|" : String($0) }.joined() }
    var longest = 0
    var run = 0
    for character in content {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    // CommonMark strips one space from each side when both have one, and a backtick at an
    // end would join the fence: then one space each side keeps the content as it is.
    let touchesFence = content.hasPrefix("`") || content.hasSuffix("`")
    let spaced =
      content.hasPrefix(" ") && content.hasSuffix(" ") && content.contains { $0 != " " }
    let padded = touchesFence || spaced ? " \(content) " : content
    return fence + padded + fence
  }

  /// A line that begins with a list, quote, heading or rule marker would change the block it
  /// is in: that marker is escaped.
  private static func escapingLineStart(_ text: String) -> String {
    guard let first = text.first else { return text }
    if "-+=>".contains(first) { return "\\" + text }
    let digits = text.prefix(while: \.isASCIIDigit)
    if !digits.isEmpty, digits.count <= 9, let marker = text.dropFirst(digits.count).first,
      marker == "." || marker == ")"
    {
      return digits + "\\" + text.dropFirst(digits.count)
    }
    return text
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
