import Foundation
import Testing

/// Options of `vclife` and `vclife script`: help, version, formats, behaviour, language.
@Suite struct OptionTests {
  @Test(arguments: [["--help"], ["script", "--help"], ["-h"], ["help", "script"]])
  func helpExitsZeroWithoutTouchingTheTerminal(arguments: [String]) throws {
    let outcome = try vclife(arguments, input: Data())
    #expect(outcome.status == 0)
    #expect(outcome.out.contains("USAGE: vclife"))
    #expect(!outcome.hasEscape)
    #expect(outcome.stderr.isEmpty)
  }

  @Test func scriptHelpListsItsOptions() throws {
    let out = try vclife("script", "--help").out
    for option in ["--format", "--ios", "--scenario", "--lang"] {
      #expect(out.contains(option), "\(option)")
    }
  }

  @Test func versionExitsZero() throws {
    let outcome = try vclife("--version")
    #expect(outcome.status == 0)
    #expect(outcome.out == "vclife 0.1.0\n")
    #expect(outcome.stderr.isEmpty)
  }

  @Test(arguments: [
    ["script", "--colour"], ["script", "--format", "html"], ["script", "--ios", "27"],
    ["script", "--lang", "fr"], ["--bogus"], ["script", "a", "b"],
  ])
  func badOptionsExitTwoWithAMessageOnStandardError(arguments: [String]) throws {
    let outcome = try vclife(arguments, input: Data("root nav A\n".utf8))
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(!outcome.err.isEmpty)
    #expect(!outcome.hasEscape)
  }

  @Test func anUnknownOptionIsNamed() throws {
    let outcome = try vclife("script", "--colour", input: "root nav A\n")
    #expect(outcome.err.contains("--colour"))
  }

  @Test func iosFlagSwitchesToIOS5() throws {
    let script = "new A origin=storyboard\nroot nav A\npush B\nwarning\n"
    let five = try jsonLines(
      try vclife("script", "--ios", "5", "--format", "jsonl", input: script).out)
    #expect(callbacks(five).contains("A viewDidUnload"))
    #expect(five.last?["ios"] as? String == "5")
    let six = try jsonLines(try vclife("script", "--format", "jsonl", input: script).out)
    #expect(!callbacks(six).contains("A viewDidUnload"))
    #expect(six.last?["ios"] as? String == "6")
  }

  @Test func anIosLineInTheScriptWinsOverTheFlag() throws {
    let outcome = try vclife("script", "--ios", "5", "--format", "jsonl", input: "ios 6\n")
    #expect(try jsonLines(outcome.out).last?["ios"] as? String == "6")
  }

  @Test func markdownFormat() throws {
    let outcome = try vclife("script", "--format", "markdown", input: "root nav A\npush B\n")
    #expect(outcome.status == 0)
    let lines = outcome.out.split(separator: "\n")
    #expect(lines.first == "# vclife: what UIKit did")
    #expect(lines.filter { $0.hasPrefix("## ") }.count == 3)
    #expect(lines.contains("## 1. `root nav A` (line 1)"))
    #expect(lines.contains { $0.hasPrefix("| ") && $0.contains("| B | `viewDidAppear:` |") })
    #expect(lines.contains("## At the end"))
  }

  @Test func chineseReasons() throws {
    let zh = try vclife("script", "--lang", "zh", input: "root nav A\n")
    #expect(zh.status == 0)
    #expect(zh.out.contains("默认的 loadView 创建一个空 UIView"))
    #expect(!zh.out.contains("the default loadView makes one empty UIView"))
    let objects = try jsonLines(
      try vclife("script", "--lang", "zh", "--format", "jsonl", input: "root nav A\n").out)
    let reason = objects.first { $0["name"] as? String == "loadView" }?["reason"] as? String
    #expect(reason?.contains("默认的 loadView") == true)
  }

  @Test func bothLanguages() throws {
    let both = try vclife("script", "--lang", "both", input: "root nav A\n").out
    #expect(both.contains("the default loadView makes one empty UIView. / "))
    #expect(both.contains("默认的 loadView 创建一个空 UIView"))
  }
}
