import Foundation
import Testing
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#endif

/// The store on first use by two processes at once, in a directory it may not write in, and
/// `--progress` as the worksheet `--answer` answers from.
extension PracticeStoreCommandTests {
  /// Runs `commands` (each the binary's arguments) at the same moment, each in its own
  /// process with this test's state directory; their outcomes in order.
  func runTogether(_ commands: [[String]]) throws -> [Outcome] {
    var processes: [(Process, Pipe)] = []
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = state
    environment["LANG"] = "C"
    for arguments in commands {
      let process = Process()
      process.executableURL = binary
      process.arguments = arguments
      process.environment = environment
      let err = Pipe()
      process.standardOutput = FileHandle.nullDevice
      process.standardError = err
      processes.append((process, err))
    }
    for (process, _) in processes { try process.run() }
    return processes.map { process, err in
      let stderr = err.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return Outcome(status: process.terminationStatus, stdout: Data(), stderr: stderr)
    }
  }

  @Test func twoAnswersOnAStoreNotYetMadeAreBothKept() throws {
    let pairs = try answers(seed: 4, count: 2)
    var lost: [String] = []
    for round in 0..<15 {
      try? FileManager.default.removeItem(atPath: state)
      let outcomes = try runTogether([
        ["practice", "--answer", pairs[0].right], ["practice", "--answer", pairs[1].right],
      ])
      for outcome in outcomes where outcome.status != 0 { lost.append("\(round): \(outcome.err)") }
      let check = try verdict()
      if check.answers != 2 { lost.append("\(round): \(check.answers) answers kept") }
    }
    #expect(lost.count == 0, "the first: \(lost.first ?? "")")
  }

  /// Runs the binary as `nobody` when this is the superuser (who may write anywhere), so a
  /// directory without write permission is one for vclife too.
  func runAsSomeoneElse(_ arguments: [String]) throws -> Outcome {
    guard geteuid() == 0 else { return try run(arguments) }
    return try run(
      ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path] + arguments,
      executable: "/usr/bin/setpriv")
  }

  @Test(arguments: [false, true])
  func anUnwritableDirectoryIsNamed(fileThere: Bool) throws {
    let directory = state + "/vclife"
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    if geteuid() == 0 {
      chown(state, 65534, 65534)
      chown(directory, 65534, 65534)
    }
    let pair = try answers(seed: 3, count: 2)
    if fileThere {
      let first = try runAsSomeoneElse(["practice", "--answer", pair[0].right])
      #expect(first.status == 0, "\(first.err)")
    }
    chmod(directory, 0o500)
    defer { chmod(directory, 0o700) }
    let outcome = try runAsSomeoneElse(["practice", "--answer", pair[1].right])
    #expect(outcome.status == 2)
    #expect(
      outcome.err == "vclife: cannot write the practice store: \(directory) is not writable\n",
      "\(outcome.err)")
  }

  /// What SQLite holds of the last answer: the choice (the item's own number) and the order
  /// shown.
  func lastAnswer() throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); "
        + "print(*c.execute('select choice, shown, time_taken, review from answers "
        + "order by id desc limit 1').fetchone())",
      database,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func progressIsAWorksheetInTheShowingsOrderAndTheAnswerIsKeptByChoice() throws {
    let pair = try answers(seed: 12, count: 1)[0]
    let id = String(pair.right.split(separator: ":")[0])
    let own = String(pair.right.split(separator: ":")[1])
    var outcome = try run(["practice", "--today", "2026-09-01", "--answer", pair.right])
    #expect(outcome.status == 0)
    let first = try lastAnswer().split(separator: " ").map(String.init)
    let order = first[1].split(separator: ",").compactMap { Int($0) }
    // The first showing keeps the item's own order.
    #expect(first[0] == own && order.count >= 2 && order == Array(1...order.count), "\(first)")
    // Tomorrow's list names its question; today's is empty.
    outcome = try run(["practice", "--progress", "--today", "2026-09-01"])
    #expect(outcome.out.contains("Back tomorrow (2026-09-02): 1"), "\(outcome.out)")
    #expect(outcome.out.contains("Back in the week to 2026-09-07: 1"), "\(outcome.out)")
    outcome = try run(["practice", "--progress", "--today", "2026-09-02"])
    let shown = try #require(Self.shownNumber(of: pair.text, for: id, in: outcome.out))
    outcome = try run(["practice", "--today", "2026-09-02", "--answer", "\(id):\(shown)"])
    #expect(outcome.out.contains(": right;"), "\(outcome.out)")
    // Kept by the item's own number, with the order it was shown in (not the item's own),
    // no time taken (nobody saw it shown), and as a review.
    let kept = try lastAnswer().split(separator: " ").map(String.init)
    #expect(kept.count == 4 && kept[0] == own && kept[1] != first[1] && kept[2] == "None")
    #expect(kept.last == "1")
    // Answered again the same day: kept, not a review, and the schedule stays.
    outcome = try run(["practice", "--today", "2026-09-02", "--answer", pair.right])
    #expect(outcome.out.contains("Answered already today"), "\(outcome.out)")
    #expect(try lastAnswer().hasSuffix(" 0"))
  }
}
