import Foundation
import Testing

@testable import VCLifeClassroom

/// An asciicast v2 file read back: its header and its events, each line checked as JSON.
struct CastFile {
  var header: [String: Any]
  /// Time, kind ("o" or "r") and text of every event, in file order.
  var events: [(time: Double, kind: String, text: String)]

  /// Parses `data`, recording an issue for every line that is not what the format says.
  init(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    let first = try #require(lines.first, "an empty recording", sourceLocation: sourceLocation)
    header = try #require(
      try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any],
      sourceLocation: sourceLocation)
    events = []
    for line in lines.dropFirst() {
      let event = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any],
        "not an event: \(line)", sourceLocation: sourceLocation)
      let time = try #require(event.first as? Double, sourceLocation: sourceLocation)
      let kind = try #require(event[1] as? String, sourceLocation: sourceLocation)
      let text = try #require(event[2] as? String, sourceLocation: sourceLocation)
      #expect(event.count == 3, sourceLocation: sourceLocation)
      events.append((time, kind, text))
    }
  }

  /// Whether the last event gives the player's terminal back as the live screen's own exit
  /// does: the normal screen (`rmcup`), the cursor shown (`cnorm`), the keypad off (`rmkx`).
  var endsWithTeardown: Bool {
    guard let last = events.last, last.kind == "o" else { return false }
    return ["\u{1b}[?1049l", "\u{1b}[?25h", "\u{1b}[?1l"].allSatisfy { last.text.contains($0) }
  }

  /// Whether every event's time is at least the one before it.
  var timesNeverGoBack: Bool {
    zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time }
  }

  /// What the output events wrote, first to last (or to `count` of them).
  func output(events count: Int? = nil) -> String {
    events.prefix(count ?? events.count).filter { $0.kind == "o" }.map(\.text).joined()
  }

  /// The screen after writing `output` to a fresh `width` × `height` terminal (a tmux pane on
  /// its own server): one line per row, trailing spaces removed.
  static func played(_ output: String, width: Int, height: Int) async throws -> String {
    let folder = URL(fileURLWithPath: try temporaryDirectory("cast"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = folder.appendingPathComponent("output")
    let done = folder.appendingPathComponent("done")
    try Data(output.utf8).write(to: bytes)
    // The pane outlives any wait below (close() ends it): on a busy machine this task may
    // not run again for tens of seconds, and a pane that had ended would capture as nothing.
    let pane = try LiveTmuxScreen(
      command: "cat \(LiveTmuxScreen.shellQuoted(bytes.path)); "
        + "touch \(LiveTmuxScreen.shellQuoted(done.path)); sleep 600",
      width: width, height: height)
    defer { pane.close() }
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(20)
    while !FileManager.default.fileExists(atPath: done.path) {
      guard clock.now < deadline else { throw LiveScreenFailure("the pane never played it") }
      try await Task.sleep(for: .milliseconds(20))
    }
    // `cat` has written everything, but tmux may still be drawing it into the pane: read the
    // pane until two looks 100 ms apart agree. The wait has its own time: on a busy machine
    // the first may have used most of its own.
    var screen = trimmed(pane.capture())
    let settled = clock.now + .seconds(10)
    while clock.now < settled {
      try await Task.sleep(for: .milliseconds(100))
      let again = trimmed(pane.capture())
      if again == screen && !again.isEmpty { break }
      screen = again
    }
    return screen
  }

  /// A captured screen with trailing spaces removed from every line, and no newline after
  /// the last: as a grid's text dump.
  static func trimmed(_ screen: String) -> String {
    screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
      screen.hasSuffix("\n") ? 1 : 0
    )
    .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    .joined(separator: "\n")
  }
}
