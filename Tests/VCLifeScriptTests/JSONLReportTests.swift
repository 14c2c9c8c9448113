import Foundation
import Testing
import VCLifeCore
import VCLifeScript

/// The `jsonl` format of SPEC §6, read back with Foundation's JSON parser.
@Suite struct JSONLReportTests {
  static let caseFour = WorkedCaseFour.script

  @Test func everyLineIsAnObjectWithTheRequiredFields() throws {
    let objects = try jsonLines(ScriptRun(script: Self.caseFour))
    #expect(objects.count > 20)
    #expect(objects.map { $0["seq"] as? Int } == Array(1...objects.count))
    let kinds: Set<String> = ["action", "callback", "effect", "error", "state"]
    for object in objects {
      #expect(kinds.contains(object["kind"] as? String ?? "?"), "\(object)")
      #expect((object["object"] as? String)?.isEmpty == false, "\(object)")
      #expect((object["name"] as? String)?.isEmpty == false, "\(object)")
      #expect(object["memory"] is Int, "\(object)")
    }
    #expect(objects.filter { $0["kind"] as? String == "state" }.count == 1)
    #expect(objects.last?["kind"] as? String == "state")
  }

  @Test func theCallbacksOfWorkedCaseFour() throws {
    let objects = try jsonLines(ScriptRun(script: Self.caseFour))
    #expect(callbacks(objects) == WorkedCaseFour.callbacks)
  }

  @Test func actionsAreAppEventsNamedByTheirText() throws {
    let objects = try jsonLines(ScriptRun(script: Self.caseFour))
    let actions = objects.filter { $0["kind"] as? String == "action" }
    #expect(
      actions.map { $0["name"] as? String } == [
        "ios 5", "new A origin=storyboard onWarning=none autolayout=false", "root nav A",
        "push B", "warning", "pop",
      ])
    #expect(actions.allSatisfy { $0["object"] as? String == "App" })
    #expect(actions.map { $0["line"] as? Int } == [1, 2, 3, 4, 5, 6])
  }

  @Test func memoryIsTheRunningTotalOfTheDeltas() throws {
    // The bad line 2 reports the memory at that point of the script, not at its end.
    let script = "root nav A\nbogus\npush B\nwarning\npush C\n"
    let objects = try jsonLines(ScriptRun(script: script))
    #expect(objects[1...].contains { $0["kind"] as? String == "error" })
    var total = 0
    for object in objects.dropLast() {
      let delta = (object["delta"] as? [String: Int])?.values.reduce(0, +) ?? 0
      total += delta
      #expect(object["memory"] as? Int == total, "\(object)")
    }
    #expect(objects.last?["memory"] as? Int == total)
  }

  @Test func memoryAfterLaunchIsOneShownController() throws {
    let objects = try jsonLines(ScriptRun(script: "root nav A\n"))
    #expect(objects.last?["memory"] as? Int == Size.shown)
    let deltas = objects.compactMap { $0["delta"] as? [String: Int] }
    #expect(deltas.compactMap { $0["content"] }.reduce(0, +) == Size.content)
    #expect(deltas.compactMap { $0["caches"] }.reduce(0, +) == Size.caches)
  }

  @Test func pushThenPopReturnsMemoryToWhereItWas() throws {
    let objects = try jsonLines(ScriptRun(script: "root nav A\npush B\npop\n"))
    let afterLaunch = objects.last { $0["line"] as? Int == 1 }?["memory"] as? Int
    #expect(afterLaunch == Size.shown)
    #expect(objects.last?["memory"] as? Int == Size.shown)
  }

  @Test func theFinalStateLine() throws {
    let objects = try jsonLines(ScriptRun(script: Self.caseFour + "push B\n"))
    let state = try #require(objects.last)
    #expect(state["kind"] as? String == "state")
    #expect(state["ios"] as? String == "5")
    #expect(state["terminated"] as? Bool == false)
    #expect(state["budget"] as? Int == 64 * 1024 * 1024)
    #expect(state["memory"] as? Int == objects[objects.count - 2]["memory"] as? Int)
    let controllers = try #require(state["controllers"] as? [[String: Any]])
    #expect(controllers.map { $0["name"] as? String } == ["A", "B"])
    let a = controllers[0]
    let b = controllers[1]
    #expect(a["viewLoaded"] as? Bool == true)
    #expect(a["inWindow"] as? Bool == false)
    #expect(a["backingStore"] as? Bool == true)
    #expect(a["cachesFull"] as? Bool == true)
    #expect(a["navigationItem"] as? Bool == true)
    #expect(a["parent"] as? String == "UINavigationController")
    #expect(b["inWindow"] as? Bool == true)
    #expect(b["viewLoaded"] as? Bool == true)
    #expect(b["navigationItem"] as? Bool == true)
    for key in [
      "name", "viewLoaded", "inWindow", "backingStore", "cachesFull", "navigationItem", "parent",
    ] {
      #expect(a[key] != nil, "missing \(key)")
    }
  }

  @Test func theStateLineAfterAnIOS6Warning() throws {
    let objects = try jsonLines(ScriptRun(script: "root nav A\npush B\nwarning\n"))
    let controllers = try #require(objects.last?["controllers"] as? [[String: Any]])
    let a = try #require(controllers.first { $0["name"] as? String == "A" })
    #expect(a["viewLoaded"] as? Bool == true)
    #expect(a["backingStore"] as? Bool == false)
    #expect(objects.last?["ios"] as? String == "6")
  }

  @Test func aStateLineEvenForAnEmptyScript() throws {
    let objects = try jsonLines(ScriptRun(script: ""))
    #expect(objects.count == 1)
    #expect(objects[0]["seq"] as? Int == 1)
    #expect(objects[0]["kind"] as? String == "state")
    #expect(objects[0]["memory"] as? Int == 0)
    #expect((objects[0]["controllers"] as? [Any])?.isEmpty == true)
  }

  @Test func aBadLineIsAnErrorEventWithItsLine() throws {
    let objects = try jsonLines(ScriptRun(script: "root nav A\njump\npush B\n"))
    let errors = objects.filter { $0["kind"] as? String == "error" }
    #expect(errors.count == 1)
    #expect(errors.first?["line"] as? Int == 2)
    #expect((errors.first?["reason"] as? String)?.contains("unknown action jump") == true)
    #expect(errors.first?["memory"] as? Int != nil)
    #expect(callbacks(objects).contains("B viewDidAppear:"))
    #expect(objects.map { $0["seq"] as? Int } == Array(1...objects.count))
  }

  @Test func aRefusalIsAnErrorEvent() throws {
    let objects = try jsonLines(ScriptRun(script: "root nav A\npop\n"))
    let error = try #require(objects.first { $0["kind"] as? String == "error" })
    #expect(error["object"] as? String == "A")  // the root that cannot be popped
    #expect(error["name"] as? String == "pop")
    #expect(error["line"] as? Int == 2)
    #expect((error["reason"] as? String)?.hasPrefix("Refused") == true)
  }

  @Test func callbacksCarryTheirReason() throws {
    let objects = try jsonLines(ScriptRun(script: "root nav A\n"))
    let load = try #require(objects.first { $0["name"] as? String == "loadView" })
    #expect((load["reason"] as? String)?.contains("load cycle") == true)
  }

  @Test func chineseAndBothLanguages() throws {
    let run = ScriptRun(script: "root nav A\n")
    let zh = try jsonLines(run, language: .zh)
    let both = try jsonLines(run, language: .both)
    let en = try jsonLines(run)
    let index = try #require(en.firstIndex { $0["name"] as? String == "loadView" })
    let zhReason = try #require(zh[index]["reason"] as? String)
    let enReason = try #require(en[index]["reason"] as? String)
    #expect(zhReason.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
    #expect(zhReason != enReason)
    #expect(both[index]["reason"] as? String == enReason + " / " + zhReason)
  }

  @Test func controlCharactersNeverAppearRaw() throws {
    let text = JSONLReport.render(ScriptRun(script: "root nav A\npush B\u{1B}[2J\u{7}\n"))
    #expect(!hasRawControl(text))
    let objects = try jsonLines(ScriptRun(script: "root nav A\npush B\u{1B}[2J\u{7}\n"))
    let reason = try #require(
      objects.first { $0["kind"] as? String == "error" }?["reason"] as? String)
    #expect(reason.contains("B\\u{1B}[2J\\u{7}"))
  }
}
