import ArgumentParser
import VCLifeScript

/// `--own FILE [--as CLASS]`: the student's own controller class in the app, read by
/// `vclife-read` (never run) and run as a template (docs/reading-controllers.md).
struct OwnOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      """
      Your own view controller's Swift or Objective-C source: its class joins the app under \
      its own name, with the settings vclife read finds in it (the source is read, never run).
      """, valueName: "file"),
    completion: .file(extensions: ["swift", "m", "mm", "h"]))
  var own: String?

  @Option(
    name: .customLong("as"),
    help: ArgumentHelp(
      "With --own: the class of the file to use (needed when it has several).", valueName: "class"))
  var className: String?

  /// The values given (``LiveArguments`` gives the same for the live screen's plain lines).
  var request: OwnRequest { OwnRequest(own: own, className: className) }
}

/// `--own` and `--as` as plain values (see ``OwnOptions``).
struct OwnRequest: Equatable {
  var own: String?
  var className: String?

  /// The class, read now (before any terminal or output is touched); nil without `--own`.
  func load() throws -> OwnController? {
    guard let own else {
      if className != nil {
        throw UsageFailure(message: "--as names a class of --own FILE; give --own")
      }
      return nil
    }
    return try OwnReader.load(own, className: className)
  }
}
