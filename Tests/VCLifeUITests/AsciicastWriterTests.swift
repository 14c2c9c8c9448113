import Foundation
import Testing
import VCLifeScript

@testable import VCLifeTerminal
@testable import VCLifeUI

@Suite("Asciicast files: streamed, named at the end, never over a file")
struct AsciicastWriterTests {
  private func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-cast-\(UInt64.random(in: 0...UInt64.max))").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func eventsAreWholeCharactersInTimeOrder() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let writer = try AsciicastWriter(path: folder + "/a.cast", title: "t\u{1b}")
    writer.begin(width: 80, height: 24, timestamp: 7, term: "xterm-256color")
    let chinese = Array("\u{1b}[1m课".utf8)
    writer.output(Array(chinese.prefix(5)), atMicroseconds: 1_500_000)  // ends inside 课
    writer.output(Array(chinese.dropFirst(5)) + [0x22, 0x5C], atMicroseconds: 2_000_000)
    writer.resize(width: 100, height: 30, atMicroseconds: 1_000_000)  // earlier: kept in order
    // Nothing is named until finish: the folder holds only the temporary file.
    #expect(!FileManager.default.fileExists(atPath: folder + "/a.cast"))
    #expect(try writer.finish() == folder + "/a.cast")
    let text = try String(contentsOfFile: folder + "/a.cast", encoding: .utf8)
    // The title is escaped as on the screen: JSON's own escape would give the player an ESC.
    #expect(
      text == """
        {"version": 2, "width": 80, "height": 24, "timestamp": 7, "title": "t\\\\u{1B}", \
        "env": {"TERM": "xterm-256color"}}
        [1.500000, "o", "\\u001b[1m"]
        [2.000000, "o", "课\\"\\\\"]
        [2.000000, "r", "100x30"]

        """)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.cast"])
  }

  @Test func refusesAnyExistingNameAndLeavesNothingWhenAbandoned() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/dangling.cast", withDestinationPath: folder + "/nowhere")
    #expect(throws: ExportError.self) {
      try AsciicastWriter(path: folder + "/dangling.cast", title: "")
    }
    #expect(!FileManager.default.fileExists(atPath: folder + "/nowhere"))
    let writer = try AsciicastWriter(path: folder + "/b.cast", title: "")
    writer.begin(width: 80, height: 24, timestamp: 0, term: "")
    writer.abandon()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["dangling.cast"])
  }

  @Test func aNameTakenMeanwhileKeepsTheRecordingAside() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let writer = try AsciicastWriter(path: folder + "/c.cast", title: "")
    writer.begin(width: 80, height: 24, timestamp: 0, term: "")
    try Data("theirs".utf8).write(to: URL(fileURLWithPath: folder + "/c.cast"))
    #expect(throws: ExportError.self) { try writer.finish() }
    #expect(try String(contentsOfFile: folder + "/c.cast", encoding: .utf8) == "theirs")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 2)
  }
}
