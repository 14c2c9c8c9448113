import CLineEdit
import VCLifeScript
import VCLifeTerminal
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Line editing and history for the `vclife>` prompt, by libedit's readline interface:
/// arrows, Home/End, Ctrl-A/E/K/U/W, ↑/↓ through the lines typed before, and a user's own
/// bindings from ~/.editrc. libedit is already on every machine with a Swift toolchain and in
/// macOS, and it edits UTF-8 (Chinese names) in a UTF-8 locale, so it is used rather than an
/// editor of vclife's own. Only when standard input and standard error are terminals: the
/// prompt and the line being edited go to standard error, standard output stays the report.
/// The history is kept between runs (``PromptHistory``).
enum LineEditor {
  /// The most lines kept for ↑: a session at the prompt never grows without bound.
  static let historyLines: Int32 = 1000
  /// The lines typed before, this run's and earlier runs' (see ``PromptHistory``).
  nonisolated(unsafe) private static var history = PromptHistory()

  /// Whether the prompt can be edited here.
  static var isAvailable: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 }

  /// Sets libedit up once: the character locale (for UTF-8), standard error, the history, and
  /// the shell's terminal modes kept for the signal guard (libedit puts them back itself only
  /// on SIGINT, SIGTERM, SIGHUP and SIGQUIT).
  static func start() {
    SignalGuard.keepShellModes()
    CharacterLocale.adopt()
    vclife_edit_on_standard_error()
    using_history()
    stifle_history(historyLines)
    for line in history.lines { add_history(line) }
  }

  /// The next line typed after `prompt`, without its line ending; nil at the end of input
  /// (Ctrl-D on an empty line). A line with text is kept in the history.
  static func line(prompt: String) -> String? {
    guard let typed = readline(prompt) else { return nil }
    defer { free(typed) }
    let text = String(cString: typed)
    if text.contains(where: { !$0.isWhitespace }) {
      add_history(typed)
      if let problem = history.add(text) { StandardStreams.error("vclife: \(problem)\n") }
    }
    return text
  }
}
