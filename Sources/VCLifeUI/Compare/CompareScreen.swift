import VCLifeCore

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
    let body = Rect(x: 0, y: 0, width: width, height: height - 1)
    drawStatus(compare, y: height - 1, width: width, glyphs: glyphs, on: &grid)
    if compare.showsHelp {
      HelpScreen.draw(FrameContext(model: compare.left, glyphs: glyphs), in: body, on: &grid)
      return grid
    }
    let first: Rect
    let second: Rect
    if width >= sideBySideWidth {
      (first, second) = body.splitLeft(width / 2)
    } else {
      (first, second) = body.splitTop(body.height / 2)
    }
    drawSide(.left, of: compare, in: first, glyphs: glyphs, on: &grid)
    drawSide(.right, of: compare, in: second, glyphs: glyphs, on: &grid)
    return grid
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
    let differing = lines.filter(\.isDifferent).count
    let (titleRow, afterTitle) = rect.splitTop(1)
    drawTitle(
      compare.label(of: side), model: model, showsBehavior: compare.kind == .handlers,
      differing: differing, glyphs: glyphs, in: titleRow,
      on: &grid)
    let (memoryRow, rest) = afterTitle.splitTop(1)
    drawMemory(context, differs: compare.memoryDiffers, in: memoryRow, on: &grid)
    // Tall halves (side by side) stack the panes; short ones (stacked halves) put the
    // Controllers beside the log so both keep a few rows.
    let controllers: Rect
    let log: Rect
    if rest.height >= 16 {
      let wanted = model.rows.count + 2
      (controllers, log) = rest.splitTop(min(wanted, max(5, rest.height / 3)))
    } else {
      (controllers, log) = rest.splitLeft(min(30, rest.width * 2 / 5))
    }
    ControllersPane.draw(context, in: controllers, on: &grid)
    drawLog(context, lines: lines, in: log, on: &grid)
  }

  /// "iOS 5 · step 3 / 13" on the left, "≠ 4 lines differ" or "same callbacks" on the right.
  private static func drawTitle(
    _ label: String, model: LiveModel, showsBehavior: Bool, differing: Int, glyphs: Glyphs,
    in row: Rect, on grid: inout Grid
  ) {
    let style = Style(.title, [.reverse, .bold])
    grid.fill(rect: row, style: style)
    var title = " " + label
    if showsBehavior { title += " · \(model.shownState.behavior.title)" }
    if let progress = model.actionProgress {
      title += " · step \(progress.index) / \(progress.count)"
    }
    let summary =
      differing > 0
      ? "\(marker(glyphs)) \(differing) line\(differing == 1 ? "" : "s") differ "
      : "same callbacks "
    let summaryWidth = DisplayWidth.of(summary)
    grid.put(title, x: row.x, y: row.y, style: style, maxWidth: row.width - summaryWidth - 1)
    grid.put(
      summary, x: row.maxX - summaryWidth, y: row.y,
      style: differing > 0 ? Style(.highlight, [.reverse, .bold]) : style)
  }

  /// "Memory 25.5 MB / 64.0 MB (39%)" and the bar; the figures highlighted and marked when
  /// the two sides' totals differ.
  private static func drawMemory(
    _ context: FrameContext, differs: Bool, in row: Rect, on grid: inout Grid
  ) {
    let state = context.state
    let percent = state.memory * 100 / max(state.budget, 1)
    let mark = differs ? "\(marker(context.glyphs)) " : "  "
    let text =
      "\(mark)Memory \(ByteCount.text(state.memory)) / \(ByteCount.text(state.budget))"
      + " (\(percent)%) "
    let style =
      differs
      ? Style(.highlight, [.bold])
      : percent >= 100 || state.isTerminated
        ? Style(.danger, [.bold]) : percent >= 75 ? Style(.warning, [.bold]) : Style(.title)
    let used = grid.put(text, x: row.x, y: row.y, style: style, maxWidth: row.width)
    let barWidth = row.width - used - 1
    guard barWidth >= 8 else { return }
    MemoryGaugePane.drawBar(
      state, changed: context.current?.delta ?? MemoryBreakdown(), context, x: row.x + used,
      y: row.y, width: barWidth, on: &grid)
  }

  /// The current action's events up to the cursor (the newest at the bottom), differing
  /// lines highlighted and marked in the indent; in step mode or paused, the next one dimmed.
  private static func drawLog(
    _ context: FrameContext, lines: [CompareLine], in rect: Rect, on grid: inout Grid
  ) {
    let model = context.model
    var title = "Callbacks"
    if model.isRewound { title += " · rewound" }
    let inside = grid.drawBox(rect: rect, title: title, glyphs: context.glyphs)
    guard inside.height >= 1, inside.width >= 4 else { return }
    let pending = model.pendingEvent
    let showsPending = pending != nil && (model.pacing == .step || model.isPaused)
    let rows = max(1, inside.height - (showsPending ? 1 : 0))
    let events = model.session.events
    // PgUp/PgDn scroll both sides' logs back; here only within the current action.
    let scroll = min(model.logScroll, max(0, lines.count - rows))
    for (row, line) in lines.dropLast(scroll).suffix(rows).enumerated() {
      let y = inside.y + row
      LogPane.drawEvent(
        events[line.event], context, x: inside.x, y: y, width: inside.width, on: &grid)
      if line.isDifferent {
        grid.restyle(rect: Rect(x: inside.x, y: y, width: inside.width, height: 1)) { _ in
          Style(.highlight, [.bold])
        }
        grid.put(
          String(marker(context.glyphs)), x: inside.x, y: y, style: Style(.highlight, [.bold]))
      }
    }
    if showsPending, let pending {
      let event = events[pending]
      let text = "\(context.glyphs.arrowRight) next: \(event.object) \(event.name.text)  (space)"
      grid.put(
        text, x: inside.x + 2, y: inside.y + min(lines.count, rows), style: Style(.dim),
        maxWidth: inside.width - 2)
    }
  }

  // MARK: Status

  static let legend = "p push b pop m modal d dismiss w warn s pace ? help q quit"
  static let shortLegend = "p b m d w ? q"

  private static func drawStatus(
    _ compare: CompareModel, y: Int, width: Int, glyphs: Glyphs, on grid: inout Grid
  ) {
    grid.fill(rect: Rect(x: 0, y: y, width: width, height: 1), style: Style(.status, [.reverse]))
    let model = compare.left
    let pace = model.paceLabel
    let bar = glyphs.isUnicode ? "│" : "|"
    let dash = glyphs.isUnicode ? "—" : "-"
    let sides = " compare: \(compare.leftLabel) | \(compare.rightLabel) "
    // A message needs the room more than the reminder of what the marker means.
    let left =
      compare.statusMessage != nil
      ? sides + "\(bar) "
      : sides + "\(dash) differences marked \(marker(glyphs)) \(bar) \(pace) \(bar) "
    let column = grid.put(
      left, x: 0, y: y, style: Style(.status, [.reverse, .bold]), maxWidth: width)
    if let message = compare.statusMessage {
      let style = message.isError ? Style(.error, [.reverse, .bold]) : Style(.status, [.reverse])
      grid.put(message.text, x: column, y: y, style: style, maxWidth: width - column)
    } else {
      // Narrow screens get the keys alone: a cut-off legend reads as nonsense.
      let keys = DisplayWidth.of(legend) <= width - column ? legend : shortLegend
      grid.put(keys, x: column, y: y, style: Style(.status, [.reverse]), maxWidth: width - column)
    }
  }
}
