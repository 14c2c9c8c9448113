import VCLifeClassroom

/// What the live loop needs of a terminal: keys in, frames out, colours. The real
/// ``Terminal`` conforms; tests drive the loop in process with a scripted one.
public protocol TerminalIO: GridSink {
  /// The next key, or nil when `timeoutMs` passed (nil when waiting forever: input ended).
  func readKey(timeoutMs: Int?) -> Key?
  /// The glyphs the frames are drawn with.
  var glyphs: Glyphs { get }
  /// Forgets what is on screen, so the next frame is drawn whole (Ctrl-L).
  func invalidate()
  /// Colours follow a theme.
  func apply(theme: Theme)
  /// The signal that is ending the session, once one came: the loop then keeps the session
  /// and returns, as `q` does.
  var endingSignal: Int32? { get }
}

extension Terminal: TerminalIO {}
