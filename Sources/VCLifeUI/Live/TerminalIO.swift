import VCLifeClassroom
import VCLifeScript

/// What the live loop needs of a terminal: keys in, frames out, colours. The curses terminal
/// (its own module, which the command line wires in) conforms; tests drive the loop in
/// process with a scripted one.
public protocol TerminalIO: GridSink {
  /// The next key, or nil when `timeoutMs` passed (nil when waiting forever: input ended).
  func readKey(timeoutMs: Int?) -> Key?
  /// The same, also waking (nil) when `news` becomes readable; then nil with no timeout
  /// means news or ``inputEnded``, never a plain end.
  func readKey(timeoutMs: Int?, wakeOn news: Int32?) -> Key?
  /// Whether input has ended, as a read with `wakeOn` found.
  var inputEnded: Bool { get }
  /// The glyphs the frames are drawn with.
  var glyphs: Glyphs { get }
  /// Forgets what is on screen, so the next frame is drawn whole (Ctrl-L).
  func invalidate()
  /// Colours follow a theme.
  func apply(theme: Theme)
  /// The signal that is ending the session, once one came: the loop then keeps the session
  /// and returns, as `q` does.
  var endingSignal: Int32? { get }
  /// `wanted` as this terminal can draw it, for `L` (Chinese needs a UTF-8 locale); nil when
  /// it cannot be drawn, and the screen stays in English.
  func drawable(_ wanted: ReportLanguage) -> ReportLanguage?
  /// Whether the terminal draws in a UTF-8 locale (Chinese can be drawn).
  var drawsUnicode: Bool { get }
}

extension TerminalIO {
  /// A terminal with nothing else to wake on reads as ``readKey(timeoutMs:)`` does.
  public func readKey(timeoutMs: Int?, wakeOn news: Int32?) -> Key? {
    readKey(timeoutMs: timeoutMs ?? (news == nil ? nil : 50))
  }
  public var inputEnded: Bool { false }
  /// A terminal with no locale of its own (a scripted one) draws every language.
  public func drawable(_ wanted: ReportLanguage) -> ReportLanguage? { wanted }
  public var drawsUnicode: Bool { true }
}
