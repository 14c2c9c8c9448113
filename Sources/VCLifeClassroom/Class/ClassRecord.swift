import VCLifeCore
import VCLifeScript

/// What each student answered this session, as the class's server kept it (by account, from
/// the peer credentials the kernel gives): the record a teacher needs for participation
/// marks, written by `x` beside the handout as a CSV file.
public struct ClassRecord: Sendable, Equatable {
  /// One student: an account (or one connection of the teacher's own account).
  public struct Student: Sendable, Equatable {
    /// The account's name (`uid N` where the system has none).
    public var account: String
    /// Their choice (the lesson's own order, 1-based) by question: [step, round].
    public var answers: [[Int]: Int]

    public init(account: String, answers: [[Int]: Int]) {
      self.account = account
      self.answers = answers
    }
  }

  /// The students who answered at least once, by account name.
  public var students: [Student]

  public init(students: [Student]) { self.students = students }

  /// The record as RFC 4180 CSV: a row per student; for each question played, the first and
  /// second vote under the numbers the class saw, and whether the student's answer (their
  /// second vote, else their first) is the lesson's. Nil when nobody answered anything.
  public func csv(
    progress: LessonProgress, choiceOrder: ChoiceOrder, language: ReportLanguage
  ) -> String? {
    let asked = progress.stepStarts.indices.filter { !progress.lesson.steps[$0].choices.isEmpty }
    guard !students.isEmpty, !asked.isEmpty else { return nil }
    let words = Self.words(language)
    var header = [words.account]
    for step in asked {
      header += [words.first(step + 1), words.second(step + 1), words.right(step + 1)]
    }
    var rows = [header]
    for student in students {
      var row = [student.account]
      for step in asked {
        let lessonStep = progress.lesson.steps[step]
        let count = lessonStep.choices.count
        let shown = { (choice: Int?) -> String in
          choice.map { String(choiceOrder.shownNumber(of: $0, step: step, count: count)) } ?? ""
        }
        let first = student.answers[[step, 1]]
        let second = student.answers[[step, 2]]
        var right = ""
        if let answer = lessonStep.answer, let final = second ?? first {
          right = final == answer ? words.yes : words.no
        }
        row += [shown(first), shown(second), right]
      }
      rows.append(row)
    }
    return rows.map { $0.map(Self.field).joined(separator: ",") }.joined(separator: "\r\n")
      + "\r\n"
  }

  /// A CSV field: quoted where it must be, and a leading `=`, `+`, `-` or `@` made text, so a
  /// spreadsheet never takes an account name for a formula.
  static func field(_ text: String) -> String {
    var value = text
    if let first = value.first, "=+-@".contains(first) { value = "'" + value }
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return value
    }
    return "\"" + value.map { $0 == "\"" ? "\"\"" : String($0) }.joined() + "\""
  }

  private struct Words {
    var account: String
    var first: (Int) -> String
    var second: (Int) -> String
    var right: (Int) -> String
    var yes: String
    var no: String
  }

  private static func words(_ language: ReportLanguage) -> Words {
    let en = Words(
      account: "account", first: { "step \($0) first vote" }, second: { "step \($0) second vote" },
      right: { "step \($0) right" }, yes: "yes", no: "no")
    let zh = Words(
      account: "账户", first: { "第\($0)步第一次投票" }, second: { "第\($0)步第二次投票" },
      right: { "第\($0)步答对" }, yes: "是", no: "否")
    switch language {
    case .en: return en
    case .zh: return zh
    case .both:
      return Words(
        account: en.account + " / " + zh.account,
        first: { en.first($0) + " / " + zh.first($0) },
        second: { en.second($0) + " / " + zh.second($0) },
        right: { en.right($0) + " / " + zh.right($0) }, yes: "yes / 是", no: "no / 否")
    }
  }
}
