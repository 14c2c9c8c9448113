import Foundation
import VCLifeCore

/// A teacher's own lesson or scenario file carried whole inside a `.vcl` script (an export,
/// a saved session) as comment lines, which the script language ignores: the script then
/// replays anywhere with nothing else, and names no path of the machine it was made on.
///
/// The lines are `# document: lesson` (or `scenario`), then every line of the file after
/// `#|` (`#| ` and the line; an empty line is `#|` alone). A control character (ESC, BEL, a
/// bidirectional control …) is written `\u{1B}` and a backslash `\\`, so `cat` of the file
/// can never drive a terminal and the text reads back exactly.
public struct EmbeddedDocument: Sendable, Equatable {
  /// What the file is: a lesson (its steps come back too) or a scenario (controllers only).
  public enum Kind: String, Sendable {
    case lesson
    case scenario
  }

  /// What the file is.
  public var kind: Kind
  /// The file's text, as it was read.
  public var text: String

  /// Carries `text`, a file of `kind`.
  public init(kind: Kind, text: String) {
    self.kind = kind
    self.text = text
  }

  /// The line that starts the document: `# document: ` and its kind.
  public static let marker = "# document: "
  /// What starts each of its lines.
  public static let linePrefix = "#|"

  /// The comment lines that carry the document.
  public var lines: [String] {
    var lines = [Self.marker + kind.rawValue]
    var body = text
    if body.hasSuffix("\n") { body.removeLast() }
    for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
      let shown = Self.escaped(line.hasSuffix("\r") ? line.dropLast() : line)
      lines.append(shown.isEmpty ? Self.linePrefix : Self.linePrefix + " " + shown)
    }
    return lines
  }

  /// The document a script carries, if it carries one.
  public static func read(fromScript text: String) -> EmbeddedDocument? {
    var reader = Reader()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      _ = reader.take(line.hasSuffix("\r") ? line.dropLast() : line)
    }
    return reader.document
  }

  /// Reads a document line by line, among a script's other lines.
  public struct Reader: Sendable {
    private var kind: Kind?
    private var body: [String] = []

    /// A reader that has seen no line yet.
    public init() {}

    /// Takes `line` when it belongs to the document (its marker or one of its lines); false
    /// for any other line, which is the caller's.
    public mutating func take<S: StringProtocol>(_ line: S) -> Bool {
      if line.hasPrefix(EmbeddedDocument.marker) {
        kind = Kind(rawValue: String(line.dropFirst(EmbeddedDocument.marker.count)))
        body = []
        return true
      }
      guard kind != nil, line.hasPrefix(EmbeddedDocument.linePrefix) else { return false }
      var rest = line.dropFirst(EmbeddedDocument.linePrefix.count)
      if rest.hasPrefix(" ") { rest = rest.dropFirst() }
      body.append(EmbeddedDocument.unescaped(rest))
      return true
    }

    /// The document read, if its marker was seen.
    public var document: EmbeddedDocument? {
      kind.map { EmbeddedDocument(kind: $0, text: body.joined(separator: "\n") + "\n") }
    }
  }

  /// A line with its control characters as `\u{…}` and its backslashes doubled.
  static func escaped<S: StringProtocol>(_ line: S) -> String {
    var result = ""
    for scalar in line.unicodeScalars {
      if scalar == "\\" {
        result += "\\\\"
      } else if ControlCharacters.contains(scalar), scalar != "\t" {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The line ``escaped(_:)`` wrote, back as it was.
  static func unescaped<S: StringProtocol>(_ line: S) -> String {
    var result = String.UnicodeScalarView()
    var scalars = Array(line.unicodeScalars)[...]
    while let first = scalars.first {
      scalars = scalars.dropFirst()
      guard first == "\\", let next = scalars.first else {
        result.append(first)
        continue
      }
      if next == "\\" {
        result.append("\\")
        scalars = scalars.dropFirst()
      } else if next == "u", scalars.dropFirst().first == "{",
        let close = scalars.firstIndex(of: "}"),
        let value = UInt32(
          String(String.UnicodeScalarView(scalars[(scalars.startIndex + 2)..<close])), radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        result.append(scalar)
        scalars = scalars[(close + 1)...]
      } else {
        result.append(first)
      }
    }
    return String(result)
  }
}

extension EmbeddedDocument {
  /// The controllers, budget, system and root the document describes (a lesson's scenario).
  /// Throws `DocumentError` with the line and column of the document's problem.
  public func scenario() throws -> Scenario {
    switch kind {
    case .lesson: try lesson(named: "lesson").scenario
    case .scenario: try Scenario.parse(text)
    }
  }

  /// The lesson the document is, named `name` unless it says `name:` itself.
  public func lesson(named name: String) throws -> Lesson {
    guard kind == .lesson else {
      throw DocumentError(line: 0, column: 0, message: "the carried document is a scenario")
    }
    return try Lesson.parse(text, name: name)
  }

  /// `nameOrPath` read as a file, when one exists: its text carried whole (nil for a
  /// built-in name, which travels by its name).
  public static func ofFile(_ nameOrPath: String, kind: Kind) -> EmbeddedDocument? {
    guard let bytes = FileManager.default.contents(atPath: nameOrPath) else { return nil }
    return EmbeddedDocument(kind: kind, text: String(decoding: bytes, as: UTF8.self))
  }
}
