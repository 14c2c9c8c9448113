import Foundation
import Testing
import VCLifeScript

/// `vclife script` reading a pipe that stays open: each line's events come out before the
/// next line is sent, and the end of the input brings the state.
@Suite struct StreamingTests {
  @Test(arguments: ["jsonl", "text"])
  func eachLineIsAnsweredBeforeTheNextIsSent(_ format: String) throws {
    let child = try StreamingProcess(["script", "--format", format])
    try child.send("root nav A")
    #expect(child.waitFor("viewDidAppear:"))
    #expect(!child.out.contains("state"))
    try child.send("push B")
    #expect(child.waitFor("didMoveToParentViewController:"))
    let afterPush = child.out
    try child.send("fly")
    #expect(child.waitFor(format == "jsonl" ? "\"line\":3" : "! line 3"))
    try child.send("pop")
    #expect(child.waitFor("dealloc"))
    #expect(try child.finish() == 1)
    // The bad line is said on standard error too, once, in vclife's error form.
    #expect(child.err.hasPrefix("vclife: <stdin>:3:1: unknown action fly"), "\(child.err)")
    #expect(child.err.split(separator: "\n").count == 1)
    #expect(child.out.hasPrefix(afterPush))
    let lastLine = try #require(child.out.split(separator: "\n").last { !$0.hasPrefix("  ") })
    #expect(lastLine.contains(format == "jsonl" ? "\"kind\":\"state\"" : "state: "))
  }

  @Test func theJSONLComesOutTheSameThroughAPipe() throws {
    for name in FixtureTests.cases where name.hasSuffix(".jsonl") {
      try expectSameThroughPipe(name)
    }
  }

  /// A stream cannot know the widest name to come, so its text widens the object column
  /// when one comes; a file's text is the library's report byte for byte (FixtureTests), and
  /// a stream's differs from it in spaces at most.
  @Test func theTextComesOutTheSameThroughAPipeUpToItsColumns() throws {
    for name in FixtureTests.cases where name.hasSuffix(".text") {
      try expectSameThroughPipe(name, squeezingSpaces: true)
    }
  }

  private func expectSameThroughPipe(_ name: String, squeezingSpaces: Bool = false) throws {
    let (arguments, script) = FixtureTests.arguments(for: name)
    let outcome = try vclife(arguments, input: try Data(contentsOf: script))
    // What the file gives (FixtureTests): the library's report of the same run.
    let (base, lang, format) = FixtureTests.parts(of: name)
    let run = try FixtureRun(
      script: String(contentsOf: script, encoding: .utf8), scenario: FixtureTests.scenario(of: base)
    )
    let expected = Data(run.report(format, try #require(ReportLanguage(rawValue: lang))).utf8)
    if squeezingSpaces {
      #expect(
        squeezed(outcome.out) == squeezed(String(decoding: expected, as: UTF8.self)), "\(name)")
    } else {
      #expect(outcome.stdout == expected, "\(name)")
    }
  }

  private func squeezed(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }
}
