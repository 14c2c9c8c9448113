import ArgumentParser

/// `vclife`: the live visualiser by default, `vclife script` for headless runs.
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
    subcommands: [ScriptCommand.self]
  )
}
