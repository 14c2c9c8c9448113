extension Simulator {
  /// Forgets the events produced so far; the state is kept. A headless run writes each
  /// line's events out and then drops them, so its memory does not grow with the script
  /// (the live screen keeps them all in a `Session` instead).
  public mutating func removeAllEvents() {
    events.removeAll()
  }
}
