import VCLifeCore

/// Moodle's GIFT format: each item a multiple-choice question with its why as feedback;
/// an `order` item, which GIFT cannot order, as a matching question (each callback to its
/// position). The id is a comment above each question.
public enum GIFTExport {
  public static func text(_ items: [PracticeItem], seed: UInt64) -> String {
    var lines = [
      "// vclife practice, seed \(seed): \(items.count) \(items.count == 1 ? "item" : "items") checked by the simulator",
      "",
    ]
    for (index, item) in items.enumerated() {
      let shown = ItemPresentation(item: item, number: index + 1)
      lines.append("// \(item.id)")
      lines.append("::\(escaped(shown.title))::[html]\(escaped(shown.html)){")
      if item.kind == .order {
        for (position, choiceIndex) in item.answer.enumerated() {
          let callback = escaped(HTML.escaped(item.choices[choiceIndex - 1].token))
          let place = escaped(ItemPresentation.both(ItemPresentation.position(position + 1)))
          lines.append("\t=\(callback) -> \(place)")
        }
      } else {
        for (choiceIndex, choice) in item.choices.enumerated() {
          let mark = choiceIndex + 1 == item.answer[0] ? "=" : "~"
          lines.append("\t\(mark)\(escaped(shown.choiceHTML(choice)))")
        }
      }
      lines.append("\t####\(escaped(shown.whyHTML))")
      lines += ["}", ""]
    }
    return lines.joined(separator: "\n")
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
