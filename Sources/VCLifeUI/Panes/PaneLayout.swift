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

  /// The smallest inside heights: the panes stay recognisable at these.
  static let minimumTop = 3
  static let minimumGauge = 1
  static let minimumLog = 3

  init(body: Rect, teaching text: TeachingText) {
    // Boxes: top panes, gauge and log take two border rows each, and the log's separator one.
    let content = max(0, body.height - 7)
    var teaching = text.lesson.isEmpty ? text.why : text.lesson
    // The panes shrink further only when a long text needs it: the stack and the log keep
    // three rows each where they can, two or one where the text is longer.
    let minimums = [(Self.minimumTop, Self.minimumLog), (2, 2), (1, 1)]
    let (minimumTop, minimumLog) =
      minimums.first { content - $0.0 - Self.minimumGauge - $0.1 >= teaching.count }
      ?? minimums[minimums.count - 1]
    let room = content - minimumTop - Self.minimumGauge - minimumLog
    if teaching.count > room {
      // Only a terminal too short for the text: keep what fits (it has the minimum size).
      teaching = Array(teaching.prefix(max(0, room)))
    }
    let remaining = content - teaching.count
    let topIdeal = max(minimumTop, body.height * 2 / 5 - 2)
    let gaugeIdeal = body.height >= 29 ? 3 : 2
    let top = min(topIdeal, max(minimumTop, remaining - Self.minimumGauge - minimumLog))
    let gauge = min(gaugeIdeal, max(Self.minimumGauge, remaining - top - minimumLog))
    var logRows = remaining - top - gauge
    if !text.lesson.isEmpty, logRows - text.why.count >= 4 {
      teaching += text.why
      logRows -= text.why.count
    }
    self.teaching = teaching
    let (topRect, rest) = body.splitTop(top + 2)
    let (gaugeRect, logRect) = rest.splitTop(gauge + 2)
    (controllers, tree) = topRect.splitLeft(min(40, max(26, body.width * 3 / 8)))
    self.gauge = gaugeRect
    self.log = logRect
  }
}
