import ArgumentParser
import VCLifeCore
import VCLifeScript
import VCLifeUI

/// `vclife`: the live visualiser by default, `vclife script` for headless runs.
///
/// The live screen's options live in a default subcommand, not on this root command:
/// argument-parser gives an option that a parent and a subcommand both declare to the
/// parent (apple/swift-argument-parser#169), so with `--ios`/`--lang` here
/// `vclife script --ios 5 --lang zh` silently ran with iOS 6 and English.
struct VCLife: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "vclife",
    abstract: "Watch iOS view controllers load, show, unload and free their resources.",
    discussion: """
      Without a subcommand, vclife opens the live screen. `vclife script` runs actions \
      headlessly and prints every callback with why it fired.
      """,
    version: version,
    subcommands: [LiveCommand.self, ScriptCommand.self],
    defaultSubcommand: LiveCommand.self
  )
}

/// `vclife [live]`: the live screen.
struct LiveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "live",
    abstract: "Open the live screen (the default)."
  )

  @Flag(name: .customLong("no-color"), help: "No colours (also when NO_COLOR is set).")
  var noColor = false

  @Option(help: "Memory-warning behaviour to start with: 5 or 6.")
  var ios: SystemBehavior = .iOS6

  @Option(help: "How callbacks play: animated, step or instant.")
  var pacing: Pacing = .animated

  @Option(help: "Narration language: en, zh or both.")
  var lang: ReportLanguage = .en

  func run() throws {
    var options = LiveApp.Options()
    options.colorMode = noColor ? .monochrome : .automatic
    options.behavior = ios
    options.pacing = pacing
    options.language = lang
    do {
      try LiveApp.run(options)
    } catch {
      throw UsageFailure(message: error.message)
    }
  }
}

extension Pacing: ExpressibleByArgument {}
