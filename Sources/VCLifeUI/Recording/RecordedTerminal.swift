import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a live session runs while it is recorded (`vclife --record`).
///
/// curses then writes into an ``OutputTap``'s pipe, which is emptied to the terminal after
/// every frame; it sets the modes of that pipe, not of the terminal, and cannot ask the pipe
/// for a size. So the terminal's modes are set and restored here (and by ``SignalGuard``
/// when a signal ends the process), the size is read from the terminal before curses starts
/// and polled after (a resize shows within half a second). Ctrl-C and Ctrl-Z arrive as keys
/// (the terminal's ISIG is off): Ctrl-C quits as `q` does, keeping the recording, and
/// suspending is off, as curses would suspend with its restoring bytes still in the pipe,
/// leaving the shell on vclife's screen.
enum RecordedTerminal {
  /// The terminal type a headless recording is rendered for (and says in its header).
  static let type = "xterm-256color"

  /// Before `newterm`: the size for curses, and the two signals curses must not handle.
  static func prepare() {
    if let size = terminalSize() {
      setenv("LINES", String(size.height), 1)
      setenv("COLUMNS", String(size.width), 1)
    }
    signal(SIGTSTP, SIG_IGN)
    vclife_set_quiet_handler(SIGWINCH)
  }

  /// After `endwin`: the signals' default actions back.
  static func restore() {
    signal(SIGTSTP, SIG_DFL)
    signal(SIGWINCH, SIG_DFL)
  }

  /// The terminal's size on standard output, or nil when it has none.
  static func terminalSize() -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0
    else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}
