/// A colour theme for the terminal: the same roles, different colours. Every theme keeps to
/// the colour-blind-safe Okabe–Ito hues.
public enum Theme: String, Sendable, CaseIterable {
  /// For a dark terminal background.
  case dark
  /// For a light terminal background (a projector in a bright room).
  case light
  /// Maximum contrast: bold and bright, for far seats and weak projectors.
  case highContrast = "high-contrast"

  /// The next theme for the `t` key.
  public var next: Theme {
    switch self {
    case .dark: .light
    case .light: .highContrast
    case .highContrast: .dark
    }
  }
}
