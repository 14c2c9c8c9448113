import Foundation
import Testing

/// The command line's smaller conventions: one name for standard input, one exit status for
/// output that cannot be written, a suggestion for a mistyped scenario, the lesson list where
/// no screen can be drawn, and `--ios` described as the range it takes.
@Suite struct CommandLineConventionTests {
  /// `TERM=dumb` (Emacs' shell, IDE consoles) cannot draw the lesson menu, so the list is
  /// printed there, as in a pipe, instead of refused. Run on a pseudo-terminal, so standard
  /// input and output are terminals and only `TERM` says no.
  @Test(
    .enabled(if: TestPlatform.isLinux, TestPlatform.utilLinuxReason),
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func theLessonsAreListedOnADumbTerminal() throws {
    let shown = try runOnPseudoTerminal(
      "'\(binary.path)' lessons; echo EXIT=$?", keys: [], environment: ["TERM": "dumb"])
    #expect(shown.contains("EXIT=0"), "\(shown)")
    #expect(shown.contains("load-cycle —") && shown.contains("today —"), "\(shown)")
    #expect(!shown.contains("vclife script"), "\(shown)")
  }

  @Test(arguments: [["script", "--scenario"], ["--scenario"]])
  func aMistypedScenarioNameGetsTheCloseOne(_ arguments: [String]) throws {
    let outcome = try vclife(arguments + ["photo-albm"], input: Data())
    #expect(outcome.status == 2)
    let lines = outcome.err.split(separator: "\n")
    #expect(lines.count == 1, "\(outcome.err)")
    #expect(
      outcome.err.hasPrefix("vclife: no scenario file or built-in scenario named 'photo-albm'"))
    #expect(outcome.err.contains("did you mean 'photo-album'?"))
    #expect(outcome.err.contains("memory-warnings"), "the lessons' scenarios are named too")
    // A name close to a lesson's gets the lesson's.
    let lesson = try vclife(arguments + ["memory-warning"], input: Data())
    #expect(lesson.err.contains("did you mean 'memory-warnings'?"), "\(lesson.err)")
  }

  /// Standard input is `<stdin>` in every message: a script's bad line and a lesson check's
  /// problem alike.
  @Test func standardInputHasOneName() throws {
    let script = try vclife(["script", "-"], input: Data("root nav A\npop\n".utf8))
    #expect(script.status == 1)
    #expect(script.err.hasPrefix("vclife: <stdin>:2:1: "), "\(script.err)")
    let check = try vclife(["lessons", "--check", "-"], input: Data("title: x\n".utf8))
    #expect(check.status == 2)
    #expect(check.err.hasPrefix("vclife: <stdin>:"), "\(check.err)")
    #expect(!check.err.contains("vclife: -:"), "\(check.err)")
  }

  /// A recording that cannot be written exits 2, as `vclife script`'s output does.
  @Test func aRecordingThatCannotBeWrittenExitsAsAnyOutputDoes() throws {
    for arguments in [["record", "--lesson", "load-cycle", "-"], ["script", "-"]] {
      let process = Process()
      process.executableURL = binary
      process.arguments = arguments
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 2, "\(arguments): \(said)")
      #expect(said == "vclife: cannot write standard output: No space left on device\n")
    }
  }

  /// `--ios` takes every version from 5 to 26, and its help says so rather than listing only
  /// the versions that change something (a reader of the list would not try 16).
  @Test func theVersionOptionIsDescribedAsARange() throws {
    for arguments in [["--help"], ["script", "--help"], ["record", "--help"]] {
      let help = try vclife(arguments, input: Data())
      #expect(help.out.contains("5 to 26"), "\(arguments)")
      #expect(!help.out.contains("values: 5"), "\(arguments): \(help.out)")
    }
    let sixteen = try vclife("script", "--ios", "16", "--format", "jsonl", input: "root nav A\n")
    #expect(sixteen.status == 0 && sixteen.out.contains("\"ios\":\"16\""), "\(sixteen.out)")
    let bad = try vclife(["script", "--ios", "27"], input: Data())
    #expect(bad.status == 2 && bad.err.contains("5 to 26"), "\(bad.err)")
  }
}
