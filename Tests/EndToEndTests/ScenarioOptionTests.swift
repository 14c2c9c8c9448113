import Foundation
import Testing

/// `--scenario FILE`: controllers, sizes and budget from YAML; a broken one exits 2.
@Suite struct ScenarioOptionTests {
  @Test func aYAMLScenarioShapesTheRun() throws {
    let scenario = try temporaryFile(
      """
      budget: 16MB
      root: nav A
      controllers:
        - name: A
          origin: storyboard
          views: {UIView: [UILabel, {UIScrollView: [UIImageView]}]}
          memory: {perView: 1KB, caches: 0}
      """, suffix: ".yaml")
    defer { try? FileManager.default.removeItem(at: scenario) }
    let outcome = try vclife(
      "script", "--scenario", scenario.path, "--format", "jsonl", input: "push B\n")
    #expect(outcome.stderr.isEmpty)
    #expect(outcome.status == 0)
    let objects = try jsonLines(outcome.out)
    #expect(Array(callbacks(objects).prefix(2)) == ["A initWithCoder:", "A awakeFromNib"])
    #expect(objects.first?["line"] as? Int == 0)
    let loadView = objects.first {
      $0["object"] as? String == "A" && $0["name"] as? String == "loadView"
    }
    #expect((loadView?["delta"] as? [String: Int])?["views"] == 4 * 1024)
    // B (default sizes) pushes usage past 75 % of 16 MB: the system warns by itself.
    #expect(
      objects.contains { $0["object"] as? String == "System" && $0["name"] as? String == "warning" }
    )
    #expect(objects.last?["budget"] as? Int == 16 * 1024 * 1024)
  }

  @Test func aJSONScenarioWorksToo() throws {
    let scenario = try temporaryFile(#"{"ios": "5", "root": "plain A"}"#, suffix: ".json")
    defer { try? FileManager.default.removeItem(at: scenario) }
    let outcome = try vclife("script", "--scenario", scenario.path, "--format", "jsonl", input: "")
    #expect(outcome.status == 0)
    let state = try #require(try jsonLines(outcome.out).last)
    #expect(state["ios"] as? String == "5")
    #expect((state["controllers"] as? [[String: Any]])?.first?["parent"] as? String == "UIWindow")
  }

  @Test func aBrokenScenarioExitsTwoWithLineAndColumn() throws {
    let scenario = try temporaryFile(
      "budget: 10MB\ncontrollers:\n  - name: A\n    origin: xib\n", suffix: ".yaml")
    defer { try? FileManager.default.removeItem(at: scenario) }
    let outcome = try vclife("script", "--scenario", scenario.path, input: "root nav A\n")
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.err
        == "vclife: \(scenario.path):4:13: origin must be code, storyboard or custom, not xib\n")
  }

  @Test func aScenarioWithBadYAMLSyntax() throws {
    // The flow list runs on into line 2, where YAML finds the mapping it cannot take.
    let scenario = try temporaryFile("budget: [10MB\nios: 5\n", suffix: ".yaml")
    defer { try? FileManager.default.removeItem(at: scenario) }
    let outcome = try vclife("script", "--scenario", scenario.path, input: "")
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.err.contains(scenario.path + ":"))
    #expect(outcome.err.contains("YAML: "))
    let parts = outcome.err.dropFirst("vclife: \(scenario.path):".count).split(separator: ":")
    #expect(parts.count > 2 && Int(parts[0]) == 2 && Int(parts[1]) == 4, "\(outcome.err)")
  }

  @Test func aMissingScenarioExitsTwo() throws {
    let outcome = try vclife("script", "--scenario", "/nonexistent/vclife.yaml", input: "")
    #expect(outcome.status == 2)
    #expect(outcome.err.contains("/nonexistent/vclife.yaml"))
  }
}
