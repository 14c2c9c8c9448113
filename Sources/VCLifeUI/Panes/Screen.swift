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
    let statusRows = StatusBar.rows(context, width: width)
    let bodyHeight = StatusBar.bodyHeight(
      screen: height, statusRows: statusRows, showsLesson: model.lesson != nil)
    let whyShown = drawBody(
      context, in: Rect(x: 0, y: 0, width: width, height: bodyHeight), on: &grid)
    let whyIsCut = !whyShown && model.cursor != nil && model.prediction == nil
    StatusBar.draw(
      context, y: height - statusRows, width: width, rows: statusRows, whyIsCut: whyIsCut,
      on: &grid)
    return grid
  }

  /// Everything above the status line. Returns whether the current event's reason is shown
  /// whole (else the log's line of it may be cut, and the legend offers `y`).
  private static func drawBody(_ context: FrameContext, in body: Rect, on grid: inout Grid)
    -> Bool
  {
    let model = context.model
    let width = body.width
    if model.showsHelp {
      HelpScreen.draw(context, in: body, on: &grid)
      return true
    }
    var whyShown = true
    if model.showsPresentation {
      PresentationScreen.draw(context, in: body, on: &grid)
    } else {
      let teaching = TeachingText(context, width: width - 2)
      let layout = PaneLayout(body: body, teaching: teaching)
      whyShown =
        layout.showsWhy || (model.showsWholeWhy && layout.teaching.count >= teaching.lesson.count)
      ControllersPane.draw(context, in: layout.controllers, on: &grid)
      ViewTreePane.draw(context, in: layout.tree, on: &grid)
      MemoryGaugePane.draw(context, in: layout.gauge, on: &grid)
      LogPane.draw(
        context, in: layout.log, teaching: layout.teaching, teachingRows: layout.teachingRows,
        whyBelow: layout.showsWhy, on: &grid)
    }
    if let picker = model.picker {
      PickerOverlay.draw(context, picker: picker, in: body, on: &grid)
    }
    if let menu = model.lessonMenu {
      LessonMenuOverlay.draw(context, menu: menu, in: body, on: &grid)
    }
    return whyShown
  }

  /// "terminal too small: need W×H, have w×h" — still answering q and resize.
  static func drawTooSmall(width: Int, height: Int, on grid: inout Grid) {
    let lines = [
      "terminal too small: 终端太小",
      "need \(minimumWidth)×\(minimumHeight), have \(width)×\(height)",
      "enlarge it, or press q to quit",
      "请放大窗口，或按 q 退出",
      "lessons in both languages: from \(TeachingText.wholeInBoth.width)×\(TeachingText.wholeInBoth.height)",
      "双语课程：\(TeachingText.wholeInBoth.width)×\(TeachingText.wholeInBoth.height) 起",
    ]
    let top = max(0, (height - lines.count) / 2)
    for (row, line) in lines.enumerated() {
      let x = max(0, (width - DisplayWidth.of(line)) / 2)
      grid.put(line, x: x, y: top + row, style: Style(row == 0 ? .warning : .normal, [.bold]))
    }
  }
}
