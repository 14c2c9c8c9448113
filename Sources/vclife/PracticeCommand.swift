import ArgumentParser
import VCLifeClassroom
import VCLifeCore
import VCLifePractice
import VCLifePracticeStore
import VCLifeScript
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `vclife practice`: generated items checked by the simulator, exported for a class
/// (`--export`), or a student's progress (`--progress`).
struct PracticeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "practice",
    abstract:
      "Practise on a live screen, export generated items, answer them, or show what is due.",
    discussion: """
      Every item is drawn from a seed, run in the simulator and checked before it is written: \
      the same seed and filters give the same items, byte for byte. Kinds: next (which \
      callback comes next), order (put callbacks in order), action (which action made this \
      log), version (which iOS version made it), freed (what a memory warning frees), bug \
      (whose code is wrong), and with --own FILE [--as CLASS] own (which of your own class's \
      methods run, in order, when it is pushed, covered, warned, popped or swiped back; its \
      source is read by vclife read, never run). --export writes COUNT items as jsonl, markdown (a worksheet and \
      its answer key), gift or moodle-xml (Moodle) or qti (a QTI 1.2 zip for Canvas) to \
      -o FILE, never over an existing file (-o - is standard output). --answer ID:N checks \
      and records an answer in $XDG_STATE_HOME/vclife/practice.sqlite3 and schedules the item \
      again (SM-2: a wrong one comes back the next day, a known one later); --progress prints \
      each topic's mastery and what is due. With none of these, a live screen for one \
      student: the items due today first, each played in the simulator after the answer \
      (--seed S --kind K starts on the first item --export jsonl --seed S --kind K writes).
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case jsonl, markdown, gift
    case moodleXML = "moodle-xml"
    case qti
  }

  @Option(help: "Write items in a format: jsonl, markdown, gift, moodle-xml or qti.")
  var export: Format?

  @Flag(help: "Print each topic's mastery and the items due today and this week.")
  var progress = false

  @Option(
    name: .customLong("answer"),
    help: ArgumentHelp(
      """
      Answer an item by its id (as an export writes it) and record the answer: ID:N, or for \
      an order item ID:N,N,… (repeatable).
      """, valueName: "id:choice"))
  var answers: [String] = []

  @Option(help: "How many items to export (1 to 1000).")
  var count: Int = 20

  @Option(help: "The seed items are drawn from (a whole number, 0 to 2^64-1).")
  var seed: UInt64?

  @Option(
    help: "Only items of a kind: next, order, action, version, freed, bug, or own (needs --own).")
  var kind: ItemKind?

  @Option(
    help:
      "Only items about a topic: navigation, presentation, tabs, memory, loading, scenes, rotation or gotchas."
  )
  var topic: Topic?

  @Option(help: "Only items on an iOS version, 5 to 26.")
  var ios: SystemBehavior?

  @Option(help: "Only items of a level, 1 (first steps) to 3 (the whole version axis).")
  var level: Int?

  @Option(
    name: .customShort("o"),
    help: ArgumentHelp(
      "The file to write (never over an existing one); - is standard output.", valueName: "file"))
  var output: String?

  @Option(
    help: ArgumentHelp(
      "The day answers and progress count from (default: today, where you are).",
      valueName: "yyyy-mm-dd"))
  var today: String?

  @Option(
    name: .customLong("lang"),
    help:
      "Language of exports, answers and progress: en, zh or both (Moodle's multi-language filter in gift and moodle-xml; jsonl has both always); the default follows LC_ALL, LC_MESSAGES or LANG (zh_*: zh)."
  )
  var langOption: ReportLanguage?

  /// The language asked for, else the environment's: an optional option, so that help states
  /// the default once, as the rule above, and not also as this environment's `(default: en)`.
  var lang: ReportLanguage { langOption ?? .fromEnvironment }

  @OptionGroup var ownOptions: OwnOptions

  @Option(help: "The screen's pacing: animated, step or instant (the s key switches).")
  var pacing: Pacing?

  @Option(help: "The screen's colour theme: dark, light or high-contrast (the t key switches).")
  var theme: Theme = .dark

  @Flag(
    name: .customLong("no-color"), help: "No colours on the screen (also when NO_COLOR is set).")
  var noColor = false

  /// The most items one export writes.
  static let maximumCount = 1000

  func validate() throws {
    let modes = (export == nil ? 0 : 1) + (progress ? 1 : 0) + (answers.isEmpty ? 0 : 1)
    if modes > 1 { throw ValidationError("--export, --answer and --progress go alone") }
    if let kind,
      let problem = PracticeFilters.ownProblem(kind: kind, withOwn: ownOptions.own != nil)
    {
      throw ValidationError(problem)
    }
    if let today, Day.parse(today) == nil {
      throw ValidationError(
        "--today takes a date such as 2026-09-01, not \(ControllerName.quoted(today))")
    }
    guard export != nil else {
      if let problem = filtersChecked.problem { throw ValidationError(problem) }
      return
    }
    guard (1...Self.maximumCount).contains(count) else {
      throw ValidationError("--count takes 1 to \(Self.maximumCount), not \(count)")
    }
    if seed == nil {
      throw ValidationError("--export needs --seed S, so the items can be drawn again")
    }
    if output == nil {
      throw ValidationError("--export needs -o FILE (or -o - for standard output)")
    }
    if let problem = filtersChecked.problem { throw ValidationError(problem) }
  }

  /// The filters `validate` checks before the class is read: with `--own`, its kind is the
  /// class's (the kind and topic are checked with the class, in `filtersWithOwn`).
  private var filtersChecked: PracticeFilters {
    var checked = filters
    if ownOptions.own != nil { checked.kind = nil }
    return checked
  }

  /// The filters as given, without the class (`--own` is read in `run`, not here).
  var filters: PracticeFilters {
    PracticeFilters(kind: kind, topic: topic, ios: ios, level: level)
  }

  /// The filters with the student's class, read now (one line and exit 2 when it cannot be
  /// read, or when practice finds nothing to ask about it).
  func filtersWithOwn() throws -> PracticeFilters {
    var filters = self.filters
    guard let own = try ownOptions.request.load() else { return filters }
    filters.own = OwnClass(own)
    filters.kind = .own
    if let problem = filters.problem { throw UsageFailure(message: "--own: " + problem) }
    // A class whose overrides no moment reaches (only viewWillLayoutSubviews, say) has no
    // item: said now, not as an empty session.
    guard
      PracticeGenerator(seed: seed ?? 0, filters: filters)?.items(count: 1).isEmpty == false
    else {
      throw UsageFailure(
        message:
          "--own: no item reaches a method of \(own.name) these filters allow (practice asks "
          + "which of your methods run when it is pushed, covered, warned, popped or swiped back)")
    }
    return filters
  }

  func run() throws {
    // --progress lists every item due; with --own, the class's items are drawn again to show.
    if progress { return try showProgress(own: try ownOptions.request.load().map(OwnClass.init)) }
    let filters = try filtersWithOwn()
    if !answers.isEmpty { return try record(answers, own: filters.own) }
    guard let format = export, let seed, let output else { return try runScreen(filters) }
    guard let generator = PracticeGenerator(seed: seed, filters: filters) else {
      throw UsageFailure(message: filters.problem ?? "no item matches these filters")
    }
    let items = generator.items(count: count)
    guard items.count == count else {
      throw UsageFailure(
        message: "only \(items.count) different items match these filters; ask for fewer")
    }
    let bytes: [UInt8]
    switch format {
    case .jsonl: bytes = Array(JSONLExport.text(items).utf8)
    case .markdown: bytes = Array(MarkdownExport.text(items, seed: seed, language: lang).utf8)
    case .gift: bytes = Array(GIFTExport.text(items, seed: seed, language: lang).utf8)
    case .moodleXML: bytes = Array(MoodleXMLExport.text(items, seed: seed, language: lang).utf8)
    case .qti: bytes = QTIExport.package(items, seed: seed, language: lang)
    }
    if output == "-" {
      bytes.withUnsafeBytes { StandardStreams.write(bytes: $0) }
    } else {
      try NewFile.write(bytes, to: output)
    }
  }

  // MARK: Answers and progress

  /// The moment now, and the student's day (`--today`, else today where they are).
  var now: (time: Int, day: Int) {
    let seconds = Int(time(nil))
    return (seconds, today.flatMap(Day.parse) ?? Day.of(seconds))
  }

  /// The practice file, in the state directory (created private, as the saved session's).
  static func storePath(create: Bool) throws -> String {
    guard let directory = StateDirectory.path() else {
      throw UsageFailure(message: "no HOME or XDG_STATE_HOME to keep the practice answers in")
    }
    if create {
      do {
        try StateDirectory.makePrivate(directory)
      } catch {
        throw UsageFailure(message: "\(error)")
      }
    }
    return directory + "/" + PracticeStore.fileName
  }

  func openStore(create: Bool) throws -> PracticeStore {
    do {
      return try PracticeStore(path: try Self.storePath(create: create))
    } catch let error as StoreError {
      throw UsageFailure(message: error.description)
    }
  }

  /// A message in the reader's language; in both, on one line where the two fit in 80
  /// columns, else English over Chinese.
  func say(_ en: String, _ zh: String) -> String {
    switch lang {
    case .en: en
    case .zh: zh
    case .both:
      DisplayWidth.of(en) + 3 + DisplayWidth.of(zh) <= 80 ? en + " / " + zh : en + "\n" + zh
    }
  }

  /// A topic's name in the reader's language; in Chinese alone the `--topic` word follows.
  func topicName(_ key: String) -> String {
    guard let topic = Topic(rawValue: key) else { return key }
    let name = PracticeWords.topic(topic)
    switch lang {
    case .en: return name.en
    case .zh: return "\(name.zh)（\(key)）"
    case .both: return "\(name.en) \(name.zh)"
    }
  }

  private func record(_ answers: [String], own: OwnClass?) throws {
    // Every answer is read and checked before any is recorded.
    var parsed: [(item: PracticeItem, given: [Int])] = []
    var drawn: [ItemID: PracticeItem] = [:]
    for answer in answers {
      guard let colon = answer.lastIndex(of: ":"), let id = ItemID(String(answer[..<colon])) else {
        throw UsageFailure(
          message:
            "--answer takes ID:N with an id an export wrote, not \(ControllerName.quoted(answer))")
      }
      if id.kind == .own, own == nil {
        throw UsageFailure(
          message:
            "\(id) asks about your own class: give --own FILE (and --as CLASS) as it was drawn")
      }
      if id.kind == .own, let own, own.tag != id.owner {
        throw UsageFailure(
          message:
            "\(id) was drawn for another class, or for \(own.name) before its source changed")
      }
      guard let item = drawn[id] ?? PracticeGenerator.item(id, own: own) else {
        throw UsageFailure(message: "no item can be drawn for the id \(id)")
      }
      drawn[id] = item
      let given = answer[answer.index(after: colon)...].split(separator: ",").compactMap { Int($0) }
      let wanted = item.kind == .order ? item.choices.count : 1
      guard given.count == wanted, given.allSatisfy({ item.choices.indices.contains($0 - 1) })
      else {
        throw UsageFailure(
          message:
            "\(id) takes \(item.kind == .order ? "the \(wanted) choices in order, such as 2,1,…" : "one choice, 1 to \(item.choices.count)")"
        )
      }
      parsed.append((item, given))
    }
    let store = try openStore(create: true)
    let (time, day) = now
    var lines: [String] = []
    for (item, given) in parsed {
      // N is the number the item's choice has in this showing (`--progress` shows it so; a
      // first showing keeps the export's numbers); the store keeps the item's own choice.
      let recorded: PracticeStore.Recorded
      let showing: PracticeShowing
      let correct: Bool
      do {
        showing = PracticeShowing(item, number: try store.answerCount(of: item.id))
        let choice = given.map { showing.itemChoice(shown: $0) ?? $0 }
        correct = choice == item.answer
        recorded = try store.record(
          PracticeStore.Answer(
            item: item.id, topic: item.topic, correct: correct, choice: choice,
            shown: showing.order), day: day, time: time)
      } catch {
        throw UsageFailure(message: error.description)
      }
      let shown = showing.shown
      var answer = shown.answer.map(String.init).joined(separator: ",")
      if item.kind != .order, let right = shown.answer.first {
        answer += " (" + choiceText(shown.choices[right - 1]) + ")"
      }
      let next = Day.format(recorded.due)
      lines.append(
        say(
          "\(item.id): \(correct ? "right" : "wrong; the answer is \(answer)"); next on \(next)",
          "\(item.id)：\(correct ? "正确" : "错误；答案是 \(answer)")；下次练习：\(next)"))
      if !recorded.isReview {
        lines.append(
          say(
            "  Answered already today: the schedule stays as that answer set it.",
            "  今天已经答过：复习安排保持不变。"))
      }
      for language in lang.languages { lines.append("  " + item.why.text(language)) }
    }
    StandardStreams.write(lines.joined(separator: "\n") + "\n")
  }
}

extension ItemKind: ExpressibleByArgument {}
extension Topic: ExpressibleByArgument {}

/// Writes a file whole, or not at all, and never over anything that exists: the bytes go
/// to a new temporary file beside it (O_CREAT|O_EXCL|O_NOFOLLOW), which is then linked to
/// the name (link(2) fails when the name exists, a dangling symlink included) and unlinked.
enum NewFile {
  static func write(_ bytes: [UInt8], to path: String) throws {
    let shown = ControllerName.escaped(path)
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
    var temporary = ""
    var descriptor: Int32 = -1
    for attempt in 0..<100 {
      temporary = folder + "/.vclife-practice-\(getpid())-\(attempt).tmp"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
      throw UsageFailure(message: "cannot write \(shown): \(String(cString: strerror(errno)))")
    }
    defer { unlink(temporary) }
    let written = bytes.withUnsafeBytes { Descriptor.writeAll($0, to: descriptor) }
    let reason = String(cString: strerror(errno))
    let closed = close(descriptor) == 0
    guard written, closed else {
      throw UsageFailure(
        message: "cannot write \(shown): \(written ? String(cString: strerror(errno)) : reason)")
    }
    guard link(temporary, path) == 0 else {
      let problem =
        errno == EEXIST
        ? "it exists; vclife never writes over a file" : String(cString: strerror(errno))
      throw UsageFailure(message: "cannot write \(shown): \(problem)")
    }
  }
}
