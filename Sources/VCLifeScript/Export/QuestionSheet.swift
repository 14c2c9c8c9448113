/// A lesson's questions without their answers, for homework: written by `x` beside the
/// handout (which has the answers) and the script (whose replay asks the same questions and
/// reveals what UIKit does). Every step is listed with its actions; a step without a
/// question keeps its narration (it sets the scene), a question's step shows only the
/// question and its choices, in the order the class saw them, with room for an answer.
struct QuestionSheet {
  let lesson: Lesson
  let language: ReportLanguage
  let choiceOrder: ChoiceOrder
  /// The script and the handout written beside the sheet.
  let scriptFile: String
  let handoutFile: String

  /// The sheet, or nil for a lesson that asks nothing.
  func render() -> String? {
    guard lesson.steps.contains(where: { $0.predict != nil }) else { return nil }
    var out =
      "# \(MarkdownText.text(language.label(lesson.title.en, lesson.title.zh)))"
      + " — \(language.label("questions", "问题"))\n\n"
    out += language.paragraphs(lesson.summary)
    let replay = MarkdownText.code("vclife --replay \(scriptFile)")
    let handout = MarkdownText.code(handoutFile)
    out += language.paragraphs(
      en: "Write your answer to each question first. Then \(replay) plays the lesson step by "
        + "step, asks the same questions (choices in the same order) and shows what UIKit "
        + "does; the handout, \(handout), has the answers and the explanations.",
      zh: "先写下每个问题的答案。然后运行 \(replay)：它逐步播放课程，提出同样的问题（选项顺序相同），"
        + "并展示 UIKit 的实际行为；讲义 \(handout) 里有答案和解释。")
    let total = lesson.steps.count
    var number = 0
    for (index, step) in lesson.steps.enumerated() {
      let heading = language.label(
        "Step \(index + 1) of \(total)", "第 \(index + 1) 步，共 \(total) 步")
      out += "\n## \(heading)\n\n"
      out += step.actions.map { MarkdownText.code($0.scriptText) }.joined(separator: " · ")
      out += "\n\n"
      guard let predict = step.predict else {
        out += language.paragraphs(step.say)
        continue
      }
      number += 1
      out += "**\(language.label("Question \(number)", "问题 \(number)"))**\n\n"
      out += language.paragraphs(predict)
      let shown = choiceOrder.shown(step.choices, step: index)
      for (offset, choice) in shown.enumerated() {
        out += "\(offset + 1). \(MarkdownText.text(language.label(choice.en, choice.zh)))\n"
      }
      if !shown.isEmpty { out += "\n" }
      out += "\(language.label("Your answer", "你的答案")): ____\n"
    }
    return Handout.collapsingBlankLines(out)
  }
}
