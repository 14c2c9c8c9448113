import VCLifeClassroom
import VCLifeCore
import VCLifeScript

/// The callback log, newest at the bottom: each action's line, then its callbacks and effects
/// indented under it; the cursor's line highlighted, the pending one dimmed; and, below, the
/// narration of the cursor's event in full (the cursor's line then leaves its reason to it).
enum LogPane {
  /// Draws the log in `rect`, with `teaching` under a separator that keeps `teachingRows`
  /// rows below it (blank ones under the text). With `whyBelow` (the teaching lines end with
  /// the cursor's reason, whole) the cursor's line leaves its reason to them. `evidence`: a
  /// practice item's log drawn in the events' place until it is answered.
  static func draw(
    _ context: FrameContext, title: String, in rect: Rect, teaching: [TeachingText.Line],
    teachingRows: Int, whyBelow: Bool, digest: StepDigest? = nil, evidence: EvidenceLog? = nil,
    on grid: inout Grid
  ) {
    let moment = context.moment
    let inside = grid.drawBox(rect: rect, title: title, glyphs: context.glyphs)
    guard inside.height >= 1, let cursor = moment.cursor else { return }
    // A text that leaves the log no row (a title card's, see ``PaneLayout``) takes the
    // separator's row too: a separator over no callback would separate nothing.
    let closed = teachingRows > 0 && teachingRows >= inside.height - 1
    let narrationRows = min(teachingRows, closed ? inside.height : inside.height - 1)
    let logRows = closed ? 0 : inside.height - narrationRows - (narrationRows > 0 ? 1 : 0)
    if closed {
      return drawTeaching(
        teaching, rows: narrationRows, context, below: inside.y - 1, in: inside, separator: false,
        on: &grid)
    }
    if let evidence {
      evidence.draw(
        in: Rect(x: inside.x, y: inside.y, width: inside.width, height: logRows),
        scroll: moment.logScroll, language: context.language, glyphs: context.glyphs, on: &grid)
      drawTeaching(
        teaching, rows: narrationRows, context, below: inside.y + logRows, in: inside, on: &grid)
      return
    }
    if let lines = digest?.lines(rows: logRows, width: inside.width, moment: moment) {
      let withReason = !whyBelow || narrationRows < teaching.count
      drawDigest(
        lines, context, in: Rect(x: inside.x, y: inside.y, width: inside.width, height: logRows),
        cursorReason: withReason, on: &grid)
      drawTeaching(
        teaching, rows: narrationRows, context, below: inside.y + logRows, in: inside, on: &grid)
      return
    }
    let pending = moment.pending
    let showsPending = moment.showsPending
    let bottom = showsPending && moment.logScroll == 0 ? logRows - 1 : logRows
    // Scrolled as far back as it goes (Home), the first events fill the pane from the top.
    let last = max(min(cursor, bottom - 1), cursor - moment.logScroll)
    let first = max(0, last - bottom + 1)
    let events = moment.events
    var drawn = 0
    if bottom > 0 {
      for (line, index) in (first...max(first, last)).enumerated() where index <= last {
        drawn = line + 1
        let y = inside.y + line
        // The reason once, whole, under the separator: cut on the highlighted line it said the
        // same words twice (and resent them at every event).
        let withReason = index != cursor || !whyBelow || narrationRows < teaching.count
        drawEvent(
          events[index], context, x: inside.x, y: y, width: inside.width, withReason: withReason,
          on: &grid)
        if index == cursor {
          grid.restyle(rect: Rect(x: inside.x, y: y, width: inside.width, height: 1)) { _ in
            Style(.highlight)
          }
        }
      }
    }
    if showsPending, moment.logScroll == 0, let pending, logRows > 0 {
      grid.put(
        pendingLine(events[pending], context, width: inside.width - 2), x: inside.x + 2,
        y: inside.y + drawn, style: Style(.dim), maxWidth: inside.width - 2)
    }
    drawTeaching(
      teaching, rows: narrationRows, context, below: inside.y + logRows, in: inside, on: &grid)
  }

  /// The separator at row `separatorY` (unless `separator` is false), and the teaching lines
  /// under it.
  private static func drawTeaching(
    _ teaching: [TeachingText.Line], rows: Int, _ context: FrameContext, below separatorY: Int,
    in inside: Rect, separator: Bool = true, on grid: inout Grid
  ) {
    guard rows > 0 else { return }
    if separator {
      grid.drawHorizontalLine(
        x: inside.x, y: separatorY, length: inside.width, style: Style(.border),
        glyphs: context.glyphs)
    }
    for (row, line) in teaching.prefix(rows).enumerated() {
      grid.put(
        line.text, x: inside.x, y: separatorY + 1 + row, style: line.style, maxWidth: inside.width)
    }
  }

  /// A step's digest (see ``StepDigest``) in the log's rows: its events as the log draws
  /// them, the folded runs and the packed named callbacks dimmed or in the callbacks' colour.
  private static func drawDigest(
    _ lines: [StepDigest.Line], _ context: FrameContext, in rect: Rect, cursorReason: Bool,
    on grid: inout Grid
  ) {
    let events = context.moment.events
    let bullet = context.glyphs.bullet
    for (row, line) in lines.prefix(rect.height).enumerated() {
      let y = rect.y + row
      switch line {
      case .event(let index):
        let isCursor = index == context.moment.cursor
        drawEvent(
          events[index], context, x: rect.x, y: y, width: rect.width,
          withReason: !isCursor || cursorReason, on: &grid)
        if isCursor {
          grid.restyle(rect: Rect(x: rect.x, y: y, width: rect.width, height: 1)) { _ in
            Style(.highlight)
          }
        }
      case .folded(let count):
        let words = Localized(
          en: "\(count) more \(count == 1 ? "line" : "lines") (PgUp shows every line)",
          zh: "另有 \(count) 行（PgUp 显示全部）")
        grid.put(
          "  \(context.glyphs.ellipsis) " + Words.inline(words, context.language), x: rect.x,
          y: y, style: Style(.dim), maxWidth: rect.width)
      case .packed(let indices):
        let text = indices.map { StepDigest.item(events[$0]) }.joined(separator: " \(bullet) ")
        grid.put(
          "  " + text, x: rect.x, y: y, style: Style(.callback),
          maxWidth: rect.width)
      }
    }
  }

  /// "→ next: Photos viewDidLoad  (space)", in the model's language, fitted to `width`: the
  /// event a step will show; the compare screen's logs say it the same way.
  static func pendingLine(_ event: Event, _ context: FrameContext, width: Int) -> String {
    let language = context.language
    // Chinese alone takes its own colon and brackets.
    let zh = language == .zh
    let text =
      "\(context.glyphs.arrowRight) \(Words.inline(Words.next, language))\(zh ? "：" : ": ")"
      + "\(event.object) \(event.name.text)  "
      + (zh ? "（空格）" : "(\(Words.inline(Words.space, language)))")
    return TextWrap.fitted(text, width: width, ellipsis: context.glyphs.ellipsis)
  }

  /// "Callbacks · event 3 / 7 of this action", or the lesson and its step; and, rewound, where
  /// in the timeline the screen is.
  static func title(
    _ teaching: Teaching, _ moment: Moment, language: ReportLanguage, width: Int
  ) -> String {
    var title = Words.label(Words.callbacks, language)
    if let practice = teaching.practice {
      // The item's kind and level; its id is in the store (`vclife practice --progress`).
      let item = practice.item
      let kind = PracticeWords.kind(item.kind)
      let said = Localized(
        en: "practice \(kind.en) · level \(item.level)", zh: "练习：\(kind.zh) · 级别 \(item.level)")
      return title + " · " + Words.label(said, language, room: width - 6 - DisplayWidth.of(title))
    }
    if let lesson = teaching.lesson {
      let finished = teaching.isDone && teaching.question == nil
      // In both languages the step and the next key are said in both where they fit (a
      // long lesson name leaves English alone); the box's corners and border take 6.
      let head = Words.label(Words.lesson, language) + " \(lesson.name) · "
      let room = width - 6 - DisplayWidth.of(head)
      let step = Words.lessonStep(teaching.step, lesson.steps.count)
      if moment.isRewound, let cursor = moment.cursor {
        // A look back is a detour: `n` returns (the text says so), and acting drops nothing
        // of the lesson; the title says where in the timeline the screen is.
        let back = Words.rewoundInLesson(cursor + 1, moment.events.count)
        let tail = Words.inline(step, language) + " · "
        // Narrow (60 columns in both languages), the lesson's label, then its name, give
        // way to where the screen is: "rewound to ev…" lost the event.
        let leads = [head, "\(lesson.name) · ", ""]
        let lead =
          leads.first { lead in
            DisplayWidth.of(lead + tail + Words.inline(back, language)) <= width - 6
          } ?? ""
        let rest = width - 6 - DisplayWidth.of(lead + tail)
        return lead + tail + Words.label(back, language, room: rest)
      }
      // A recording's viewers press no key, and a student's class moves on by the teacher's:
      // the title names none.
      let next: Localized? =
        finished ? Words.done : teaching.isRecorded || teaching.isStudent ? nil : Words.nextStep
      guard let next else { return head + Words.label(step, language, room: room) }
      let tail = Words.label(step, language, room: room / 2) + " · "
      title = head + tail + Words.label(next, language, room: room - DisplayWidth.of(tail))
    } else {
      let isReplay = teaching.replay != nil
      if let replay = teaching.replay {
        // A replay: how far through its actions (classroom review m19).
        let played =
          replay.played == replay.count
          ? Words.replayDone : Words.replayStep(replay.played, replay.count)
        title += " · " + Words.label(played, language, room: width - 9 - DisplayWidth.of(title))
      }
      if !moment.isRewound, let progress = moment.actionProgress {
        // After a replay's progress the counter stays English alone in both languages.
        let counter = Words.eventOfAction(progress.index, progress.count)
        title +=
          " · "
          + (isReplay
            ? Words.inline(counter, language)
            : Words.label(counter, language, room: width - 9 - DisplayWidth.of(title)))
      }
    }
    if moment.isRewound, let cursor = moment.cursor {
      // Where in the timeline, and what acting does: the teacher must see it whole.
      title += " · " + Words.inline(Words.rewound(cursor + 1, moment.events.count), language)
    }
    return title
  }

  /// One log line: the action, a refusal, or a callback or effect with its memory change and
  /// (unless `withReason` is false) its reason; the compare screen draws its logs with it too.
  static func drawEvent(
    _ event: Event, _ context: FrameContext, x: Int, y: Int, width: Int, withReason: Bool = true,
    on grid: inout Grid
  ) {
    switch event.kind {
    case .action:
      let who = event.object == "System" ? "System: " : ""
      grid.put(
        "\(context.glyphs.onScreen) \(who)\(event.name.text)", x: x, y: y,
        style: Style(.action, [.bold]), maxWidth: width)
    case .error:
      let text = TextWrap.fitted(
        "  ! " + context.reason(event), width: width, ellipsis: context.glyphs.ellipsis)
      grid.put(text, x: x, y: y, style: Style(.error, [.bold]), maxWidth: width)
    case .callback, .effect:
      var column = x + 2
      // A long name (UINavigationController) is cut with `…`, never silently.
      let object = DisplayWidth.truncated(
        event.object, toWidth: 10, ellipsis: context.glyphs.ellipsis)
      column += grid.put(object, x: column, y: y, style: Style(.normal), maxWidth: 10)
      column = max(column + 1, x + 11)
      let name = event.kind == .effect ? "(\(event.name.text))" : event.name.text
      let role: Style.Role = event.kind == .effect ? .effect : .callback
      // A selector longer than the room (a rotation's, on a narrow screen) ends with `…`.
      let room = max(0, x + width - column)
      column += grid.put(
        DisplayWidth.truncated(name, toWidth: room, ellipsis: context.glyphs.ellipsis), x: column,
        y: y, style: Style(role), maxWidth: room)
      column += 1
      // The student's override: its line, and a skipped or wrong super (each form whole or
      // left out, the file name first).
      if let mark = context.own?.mark(for: event) {
        let room = x + width - column
        if let text = mark.texts(unicode: context.glyphs.isUnicode).first(where: {
          DisplayWidth.of($0) <= room
        }) {
          let style = Style(mark.superCall == nil ? .normal : .warning, [.bold])
          column += grid.put(text, x: column, y: y, style: style, maxWidth: x + width - column)
          column += 1
        }
      }
      // A memory change is whole or left out: "+1." would misstate it.
      let change = (event.delta.total > 0 ? "+" : "") + ByteCount.text(event.delta.total)
      if event.delta.total != 0, column + DisplayWidth.of(change) <= x + width {
        column += grid.put(
          change, x: column, y: y, style: Style(event.delta.total > 0 ? .warning : .loaded),
          maxWidth: max(0, x + width - column))
        column += 1
      }
      if withReason, column < x + width - 8 {
        let reason = TextWrap.fitted(
          context.reason(event), width: x + width - column, ellipsis: context.glyphs.ellipsis)
        grid.put(reason, x: column, y: y, style: Style(.dim), maxWidth: x + width - column)
      }
    }
  }
}
