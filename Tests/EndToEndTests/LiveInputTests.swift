import Foundation
import Testing

@testable import VCLifeClassroom

/// Invalid or cut-short UTF-8 typed into the live screen is dropped: the screen keeps
/// answering keys (it used to take curses' error for the end of input and quit with 0).
@Suite(.serialized)
struct LiveInputTests {
  /// Starts the screen, sends `send` (raw input), then checks that `p` still pushes Photos
  /// and `q` still quits with 0.
  private func stillAnswers(
    after send: (LiveTmuxScreen) throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let screen = try LiveTmuxScreen(arguments: ["--pacing", "instant"])
    defer { screen.close() }
    try await screen.waitFor("the start screen") {
      $0.contains("Controllers") && $0.contains("Albums")
    }
    try send(screen)
    try screen.sendKeys("p")
    let pushed = try await screen.waitFor("Photos pushed") {
      $0.contains(LiveScreenTests.loaded("Photos")) || $0.contains("EXIT=")
    }
    #expect(
      !pushed.contains("EXIT="), "quit on the input:\n\(pushed)", sourceLocation: sourceLocation)
    try screen.sendKeys("q")
    try await screen.waitFor("EXIT=0 after q") {
      $0.contains("EXIT=0")
    }
  }

  @Test func aLeadByteThenAnArrowIsDropped() async throws {
    try await stillAnswers { screen in
      try screen.tmux(["send-keys", "-t", screen.target, "-H", "c3"])
      try screen.sendKeys("Up")
    }
  }

  @Test func anInvalidByteIsDroppedAndSwallowsNothing() async throws {
    try await stillAnswers { screen in
      try screen.tmux(["send-keys", "-t", screen.target, "-H", "ff"])
    }
  }

  @Test func aCharacterSplitByAResizeIsRead() async throws {
    try await stillAnswers { screen in
      try screen.tmux(["send-keys", "-t", screen.target, "-H", "e4"])
      try screen.tmux(["resize-window", "-t", screen.target, "-x", "90", "-y", "26"])
      try screen.tmux(["send-keys", "-t", screen.target, "-H", "b8", "ad"])
    }
  }
}
