/// The `?` screen: every key, and what each one shows about view controllers.
enum HelpScreen {
  static let keys: [(String, String)] = [
    ("p", "push the next example controller onto the navigation stack"),
    ("b / B", "pop (back) / pop to root: popped controllers are deallocated"),
    ("m / d", "present a modal full screen / dismiss it"),
    ("1-9", "select a tab: a tab's view loads the first time it is shown"),
    ("w", "memory warning: what it frees depends on iOS 5 or iOS 6+"),
    ("i", "switch iOS 5 / iOS 6+ memory-warning behaviour"),
    ("a", "read the selected controller's view: loads it if nil"),
    ("↑ ↓  j k", "select a controller; Esc follows the one on screen"),
    ("space", "step the next callback, or pause the animation"),
    ("← → h l", "back and forward through every event (Home, End: first, last)"),
    ("s", "pacing: animated, step by step, all at once"),
    ("+ / -", "animation speed"),
    ("PgUp PgDn", "scroll the callback log"),
    ("L", "narration: English, 中文, both"),
    ("P / t", "projector view / colour theme"),
    ("n / Enter", "next step of a lesson or replay"),
    ("x", "save the session: vclife-session.vcl (replay) and .md (handout)"),
    ("r", "restart after the system terminated the app"),
    ("q", "quit"),
  ]

  /// While the help screen is up, any key closes it and `q` also quits; returns whether the
  /// key was taken by the help screen.
  static func close(for key: Key, showsHelp: inout Bool, shouldQuit: inout Bool) -> Bool {
    guard showsHelp else { return false }
    if case .char("q") = key { shouldQuit = true }
    showsHelp = false
    return true
  }

  static func draw(_ context: FrameContext, in rect: Rect, on grid: inout Grid) {
    grid.fill(rect: rect)
    let inside = grid.drawBox(rect: rect, title: "Keys — any key returns", glyphs: context.glyphs)
    var lines = Lines(rect: inside)
    for (key, meaning) in keys {
      guard lines.remaining > 0 else { break }
      lines.putRow(
        [(key.padding(to: 13), Style(.key, [.bold])), (meaning, Style(.normal))], on: &grid)
    }
    if lines.remaining > 1 {
      lines.put("", Style(.normal), on: &grid)
      lines.put(
        "● view loaded  ○ view nil  ▶ view in the window. Only the top controller's view is on screen.",
        Style(.dim), on: &grid)
    }
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
  }
}
