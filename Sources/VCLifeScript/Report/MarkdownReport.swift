import VCLifeCore

/// The `markdown` format: a handout a teacher can print — each action as a section with its
/// callbacks in order, why each fired, and the memory after it.
public enum MarkdownReport {
  /// Renders a whole run.
  public static func render(_ run: ScriptRun, language: ReportLanguage = .en) -> String {
    let session = run.session
    var out = "# vclife: what UIKit did\n\n"
    out +=
      "Behaviour at the start: \(session.initialState.behavior.title) · budget "
      + "\(ByteCount.text(session.initialState.budget)). Callbacks are in UIKit's order; "
      + "effects (in italics) are what UIKit or the system did without a callback.\n"
    var seq = 0
    var openTable = false
    for item in run.items {
      seq += 1
      switch item {
      case .lineError(let error):
        out += "\n> **Line \(error.line) was not understood:** \(cell(error.message))\n"
        openTable = false
      case .event(let index, let line):
        let event = session.events[index]
        switch event.kind {
        case .action:
          let origin = line > 0 ? " (line \(line))" : ""
          out += "\n## \(seq). `\(code(event.name.text))`\(origin)\n\n"
          out += cell(language.reason(event)) + "\n"
          openTable = false
        case .error:
          out += "\n> **Refused:** \(cell(language.reason(event)))\n"
          openTable = false
        case .callback, .effect:
          if !openTable {
            out += "\n| # | object | callback / effect | memory | why |\n|---:|---|---|---:|---|\n"
            openTable = true
          }
          let name =
            event.kind == .effect ? "*\(cell(event.name.text))*" : "`\(code(event.name.text))`"
          let change = event.delta.total == 0 ? "" : TextReport.signed(event.delta.total) + " → "
          out +=
            "| \(seq) | \(cell(event.object)) | \(name) | \(change)\(ByteCount.text(event.memory)) "
            + "| \(cell(language.reason(event))) |\n"
        }
      }
    }
    out += "\n## At the end\n\n" + cell(session.state.summaryLine) + "\n\n"
    out += "| controller | view | state | parent | memory |\n|---|---|---|---|---:|\n"
    for controller in ControllerSummary.all(session.state) {
      out +=
        "| \(cell(controller.name)) | \(controller.viewLoaded ? "loaded" : "nil") "
        + "| \(controller.words) | \(cell(controller.parent ?? "")) "
        + "| \(ByteCount.text(controller.memory)) |\n"
    }
    return out
  }

  /// Text safe inside a table cell: escaped controls and pipes.
  static func cell(_ text: String) -> String {
    ControllerName.escaped(text).replacingPipes()
  }

  /// Text safe inside backticks.
  static func code(_ text: String) -> String {
    ControllerName.escaped(text).filter { $0 != "`" }
  }
}

extension String {
  fileprivate func replacingPipes() -> String {
    var out = ""
    for character in self { out += character == "|" ? "\\|" : String(character) }
    return out
  }
}
