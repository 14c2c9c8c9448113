import VCLifeCore
import VCLifeScript

/// Moodle XML: each item a single-answer multiple-choice question with its why as general
/// feedback and each choice's own why as its answer's feedback, in a category named after
/// the seed; an `order` item as an ordering question (the qtype_ordering plugin's format:
/// the answers in the right order, each `fraction` its position). The id is the question's
/// `idnumber`. In both languages every text is a block of Moodle's multi-language filter.
public enum MoodleXMLExport {
  /// The items in `language` (`both`: marked for Moodle's multi-language filter).
  public static func text(_ items: [PracticeItem], seed: UInt64, language: ReportLanguage)
    -> String
  {
    var out = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<quiz>",
      "  <question type=\"category\">",
      "    <category><text>$course$/vclife practice/seed \(seed)</text></category>",
      "  </question>",
    ]
    for (index, item) in items.enumerated() {
      let shown = ItemPresentation(
        item: item, number: index + 1, languages: ExportLanguages(language, marked: true))
      out.append("  <question type=\"\(item.kind == .order ? "ordering" : "multichoice")\">")
      out.append("    <name><text>\(XML.escaped(shown.title))</text></name>")
      out.append(
        "    <questiontext format=\"html\"><text>\(XML.escaped(shown.html))</text></questiontext>")
      out.append(
        "    <generalfeedback format=\"html\"><text>\(XML.escaped(shown.whyHTML))</text></generalfeedback>"
      )
      out.append("    <defaultgrade>1</defaultgrade>")
      out.append("    <penalty>0</penalty>")
      out.append("    <hidden>0</hidden>")
      out.append("    <idnumber>\(XML.escaped(item.id.description))</idnumber>")
      if item.kind == .order {
        out += [
          "    <layouttype>VERTICAL</layouttype>", "    <selecttype>ALL</selecttype>",
          "    <selectcount>\(item.choices.count)</selectcount>",
          "    <gradingtype>ABSOLUTE_POSITION</gradingtype>", "    <showgrading>SHOW</showgrading>",
          "    <numberingstyle>none</numberingstyle>",
        ]
        for (position, choiceIndex) in item.answer.enumerated() {
          let text = XML.escaped(HTML.escaped(item.choices[choiceIndex - 1].token))
          out.append(
            "    <answer fraction=\"\(position + 1)\" format=\"html\"><text>\(text)</text></answer>"
          )
        }
      } else {
        out += [
          "    <single>true</single>", "    <shuffleanswers>true</shuffleanswers>",
          "    <answernumbering>123</answernumbering>",
        ]
        for (choiceIndex, choice) in item.choices.enumerated() {
          let fraction = choiceIndex + 1 == item.answer[0] ? 100 : 0
          let feedback = shown.choiceWhyHTML(choice).map {
            "<feedback format=\"html\"><text>\(XML.escaped($0))</text></feedback>"
          }
          out.append(
            "    <answer fraction=\"\(fraction)\" format=\"html\"><text>"
              + XML.escaped(shown.choiceHTML(choice)) + "</text>\(feedback ?? "")</answer>")
        }
      }
      out.append("  </question>")
    }
    out.append("</quiz>")
    return out.joined(separator: "\n") + "\n"
  }
}
