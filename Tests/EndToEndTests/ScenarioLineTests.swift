import Foundation
import Testing

/// `vclife script FILE` honours an exported script's `# scenario: NAME` line, unless
/// `--scenario` says otherwise.
@Suite struct ScenarioLineTests {
  static let exported = """
    # vclife session: replay live with `vclife --replay FILE`,
    # scenario: photo-album
    ios 6
    root tabs nav:Albums Settings
    push Photos

    """

  @Test func theLineChoosesTheScenario() throws {
    let file = try temporaryFile(Self.exported, suffix: ".vcl")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try vclife("script", "--format", "jsonl", file.path)
    #expect(outcome.err == "")
    #expect(outcome.status == 0)
    // photo-album's Albums and Photos come from the storyboard.
    let lines = callbacks(try jsonLines(outcome.out))
    #expect(lines.prefix(2) == ["Albums initWithCoder:", "Albums awakeFromNib"])
    #expect(lines.contains("Photos initWithCoder:"))
  }

  @Test func standardInputHonoursItToo() throws {
    let outcome = try vclife("script", "--format", "jsonl", input: Self.exported)
    #expect(outcome.status == 0)
    #expect(callbacks(try jsonLines(outcome.out)).first == "Albums initWithCoder:")
  }

  @Test func anExplicitScenarioWins() throws {
    let file = try temporaryFile(Self.exported, suffix: ".vcl")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try vclife("script", "--scenario", "load-cycle", "--format", "jsonl", file.path)
    #expect(outcome.status == 0)
    // load-cycle defines no Albums: the defaults (code) apply.
    #expect(callbacks(try jsonLines(outcome.out)).first == "Albums initWithNibName:bundle:")
  }

  @Test func anUnknownNameExits2() throws {
    let file = try temporaryFile("# scenario: no-such\u{1B}[2J\nroot nav A\n", suffix: ".vcl")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try vclife("script", file.path)
    #expect(outcome.status == 2)
    #expect(outcome.out == "")
    #expect(!outcome.hasEscape)
    #expect(
      outcome.err
        == "vclife: \(file.path): the line '# scenario: no-such\\u{1B}[2J' names no built-in "
        + "scenario (photo-album or a lesson's name); give --scenario FILE\n")
  }

  @Test func withoutTheLineNothingChanges() throws {
    let outcome = try vclife("script", "--format", "jsonl", input: "root nav Albums\n")
    #expect(outcome.status == 0)
    #expect(callbacks(try jsonLines(outcome.out)).first == "Albums initWithNibName:bundle:")
  }
}
