import Foundation
import Testing

/// docs/contributing.md draws the package's module graph; this reads `Package.swift`'s targets
/// and the picture, and fails when they differ, so the picture cannot drift.
@Suite struct ModuleGraphTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every module in Sources/ (the benchmarks', the fuzz binary's and the tests' own are not
  /// layers) with the modules of this package it depends on.
  static func declaredGraph(_ manifest: String) throws -> [String: Set<String>] {
    var graph: [String: Set<String>] = [:]
    let opening = /\.(target|executableTarget|systemLibrary)\(/
    for match in manifest.matches(of: opening) {
      let body = try #require(balanced(manifest, from: match.range.upperBound))
      let name = try #require(body.firstMatch(of: /name:\s*"([^"]+)"/)?.output.1)
      if body.contains(/path:\s*"(Benchmarks|Tests)\//) { continue }
      var dependencies = Set<String>()
      if let list = body.firstMatch(of: /dependencies:\s*\[([^\]]*)\]/)?.output.1 {
        // A product of another package (`.product(name: …)`) is not a module of this one.
        let own = list.replacing(/\.product\([^)]*\)/, with: "")
        dependencies = Set(own.matches(of: /"([^"]+)"/).map { String($0.output.1) })
      }
      graph[String(name)] = dependencies
    }
    return graph
  }

  /// The text between the parenthesis opened just before `start` and the one that closes it.
  static func balanced(_ text: String, from start: String.Index) -> Substring? {
    var depth = 1
    var index = start
    while index < text.endIndex {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return text[start..<index] }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The picture: the first `text` block of "The layers", one `Module → A, B` a module (a line
  /// that starts with spaces goes on with the one before; `nothing` is none).
  static func drawnGraph(_ document: String) throws -> [String: Set<String>] {
    let section = try #require(document.range(of: "## The layers"))
    let open = try #require(
      document.range(of: "```text\n", range: section.upperBound..<document.endIndex))
    let close = try #require(document.range(of: "```", range: open.upperBound..<document.endIndex))
    var graph: [String: Set<String>] = [:]
    var current: String?
    for line in document[open.upperBound..<close.lowerBound].split(separator: "\n") {
      var rest = Substring(line)
      if !line.hasPrefix(" ") {
        let parts = line.split(separator: "→", maxSplits: 1)
        #expect(parts.count == 2, "a module's line names it, then → : \(line)")
        let name = parts[0].trimmingCharacters(in: .whitespaces)
        #expect(graph[name] == nil, "\(name) is drawn twice")
        graph[name] = []
        current = name
        rest = parts.count == 2 ? parts[1] : ""
      }
      let names = rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      for name in names where !name.isEmpty && name != "nothing" {
        graph[try #require(current), default: []].insert(name)
      }
    }
    return graph
  }

  @Test func theDocumentsPictureIsThePackagesGraph() throws {
    let manifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let document = try String(
      contentsOf: Self.root.appendingPathComponent("docs/contributing.md"), encoding: .utf8)
    let declared = try Self.declaredGraph(manifest)
    let drawn = try Self.drawnGraph(document)
    #expect(declared.count > 10, "the manifest's targets were read")
    for name in Set(declared.keys).union(drawn.keys).sorted() {
      #expect(drawn[name] != nil, "\(name) is in Package.swift but not in the picture")
      #expect(declared[name] != nil, "\(name) is in the picture but not in Package.swift")
      if let wanted = declared[name], let shown = drawn[name] {
        #expect(shown == wanted, "\(name): drawn \(shown.sorted()), declared \(wanted.sorted())")
      }
    }
  }

  /// Only the terminal's module imports curses or the signal guard: the panes and the loop
  /// reach a terminal through `TerminalIO`.
  @Test func onlyTheTerminalsModuleImportsCurses() throws {
    let sources = Self.root.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    var importers: Set<String> = []
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      if text.contains(/(?m)^\s*import (CNcurses|CSignalGuard)$/) {
        importers.insert(String(path.split(separator: "/")[0]))
      }
    }
    #expect(importers == ["VCLifeTerminal"])
  }
}
