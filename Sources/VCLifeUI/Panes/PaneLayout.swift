/// Where the single-app screen's panes go at a size. The teaching text (a lesson's question
/// or narration) is never cut: the panes give way to it — the log shrinks first, then the
/// memory gauge drops its legend, then the Controllers and View tree panes collapse to a few
/// rows. Why the current event happened is shown whole when the log keeps a few rows.
struct PaneLayout {
  let controllers: Rect
  let tree: Rect
  let gauge: Rect
  /// The log's box, with the teaching text at its bottom.
  let log: Rect
  /// The teaching lines the log's box shows under its separator.
  let teaching: [TeachingText.Line]

  /// Rows under the log's separator: the teaching lines, and below them blank rows kept so
  /// that the separator stays put from one event to the next (0: no text, no separator).
  let teachingRows: Int

  /// Whether the teaching lines end with why the cursor's event happened, whole: the log then
  /// leaves that reason off the cursor's line rather than show it twice.
  let showsWhy: Bool

  /// The smallest inside heights: the panes stay recognisable at these.
  static let minimumTop = 3
  static let minimumGauge = 1
  static let minimumLog = 3
  /// The top panes' inside rows at 80×24, which a lesson keeps on a taller screen (unless
  /// the stack needs more): the rest goes to the log.
  static let lessonTop = 7

  /// The panes for `text` in `body`. `logWanted`: the rows the log needs to show what the
  /// lesson's step names (see ``StepDigest``); the Controllers and View tree panes, which
  /// matter less while a step's text is read, give them up to their smallest.
  /// `topWanted`: the inside rows the top panes need (nil: as many as the screen's share).
  /// `titleCard`: a lesson's title card, before its first step, whose text may take the log's
  /// rows and its separator too (no callback of the lesson shows yet). `screenHeight`: the
  /// whole screen's, for the notice of a cut text (the status line's row under the body
  /// unless said). `showsGauge` false: no memory gauge (a practice item whose log is the
  /// question takes its rows). The gauge also gives its box up where the text would be cut
  /// (60×20 in both languages): the text is what the reader must have whole.
  init(
    body: Rect, teaching text: TeachingText, logWanted: Int = 0, topWanted: Int? = nil,
    titleCard: Bool = false, screenHeight: Int? = nil, showsGauge: Bool = true
  ) {
    self.init(
      fitting: body, text, logWanted: logWanted, topWanted: topWanted, titleCard: titleCard,
      screenHeight: screenHeight, showsGauge: showsGauge)
    if showsGauge, isCut {
      // Without the gauge the text is whole, or at least less of it is cut.
      self = Self(
        fitting: body, text, logWanted: logWanted, topWanted: topWanted, titleCard: titleCard,
        screenHeight: screenHeight, showsGauge: false)
    }
  }

  /// Whether the text was cut (its last row says so): the terminal is too small for it.
  let isCut: Bool

  private init(
    fitting body: Rect, _ text: TeachingText, logWanted: Int, topWanted: Int?, titleCard: Bool,
    screenHeight: Int?, showsGauge: Bool
  ) {
    // Boxes: top panes, gauge and log take two border rows each, and the log's separator one.
    let gauge = showsGauge ? Self.minimumGauge : 0
    let content = max(0, body.height - (showsGauge ? 7 : 5))
    // The most rows the text can have: the panes at their smallest (one row each).
    let most = content - 1 - gauge - 1
    var teaching = text.lesson.isEmpty ? text.why : text.shown(room: most)
    // Why: a reason one row longer than the last would move the separator and every log line
    // (the eye loses its place, and the terminal rewrites them all). So the text keeps room
    // for a long reason where the log keeps its minimum (at 80×24 in both languages, three).
    var steady =
      teaching.isEmpty ? 0 : max(teaching.count, text.lesson.isEmpty ? text.steadyWhyRows : 0)
    var sizes = Self.sizes(
      content: content, body: body, textRows: steady, logWanted: logWanted,
      topWanted: topWanted, titleCard: titleCard, gauge: gauge)
    if steady > teaching.count, sizes.logRows < max(Self.minimumLog, logWanted) {
      // No room to keep: the text takes its own rows and no more, or the log would lack them.
      steady = teaching.count
      sizes = Self.sizes(
        content: content, body: body, textRows: steady, logWanted: logWanted,
        topWanted: topWanted, titleCard: titleCard, gauge: gauge)
    }
    isCut = teaching.count > sizes.room
    if isCut {
      // Only a terminal too short for the text: keep what fits (it has the minimum size), and
      // say on the last row that there is more, and how to see it whole.
      teaching = text.fitted(
        teaching, rows: max(0, sizes.room), screenWidth: body.width,
        screenHeight: screenHeight ?? body.height + 1)
    }
    var textRows = max(teaching.count, min(steady, sizes.room))
    if !text.lesson.isEmpty, !text.why.isEmpty, !text.whyRequested {
      // Under a lesson's text, why the event happened, in the rows kept for a long reason,
      // where the log keeps its minimum (and what the step names): all or nothing, so that
      // stepping through a step's events does not move the separator (the cursor's line
      // keeps its reason otherwise).
      let whyRows = max(text.why.count, text.steadyWhyRows)
      if sizes.logRows - whyRows >= max(Self.minimumLog, logWanted) {
        teaching += text.why
        textRows += whyRows
      }
    }
    self.teaching = teaching
    self.teachingRows = textRows
    // At the end, or (`y` on a screen too small for both) in the narration's place.
    let whyTexts = text.why.map(\.text)
    showsWhy =
      !whyTexts.isEmpty
      && teaching.indices.contains { start in
        teaching[start...].prefix(whyTexts.count).map(\.text) == whyTexts
      }
    let (topRect, rest) = body.splitTop(sizes.top + 2)
    let (gaugeRect, logRect) = rest.splitTop(showsGauge ? sizes.gauge + 2 : 0)
    (controllers, tree) = topRect.splitLeft(min(40, max(26, body.width * 3 / 8)))
    self.gauge = gaugeRect
    self.log = logRect
  }

  /// The inside heights of the top panes and the gauge (at least `minimumGauge`: 0 when it
  /// is not shown), the log rows left, and the most rows the text may have, with `textRows`
  /// of text under the log.
  private static func sizes(
    content: Int, body: Rect, textRows: Int, logWanted: Int, topWanted: Int?, titleCard: Bool,
    gauge minimumGauge: Int
  ) -> (top: Int, gauge: Int, logRows: Int, room: Int) {
    // The panes shrink further only when a long text needs it: the stack and the log keep
    // three rows each where they can, two or one where the text is longer. On a title card
    // the log may give its row and its separator's too (-1): it shows no step's callback yet.
    let minimums = [(minimumTop, minimumLog), (2, 2), (1, 1)] + (titleCard ? [(1, -1)] : [])
    let (smallestTop, smallestLog) =
      minimums.first { content - $0.0 - minimumGauge - $0.1 >= textRows }
      ?? minimums[minimums.count - 1]
    let room = content - smallestTop - minimumGauge - smallestLog
    let remaining = content - min(textRows, max(0, room))
    let topIdeal = max(smallestTop, min(body.height * 2 / 5 - 2, topWanted ?? .max))
    let gaugeIdeal = minimumGauge == 0 ? 0 : body.height >= 29 ? 3 : 2
    let log = max(smallestLog, logWanted)
    let top = min(topIdeal, max(smallestTop, remaining - minimumGauge - log))
    let gauge = min(gaugeIdeal, max(minimumGauge, remaining - top - log))
    return (top, gauge, remaining - top - gauge, room)
  }
}
