import Foundation
import Testing
import VCLifeScript

@testable import VCLifeRead

/// The settings the reader maps a class to are the ones the simulator takes today: every
/// class's knob line in the corpus is a `new` line `vclife script` accepts, and each
/// setting cites a line of its file.
@Suite struct KnobLineTests {
  @Test func everyKnobLineIsAScriptLine() throws {
    let corpus = ReaderCorpusTests.corpus
    var lines = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: corpus).sorted() {
      guard let language = SourceLanguage(path: name) else { continue }
      let path = (corpus as NSString).appendingPathComponent(name)
      let source = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      let lineCount = source.filter { $0 == 0x0A }.count + 1
      let report = try ControllerReader.read(source: source, file: name, language: language)
      for entry in report.classes {
        switch ScriptParser.parse(line: Substring(entry.knobLine), number: 1) {
        case .success(.some): lines += 1
        case .success(.none): Issue.record("\(name): an empty knob line")
        case .failure(let error): Issue.record("\(name): \(entry.knobLine): \(error.message)")
        }
        for knob in entry.knobs {
          #expect((1...lineCount).contains(knob.line), "\(name): \(knob.setting) at \(knob.line)")
        }
      }
    }
    #expect(lines >= 50)
  }
}
