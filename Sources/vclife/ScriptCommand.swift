import ArgumentParser
import VCLifeCore
import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `vclife script [FILE]`: actions in, the ordered callbacks out (SPEC §6).
struct ScriptCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "script",
    abstract: "Run actions from a file or standard input and print every callback.",
    discussion: """
      One action per line; `#` starts a comment. Actions: ios 5…26 · device 3.5|notch|island \
      (the phone, until the next ios) · restoration on|off (whether the app rebuilds a \
      reclaimed scene's stacks; on by default) · new NAME [origin=…] [onWarning=…] [autolayout=…] \
      [callsSuper=…] [fullScreenLayout=…] [rotates=…] [subviews=…] [content=…] [caches=…] · \
      new NAME like=OTHER · root nav NAME \
      [translucent] [push NAME…] (push: the launch code pushes right away) · root plain NAME · \
      root tabs NAME… (nav:NAME for a tab holding a navigation controller) · push NAME · pop · \
      popToRoot · present NAME [fullscreen] · present nav NAME · dismiss · swipe · finish · \
      cancel · tab NAME · tap NAME (the user's tap) · rotate portrait|landscape · statusbar \
      visible|hidden|incall · background · foreground · reclaim · warning · access NAME (read \
      the view: loads a nil one) · isViewLoaded NAME (asks whether the view is loaded; never \
      loads it) · restart.
      Each line's events are written as soon as it has run (markdown: at the end). At a \
      terminal a `vclife> ` prompt is shown on standard error; `help` lists the actions, \
      `quit` ends.
      Exit status: 0 when every line ran, 1 when a line was bad or an action was refused, \
      2 when the file or an option could not be used.
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, jsonl, markdown
  }

  @Argument(
    help: "The script file; `-` or nothing reads standard input.",
    completion: .file(extensions: ["vcl"]))
  var file: String?

  @Option(help: "Output format: text, jsonl or markdown.")
  var format: Format = .text

  @Option(
    help: ArgumentHelp(
      "The iOS version to simulate, 5 to 26 (\(SystemBehavior.namedVersionsText) each change "
        + "something; each means an app built with that version's SDK)."))
  var ios: SystemBehavior?

  @Option(
    help: ArgumentHelp(
      """
      A YAML or JSON scenario file defining controllers, view trees and sizes, or a built-in \
      name: photo-album (the live screen's app) or a lesson's name. Without it, a script's \
      `# scenario: NAME` line (as exported sessions have) names the scenario.
      """, valueName: "file|name"),
    completion: .custom(Completions.scenarios))
  var scenario: String?

  @Option(
    name: .customLong("lang"),
    help:
      "Narration language: en, zh or both; the default follows LC_ALL, LC_MESSAGES or LANG (zh_*: zh)."
  )
  var langOption: ReportLanguage?

  @OptionGroup var ownOptions: OwnOptions

  /// The language asked for, else the environment's: an optional option, so that help states
  /// the default once, as the rule above, and not also as this environment's `(default: en)`.
  var lang: ReportLanguage { langOption ?? .fromEnvironment }

  func run() throws {
    let own = try ownOptions.request.load()
    let hasErrors =
      format == .markdown ? try handout(own: own) : try stream(format: format, own: own)
    if hasErrors { throw ExitCode(1) }
  }

  /// The markdown handout needs the whole run: the script is read whole, then written.
  private func handout(own: OwnController?) throws -> Bool {
    let source = try InputFile.read(file ?? "-")
    if let problem = MarkdownReport.lengthProblem(source) {
      throw UsageFailure(message: "\(ControllerName.escaped(file ?? "-")): \(problem)")
    }
    // An explicit --scenario wins; else an exported script's own `# scenario:` line is
    // honoured, as the live screen's --replay honours it.
    let scenario =
      try self.scenario.map(ScenarioLoading.load) ?? markedScenario(source) ?? Scenario()
    let run = ScriptRun(script: source, scenario: Self.joined(scenario, own), behavior: ios)
    StandardStreams.write(MarkdownReport.render(run, language: lang, own: own))
    ScriptErrorReport(file: file ?? "-").report(run, source: source)
    return run.hasErrors
  }

  /// `scenario` with the student's class (`--own`) among its controllers.
  static func joined(_ scenario: Scenario, _ own: OwnController?) -> Scenario {
    own.map { $0.joining(scenario) } ?? scenario
  }

  /// The scenario an exported script's header gives: the lesson or scenario it carries, else
  /// the built-in one its `# scenario: NAME` line names, if it has either.
  func markedScenario(_ header: String) throws -> Scenario? {
    do {
      if let scenario = try SessionExport.scenario(ofScript: header) { return scenario }
    } catch let error as DocumentError {
      let carrier =
        SessionExport.lessonFile(ofScript: header)
        ?? "\(file ?? "-") (the document it carries)"
      throw UsageFailure(message: error.located(in: carrier))
    }
    guard let name = SessionExport.scenarioName(ofScript: header) else { return nil }
    throw UsageFailure(
      message: "\(ControllerName.escaped(file ?? "-")): the line '\(SessionExport.scenarioMarker)"
        + "\(ControllerName.escaped(name))' names no built-in scenario (photo-album or a "
        + "lesson's name); give --scenario FILE")
  }
}

extension SystemBehavior: ExpressibleByArgument {
  /// `--ios 17`, `--ios 15` (iOS 13's rules): any version from 5 to 26.
  public init?(argument: String) { self.init(versionText: argument) }

  /// No list in help or in the error for a bad value: the cases are only the versions that
  /// change something, and listing them hid that every version between is taken too. The
  /// option's help says the range instead.
  public static var allValueStrings: [String] { [] }

  /// Completion offers every version the option takes.
  public static var defaultCompletionKind: CompletionKind {
    .list(versionRange.map(String.init))
  }
}
extension ReportLanguage: ExpressibleByArgument {}
