import ArgumentParser
import VCLifeClassroom
import VCLifeScript
import VCLifeUI

/// How a screen looks to the one who reads it: the language, the theme, the projector view
/// and colour. The live screen, a recording and a student's screen in a class share them.
struct LookOptions: ParsableArguments {
  @Option(
    name: .customLong("lang"),
    help:
      "Narration language: en, zh or both; the default follows LC_ALL, LC_MESSAGES or LANG (zh_*: zh)."
  )
  var langOption: ReportLanguage?

  /// The language asked for, else the environment's: an optional option, so that help states
  /// the default once, as the rule above, and not also as this environment's `(default: en)`.
  var lang: ReportLanguage { langOption ?? .fromEnvironment }

  @Option(help: "Colour theme: dark, light or high-contrast (the t key switches).")
  var theme: Theme = .dark

  @Flag(help: "Start in the projector view (the P key switches).")
  var present = false

  @Flag(name: .customLong("no-color"), help: "No colours (also when NO_COLOR is set).")
  var noColor = false

  /// Sets the look in `options`; `language`, when given, replaces the command line's.
  func apply(to options: inout LiveApp.Options, language: ReportLanguage? = nil) {
    options.language = language ?? lang
    options.theme = theme
    options.presentation = present
    options.colorMode = noColor ? .monochrome : .automatic
  }
}
