import Foundation
import Testing

/// `--own FILE`: the student's class, read by `vclife-read` run as a child process, joins
/// `vclife script`'s app under its own name; its overrides' callbacks carry their source
/// line and super marks; every bad input is one line and exit status 2.
@Suite struct OwnCommandTests {
  static func corpus(_ name: String) -> String {
    ReadCommandTests.corpus.appendingPathComponent(name).path
  }

  @Test func aScriptPushesTheClassAndMarksItsOverrides() throws {
    let file = Self.corpus("22-missing-super-appear.swift")
    let script = "root nav Home\npush OnboardingViewController\n"
    let outcome = try vclife(
      ["script", "--format", "jsonl", "--own", file, "-"], input: Data(script.utf8))
    #expect(outcome.status == 0, "\(outcome.err)")
    let events = try jsonLines(outcome.out)
    let own = events.filter { $0["object"] as? String == "OnboardingViewController" }
    let appeared = try #require(own.first { $0["name"] as? String == "viewDidAppear:" })
    #expect(appeared["source"] as? String == "22-missing-super-appear.swift:12")
    #expect(appeared["super"] as? String == "missing")
    let loaded = try #require(own.first { $0["name"] as? String == "viewDidLoad" })
    #expect(loaded["source"] as? String == "22-missing-super-appear.swift:7")
    #expect(loaded["super"] == nil, "viewDidLoad calls super")
    // Callbacks it does not override carry no source.
    #expect(own.first { $0["name"] as? String == "viewWillAppear:" }?["source"] == nil)
    #expect(
      events.filter { $0["source"] != nil }.allSatisfy {
        $0["object"] as? String == "OnboardingViewController"
      })
  }

  @Test func theTemplateComesFromTheKnobLine() throws {
    // A repeating timer with the controller as target, invalidated only in dealloc
    // (retainCycle=true): popped, the controller is never freed; the default one is.
    let file = Self.corpus("06-timer-leak-dealloc.m")
    let script = "root nav Home\npush SlideshowViewController\npop\n"
    let outcome = try vclife(
      ["script", "--format", "jsonl", "--own", file, "-"], input: Data(script.utf8))
    #expect(outcome.status == 0, "\(outcome.err)")
    #expect(!callbacks(try jsonLines(outcome.out)).contains("SlideshowViewController dealloc"))
    let plain = try vclife(["script", "--format", "jsonl", "-"], input: Data(script.utf8))
    #expect(callbacks(try jsonLines(plain.out)).contains("SlideshowViewController dealloc"))
  }

  @Test func textAndMarkdownCarryTheMarks() throws {
    let file = Self.corpus("20-wrong-super.swift")
    let script = "root nav Home\npush CheckoutViewController\npop\n"
    for format in ["text", "markdown"] {
      let outcome = try vclife(
        ["script", "--format", format, "--lang", "both", "--own", file, "-"],
        input: Data(script.utf8))
      #expect(outcome.status == 0, "\(outcome.err)")
      #expect(outcome.out.contains("20-wrong-super.swift:10 ⚠ super"), "\(format): \(outcome.out)")
      #expect(outcome.out.contains("20-wrong-super.swift:5"))
    }
  }

  /// Swift needs iOS 7: a run of a Swift class that ends on iOS 5 says it shows what the
  /// logic would do there; an Objective-C class's, or one on iOS 6+, says nothing of it.
  @Test(arguments: ["text", "markdown"])
  func aSwiftClassOnIOS5IsSaidToRunAsIf(format: String) throws {
    let swift = Self.corpus("20-wrong-super.swift")
    let objc = Self.corpus("16-warning-super-first.m")
    func run(_ file: String, _ ios: String, _ lang: String = "en") throws -> String {
      let outcome = try vclife(
        ["script", "--format", format, "--lang", lang, "--ios", ios, "--own", file, "-"],
        input: Data("root nav Home\n".utf8))
      #expect(outcome.status == 0, "\(outcome.err)")
      return outcome.out
    }
    let english = "CheckoutViewController is Swift, which needs iOS 7: on iOS 5 this run shows"
    #expect(try run(swift, "5").contains(english))
    #expect(try run(swift, "5", "zh").contains("CheckoutViewController 是 Swift 写的，Swift 需要 iOS 7"))
    #expect(try run(swift, "5", "both").contains(english))
    #expect(try !run(swift, "7").contains("needs iOS 7"))
    #expect(try !run(objc, "5").contains("needs iOS 7"))
  }

  @Test func severalClassesNeedAs() throws {
    let file = Self.corpus("26-two-classes.swift")
    let several = try vclife("script", "--own", file, "-", input: "root nav Home\n")
    #expect(several.status == 2)
    #expect(several.err.split(separator: "\n").count == 1)
    #expect(several.err.contains("several classes (ListViewController, DetailViewController)"))
    let chosen = try vclife(
      "script", "--format", "jsonl", "--own", file, "--as", "DetailViewController", "-",
      input: "root nav Home\npush DetailViewController\n")
    #expect(chosen.status == 0, "\(chosen.err)")
    // Its viewWillAppear: calls super (last): a source, no super mark.
    #expect(chosen.out.contains("\"source\":\"26-two-classes.swift:15\"}"), "\(chosen.out)")
  }

  @Test(arguments: [
    ("/no/such/Detail.swift", "no such file"),
    (OwnCommandTests.corpus("28-fragment.swift"), "has no controller class"),
  ])
  func badFilesAreOneLine(file: String, says: String) throws {
    let outcome = try vclife("script", "--own", file, "-", input: "root nav Home\n")
    #expect(outcome.status == 2)
    #expect(outcome.out.isEmpty)
    let lines = outcome.err.split(separator: "\n")
    #expect(
      lines.count == 1 && lines[0].hasPrefix("vclife: --own") && lines[0].contains(says),
      "\(outcome.err)")
  }

  /// 38 columns: a controller name may take 40, but the app's second copy adds a number.
  @Test(arguments: [
    "PhotoLibraryPickerDetailViewController", "AVeryLongPhotoLibraryPickerDetailViewController",
  ])
  func aClassNameTooLongIsRefused(name: String) throws {
    let file = try temporaryFile("class \(name): UIViewController {}\n", suffix: ".swift")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try vclife("script", "--own", file.path, "-", input: "")
    #expect(outcome.status == 2)
    #expect(outcome.err.split(separator: "\n").count == 1)
    #expect(outcome.err.contains("longer than 36 columns"), "\(outcome.err)")
    let live = try vclife("--own", file.path)
    #expect(live.status == 2 && live.err.contains("longer than 36 columns") && !live.hasEscape)
  }

  @Test func theLiveScreenRefusesOwnWithAReplay() throws {
    let replay = InstallTests.repository.appendingPathComponent(
      "Tests/EndToEndTests/Fixtures/scripts/case08-tabs.vcl")
    let outcome = try vclife(
      "--own", Self.corpus("01-clean-basic.swift"), "--replay", replay.path)
    #expect(outcome.status == 2 && !outcome.hasEscape)
    #expect(outcome.err.contains("--own cannot be used with --replay"), "\(outcome.err)")
  }

  @Test func asWithoutOwnIsRefused() throws {
    let outcome = try vclife("script", "--as", "Detail", "-", input: "")
    #expect(outcome.status == 2 && outcome.err.contains("--as names a class of --own FILE"))
  }

  /// A reader that is missing, crashes, hangs or prints garbage: one line, exit status 2.
  @Test(arguments: [
    (nil, "needs vclife-read beside vclife"),
    ("kill -SEGV $$", "ended with signal 11"),
    ("exec sleep 60", "did not answer within 10 s"),
    ("echo '{not json'", "is not a report vclife understands"),
    ("echo 'vclife read: broken' >&2; exit 3", "broken"),
  ])
  func aBadReaderIsOneLine(script: String?, says: String) throws {
    let directory = binary.deletingLastPathComponent()
      .appendingPathComponent("own-reader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("vclife")
    do {
      try FileManager.default.linkItem(at: binary, to: copy)
    } catch {
      try FileManager.default.copyItem(at: binary, to: copy)
    }
    if let script {
      let reader = directory.appendingPathComponent("vclife-read")
      try Data("#!/bin/sh\n\(script)\n".utf8).write(to: reader)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: reader.path)
    }
    let process = Process()
    process.executableURL = copy
    process.arguments = ["script", "--own", Self.corpus("01-clean-basic.swift"), "/dev/null"]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = Pipe()
    let started = Date()
    try process.run()
    let said = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(Date().timeIntervalSince(started) < 30)
    let lines = said.split(separator: "\n")
    #expect(
      lines.count == 1 && lines[0].hasPrefix("vclife: --own") && lines[0].contains(says), "\(said)")
  }
}
