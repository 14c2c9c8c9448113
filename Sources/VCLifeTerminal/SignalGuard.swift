import CNcurses
import CSignalGuard
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a signal that ends the process does (Ctrl-C, `kill`, a hang-up, SIGQUIT, a CPU time
/// limit, a crash: every signal whose default action ends the process), for every command:
/// the terminal is given back, an unfinished recording is removed or a live one closed, and
/// the signal then ends the process as its default action does (exit status 130 after
/// Ctrl-C, 143 after SIGTERM, 131 after SIGQUIT, with no crash report). SIGXFSZ is ignored
/// instead, so a write past `ulimit -f` fails and is reported as a full disk is. The handler
/// is C (the `CSignalGuard` target): async-signal-safe calls only, never `endwin`.
///
/// While the live screen runs, the first such signal that is no crash is only noted
/// (``pendingSignal``): the main loop sees it, keeps the session for `--resume` as `q` does,
/// and then ``endWithPendingSignal()`` ends the process with it. A second signal, or a
/// crash, ends it at once.
///
/// The guard's state is in one C file, so every module (and every build configuration) shares
/// it: a signal noted by the live screen is the one the command line ends with.
public enum SignalGuard {
  /// Installs the handlers, once per process. Call before `newterm`, so that ncurses keeps
  /// its own SIGINT/SIGTERM handlers (which exit with 1) out, and before any headless work,
  /// so the runtime's reporter does not take SIGQUIT.
  public static func install() {
    vclife_install_signal_guard()
  }

  /// Saves the shell's terminal modes and makes the guard give the terminal back; with
  /// `deferring`, the first signal is left to the main loop. Call before `newterm`.
  static func ownTerminal(deferring: Bool) {
    install()
    vclife_save_shell_modes(STDIN_FILENO)
    vclife_own_terminal(deferring ? 1 : 0)
  }

  /// Captures the terminfo strings the handler writes: normal attributes, the cursor shown,
  /// keypad off, the normal screen back. Call once curses has loaded them.
  static func captureRestoreText() {
    vclife_clear_restore_text()
    for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
      guard let text = tigetstr(name), Int(bitPattern: text) != -1 else { continue }
      vclife_add_restore_text(text, strlen(text))
    }
  }

  /// The shell's terminal modes, given back if a signal ends the process while a line editor
  /// has changed them (the `vclife script` prompt: libedit restores them itself only for
  /// SIGINT, SIGTERM, SIGHUP and SIGQUIT).
  public static func keepShellModes() {
    install()
    vclife_save_shell_modes(STDIN_FILENO)
  }

  /// While the live screen shows, what is written to standard error is held and shown once
  /// the terminal is given back (by ``releaseStandardError()`` or the handler), not drawn
  /// over the screen and lost with it: the runtime's message when memory runs out, for one.
  static func holdStandardError() {
    _ = vclife_hold_standard_error()
  }

  /// Standard error back, and what was held written to it. Call after `endwin`.
  static func releaseStandardError() {
    vclife_release_standard_error()
  }

  /// The terminal is curses' no more (after `endwin`): a signal has nothing to restore.
  static func releaseTerminal() {
    vclife_release_terminal()
  }

  /// The bytes the handler writes to give the terminal back.
  static var restoreBytes: [UInt8] {
    var length = 0
    guard let text = vclife_restore_text(&length) else { return [] }
    return text.withMemoryRebound(to: UInt8.self, capacity: length) {
      Array(UnsafeBufferPointer(start: $0, count: length))
    }
  }

  /// The signal a live session was asked to end with, if any.
  public static var pendingSignal: Int32? {
    let signal = vclife_pending_signal()
    return signal == 0 ? nil : signal
  }

  /// Ends the process with the pending signal, as its default action does; returns when
  /// there is none.
  public static func endWithPendingSignal() {
    vclife_end_with_pending_signal()
  }

  /// A file to remove if a signal ends the process (an unfinished recording); nil: none.
  static func removeOnSignal(_ path: String?) {
    guard let path else { return vclife_remove_on_signal(nil) }
    vclife_remove_on_signal(path)
  }

  /// Bytes to append to `descriptor` if a signal ends the process (a live recording's last
  /// event); nil: none.
  static func appendOnSignal(_ bytes: [UInt8]?, to descriptor: Int32) {
    guard let bytes else { return vclife_append_on_signal(-1, nil, 0) }
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        vclife_append_on_signal(descriptor, $0.baseAddress, $0.count)
      }
    }
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
    let off = "\u{1b}[?1006l\u{1b}[?1003l\u{1b}[?1002l\u{1b}[?1000l"
    vclife_add_restore_text(off, off.utf8.count)
  }
}
