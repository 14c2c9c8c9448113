import Foundation
import Testing
import VCLifeUI

/// `vclife practice --answer` and `--progress` on the real binary with a state directory of
/// the test's own: the next day's due items come from the file; the file stays whole when the
/// process is killed mid-write or hits the file size limit; a damaged file or an unsafe
/// directory is refused with one line and exit 2, and left as it is.
@Suite(.serialized) struct PracticeStoreCommandTests {
  let state: String
  var database: String { state + "/vclife/practice.sqlite3" }

  init() throws {
    state = try temporaryDirectory("practice-state") + "/state"
  }

  /// Runs the binary (or `executable`, given the binary's path among its arguments) with
  /// XDG_STATE_HOME set to this test's directory.
  func run(_ arguments: [String], limit: String? = nil, executable: String? = nil) throws
    -> Outcome
  {
    let process = Process()
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = state
    environment["LANG"] = "C"
    environment.removeValue(forKey: "LC_ALL")
    environment.removeValue(forKey: "LC_MESSAGES")
    process.environment = environment
    if let limit {
      // The file size limit is the shell's: a process cannot lower it for a child alone.
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "ulimit -f \(limit); exec \"$0\" \"$@\"", binary.path] + arguments
    } else {
      process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
      process.arguments = arguments
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(status: process.terminationStatus, stdout: stdout, stderr: stderr)
  }

  /// The ids and answers of `count` items of a seed: `ID:N` right, and a wrong one beside it.
  /// The right choice's text (English) is beside them.
  func answers(seed: Int, count: Int) throws -> [(right: String, wrong: String, text: String)] {
    let outcome = try vclife(
      "practice", "--export", "jsonl", "--count", "\(count)", "--seed", "\(seed)", "--kind",
      "next", "-o", "-")
    return try jsonLines(outcome.out).map { item in
      let id = try #require(item["id"] as? String)
      let answer = try #require(item["answer"] as? Int)
      let choices = try #require(item["choices"] as? [[String: Any]])
      let text = try #require(choices[answer - 1]["en"] as? String)
      return ("\(id):\(answer)", "\(id):\(answer == 1 ? 2 : 1)", text)
    }
  }

  /// The number `--progress` gives the choice `text` of the due item `id` (its choices are
  /// the lines over its `--answer ID:N` line, "1 text   2 text").
  static func shownNumber(of text: String, for id: String, in progress: String) -> Int? {
    let lines = progress.split(separator: "\n").map(String.init)
    guard let end = lines.firstIndex(where: { $0.contains("--answer \(id):") }) else { return nil }
    for line in lines[..<end].reversed() {
      guard line.hasPrefix("     ") else { break }
      for cell in line.trimmingCharacters(in: .whitespaces).components(separatedBy: "   ") {
        let parts = cell.split(separator: " ", maxSplits: 1).map(String.init)
        if parts.count == 2, parts[1] == text { return Int(parts[0]) }
      }
    }
    return nil
  }

  /// SQLite's own verdict on the file, read by Python's sqlite3 module (not vclife's code):
  /// the integrity check, the answers, and the reviews the cards count.
  func verdict() throws -> (check: String, answers: Int, reviews: Int) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import sqlite3,sys; c=sqlite3.connect('file:'+sys.argv[1]+'?mode=rw', uri=True, timeout=10); "
        + "ok=c.execute('pragma integrity_check').fetchone()[0]; "
        + "t=c.execute(\"select count(*) from sqlite_master where name='answers'\").fetchone()[0]; "
        + "print(ok, c.execute('select count(*) from answers').fetchone()[0] if t else 0, "
        + "c.execute('select coalesce(sum(reviews),0) from cards').fetchone()[0] if t else 0)",
      database,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let words = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    process.waitUntilExit()
    try #require(words.count == 3, "\(words)")
    return (words[0], Int(words[1]) ?? -1, Int(words[2]) ?? -1)
  }

  @Test func theNextDaysDueItemsComeFromTheFile() throws {
    let pairs = try answers(seed: 3, count: 2)
    var outcome = try run(["practice", "--progress"])
    #expect(outcome.status == 0 && outcome.out.contains("No answers yet"))
    #expect(!FileManager.default.fileExists(atPath: database))
    outcome = try run([
      "practice", "--today", "2026-09-01", "--answer", pairs[0].right, "--answer", pairs[1].wrong,
    ])
    #expect(outcome.status == 0, "\(outcome.err)")
    #expect(outcome.out.contains(": right;") && outcome.out.contains(": wrong; the answer is"))
    let mode = try FileManager.default.attributesOfItem(atPath: state + "/vclife")[
      .posixPermissions]
    #expect(mode as? Int == 0o700)
    // Nothing is due the same day; both are due the next.
    outcome = try run(["practice", "--progress", "--today", "2026-09-01"])
    #expect(outcome.out.contains("Nothing is due today."), "\(outcome.out)")
    outcome = try run(["practice", "--progress", "--today", "2026-09-02"])
    let id0 = String(pairs[0].right.split(separator: ":")[0])
    let id1 = String(pairs[1].right.split(separator: ":")[0])
    #expect(
      outcome.out.contains("--answer \(id0):N") && outcome.out.contains("--answer \(id1):N"),
      "\(outcome.out)")
    // Right again, by the number today's list gives the right choice (a second showing has
    // its own order): the first is known and comes back six days later; the second is still
    // due.
    let right = try #require(Self.shownNumber(of: pairs[0].text, for: id0, in: outcome.out))
    outcome = try run(["practice", "--today", "2026-09-02", "--answer", "\(id0):\(right)"])
    #expect(outcome.out.contains("next on 2026-09-08"), "\(outcome.out)")
    outcome = try run(["practice", "--progress", "--today", "2026-09-03"])
    #expect(!outcome.out.contains("--answer \(id0):") && outcome.out.contains("--answer \(id1):"))
    #expect(outcome.out.contains("100%") || outcome.out.contains("50%"), "\(outcome.out)")
    let check = try verdict()
    #expect(check.check == "ok" && check.answers == 3 && check.reviews == 3)
  }

  @Test func aKillMidWriteLeavesAWholeFile() throws {
    let pair = try answers(seed: 8, count: 1)[0]
    let arguments =
      ["practice"] + Array(repeating: ["--answer", pair.right], count: 1_000).joined()
    var killedMidway = false
    for round in 0..<4 {
      let process = Process()
      process.executableURL = binary
      process.arguments = arguments
      var environment = ProcessInfo.processInfo.environment
      environment["XDG_STATE_HOME"] = state
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let before = FileManager.default.fileExists(atPath: database) ? try verdict().answers : 0
      try process.run()
      // Wait until the file grows (answers are being written), a little more each round,
      // then kill without warning.
      let size = {
        (try? FileManager.default.attributesOfItem(atPath: database)[.size] as? Int) ?? 0
      }
      let start = size()
      let deadline = Date().addingTimeInterval(20)
      while Date() < deadline, process.isRunning, size() <= start {
        Thread.sleep(forTimeInterval: 0.002)
      }
      Thread.sleep(forTimeInterval: 0.01 * Double(round))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let check = try verdict()
      #expect(check.check == "ok")
      #expect(check.answers == check.reviews, "an answer without its schedule, or the reverse")
      if check.answers > before && check.answers < before + 1_000 { killedMidway = true }
      let progress = try run(["practice", "--progress"])
      #expect(progress.status == 0, "\(progress.err)")
    }
    #expect(killedMidway, "no kill landed while answers were being written")
  }

  @Test func progressKeepsTo80ColumnsInEveryLanguage() throws {
    // In both languages a cell once said "due today / 今天到期": the table was 145 wide.
    let items = try jsonLines(
      try vclife("practice", "--export", "jsonl", "--count", "24", "--seed", "5", "-o", "-").out)
    let given = try items.flatMap { item -> [String] in
      let id = try #require(item["id"] as? String)
      let one = item["answer"] as? Int
      let answer = try #require((item["answer"] as? [Int]) ?? one.map { [$0] })
      return ["--answer", "\(id):" + answer.map(String.init).joined(separator: ",")]
    }
    #expect(try run(["practice", "--today", "2026-09-01"] + given).status == 0)
    // The day of the answers lists tomorrow's questions; the next day, today's as a worksheet.
    for (language, today) in ["en", "zh", "both"].flatMap({
      [($0, "2026-09-01"), ($0, "2026-09-02")]
    }) {
      let outcome = try run(["practice", "--progress", "--today", today, "--lang", language])
      #expect(outcome.status == 0, "\(outcome.err)")
      let lines = outcome.out.split(separator: "\n").map(String.init)
      // Each item listed is named by its question (its kind in brackets), in each language
      // asked for; today's say how to answer them, tomorrow's are only named.
      let questions = lines.filter { $0.hasPrefix("  [") }
      let answerLines = lines.filter { $0.hasPrefix("     --answer ") }
      let perItem = language == "both" ? 2 : 1
      if today == "2026-09-01" {
        #expect(questions.count == 10 * perItem && answerLines.isEmpty, "\(outcome.out)")
      } else {
        #expect(questions.count == 20 * perItem && answerLines.count == 20, "\(outcome.out)")
      }
      if language != "en" {
        #expect(
          questions.filter { $0.unicodeScalars.contains { $0.value >= 0x4E00 } }.count == 10
            * (today == "2026-09-01" ? 1 : 2))
      }
      // Every line but the one naming the file (the test's directory is long).
      for line in lines where !line.contains(database) {
        #expect(DisplayWidth.of(line) <= 80, "\(language): \(DisplayWidth.of(line)) \(line)")
      }
      let topics = lines.filter { $0.contains("%") && !$0.hasPrefix("  ") }
      #expect(topics.count >= 3, "\(outcome.out)")
      if language == "both" {
        #expect(lines.contains { $0.hasPrefix("topic ") } && lines.contains { $0.hasPrefix("主题 ") })
        #expect(topics.allSatisfy { $0.unicodeScalars.contains { $0.value >= 0x4E00 } })
      }
    }
  }

  @Test func aFileSizeLimitStopsTheWritingAndLeavesTheFileWhole() throws {
    let pair = try answers(seed: 9, count: 1)[0]
    var outcome = try run(["practice", "--answer", pair.right])
    #expect(outcome.status == 0)
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: database)[.size] as? Int)
    // A few more 512-byte blocks than the file has: the limit is reached while writing.
    outcome = try run(
      ["practice"] + Array(repeating: ["--answer", pair.wrong], count: 1_000).joined(),
      limit: "\(size / 512 + 4)")
    #expect(outcome.status != 0)
    let check = try verdict()
    #expect(check.check == "ok")
    #expect(check.answers == check.reviews && check.answers >= 1 && check.answers < 1_001)
  }

  @Test func aDamagedFileIsRefusedWithOneLineAndLeftAsItIs() throws {
    try FileManager.default.createDirectory(
      atPath: state + "/vclife", withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    let garbage = Data("SQLite format 3\0 but then nothing a database holds".utf8)
    try garbage.write(to: URL(fileURLWithPath: database))
    let pair = try answers(seed: 3, count: 1)[0]
    for arguments in [["practice", "--progress"], ["practice", "--answer", pair.right]] {
      let outcome = try run(arguments)
      #expect(outcome.status == 2, "\(arguments)")
      let lines = outcome.err.split(separator: "\n")
      #expect(lines.count == 1 && lines[0].hasPrefix("vclife: "), "\(outcome.err)")
      #expect(outcome.err.contains("left as it is"), "\(outcome.err)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == garbage)
  }

  @Test func aStateDirectoryOthersMayWriteIsRefused() throws {
    try FileManager.default.createDirectory(
      atPath: state + "/vclife", withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o777])
    chmod(state + "/vclife", 0o777)
    let pair = try answers(seed: 3, count: 1)[0]
    let outcome = try run(["practice", "--answer", pair.right])
    #expect(outcome.status == 2)
    #expect(outcome.err.hasPrefix("vclife: ") && outcome.err.contains("written by others"))
    #expect(!FileManager.default.fileExists(atPath: database))
  }

  @Test(arguments: [
    (["practice", "--answer", "next-1-0000000000000001"], "ID:N"),
    (["practice", "--answer", "nonsense:1"], "ID:N"),
    (["practice", "--answer", "next-1-0000000000000001:99"], "one choice"),
    (["practice", "--progress", "--today", "2026-02-30"], "--today"),
    (["practice", "--progress", "--export", "jsonl"], "alone"),
  ])
  func badAnswersGetOneLineAndExitTwo(arguments: [String], mentions: String) throws {
    let outcome = try run(arguments)
    #expect(outcome.status == 2, "\(arguments): \(outcome.err)")
    let first = outcome.err.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("vclife: ") && first.contains(mentions), "\(outcome.err)")
    #expect(!FileManager.default.fileExists(atPath: database))
  }
}
