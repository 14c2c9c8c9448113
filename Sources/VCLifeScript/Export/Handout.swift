import VCLifeCore

/// The Markdown handout of a recorded session, for students after class: the setup, one
/// numbered section per action that ran (refused ones are left out, as in the exported
/// script), a lesson's narration, questions and the class's answers at its steps, and the
/// state at the end. Every fixed phrase is in the chosen language(s).
struct Handout {
  let session: Session
  let scenarioName: String
  let language: ReportLanguage
  let lesson: LessonProgress?
  /// The script written beside the handout: the file to replay.
  var scriptFile = "vclife-session.vcl"
  /// The order the choices were shown in, and who answered them.
  var choiceOrder = ChoiceOrder.fileOrder
  var audience = Audience.class
  /// The student's own class, whose overrides' callbacks are marked.
  var own: OwnController?

  /// The most actions a handout shows in full: a class's session is a few hundred; a longer
  /// one (a key held down, a script pasted) keeps its last actions, and the replay script, which
  /// is always whole, has the rest — so `x` stays quick and the file readable.
  static let maximumSections = 1_000

  func render() -> String {
    var out = title()
    out += "\n" + setup()
    var number = 0
    // Events are numbered as `vclife script` numbers the exported script's, whose first
    // line, `ios N`, is event 1.
    var eventNumber = 1
    let recorded = session.actions.indices.filter { SessionExport.isRecorded($0, in: session) }
    let skipped = max(0, recorded.count - Self.maximumSections)
    if skipped > 0 {
      for action in recorded.prefix(skipped) {
        eventNumber += session.eventRange(ofAction: action).count
      }
      number = skipped
      out +=
        "\n"
        + paragraphs(
          en: "This session is long: its first \(skipped) actions are left out here; the exported "
            + "script has every one (replay it to see them). The last \(Self.maximumSections) follow.",
          zh: "这次会话很长：这里省略了前 \(skipped) 个操作；导出的脚本包含全部操作（重放即可查看）。"
            + "以下是最后 \(Self.maximumSections) 个。")
    }
    // A lesson's step heads the actions it did (`[ios 6, push Detail]` is one step, two
    // actions): its narration and question come once, before them.
    var nextStep = 0
    for action in recorded.dropFirst(skipped) {
      number += 1
      if let lesson {
        while nextStep < lesson.stepStarts.count, lesson.stepStarts[nextStep] <= action {
          // Steps in the part a long session leaves out stay out with it.
          if lesson.stepStarts[nextStep] >= recorded[skipped] {
            out += "\n" + stepBlock(nextStep, of: lesson)
          }
          nextStep += 1
        }
      }
      let inStep = nextStep > 0
      out += "\n" + section(action, number: number, inStep: inStep, eventNumber: &eventNumber)
    }
    // A last step that did nothing (a summary) still has its words.
    while let lesson, nextStep < lesson.stepStarts.count {
      out += "\n" + stepBlock(nextStep, of: lesson)
      nextStep += 1
    }
    out += "\n" + MarkdownReport.endSection(session.state, language: language)
    if let lesson { out += "\n" + score(lesson) }
    return Self.collapsingBlankLines(out)
  }

  /// Blocks each end with a blank line and are also separated by one: one blank line is
  /// enough between any two.
  static func collapsingBlankLines(_ text: String) -> String {
    // Byte by byte (a handout runs to megabytes): a line feed is one byte and always a
    // character of its own, except after a carriage return, which makes "\r\n" one
    // character that is no "\n" (as a walk by Character counted it).
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    var newlines = 0
    var previous: UInt8 = 0
    for byte in text.utf8 {
      newlines = byte == 0x0A && previous != 0x0D ? newlines + 1 : 0
      if newlines <= 2 { out.append(byte) }
      previous = byte
    }
    return String(decoding: out, as: UTF8.self)
  }

  // MARK: The top

  private func title() -> String {
    var out: String
    if let lesson = lesson?.lesson {
      out = "# \(MarkdownText.text(localizedLabel(lesson.title)))\n\n"
      out += paragraphs(lesson.summary)
    } else {
      out = "# \(language.label("vclife: what UIKit did", "vclife：UIKit 做了什么"))\n\n"
    }
    // The script names its own controllers (a built-in's name, a lesson file's path).
    let replay = MarkdownText.code("vclife script \(scriptFile)")
    out += paragraphs(
      en: "Callbacks are in UIKit's order; effects (in italics) are what UIKit or the system "
        + "did without a callback. Replay the session with \(replay): its events carry the "
        + "numbers they have here.",
      zh: "回调按 UIKit 的顺序列出；效果（斜体）是 UIKit 或系统不经回调所做的事。"
        + "用 \(replay) 可以重放这次会话：其中事件的编号与这里相同。")
    return out
  }

  /// The controllers the session used, with how each is made, and the starting settings.
  private func setup() -> String {
    let start = session.initialState
    var out = "## \(language.label("Setup", "准备"))\n\n"
    out += paragraphs(
      en: "Budget \(ByteCount.text(start.budget)); memory warnings behave as in "
        + "\(start.behavior.title) at the start.",
      zh: "预算 \(ByteCount.text(start.budget))；开始时内存警告按 \(start.behavior.title) 处理。")
    // A student's Swift class run on iOS 5 (at the start or after an `ios 5`): Swift needs
    // iOS 7, as the live screen's status line says.
    let ranOnIOS5 =
      start.behavior == .iOS5 || session.actions.contains { $0 == .setBehavior(.iOS5) }
    if ranOnIOS5, let asIf = own?.asIfSentence(on: .iOS5) { out += paragraphs(asIf) }
    let names = usedControllers()
    guard !names.isEmpty else { return out }
    out +=
      "| "
      + [
        language.label("controller", "控制器"), language.label("origin", "来源"),
        language.label("on warning", "内存警告处理"), language.label("Auto Layout", "自动布局"),
      ].joined(separator: " | ") + " |\n|---|---|---|---|\n"
    for name in names {
      let template = session.state.template(named: name)
      // The origin and the handler are the script's own words: code, in every language.
      var origin = MarkdownText.code(template.origin.rawValue, inTable: true)
      if template.origin == .custom && template.callsSuper {
        origin += language.label(" (calls super)", "（调用 super）")
      }
      let autoLayout = template.autoLayout ? language.label("yes", "是") : language.label("no", "否")
      // The mistakes of SPEC §10 go with the handler: they are what a warning reveals.
      let handler = ([template.onWarning.rawValue] + template.gotchas.pickerWords)
        .map { MarkdownText.code($0, inTable: true) }.joined(separator: " · ")
      out +=
        "| \(MarkdownText.cell(name)) | \(origin) "
        + "| \(handler) | \(autoLayout) |\n"
    }
    return out + "\n"
  }

  /// The controllers the recorded actions created, in the order they were first created:
  /// the app's own view controllers, never a container, the scene's delegate or a sheet's
  /// presentation delegate, which events are about too. A set remembers the names seen:
  /// looking each event's name up in the list grew with the square of a deep stack (10,000
  /// pushes took seconds).
  private func usedControllers() -> [String] {
    var names: [String] = []
    var seen: Set<String> = []
    for action in session.actions.indices where SessionExport.isRecorded(action, in: session) {
      for event in session.events[session.eventRange(ofAction: action)]
      where event.name == .callback(.initWithNibNameBundle)
        || event.name == .callback(.initWithCoder)
      {
        if seen.insert(event.object).inserted { names.append(event.object) }
      }
    }
    return names
  }

  // MARK: Sections

  /// An action's section: under a lesson's step a level lower. The command is code, the
  /// same in every language, as `vclife script --format markdown` writes it.
  private func section(_ action: Int, number: Int, inStep: Bool, eventNumber: inout Int)
    -> String
  {
    let range = session.eventRange(ofAction: action)
    let level = inStep ? "###" : "##"
    var out = "\(level) \(number). \(MarkdownText.code(session.actions[action].scriptText))\n\n"
    var openTable = false
    for index in range {
      let event = session.events[index]
      eventNumber += 1
      switch event.kind {
      case .action where event.object == "System":
        out += "\n\(level)# \(language.label("The system warns", "系统发出警告"))\n\n"
        out += MarkdownText.text(language.reason(event)) + "\n"
        openTable = false
      case .action where event.reason == .userAction:
        // "You asked for this" says nothing a reader of the handout does not know.
        continue
      case .action:
        out += MarkdownText.text(language.reason(event)) + "\n"
      case .error:
        // A refused action is not recorded at all; nothing else is an error.
        continue
      case .callback, .effect:
        if !openTable {
          out += "\n" + MarkdownReport.tableHeader(language)
          openTable = true
        }
        out += MarkdownReport.row(
          eventNumber, event, language: language, mark: own?.mark(for: event))
      }
    }
    return out
  }

  /// A lesson step, before the actions it did: its heading, what the teacher says, the
  /// question, the choices with the right one marked, and what the class answered.
  private func stepBlock(_ index: Int, of progress: LessonProgress) -> String {
    let step = progress.lesson.steps[index]
    let total = progress.lesson.steps.count
    var out =
      "## \(language.label("Step \(index + 1) of \(total)", "第 \(index + 1) 步，共 \(total) 步"))\n\n"
    // The question comes first, as the class met it; what the teacher says answers it.
    guard let predict = step.predict else { return out + paragraphs(step.say) }
    out += "**\(language.label("Predict", "预测"))**\n\n" + paragraphs(predict)
    let chosen = index < progress.chosen.count ? progress.chosen[index] : nil
    if !step.choices.isEmpty {
      // In the order shown in class: the numbers are the ones answered by.
      let count = step.choices.count
      for (offset, lessonChoice) in choiceOrder.lessonChoices(step: index, count: count)
        .enumerated()
      {
        let choice = step.choices[lessonChoice - 1]
        var line = "\(offset + 1). \(MarkdownText.text(localizedLabel(choice)))"
        if lessonChoice == step.answer {
          line += " — **\(language.label("right answer", "正确答案"))**"
        }
        if lessonChoice == chosen {
          line += " — *\(language.label(audience.choiceMark.en, audience.choiceMark.zh))*"
        }
        out += line + "\n"
      }
      out += "\n"
      if let chosen {
        let right = chosen == step.answer
        let shown = choiceOrder.shownNumber(of: chosen, step: index, count: count)
        let answered = audience.answered(shown)
        out += paragraphs(
          en: "\(answered.en): \(right ? "right" : "wrong").",
          zh: "\(answered.zh)：\(right ? "正确" : "错误")。")
      } else {
        out += paragraphs(
          en: audience == .class ? "The class did not answer." : "You did not answer.",
          zh: audience == .class ? "全班没有作答。" : "你没有作答。")
      }
      out += votes(index < progress.votes.count ? progress.votes[index] : [], step: index)
    }
    out += "**\(language.label("What happened", "发生了什么"))**\n\n"
    return out + paragraphs(step.say)
  }

  /// A class's votes on a question, round by round: each choice's count under the number it
  /// was shown by, how many answered.
  private func votes(_ rounds: [VoteRound], step: Int) -> String {
    rounds.enumerated().map { round, votes in
      let counts = choiceOrder.shown(votes, step: step).counts.enumerated().map {
        "\($0 + 1): \($1)"
      }
      let first = rounds.count > 1 ? ("First vote", "第一次投票") : ("The students voted", "学生投票")
      let label = round == 0 ? first : ("Second vote", "第二次投票")
      return paragraphs(
        en: "\(label.0): \(counts.joined(separator: ", ")) (\(votes.answered) of \(votes.joined) "
          + "students answered).",
        zh: "\(label.1)：\(counts.joined(separator: "，"))（\(votes.joined) 名学生中 "
          + "\(votes.answered) 名作答）。")
    }.joined()
  }

  private func score(_ progress: LessonProgress) -> String {
    let (right, asked) = progress.score
    let questions = progress.stepStarts.indices.filter { progress.lesson.steps[$0].answer != nil }
    var out = "## \(language.label("Score", "得分"))\n\n"
    out += paragraphs(
      en: "\(right) right of \(asked) answered (\(questions.count) "
        + (questions.count == 1 ? "question" : "questions") + " with choices).",
      zh: "回答了 \(asked) 题，答对 \(right) 题（共 \(questions.count) 道选择题）。")
    return out
  }

  // MARK: Languages

  /// A lesson's text for a heading or a list item: both languages on one line.
  private func localizedLabel(_ text: Localized) -> String {
    language.label(text.en, text.zh)
  }

  /// A lesson's text as paragraphs: one per language.
  private func paragraphs(_ text: Localized) -> String { language.paragraphs(text) }

  /// Fixed text (already safe Markdown), one paragraph per language.
  private func paragraphs(en: String, zh: String) -> String {
    language.paragraphs(en: en, zh: zh)
  }
}

extension ReportLanguage {
  /// A lesson's text as Markdown paragraphs, one per language, escaped.
  func paragraphs(_ text: Localized) -> String {
    paragraphs(en: text.en, zh: text.zh, escaping: true)
  }

  /// Fixed text (already safe Markdown) or, `escaping`, a lesson's text, one paragraph per
  /// language.
  func paragraphs(en: String, zh: String, escaping: Bool = false) -> String {
    texts((en, zh)).map { (escaping ? MarkdownText.paragraph($0) : $0) + "\n\n" }.joined()
  }
}
