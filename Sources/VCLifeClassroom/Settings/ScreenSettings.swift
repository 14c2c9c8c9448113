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
  /// Who answers the lesson's questions: a class, or one student (the words it is told in).
  public var audience = Audience.class
  /// The order a lesson's choices are shown in (`--shuffle`), kept across `M`, `R` and `c`.
  public var choiceOrder = ChoiceOrder.fileOrder

  /// Animation speeds, in callbacks per second.
  public static let speeds = [1, 2, 4, 8, 16, 32]

  /// Callbacks per second now.
  public var speed: Int { Self.speeds[speedLevel] }

  /// Settings as the command line chose them.
  public init(
    language: ReportLanguage = .en, theme: Theme = .dark, pacing: Pacing = .animated,
    speedLevel: Int = 2, showsPresentation: Bool = false, audience: Audience = .class,
    choiceOrder: ChoiceOrder = .fileOrder
  ) {
    self.language = language
    self.theme = theme
    self.pacing = pacing
    self.speedLevel = speedLevel
    self.showsPresentation = showsPresentation
    self.audience = audience
    self.choiceOrder = choiceOrder
  }
}
