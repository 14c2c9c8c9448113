/// How an action's callbacks play on screen.
public enum Pacing: String, Sendable, CaseIterable {
  /// One callback at a time, at an adjustable speed.
  case animated
  /// One callback per press of space; the pending one is shown.
  case step
  /// All of an action's callbacks at once.
  case instant

  /// The next mode for the `s` key.
  public var next: Pacing {
    switch self {
    case .animated: .step
    case .step: .instant
    case .instant: .animated
    }
  }
}
