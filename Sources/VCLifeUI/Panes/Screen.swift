import VCLifeClassroom
import VCLifeCore

/// Renders a whole frame: a pure function from the classroom and a size to a grid.
public enum Screen {
  /// The smallest size the panes fit in.
  public static let minimumWidth = 60
  public static let minimumHeight = 20

  /// The frame for a classroom at a size: the single screen, or compare mode's.
  public static func render(_ classroom: Classroom, width: Int, height: Int, glyphs: Glyphs)
    -> Grid
  {
    if classroom.isComparing {
      return CompareScreen.render(classroom, width: width, height: height, glyphs: glyphs)
    }
    var grid = Grid(width: width, height: height)
    guard width >= minimumWidth, height >= minimumHeight else {
      drawTooSmall(width: width, height: height, on: &grid)
      return grid
    }
    let context = FrameContext(
      moment: classroom.moment, language: classroom.language, glyphs: glyphs,
      mask: classroom.practiceMask, own: classroom.own)
    let status = StatusBar(classroom, glyphs: glyphs, width: width)
    let bodyHeight = StatusBar.bodyHeight(
      screen: height, statusRows: status.rows, showsLesson: classroom.lesson != nil)
    let whyShown = drawBody(
      classroom, context, in: Rect(x: 0, y: 0, width: width, height: bodyHeight),
      screenHeight: height, on: &grid)
    // While a question is being revealed the class asks why each callback came: its reason
    // waits for `y`, which the legend offers.
    let teaching = classroom.teaching
    let whyIsCut =
      classroom.cursor != nil
      && (classroom.questionOpen
        ? teaching.isRevealing && (!teaching.showsWholeWhy || !whyShown) : !whyShown)
    status.draw(
      classroom.legendFacts(whyIsCut: whyIsCut), y: height - status.rows, on: &grid)
    return grid
  }

  /// Everything above the status line. Returns whether the current event's reason is shown
  /// whole (else the log's line of it may be cut, and the legend offers `y`).
  private static func drawBody(
    _ classroom: Classroom, _ context: FrameContext, in body: Rect, screenHeight: Int,
    on grid: inout Grid
  ) -> Bool {
    let width = body.width
    if case .help(let page) = classroom.overlay {
      HelpScreen.draw(classroom, page: page, glyphs: context.glyphs, in: body, on: &grid)
      return true
    }
    let whyShown: Bool
    let teaching = classroom.teaching
    if classroom.settings.showsPresentation {
      whyShown = PresentationScreen.draw(
        teaching, context, in: body, screenHeight: screenHeight, on: &grid)
    } else {
      let text = TeachingText(teaching, context, width: width - 2)
      let digest = StepDigest(teaching, events: context.moment.events)
      let evidence = context.mask.map {
        EvidenceLog($0, width: width - 2, glyphs: context.glyphs)
      }
      // While a lesson's text is read, the log shows what it names, and the panes above
      // keep what they need (their rows at 80×24, fewer blank ones on a tall screen); a
      // practice item's log is its question, and takes the memory gauge's rows too.
      let layout = PaneLayout(
        body: body, teaching: text, logWanted: evidence?.rows.count ?? digest?.wantedRows ?? 0,
        topWanted: teaching.lesson != nil ? topRowsWanted(context) : nil,
        titleCard: teaching.lesson != nil && teaching.step == 0 && !teaching.onDetour
          || Self.asksInTextAlone(teaching),
        screenHeight: screenHeight, showsGauge: evidence == nil)
      whyShown = layout.showsWhy
      let namesKeys = teaching.lesson == nil || teaching.onDetour
      ControllersPane.draw(context, namesKeys: namesKeys, in: layout.controllers, on: &grid)
      ViewTreePane.draw(context, in: layout.tree, on: &grid)
      if !layout.gauge.isEmpty { MemoryGaugePane.draw(context, in: layout.gauge, on: &grid) }
      LogPane.draw(
        context,
        title: LogPane.title(
          teaching, context.moment, language: context.language, width: layout.log.width),
        in: layout.log, teaching: layout.teaching, teachingRows: layout.teachingRows,
        whyBelow: layout.showsWhy, digest: digest, evidence: evidence, on: &grid)
    }
    drawLayer(classroom.overlay, state: classroom.session.state, context, in: body, on: &grid)
    return whyShown
  }

  /// Whether an open practice item's question is all in its text (`freed`, `order`): before
  /// the answer its log shows only the set-up, and may give its rows up as a title card's
  /// does when the text needs them (60×20 in both languages).
  private static func asksInTextAlone(_ teaching: Teaching) -> Bool {
    guard teaching.question != nil, let kind = teaching.practice?.item.kind else { return false }
    return kind == .freed || kind == .order
  }

  /// The inside rows the Controllers and View tree panes want during a lesson: those of an
  /// 80×24 screen, more only for a stack that needs them.
  private static func topRowsWanted(_ context: FrameContext) -> Int {
    max(PaneLayout.lessonTop, context.moment.rows.count)
  }

  /// The picker (its controllers' templates as `state` has them) or the lesson menu over
  /// the panes; the help is a screen of its own.
  static func drawLayer(
    _ overlay: Overlay?, state: AppState, _ context: FrameContext, in body: Rect,
    on grid: inout Grid
  ) {
    switch overlay {
    case .picker(let picker):
      PickerOverlay.draw(context, picker: picker, state: state, in: body, on: &grid)
    case .lessonMenu(let menu):
      LessonMenuOverlay.draw(context, menu: menu, in: body, on: &grid)
    case .help, nil: break
    }
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
