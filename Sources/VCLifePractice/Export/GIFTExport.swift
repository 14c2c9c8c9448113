import VCLifeCore
import VCLifeScript

/// Moodle's GIFT format: each item a multiple-choice question with its why as general
/// feedback and each choice's own why as the choice's feedback; an `order` item, which GIFT
/// cannot order, as a matching question (each callback to its position). The id is a
/// comment above each question. In both languages every text is a block of Moodle's
/// multi-language filter.
public enum GIFTExport {
  /// The items in `language` (`both`: marked for Moodle's multi-language filter).
  public static func text(_ items: [PracticeItem], seed: UInt64, language: ReportLanguage)
    -> String
  {
    var lines = [
      "// vclife practice, seed \(seed): \(items.count) \(items.count == 1 ? "item" : "items") checked by the simulator",
      "",
    ]
    for (index, item) in items.enumerated() {
      let shown = ItemPresentation(
        item: item, number: index + 1, languages: ExportLanguages(language, marked: true))
      lines.append("// \(item.id)")
      lines.append("::\(escaped(shown.title))::[html]\(escapedHTML(shown.html)){")
      if item.kind == .order {
        for (position, choiceIndex) in item.answer.enumerated() {
          let callback = escaped(HTML.escaped(item.choices[choiceIndex - 1].token))
          let place = escaped(shown.plain(ItemPresentation.position(position + 1)))
          lines.append("\t=\(callback) -> \(place)")
        }
      } else {
        for (choiceIndex, choice) in item.choices.enumerated() {
          let mark = choiceIndex + 1 == item.answer[0] ? "=" : "~"
          let why = shown.choiceWhyHTML(choice).map { "#" + escapedHTML($0) } ?? ""
          lines.append("\t\(mark)\(escapedHTML(shown.choiceHTML(choice)))\(why)")
        }
      }
      lines.append("\t####\(escapedHTML(shown.whyHTML))")
      lines += ["}", ""]
    }
    return lines.joined(separator: "\n")
  }

  /// HTML for GIFT: its braces as character references, which need no GIFT escape (Moodle
  /// reads `\{` inside an answer's feedback, but not every GIFT reader does: "safe area
  /// {44, 0, 83, 0}" ended a question early), then `escaped`.
  static func escapedHTML(_ html: String) -> String {
    var referenced = ""
    for character in html {
      switch character {
      case "{": referenced += "&#123;"
      case "}": referenced += "&#125;"
      default: referenced.append(character)
      }
    }
    return escaped(referenced)
  }

  /// GIFT's special characters, backslash-escaped; line breaks become spaces.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "~", "=", "#", "{", "}", ":", "\\": result += "\\" + String(character)
      case "\n", "\r": result += " "
      default: result.append(character)
      }
    }
    return result
  }
}
