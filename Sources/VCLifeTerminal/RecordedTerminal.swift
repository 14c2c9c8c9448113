import CNcurses
import VCLifeUI

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
/// when a signal ends the process), and the size is read from the terminal (see
/// ``TerminalSize``). Ctrl-C and Ctrl-Z arrive as keys
/// (the terminal's ISIG is off): Ctrl-C quits as `q` does, keeping the recording, and
/// suspending is off, as curses would suspend with its restoring bytes still in the pipe,
/// leaving the shell on vclife's screen.
public enum RecordedTerminal {
  /// The terminal type a headless recording is rendered for (and says in its header).
  static let type = "xterm-256color"

  /// Before `newterm`: SIGTSTP ignored (the size and SIGWINCH: see ``TerminalSize``).
  static func prepare() {
    signal(SIGTSTP, SIG_IGN)
  }

  /// After `endwin`: SIGTSTP's default action back.
  static func restore() {
    signal(SIGTSTP, SIG_DFL)
  }

  /// Makes curses keep the eighth bit of every byte typed, as it does on a terminal, so a
  /// UTF-8 character (a Chinese input method's) arrives whole. curses decides whether to
  /// strip it from the modes of its output, here a pipe that has none, so it stripped it:
  /// `，` arrived as `o` and rotated the device. `meta` also sends the terminal's `smm`
  /// (xterm's eight-bit-input mode, which changes what Alt-keys send): the tap drops it.
  static func readAllEightBits(_ window: UnsafeMutablePointer<WINDOW>?, tap: OutputTap?) {
    guard let window, let tap else { return }
    if let text = tigetstr("smm"), Int(bitPattern: text) != -1 {
      tap.dropOnce(Array(String(cString: text).utf8))
    }
    meta(window, true)
  }

  /// The terminal of a live session recorded into `recording`: every byte sent to the
  /// terminal, and every resize, is written to it as it happens.
  public static func terminal(recordingInto recording: AsciicastWriter) throws(TerminalUnavailable)
    -> Terminal
  {
    let size = TerminalSize.current() ?? (80, 24)
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    recording.begin(width: size.width, height: size.height, timestamp: time(nil), term: term)
    let clock = ContinuousClock()
    let start = clock.now
    let microseconds = {
      let elapsed = clock.now - start
      return Int(elapsed.components.seconds) * 1_000_000
        + Int(elapsed.components.attoseconds / 1_000_000_000_000)
    }
    let tap = OutputTap(
      mode: .live,
      handler: OutputTap.forwarding { event in
        switch event {
        case .output(let bytes): recording.output(bytes, atMicroseconds: microseconds())
        case .resize(let width, let height):
          recording.resize(width: width, height: height, atMicroseconds: microseconds())
        }
      })
    guard let tap else { throw .cannotStart("a pipe for the recording") }
    return Terminal(tap: tap)
  }
}
