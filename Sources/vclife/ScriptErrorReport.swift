import VCLifeCore
import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `vclife script`'s bad lines and refused actions said on standard error as well as in the
/// report, one `vclife: file:line:column: message` line each, the column where the line's
/// action starts. Not when standard output and standard error are the same terminal: the
/// report's own error lines are already on screen there.
final class ScriptErrorReport {
  private let file: String
  private let isShown: Bool
  /// The column of the line being run.
  var column = 1

  init(file: String) {
    self.file = InputFile.shownName(file)
    isShown = !(isatty(STDOUT_FILENO) == 1 && isatty(STDERR_FILENO) == 1)
  }

  func report(_ error: ScriptError) {
    guard isShown else { return }
    StandardStreams.error("vclife: \(file):\(error.line):\(column): \(error.message)\n")
  }

  /// Every error of a whole run (the markdown handout), in order.
  func report(_ run: ScriptRun, source: String) {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    for item in run.items {
      let error: ScriptError
      switch item {
      case .lineError(let lineError): error = lineError
      case .event(let index, let line):
        let event = run.session.events[index]
        guard event.kind == .error else { continue }
        error = ScriptError.refused(event, line: line)
      }
      column =
        error.line >= 1 && error.line <= lines.count ? Self.column(of: lines[error.line - 1]) : 1
      report(error)
    }
  }

  /// Where a line's action starts: 1 + its leading blanks, counted in characters.
  static func column(of line: Substring) -> Int {
    1 + line.prefix { $0 == " " || $0 == "\t" }.count
  }
}
