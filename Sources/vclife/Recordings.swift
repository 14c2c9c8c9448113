import ArgumentParser
import VCLifeScript
import VCLifeTerminal
import VCLifeUI

/// Opening and finishing a `.cast` file for the command line: its failures as messages and
/// exit statuses.
enum Recordings {
  /// The recording to `path`, which must not exist yet (exit 2 when it does); `-` is
  /// standard output. `delivery`: see ``AsciicastWriter``.
  static func open(
    _ path: String, title: String = "vclife", delivery: AsciicastWriter.Delivery = .whole
  ) throws -> AsciicastWriter {
    if path == "-" {
      guard delivery == .whole else {
        throw UsageFailure(message: "standard output is the live screen: --record needs a file")
      }
      return AsciicastWriter(standardOutputTitle: title)
    }
    do {
      return try AsciicastWriter(path: path, title: title, delivery: delivery)
    } catch {
      throw UsageFailure(message: error.description)
    }
  }

  /// Names the finished recording and says where it is; a failure to write exits 2, as every
  /// output that cannot be written does (`vclife script`, `lessons`, help).
  static func finish(_ recording: AsciicastWriter) throws {
    do {
      let path = try recording.finish()
      if path != "-" { StandardStreams.error("vclife: recorded \(ControllerName.escaped(path))\n") }
    } catch {
      StandardStreams.error("vclife: \(error.description)\n")
      throw ExitCode(2)
    }
  }
}
