import Foundation
import VCLifeCore
import VCLifeScript

/// What a fixture's output must hold in any format and language, checked by structure rather
/// than byte for byte, so that a narration sentence lives in a few whole files only: the
/// recorded trace (the events and bad lines in order, with their columns, without reasons),
/// one row per item, each event's reason as the `Narrator` says it in the language.
enum FixtureStructure {
  /// A JSONL line without its narration: an event's `reason` goes (the `Narrator` is checked
  /// instead); a bad line's message stays, as it is no narration. Record.sh writes the traces
  /// with the same rule.
  static func trace(ofJSONL output: String) -> String {
    let reason = /,"reason":"(?:[^"\\]|\\.)*"/
    return output.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.contains(#""object":"Script","name":"bad line""#)
        ? String(line) : String(line.replacing(reason, with: ""))
    }.joined(separator: "\n")
  }

  /// What is wrong with `output`, the binary's report of `run` in `format` and `language`,
  /// against `trace`, the recorded trace of the script; empty when nothing is.
  static func problems(
    in output: String, format: String, language: ReportLanguage, run: FixtureRun, trace: String
  ) -> [String] {
    switch format {
    case "jsonl": jsonlProblems(output, language, run, trace)
    case "text": textProblems(output, language, run)
    default: markdownProblems(output, language, run)
    }
  }

  /// JSONL: the trace exactly, and each event's reason the narrator's, each bad line's its
  /// message.
  private static func jsonlProblems(
    _ output: String, _ language: ReportLanguage, _ run: FixtureRun, _ trace: String
  ) -> [String] {
    var problems: [String] = []
    if Self.trace(ofJSONL: output) != trace { problems.append("the trace differs") }
    let objects = (try? jsonLines(output)) ?? []
    guard objects.count == run.items.count + 1 else {
      return problems + ["\(objects.count) lines for \(run.items.count) items and the state"]
    }
    for (seq, (item, object)) in zip(run.items, objects).enumerated() {
      let (name, reason) = expected(item, language)
      if object["seq"] as? Int != seq + 1 || object["name"] as? String != name {
        problems.append("seq \(seq + 1): \(object) is not \(name)")
      }
      if object["reason"] as? String != reason {
        problems.append("seq \(seq + 1): the reason is not «\(reason)»")
      }
    }
    return problems
  }

  /// Text: one numbered row per item, its columns (seq, object, name, change, memory, the
  /// script line) and then its reason.
  private static func textProblems(
    _ output: String, _ language: ReportLanguage, _ run: FixtureRun
  ) -> [String] {
    let rows = output.split(separator: "\n").filter { line in
      line.count > 7 && Int(line.prefix(5).trimmingCharacters(in: .whitespaces)) != nil
        && line.dropFirst(5).hasPrefix("  ")
    }
    guard rows.count == run.items.count else {
      return ["\(rows.count) rows for \(run.items.count) items"]
    }
    var problems: [String] = []
    for (seq, (item, row)) in zip(run.items, rows).enumerated() {
      let (_, reason) = expected(item, language)
      guard row.hasSuffix(reason) else {
        problems.append("row \(seq + 1) does not end with «\(reason)»: \(row)")
        continue
      }
      let columns = words(row.dropLast(reason.count))
      if !textColumnsMatch(columns, seq: seq + 1, item) {
        problems.append("row \(seq + 1)'s columns \(columns) are not those of \(item)")
      }
    }
    return problems
  }

  /// Whether a text row's words before its reason are the item's columns.
  private static func textColumnsMatch(_ columns: [String], seq: Int, _ item: FixtureRun.Item)
    -> Bool
  {
    let head = [String(seq)]
    switch item {
    case .lineError(let error):
      return columns.starts(with: head + ["!"]) && columns.contains { $0.contains("\(error.line)") }
    case .event(let event, let line):
      let name = event.name.text
      switch event.kind {
      case .callback:
        return columns == head + [event.object, name] + FixtureRun.memoryWords(event).flatMap(words)
      case .effect:
        return columns
          == head + [event.object, "(\(name))"] + FixtureRun.memoryWords(event).flatMap(words)
      case .action:
        // The memory after the action, then where it came from: its script line, or the
        // scenario (line 0).
        let known = head + [">"] + words(name) + words(ByteCount.text(event.memory))
        let mark = columns.dropFirst(known.count).joined(separator: " ")
        return columns.starts(with: known)
          && mark.contains(line > 0 ? String(line) : "(scenario)")
      case .error:
        return columns.starts(with: head + ["!"])
          && columns.joined(separator: " ").hasSuffix("\(name):")
          && columns.contains { $0.contains(String(line)) }
      }
    }
  }

  /// Markdown: each item's text in order; a callback or effect as a table row with its
  /// columns, an action as the paragraph under its heading, a refusal or a bad line as a
  /// quote.
  private static func markdownProblems(
    _ output: String, _ language: ReportLanguage, _ run: FixtureRun
  ) -> [String] {
    let lines = output.split(separator: "\n").map(unescaped)
    var problems: [String] = []
    var next = 0
    for (seq, item) in run.items.enumerated() {
      let (name, reason) = expected(item, language)
      guard
        let at = lines[next...].firstIndex(where: {
          $0.hasSuffix(reason) || $0.hasSuffix(reason + " |")
        })
      else {
        problems.append("seq \(seq + 1): no «\(reason)» after line \(next + 1)")
        continue
      }
      next = at + 1
      let line = lines[at]
      switch item {
      case .event(let event, _) where event.kind == .callback || event.kind == .effect:
        let cell = event.kind == .callback ? "`\(name)`" : "*\(name)*"
        let memory = FixtureRun.memoryWords(event).joined(separator: " → ")
        let row = "| \(seq + 1) | \(event.object) | \(cell) | \(memory) | \(reason) |"
        if line != row { problems.append("seq \(seq + 1): «\(line)» is not «\(row)»") }
      case .event(let event, _) where event.kind == .action:
        let heading = lines[..<at].last { $0.hasPrefix("#") } ?? ""
        if line != reason || !heading.contains("`\(name)`") {
          problems.append("seq \(seq + 1): «\(line)» is not the reason under `\(name)`'s heading")
        }
      default:
        if !line.hasPrefix("> ") { problems.append("seq \(seq + 1): «\(line)» is not a quote") }
      }
    }
    return problems
  }

  /// A Markdown line as its reader sees it: HTML's entities and the backslashes before
  /// Markdown's specials undone (a reason's `&&`, `[self.view window]`, `scene(_:…)`).
  private static func unescaped(_ line: Substring) -> String {
    String(
      line.replacing("&amp;", with: "&").replacing("&lt;", with: "<")
        .replacing("&gt;", with: ">")
        .replacing(/\\([\\`*_\[\]|~#+=>.)-])/) { String($0.output.1) })
  }

  /// The name and the reason a report gives an item in `language`.
  private static func expected(_ item: FixtureRun.Item, _ language: ReportLanguage)
    -> (name: String, reason: String)
  {
    switch item {
    case .event(let event, _): (event.name.text, FixtureRun.reason(event, language))
    case .lineError(let error): ("bad line", error.message)
    }
  }

  /// The words of a text, split at spaces.
  private static func words(_ text: some StringProtocol) -> [String] {
    String(text).split(separator: " ").map(String.init)
  }
}
