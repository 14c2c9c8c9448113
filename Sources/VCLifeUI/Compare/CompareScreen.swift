import VCLifeClassroom
import VCLifeCore
import VCLifeScript

/// Renders the compare screen: a pure function from a classroom in compare mode and a size
/// to a grid.
/// Each side is a compact column (title bar, memory line, Controllers, the current action's
/// callbacks); what one side does and the other does not is highlighted and marked `≠`.
public enum CompareScreen {
  /// From this width the sides stand side by side; narrower, they are stacked.
  public static let sideBySideWidth = 120

  /// The frame for a classroom in compare mode at a size.
  static func render(_ classroom: Classroom, width: Int, height: Int, glyphs: Glyphs) -> Grid {
    var grid = Grid(width: width, height: height)
    guard width >= Screen.minimumWidth, height >= Screen.minimumHeight,
      let compare = classroom.compare
    else {
      Screen.drawTooSmall(width: width, height: height, on: &grid)
      return grid
    }
    let message = classroom.view.message.map { RenderedMessage($0, classroom.language) }
    let status = StatusBar(
      prefix: statusPrefix(classroom, compare, message: message, glyphs: glyphs, width: width),
      message: message, language: classroom.language, glyphs: glyphs, width: width,
      isRecorded: classroom.isRecorded)
    let bodyHeight = StatusBar.bodyHeight(
      screen: height, statusRows: status.rows, showsLesson: classroom.lesson != nil)
    drawBody(
      classroom, compare, in: Rect(x: 0, y: 0, width: width, height: bodyHeight),
      screenHeight: height, glyphs: glyphs, on: &grid)
    status.draw(classroom.legendFacts(), y: height - status.rows, on: &grid)
    return grid
  }

  /// Everything above the status line: the help, or the two sides and a lesson's text.
  private static func drawBody(
    _ classroom: Classroom, _ compare: CompareView, in rect: Rect, screenHeight: Int,
    glyphs: Glyphs, on grid: inout Grid
  ) {
    let width = rect.width
    var body = rect
    if case .help(let page) = classroom.overlay {
      HelpScreen.draw(classroom, page: page, glyphs: glyphs, in: body, on: &grid)
      return
    }
    // A lesson's text spans the width under both sides, whole: the sides give way to it.
    let teaching = classroom.teaching
    let context = FrameContext(
      moment: classroom.moment, language: classroom.language, glyphs: glyphs, own: classroom.own)
    let text = TeachingText(teaching, context, width: width - 2)
    var lesson = text.shown
    // The lesson's text describes its own run, which may be neither side's version: the
    // separator above it says which (or, too long for it, a line of its own).
    var note: String?
    if !lesson.isEmpty, teaching.lesson != nil, !teaching.onDetour {
      let said = Words.sentence(
        whichSide(
          classroom.shownState.behavior, compare, stacked: width < sideBySideWidth),
        classroom.language)
      if DisplayWidth.of(said) + 6 <= width {
        note = said
      } else {
        let lines = TextWrap.lines(said, width: width - 2)
        lesson = lines.map { (text: $0, style: Style(.dim)) } + lesson
      }
    }
    if !lesson.isEmpty {
      // The sides keep 12 rows: a longer text is cut, and says so.
      lesson = text.fitted(
        lesson, rows: max(0, body.height - 12), screenWidth: width, screenHeight: screenHeight,
        comparing: true)
      let (rest, textRect) = body.splitBottom(lesson.count + 1)
      grid.drawHorizontalLine(x: 0, y: textRect.y, length: width, glyphs: glyphs)
      if let note { grid.put(" \(note) ", x: 2, y: textRect.y, style: Style(.dim)) }
      for (row, line) in lesson.enumerated() {
        grid.put(line.text, x: 1, y: textRect.y + 1 + row, style: line.style, maxWidth: width - 2)
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
      guard let moment = classroom.moment(of: side) else { continue }
      let sideContext = FrameContext(
        moment: moment, language: classroom.language, glyphs: glyphs, own: classroom.own)
      if classroom.settings.showsPresentation {
        drawProjectedSide(side, of: compare, teaching, sideContext, in: rect, on: &grid)
      } else {
        drawSide(
          side, of: compare, sideContext, asking: teaching.question != nil,
          namesKeys: teaching.lesson == nil || teaching.onDetour, in: rect, on: &grid)
      }
      grid.assignTargets(from: firstTarget, to: side)
    }
    // `g` opens one picker for both sides: drawn once, over both, so a class can pick a
    // gotcha controller and watch it beside its fix. In handler mode the left side's
    // templates are shown: they name each controller's gotchas.
    let picking =
      compare.kind == .handlers ? compare.finalState(of: .left) : classroom.session.state
    Screen.drawLayer(classroom.overlay, state: picking, context, in: body, on: &grid)
  }

  /// Which side the lesson's text describes: the one running the lesson's own version now,
  /// named as the student sees it (left and right side by side, top and bottom stacked). When
  /// neither side runs that version, the text is said to be the lesson's own run, for it.
  static func whichSide(
    _ behavior: SystemBehavior, _ compare: CompareView, stacked: Bool
  ) -> Localized {
    let version = behavior.title
    guard compare.kind != .handlers else {
      return Localized(
        en: "text below: the lesson's app as written, \(version)",
        zh: "下面的文字：课程原样的应用，\(version)")
    }
    guard
      let side = CompareSide.allCases.first(where: { compare.kind.behavior(of: $0) == behavior })
    else {
      return Localized(
        en: "text below: the lesson's own run, now on \(version), which neither side runs",
        zh: "下面的文字：课程本身的运行，当前为 \(version)，两侧都不是这个版本")
    }
    let place: Localized =
      switch (side, stacked) {
      case (.left, false): Localized(en: "the left side", zh: "左侧")
      case (.right, false): Localized(en: "the right side", zh: "右侧")
      case (.left, true): Localized(en: "the top side", zh: "上方")
      case (.right, true): Localized(en: "the bottom side", zh: "下方")
      }
    return Localized(
      en: "text below: \(version), \(place.en)", zh: "下面的文字：\(version)，\(place.zh)")
  }

  /// A side in the projector view: its label as a bar, then the projector of its app (its
  /// current callback large, the stack, why, the memory).
  private static func drawProjectedSide(
    _ side: CompareSide, of compare: CompareView, _ teaching: Teaching, _ context: FrameContext,
    in rect: Rect, on grid: inout Grid
  ) {
    let (titleRow, rest) = rect.splitTop(1)
    drawTitle(
      compare.label(of: side), context, showsBehavior: compare.kind == .handlers,
      asking: teaching.question != nil, summary: compare.summary(of: side),
      note: hypothetical(side, of: compare, context), in: titleRow, on: &grid)
    PresentationScreen.draw(teaching, context, in: rest, includesLesson: false, on: &grid)
  }

  /// For a side older than iOS 7 running a student's Swift class (`--own`): Swift needs iOS 7,
  /// so that side shows what the class's logic would do there (SPEC §16.3).
  static func hypothetical(
    _ side: CompareSide, of compare: CompareView, _ context: FrameContext
  ) -> Localized? {
    // The classic pair's right side is "iOS 6+": iOS 7 and later among them.
    guard let own = context.own, own.isSwift, case .versions(let left, let right) = compare.kind,
      !(compare.kind == .iOSVersions && side == .right)
    else { return nil }
    let version = side == .left ? left : right
    guard version < 7 else { return nil }
    return Localized(
      en: "as if this logic ran on iOS \(version) (Swift needs iOS 7)",
      zh: "假设这段逻辑运行在 iOS \(version) 上（Swift 需要 iOS 7）")
  }

  /// The marker of a difference: a shape as well as a colour, so it reads in monochrome.
  static func marker(_ glyphs: Glyphs) -> Character { glyphs.isUnicode ? "≠" : "*" }

  // MARK: One side

  private static func drawSide(
    _ side: CompareSide, of compare: CompareView, _ context: FrameContext, asking: Bool,
    namesKeys: Bool, in rect: Rect, on grid: inout Grid
  ) {
    let moment = context.moment
    let lines = compare.lines(of: side)
    let (titleRow, afterTitle) = rect.splitTop(1)
    drawTitle(
      compare.label(of: side), context, showsBehavior: compare.kind == .handlers,
      asking: asking, summary: compare.summary(of: side),
      note: hypothetical(side, of: compare, context), in: titleRow, on: &grid)
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
      let wanted = max(moment.rows.count, 1) + 2
      (controllers, log) = rest.splitTop(min(wanted, max(5, rest.height / 3)))
    } else {
      (controllers, log) = rest.splitLeft(min(30, rest.width * 2 / 5))
    }
    ControllersPane.draw(context, namesKeys: namesKeys, in: controllers, on: &grid)
    // Both sides start their current action on the same row: the longer one decides.
    let longest = max(compare.lines(of: .left).count, compare.lines(of: .right).count)
    drawLog(context, lines: lines, longest: longest, in: log, on: &grid)
  }

  /// "iOS 5 · step 3 / 13" on the left; on the right "≠ 4 lines differ" (lines of its own
  /// shown), "≠ 4 fewer lines" (it only lacks some), "same so far" or "same callbacks".
  private static func drawTitle(
    _ label: String, _ context: FrameContext, showsBehavior: Bool, asking: Bool,
    summary: CompareSummary, note: Localized? = nil, in row: Rect, on grid: inout Grid
  ) {
    let style = Style(.title, [.reverse, .bold])
    let glyphs = context.glyphs
    let language = context.language
    grid.fill(rect: row, style: style)
    var title = " " + label
    if showsBehavior { title += " · \(context.state.behavior.title)" }
    if let note { title += " · " + Words.inline(note, language) }
    // While a question is open, counts would tell the answer: neither side shows them.
    var counter = ""
    if !asking, let progress = context.moment.actionProgress {
      counter = " · " + Words.inline(Words.eventOfAction(progress.index, progress.count), language)
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
      (differs ? "\(marker(glyphs)) " : "") + Words.inline(words, language) + " "
    let summaryWidth = DisplayWidth.of(summaryText)
    // Beside a note the counter is whole or left out: the note says more about the side.
    if note == nil || DisplayWidth.of(title + counter) <= row.width - summaryWidth - 1 {
      title += counter
    }
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
    return "\(mark)\(Words.inline(Words.memory, context.language)) "
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
    let moment = context.moment
    var title = Words.label(Words.callbacks, context.language)
    if moment.isRewound {
      title += " · " + Words.inline(Localized(en: "rewound", zh: "已回退"), context.language)
    }
    let inside = grid.drawBox(rect: rect, title: title, glyphs: context.glyphs)
    guard inside.height >= 1, inside.width >= 4 else { return }
    let pending = moment.pending
    let showsPending = moment.showsPending
    let rows = max(1, inside.height - (showsPending ? 1 : 0))
    let events = moment.events
    // PgUp/PgDn scroll both sides' logs back; here only within the current action.
    let scroll = min(moment.logScroll, max(0, lines.count - rows))
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

  /// " compare ≠ │ portrait 20pt bar │ play 4/s │ ": what the status line always starts
  /// with; both sides are held the same way.
  private static func statusPrefix(
    _ classroom: Classroom, _ compare: CompareView, message: RenderedMessage?, glyphs: Glyphs,
    width: Int
  ) -> String {
    let language = classroom.language
    let label = Words.inline(Localized(en: "compare", zh: "对比"), language)
    // Two versions may hold different phones, with different bars: the bar is then each
    // side's own (their phones show it), and the line says only how both are held.
    let leftState = classroom.moment(of: .left)?.state ?? classroom.shownState
    let rightState = classroom.moment(of: .right)?.state ?? classroom.shownState
    let left = Words.device(leftState)
    let right = Words.device(rightState)
    let held = left == right ? left : Words.held(leftState.orientation)
    let words = StatusBar.prefixLanguage(language)
    // The class's part too: the teacher's count of students, a student's "following".
    return StatusBar.prefix(
      ["\(label) \(marker(glyphs))", Words.inline(held, words)]
        + StatusBar.paceAndClass(classroom, words), language: language, glyphs: glyphs,
      width: width, message: message, closing: StatusBar.closing(following: classroom.isFollowing))
  }
}
