import Testing
import VCLifeCore

@testable import VCLifeScript

/// A stream run line by line writes what the whole run writes, and keeps nothing of the
/// lines it has run.
@Suite struct ScriptStreamTests {
  static let script = """
    ios 5
    new A origin=storyboard
    root nav A
    push B
    fly away
    warning
    push B
    pop
    new C like=Nope
    access B
    """

  @Test(arguments: ReportLanguage.allCases)
  func aStreamWritesTheWholeRunsJSONL(_ language: ReportLanguage) {
    let out = ByteWriter()
    var stream = ScriptStream(output: out) {
      JSONLWriter(language: language, initialState: $0)
    }
    for (offset, line) in Self.script.split(separator: "\n").enumerated() {
      stream.run(line: line, number: offset + 1)
    }
    stream.end()
    let run = ScriptRun(script: Self.script)
    #expect(out.text == JSONLReport.render(run, language: language))
    #expect(stream.hasErrors == run.hasErrors)
    #expect(stream.hasErrors)
  }

  @Test func aStreamWithTheRunsWidthWritesTheWholeRunsText() {
    let run = ScriptRun(script: Self.script)
    var probe = ScriptStream(output: ByteWriter()) { _ in ObjectWidthProbe() }
    let out = ByteWriter()
    for (offset, line) in Self.script.split(separator: "\n").enumerated() {
      probe.run(line: line, number: offset + 1)
    }
    let widest = probe.report.widest
    var text = ScriptStream(output: out) { _ in
      TextWriter(language: .both, objectWidth: widest)
    }
    for (offset, line) in Self.script.split(separator: "\n").enumerated() {
      text.run(line: line, number: offset + 1)
    }
    text.end()
    #expect(out.text == TextReport.render(run, language: .both))
  }

  @Test func aRepeatedLineIsParsedTheSameFromTheCache() throws {
    var cache = ParsedLineCache()
    for _ in 0..<3 {
      #expect(try cache.parse("push B", number: 1).get() == .push("B"))
      #expect(try cache.parse("  # note", number: 2).get() == nil)
    }
    // Errors are not cached: each names its own line.
    for number in [4, 9] {
      #expect(throws: ScriptError.self) { try cache.parse("fly away", number: number).get() }
      if case .failure(let error) = cache.parse("fly away", number: number) {
        #expect(error.line == number)
      }
    }
  }
}

/// The names a script mentions bound the objects of its events.
@Suite struct NameWidthScanTests {
  @Test func theWidestMentionedNameIsFoundByParsingAlone() {
    var scan = NameWidthScan()
    for (number, line) in ["ios 5", "# Commentary", "root plain Albums", "pop"].enumerated() {
      scan.scan(line: Substring(line), number: number + 1)
    }
    #expect(scan.widest == 6)
    scan.scan(line: "new 中文名字 like=A", number: 5)
    #expect(scan.widest == 8)
    scan.scan(line: "fly to VeryLongNameOnABadLine", number: 6)
    #expect(scan.widest == 8)
    // A root's containers are warned too (SPEC §11.5): their class names count.
    scan.scan(line: "root tabs nav:Albums B", number: 7)
    #expect(scan.widest == "UINavigationController".count)
  }

  @Test func everyEventObjectIsWithinTheScannedWidth() {
    var scan = NameWidthScan()
    var probe = ScriptStream(output: ByteWriter()) { _ in ObjectWidthProbe() }
    for (offset, line) in ScriptStreamTests.script.split(separator: "\n").enumerated() {
      scan.scan(line: line, number: offset + 1)
      probe.run(line: line, number: offset + 1)
    }
    #expect(probe.report.widest <= max(scan.widest, TextWriter.minimumObjectWidth))
  }
}
