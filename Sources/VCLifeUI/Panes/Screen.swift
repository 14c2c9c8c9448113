/// Renders a whole frame: a pure function from the model and a size to a grid.
public enum Screen {
  /// The smallest size the panes fit in.
  public static let minimumWidth = 60
  public static let minimumHeight = 20

  /// The frame for a model at a size.
  public static func render(_ model: LiveModel, width: Int, height: Int, glyphs: Glyphs) -> Grid {
    var grid = Grid(width: width, height: height)
    let context = FrameContext(model: model, glyphs: glyphs)
    guard width >= minimumWidth, height >= minimumHeight else {
      drawTooSmall(width: width, height: height, on: &grid)
      return grid
    }
    let body = Rect(x: 0, y: 0, width: width, height: height - 1)
    StatusBar.draw(context, y: height - 1, width: width, on: &grid)
    if model.showsHelp {
      HelpScreen.draw(context, in: body, on: &grid)
      return grid
    }
    if model.showsPresentation {
      PresentationScreen.draw(context, in: body, on: &grid)
      return grid
    }
    let topHeight = max(8, body.height * 2 / 5)
    let (top, rest) = body.splitTop(topHeight)
    let (gauge, log) = rest.splitTop(height >= 30 ? 5 : 4)
    let (controllers, tree) = top.splitLeft(min(40, max(26, width * 3 / 8)))
    ControllersPane.draw(context, in: controllers, on: &grid)
    ViewTreePane.draw(context, in: tree, on: &grid)
    MemoryGaugePane.draw(context, in: gauge, on: &grid)
    LogPane.draw(context, in: log, on: &grid)
    return grid
  }

  /// "terminal too small: need W×H, have w×h" — still answering q and resize.
  static func drawTooSmall(width: Int, height: Int, on grid: inout Grid) {
    let lines = [
      "terminal too small:",
      "need \(minimumWidth)×\(minimumHeight), have \(width)×\(height)",
      "enlarge it, or press q to quit",
    ]
    let top = max(0, (height - lines.count) / 2)
    for (row, line) in lines.enumerated() {
      let x = max(0, (width - DisplayWidth.of(line)) / 2)
      grid.put(line, x: x, y: top + row, style: Style(row == 0 ? .warning : .normal, [.bold]))
    }
  }
}
