import Foundation
import Testing

@testable import VCLifeClassroom

/// The command line as a user meets it: `vclife --help` shows what can be typed at the root,
/// a mistyped command is refused with a suggestion, every error is one `vclife: …` line, and
/// `--lang` follows the environment's language.
@Suite struct CommandLineTests {
  /// Runs `sh -c command` with `$VCLIFE` set to the binary; its status and both outputs.
  static func shell(_ command: String) throws -> (status: Int32, out: String, err: String) {
    let directory = FileManager.default.temporaryDirectory
    let name = "vclife-shell-\(UInt64.random(in: 0...UInt64.max))"
    let out = directory.appendingPathComponent(name + ".out")
    let err = directory.appendingPathComponent(name + ".err")
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: err)
    }
    let status = system(
      "VCLIFE='\(binary.path)'; export VCLIFE; { \(command); } </dev/null >'\(out.path)' 2>'\(err.path)'"
    )
    return (
      status >> 8, (try? String(contentsOf: out, encoding: .utf8)) ?? "",
      (try? String(contentsOf: err, encoding: .utf8)) ?? ""
    )
  }

  @Test func rootHelpListsTheLiveScreensOptionsAndTheSubcommands() throws {
    for arguments in [["--help"], ["-h"], ["help"]] {
      let outcome = try vclife(arguments, input: Data())
      #expect(outcome.status == 0)
      for word in ["--lesson", "--compare", "--resume", "--record", "script", "lessons", "record"] {
        #expect(outcome.out.contains(word), "vclife \(arguments[0]) lacks \(word)")
      }
    }
  }

  @Test(arguments: [
    (["scirpt"], "did you mean 'script'?"), (["lesson"], "did you mean 'lessons'?"),
    (["help", "recrod"], "did you mean 'record'?"), (["help", "nope"], "no command 'nope'"),
    (["zzzzzz", "--lang", "zh"], "no command 'zzzzzz'"),
  ])
  func aMistypedCommandExitsTwoWithASuggestion(arguments: [String], expected: String) throws {
    let outcome = try vclife(arguments, input: Data())
    #expect(outcome.status == 2)
    #expect(outcome.out.isEmpty)
    #expect(outcome.err.hasPrefix("vclife: ") && outcome.err.contains(expected), "\(outcome.err)")
    #expect(outcome.err.split(separator: "\n").count == 1)
    if arguments == ["help", "nope"] || arguments[0] == "zzzzzz" {
      #expect(!outcome.err.contains("did you mean"))
    }
  }

  @Test func helpForASubcommandStillWorks() throws {
    let outcome = try vclife("help", "script")
    #expect(outcome.status == 0)
    #expect(outcome.out.contains("--format"))
  }

  @Test(arguments: [
    ["--colour"], ["script", "--format", "html"], ["lessons", "--check"], ["record", "x.cast"],
    ["--lesson"],
  ])
  func usageErrorsAreVclifeLines(arguments: [String]) throws {
    let outcome = try vclife(arguments, input: Data())
    #expect(outcome.status == 2)
    let first = try #require(outcome.err.split(separator: "\n").first)
    #expect(first.hasPrefix("vclife: "), "\(outcome.err)")
    #expect(!outcome.err.contains("Error:"))
  }

  @Test func scriptErrorsGoToTheTraceAndToStandardError() throws {
    let file = try temporaryFile("root nav A\n  fly\npop\n", suffix: ".vcl")
    defer { try? FileManager.default.removeItem(at: file) }
    for format in ["text", "jsonl", "markdown"] {
      let outcome = try vclife("script", "--format", format, file.path)
      #expect(outcome.status == 1)
      let lines = outcome.err.split(separator: "\n").map(String.init)
      #expect(
        lines == [
          "vclife: \(file.path):2:3: unknown action fly; expected ios, device, restoration, "
            + "new, root, push, pop, popToRoot, present, dismiss, swipe, finish, cancel, tab, tap, rotate, "
            + "statusbar, background, foreground, reclaim, warning, access, isViewLoaded or "
            + "restart",
          "vclife: \(file.path):3:1: pop: Refused: the root controller cannot be popped; the "
            + "stack keeps one.",
        ], "\(format): \(outcome.err)")
      #expect(outcome.out.contains("fly"), "the trace keeps the error (\(format))")
    }
    let piped = try vclife("script", input: "pop\n")
    #expect(piped.err.hasPrefix("vclife: <stdin>:1:1: pop: Refused"))
  }

  @Test func lessonCheckProblemsAreVclifeLines() throws {
    let file = try temporaryFile("title: {en: A}\n", suffix: ".yaml")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try vclife("lessons", "--check", file.path)
    #expect(outcome.status == 2)
    for line in outcome.err.split(separator: "\n") {
      #expect(line.hasPrefix("vclife: \(file.path):"), "\(line)")
    }
  }

  @Test func aBadReplayLineIsNamedWithItsColumn() throws {
    let file = try temporaryFile("root nav A\n   fly\n", suffix: ".vcl")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try vclife("--replay", file.path)
    #expect(outcome.status == 2)
    #expect(outcome.err.hasPrefix("vclife: \(file.path):2:4: unknown action fly"), "\(outcome.err)")
  }

  @Test(arguments: [
    ("LANG=zh_CN.UTF-8", true), ("LANG=en_US.UTF-8", false), ("LC_ALL=zh_TW.UTF-8 LANG=C", true),
    ("LC_ALL= LC_MESSAGES=zh_CN.UTF-8 LANG=en_GB.UTF-8", true),
    ("LC_ALL=C LANG=zh_CN.UTF-8", false), ("LANG=", false),
  ])
  func langDefaultsFromTheEnvironment(environment: String, chinese: Bool) throws {
    let clean = "unset LC_ALL LC_MESSAGES LANG; export \(environment);"
    let lessons = try Self.shell("\(clean) \"$VCLIFE\" lessons")
    #expect(lessons.status == 0)
    #expect(lessons.out.contains("加载周期") == chinese, "\(environment): \(lessons.out.prefix(200))")
    // An explicit --lang wins.
    let english = try Self.shell("\(clean) \"$VCLIFE\" lessons --lang en")
    #expect(!english.out.contains("加载周期"))
  }

  @Test func versionNamesTheProgram() throws {
    #expect(try vclife("--version").out == "vclife 0.1.0\n")
  }

  /// `-V` is `--version`, as in htop, tmux, ssh and ripgrep; it was refused as an unknown
  /// option.
  @Test func dashCapitalVIsTheVersion() throws {
    let outcome = try vclife("-V")
    #expect(outcome.status == 0)
    #expect(outcome.out == "vclife 0.1.0\n")
    #expect(outcome.err.isEmpty)
  }

  /// An option argument-parser refuses is one line in vclife's own style (lower case, like
  /// every other vclife message) that names the help of the command as typed: at the root
  /// it once named `vclife live`, the default subcommand, on a usage line of its own.
  @Test(arguments: [
    (["--bogus"], "vclife: unknown option '--bogus'", "(see vclife --help)"),
    (["script", "--colour"], "vclife: unknown option '--colour'", "(see vclife script --help)"),
    (["live", "--bogus"], "vclife: unknown option '--bogus'", "(see vclife live --help)"),
  ])
  func anUnknownOptionIsOneLineNamingTheCommandAsTyped(
    arguments: [String], start: String, end: String
  ) throws {
    let outcome = try vclife(arguments, input: Data())
    #expect(outcome.status == 2)
    #expect(outcome.out.isEmpty)
    #expect(outcome.err.hasPrefix(start), "\(outcome.err)")
    #expect(outcome.err.hasSuffix(end + "\n"), "\(outcome.err)")
    #expect(outcome.err.split(separator: "\n").count == 1, "\(outcome.err)")
    if arguments.first != "live" { #expect(!outcome.err.contains("vclife live")) }
  }

  /// `--lang`'s help states its default once, as the rule the environment decides by; it
  /// once gave the rule and then `(default: en)`.
  @Test(arguments: [
    ["--help"], ["script", "--help"], ["lessons", "--help"], ["practice", "--help"],
  ])
  func theLanguageDefaultIsSaidOnce(arguments: [String]) throws {
    let help = try vclife(arguments, input: Data()).out
    let entry = try #require(help.firstRange(of: "\n  --lang ")).lowerBound
    let rest = help[entry...]
    let end = rest.dropFirst().firstRange(of: /\n  +-/)?.lowerBound ?? rest.endIndex
    let text = rest[..<end].split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.ranges(of: "default").count == 1, "\(text)")
    #expect(text.contains("LC_ALL, LC_MESSAGES or LANG"), "\(text)")
    #expect(!text.contains("default: en)"), "\(text)")
  }
}
