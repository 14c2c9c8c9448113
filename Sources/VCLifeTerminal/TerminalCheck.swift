import CNcurses
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decides, before curses is touched, whether the live screen can run: curses started on a
/// pipe or an unknown terminal either exits with its own message or fills the output with
/// escape sequences, so the refusal has to come first and point to `vclife script`.
public enum TerminalCheck {
  /// What terminfo says about a terminal type.
  enum TerminfoStatus: Hashable, Sendable {
    case found
    case notFound
    case noDatabase
    case hardcopy
  }

  /// Checks this process: standard input and output are terminals, `TERM` is set, is not
  /// `dumb`, and is known to terminfo. Looking the type up prints nothing and leaves the
  /// terminal's modes alone.
  public static func check() throws(TerminalUnavailable) {
    let term = getenv("TERM").map { String(cString: $0) }
    let failure = evaluate(
      stdinIsTerminal: isatty(STDIN_FILENO) == 1,
      stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
      term: term,
      lookup: lookUp
    )
    if let failure { throw failure }
  }

  /// The decision itself, separated from the process so that it can be tested. `lookup` is
  /// only called when the other checks pass.
  static func evaluate(
    stdinIsTerminal: Bool, stdoutIsTerminal: Bool, term: String?,
    lookup: (String) -> TerminfoStatus
  ) -> TerminalUnavailable? {
    guard stdoutIsTerminal else { return .stdoutNotTerminal }
    guard stdinIsTerminal else { return .stdinNotTerminal }
    guard let term, !term.isEmpty else { return .termNotSet }
    guard term != "dumb" else { return .termDumb }
    switch lookup(term) {
    case .found: return nil
    case .notFound: return .termUnknown(term)
    case .noDatabase: return .noTerminfoDatabase(term)
    case .hardcopy: return .hardcopy(term)
    }
  }

  /// Looks `term` up with the shim's silent `setupterm` wrapper.
  static func lookUp(_ term: String) -> TerminfoStatus {
    switch vclife_terminfo_lookup(term, STDOUT_FILENO) {
    case 1: return .found
    case -1: return .noDatabase
    case -2: return .hardcopy
    default: return .notFound
    }
  }
}
