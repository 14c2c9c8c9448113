import VCLifeCore
import VCLifeScript

/// Renders the compare screen: a pure function from a ``CompareModel`` and a size to a grid.
/// Each side is a compact column (title bar, memory line, Controllers, the current action's
/// callbacks); what one side does and the other does not is highlighted and marked `≠`.
public enum CompareScreen {
  /// From this width the sides stand side by side; narrower, they are stacked.
  public static let sideBySideWidth = 120

  /// The frame for a compare model at a size.
  public static func render(_ compare: CompareModel, width: Int, height: Int, glyphs: Glyphs)
    -> Grid
  {
    var grid = Grid(width: width, height: height)
    guard width >= Screen.minimumWidth, height >= Screen.minimumHeight else {
      Screen.drawTooSmall(width: width, height: height, on: &grid)
      return grid
    }
    let reference = compare[compare.referenceSide]
    let status = statusPrefix(compare, glyphs: glyphs, width: width)
    let statusRows = StatusBar.rows(prefix: status, message: compare.statusMessage, width: width)
    let bodyHeight = StatusBar.bodyHeight(
      screen: height, statusRows: statusRows, showsLesson: reference.lesson != nil)
    drawBody(
      compare, in: Rect(x: 0, y: 0, width: width, height: bodyHeight), glyphs: glyphs, on: &grid)
    StatusBar.draw(
      prefix: status, message: compare.statusMessage, legend: legend(reference),
      language: reference.language, glyphs: glyphs, y: height - statusRows, width: width,
      rows: statusRows, on: &grid)
    return grid
  }

  /// Everything above the status line: the help, or the two sides and a lesson's text.
  private static func drawBody(
    _ compare: CompareModel, in rect: Rect, glyphs: Glyphs, on grid: inout Grid
  ) {
    let reference = compare[compare.referenceSide]
    let width = rect.width
    var body = rect
    if compare.showsHelp {
      HelpScreen.draw(
        model: reference, mode: .compare, page: compare.helpPage, glyphs: glyphs, in: body,
        on: &grid)
      return
    }
    // A lesson's text spans the width under both sides, whole: the sides give way to it.
    let context = FrameContext(model: reference, glyphs: glyphs)
    let lesson = TeachingText(context, width: width - 2).lesson
    if !lesson.isEmpty {
      let rows = min(lesson.count, max(0, body.height - 12))
      let (rest, text) = body.splitBottom(rows + 1)
      grid.drawHorizontalLine(x: 0, y: text.y, length: width, glyphs: glyphs)
      for (row, line) in lesson.prefix(rows).enumerated() {
        grid.put(line.text, x: 1, y: text.y + 1 + row, style: line.style, maxWidth: width - 2)
      }
      body = rest
    }
    let first: Rect
    let second: Rect
    if width >= sideBySideWidth {
      (first, second) = body.splitLeft(width / 2)
    } else {
      (first, second) = body.splitTop(body.height / 2)
    }
    for (side, rect) in [(CompareSide.left, first), (.right, second)] {
      let firstTarget = grid.targets.count
      if compare[side].showsPresentation {
        drawProjectedSide(side, of: compare, in: rect, glyphs: glyphs, on: &grid)
      } else {
        drawSide(side, of: compare, in: rect, glyphs: glyphs, on: &grid)
      }
      grid.assignTargets(from: firstTarget, to: side)
    }
    // `g` opens the same picker on both sides: drawn once, over both, so a class can pick a
    // gotcha controller and watch it beside its fix.
    // In handler mode the left side's list is shown: it names each controller's gotchas.
    let picking = compare.kind == .handlers ? compare.left : reference
    if let picker = picking.picker {
      PickerOverlay.draw(
        FrameContext(model: picking, glyphs: glyphs), picker: picker, in: body, on: &grid)
    }
  }

  /// A side in the projector view: its label as a bar, then the projector of its app (its
  /// current callback large, the stack, why, the memory).
  private static func drawProjectedSide(
    _ side: CompareSide, of compare: CompareModel, in rect: Rect, glyphs: Glyphs,
    on grid: inout Grid
  ) {
    let (titleRow, rest) = rect.splitTop(1)
    drawTitle(
      compare.label(of: side), model: compare[side], showsBehavior: compare.kind == .handlers,
      summary: compare.summary(of: side), glyphs: glyphs, in: titleRow, on: &grid)
    PresentationScreen.draw(
      FrameContext(model: compare[side], glyphs: glyphs), in: rest, includesLesson: false,
      on: &grid)
  }

  /// The marker of a difference: a shape as well as a colour, so it reads in monochrome.
  static func marker(_ glyphs: Glyphs) -> Character { glyphs.isUnicode ? "≠" : "*" }

  // MARK: One side

  private static func drawSide(
    _ side: CompareSide, of compare: CompareModel, in rect: Rect, glyphs: Glyphs,
    on grid: inout Grid
  ) {
    let model = compare[side]
    let context = FrameContext(model: model, glyphs: glyphs)
    let lines = compare.lines(of: side)
    let (titleRow, afterTitle) = rect.splitTop(1)
    drawTitle(
      compare.label(of: side), model: model, showsBehavior: compare.kind == .handlers,
      summary: compare.summary(of: side), glyphs: glyphs, in: titleRow, on: &grid)
    // A tall side gives the bar a row of its own when the figures leave it too little.
    let memoryRows =
      afterTitle.height >= 24 && afterTitle.width - memoryText(context, differs: false).count < 30
      ? 2 : 1
    let (memoryRow, rest) = afterTitle.splitTop(memoryRows)
    drawMemory(context, differs: compare.memoryDiffers, in: memoryRow, on: &grid)
    // Tall halves (side by side) stack the panes; short ones (stacked halves) put the
    // Controllers beside the log so both keep a few rows.
    let controllers: Rect
    let log: Rect
    if rest.height >= 16 {
      // No controller (not launched, terminated, a disconnected scene): a row for why.
      let wanted = max(model.rows.count, 1) + 2
      (controllers, log) = rest.splitTop(min(wanted, max(5, rest.height / 3)))
    } else {
      (controllers, log) = rest.splitLeft(min(30, rest.width * 2 / 5))
    }
    ControllersPane.draw(context, in: controllers, on: &grid)
    // Both sides start their current action on the same row: the longer one decides.
    let longest = max(compare.lines(of: .left).count, compare.lines(of: .right).count)
    drawLog(context, lines: lines, longest: longest, in: log, on: &grid)
  }

  /// "iOS 5 · step 3 / 13" on the left; on the right "≠ 4 lines differ" (lines of its own
  /// shown), "≠ 4 fewer lines" (it only lacks some), "same so far" or "same callbacks".
  private static func drawTitle(
    _ label: String, model: LiveModel, showsBehavior: Bool, summary: CompareSummary,
    glyphs: Glyphs, in row: Rect, on grid: inout Grid
  ) {
    let style = Style(.title, [.reverse, .bold])
    grid.fill(rect: row, style: style)
    var title = " " + label
    if showsBehavior { title += " · \(model.shownState.behavior.title)" }
    // While a question is open, counts would tell the answer: neither side shows them.
    let asking = model.prediction != nil
    if !asking, let progress = model.actionProgress {
      title +=
        " · " + Words.inline(Words.eventOfAction(progress.index, progress.count), model.language)
    }
    let words: Localized
    var differs = false
    switch summary {
    case _ where asking: words = Localized(en: "question open", zh: "问题未揭示")
    case .differ(let count):
      differs = true
      words = Localized(
        en: count == 1 ? "1 line differs" : "\(count) lines differ", zh: "\(count) 行不同")
    case .fewer(let count):
      differs = true
      words = Localized(
        en: count == 1 ? "1 fewer line" : "\(count) fewer lines", zh: "少 \(count) 行")
    case .sameSoFar: words = Localized(en: "same so far", zh: "目前相同")
    case .same: words = Localized(en: "same callbacks", zh: "回调相同")
    }
    let summaryText =
      (differs ? "\(marker(glyphs)) " : "") + Words.inline(words, model.language) + " "
    let summaryWidth = DisplayWidth.of(summaryText)
    grid.put(title, x: row.x, y: row.y, style: style, maxWidth: row.width - summaryWidth - 1)
    grid.put(
      summaryText, x: row.maxX - summaryWidth, y: row.y,
      style: differs ? Style(.highlight, [.reverse, .bold]) : style)
  }

  /// "Memory 25.5 MB / 64.0 MB (39%)" and the bar; the figures highlighted and marked when
  /// the two sides' totals differ.
  private static func drawMemory(
    _ context: FrameContext, differs: Bool, in row: Rect, on grid: inout Grid
  ) {
    let state = context.state
    let percent = state.memory * 100 / max(state.budget, 1)
    let text = memoryText(context, differs: differs)
    let style =
      differs
      ? Style(.highlight)
      : percent >= 100 || state.isTerminated
        ? Style(.danger, [.bold]) : percent >= 75 ? Style(.warning, [.bold]) : Style(.title)
    let used = grid.put(text, x: row.x, y: row.y, style: style, maxWidth: row.width)
    // Two rows: the bar under the figures, as wide as the side.
    let barX = row.height > 1 ? row.x + 2 : row.x + used
    let barWidth = row.maxX - barX - 1
    guard barWidth >= 8 else { return }
    MemoryGaugePane.drawBar(
      state, changed: context.current?.delta ?? MemoryBreakdown(), context, x: barX,
      y: row.maxY - 1, width: barWidth, on: &grid)
  }

  /// "  Memory 25.5 MB / 64.0 MB (39%) · Detail 320×367 ", `≠` first when the sides differ.
  private static func memoryText(_ context: FrameContext, differs: Bool) -> String {
    let state = context.state
    let percent = state.memory * 100 / max(state.budget, 1)
    let mark = differs ? "\(marker(context.glyphs)) " : "  "
    return "\(mark)\(Words.inline(Words.memory, context.model.language)) "
      + "\(ByteCount.text(state.memory)) / \(ByteCount.text(state.budget))"
      + " (\(percent)%) " + shownFrame(state)
  }

  /// "· Album 480×280 ": the controller on screen and its frame (SPEC §8), so a question
  /// about sizes can be answered on either side.
  private static func shownFrame(_ state: AppState) -> String {
    guard let name = state.layout.visible, let frame = state.controllers[name]?.frame else {
      return ""
    }
    return "· \(name) \(frame) "
  }

  /// The current action's events up to the cursor (the newest at the bottom), after the
  /// events before it where there is room; differing lines highlighted and marked in the
  /// indent; in step mode or paused, the next one dimmed.
  private static func drawLog(
    _ context: FrameContext, lines: [CompareLine], longest: Int, in rect: Rect,
    on grid: inout Grid
  ) {
    let model = context.model
    var title = Words.label(Words.callbacks, model.language)
    if model.isRewound {
      title += " · " + Words.inline(Localized(en: "rewound", zh: "已回退"), model.language)
    }
    let inside = grid.drawBox(rect: rect, title: title, glyphs: context.glyphs)
    guard inside.height >= 1, inside.width >= 4 else { return }
    let pending = model.pendingEvent
    let showsPending = pending != nil && (model.pacing == .step || model.isPaused)
    let rows = max(1, inside.height - (showsPending ? 1 : 0))
    let events = model.session.events
    // PgUp/PgDn scroll both sides' logs back; here only within the current action.
    let scroll = min(model.logScroll, max(0, lines.count - rows))
    // Rows the current action leaves free (on the side with more lines) show the events
    // before it, dimmed and unmarked: the marks compare one action with the other side's.
    let earlier = scroll == 0 ? max(0, rows - longest) : 0
    let firstEvent = lines.first?.event ?? 0
    let before = max(0, firstEvent - earlier)..<firstEvent
    for (row, event) in before.enumerated() {
      let y = inside.y + row
      LogPane.drawEvent(events[event], context, x: inside.x, y: y, width: inside.width, on: &grid)
      grid.restyle(rect: Rect(x: inside.x, y: y, width: inside.width, height: 1)) { _ in
        Style(.dim)
      }
    }
    for (row, line) in lines.dropLast(scroll).suffix(rows).enumerated() {
      let y = inside.y + before.count + row
      LogPane.drawEvent(
        events[line.event], context, x: inside.x, y: y, width: inside.width, on: &grid)
      if line.isDifferent {
        grid.restyle(rect: Rect(x: inside.x, y: y, width: inside.width, height: 1)) { _ in
          Style(.highlight)
        }
        grid.put(
          String(marker(context.glyphs)), x: inside.x, y: y, style: Style(.highlight))
      }
    }
    if showsPending, let pending {
      grid.put(
        LogPane.pendingLine(events[pending], context, width: inside.width - 2), x: inside.x + 2,
        y: inside.y + min(before.count + lines.count, rows), style: Style(.dim),
        maxWidth: inside.width - 2)
    }
  }

  // MARK: Status

  /// The keys that work in compare mode, most useful first, from the key table.
  static func legend(_ model: LiveModel) -> [StatusBar.Entry] {
    Keymap.legend(LegendContext(model: model, screen: .compare))
  }

  /// " compare ≠ │ portrait 20pt bar │ play 4/s │ ": what the status line always starts
  /// with; both sides are held the same way.
  private static func statusPrefix(_ compare: CompareModel, glyphs: Glyphs, width: Int) -> String {
    let model = compare[compare.referenceSide]
    let label = Words.inline(Localized(en: "compare", zh: "对比"), model.language)
    // Two versions may hold different phones, with different bars: the bar is then each
    // side's own (their phones show it), and the line says only how both are held.
    let left = Words.device(compare.left.shownState)
    let right = Words.device(compare.right.shownState)
    let held = left == right ? left : Words.held(compare.left.shownState.orientation)
    return StatusBar.prefix(
      [
        "\(label) \(marker(glyphs))", Words.inline(held, model.language), model.paceLabel,
      ], language: model.language, glyphs: glyphs, width: width, message: compare.statusMessage)
  }
}
