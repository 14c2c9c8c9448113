/// What the user asked for: let the terminal decide, or force a level.
public enum ColorMode: Hashable, Sendable {
  /// Colours as the terminal allows, unless `NO_COLOR` is set to a non-empty value.
  case automatic
  /// No colour (`--no-color`): selection by reverse video, emphasis by bold and underline.
  case monochrome
  /// The 8 basic colours even on a terminal with more.
  case eightColors
  /// The 256-colour palette, when the terminal has it (otherwise as ``automatic``, without
  /// the `NO_COLOR` check, because the choice was explicit).
  case palette256

  /// Whether colours should be initialised at all, before the terminal's capabilities are
  /// known. `noColorEnvironment` is the value of `NO_COLOR`, nil when unset.
  public func wantsColor(noColorEnvironment: String?) -> Bool {
    switch self {
    case .monochrome:
      return false
    case .automatic:
      return noColorEnvironment?.isEmpty ?? true
    case .eightColors, .palette256:
      return true
    }
  }

  /// The colour depth to use on a terminal that reports `hasColors`, `colors` and
  /// `colorPairs` (ncurses' `has_colors()`, `COLORS`, `COLOR_PAIRS`).
  public func depth(noColorEnvironment: String?, hasColors: Bool, colors: Int, colorPairs: Int)
    -> ColorDepth
  {
    guard wantsColor(noColorEnvironment: noColorEnvironment), hasColors, colors >= 8,
      colorPairs > Style.Role.allCases.count
    else { return .monochrome }
    if self == .eightColors || colors < 256 { return .eightColors }
    return .palette256
  }
}

/// What the terminal adapter actually uses, after looking at the terminal.
public enum ColorDepth: Hashable, Sendable {
  /// Attributes only.
  case monochrome
  /// The 8 basic colours on the terminal's own background.
  case eightColors
  /// Okabe–Ito colour-blind-safe hues from the 256-colour palette.
  case palette256
}
