import ArgumentParser

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
  StandardStreams.error(VCLife.fullMessage(for: error) + "\n")
  exit(2)
}
