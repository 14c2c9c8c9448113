/// The bottom line: system behaviour, pacing and speed, then a message or the key legend.
enum StatusBar {
  static let lessonLegend = "n next step · space reveal/step · ← → rewind · ? help · q quit"
  static let replayLegend = "n next action · space pause · ← → rewind · ? help · q quit"
  static let legend = "p push b pop m modal d dismiss w warn i iOS ? help q quit"

  static func draw(_ context: FrameContext, y: Int, width: Int, on grid: inout Grid) {
    let model = context.model
    grid.fill(rect: Rect(x: 0, y: y, width: width, height: 1), style: Style(.status, [.reverse]))
    let pace = model.paceLabel
    let left = " \(model.shownState.behavior.title) │ \(pace) │ "
      .replacingBars(context.glyphs.isUnicode ? "│" : "|")
    var column = grid.put(left, x: 0, y: y, style: Style(.status, [.reverse, .bold]))
    if let message = model.message {
      let style = message.isError ? Style(.error, [.reverse, .bold]) : Style(.status, [.reverse])
      grid.put(message.text, x: column, y: y, style: style, maxWidth: width - column)
    } else {
      let keys =
        model.lesson != nil
        ? lessonLegend : model.queue.isEmpty ? legend : replayLegend
      column += grid.put(
        keys, x: column, y: y, style: Style(.status, [.reverse]), maxWidth: width - column)
    }
  }
}

extension String {
  fileprivate func replacingBars(_ bar: String) -> String {
    split(separator: "│", omittingEmptySubsequences: false).joined(separator: bar)
  }
}
