import VCLifeScript
import VCLifeUI

/// Why the live screen cannot run here. ``message`` is meant for standard error, after which
/// the program exits with status 2.
public enum TerminalUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
  /// Standard input is a pipe or a file, so keys cannot be read.
  case stdinNotTerminal
  /// Standard output is a pipe or a file, so there is no screen to draw on.
  case stdoutNotTerminal
  /// `TERM` is unset or empty.
  case termNotSet
  /// `TERM` is `dumb`, which cannot move the cursor.
  case termDumb
  /// `TERM` names a type terminfo does not have (or one too generic to draw on).
  case termUnknown(String)
  /// No terminfo database was found at all.
  case noTerminfoDatabase(String)
  /// `TERM` names a hardcopy terminal.
  case hardcopy(String)
  /// curses could not set the terminal up.
  case cannotStart(String)

  private static let hint = "For a non-interactive run use `vclife script`."

  /// One line for standard error, beginning `vclife:` and pointing to `vclife script`.
  public var message: String {
    switch self {
    case .stdinNotTerminal:
      return "standard input is not a terminal. \(Self.hint)"
    case .stdoutNotTerminal:
      return "standard output is not a terminal. \(Self.hint)"
    case .termNotSet:
      return "TERM is not set, so the terminal type is unknown. "
        + "Set TERM (for example TERM=xterm-256color). \(Self.hint)"
    case .termDumb:
      return "TERM=dumb cannot draw a full screen. \(Self.hint)"
    case .termUnknown(let term):
      return "terminal type '\(ControllerName.quoted(term))' is not in the terminfo "
        + "database. Set TERM to a known type (for example TERM=xterm-256color). \(Self.hint)"
    case .noTerminfoDatabase(let term):
      return "no terminfo database was found to look up TERM="
        + "'\(ControllerName.quoted(term))'; install ncurses-base or set TERMINFO. \(Self.hint)"
    case .hardcopy(let term):
      return "terminal type '\(ControllerName.quoted(term))' is a hardcopy terminal "
        + "and cannot draw a full screen. \(Self.hint)"
    case .cannotStart(let term):
      return "curses could not start on terminal type '\(ControllerName.quoted(term))'. "
        + Self.hint
    }
  }

  public var description: String { message }
}
