import Foundation
import Testing

/// Exit statuses: 1 for a bad line or a refused action (the script goes on), 2 for a file or
/// scenario that cannot be used.
@Suite struct ErrorTests {
  @Test func aMissingFileExitsTwoAndNamesIt() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-e2e-missing-\(UUID().uuidString).txt").path
    let outcome = try vclife("script", path)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.err.contains(path))
    #expect(outcome.err.contains("No such file"))
  }

  @Test func aDirectoryIsUnreadable() throws {
    let outcome = try vclife("script", FileManager.default.temporaryDirectory.path)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.err.hasPrefix("vclife: cannot read "))
  }

  @Test func aMalformedLineExitsOneAndTheRestRuns() throws {
    let outcome = try vclife(
      "script", "--format", "jsonl", input: "root nav A\npush\njump B\npush B\n")
    #expect(outcome.status == 1)
    // Each bad line is said on standard error as well as in the report.
    #expect(
      outcome.err
        == "vclife: <stdin>:2:1: push takes one controller name\n"
        + "vclife: <stdin>:3:1: unknown action jump; expected ios, device, restoration, new, "
        + "root, push, pop, popToRoot, present, dismiss, swipe, finish, cancel, tab, tap, rotate, "
        + "statusbar, background, foreground, reclaim, warning, access, isViewLoaded or "
        + "restart\n", "\(outcome.err)")
    let objects = try jsonLines(outcome.out)
    let errors = objects.filter { $0["kind"] as? String == "error" }
    #expect(errors.map { $0["line"] as? Int } == [2, 3])
    #expect((errors.first?["reason"] as? String) == "push takes one controller name")
    #expect(callbacks(objects).contains("B viewDidAppear:"))
    #expect(objects.last?["kind"] as? String == "state")
  }

  @Test func aMalformedLineInTextNamesTheLine() throws {
    let outcome = try vclife("script", input: "root nav A\n\n# comment\nwarp\n")
    #expect(outcome.status == 1)
    #expect(outcome.out.contains("! line 4: unknown action warp"))
  }

  @Test func aRefusedActionExitsOne() throws {
    let outcome = try vclife("script", input: "root nav A\npop\n")
    #expect(outcome.status == 1)
    #expect(outcome.out.contains("! line 2: pop: Refused"))
  }

  @Test func aCleanScriptExitsZero() throws {
    let outcome = try vclife("script", input: "# nothing but a comment\n\n")
    #expect(outcome.status == 0)
    #expect(outcome.out.hasPrefix("state: iOS 6+, 0 KB of 64.0 MB (0%), not launched"))
  }
}
