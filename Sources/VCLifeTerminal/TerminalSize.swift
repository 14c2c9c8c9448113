import CNcurses
import CSignalGuard
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live screen's size, read from the terminal and kept within what curses can hold.
///
/// curses keeps sizes in a C `short`: a terminal that says it has 32,768 rows or columns
/// (a deliberate `stty rows 32768`, a broken emulator) made it fail to start, or crash in
/// `doupdate` after a resize. So vclife handles SIGWINCH itself: the handler notes the resize
/// and interrupts the read; ``Terminal`` looks at the note before every frame (``wasResized()``:
/// a resize while keys are read is not missed), reads the size here, clamped to ``maximum``,
/// resizes curses to that and repaints the whole screen; curses draws the top-left part of such a terminal. The same path serves a
/// recorded session, whose curses writes into a pipe and cannot ask for a size.
public enum TerminalSize {
  /// The most cells vclife draws in each direction: far beyond any real screen, far within
  /// curses' limit, and a frame of at most a million cells.
  static let maximum = (width: 1000, height: 1000)

  /// The terminal's size on standard output, clamped to ``maximum``; nil when it has none.
  static func current() -> (width: Int, height: Int)? {
    guard let size = reported() else { return nil }
    return clamped(size)
  }

  /// The columns of the terminal on `descriptor`, within ``maximum``; nil when it is none.
  public static func columns(of descriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return min(Int(size.ws_col), maximum.width)
  }

  /// What the terminal says, unclamped; nil when standard output is no terminal.
  static func reported() -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0
    else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// `size` within ``maximum``.
  static func clamped(_ size: (width: Int, height: Int)) -> (width: Int, height: Int) {
    (min(size.width, maximum.width), min(size.height, maximum.height))
  }

  /// Before `newterm`: SIGWINCH made vclife's (curses installs its own handler only over
  /// the default one), and the size curses starts with set when curses would read a wrong
  /// one: a recorded session's (curses asks its pipe) or one beyond ``maximum``.
  static func prepare(recorded: Bool) {
    vclife_watch_resizes()
    guard let reported = reported() else { return }
    let size = clamped(reported)
    guard recorded || size != reported else { return }
    setenv("LINES", String(size.height), 1)
    setenv("COLUMNS", String(size.width), 1)
  }

  /// Whether a SIGWINCH came since the last call: every one repaints, even when the size came
  /// back to the one curses knows (the frames drawn meanwhile went to another size).
  static func wasResized() -> Bool {
    vclife_take_resize() != 0
  }

  /// After `endwin`: SIGWINCH's default action back.
  static func restore() {
    vclife_stop_watching_resizes()
  }
}
