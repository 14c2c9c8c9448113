import Testing
import VCLifeCore
import VCLifeScript

/// YAML that would make composing explode is refused before it is composed, with a place.
@Suite struct YAMLLimitTests {
  /// Seven levels of nine aliases each: 9⁷ (4.8 million) nodes in 300 bytes.
  private func laughs(last: String) -> String {
    var lines = ["a: &a [l, l, l, l, l, l, l, l, l]"]
    var previous = "a"
    for name in ["b", "c", "d", "e", "f", "g"] {
      let items = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
      lines.append("\(name): &\(name) [\(items)]")
      previous = name
    }
    return lines.joined(separator: "\n") + "\n" + last + "\n"
  }

  @Test func anAliasAsAMappingKeyIsRefused() throws {
    let error = try #require(scenarioError("a: &a x\nb: {? *a : 1}\n"))
    #expect(error.line == 2)
    #expect(error.column == 7)
    #expect(error.message == "YAML: an alias may not be a mapping key")
  }

  @Test func aListAsAMappingKeyIsRefused() throws {
    let error = try #require(scenarioError("budget: 1MB\n? [a, b]\n: 1\n"))
    #expect(error.line == 2)
    #expect(error.message == "YAML: keys are text, not lists or mappings")
  }

  @Test func theSevenLevelBombWithAnAliasKeyIsRefused() throws {
    let error = try #require(scenarioError(laughs(last: "z: {? *g : 1}")))
    #expect(error.message.hasPrefix("YAML: "))
  }

  @Test func blockNestingIsRefusedAtOurLimit() throws {
    let nested = (0..<300).map { String(repeating: " ", count: $0 * 2) + "- x:" }.joined(
      separator: "\n")
    let error = try #require(scenarioError("root:\n" + nested + "\n"))
    #expect(error.message == "YAML: lists and mappings nested deeper than 200")
  }

  @Test func aliasesStandingForTooManyNodesAreRefused() throws {
    let error = try #require(scenarioError(laughs(last: "")))
    #expect(error.line == 6)
    #expect(error.message == "YAML: aliases stand for more than 100000 nodes")
  }

  @Test func tooManyAliasesAreRefused() throws {
    let items = Array(repeating: "*a", count: 1001).joined(separator: ", ")
    let error = try #require(scenarioError("a: &a x\nb: [\(items)]\n"))
    #expect(error.line == 2)
    #expect(error.message == "YAML: more than 1000 aliases")
  }

  @Test func deepNestingIsRefused() throws {
    let text = "root: " + String(repeating: "[", count: 100_000)
    let error = try #require(scenarioError(text))
    #expect(error.line == 1)
    // libyaml's own limit (1000) or ours (200), whichever its scanner meets first.
    #expect(error.message.contains("nest"))
  }

  @Test func aFewAliasesOfValuesStillWork() throws {
    let scenario = try Scenario.parse(
      """
      controllers:
        - name: A
          memory: &small {controller: 1KB, perView: 1KB, content: 1KB}
        - name: B
          memory: *small
      """)
    let templates = scenario.initialState.templates
    #expect(templates["B"]?.memory.controller == 1024)
    #expect(templates["B"]?.memory == templates["A"]?.memory)
  }

  @Test func aByteOrderMarkIsIgnored() throws {
    let scenario = try Scenario.parse("\u{FEFF}budget: 32MB\n")
    #expect(scenario.initialState.budget == 32 * 1024 * 1024)
  }
}

@Suite struct ByteOrderMarkTests {
  @Test func aByteOrderMarkStartingAScriptIsIgnored() {
    let run = ScriptRun(script: "\u{FEFF}root nav A\n")
    #expect(!run.hasErrors)
    #expect(run.session.state.layout.visible == "A")
  }

  @Test func aByteOrderMarkElsewhereIsStillRefused() {
    let run = ScriptRun(script: "root nav A\n\u{FEFF}push B\n")
    #expect(run.hasErrors)
  }
}
