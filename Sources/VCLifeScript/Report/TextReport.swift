import VCLifeCore

/// The `text` format: one line per event for people, each callback with why it fired.
public enum TextReport {
  /// Renders a whole run.
  public static func render(_ run: ScriptRun, language: ReportLanguage = .en) -> String {
    let events = run.session.events
    let objectWidth = max(
      6, events.map { FallbackWidth.width(of: ControllerName.escaped($0.object)) }.max() ?? 0)
    var out = ""
    var seq = 0
    for item in run.items {
      seq += 1
      switch item {
      case .lineError(let error):
        out += pad("\(seq)", 5, right: true) + "  ! line \(error.line): \(error.message)\n"
      case .event(let index, let line):
        let event = events[index]
        let object = pad(ControllerName.escaped(event.object), objectWidth)
        let memory = pad(ByteCount.text(event.memory), 8, right: true)
        switch event.kind {
        case .action:
          let origin = line > 0 ? "line \(line)" : "scenario"
          let text = "> " + ControllerName.escaped(event.name.text)
          out +=
            pad("\(seq)", 5, right: true) + "  " + pad(text, objectWidth + 47)
            + memory + "  (\(origin)) " + language.reason(event) + "\n"
        case .error:
          out +=
            pad("\(seq)", 5, right: true) + "  ! line \(line): "
            + ControllerName.escaped(event.name.text) + ": " + language.reason(event) + "\n"
        case .callback, .effect:
          let change = event.delta.total == 0 ? "" : signed(event.delta.total)
          let name = event.kind == .effect ? "(" + event.name.text + ")" : event.name.text
          out +=
            pad("\(seq)", 5, right: true) + "  " + object + " " + pad(name, 36)
            + pad(change, 10, right: true) + memory + "  " + language.reason(event) + "\n"
        }
      }
    }
    out += "state: " + run.session.state.summaryLine + "\n"
    for controller in ControllerSummary.all(run.session.state) {
      out +=
        "  " + pad(ControllerName.escaped(controller.name), objectWidth) + " "
        + controller.words + " (" + (controller.parent ?? "no parent") + ", "
        + ByteCount.text(controller.memory) + ")\n"
    }
    return out
  }

  static func signed(_ bytes: Int) -> String {
    (bytes > 0 ? "+" : "") + ByteCount.text(bytes)
  }

  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    // By columns, not characters: "中" takes two, a combining accent none.
    let fill = String(repeating: " ", count: max(0, width - FallbackWidth.width(of: text)))
    return right ? fill + text : text + fill
  }
}
