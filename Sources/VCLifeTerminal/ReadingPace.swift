import VCLifeScript
import VCLifeUI

/// How long a headless recording holds each frame: long enough to read what a lesson step
/// says, and one callback after another as the animated pacing shows them. `speed` divides
/// every time (2: twice as fast).
struct ReadingPace {
  var speed: Double
  var language: ReportLanguage

  /// Cells read per second: about 25 Latin letters, or 12 Chinese characters (two cells each).
  static let cellsPerSecond = 25.0

  /// Time to read `texts` in the recording's language(s), and a moment to look at the screen.
  func reading(_ texts: [Localized]) -> Int {
    let cells = texts.reduce(0) { total, text in
      total + language.languages.reduce(0) { $0 + DisplayWidth.of(text.text($1)) }
    }
    return scaled(1.5 + Double(cells) / Self.cellsPerSecond)
  }

  /// Between two callbacks revealed one by one.
  var callback: Int { scaled(0.6) }

  /// After a step's last callback, and at the end of the recording.
  var pause: Int { scaled(2) }

  /// Seconds at this speed, in microseconds.
  private func scaled(_ seconds: Double) -> Int {
    Int((seconds / speed * 1_000_000).rounded())
  }
}
