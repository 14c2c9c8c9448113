import VCLifeScript

/// How the screen shows a session, chosen by the keys `L`, `t`, `P`, `s`, `+` and `-`: one
/// value, so that every screen (one app, compare mode) reads and hands on the same settings
/// whole, and a new setting is carried across `c` without a line written for it.
public struct ScreenSettings: Sendable, Equatable {
  /// The narration language.
  public var language: ReportLanguage = .en
  /// The colour theme.
  public var theme: Theme = .dark
  /// How callbacks play.
  public var pacing: Pacing = .animated
  /// Index into ``speeds``.
  public var speedLevel = 2
  /// Whether the projector view (a large banner of the current callback) is up.
  public var showsPresentation = false

  /// Animation speeds, in callbacks per second.
  public static let speeds = [1, 2, 4, 8, 16, 32]

  /// Callbacks per second now.
  public var speed: Int { Self.speeds[speedLevel] }

  /// Settings as the command line chose them.
  public init(
    language: ReportLanguage = .en, theme: Theme = .dark, pacing: Pacing = .animated,
    speedLevel: Int = 2, showsPresentation: Bool = false
  ) {
    self.language = language
    self.theme = theme
    self.pacing = pacing
    self.speedLevel = speedLevel
    self.showsPresentation = showsPresentation
  }
}
