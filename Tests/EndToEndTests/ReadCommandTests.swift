import Foundation
import Testing

/// `vclife read` through the built binary: it runs `vclife-read` from its own directory, its
/// options reach it, and a file it cannot read is one line and exit status 2.
@Suite struct ReadCommandTests {
  static let corpus = InstallTests.repository.appendingPathComponent("Tests/VCLifeReadTests/Corpus")

  @Test func readsAControllerInBothLanguages() throws {
    let file = Self.corpus.appendingPathComponent("16-warning-super-first.m").path
    let outcome = try vclife("read", "--lang", "both", file)
    #expect(outcome.status == 0, "\(outcome.err)")
    #expect(outcome.out.contains("Understood / 读懂的"))
    #expect(outcome.out.contains("new PhotoViewController origin=code onWarning=release-view"))
    #expect(
      outcome.out.contains(
        "16-warning-super-first.m:9  didReceiveMemoryWarning — calls super (first)"))
    #expect(outcome.out.contains("didReceiveMemoryWarning —— 调用了 super（最先）"))
    #expect(outcome.err.isEmpty && !outcome.hasEscape)
  }

  @Test func jsonIsOneObjectAFile() throws {
    let files = ["05-timer-leak-deinit.swift", "27-two-classes.m"].map {
      Self.corpus.appendingPathComponent($0).path
    }
    let outcome = try vclife(["read", "--json"] + files, input: Data())
    #expect(outcome.status == 0, "\(outcome.err)")
    let lines = outcome.out.split(separator: "\n")
    #expect(lines.count == 2)
    let second = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    #expect(second["language"] as? String == "objc")
    #expect(
      (second["classes"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == [
        "MenuViewController", "OrderViewController",
      ])
  }

  /// The live screen's binary does not carry the parser: `make run` and a clone's first
  /// screen do not wait for tree-sitter's tables (vclife read runs vclife-read instead).
  @Test func vclifeDoesNotLinkTheParser() throws {
    let bytes = try Data(contentsOf: binary)
    #expect(bytes.range(of: Data("tree_sitter_swift".utf8)) == nil)
    let reader = binary.deletingLastPathComponent().appendingPathComponent("vclife-read")
    #expect(try Data(contentsOf: reader).range(of: Data("tree_sitter_swift".utf8)) != nil)
  }

  @Test func badFilesAreOneLineAndExitTwo() throws {
    let text = try temporaryFile("not a controller", suffix: ".txt")
    defer { try? FileManager.default.removeItem(at: text) }
    let good = Self.corpus.appendingPathComponent("01-clean-basic.swift").path
    let outcome = try vclife("read", "--lang", "en", text.path, "/no/such/file.swift", good)
    #expect(outcome.status == 2)
    let errors = outcome.err.split(separator: "\n")
    #expect(
      errors.count == 2 && errors.allSatisfy { $0.hasPrefix("vclife read: ") }, "\(outcome.err)")
    #expect(outcome.out.contains("ProfileViewController"), "the good file is still read")
    let empty = try temporaryFile("", suffix: ".m")
    defer { try? FileManager.default.removeItem(at: empty) }
    let emptyOutcome = try vclife("read", "--lang", "en", empty.path)
    #expect(emptyOutcome.status == 0 && emptyOutcome.out.contains("no class in this file"))
    let missing = try vclife("read", "--as", "Nobody", good)
    #expect(missing.status == 2 && missing.err.contains("no controller class Nobody"))
  }
}
