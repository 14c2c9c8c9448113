import ArgumentParser
import Foundation
import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `vclife read FILE…`: what vclife understands of a student's own controller. The reader
/// (tree-sitter and its two grammars) is a program of its own, `vclife-read`, installed
/// beside `vclife`, so the live screen's binary never links it (docs/reading-controllers.md);
/// this command checks the options and runs it in its place.
struct ReadCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "read",
    abstract: "Read your own controller's Swift or Objective-C source (never run it).",
    discussion: """
      For each controller class: Understood (each lifecycle override, its super call, what it \
      acquires and releases), Maps to (the template settings a scenario would write) and Not \
      understood (what was skipped and why), each line citing file:line. --json prints one \
      object a file, one a line, for autograders. Files up to 1 MiB; a file that cannot be \
      read is one line on standard error and exit status 2.
      """
  )

  @Option(
    help:
      "Language of the report: en, zh or both; the default follows LC_ALL, LC_MESSAGES or LANG (zh_*: zh)."
  )
  var lang: ReportLanguage = .fromEnvironment

  @Option(
    name: .customLong("as"), help: ArgumentHelp("Read only the class NAME.", valueName: "name"))
  var className: String?

  @Flag(help: "Print one JSON object a file (facts, settings, what was not understood).")
  var json = false

  @Argument(
    help: "Swift (.swift) or Objective-C (.m, .mm, .h) source files.",
    completion: .file(extensions: ["swift", "m", "mm", "h"]))
  var files: [String]

  func run() throws {
    let reader = try Self.readerPath()
    var arguments = [reader, "--lang", lang.rawValue]
    if let className { arguments += ["--as", className] }
    if json { arguments.append("--json") }
    arguments += ["--"] + files
    let cArguments = arguments.map { strdup($0) } + [nil]
    execv(reader, cArguments)
    throw UsageFailure(message: "cannot run \(reader): \(String(cString: strerror(errno)))")
  }

  /// `vclife-read` in the directory of the running `vclife` (as `swift build` and
  /// `make install` place them); `user` names what needs it in the error.
  static func readerPath(for user: String = "vclife read") throws -> String {
    let me =
      Bundle.main.executableURL?.resolvingSymlinksInPath()
      ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let path = me.deletingLastPathComponent().appendingPathComponent("vclife-read").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw UsageFailure(
        message:
          "\(user) needs vclife-read beside vclife (\(path)); build it with "
          + "`swift build --product vclife-read` (make test builds it)")
    }
    return path
  }
}
