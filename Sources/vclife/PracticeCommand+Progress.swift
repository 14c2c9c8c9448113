import VCLifeClassroom
import VCLifeCore
import VCLifePractice
import VCLifePracticeStore
import VCLifeScript
import VCLifeUI

/// `vclife practice --progress`: each topic's mastery, then what is due today as a student
/// reads it — each item's question and its choices, numbered as this showing numbers them
/// (the number `--answer ID:N` takes) — and what comes back tomorrow and this week.
extension PracticeCommand {
  /// The widest line the report writes (the line naming the file aside).
  static let columns = 80
  /// The most due items the report lists, and the most of tomorrow's.
  static let dueListed = 20
  static let tomorrowListed = 10

  /// `own`: the student's class (`--own`), which draws its `own` items again; without it
  /// they are listed by id.
  func showProgress(own: OwnClass?) throws {
    let path = try Self.storePath(create: false)
    let day = now.day
    guard InputFile.exists(path) else {
      let message = say(
        "No answers yet (\(path)). Answer items with --answer ID:N.",
        "还没有作答记录（\(path)）。用 --answer ID:N 作答。")
      return StandardStreams.write(message + "\n")
    }
    let store = try openStore(create: false)
    let topics: [PracticeStore.TopicProgress]
    let due: [PracticeStore.Due]
    let tomorrow: [PracticeStore.Due]
    let week: [PracticeStore.Due]
    let answered: [String: Int]
    do {
      topics = try store.progress(today: day)
      due = try store.due(onOrBefore: day)
      tomorrow = try store.due(from: day + 1, through: day + 1)
      week = try store.due(from: day + 1, through: day + 6)
      answered = try store.answerCounts()
    } catch {
      throw UsageFailure(message: error.description)
    }
    var lines = [
      say("Practice on \(Day.format(day)): \(path)", "练习进度（\(Day.format(day))）：\(path)"), "",
    ]
    lines += topicTable(topics)
    lines.append("")
    lines += dueLines(due, answered: answered, own: own)
    lines.append("")
    lines += comingLines(tomorrow: tomorrow, week: week, day: day, own: own)
    StandardStreams.write(lines.joined(separator: "\n") + "\n")
  }

  /// The topics' table: answers, right, known of seen, mastery, due today and this week.
  private func topicTable(_ topics: [PracticeStore.TopicProgress]) -> [String] {
    // In both languages the header is two rows and a topic says its names side by side; the
    // items known are said "known of seen", so the table keeps to 80 columns two spaces apart
    // (a cell "due today / 今天到期" made it 145 wide).
    let words = [
      ("topic", "主题"), ("answers", "作答"), ("right", "正确"), ("known", "已掌握"),
      ("mastery", "掌握度"), ("due today", "今天到期"), ("this week", "本周到期"),
    ]
    var rows =
      lang == .both
      ? [words.map(\.0), words.map(\.1)] : [words.map { say($0.0, $0.1) }]
    for topic in topics {
      rows.append([
        topicName(topic.topic), "\(topic.answers)", "\(topic.right)",
        "\(topic.known)/\(topic.seen)",
        "\(topic.mastery)%", "\(topic.dueToday)", "\(topic.dueThisWeek)",
      ])
    }
    return Self.table(rows)
  }

  /// Today's items, each as a student answers it: the question (cut to the line), the
  /// choices numbered as this showing orders them, and the `--answer` that takes them.
  private func dueLines(_ due: [PracticeStore.Due], answered: [String: Int], own: OwnClass?)
    -> [String]
  {
    guard !due.isEmpty else { return [say("Nothing is due today.", "今天没有到期的题目。")] }
    var lines = [
      say("Due today: \(due.count)", "今天到期：\(due.count) 题"),
      say(
        "(answer with --answer ID:N, N as numbered here; vclife practice shows each log)",
        "（用 --answer ID:N 作答，N 按这里的编号；vclife practice 会显示日志）"),
    ]
    for entry in due.prefix(Self.dueListed) {
      guard let id = ItemID(entry.item), let item = PracticeGenerator.item(id, own: own) else {
        lines.append("  " + entry.item + ownHint(entry.item, own: own))
        continue
      }
      let shown = PracticeShowing(item, number: answered[entry.item] ?? 0).shown
      lines += questionLines(shown, indent: "  ")
      let numbered = shown.choices.enumerated().map { "\($0 + 1) " + choiceText($1) }
      lines += Self.packed(numbered, indent: "     ")
      let form = item.kind == .order ? "N,N,…" : "N"
      lines.append("     --answer \(id):\(form)")
    }
    if due.count > Self.dueListed {
      lines.append(
        say("  and \(due.count - Self.dueListed) more", "  另有 \(due.count - Self.dueListed) 题"))
    }
    return lines
  }

  /// Why an `own` item is listed by its id alone: it needs the class it was drawn for.
  private func ownHint(_ item: String, own: OwnClass?) -> String {
    guard ItemID(item)?.kind == .own else { return "" }
    return own == nil
      ? say(" (about your own class: add --own FILE)", "（关于你的类：加上 --own FILE）")
      : say(" (drawn for another class)", "（为另一个类生成）")
  }

  /// Tomorrow's count and questions, and the week's count.
  private func comingLines(
    tomorrow: [PracticeStore.Due], week: [PracticeStore.Due], day: Int, own: OwnClass?
  ) -> [String] {
    let date = Day.format(day + 1)
    let last = Day.format(day + 6)
    var lines = [
      say("Back tomorrow (\(date)): \(tomorrow.count)", "明天（\(date)）再练：\(tomorrow.count) 题")
    ]
    for entry in tomorrow.prefix(Self.tomorrowListed) {
      guard let id = ItemID(entry.item), let item = PracticeGenerator.item(id, own: own) else {
        lines.append("  " + entry.item + ownHint(entry.item, own: own))
        continue
      }
      lines += questionLines(item, indent: "  ")
    }
    if tomorrow.count > Self.tomorrowListed {
      let more = tomorrow.count - Self.tomorrowListed
      lines.append(say("  and \(more) more", "  另有 \(more) 题"))
    }
    lines.append(
      say(
        "Back in the week to \(last): \(week.count), tomorrow's included",
        "到 \(last) 的一周内再练：\(week.count) 题（含明天的）"))
    return lines
  }

  /// An item's question in the reader's language (both: English over Chinese), each cut to
  /// the line by display width.
  private func questionLines(_ item: PracticeItem, indent: String) -> [String] {
    let kind = PracticeWords.kind(item.kind)
    return lang.languages.map { language in
      let label = language == .chinese ? "[\(kind.zh)] " : "[\(kind.en)] "
      return indent
        + DisplayWidth.truncated(
          label + item.question.text(language),
          toWidth: Self.columns - DisplayWidth.of(indent), ellipsis: "…")
    }
  }

  /// A choice's text in the reader's language; in both, "English / 中文" where they differ.
  func choiceText(_ choice: Choice) -> String {
    switch lang {
    case .en: choice.text.en
    case .zh: choice.text.zh
    case .both:
      choice.text.en == choice.text.zh ? choice.text.en : choice.text.en + " / " + choice.text.zh
    }
  }

  /// Cells on lines of at most 80 columns, three spaces apart; a cell wider than a line is
  /// cut.
  static func packed(_ cells: [String], indent: String) -> [String] {
    let room = columns - DisplayWidth.of(indent)
    var lines: [String] = []
    var line = ""
    for cell in cells {
      let fitted = DisplayWidth.truncated(cell, toWidth: room, ellipsis: "…")
      if line.isEmpty {
        line = fitted
      } else if DisplayWidth.of(line) + 3 + DisplayWidth.of(fitted) <= room {
        line += "   " + fitted
      } else {
        lines.append(indent + line)
        line = fitted
      }
    }
    if !line.isEmpty { lines.append(indent + line) }
    return lines
  }

  /// Columns padded to their widest cell, by display width (Chinese is two columns), two
  /// spaces apart.
  static func table(_ rows: [[String]]) -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      rows.map { DisplayWidth.of($0[column]) }.max() ?? 0
    }
    return rows.map { row in
      row.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
        return column == 0 ? cell + pad : pad + cell
      }.joined(separator: "  ")
    }
  }
}
