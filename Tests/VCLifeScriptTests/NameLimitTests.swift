import Testing
import VCLifeCore
import VCLifeScript

/// Names are limited by what they store (scalars) and what they show (columns); invisible
/// characters are refused; messages quote bad words briefly.
@Suite struct NameLimitTests {
  @Test func combiningMarksCountAsTheScalarsTheyStore() throws {
    let marks = String(repeating: "\u{301}", count: 524_288)
    let problem = try #require(ControllerName.problem(with: "e" + marks))
    #expect(problem.contains("more than 80 Unicode scalars"))
    #expect(problem.unicodeScalars.count < 200)
    let message = try #require(error("push e" + String(repeating: "\u{301}", count: 100))?.message)
    #expect(message.contains("more than 80 Unicode scalars"))
  }

  @Test func wideCharactersCountAsTheColumnsTheyTake() throws {
    #expect(ControllerName.problem(with: String(repeating: "中", count: 20)) == nil)
    let message = try #require(error("push " + String(repeating: "中", count: 21))?.message)
    #expect(message.contains("is longer than 40 columns"))
  }

  @Test(arguments: ["\u{200B}", "\u{FEFF}", "\u{2060}", "\u{00AD}", "\u{180E}"])
  func invisibleFormatCharactersAreRefused(character: String) throws {
    let message = try #require(error("push A\(character)B")?.message)
    let code = String(character.unicodeScalars.first!.value, radix: 16, uppercase: true)
    #expect(message.contains("invisible format character (U+\(code))"))
  }

  /// A name is written between spaces (a saved session, an export): one whose first
  /// character is a combining mark, which a tab before it kept apart, would join the space
  /// and the line would not read back (found by `make fuzz`, session).
  @Test(arguments: ["\u{65C}Map", "\u{301}e", "Map\u{D4E}"])
  func aNameThatWouldJoinASpaceIsRefused(name: String) throws {
    let problem = try #require(ControllerName.problem(with: name))
    #expect(problem.hasSuffix("begins or ends with a mark that joins the space beside it"))
    let message = try #require(error("push\t\(name)")?.message)
    #expect(message.contains("joins the space beside it"), "\(message)")
    #expect(ControllerName.problem(with: "Cafe\u{301}") == nil, "a mark inside a name is fine")
  }

  @Test func aBadWordIsQuotedAtMostEightyCharacters() throws {
    let word = String(repeating: "\u{1B}x", count: 30_000)
    let message = try #require(error("\(word) A")?.message)
    // 80 quoted characters (escapes count) and the list of actions: far from 60,000.
    #expect(message.count < 320)
    #expect(message.contains("…"))
    let setting = try #require(error("new A origin=" + String(repeating: "y", count: 60_000)))
    #expect(setting.message.count < 200)
  }

  @Test func aLongUnknownYAMLKeyIsQuotedBriefly() throws {
    let key = String(repeating: "k", count: 1_000_000)
    let failure = try #require(scenarioError("\(key): 1\n"))
    #expect(failure.message.count < 200)
  }

  @Test func aTemplateCannotCopyItself() throws {
    let message = try #require(error("new X like=X")?.message)
    #expect(message.contains("cannot copy itself"))
  }

  @Test func likeAnUndefinedTemplateIsRefused() throws {
    let run = ScriptRun(script: "new B like=A\nnew A origin=storyboard\nnew C like=A\n")
    let errors = run.items.compactMap { item -> ScriptError? in
      if case .lineError(let error) = item { return error }
      return nil
    }
    #expect(errors.map(\.line) == [1])
    #expect(
      errors.first?.message.hasPrefix("like=A names no template defined before this line") == true)
    #expect(run.session.state.templates["B"] == nil)
    #expect(run.session.state.templates["C"]?.origin == .storyboard)
  }

  @Test func likeATemplateOfTheScenarioWorks() throws {
    let scenario = try Scenario.parse("controllers:\n  - name: A\n    origin: custom\n")
    let run = ScriptRun(script: "new B like=A\n", scenario: scenario)
    #expect(!run.hasErrors)
    #expect(run.session.state.templates["B"]?.origin == .custom)
  }

  @Test(arguments: ["Cafe\u{301}", "中文", "Zoe\u{308}\u{301}"])
  func theTextReportAlignsColumnsByWidth(name: String) throws {
    let run = ScriptRun(script: "root nav \(name)\npush B\n")
    let lines = TextReport.render(run).split(separator: "\n")
    let widths = try ["\(name) ", "B "].map { object in
      let line = try #require(
        lines.first { $0.contains("  \(object)") && $0.contains("viewDidLoad") })
      let before = try #require(line.range(of: "viewDidLoad"))
      return FallbackWidth.width(of: line[..<before.lowerBound])
    }
    #expect(widths[0] == widths[1], "\(lines)")
  }
}
