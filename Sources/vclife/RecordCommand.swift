import ArgumentParser
import VCLifeCore
import VCLifeScript
import VCLifeTerminal
import VCLifeUI

/// `vclife record`: a lesson or a replay recorded as an asciicast v2 file with no terminal,
/// every frame drawn as the live screen draws it.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record a lesson or a replay as an asciicast file, without a terminal.",
    discussion: """
      Plays the lesson step by step (each question's callbacks revealed one by one) or the \
      replay callback by callback, with time to read each step, and writes what the live \
      screen would have shown as asciicast v2 (play it with `asciinema play FILE`). The \
      file ends as the live screen does (normal screen, cursor shown), takes its name only \
      when whole, and never replaces an existing file; `-` writes to standard output.
      """
  )

  @OptionGroup var session: SessionOptions

  @Option(
    help: "The screen size, WIDTHxHEIGHT, from 60x20 (the live screen's smallest) to 400x200.")
  var size: ScreenSize = ScreenSize(width: 80, height: 24)

  @Option(help: "How fast: 2 plays twice as fast (0.25 to 16).")
  var speed: Double = 1

  @Argument(
    help: "The .cast file to write; `-` writes to standard output.",
    completion: .file(extensions: ["cast"]))
  var output: String

  func validate() throws {
    guard (session.lesson == nil) != (session.replay == nil) else {
      throw ValidationError("record needs either --lesson or --replay")
    }
    guard (0.25...16).contains(speed) else {
      throw ValidationError("--speed must be between 0.25 and 16")
    }
    guard ScreenSize.widths.contains(size.width), ScreenSize.heights.contains(size.height) else {
      throw ValidationError(
        "--size must be from \(ScreenSize.widths.lowerBound)x\(ScreenSize.heights.lowerBound) "
          + "(the live screen's smallest) to "
          + "\(ScreenSize.widths.upperBound)x\(ScreenSize.heights.upperBound)")
    }
  }

  func run() throws {
    var options = LiveApp.Options()
    let session = session.request
    try session.apply(to: &options)
    try session.checkReplay(options, playsAtMost: HeadlessRecording.maximumActions, "vclife record")
    let name = options.lesson?.name ?? session.replay ?? ""
    let writer = try Recordings.open(
      output, title: "vclife: \(name) (\(session.look.lang.rawValue))")
    do {
      try HeadlessRecording.record(
        options, width: size.width, height: size.height, speed: speed, to: writer)
    } catch {
      writer.abandon()
      throw UsageFailure(message: error.message)
    }
    try Recordings.finish(writer)
  }
}

/// A screen size on the command line: `80x24`.
struct ScreenSize: ExpressibleByArgument {
  var width: Int
  var height: Int

  /// The smallest and largest sizes a recording may have: below the live screen's smallest,
  /// a recording would show only "terminal too small".
  static let widths = Screen.minimumWidth...400
  static let heights = Screen.minimumHeight...200

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      width > 0, height > 0
    else { return nil }
    self.init(width: width, height: height)
  }

  var defaultValueDescription: String { "\(width)x\(height)" }
}
