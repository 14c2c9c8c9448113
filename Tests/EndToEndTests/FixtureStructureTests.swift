import Foundation
import Testing
import VCLifeScript

/// The structural check of `FixtureTests` fails when the behaviour breaks: a recorded whole
/// output passes it, and the same output with a reason dropped, two events swapped or a
/// memory column changed does not.
@Suite struct FixtureStructureTests {
  static let base = "case04-ios5-warning"

  /// The worked case 4's whole outputs: one per format, in three languages.
  static let names = [
    "\(base).en.text", "\(base).zh.markdown", "\(base).both.jsonl",
  ]

  /// The problems the check finds in `output`, given as case 4's `name` output.
  static func problems(_ output: String, _ name: String) throws -> [String] {
    let (_, lang, format) = FixtureTests.parts(of: name)
    let script = try FixtureTests.recorded("scripts", base + ".vcl")
    return FixtureStructure.problems(
      in: output, format: format, language: try #require(ReportLanguage(rawValue: lang)),
      run: try FixtureRun(script: script, scenario: nil),
      trace: try FixtureTests.recorded("traces", base + ".trace"))
  }

  /// The reason of a callback of case 4 that follows another callback (so that its row follows
  /// another row in every format), as the output in `name` writes it.
  static func chosenReason(_ name: String) throws -> String {
    let (_, lang, _) = FixtureTests.parts(of: name)
    let script = try FixtureTests.recorded("scripts", base + ".vcl")
    let items = try FixtureRun(script: script, scenario: nil).items
    let callbacks = items.indices.filter { index in
      guard case .event(let event, _) = items[index] else { return false }
      return event.kind == .callback
    }
    let chosen = try #require(callbacks.first { callbacks.contains($0 - 1) })
    guard case .event(let event, _) = items[chosen] else { return "" }
    return FixtureRun.reason(event, try #require(ReportLanguage(rawValue: lang)))
  }

  @Test(arguments: names) func theRecordedOutputPasses(_ name: String) throws {
    let output = try FixtureTests.recorded("expected", name)
    #expect(try Self.problems(output, name).isEmpty)
  }

  @Test(arguments: names) func aDroppedReasonFails(_ name: String) throws {
    let output = try FixtureTests.recorded("expected", name)
    let reason = try Self.chosenReason(name)
    let dropped = try #require(output.range(of: reason))
    #expect(!(try Self.problems(output.replacingCharacters(in: dropped, with: ""), name)).isEmpty)
  }

  @Test(arguments: names) func swappedEventsFail(_ name: String) throws {
    var lines = try FixtureTests.recorded("expected", name).split(
      separator: "\n", omittingEmptySubsequences: false)
    let reason = try Self.chosenReason(name)
    let row = try #require(lines.firstIndex { $0.contains(reason) })
    lines.swapAt(row, row - 1)
    #expect(!(try Self.problems(lines.joined(separator: "\n"), name)).isEmpty)
  }

  @Test(arguments: names) func aChangedMemoryColumnFails(_ name: String) throws {
    let output = try FixtureTests.recorded("expected", name)
    let (was, now) =
      name.hasSuffix("jsonl") ? ("\"memory\":262144", "\"memory\":262145") : ("+256 KB", "+255 KB")
    let changed = try #require(output.range(of: was))
    #expect(!(try Self.problems(output.replacingCharacters(in: changed, with: now), name)).isEmpty)
  }
}
