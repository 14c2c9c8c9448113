import VCLifePractice
import VCLifeScript

/// What the teaching text says of practice: the item, the student's answer and lines, the
/// streak, the topic's mastery and what is due.
public struct PracticeFacts: Sendable {
  /// The item on screen.
  public var item: PracticeItem
  /// Right answers in a row; answers given here, and right.
  public var streak = 0
  public var answered = 0
  public var right = 0
  /// Items due today, as the store says.
  public var due = 0
  /// The item's topic: items seen and known, as the store says (nil: none answered yet).
  public var mastery: (seen: Int, known: Int)?
  /// The student's answer, once given.
  public var given: [Int]?
  /// In how many days the item comes back, once the store has it.
  public var comesBackIn: Int?
  /// What practice is narrowed to.
  public var filters = PracticeFilters()
  /// An `order` item's lines as arranged (choice numbers), and the picked line.
  public var arrangement: [Int] = []
  public var picked: Int?
  /// What the screen keeps back until the answer (see ``PracticeMask``).
  public var mask: PracticeMask?

  init(item: PracticeItem) { self.item = item }

  /// The line over the item: "navigation: 40% known (2/5) · streak 3 · 4 due today" (the due
  /// items come first; the log's title says the kind and the level).
  public var standingLine: Localized {
    let topic = PracticeWords.topic(item.topic)
    let known =
      mastery.map { mastery in
        let percent = mastery.seen == 0 ? 0 : mastery.known * 100 / mastery.seen
        return Localized(
          en: "\(percent)% known (\(mastery.known)/\(mastery.seen))",
          zh: "掌握 \(percent)%（\(mastery.known)/\(mastery.seen)）")
      } ?? Localized(en: "new", zh: "新主题")
    return Localized(
      en:
        "\(topic.en): \(known.en) · streak \(streak) · \(due) due today",
      zh: "\(topic.zh)：\(known.zh) · 连对 \(streak) · 今天到期 \(due)")
  }

  /// Once answered: right or not, the right answer, and when the item comes back.
  public var result: (text: Localized, right: Bool)? {
    guard let given else { return nil }
    let right = given == item.answer
    let back =
      comesBackIn.map { days in
        days == 1
          ? Localized(en: " It comes back tomorrow.", zh: "明天再练。")
          : Localized(en: " It comes back in \(days) days.", zh: "\(days) 天后再练。")
      } ?? Localized(en: "", zh: "")
    if item.kind == .order {
      let placed = zip(given, item.answer).filter { $0 == $1 }.count
      return (
        right
          ? Localized(
            en: "Right! That is UIKit's order." + back.en, zh: "答对了！这正是 UIKit 的顺序。" + back.zh)
          : Localized(
            en: "Not quite: \(placed) of \(given.count) in place; UIKit's order is below."
              + back.en,
            zh: "不对：\(given.count) 行中 \(placed) 行位置正确；正确顺序见下文。" + back.zh),
        right
      )
    }
    let answer = item.answer.first ?? 0
    let chosen = given.first ?? 0
    return (
      right
        ? Localized(en: "Right! Answer: \(answer)." + back.en, zh: "答对了！答案：\(answer)。" + back.zh)
        : Localized(
          en: "Not quite: you chose \(chosen). Answer: \(answer)." + back.en,
          zh: "不对：你选了 \(chosen)。答案：\(answer)。" + back.zh),
      right
    )
  }

  /// What to press while the item waits for an answer.
  public var hint: Localized {
    if item.kind == .order {
      return Localized(
        en: "1–\(arrangement.count) picks a line, ↑ ↓ move it; Enter checks the order.",
        zh: "按 1–\(arrangement.count) 选中一行，↑ ↓ 移动它；按 Enter 提交顺序。")
    }
    return Localized(
      en: "Press 1–\(item.choices.count) for your answer: the action then plays.",
      zh: "按 1–\(item.choices.count) 作答，随后播放该操作。")
  }
}

/// The topics' and kinds' names in both languages (the exports name them too).
public enum PracticeWords {
  /// What an item of a kind asks, in a word or two (English: the word `--kind` takes).
  public static func kind(_ kind: ItemKind) -> Localized { kind.name }

  public static func topic(_ topic: Topic) -> Localized { topic.name }
}
