import VCLifeCore

extension OwnController {
  /// The most overrides a class's wire form carries: a class has a dozen lifecycle methods.
  static let maximumWireMethods = 64

  /// The class as one line of words, for a class's students and the presenter's view, who
  /// need its marks and its name as the teacher's screen has them: the language, the file
  /// (percent-escaped), the overrides (`selector line super superSelector`, `-` for none),
  /// then its `new` line.
  public var wireText: String {
    let overrides = methods.values.sorted { ($0.line, $0.selector) < ($1.line, $1.selector) }
      .prefix(Self.maximumWireMethods)
    var words = [isSwift ? "swift" : "objc", Gotchas.scriptWord(file), String(overrides.count)]
    for method in overrides {
      words += [method.selector, String(method.line), method.super, method.superSelector ?? "-"]
    }
    return (words + [Action.define(template).scriptText]).joined(separator: " ")
  }

  /// A class read back from ``wireText``; nil for anything else (a student's vclife ends a
  /// class that sends one).
  public init?(wireText: Substring) {
    var words = wireText.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
    guard words.count == 3, words[0] == "swift" || words[0] == "objc",
      let file = Gotchas.text(ofScriptWord: String(words[1])), !file.isEmpty,
      file.unicodeScalars.count <= 255,
      !file.unicodeScalars.contains(where: ControllerName.isControl)
    else { return nil }
    let isSwift = words[0] == "swift"
    words = words[2].split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
    guard words.count == 2, let count = Int(words[0]), (0...Self.maximumWireMethods).contains(count)
    else { return nil }
    var rest = words[1].split(
      separator: " ", maxSplits: 4 * count, omittingEmptySubsequences: false)
    guard rest.count == 4 * count + 1 else { return nil }
    var methods: [String: Method] = [:]
    for index in 0..<count {
      let word = rest[(4 * index)..<(4 * index + 4)].map(String.init)
      let other = word[3] == "-" ? nil : word[3]
      guard Self.isSelector(word[0]), let line = Int(word[1]), (1...10_000_000).contains(line),
        ["called", "missing", "wrong", "not-needed"].contains(word[2]),
        other.map(Self.isSelector) ?? true, methods[word[0]] == nil
      else { return nil }
      methods[word[0]] = Method(selector: word[0], line: line, super: word[2], superSelector: other)
    }
    let defined = rest.removeLast()
    guard case .success(.define(let template)) = ScriptParser.parse(line: defined, number: 0),
      template.basedOn == nil, Self.nameProblem(template.name) == nil
    else { return nil }
    self.init(
      name: template.name, file: file, isSwift: isSwift, template: template, methods: methods)
  }

  /// A selector as the reader writes one: ASCII letters, digits and colons, at most 64.
  private static func isSelector(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= 64
      && text.unicodeScalars.allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == ":"
            || $0 == "_")
      }
  }
}
