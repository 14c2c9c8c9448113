/// Who answers a lesson's questions: a class in front of its teacher ("the class chose 2"),
/// or one student alone ("you chose 2"). The live screen, the handout and the question
/// sheet say it in the audience's words.
///
/// The command line decides (`--audience`): a lesson started with `--lesson` or from the
/// menu is taught to a class; the replay of an export (`--replay`), which the handout tells
/// students to run at home, is played by one student.
public enum Audience: String, Sendable, CaseIterable {
  /// A class, its answers called out and typed by the teacher.
  case `class`
  /// One student, on their own.
  case student

  /// "the class's answer" or "your answer".
  public var answerNoun: Localized {
    switch self {
    case .class: Localized(en: "the class's answer", zh: "全班的答案")
    case .student: Localized(en: "your answer", zh: "你的答案")
    }
  }

  /// "the class's answer" or "your answer", as the handout marks the choice made.
  public var choiceMark: Localized {
    switch self {
    case .class: Localized(en: "the class's answer", zh: "全班的选择")
    case .student: Localized(en: "your answer", zh: "你的选择")
    }
  }

  /// "The class chose 2" or "You chose 2".
  public func chose(_ number: Int) -> Localized {
    switch self {
    case .class: Localized(en: "The class chose \(number)", zh: "全班选了 \(number)")
    case .student: Localized(en: "You chose \(number)", zh: "你选了 \(number)")
    }
  }

  /// "The class answered 2" or "You answered 2": the handout's words.
  public func answered(_ number: Int) -> Localized {
    switch self {
    case .class: Localized(en: "The class answered \(number)", zh: "全班选择了 \(number)")
    case .student: Localized(en: "You answered \(number)", zh: "你选择了 \(number)")
    }
  }

  /// "the class chose 2" or "you chose 2", inside a sentence.
  public func choseInline(_ number: Int) -> Localized {
    switch self {
    case .class: Localized(en: "the class chose \(number)", zh: "全班选了 \(number)")
    case .student: Localized(en: "you chose \(number)", zh: "你选了 \(number)")
    }
  }
}
