import Foundation
import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTerminal
import VCLifeUI

@testable import VCLifeClassroom

/// `vclife record` and `vclife --record`: asciicast v2 files that parse, and that a terminal
/// (a tmux pane) plays back to the screen vclife drew.
@Suite(.serialized)
struct RecordingTests {
  // MARK: Headless

  @Test func chineseLessonPlaysBackToItsLastFrame() async throws {
    let folder = try temporaryDirectory("record")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/lesson.cast"
    let outcome = try vclife(
      "record", "--lesson", "memory-warnings", "--lang", "zh", "--size", "80x24", "--speed", "2",
      path)
    #expect(outcome.status == 0, "stderr: \(outcome.err)")
    #expect(outcome.err.contains("recorded"))
    let cast = try CastFile(Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(cast.header["version"] as? Int == 2)
    #expect(cast.header["width"] as? Int == 80 && cast.header["height"] as? Int == 24)
    #expect(cast.header["timestamp"] is Int)
    #expect(cast.events.allSatisfy { $0.kind == "o" })
    #expect(cast.timesNeverGoBack)
    // Paced for reading: six steps, each held for seconds even at twice the speed.
    let length = try #require(cast.events.last?.time)
    #expect(length > 20 && length < 120)

    // The same frames through the same Terminal in this process: the same events, and the
    // last frame is what a terminal shows after playing the file.
    var options = LiveApp.Options()
    options.lesson = try LessonLibrary.load("memory-warnings")
    options.language = .zh
    let again = folder + "/again.cast"
    let writer = try AsciicastWriter(path: again, title: "vclife: memory-warnings (zh)")
    let result = try HeadlessRecording.record(options, width: 80, height: 24, speed: 2, to: writer)
    try writer.finish()
    let other = try CastFile(Data(contentsOf: URL(fileURLWithPath: again)))
    #expect(other.events.map(\.text) == cast.events.map(\.text))
    #expect(other.events.map(\.time) == cast.events.map(\.time))
    #expect(Double(result.microseconds) / 1_000_000 >= length)

    // It ends as a live recording does, giving the player's terminal back; before that
    // teardown, the terminal shows the last frame.
    #expect(cast.endsWithTeardown)
    let screen = try await CastFile.played(
      cast.output(events: cast.events.count - 1), width: 80, height: 24)
    #expect(screen == result.lastFrame.textDump())
    #expect(screen.contains("课程"))
  }

  @Test func replayInBothLanguagesInTheProjectorView() async throws {
    let folder = try temporaryDirectory("record")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/scripts/case04-ios5-warning.vcl").path
    var options = LiveApp.Options()
    options.replay = try Self.actions(ofScriptAt: script)
    options.language = .both
    options.presentation = true
    let path = folder + "/replay.cast"
    let writer = try AsciicastWriter(path: path, title: "replay")
    let result = try HeadlessRecording.record(options, width: 80, height: 24, speed: 4, to: writer)
    try writer.finish()
    let cast = try CastFile(Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(cast.timesNeverGoBack)
    #expect(cast.events.count > 10)
    #expect(cast.endsWithTeardown)
    let screen = try await CastFile.played(
      cast.output(events: cast.events.count - 1), width: 80, height: 24)
    #expect(screen == result.lastFrame.textDump())
  }

  @Test func badInputIsRefusedAndNothingIsOverwritten() throws {
    let folder = try temporaryDirectory("record")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let existing = folder + "/taken.cast"
    try Data("mine".utf8).write(to: URL(fileURLWithPath: existing))
    let refusals: [([String], String)] = [
      (["record", "--lesson", "memory-warnings", existing], "never overwrites"),
      (["record", folder + "/a.cast"], "--lesson or --replay"),
      (
        ["record", "--lesson", "memory-warnings", "--replay", "x.vcl", folder + "/a.cast"], "either"
      ),
      (["record", "--lesson", "memory-warnings", "--size", "80by24", folder + "/a.cast"], "size"),
      (["record", "--lesson", "memory-warnings", "--size", "5x2", folder + "/a.cast"], "size"),
      (["record", "--lesson", "memory-warnings", "--speed", "0", folder + "/a.cast"], "speed"),
      (["record", "--lesson", "no-such-lesson", folder + "/a.cast"], "no-such-lesson"),
      (["record", "--lesson", "memory-warnings", folder + "/missing/a.cast"], "no folder"),
      (["record", "--lesson", "memory-warnings"], "output"),
      (["--record", existing], "never overwrites"),
      (["--record", folder + "/b.cast"], "terminal"),
    ]
    for (arguments, said) in refusals {
      let outcome = try vclife(arguments, input: Data())
      #expect(outcome.status == 2, "\(arguments): \(outcome.err)")
      #expect(outcome.err.contains(said), "\(arguments): \(outcome.err)")
      #expect(!outcome.hasEscape)
    }
    #expect(try String(contentsOfFile: existing, encoding: .utf8) == "mine")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["taken.cast"])
  }

  // MARK: Live

  @Test func liveSessionWithAResizePlaysBackToTheScreenSeen() async throws {
    let folder = try temporaryDirectory("record")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let screen = try LiveTmuxScreen(
      arguments: ["--record", "live.cast", "--pacing", "instant", "--lang", "both"],
      directory: folder)
    defer { screen.close() }
    try await screen.waitFor("the start screen") { $0.contains("Albums") }
    try screen.tmux(["resize-window", "-t", screen.target, "-x", "100", "-y", "30"])
    try await screen.waitFor("the wider screen") { $0.split(separator: "\n").count == 30 }
    try screen.sendKeys("p")
    let seen = try await screen.waitFor("Photos pushed") {
      $0.contains(LiveScreenTests.loaded("Photos"))
    }
    try screen.sendKeys("q")
    let after = try await screen.waitFor("the exit") { $0.contains("EXIT=0") }
    #expect(after.contains("recorded live.cast"))

    let cast = try CastFile(Data(contentsOf: URL(fileURLWithPath: folder + "/live.cast")))
    #expect(cast.header["width"] as? Int == 80 && cast.header["height"] as? Int == 24)
    #expect(cast.header["timestamp"] is Int)
    #expect(cast.timesNeverGoBack)
    #expect(cast.events.contains { $0.kind == "r" && $0.text == "100x30" })
    #expect(Set(cast.events.map(\.kind)) == ["o", "r"])
    // The last output gives the terminal back (the normal screen): play up to it.
    #expect(cast.endsWithTeardown)
    let played = try await CastFile.played(
      cast.output(events: cast.events.count - 1), width: 100, height: 30)
    #expect(played == CastFile.trimmed(seen))
  }

  /// Reliability review F14: a live recording that cannot be written on (a full disk; here
  /// a file-size limit of 16 KiB) says so on the screen at once, and the session goes on.
  @Test func aRecordingThatStopsIsSaidDuringTheSession() async throws {
    let folder = try temporaryDirectory("record-limit")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let binary = try LiveTmuxScreen.binaryPath()
    let command =
      "cd \(LiveTmuxScreen.shellQuoted(folder)) && trap '' XFSZ; ulimit -f 16; "
      + "\(LiveTmuxScreen.shellQuoted(binary)) --record live.cast --pacing instant; "
      + "echo EXIT=$?; sleep 60"
    let screen = try LiveTmuxScreen(command: command)
    defer { screen.close() }
    try await screen.waitFor("the start screen") { $0.contains("Albums") }
    var said = ""
    // Said once, until the next key: each key's screen is read.
    for key in Array(repeating: ["p", "b"], count: 30).joined()
    where !said.contains("The recording stopped") {
      try screen.sendKeys(key)
      try await Task.sleep(for: .milliseconds(100))
      said = screen.capture()
    }
    #expect(said.contains("The recording stopped: File too large"), "\(said)")
    // The session goes on: a push still pushes.
    try screen.sendKeys("p")
    try await screen.waitFor("a push after the failure") {
      $0.contains(LiveScreenTests.loaded("Photos"))
    }
    try screen.sendKeys("q")
    try await screen.waitFor("the exit") { $0.contains("EXIT=") }
  }

  // MARK: Helpers

  static func actions(ofScriptAt path: String) throws -> [Action] {
    switch SessionExport.actions(ofScript: try String(contentsOfFile: path, encoding: .utf8)) {
    case .success(let actions): return actions
    case .failure(let error): throw LiveScreenFailure("\(path): \(error.message)")
    }
  }
}
