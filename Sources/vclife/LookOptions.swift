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

  @Option(help: "Colour theme: dark, light or high-contrast (the t key switches).")
  var theme: Theme = .dark

  @Flag(help: "Start in the projector view (the P key switches).")
  var present = false

  @Flag(name: .customLong("no-color"), help: "No colours (also when NO_COLOR is set).")
  var noColor = false

  /// The values given (``LiveArguments`` gives the same for the live screen's plain lines).
  var request: LookRequest {
    LookRequest(langOption: langOption, theme: theme, present: present, noColor: noColor)
  }
}

/// The look the command line asks for, as plain values (see ``LookOptions``).
struct LookRequest: Equatable {
  var langOption: ReportLanguage?
  var theme: Theme
  var present: Bool
  var noColor: Bool

  /// The language asked for, else the environment's: `--lang` is an optional option, so that
  /// its help states the default once, as its rule, and not also as this environment's
  /// `(default: en)`.
  var lang: ReportLanguage { langOption ?? .fromEnvironment }

  /// Sets the look in `options`; `language`, when given, replaces the command line's.
  func apply(to options: inout LiveApp.Options, language: ReportLanguage? = nil) {
    options.language = language ?? lang
    options.theme = theme
    options.presentation = present
    options.colorMode = noColor ? .monochrome : .automatic
  }
}
