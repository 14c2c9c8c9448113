import Foundation
import Testing

/// SPEC §7 case 4 through standard input, as a teacher would type it:
/// `printf 'ios 5\nnew A origin=storyboard\nroot nav A\npush B\nwarning\npop\n' | vclife script`.
@Suite struct CaseFourTests {
  static let script = WorkedCaseFour.script

  @Test func jsonlHasTheExactCallbackOrder() throws {
    let outcome = try vclife("script", "--format", "jsonl", input: Self.script)
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    let objects = try jsonLines(outcome.out)
    #expect(objects.map { $0["seq"] as? Int } == Array(1...objects.count))
    #expect(callbacks(objects) == WorkedCaseFour.callbacks)
    let state = try #require(objects.last)
    #expect(state["kind"] as? String == "state")
    #expect(state["ios"] as? String == "5")
    #expect(state["terminated"] as? Bool == false)
    let controllers = try #require(state["controllers"] as? [[String: Any]])
    #expect(controllers.map { $0["name"] as? String } == ["A"])
    #expect(controllers.first?["inWindow"] as? Bool == true)
  }

  @Test func textHasEachCallbackWithItsReason() throws {
    let outcome = try vclife("script", input: Self.script)
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    #expect(!outcome.hasEscape)
    let lines = outcome.out.split(separator: "\n")
    let expected: [(object: String, name: String, reason: String)] = [
      ("A", "viewWillUnload", "iOS 5 unload cycle: A's views are still valid"),
      ("A", "viewDidUnload", "A's view is nil now; viewDidUnload releases outlets"),
      (
        "B", "didReceiveMemoryWarning",
        "B is warned; iOS 5: its view is on screen, so super keeps it."
      ),
      ("A", "loadView", "so the load cycle starts again"),
      ("B", "dealloc", "After the pop, nothing holds B: it is deallocated"),
    ]
    for item in expected {
      let line = lines.last { line in  // the last: A's second loadView is the reload
        let words = line.split(separator: " ")
        return words.count > 2 && words[1] == item.object && words[2] == item.name
      }
      #expect(
        line?.contains(item.reason) == true,
        "\(item.object) \(item.name): \(String(describing: line))")
    }
    // Every callback line says why: it goes on past its memory column.
    let callbackLines = lines.filter { line in
      let name = line.split(separator: " ").dropFirst(2).first ?? ""
      return name.hasPrefix("viewWill") || name.hasPrefix("viewDid")
    }
    #expect(callbackLines.count > 10)
    #expect(callbackLines.allSatisfy { $0.contains(" MB  ") && $0.hasSuffix(".") })
    #expect(lines.last?.hasPrefix("  A ") == true)
  }

  @Test func aDashReadsStandardInputToo() throws {
    let dash = try vclife("script", "-", "--format", "jsonl", input: Self.script)
    let plain = try vclife("script", "--format", "jsonl", input: Self.script)
    #expect(dash.status == 0)
    #expect(dash.stdout == plain.stdout)
  }

  @Test func theSameScriptFromAFile() throws {
    let file = try temporaryFile(Self.script)
    defer { try? FileManager.default.removeItem(at: file) }
    let fromFile = try vclife("script", file.path, "--format", "jsonl")
    let fromInput = try vclife("script", "--format", "jsonl", input: Self.script)
    #expect(fromFile.status == 0)
    #expect(!fromFile.stdout.isEmpty)
    #expect(fromFile.stdout == fromInput.stdout)
  }
}
