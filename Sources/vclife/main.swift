import ArgumentParser
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

// Every command ends on a signal as the signal says (128 + its number), with no crash report
// for SIGQUIT and no unfinished file left; the live screen also gives the terminal back.
SignalGuard.install()
// Entry point. Help and completions describe the root as it is typed (VCLifeOverview); a
// word that names no subcommand is refused with a suggestion; every error is one
// `vclife: message` line on standard error (naming the command's help as typed), with
// exit status 2 for usage (not argument-parser's 64), as the README lists.
let arguments = RootArguments.withClassDefault(Array(CommandLine.arguments.dropFirst()))
let route = RootArguments.route(arguments)
switch route {
case .overview:
  VCLifeOverview.main(arguments)  // a completion script or a completion callback; exits
case .help:
  StandardStreams.write(VCLifeOverview.helpMessage(columns: nil) + "\n")
  exit(0)
case .version:
  StandardStreams.write((VCLife.configuration.version) + "\n")
  exit(0)
case .unknownCommand(let word):
  StandardStreams.error("vclife: " + RootArguments.unknownCommandMessage(word) + "\n")
  exit(2)
case .live, .run:
  break
}
do {
  if route == .live, let live = LiveArguments.parse(arguments) {
    // The plain live command lines, read without argument-parser's reflection.
    try live.run()
  } else {
    var command =
      try route == .live ? LiveCommand.parseAsRoot(arguments) : VCLife.parseAsRoot(arguments)
    try command.run()
  }
  // A signal ended a live screen (the lesson menu's too): its session is kept and recorded;
  // now the process ends as the signal says.
  SignalGuard.endWithPendingSignal()
} catch let failure as UsageFailure {
  StandardStreams.error("vclife: \(failure.message)\n")
  SignalGuard.endWithPendingSignal()
  exit(2)
} catch {
  let code = VCLife.exitCode(for: error)
  if code == .success {
    // Help and the version, written as any output is, so a failed write is said.
    StandardStreams.write(VCLife.fullMessage(for: error) + "\n")
    exit(0)
  }
  if error is ExitCode {
    // A status whose reason was already said (a script's bad lines, a lesson check's
    // problems, a recording that could not be finished), after a live screen that a signal
    // may have ended.
    SignalGuard.endWithPendingSignal()
    VCLife.exit(withError: error)
  }
  StandardStreams.error(
    RootArguments.errorLine(VCLife.fullMessage(for: error), arguments: arguments))
  SignalGuard.endWithPendingSignal()
  exit(2)
}
