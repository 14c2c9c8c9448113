/// The bottom line: system behaviour, pacing and speed, then a message or the key legend.
enum StatusBar {
  static let legend = "p push b pop m modal d dismiss w warn i iOS ? help q quit"

  static func draw(_ context: FrameContext, y: Int, width: Int, on grid: inout Grid) {
    let model = context.model
    grid.fill(rect: Rect(x: 0, y: y, width: width, height: 1), style: Style(.status, [.reverse]))
    var pace: String
    switch model.pacing {
    case .animated:
      pace = model.isPaused ? "paused" : "play \(LiveModel.speeds[model.speedLevel])/s"
    case .step: pace = "step"
    case .instant: pace = "all at once"
    }
    let left = " \(model.shownState.behavior.title) │ \(pace) │ "
      .replacingBars(context.glyphs.isUnicode ? "│" : "|")
    var column = grid.put(left, x: 0, y: y, style: Style(.status, [.reverse, .bold]))
    if let message = model.message {
      let style = message.isError ? Style(.error, [.reverse, .bold]) : Style(.status, [.reverse])
      grid.put(message.text, x: column, y: y, style: style, maxWidth: width - column)
    } else {
      column += grid.put(
        legend, x: column, y: y, style: Style(.status, [.reverse]), maxWidth: width - column)
    }
  }
}

extension String {
  fileprivate func replacingBars(_ bar: String) -> String {
    split(separator: "│", omittingEmptySubsequences: false).joined(separator: bar)
  }
}
