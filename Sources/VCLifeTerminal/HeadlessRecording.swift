import VCLifeClassroom
import VCLifeScript
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `vclife record`: a lesson or a replay played with no terminal, each frame drawn by the
/// live screen's own ``Terminal`` into an ``OutputTap``, and its bytes written to an
/// ``AsciicastWriter`` at times a ``ReadingPace`` gives. The same inputs give the same
/// recording (only the header's timestamp differs).
public enum HeadlessRecording {
  /// The most actions a recording plays, each name of `push A B C` counting as one (as
  /// many as a lesson may do): every callback is a frame and about 0.4 s of playback, so
  /// 5,000 actions took 38 s to record and a million would have run for hours.
  public static let maximumActions = 10_000

  /// Plays `options`' lesson (step after step, each question's callbacks revealed one by
  /// one) or replay (callback after callback) on a `width` × `height` screen into `writer`.
  /// Returns the recording's length in microseconds and its last frame.
  @discardableResult
  public static func record(
    _ options: LiveApp.Options, width: Int, height: Int, speed: Double, to writer: AsciicastWriter
  ) throws(TerminalUnavailable) -> (microseconds: Int, lastFrame: Grid) {
    let clock = Clock()
    let tap = OutputTap(mode: .headless(width: width, height: height)) { event in
      switch event {
      case .output(let bytes): writer.output(bytes, atMicroseconds: clock.now)
      case .resize(let width, let height):
        writer.resize(width: width, height: height, atMicroseconds: clock.now)
      }
    }
    guard let tap else { throw .cannotStart(RecordedTerminal.type) }
    writer.begin(width: width, height: height, timestamp: time(nil), term: RecordedTerminal.type)
    let terminal = Terminal(tap: tap)
    try terminal.start(colorMode: options.colorMode, theme: options.theme)
    defer { terminal.stop() }
    var options = options
    options.pacing = .animated
    var classroom = LiveApp.makeClassroom(options)
    classroom.isRecorded = true
    let pace = ReadingPace(speed: speed, language: options.language)
    var lastFrame = Grid(width: width, height: height)
    let show = { (classroom: Classroom) in
      lastFrame = Screen.render(classroom, width: width, height: height, glyphs: terminal.glyphs)
      terminal.draw(lastFrame)
    }
    show(classroom)
    clock.now += pace.reading(classroom.plan?.narration.map { [$0] } ?? [])
    while let plan = classroom.plan, !plan.isDone {
      if classroom.lesson != nil {
        classroom.send(.key(.enter))
        show(classroom)
        let step = classroom.plan?.currentStep
        clock.now += pace.reading(
          [step?.say, step?.predict].compactMap { $0 } + (step?.choices ?? []))
      }
      // A question's callbacks are revealed by space, a replay's and a step's play on.
      while classroom.questionOpen || classroom.isAnimating {
        classroom.send(classroom.questionOpen ? .revealNext : .tick)
        show(classroom)
        clock.now += pace.callback
      }
      clock.now += pace.pause
    }
    return (clock.now, lastFrame)
  }

  /// The recording's time, moved on by the pace rather than by a real clock.
  private final class Clock {
    var now = 0
  }
}
