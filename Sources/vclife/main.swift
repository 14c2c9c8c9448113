import ArgumentParser
import VCLifeScript

#if canImport(Glibc)
  import Glibc
#endif

// Entry point. Usage errors (unknown options, unreadable files) exit 2 with a message on
// standard error, as the SPEC asks, instead of argument-parser's default 64.
do {
  var command = try VCLife.parseAsRoot()
  try command.run()
} catch let failure as UsageFailure {
  StandardStreams.error("vclife: \(failure.message)\n")
  exit(2)
} catch {
  let code = VCLife.exitCode(for: error)
  if code == .success || code.rawValue == 1 {
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
