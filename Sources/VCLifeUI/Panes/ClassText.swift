import VCLifeClassroom
import VCLifeScript

/// The teaching text's lines about a class's own answers: how many students answered while a
/// question is open, the distribution of their votes at the reveal, and on a student's screen
/// their own answer ("you chose").
enum ClassText {
  /// While a question is open: the teacher's count of answers; nothing on a student's
  /// screen. The first vote's distribution is not shown during a second vote (it would
  /// anchor the discussion): the reveal shows both. The presenter's view, the teacher's own,
  /// sees the answers as they come, and who gave them.
  static func whileAsked(_ teaching: Teaching) -> [Localized] {
    if teaching.isPresenter { return presenter(teaching) }
    guard !teaching.isStudent, let answering = teaching.answering else { return [] }
    if answering.round == 2 {
      return [
        Localized(
          en: "Second vote: \(answering.answered) of \(answering.joined) students' answers "
            + "stand (a first answer stands until changed).",
          zh: "第二次投票：\(answering.joined) 名学生中 \(answering.answered) 名的回答有效"
            + "（第一次的回答在更改之前有效）。")
      ]
    }
    return [
      Localized(
        en: "\(answering.answered) of \(answering.joined) students answered.",
        zh: "\(answering.joined) 名学生中已有 \(answering.answered) 名作答。")
    ]
  }

  /// The presenter's lines while a question is open: the first vote (during a second), the
  /// open round's answers so far, and the accounts that answered.
  private static func presenter(_ teaching: Teaching) -> [Localized] {
    var lines = teaching.votes.isEmpty ? [] : [first(teaching)]
    if let tally = teaching.liveTally {
      lines.append(
        distribution(
          tally, label: Localized(en: "Answers so far", zh: "目前的回答")))
    }
    if !teaching.answeredBy.isEmpty {
      let names = teaching.answeredBy.joined(separator: ", ")
      lines.append(
        Localized(
          en: "Answered (\(teaching.answeredBy.count)): \(names)",
          zh: "已作答（\(teaching.answeredBy.count)）：\(names)"))
    }
    return lines
  }

  /// The first vote's distribution, shown to the class for its discussion.
  private static func first(_ teaching: Teaching) -> Localized {
    distribution(teaching.votes[0], label: Localized(en: "First vote", zh: "第一次投票"))
  }

  /// What to press while a question is open, in a class: nil outside one.
  static func hint(_ teaching: Teaching) -> Localized? {
    if teaching.isPresenter {
      return Localized(
        en: "Presenter view: the class sees these answers only at the reveal.",
        zh: "演示者视图：全班要到揭示时才看到这些回答。")
    }
    if teaching.isStudent {
      let count = teaching.choices.count
      if count == 0 {
        return Localized(en: "The teacher reveals the callbacks.", zh: "由老师揭示回调。")
      }
      if teaching.voteClosed {
        return teaching.chosen.map {
          Localized(
            en: "You chose \($0); the vote is closed.", zh: "你选了 \($0)；投票已结束。")
        } ?? Localized(en: "The vote is closed.", zh: "投票已结束。")
      }
      if teaching.isSecondVote {
        return teaching.chosen.map {
          Localized(
            en: "Second vote: you chose \($0); you may change it until the vote closes.",
            zh: "第二次投票：你选了 \($0)；投票结束之前可以更改。")
        }
          ?? Localized(
            en: "Second vote: press 1–\(count); your first answer stands if you do not.",
            zh: "第二次投票：按 1–\(count) 作答；不作答则第一次的回答有效。")
      }
      guard let chosen = teaching.chosen else {
        return Localized(
          en: "Press 1–\(count) for your answer; the teacher reveals.",
          zh: "按 1–\(count) 作答；由老师揭示。")
      }
      return Localized(
        en: "You chose \(chosen); you may change it until the teacher reveals.",
        zh: "你选了 \(chosen)；老师揭示之前可以更改。")
    }
    guard let answering = teaching.answering else { return nil }
    let again =
      answering.round == 1
      ? Localized(en: "V asks again after discussion; ", zh: "讨论后按 V 再投票；")
      : Localized(en: "", zh: "")
    return Localized(
      en: again.en + "space or n reveals.", zh: again.zh + "空格或 n 揭示。")
  }

  /// After the reveal: the class's votes, round by round.
  static func votes(_ teaching: Teaching) -> [Localized] {
    guard teaching.answer != nil else { return [] }
    let labels = [
      teaching.votes.count > 1
        ? Localized(en: "First vote", zh: "第一次投票") : Localized(en: "The class voted", zh: "全班投票"),
      Localized(en: "Second vote", zh: "第二次投票"),
    ]
    return teaching.votes.prefix(2).enumerated().map { distribution($1, label: labels[$0]) }
  }

  /// "First vote: 1 ×3 · 2 ×12 · 3 ×2 (17 of 28 answered)".
  static func distribution(_ votes: VoteRound, label: Localized) -> Localized {
    let counts = votes.counts.enumerated().map { "\($0 + 1) ×\($1)" }.joined(separator: " · ")
    return Localized(
      en: "\(label.en): \(counts) (\(votes.answered) of \(votes.joined) answered)",
      zh: "\(label.zh)：\(counts)（\(votes.joined) 人中 \(votes.answered) 人作答）")
  }
}
