import VCLifeClassLink
import VCLifeTerminal
import VCLifeUI

extension LiveApp {
  /// The live screen as a command runs it: a failure to start it (no terminal, a terminal
  /// too small to draw) is a usage failure, one line and exit 2, after an unfinished
  /// `recording` is abandoned; a problem keeping the session is said on standard error.
  /// main.swift then ends the process as a pending signal says.
  static func runForCommand(
    _ options: Options, classServer: ClassServer? = nil, recording: AsciicastWriter? = nil
  ) throws {
    let outcome: Outcome
    do {
      outcome = try run(options, classServer: classServer, recording: recording)
    } catch {
      recording?.abandon()
      throw UsageFailure(message: error.message)
    }
    if let problem = outcome.saveProblem { StandardStreams.error(problem + "\n") }
  }
}
