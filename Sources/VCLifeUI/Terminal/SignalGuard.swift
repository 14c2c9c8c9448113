import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives the terminal back when a signal ends the process while the live screen runs
/// (Ctrl-C, `kill`, a hang-up, a crash), then lets the signal end it as its default action
/// does: exit status 130 after Ctrl-C, 143 after SIGTERM. The handler is C
/// (`signal_guard.h`): async-signal-safe calls only, never `endwin`.
///
/// Every call into the guard's C state is in this file: that state is `static` in a header,
/// and each Swift file that used it would get its own copy.
enum SignalGuard {
  /// Saves the shell's terminal modes and installs the handlers. Call before `newterm`, so
  /// ncurses keeps its own SIGINT/SIGTERM handlers (which exit with 1) out.
  static func install() {
    vclife_save_shell_modes(STDIN_FILENO)
    vclife_install_signal_guard()
  }

  /// Captures the terminfo strings the handler writes. Call once curses has loaded them.
  static func captureRestoreText() {
    vclife_capture_restore_text()
  }

  /// Puts the previous signal actions back (the Swift runtime's crash reporter among them).
  static func remove() {
    vclife_remove_signal_guard()
  }

  /// The terminal's modes for a recorded session, which curses cannot set (see
  /// ``RecordedTerminal``).
  static func enterProgramModes() {
    vclife_enter_program_modes()
  }

  /// The shell's modes back, after a recorded session.
  static func restoreShellModes() {
    vclife_restore_shell_modes()
  }

  /// Makes the handler also turn mouse reports off (the normal, button-event, any-event and
  /// SGR modes of xterm and the terminals that copy it; others ignore these).
  static func addMouseReportsOff() {
    vclife_add_restore_text("\u{1b}[?1006l\u{1b}[?1003l\u{1b}[?1002l\u{1b}[?1000l")
  }
}
