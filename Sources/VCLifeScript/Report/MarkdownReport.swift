import VCLifeCore

/// The `markdown` format: a handout a teacher can print — each action as a numbered section
/// with its callbacks in order, why each fired, and the memory after it.
public enum MarkdownReport {
  /// The most actions a Markdown report covers (each name of `push A B C` counting as one):
  /// the report is made whole, about 5 KB an action in memory, so a million actions took
  /// 6.3 GB. The text and jsonl formats stream any length.
  public static let maximumActions = 10_000

  /// Why `script` is too long for a Markdown report, or nil when it is not. Counted by
  /// parsing alone, before anything runs.
  public static func lengthProblem(_ script: String) -> String? {
    var work = 0
    var rest = Substring(script)
    var number = 0
    while !rest.isEmpty {
      let end = rest.firstIndex { $0 == "\n" || $0 == "\r\n" } ?? rest.endIndex
      number += 1
      if case .success(.some(let action)) = ScriptParser.parse(
        scriptLine: rest[..<end], number: number)
      {
        work += action.work
      }
      rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
      if work > maximumActions {
        return "a Markdown report covers at most \(maximumActions) actions (each name of a "
          + "push counting as one), and this script has more; --format text or jsonl "
          + "streams any length"
      }
    }
    return nil
  }

  /// Renders a whole run.
  public static func render(
    _ run: ScriptRun, language: ReportLanguage = .en, own: OwnController? = nil
  ) -> String {
    let session = run.session
    var out = "# vclife: what UIKit did\n\n"
    out +=
      "Behaviour at the start: \(session.initialState.behavior.title) · budget "
      + "\(ByteCount.text(session.initialState.budget)). Callbacks are in UIKit's order; "
      + "effects (in italics) are what UIKit or the system did without a callback.\n"
    var seq = 0
    var number = 0
    var openTable = false
    for item in run.items {
      seq += 1
      switch item {
      case .lineError(let error):
        out +=
          "\n> **Line \(error.line) was not understood:** \(MarkdownText.text(error.message))\n"
        openTable = false
      case .event(let index, let line):
        let event = session.events[index]
        switch event.kind {
        case .action where event.object == "System":
          out += "\n### The system warns: \(MarkdownText.code(event.name.text))\n\n"
          out += MarkdownText.text(language.reason(event)) + "\n"
          openTable = false
        case .action:
          number += 1
          let origin = line > 0 ? " (line \(line))" : ""
          out += "\n## \(number). \(MarkdownText.code(event.name.text))\(origin)\n\n"
          out += MarkdownText.text(language.reason(event)) + "\n"
          openTable = false
        case .error:
          out += "\n> **Refused:** \(MarkdownText.text(language.reason(event)))\n"
          openTable = false
        case .callback, .effect:
          if !openTable {
            out += "\n" + tableHeader(.en)
            openTable = true
          }
          out += row(seq, event, language: language, mark: own?.mark(for: event))
        }
      }
    }
    let asIf = own?.asIfSentence(on: session.state.behavior).map {
      language.texts(($0.en, $0.zh)).joined(separator: " ")
    }
    out += "\n" + endSection(session.state, language: .en, note: asIf)
    return out
  }

  /// The header of an action's table of callbacks and effects, in a report's language.
  static func tableHeader(_ phrases: ReportLanguage) -> String {
    let columns = [
      "#", phrases.label("object", "对象"), phrases.label("callback / effect", "回调 / 效果"),
      phrases.label("memory", "内存"), phrases.label("why", "原因"),
    ]
    return "| " + columns.joined(separator: " | ") + " |\n|---:|---|---|---:|---|\n"
  }

  /// One event as a table row: its number, whose, what (a callback as code, an effect in
  /// italics), the memory it changed and the total after it, and why.
  static func row(
    _ number: Int, _ event: Event, language: ReportLanguage, mark: OwnMark? = nil
  ) -> String {
    let name =
      (event.kind == .effect
        ? "*\(MarkdownText.cell(event.name.text))*"
        : MarkdownText.code(event.name.text, inTable: true))
      // The student's override (`--own`): its line, and a skipped or wrong super.
      + (mark.map { " " + MarkdownText.cell($0.text(unicode: true)) } ?? "")
    let change = event.delta.total == 0 ? "" : TextReport.signed(event.delta.total) + " → "
    return "| \(number) | \(MarkdownText.cell(event.object)) | \(name) | \(change)"
      + "\(ByteCount.text(event.memory)) | \(MarkdownText.cell(language.reason(event))) |\n"
  }

  /// The end state: the summary (and `note`, a paragraph of its own), then one row per live
  /// controller, in `phrases`' language.
  static func endSection(_ state: AppState, language phrases: ReportLanguage, note: String? = nil)
    -> String
  {
    var out = "## \(phrases.label("At the end", "结束时"))\n\n"
    out += MarkdownText.text(phrases == .en ? state.summaryLine : state.summaryLine(phrases))
    if let note { out += "\n\n" + MarkdownText.text(note) }
    out +=
      "\n\n| "
      + [
        phrases.label("controller", "控制器"), phrases.label("view", "视图"),
        phrases.label("state", "状态"), phrases.label("parent", "父控制器"),
        phrases.label("memory", "内存"),
      ].joined(separator: " | ") + " |\n|---|---|---|---|---:|\n"
    for controller in ControllerSummary.all(state) {
      let view = controller.viewLoaded ? phrases.label("loaded", "已加载") : "nil"
      out +=
        "| \(MarkdownText.cell(controller.name)) | \(view) "
        + "| \(MarkdownText.cell(phrases == .en ? controller.words : controller.words(phrases))) "
        + "| \(MarkdownText.cell(controller.parent ?? "")) "
        + "| \(ByteCount.text(controller.memory)) |\n"
    }
    return out
  }
}
