/// What the live loop drives: keys and timer ticks in, frames out. The single-app screen and
/// the compare screen both conform, so one loop serves both.
protocol ScreenModel {
  /// Applies one key.
  mutating func handle(_ key: Key)
  /// Applies a click or a turn of the wheel, read against `frame`, the frame it was made on.
  mutating func handle(_ mouse: MouseEvent, on frame: Grid)
  /// Plays the next animated callback.
  mutating func tick()
  /// Whether the loop should wake on a timer.
  var isAnimating: Bool { get }
  /// Milliseconds between two animated callbacks.
  var tickMilliseconds: Int { get }
  /// Whether the user asked to quit.
  var shouldQuit: Bool { get }
  /// Whether the user asked for the other screen (`c`: one app ⇄ compare).
  var wantsSwitch: Bool { get }
  /// The frame at a size.
  func render(width: Int, height: Int, glyphs: Glyphs) -> Grid
}

extension LiveModel: ScreenModel {
  func render(width: Int, height: Int, glyphs: Glyphs) -> Grid {
    Screen.render(self, width: width, height: height, glyphs: glyphs)
  }
}

extension CompareModel: ScreenModel {
  func render(width: Int, height: Int, glyphs: Glyphs) -> Grid {
    CompareScreen.render(self, width: width, height: height, glyphs: glyphs)
  }
}
