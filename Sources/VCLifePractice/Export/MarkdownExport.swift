import VCLifeCore

/// A worksheet and its answer key in Markdown: each item's set-up, log, question and
/// choices in both languages; then, after a page break, each answer with why.
public enum MarkdownExport {
  public static func text(_ items: [PracticeItem], seed: UInt64) -> String {
    var lines = [
      "# vclife practice: worksheet / 练习题",
      "",
      "Seed \(seed), \(items.count) \(items.count == 1 ? "item" : "items"). Every answer comes from a run of the simulator; "
        + "run a set-up with `vclife script` to watch it.",
      "",
      "种子 \(seed)，共 \(items.count) 题。每个答案都来自本模拟器的一次运行；"
        + "可用 `vclife script` 运行准备步骤来观察。",
      "",
    ]
    for (index, item) in items.enumerated() {
      lines += question(ItemPresentation(item: item, number: index + 1))
    }
    lines += ["", "<div style=\"page-break-before: always\"></div>", "", "# Answer key / 答案", ""]
    for (index, item) in items.enumerated() {
      let answer: String
      if item.kind == .order {
        answer = item.answer.map(String.init).joined(separator: " → ")
      } else {
        answer =
          "\(item.answer[0]) (\(ItemPresentation.both(item.choices[item.answer[0] - 1].text)))"
      }
      lines += [
        "## \(index + 1). \(answer)", "", "`\(item.id)`", "", item.why.en, "", item.why.zh, "",
      ]
    }
    return lines.joined(separator: "\n")
  }

  private static func question(_ shown: ItemPresentation) -> [String] {
    let item = shown.item
    var lines = ["## \(shown.title)", ""]
    let heading = ItemPresentation.setupHeading
    lines += ["\(heading.en) / \(heading.zh):", "", "```"] + item.shownSetup + ["```", ""]
    if let log = shown.logHeading {
      lines += ["\(log.en) / \(log.zh):", "", "```"] + item.log + ["```", ""]
    }
    lines += [item.question.en, "", item.question.zh, ""]
    for (index, choice) in item.choices.enumerated() {
      lines.append("\(index + 1). \(ItemPresentation.both(choice.text))")
    }
    if item.kind == .order {
      lines += [
        "",
        "Write the numbers in the order the callbacks come. / 按回调的先后顺序写出编号。",
        "",
        "Order / 顺序: ______________________",
      ]
    }
    return lines + [""]
  }
}
