import ArgumentParser
import VCLifeScript
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#endif

// Entry point. Usage errors (unknown options, unreadable files) exit 2 with a message on
// standard error, as the SPEC asks, instead of argument-parser's default 64.
// Every command ends on a signal as the signal says (128 + its number), with no crash report
// for SIGQUIT and no unfinished file left; the live screen also gives the terminal back.
SignalGuard.install()
do {
  var command = try VCLife.parseAsRoot()
  try command.run()
} catch let failure as UsageFailure {
  StandardStreams.error("vclife: \(failure.message)\n")
  exit(2)
} catch {
  let code = VCLife.exitCode(for: error)
  if code == .success {
    // Help and the version, written as any output is, so a failed write is said.
    StandardStreams.write(VCLife.fullMessage(for: error) + "\n")
    exit(0)
  }
  if code.rawValue == 1 {
    VCLife.exit(withError: error)
  }
  // argument-parser quotes the offending argument verbatim ("Unknown option '--\e[2J'"):
  // escape control characters, line by line, so a typed argument cannot drive the terminal.
  let message = VCLife.fullMessage(for: error)
    .split(separator: "\n", omittingEmptySubsequences: false)
    .map(ControllerName.escaped).joined(separator: "\n")
  StandardStreams.error(message + "\n")
  exit(2)
}
