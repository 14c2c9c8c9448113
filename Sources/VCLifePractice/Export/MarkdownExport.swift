import VCLifeCore
import VCLifeScript

/// A worksheet and its answer key in Markdown: each item's set-up, log, question and
/// choices; then, after a page break, each answer with why. Code stays in backticks, as
/// Markdown writes it.
public enum MarkdownExport {
  /// The items in `language` (`both`: English, then Chinese).
  public static func text(_ items: [PracticeItem], seed: UInt64, language: ReportLanguage)
    -> String
  {
    let say = Say(language: language)
    let count = items.count
    var lines = [
      "# " + say.label(Bilingual("vclife practice: worksheet", "vclife 练习题")),
      "",
    ]
    lines += say.paragraphs(
      Bilingual(
        "Seed \(seed), \(count) \(count == 1 ? "item" : "items"). Every answer comes from a run "
          + "of the simulator; run a set-up with `vclife script` to watch it.",
        "种子 \(seed)，共 \(count) 题。每个答案都来自本模拟器的一次运行；可用 `vclife script` 运行准备步骤来观察。"))
    for (index, item) in items.enumerated() {
      let languages = ExportLanguages(language, marked: false)
      lines += question(ItemPresentation(item: item, number: index + 1, languages: languages), say)
    }
    lines += [
      "", "<div style=\"page-break-before: always\"></div>", "",
      "# " + say.label(answerKey), "",
    ]
    for (index, item) in items.enumerated() {
      let answer: String
      if item.kind == .order {
        answer = item.answer.map(String.init).joined(separator: " → ")
      } else {
        answer = "\(item.answer[0]) (\(say.label(item.choices[item.answer[0] - 1].text)))"
      }
      lines += ["## \(index + 1). \(answer)", "", "`\(item.id)`", ""] + say.paragraphs(item.why)
    }
    return lines.joined(separator: "\n")
  }

  /// The answer key's heading.
  static let answerKey = Bilingual("Answer key", "答案")

  private static func question(_ shown: ItemPresentation, _ say: Say) -> [String] {
    let item = shown.item
    var lines = ["## \(shown.title)", ""]
    let heading = ItemPresentation.setupHeading
    lines += [say.label(heading) + say.colon, "", "```"] + item.shownSetup + ["```", ""]
    if let log = shown.logHeading {
      lines += [say.label(log) + say.colon, "", "```"] + item.log + ["```", ""]
    }
    lines += say.paragraphs(item.question)
    for (index, choice) in item.choices.enumerated() {
      lines.append("\(index + 1). \(say.label(choice.text))")
    }
    if item.kind == .order {
      lines +=
        [""]
        + say.paragraphs(
          Bilingual(
            "Write the numbers in the order the callbacks come.", "按回调的先后顺序写出编号。"))
      lines += [say.label(Bilingual("Order", "顺序")) + say.colon + " ______________________"]
    }
    return lines + [""]
  }

  /// Texts in the worksheet's languages.
  private struct Say {
    let language: ReportLanguage

    /// A short text: both languages joined by " / " (once when they are the same).
    func label(_ text: Bilingual) -> String {
      switch language {
      case .en: text.en
      case .zh: text.zh
      case .both: ItemPresentation.both(text)
      }
    }

    /// A text as paragraphs, each followed by a blank line.
    func paragraphs(_ text: Bilingual) -> [String] {
      language.languages.flatMap { [text.text($0), ""] }
    }

    /// The colon after a heading.
    var colon: String { language == .zh ? "：" : ":" }
  }
}
