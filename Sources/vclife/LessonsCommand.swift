import ArgumentParser
import VCLifeCore
import VCLifeScript

/// `vclife lessons`: the built-in lessons, each with its title and summary.
struct LessonsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lessons",
    abstract: "List the built-in lessons."
  )

  @Option(help: "Language of titles and summaries: en, zh or both.")
  var lang: ReportLanguage = .en

  func run() throws {
    var output = ""
    for lesson in LessonLibrary.builtIn {
      for (index, language) in lang.languages.enumerated() {
        let head = index == 0 ? lesson.name : String(repeating: " ", count: lesson.name.count)
        output += "\(head) — \(lesson.title.text(language))\n"
      }
      for language in lang.languages {
        output += "    \(lesson.summary.text(language))\n"
      }
      output += "\n"
    }
    StandardStreams.write(output)
  }
}
