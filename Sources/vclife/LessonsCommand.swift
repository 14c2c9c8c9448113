import ArgumentParser
import VCLifeClassroom
import VCLifeCore
import VCLifeScript
import VCLifeTerminal
import VCLifeUI

/// `vclife lessons`: the built-in lessons, each with its title, step and question counts and
/// summary (in a terminal, a menu whose choice starts in the live screen); `--show NAME`
/// prints one as YAML to start one's own from; `--check FILE…` validates lesson files.
struct LessonsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lessons",
    abstract: "The built-in lessons (a menu in a terminal), one as YAML, or lesson files checked.",
    discussion: """
      In a terminal, the lessons are a menu (titles, steps, questions): Enter starts the \
      chosen one in the live screen. Piped, they are listed as text. --check reports every \
      problem of every file at once, one `file:line:column: message` per problem on standard \
      error, and exits 0 when every file is a good lesson, else 2: a teacher's CI can run it. \
      A good lesson may still get a `warning:` line (for instance when every question's right \
      answer is the same choice); warnings do not change the exit status.
      """
  )

  @Option(
    name: .customLong("lang"),
    help:
      "Language of titles and summaries: en, zh or both; the default follows LC_ALL, LC_MESSAGES or LANG (zh_*: zh)."
  )
  var langOption: ReportLanguage?

  /// The language asked for, else the environment's: an optional option, so that help states
  /// the default once, as the rule above, and not also as this environment's `(default: en)`.
  var lang: ReportLanguage { langOption ?? .fromEnvironment }

  @Option(
    help: ArgumentHelp("Print the built-in lesson NAME as YAML.", valueName: "name"),
    completion: .list(LessonLibrary.builtInTexts.map(\.name)))
  var show: String?

  @Flag(help: "Check the lesson files given as arguments without starting anything.")
  var check = false

  @Argument(
    help: "Lesson files, with --check.", completion: .file(extensions: ["yaml", "yml", "json"]))
  var files: [String] = []

  func validate() throws {
    if check && files.isEmpty { throw ValidationError("--check needs at least one lesson file") }
    if !check && !files.isEmpty { throw ValidationError("files are checked with --check") }
    if check && show != nil { throw ValidationError("--show and --check go alone") }
  }

  func run() throws {
    if let show {
      guard let text = LessonLibrary.builtInTexts.first(where: { $0.name == show })?.text else {
        throw UsageFailure(
          message: "no built-in lesson \(ControllerName.quoted(show)); the lessons are "
            + LessonLibrary.builtInTexts.map(\.name).joined(separator: ", "))
      }
      return StandardStreams.write(text.hasSuffix("\n") ? text : text + "\n")
    }
    if check { return try checkFiles() }
    if Self.canDrawMenu {
      // In a terminal, the list is a menu: the lesson chosen starts in the live screen.
      var options = LiveApp.Options()
      options.language = lang
      options.opensLessonMenu = true
      options.scoresDirectory = SavedSession.directory()
      // A signal that ends the menu (or the lesson chosen) ends the process in main.swift.
      return try LiveApp.runForCommand(options)
    }
    var output = ""
    for lesson in LessonLibrary.builtIn {
      for (index, language) in lang.languages.enumerated() {
        let head = index == 0 ? lesson.name : String(repeating: " ", count: lesson.name.count)
        output += "\(head) — \(lesson.title.text(language))\n"
      }
      let counts = LessonMenu.counts(lesson)
      output += "    " + lang.languages.map { counts.text($0) }.joined(separator: " / ") + "\n"
      for language in lang.languages {
        output += "    \(lesson.summary.text(language))\n"
      }
      output += "\n"
    }
    StandardStreams.write(output)
  }

  /// Whether the menu can be drawn: standard input and output are a terminal whose `TERM`
  /// can draw a screen. Elsewhere (a pipe, `TERM=dumb` as Emacs' shell and some IDE consoles
  /// set it, an unknown `TERM`) the list is printed instead of refused.
  static var canDrawMenu: Bool {
    do {
      try TerminalCheck.check()
      return true
    } catch {
      return false
    }
  }

  /// Every file read and checked; every problem and warning reported; exit 2 if there was a
  /// problem.
  private func checkFiles() throws {
    var failed = false
    for file in files {
      let text: String
      do {
        text = try InputFile.read(file)
      } catch let failure as UsageFailure {
        StandardStreams.error("vclife: \(failure.message)\n")
        failed = true
        continue
      }
      let name = LessonLibrary.safeName(fromFileName: file)
      let report = LessonCheck.check(text, name: name)
      let shown = InputFile.shownName(file)
      for problem in report.problems {
        StandardStreams.error("vclife: " + problem.located(in: shown) + "\n")
      }
      for warning in report.warnings {
        var located = warning
        located.message = "warning: " + warning.message
        StandardStreams.error("vclife: " + located.located(in: shown) + "\n")
      }
      if report.problems.isEmpty { StandardStreams.write("\(shown): ok\n") }
      failed = failed || !report.problems.isEmpty
    }
    if failed { throw ExitCode(2) }
  }
}
