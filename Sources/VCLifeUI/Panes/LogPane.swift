import VCLifeCore

/// The callback log, newest at the bottom: each action's line, then its callbacks and effects
/// indented under it; the cursor's line highlighted, the pending one dimmed; and, below, the
/// narration of the cursor's event in full.
enum LogPane {
  static func draw(_ context: FrameContext, in rect: Rect, on grid: inout Grid) {
    let model = context.model
    var title = "Callbacks"
    if let progress = model.actionProgress {
      title += " · step \(progress.index) / \(progress.count)"
    }
    if let lesson = model.lesson {
      title =
        "Lesson \(lesson.name) · step \(model.lessonStep) / \(lesson.steps.count)"
        + (model.queue.isEmpty ? " (done)" : " · n: next")
    }
    if model.isRewound, let cursor = model.cursor {
      title +=
        " · rewound to event \(cursor + 1) / \(model.session.events.count): acting drops the rest"
    }
    let inside = grid.drawBox(rect: rect, title: title, glyphs: context.glyphs)
    guard inside.height >= 3, let cursor = model.cursor else { return }
    let languageCount = context.model.language.languages.count
    let narrationRows = min(2 * languageCount, inside.height >= 20 ? 4 : inside.height >= 8 ? 2 : 1)
    let logRows = inside.height - narrationRows - 1
    let pending = model.pendingEvent
    let showsPending = pending != nil && (model.pacing == .step || model.isPaused)
    let bottom = showsPending && model.logScroll == 0 ? logRows - 1 : logRows
    // Scrolled as far back as it goes (Home), the first events fill the pane from the top.
    let last = max(min(cursor, bottom - 1), cursor - model.logScroll)
    let first = max(0, last - bottom + 1)
    let events = model.session.events
    var drawn = 0
    for (line, index) in (first...max(first, last)).enumerated() where index <= last {
      drawn = line + 1
      let y = inside.y + line
      drawEvent(events[index], context, x: inside.x, y: y, width: inside.width, on: &grid)
      if index == cursor {
        grid.restyle(rect: Rect(x: inside.x, y: y, width: inside.width, height: 1)) { _ in
          Style(.highlight, [.bold])
        }
      }
    }
    if showsPending, model.logScroll == 0, let pending {
      let event = events[pending]
      let text = "\(context.glyphs.arrowRight) next: \(event.object) \(event.name.text)  (space)"
      grid.put(
        text, x: inside.x + 2, y: inside.y + drawn, style: Style(.dim), maxWidth: inside.width - 2)
    }
    let separatorY = inside.y + logRows
    grid.drawHorizontalLine(
      x: inside.x, y: separatorY, length: inside.width, style: Style(.border),
      glyphs: context.glyphs)
    drawNarration(
      context, event: events[cursor],
      in: Rect(x: inside.x, y: separatorY + 1, width: inside.width, height: narrationRows),
      on: &grid)
  }

  /// Below the log: a lesson's question (until revealed) or what its step says, and why the
  /// cursor's event happened, each language on its own lines ("both": English, then Chinese).
  private static func drawNarration(
    _ context: FrameContext, event: Event, in rect: Rect, on grid: inout Grid
  ) {
    let model = context.model
    let languages = model.language.languages
    var blocks: [(style: Style, texts: [String])] = []
    if let question = model.prediction {
      blocks.append(
        (
          Style(.warning, [.bold]),
          languages.map { ($0 == .english ? "predict: " : "预测:") + question.text($0) + "  [space]" }
        ))
    } else if let said = model.narration {
      blocks.append((Style(.title, [.bold]), languages.map { said.text($0) }))
    }
    if model.prediction == nil && (blocks.isEmpty || rect.height >= 2 * languages.count * 2) {
      blocks.append(
        (
          Style(.normal),
          languages.map {
            ($0 == .english ? "why: " : "原因:") + Narrator.line(for: event, in: $0)
          }
        ))
    }
    let texts = blocks.flatMap { block in block.texts.map { (block.style, $0) } }
    let perText = max(1, rect.height / max(1, texts.count))
    var row = 0
    for (style, text) in texts {
      for line in wrap(text, width: rect.width, rows: perText, ellipsis: context.glyphs.ellipsis) {
        guard row < rect.height else { return }
        grid.put(line, x: rect.x, y: rect.y + row, style: style, maxWidth: rect.width)
        row += 1
      }
    }
  }

  /// One log line: the action, a refusal, or a callback or effect with its memory change and
  /// reason; the compare screen draws its logs with it too.
  static func drawEvent(
    _ event: Event, _ context: FrameContext, x: Int, y: Int, width: Int, on grid: inout Grid
  ) {
    switch event.kind {
    case .action:
      let who = event.object == "System" ? "System: " : ""
      grid.put(
        "\(context.glyphs.onScreen) \(who)\(event.name.text)", x: x, y: y,
        style: Style(.action, [.bold]), maxWidth: width)
    case .error:
      grid.put(
        "  ! " + context.reason(event), x: x, y: y, style: Style(.error, [.bold]), maxWidth: width)
    case .callback, .effect:
      var column = x + 2
      column += grid.put(event.object, x: column, y: y, style: Style(.normal), maxWidth: 10)
      column = max(column + 1, x + 11)
      let name = event.kind == .effect ? "(\(event.name.text))" : event.name.text
      let role: Style.Role = event.kind == .effect ? .effect : .callback
      column += grid.put(
        name, x: column, y: y, style: Style(role), maxWidth: max(0, x + width - column))
      column += 1
      if event.delta.total != 0 {
        let change = (event.delta.total > 0 ? "+" : "") + ByteCount.text(event.delta.total)
        column += grid.put(
          change, x: column, y: y, style: Style(event.delta.total > 0 ? .warning : .loaded),
          maxWidth: max(0, x + width - column))
        column += 1
      }
      if column < x + width - 8 {
        grid.put(
          context.reason(event), x: column, y: y, style: Style(.dim), maxWidth: x + width - column)
      }
    }
  }

  /// Splits text into at most `rows` lines of `width` cells, by display width, breaking at
  /// spaces where it can; the last line ends with an ellipsis if text remains.
  static func wrap(_ text: String, width: Int, rows: Int, ellipsis: Character) -> [String] {
    guard width > 0, rows > 0 else { return [] }
    var lines: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty && lines.count < rows {
      var line = ""
      var used = 0
      var lastSpace: String.Index?
      var index = rest.startIndex
      while index < rest.endIndex {
        let cells = DisplayWidth.of(rest[index])
        if used + cells > width { break }
        if rest[index] == " " { lastSpace = index }
        line.append(rest[index])
        used += cells
        index = rest.index(after: index)
      }
      // Break at the last space only when it leaves a well-filled line: Chinese text has no
      // spaces and breaks anywhere, so "在 iOS 5 及更早版本中…" must not break after "5".
      if index < rest.endIndex, let lastSpace, lines.count < rows - 1,
        DisplayWidth.of(String(rest[rest.startIndex..<lastSpace])) * 3 >= width * 2
      {
        line = String(rest[rest.startIndex..<lastSpace])
        index = rest.index(after: lastSpace)
      }
      rest = rest[index...]
      if lines.count == rows - 1 && !rest.isEmpty {
        line = DisplayWidth.truncated(line + String(rest), toWidth: width, ellipsis: ellipsis)
        rest = ""
      }
      lines.append(line)
    }
    return lines
  }
}
