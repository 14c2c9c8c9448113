/// Reading a controller's view from outside, and asking whether it is loaded (SPEC §2).
extension Simulator {
  /// Reads a controller's `view` from outside: loads it if nil, else just returns it.
  mutating func access(_ name: String, text: String) throws {
    guard try checkRunning(text) else { return }
    guard let controller = state.controllers[name] else {
      return try refuse(text, object: name, .notLive(name))
    }
    if controller.isViewLoaded {
      try emit(name, .effect(.viewReturned), .viewReturned)
    } else {
      try loadViewIfNeeded(name, trigger: .access)
    }
  }

  /// Asks a controller `isViewLoaded` from outside: one answer, and the view is never loaded
  /// (SPEC §2), which is why Listing 4-3's fix asks it before touching `view`.
  mutating func askIsViewLoaded(_ name: String, text: String) throws {
    guard try checkRunning(text) else { return }
    guard let controller = state.controllers[name] else {
      return try refuse(text, object: name, .notLive(name))
    }
    try emit(name, .effect(.isViewLoaded), .viewLoadedAnswered(controller.isViewLoaded))
  }
}
