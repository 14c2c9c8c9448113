import Foundation
import Testing

/// `vclife practice --own FILE`: items about the student's own class (the reader run as a
/// child, as for `script --own`), checked against the binary's own `vclife script` run of
/// each item's set-up; answered with `--answer` and the same class; every misuse is one line
/// and exit status 2.
@Suite struct PracticeOwnCommandTests {
  static func corpus(_ name: String) -> String { OwnCommandTests.corpus(name) }

  /// The class's callbacks (`Object selector`) of the last line of `script`, run by
  /// `vclife script` (no `--own`: the item's script defines the class with its `new` line).
  static func lastLineCallbacks(_ script: String, of name: String) throws -> [String] {
    let outcome = try vclife(["script", "--format", "jsonl", "-"], input: Data(script.utf8))
    try #require(outcome.status == 0, "\(outcome.err)")
    let events = try jsonLines(outcome.out)
    let last = events.compactMap { $0["line"] as? Int }.max()
    return events.filter {
      $0["line"] as? Int == last && $0["kind"] as? String == "callback"
        && $0["object"] as? String == name
    }.compactMap { $0["name"] as? String }
  }

  @Test(arguments: [
    ("22-missing-super-appear.swift", "OnboardingViewController"),
    ("18-viewdidunload-outlets.m", "EditorViewController"),
    ("20-wrong-super.swift", "CheckoutViewController"),
  ])
  func exportedItemsAnswerWhatTheScriptRuns(file: String, name: String) throws {
    let outcome = try vclife(
      "practice", "--own", Self.corpus(file), "--export", "jsonl", "--seed", "4", "--count", "6",
      "-o", "-")
    #expect(outcome.status == 0, "\(outcome.err)")
    let items = try jsonLines(outcome.out)
    #expect(items.count == 6)
    // The overrides the reader finds, as the items may name them.
    let read = try vclife("read", "--json", Self.corpus(file))
    let report = try #require(
      try JSONSerialization.jsonObject(with: read.stdout) as? [String: Any])
    let classes = try #require(report["classes"] as? [[String: Any]])
    let methods = Set(
      (classes.first?["methods"] as? [[String: Any]] ?? []).compactMap { $0["selector"] as? String }
    )
    for item in items {
      let id = try #require(item["id"] as? String)
      #expect(item["kind"] as? String == "own" && id.hasPrefix("own-"))
      let script = try #require(item["script"] as? String)
      let asked = try #require(item["asked"] as? String)
      let ran = try Self.lastLineCallbacks(script + asked + "\n", of: name)
        .filter(methods.contains)
      let choices = try #require(item["choices"] as? [[String: Any]])
      let answer = try #require(item["answer"] as? Int)
      let right = try #require(choices[answer - 1]["token"] as? String)
      #expect(right == ([name] + ran).joined(separator: " "), "\(id)")
      #expect(
        choices.filter { $0["token"] as? String == right }.count == 1, "\(id): one right choice")
      let question = try #require(item["question"] as? [String: String])
      #expect(question["en"]?.lowercased().contains("your class `\(name.lowercased())`") == true)
      #expect(question["zh"]?.contains("你的类 `\(name)`") == true)
    }
  }

  @Test func anAnswerNeedsTheClassItWasDrawnFor() throws {
    let store = try PracticeStoreCommandTests()
    let file = Self.corpus("18-viewdidunload-outlets.m")
    let export = try store.run([
      "practice", "--own", file, "--export", "jsonl", "--seed", "1", "--count", "1", "-o", "-",
    ])
    let item = try #require(try jsonLines(export.out).first)
    let id = try #require(item["id"] as? String)
    let answer = try #require(item["answer"] as? Int)
    var outcome = try store.run([
      "practice", "--own", file, "--today", "2026-09-01", "--answer", "\(id):\(answer)",
    ])
    #expect(outcome.status == 0, "\(outcome.err)")
    #expect(outcome.out.contains("\(id): right;"), "\(outcome.out)")
    // Due the next day: its question with the class, its id alone without it.
    outcome = try store.run(["practice", "--progress", "--today", "2026-09-02", "--own", file])
    #expect(outcome.status == 0 && outcome.out.contains("--answer \(id):N"), "\(outcome.out)")
    #expect(outcome.out.contains("your class `EditorViewController`"), "\(outcome.out)")
    outcome = try store.run(["practice", "--progress", "--today", "2026-09-02"])
    #expect(outcome.out.contains("\(id) (about your own class: add --own FILE)"), "\(outcome.out)")
    outcome = try store.run(["practice", "--answer", "\(id):\(answer)"])
    #expect(outcome.status == 2 && outcome.err.split(separator: "\n").count == 1)
    #expect(outcome.err.contains("asks about your own class: give --own FILE"), "\(outcome.err)")
    outcome = try store.run([
      "practice", "--own", Self.corpus("22-missing-super-appear.swift"), "--answer",
      "\(id):\(answer)",
    ])
    #expect(outcome.status == 2 && outcome.err.contains("was drawn for another class"))
  }

  @Test func aClassWithNothingToAskIsOneLine() throws {
    let file = try temporaryFile(
      "import UIKit\nclass EmptyViewController: UIViewController {\n"
        + "  @IBAction func tap(_ sender: Any) {}\n}\n", suffix: ".swift")
    defer { try? FileManager.default.removeItem(at: file) }
    let turning = try temporaryFile(
      "import UIKit\nclass TurnViewController: UIViewController {\n"
        + "  override func viewWillTransition(to size: CGSize, with coordinator: "
        + "UIViewControllerTransitionCoordinator) {\n"
        + "    super.viewWillTransition(to: size, with: coordinator)\n  }\n}\n", suffix: ".swift")
    defer { try? FileManager.default.removeItem(at: turning) }
    for (path, says) in [
      (file.path, "overrides none of the lifecycle methods"),
      (turning.path, "no item reaches a method of TurnViewController"),
    ] {
      // The screen too: refused before any terminal is touched.
      for arguments in [["--export", "jsonl", "--seed", "1", "-o", "-"], []] {
        let outcome = try vclife(["practice", "--own", path] + arguments, input: Data())
        #expect(outcome.status == 2 && outcome.out.isEmpty && !outcome.hasEscape)
        #expect(outcome.err.split(separator: "\n").count == 1, "\(outcome.err)")
        #expect(outcome.err.contains(says), "\(outcome.err)")
      }
    }
  }

  @Test(arguments: [
    (["--kind", "own"], "--kind own asks about your own class: give --own FILE"),
    (["--own", "FILE", "--kind", "next"], "with --own, practice asks about your class"),
    (["--own", "FILE", "--topic", "gotchas"], "an own item is about navigation or memory"),
    (["--as", "Detail"], "--as names a class of --own FILE"),
  ])
  func misuseIsOneLine(arguments: [String], says: String) throws {
    let file = Self.corpus("01-clean-basic.swift")
    let given = arguments.map { $0 == "FILE" ? file : $0 }
    for mode in [["--export", "jsonl", "--seed", "1", "-o", "-"], ["--answer", "x:1"], []] {
      let outcome = try vclife(["practice"] + mode + given, input: Data())
      #expect(outcome.status == 2 && outcome.out.isEmpty && !outcome.hasEscape, "\(outcome.err)")
      #expect(outcome.err.split(separator: "\n").count == 1, "\(outcome.err)")
      #expect(outcome.err.contains(says), "\(mode): \(outcome.err)")
    }
  }

  /// Every format of the class's items read back by the export parsers (as
  /// `PracticeExportTests` reads the other kinds), each language as its students read it.
  @Test(arguments: ["en", "zh", "both"])
  func everyFormatReadsBack(language: String) throws {
    let exports = PracticeExportTests()
    let directory = try temporaryDirectory("practice-own-export")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for file in ["22-missing-super-appear.swift", "18-viewdidunload-outlets.m"] {
      var paths: [String: String] = [:]
      for format in PracticeExportTests.formats {
        let path = "\(directory)/\(file)-\(language).\(format)"
        let outcome = try vclife(
          [
            "practice", "--own", Self.corpus(file), "--export", format, "--count", "10", "--seed",
            "3", "--lang", language, "-o", path,
          ], input: Data())
        #expect(outcome.status == 0, "\(format): \(outcome.err)")
        paths[format] = path
      }
      let result = try exports.check(exports.arguments(paths, language: language))
      #expect(result.status == 0, "\(result.output)")
      #expect(result.output.hasSuffix("10 items: 0 problems\n"), "\(result.output)")
    }
  }

  @Test func theWorksheetAsksInChinese() throws {
    let outcome = try vclife(
      "practice", "--own", Self.corpus("03-timer-appear-balanced.swift"), "--export", "markdown",
      "--seed", "2", "--count", "3", "--lang", "zh", "-o", "-")
    #expect(outcome.status == 0, "\(outcome.err)")
    #expect(outcome.out.contains("你的类 `ClockViewController`"))
    #expect(outcome.out.contains("你的类中哪些方法会运行"))
    #expect(!outcome.out.contains("Which of your methods"))
  }
}
