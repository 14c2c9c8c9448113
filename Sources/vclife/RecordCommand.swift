import ArgumentParser
import VCLifeCore
import VCLifeScript
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
      screen would have shown as asciicast v2 (play it with `asciinema play FILE`). An \
      existing file is never overwritten.
      """
  )

  @Option(help: "The lesson to record: a built-in name (see `vclife lessons`) or a lesson file.")
  var lesson: String?

  @Option(help: "The script to record (such as an exported session).")
  var replay: String?

  @Option(help: "The app a replay runs in: a scenario file or a built-in name.")
  var scenario: String?

  @Option(help: "The screen size, WIDTHxHEIGHT, from 20x6 to 400x200.")
  var size: ScreenSize = ScreenSize(width: 80, height: 24)

  @Option(help: "How fast: 2 plays twice as fast (0.25 to 16).")
  var speed: Double = 1

  @Option(help: "Narration language: en, zh or both.")
  var lang: ReportLanguage = .en

  @Option(help: "Memory-warning behaviour of a replay: 5 or 6.")
  var ios: SystemBehavior = .iOS6

  @Option(help: "Colour theme: dark, light or high-contrast.")
  var theme: Theme = .dark

  @Flag(help: "Record the projector view.")
  var present = false

  @Flag(name: .customLong("no-color"), help: "No colours.")
  var noColor = false

  @Argument(help: "The .cast file to write.")
  var output: String

  func validate() throws {
    guard (lesson == nil) != (replay == nil) else {
      throw ValidationError("record needs either --lesson or --replay")
    }
    guard (0.25...16).contains(speed) else {
      throw ValidationError("--speed must be between 0.25 and 16")
    }
  }

  func run() throws {
    var options = LiveApp.Options()
    try SessionSources(lesson: lesson, replay: replay, scenario: scenario).apply(to: &options)
    options.language = lang
    options.behavior = ios
    options.theme = theme
    options.presentation = present
    options.colorMode = noColor ? .monochrome : .automatic
    let name = options.lesson?.name ?? replay ?? ""
    let writer = try Recordings.open(output, title: "vclife: \(name) (\(lang.rawValue))")
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

  /// The smallest and largest sizes a recording may have.
  static let widths = 20...400
  static let heights = 6...200

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      Self.widths.contains(width), Self.heights.contains(height)
    else { return nil }
    self.init(width: width, height: height)
  }

  var defaultValueDescription: String { "\(width)x\(height)" }
}
