import ArgumentParser
import VCLifeClassLink
import VCLifeClassroom
import VCLifeCore
import VCLifeScript
import VCLifeTerminal
import VCLifeUI

/// `vclife`: the live visualiser by default, `vclife script` for headless runs.
///
/// The live screen's options live in a default subcommand, not on this root command:
/// argument-parser gives an option that a parent and a subcommand both declare to the
/// parent (apple/swift-argument-parser#169), so with `--ios`/`--lang` here
/// `vclife script --ios 5 --lang zh` silently ran with iOS 6 and English. Help and
/// completions show the root as it is typed instead: see ``VCLifeOverview``.
struct VCLife: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "vclife",
    abstract: VCLifeOverview.abstract,
    version: "vclife \(version)",
    subcommands: VCLifeOverview.subcommands,
    defaultSubcommand: LiveCommand.self
  )
}

/// The root command as a user types it, `vclife [live options]` or `vclife SUBCOMMAND`: the
/// live screen's options at the root beside the subcommands. It is only described, never
/// run: `vclife --help`, `vclife help` and the completion scripts come from it, and the
/// completion scripts call it back for lesson names and files.
struct VCLifeOverview: ParsableCommand {
  static let abstract = "Watch iOS view controllers load, show, unload and free their resources."
  static let subcommands: [ParsableCommand.Type] = [
    LiveCommand.self, ScriptCommand.self, LessonsCommand.self, RecordCommand.self,
    JoinCommand.self,
    PracticeCommand.self, ReadCommand.self,
  ]

  static let configuration = CommandConfiguration(
    commandName: "vclife",
    abstract: abstract,
    discussion: """
      Without a subcommand, vclife opens the live screen with the options below (`vclife \
      live` is the same). `vclife script` runs actions headlessly and prints every callback \
      with why it fired; `vclife lessons` lists the lessons; `vclife record` records a lesson \
      or a replay as an asciicast file without a terminal. The keys are listed by `?` in the \
      live screen and in `man vclife`.
      """,
    version: VCLife.configuration.version,
    subcommands: subcommands,
    defaultSubcommand: LiveCommand.self
  )

  @OptionGroup var live: LiveOptions

  /// The names a user may type after `vclife` (and `help`).
  static var subcommandNames: [String] {
    subcommands.compactMap { $0.configuration.commandName } + ["help"]
  }
}

/// The live screen's options, on `vclife live` and (for help and completions) on the root.
struct LiveOptions: ParsableArguments {
  @OptionGroup var session: SessionOptions

  @OptionGroup var own: OwnOptions

  @Option(help: "How callbacks play: animated, step or instant.")
  var pacing: Pacing = .animated

  @Option(
    help: """
      Two apps side by side, driven by the same keys: ios (iOS 5 beside iOS 6+), ios=A,B \
      (any two versions from 5 to 26, e.g. ios=6,17; i and I change them) or handlers \
      (release-view-unsafe with each controller's gotchas beside release-view with them \
      fixed, under --ios; g picks a gotcha controller).
      """,
    completion: .list(["ios", "ios=6,17", "handlers"]))
  var compare: CompareKind?

  @Option(
    help: ArgumentHelp("Where x saves the session's files.", valueName: "dir"),
    completion: .directory)
  var exportDir: String = "."

  @Flag(help: "Bring back the session that was open when vclife last quit.")
  var resume = false

  @Flag(
    name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (no clicks, no wheel).")
  var noMouse = false

  @Option(
    help: ArgumentHelp(
      """
      Record the session as an asciicast v2 file (play it with `asciinema play FILE`); an \
      existing file is never overwritten.
      """, valueName: "file"),
    completion: .file(extensions: ["cast"]))
  var record: String?

  @Option(
    name: .customLong("class"),
    help: ArgumentHelp(
      """
      Open a class: students follow this session in their own terminal and answer its \
      questions with `vclife join`. The socket is $XDG_RUNTIME_DIR/vclife/class.sock unless \
      a path is given (a course directory on a shared server, whose permissions say who may \
      join).
      """, valueName: "socket"),
    completion: .file())
  var classSocket: String?

  /// The values given (``LiveArguments`` gives the same for the live screen's plain lines).
  var request: LiveRequest {
    LiveRequest(
      session: session.request, own: own.request, pacing: pacing, compare: compare,
      exportDir: exportDir, resume: resume, noMouse: noMouse, record: record,
      classSocket: classSocket)
  }
}

/// `vclife [live]`: the live screen.
struct LiveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "live",
    abstract: "Open the live screen (the default).",
    discussion: """
      Keys: ? in the live screen lists them for the current mode; `man vclife` has them all. \
      Mouse: a click on a controller selects it, the wheel scrolls the log (--no-mouse turns \
      it off).
      """
  )

  @OptionGroup var options: LiveOptions

  func run() throws { try options.request.run() }
}

extension Pacing: ExpressibleByArgument {}

extension CompareKind: ExpressibleByArgument {
  public static var allValueStrings: [String] { ["ios", "ios=A,B", "handlers"] }
  public var defaultValueDescription: String {
    switch self {
    case .handlers: "handlers"
    case .versions(let left, let right): self == .iOSVersions ? "ios" : "ios=\(left),\(right)"
    }
  }
}

extension Theme: ExpressibleByArgument {}
extension Audience: ExpressibleByArgument {}
