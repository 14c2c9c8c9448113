import Foundation
import Testing

/// `vclife practice --export`: every format written by the real binary, in each `--lang`, and
/// read back by a parser that shares no code with vclife (Tests/Practice/check_exports.py:
/// pygiftparser, moodle-xml-parser, zipfile and ElementTree, installed by `make deps`), which
/// also reads what each student sees (one language; both through a copy of Moodle's
/// multi-language filter), the choices' own feedback, the QTI scores and idents; the same seed
/// gives the same bytes; bad arguments get one line and exit 2; no file is written over.
@Suite struct PracticeExportTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let python = repository.appendingPathComponent(".build/practice-venv/bin/python").path
  static let checker = repository.appendingPathComponent("Tests/Practice/check_exports.py").path
  static let formats = ["jsonl", "markdown", "gift", "moodle-xml", "qti"]

  /// Runs the checker; its exit status and output.
  func check(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.python),
      "no \(Self.python): `make deps` installs the export parsers")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python)
    process.arguments = [Self.checker] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  /// Writes `count` items of `level` in every format and `language` into `directory`; the
  /// paths by format.
  func export(
    level: Int?, seed: Int, language: String = "both", count: Int = 40, into directory: String
  ) throws -> [String: String] {
    var paths: [String: String] = [:]
    for format in Self.formats {
      let path = "\(directory)/items-\(seed)-\(language).\(format)"
      let filters = level.map { ["--level", "\($0)"] } ?? []
      let outcome = try vclife(
        [
          "practice", "--export", format, "--count", "\(count)", "--seed", "\(seed)", "--lang",
          language,
          "-o", path,
        ] + filters, input: Data())
      #expect(outcome.status == 0, "\(format): \(outcome.err)")
      #expect(outcome.out.isEmpty && outcome.err.isEmpty)
      paths[format] = path
    }
    return paths
  }

  @Test(arguments: [1, 2, 3])
  func everyFormatReadsBackInItsOwnParser(level: Int) throws {
    let directory = try temporaryDirectory("practice-export")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let paths = try export(level: level, seed: 40 + level, into: directory)
    let result = try check(arguments(paths, language: "both"))
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("40 items: 0 problems\n"), "\(result.output)")
  }

  /// The checker's arguments for the files of one export.
  func arguments(_ paths: [String: String], language: String) -> [String] {
    [
      paths["jsonl"]!, "--lang", language, "--gift", paths["gift"]!, "--moodle-xml",
      paths["moodle-xml"]!, "--qti", paths["qti"]!, "--markdown", paths["markdown"]!,
    ]
  }

  /// 300 items in each language, every format read as its students read it: one language
  /// alone, or both through Moodle's filter; code as `<code>`; each choice's own feedback;
  /// QTI scores of exactly 100; no script setting in a student's text; and no ident shared
  /// with another week's export.
  @Test(arguments: ["en", "zh", "both"])
  func threeHundredItemsReadAsTheirStudentsReadThem(language: String) throws {
    let directory = try temporaryDirectory("practice-lang")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let week3 = try export(level: nil, seed: 3, language: language, count: 300, into: directory)
    let week4 = try export(level: nil, seed: 4, language: language, count: 40, into: directory)
    let result = try check(
      arguments(week3, language: language) + [
        "--other-qti", week4["qti"]!, "--other-moodle-xml", week4["moodle-xml"]!,
      ])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("300 items: 0 problems\n"), "\(result.output)")
  }

  @Test func aSecondExportOfTheSameItemsCollidesAndIsCaught() throws {
    // The check that two weeks share no ident can fail: the same export twice shares all.
    let directory = try temporaryDirectory("practice-collide")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let paths = try export(level: 1, seed: 5, into: directory)
    let result = try check(
      arguments(paths, language: "both") + [
        "--other-qti", paths["qti"]!, "--other-moodle-xml", paths["moodle-xml"]!,
      ])
    #expect(result.status == 1)
    #expect(result.output.contains("qti: idents in both exports"), "\(result.output)")
    #expect(result.output.contains("moodle-xml: idnumbers in both exports"), "\(result.output)")
  }

  @Test func anEnglishExportReadAsChineseIsCaught() throws {
    // The language check can fail: an English export is not a Chinese one.
    let directory = try temporaryDirectory("practice-wrong-lang")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let paths = try export(level: 2, seed: 6, language: "en", into: directory)
    let result = try check(arguments(paths, language: "zh"))
    #expect(result.status == 1)
    #expect(result.output.contains("English in Chinese"), "\(result.output)")
  }

  @Test func aWrongAnswerInAnExportIsCaught() throws {
    let directory = try temporaryDirectory("practice-tamper")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let paths = try export(level: 1, seed: 7, into: directory)
    // The first multiple-choice answer marked right is marked wrong, and the next one right.
    var gift = try String(contentsOfFile: paths["gift"]!, encoding: .utf8)
    let right = try #require(gift.range(of: "\n\t="))
    gift.replaceSubrange(right, with: "\n\t~")
    let wrong = try #require(gift.range(of: "\n\t~", range: right.upperBound..<gift.endIndex))
    gift.replaceSubrange(wrong, with: "\n\t=")
    let tampered = directory + "/tampered.gift"
    try gift.write(toFile: tampered, atomically: true, encoding: .utf8)
    let result = try check([paths["jsonl"]!, "--lang", "both", "--gift", tampered])
    #expect(result.status == 1)
    #expect(result.output.contains("answers"))
  }

  @Test func theSameSeedGivesTheSameBytes() throws {
    for format in Self.formats {
      let arguments = ["practice", "--export", format, "--count", "12", "--seed", "99", "-o", "-"]
      let first = try vclife(arguments, input: Data())
      let second = try vclife(arguments, input: Data())
      #expect(first.status == 0 && !first.stdout.isEmpty, "\(format): \(first.err)")
      #expect(first.stdout == second.stdout, "\(format)")
    }
    let zip = try vclife(
      ["practice", "--export", "qti", "--count", "2", "--seed", "1", "-o", "-"], input: Data())
    #expect(zip.stdout.prefix(4) == Data([0x50, 0x4B, 0x03, 0x04]))
  }

  @Test func anItemsScriptRunsInVclifeScript() throws {
    let outcome = try vclife(
      "practice", "--export", "jsonl", "--count", "12", "--seed", "5", "-o", "-")
    for item in try jsonLines(outcome.out) {
      let script = try #require(item["script"] as? String)
      let asked = (item["asked"] as? String).map { $0 + "\n" } ?? ""
      let run = try vclife("script", "--format", "jsonl", "-", input: script + asked)
      #expect(run.status == 0, "\(item["id"] ?? ""): \(run.err)")
    }
  }

  @Test(arguments: [
    (["practice"], "--export FORMAT, --answer ID:N or --progress"),
    (["practice", "--export", "jsonl", "-o", "-"], "--seed"),
    (["practice", "--export", "jsonl", "--seed", "1"], "-o FILE"),
    (["practice", "--export", "pdf", "--seed", "1", "-o", "-"], "pdf"),
    (["practice", "--export", "jsonl", "--seed", "1", "--count", "0", "-o", "-"], "--count"),
    (["practice", "--export", "jsonl", "--seed", "-3", "-o", "-"], "seed"),
    (["practice", "--export", "jsonl", "--seed", "1", "--level", "9", "-o", "-"], "--level"),
    (
      [
        "practice", "--export", "jsonl", "--seed", "1", "--kind", "bug", "--topic", "tabs", "-o",
        "-",
      ], "bug"
    ),
    (["practice", "--export", "jsonl", "--seed", "1", "--ios", "4", "-o", "-"], "ios"),
    (
      ["practice", "--export", "gift", "--seed", "1", "-o", "/nonexistent-dir/x.gift"],
      "nonexistent"
    ),
  ])
  func badArgumentsGetOneLineAndExitTwo(arguments: [String], mentions: String) throws {
    let outcome = try vclife(arguments, input: Data())
    #expect(outcome.status == 2, "\(arguments): \(outcome.err)")
    #expect(outcome.out.isEmpty)
    let first = outcome.err.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("vclife: ") && first.contains(mentions), "\(outcome.err)")
    #expect(!outcome.hasEscape)
  }

  @Test func anExistingFileIsNeverWrittenOver() throws {
    let directory = try temporaryDirectory("practice-exists")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/mine.gift"
    try "the teacher's own questions\n".write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/link.gift", withDestinationPath: directory + "/target.gift")
    for target in [path, directory + "/link.gift"] {
      let outcome = try vclife(
        "practice", "--export", "gift", "--count", "3", "--seed", "1", "-o", target)
      #expect(outcome.status == 2 && outcome.err.contains("exists"), "\(outcome.err)")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "the teacher's own questions\n")
    #expect(!FileManager.default.fileExists(atPath: directory + "/target.gift"))
    // Nothing is left behind: no temporary file.
    let left = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(left == ["link.gift", "mine.gift"])
  }
}
