import Yams

/// A YAML node with its place in the file, and typed readers that fail with that place.
/// JSON is YAML too, so scenario and lesson files may be either.
struct YAMLValue {
  let node: Node

  /// Parses a whole document; an empty document is an empty mapping.
  static func parse(_ text: String) throws -> YAMLValue {
    // A leading byte-order mark (some editors write one) is no content: libyaml, handed
    // UTF-8, took it for text and refused the document.
    let text =
      text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    try YAMLGuard.check(text)
    do {
      guard let node = try Yams.compose(yaml: text) else {
        return YAMLValue(node: .mapping(Node.Mapping([])))
      }
      return YAMLValue(node: node)
    } catch let error as YamlError {
      throw Self.error(from: error)
    }
  }

  private static func error(from error: YamlError) -> DocumentError {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return DocumentError(line: mark.line, column: mark.column, message: "YAML: \(problem)")
    // Yams' own descriptions of these two quote the file's text, raw control characters
    // included (a NUL, ESC or DEL in a file reached the terminal) over several lines: give
    // a place and an escaped one-line message instead.
    case .reader(let problem, let offset, let value, let yaml):
      let place = offset.map { Self.place(ofByte: $0, in: yaml) } ?? (line: 0, column: 0)
      let code = value >= 0 ? " (U+\(String(value, radix: 16, uppercase: true)))" : ""
      return DocumentError(
        line: place.line, column: place.column,
        message: "YAML: \(ControllerName.escaped(problem))\(code)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.sorted().map(ControllerName.quoted).joined(separator: ", ")
      return DocumentError(
        line: context.mark.line, column: context.mark.column,
        message: "YAML: a mapping has the same key twice: \(keys)")
    default:
      return DocumentError(line: 0, column: 0, message: "YAML: \(error)")
    }
  }

  /// The 1-based line and column (in Unicode scalars) of the byte at `offset` in `text`.
  private static func place(ofByte offset: Int, in text: String) -> (line: Int, column: Int) {
    let bytes = text.utf8.prefix(max(0, offset))
    let lineStart = bytes.lastIndex(of: UInt8(ascii: "\n")).map { bytes.index(after: $0) }
    let line = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let lineText = bytes[(lineStart ?? bytes.startIndex)...]
    let column = String(decoding: lineText, as: UTF8.self).unicodeScalars.count + 1
    return (line, column)
  }

  /// An error pointing at this node.
  func error(_ message: String) -> DocumentError {
    DocumentError(line: node.mark?.line ?? 0, column: node.mark?.column ?? 0, message: message)
  }

  /// The node as a mapping of string keys, in file order; unknown keys are errors.
  func mapping(_ what: String, allowed: Set<String>?) throws -> [(key: String, value: YAMLValue)] {
    var problems: [DocumentError] = []
    let pairs: [(key: String, value: YAMLValue)]
    do {
      pairs = try mapping(what, allowed: allowed, problems: &problems)
    } catch {
      // An unknown key before the key that is not text is the first problem.
      throw problems.first ?? error
    }
    if let first = problems.first { throw first }
    return pairs
  }

  /// The node as a mapping, as above, where each unknown key is added to `problems` and left
  /// out instead of ending the reading (so a check can report every problem of a file).
  func mapping(_ what: String, allowed: Set<String>?, problems: inout [DocumentError]) throws
    -> [(key: String, value: YAMLValue)]
  {
    guard let mapping = node.mapping else { throw error("\(what) must be a mapping") }
    var pairs: [(key: String, value: YAMLValue)] = []
    for pair in mapping {
      guard let key = pair.key.string else {
        throw YAMLValue(node: pair.key).error("keys are text")
      }
      guard allowed?.contains(key) ?? true else {
        problems.append(
          YAMLValue(node: pair.key).error(
            "unknown key \(ControllerName.quoted(key)) in \(what); expected one of "
              + (allowed ?? []).sorted().joined(separator: ", ")))
        continue
      }
      pairs.append((key, YAMLValue(node: pair.value)))
    }
    return pairs
  }

  /// The node as a list.
  func sequence(_ what: String) throws -> [YAMLValue] {
    guard let sequence = node.sequence else { throw error("\(what) must be a list") }
    return sequence.map(YAMLValue.init)
  }

  /// The node as text.
  func string(_ what: String) throws -> String {
    guard let scalar = node.scalar else { throw error("\(what) must be text") }
    return scalar.string
  }

  /// The node as true or false.
  func bool(_ what: String) throws -> Bool {
    switch node.scalar?.string {
    case "true", "yes": return true
    case "false", "no": return false
    default: throw error("\(what) must be true or false")
    }
  }

  /// A size: a whole number of bytes, or a number with B, KB, MB or GB (1024-based).
  func bytes(_ what: String) throws -> Int {
    guard let text = node.scalar?.string else {
      throw error("\(what) must be a size such as 2457600, 64KB or 2.5MB")
    }
    guard let bytes = ByteSize.parse(text) else { throw error("\(what) \(ByteSize.expected)") }
    return bytes
  }
}

