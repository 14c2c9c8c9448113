import VCLifeClassroom
import VCLifeCore
import VCLifeScript

/// The text the class must read, wrapped whole to a width: a lesson's question with its
/// choices (until revealed), what the step says, the answer and the score; and why the
/// current event happened. The log, the projector and the compare screen all show it, and
/// the panes give way to it rather than cut it.
struct TeachingText {
  /// A wrapped line and its style.
  typealias Line = (text: String, style: Style)

  /// The lesson's lines: never cut.
  var lesson: [Line] = []
  /// Why the current event happened: shown whole when there is room (always, outside a lesson).
  var why: [Line] = []
  /// Whether `y` asked for ``why`` whole: it is then shown under the lesson's lines, never in
  /// their place (the panes, or the projector's banner, give way to both).
  var whyRequested = false
  /// The lines a reason asked for with `y` takes the place of when the screen has no room
  /// for both (see ``shown(room:)``): the step's narration, or an open question's choices
  /// and hint (the question itself stays).
  private var givesWayToWhy: Range<Int>?
  /// The line that says `y` brings those lines back, under a reason shown in their place.
  private var givenWayNotice: Line = ("", Style(.dim))
  /// The rows ``why`` keeps whatever the current event needs, where the log can spare them:
  /// room for a reason of ``steadyReasonWidth`` columns in each language shown.
  var steadyWhyRows = 0

  /// The language(s), the width and the ellipsis the lines are written in: the notice of a
  /// cut text (see ``fitted(_:rows:screenWidth:screenHeight:comparing:)``) is written the same way.
  private let language: ReportLanguage
  private let width: Int
  private let ellipsis: Character
  /// Whether the text is a lesson's, whose sizes were measured (see ``wholeInBoth``); a
  /// practice item's feedback was not, so its notice names no size.
  private let isMeasured: Bool
  /// Whether `c` is this screen's to press: a class's student follows the teacher's mode.
  private let switchesScreens: Bool
  /// The lines that end the lesson (the score): a text too long for the screen keeps them
  /// whole and is cut above them.
  private(set) var endTexts: Set<String> = []

  /// The smallest size at which every built-in lesson's text is whole in both languages.
  static let wholeInBoth = (width: 80, height: 24)

  /// Nine reasons in ten fit in this many columns in English, nearly all in Chinese.
  static let steadyReasonWidth = 150

  /// The lines for the teaching facts and the moment at a width, in the language(s) of
  /// `context`: English first, then Chinese.
  init(_ teaching: Teaching, _ context: FrameContext, width: Int) {
    let language = context.language
    let languages = language.languages
    steadyWhyRows = languages.count * max(1, (Self.steadyReasonWidth + width - 1) / max(1, width))
    self.language = language
    self.width = width
    ellipsis = context.glyphs.ellipsis
    isMeasured = teaching.practice == nil
    switchesScreens = !teaching.isStudent
    // The longest wording that fits: cut, the notice in both languages lost its key's words.
    let back = [
      Localized(
        en: "y again shows the rest of the text (no room for both here)",
        zh: "再按 y 显示其余的文字（此处放不下两者）"),
      Localized(en: "y again: the rest of the text", zh: "再按 y：其余的文字"),
    ].map { Words.inline($0, language) }
    givenWayNotice.text = TextWrap.fitted(
      back.first { DisplayWidth.of($0) <= width } ?? back[back.count - 1], width: width,
      ellipsis: context.glyphs.ellipsis)
    func add(_ text: String, _ style: Style, to lines: inout [Line]) {
      for line in TextWrap.lines(text, width: width) { lines.append((line, style)) }
    }
    if let practice = teaching.practice {
      // Practice: the topic's mastery, the streak and what is due, over the item. Its
      // figures are the same in both languages: on a narrow screen the line is said once,
      // in English (the topic is the word `--topic` takes), where they fit.
      for language in width < Self.wholeInBoth.width - 2 ? [languages[0]] : languages {
        add(practice.standingLine.text(language), Style(.dim), to: &lesson)
      }
    }
    if teaching.onDetour {
      // Off the lesson's path: its narration and answer would describe another app.
      for language in languages {
        add(
          Said.offLesson(
            step: teaching.step, practising: teaching.practice != nil,
            following: teaching.isStudent
          ).text(language),
          Style(.warning, [.bold]),
          to: &lesson)
      }
    } else if let question = teaching.question {
      for language in languages {
        add(
          Words.predict.text(language) + question.text(language), Style(.warning, [.bold]),
          to: &lesson)
      }
      let choicesStart = lesson.count
      // An item whose log is the question: its short choices both languages write alike
      // (versions, names, action lines) go on one row, and the log keeps the rows.
      let oneRow = teaching.choices.enumerated().map { "\($0.offset + 1) \($0.element.en)" }
        .joined(separator: "   ")
      let fitsOneRow =
        teaching.practice?.mask != nil && teaching.choices.count > 1
        && teaching.choices.allSatisfy { $0.en == $0.zh } && DisplayWidth.of(oneRow) <= width
      if fitsOneRow { lesson.append((oneRow, Style(.normal))) }
      for (index, choice) in teaching.choices.enumerated() where !fitsOneRow {
        let chosen = teaching.chosen == index + 1
        // The mark follows the number, so every choice starts in the same column (a leading
        // space would be trimmed by the wrap and the chosen line would stand one column out).
        let mark = chosen ? String(context.glyphs.arrowRight) : " "
        add(
          // A choice both languages write alike (a callback) is written once.
          "\(index + 1)\(mark) "
            + (choice.en == choice.zh
              ? choice.en : languages.map { choice.text($0) }.joined(separator: " / ")),
          Style(chosen ? .highlight : .normal), to: &lesson)
      }
      for line in ClassText.whileAsked(teaching) {
        add(Words.sentence(line, language), Style(.highlight), to: &lesson)
      }
      // Practising in both languages on a narrow screen, the legend's `1-4 answer` is the
      // hint: said twice it took two of the rows the choices need.
      if teaching.practice == nil || languages.count == 1 || width >= Self.wholeInBoth.width - 2 {
        add(
          Words.sentence(
            teaching.practice?.hint ?? ClassText.hint(teaching) ?? Self.hint(teaching), language),
          Style(.dim),
          to: &lesson)
      }
      givesWayToWhy = choicesStart..<lesson.count
    } else {
      if let result = teaching.practice?.result ?? Self.result(teaching) {
        add(
          Words.sentence(result.text, language),
          Style(result.right ? .loaded : .warning, [.bold]), to: &lesson)
      }
      for line in ClassText.votes(teaching) {
        add(Words.sentence(line, language), Style(.highlight), to: &lesson)
      }
      if let taught = teaching.lesson, teaching.step == 0 {
        // The title card: what the class is about to see, before the first step.
        for language in languages {
          add(taught.title.text(language), Style(.highlight, [.bold]), to: &lesson)
        }
      }
      if let said = teaching.narration {
        let first = lesson.count
        for language in languages { add(said.text(language), Style(.title, [.bold]), to: &lesson) }
        givesWayToWhy = first..<lesson.count
      }
      if let taught = teaching.lesson, teaching.step == 0 {
        // A student's class starts when the teacher plays step 1.
        let start =
          teaching.isStudent
          ? Localized(en: "The teacher plays step 1.", zh: "由老师开始第 1 步。")
          : Localized(en: "n plays step 1.", zh: "按 n 开始第 1 步。")
        let counts = LessonMenu.counts(taught)
        add(
          Words.sentence(
            Localized(en: counts.en + ". " + start.en, zh: counts.zh + "。" + start.zh),
            language), Style(.dim), to: &lesson)
      }
      if teaching.lesson != nil, teaching.practice == nil, teaching.isDone {
        let first = lesson.count
        add(Words.sentence(Self.end(teaching), language), Style(.title, [.bold]), to: &lesson)
        endTexts = Set(lesson[first...].map(\.text))
      }
    }
    // While a question is open its callbacks' reasons wait for `y`: each is shown as it is
    // revealed, under the question and its choices, which stay.
    if teaching.question == nil || teaching.showsWholeWhy, let event = context.current {
      let reason = Self.reason(of: event, teaching)
      for language in languages {
        add(Self.whyLabel(event).text(language) + reason.text(language), Style(.normal), to: &why)
      }
    }
    // `y`: the reason whole, under the lesson's text (the right or wrong line, the
    // narration), never in its place; `y` again, or the next step, takes it away.
    whyRequested = teaching.showsWholeWhy && !why.isEmpty && !lesson.isEmpty
  }

  /// The lesson's lines, and under them the reason when `y` asked for it: what must be shown
  /// whole.
  var shown: [Line] { whyRequested ? lesson + why : lesson }

  /// ``shown`` in `room` rows: when the reason `y` asked for and the lesson's lines do not
  /// both fit, the reason takes the narration's place (the question, the right or wrong line
  /// and the score stay; a question's choices give way, the question stays), with a line
  /// saying that `y` again brings them back; on a screen too small even for that, the
  /// reason alone, with that line.
  func shown(room: Int) -> [Line] {
    guard whyRequested, lesson.count + why.count > room, let lines = givesWayToWhy else {
      return shown
    }
    var shown = lesson
    shown.replaceSubrange(lines, with: why + [givenWayNotice])
    // A screen too small even for that (60×20 in both languages): the reason alone.
    return shown.count > room ? why + [givenWayNotice] : shown
  }

  /// The line that takes the last row of a text cut on a screen of this size, saying what
  /// shows it whole: measured, every built-in lesson is whole from 60×20 in one language,
  /// from ``wholeInBoth`` in both, so on a screen that size or larger (or in one language)
  /// only a larger terminal or one language can.
  /// In compare mode (`comparing`) the sides take the rows: one app (`c`) has more (on a
  /// student's screen the teacher chooses the mode, and the notice is the single screen's).
  func cutNotice(screenWidth: Int, screenHeight: Int, comparing: Bool = false) -> Line {
    let whole = Self.wholeInBoth
    let notice: Localized
    if comparing, switchesScreens {
      notice = Localized(
        en: "… more: c (one app) or a larger terminal shows it whole",
        zh: "……未完：按 c（单个应用）或放大终端可完整显示")
    } else if language != .both {
      notice = Localized(
        en: "… more: a larger terminal shows it whole", zh: "……未完：放大终端可完整显示")
    } else if !isMeasured {
      notice = Localized(
        en: "… more: L (one language) or a larger terminal shows more",
        zh: "……未完：按 L（单语）或放大终端可显示更多")
    } else if screenWidth >= whole.width, screenHeight >= whole.height {
      notice = Localized(
        en: "… more: L (one language) or a larger terminal shows it whole",
        zh: "……未完：按 L（单语）或放大终端可完整显示")
    } else {
      let size = "\(whole.width)×\(whole.height)"
      notice = Localized(
        en: "… more: \(size) or L (one language) shows it whole",
        zh: "……未完：\(size) 或按 L（单语）可完整显示")
    }
    return (
      TextWrap.fitted(Words.inline(notice, language), width: width, ellipsis: ellipsis),
      Style(.warning, [.bold])
    )
  }

  /// `lines` (this text's, as shown) in `rows`: whole when they fit; else cut, the notice of
  /// ``cutNotice(screenWidth:screenHeight:comparing:)`` on the last row of what is kept, and the end of
  /// the lesson (its score) kept whole under it, as it matters more than the narration's tail.
  func fitted(
    _ lines: [Line], rows: Int, screenWidth: Int, screenHeight: Int, comparing: Bool = false
  ) -> [Line] {
    guard lines.count > rows else { return lines }
    guard rows > 0 else { return [] }
    let ends = lines.filter { endTexts.contains($0.text) }
    // A screen with no room even for the score and a notice: the score first.
    guard rows > ends.count else { return Array(ends.prefix(rows)) }
    var kept = Array(lines.filter { !endTexts.contains($0.text) }.prefix(rows - ends.count))
    kept[kept.count - 1] = cutNotice(
      screenWidth: screenWidth, screenHeight: screenHeight, comparing: comparing)
    return kept + ends
  }

  /// "why: ", or for an effect "why (effect): ": a name in parentheses is
  /// something UIKit or the system did with no method of that name to look up.
  static func whyLabel(_ event: Event) -> Localized {
    event.kind == .effect ? Words.whyOfEffect : Words.why
  }

  /// Why an event happened. A lesson's own step is not the teacher's action: its action
  /// line says the lesson asked for it.
  static func reason(of event: Event, _ teaching: Teaching) -> Localized {
    if teaching.lesson != nil, !teaching.onDetour, event.kind == .action,
      event.reason == .userAction
    {
      if teaching.practice != nil {
        return Localized(
          en: "The item does this; the callbacks below are UIKit's answer.",
          zh: "这是题目的操作；下面的回调是 UIKit 的响应。")
      }
      return Localized(
        en: "The lesson does this; the callbacks below are UIKit's answer.",
        zh: "这是课程的操作；下面的回调是 UIKit 的响应。")
    }
    return Said.reason(event)
  }

  /// What to press while a question is up.
  static func hint(_ teaching: Teaching) -> Localized {
    if teaching.isRecorded {
      // A recording's viewers press no key: the answer comes by itself after a pause.
      return Localized(en: "Pause and think: the answer follows.", zh: "暂停想一想：答案随后揭晓。")
    }
    let count = teaching.choices.count
    let hidden = teaching.hidden
    let reveal =
      hidden == 1
      ? Localized(
        en: "space or n reveals the last callback.", zh: "空格或 n 揭示最后一个回调。")
      : Localized(
        en: "space reveals the next of \(hidden) callbacks, n all of them.",
        zh: "空格揭示下一个（共 \(hidden) 个回调），n 全部揭示。")
    if count == 0 { return reveal }
    // A class's vote closed by the first reveal key: a number no longer answers.
    if teaching.voteClosed, teaching.chosen == nil {
      return Localized(en: "The vote is closed; " + reveal.en, zh: "投票已结束；" + reveal.zh)
    }
    if let chosen = teaching.chosen {
      let said = teaching.audience.chose(chosen)
      return Localized(en: said.en + "; " + reveal.en, zh: said.zh + "；" + reveal.zh)
    }
    let answer = teaching.audience.answerNoun
    return Localized(
      en: "Press 1–\(count) for \(answer.en), then space or n to reveal.",
      zh: "按 1–\(count) 输入\(answer.zh)，再按空格或 n 揭示。")
  }

  /// After a question with choices is revealed: the right answer, and whether the class had it.
  static func result(_ teaching: Teaching) -> (text: Localized, right: Bool)? {
    guard let answer = teaching.answer, answer <= teaching.choices.count else { return nil }
    // The choices were on screen with the question; the answer's number is enough now, and
    // leaves the room to the narration.
    guard let chosen = teaching.chosen else {
      // A student in a class answers for themself; the teacher's screen (and the teacher's
      // presenter view) may have no choice.
      guard teaching.isStudent, !teaching.isPresenter else {
        return (Localized(en: "Answer: \(answer).", zh: "答案：\(answer)。"), true)
      }
      // A student who joined (again) after the question was asked may have answered it on
      // the connection before: this screen only knows it had no answer.
      return teaching.askedHere
        ? (
          Localized(en: "You did not answer. Answer: \(answer).", zh: "你没有作答。答案：\(answer)。"), false
        )
        : (
          Localized(
            en:
              "You joined after this question was asked: no answer from this screen. Answer: \(answer).",
            zh: "你在这道题提出之后才加入：本屏幕没有作答。答案：\(answer)。"), false
        )
    }
    let right = chosen == answer
    let said =
      teaching.isStudent
      ? Localized(en: "you chose \(chosen)", zh: "你选了 \(chosen)")
      : teaching.audience.choseInline(chosen)
    return (
      Localized(
        en: (right ? "Right! " : "Not quite: \(said.en). ") + "Answer: \(answer).",
        zh: (right ? "答对了！" : "不对：\(said.zh)。") + "答案：\(answer)。"),
      right
    )
  }

  /// " c walks it again, iOS 5 beside iOS 6+.": the versions the lesson's compare mode shows.
  private static func walkAgain(_ teaching: Teaching) -> Localized {
    // In compare mode `c` goes back to one app.
    if teaching.isComparing {
      return Localized(en: " c returns to one app.", zh: "按 c 回到单个应用。")
    }
    let left = teaching.compareKind.label(of: .left) ?? ""
    let right = teaching.compareKind.label(of: .right) ?? ""
    return Localized(
      en: " c walks it again, \(left) beside \(right).", zh: "按 c 并排重走一遍：\(left) 与 \(right)。")
  }

  /// The line that ends a lesson: done, with the score when questions were answered.
  static func end(_ teaching: Teaching) -> Localized {
    let score = teaching.score
    // A recording's viewers press no key, and a student's class is the teacher's to walk
    // again; a class in the room can walk the lesson again side by side.
    let again =
      teaching.isRecorded || teaching.isStudent
      ? Localized(en: "", zh: "") : Self.walkAgain(teaching)
    guard score.asked > 0 else {
      return Localized(en: "End of the lesson." + again.en, zh: "课程结束。" + again.zh)
    }
    return Localized(
      en: "End of the lesson. Score: \(score.right) / \(score.asked) right." + again.en,
      zh: "课程结束。得分：答了 \(score.asked) 题，答对 \(score.right) 题。" + again.zh)
  }
}
