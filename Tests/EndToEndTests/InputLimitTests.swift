import Foundation
import Testing

/// Inputs too large to be scripts are refused at once, naming the limit.
@Suite struct InputLimitTests {
  @Test func anEndlessScriptIsRefusedAtTheFileLimit() throws {
    let outcome = try vclife("script", "/dev/zero")
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.err.contains("/dev/zero is larger than 64 MiB"))
  }

  @Test(arguments: ["jsonl", "text", "markdown"])
  func aFileOverTheLimitIsRefusedBeforeItsFirstLine(_ format: String) throws {
    // A sparse file: 65 MiB long, a script's first line, then nothing on disk.
    let file = try temporaryFile("root nav A\n")
    defer { try? FileManager.default.removeItem(at: file) }
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 65 * 1024 * 1024)
    try handle.close()
    let outcome = try vclife("script", "--format", format, file.path)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.err.contains("is larger than 64 MiB"))
  }

  @Test func anEndlessReplayIsRefusedBeforeTheScreenOpens() throws {
    let outcome = try vclife("--replay", "/dev/zero")
    #expect(outcome.status == 2)
    #expect(outcome.err.contains("/dev/zero is larger than 64 MiB"))
  }

  @Test func aLongLineIsAnErrorEventAndTheRestRuns() throws {
    let long = "push " + String(repeating: "B", count: 100_000)
    let outcome = try vclife(
      "script", "--format", "jsonl", input: "root nav A\n\(long)\npush C\n")
    #expect(outcome.status == 1)
    let objects = try jsonLines(outcome.out)
    let errors = objects.filter { $0["kind"] as? String == "error" }
    #expect(errors.map { $0["line"] as? Int } == [2])
    let reason = try #require(errors.first?["reason"] as? String)
    #expect(reason.contains("100005 bytes"))
    #expect(reason.contains("64 KiB"))
    #expect(callbacks(objects).contains("C viewDidAppear:"))
    #expect(outcome.stdout.count < 20_000)
  }

  @Test func aYAMLAliasBombIsRefusedWithItsPlace() throws {
    var lines = ["a: &a [l, l, l, l, l, l, l, l, l]"]
    for (name, previous) in zip(["b", "c", "d", "e", "f", "g"], ["a", "b", "c", "d", "e", "f"]) {
      let items = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
      lines.append("\(name): &\(name) {? [\(items)] : 1}")
    }
    let file = try temporaryFile(lines.joined(separator: "\n") + "\n", suffix: ".yaml")
    defer { try? FileManager.default.removeItem(at: file) }
    for option in ["--lesson", "--scenario"] {
      let arguments = option == "--lesson" ? [option, file.path] : ["script", option, file.path]
      let outcome = try vclife(arguments, input: Data())
      #expect(outcome.status == 2)
      #expect(outcome.err.contains("\(file.path):2:10: YAML: keys are text"))
    }
  }

  /// Work that only runs whole (a Markdown report, a recording, a live replay) is refused
  /// before it starts when it does more actions than its limit, each name of a push
  /// counting as one; the message names the limit.
  @Test(arguments: [
    (["script", "--format", "markdown"], "a Markdown report covers at most 10000 actions"),
    (["record", "--replay"], "vclife record plays at most 10000"),
    (["--replay"], "the live screen plays at most 150000"),
  ])
  func workThatRunsWholeIsRefusedPastItsLimit(command: [String], limit: String) throws {
    let folder = try temporaryDirectory("work-limit")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let count = command == ["--replay"] ? 150_001 : 10_001
    var lines = ["root nav A"]
    lines += (1...count).map { "new C\($0)" }
    // Pushes of 5,000 names a line (a line may hold 64 KiB).
    for start in stride(from: 1, through: count, by: 5000) {
      lines.append(
        "push " + (start...min(count, start + 4999)).map { "C\($0)" }.joined(separator: " "))
    }
    let script = folder + "/many.vcl"
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: script, atomically: true, encoding: .utf8)
    let arguments = command + [script] + (command[0] == "record" ? [folder + "/r.cast"] : [])
    let outcome = try vclife(arguments, input: Data())
    #expect(outcome.status == 2, "\(outcome.err)")
    #expect(outcome.err.contains(limit), "\(outcome.err)")
    #expect(outcome.stdout.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["many.vcl"])
  }
}
