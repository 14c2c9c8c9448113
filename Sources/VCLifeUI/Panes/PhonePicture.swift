import VCLifeCore
import VCLifeScript

/// A small phone beside the View tree, drawn to scale as far as whole rows allow: the status
/// bar, the navigation bar, the tab bar, and the selected view's frame with its size written
/// on it (SPEC §8). Each bar is named in its row and the view's rows are marked at the side,
/// so the picture reads without colour; it is drawn from the state, so it turns and changes
/// with every rotation and status-bar change. The version's phone (SPEC §12) shows its notch
/// or Dynamic Island in the top edge and its home indicator in the bottom one; rows where the
/// view lies under a bar (iOS 7+), outside its safe area, are marked `┊` instead of `▌`.
enum PhonePicture {
  /// The narrowest text column the View tree keeps beside the picture.
  static let minimumTextWidth = 28

  /// The picture's size in cells inside a pane, or nil where it does not fit: about 2 cells
  /// wide per cell high for a portrait phone (a terminal cell is twice as tall as wide).
  static func size(inside: Rect, orientation: Orientation) -> (width: Int, height: Int)? {
    var height = min(inside.height, orientation == .portrait ? 14 : 9)
    while height >= 5 {
      let width = orientation == .portrait ? max(11, height * 4 / 3 + 2) : max(15, height * 3)
      if inside.width - width - 1 >= minimumTextWidth { return (width, height) }
      height -= 1
    }
    return nil
  }

  /// One row band of the phone's screen, top to bottom.
  private struct Band {
    var rows: Int
    var label: Localized?
    /// Whether the selected view lies under (or in) this band.
    var coversView: Bool
  }

  /// Draws the phone for `name` into `rect`; returns false when the bars do not fit.
  @discardableResult
  static func draw(
    _ name: String, state: AppState, language: ReportLanguage, glyphs: Glyphs, in rect: Rect,
    on grid: inout Grid
  ) -> Bool {
    guard let placement = state.placement(of: name) else { return false }
    let inner = rect.inset(by: 1)
    var statusInBorder = false
    var layout = bands(placement, state: state, rows: inner.height, statusRow: true)
    if layout == nil {
      // Too few rows for every bar: the status bar is named in the phone's top edge.
      statusInBorder = true
      layout = bands(placement, state: state, rows: inner.height, statusRow: false)
    }
    guard let bands = layout else { return false }
    grid.drawBox(rect: rect, style: Style(.border), glyphs: glyphs)
    var labelEnd = rect.x + 1
    if statusInBorder, state.statusBar != .hidden {
      let label = Words.inline(statusLabel(state), language)
      labelEnd += grid.put(
        label, x: rect.x + 1, y: rect.y, style: Style(.dim), maxWidth: rect.width - 2)
    }
    drawHardware(state, glyphs: glyphs, in: rect, after: labelEnd, on: &grid)
    let controller = state.controllers[name]
    let shade = glyphs.isUnicode ? glyphs.shadeLight : "."
    let mark = glyphs.isUnicode ? "▌" : "|"
    let underBar = glyphs.isUnicode ? "┊" : ":"
    var y = inner.y
    var viewRows: [Int] = []
    var barRows: Set<Int> = []
    for band in bands {
      if band.label != nil { barRows.formUnion(y..<(y + band.rows)) }
      for row in 0..<band.rows {
        if let label = band.label {
          grid.fill(
            rect: Rect(x: inner.x, y: y + row, width: inner.width, height: 1), char: shade,
            style: Style(.dim))
          // The bars are the phone's chrome, in the shade's own grey; the view's size, in
          // plain text, is what the eye finds (and one colour per bar row costs fewer bytes).
          if row == band.rows / 2 {
            centre(Words.inline(label, language), y: y + row, inner, Style(.dim), &grid)
          }
        }
        if band.coversView { viewRows.append(y + row) }
      }
      y += band.rows
    }
    for row in viewRows {
      // Under a bar the view is outside its safe area (its layout guides before iOS 11).
      let covered = barRows.contains(row)
      grid.put(
        covered ? underBar : mark, x: inner.x, y: row, style: Style(covered ? .dim : .loaded))
    }
    // The view's size on it, in the middle of the rows it covers that no bar names.
    let free = viewRows.filter { !barRows.contains($0) }
    let rows = free.isEmpty ? viewRows : free
    guard let middle = rows.dropFirst(max(0, (rows.count - 1) / 2)).first else { return true }
    let size = controller?.frame?.description ?? "view nil"
    centre(size, y: middle, inner, Style(.normal), &grid)
    // A hidden view keeps its old size until it next appears: say what it will get.
    if let frame = controller?.frame, frame != placement.frame, rows.contains(middle + 1) {
      // "→ 320×367" is one cell wider than the smallest phone: there the space goes, not
      // the last digit.
      let spaced = "\(glyphs.arrowRight) \(placement.frame)"
      let next =
        DisplayWidth.of(spaced) < inner.width ? spaced : "\(glyphs.arrowRight)\(placement.frame)"
      centre(next, y: middle + 1, inner, Style(.dim), &grid)
    }
    return true
  }

  /// The notch (wide, hanging from the top edge) or the Dynamic Island (a short pill) in the
  /// top edge, held upright; the home indicator in the bottom edge. The 3.5" phone has none.
  /// Turned, the housing goes to the left edge (its cells are too few to draw it there) and
  /// the indicator stays at the bottom.
  /// `after`: the first column of the top edge free of the status bar's name (a short
  /// picture names it there); the housing moves right of it, or is left out.
  private static func drawHardware(
    _ state: AppState, glyphs: Glyphs, in rect: Rect, after: Int, on grid: inout Grid
  ) {
    guard state.phone != .classic, rect.width >= 9 else { return }
    let inner = rect.width - 2
    if state.orientation == .portrait {
      let housing = state.phone == .notch ? max(5, inner / 2 + 1) : max(3, inner / 3)
      let ink = glyphs.isUnicode ? "▄" : "#"
      let x = max(rect.x + 1 + (inner - housing) / 2, after == rect.x + 1 ? after : after + 1)
      if x + housing <= rect.maxX - 1 {
        grid.put(
          String(repeating: ink, count: housing), x: x, y: rect.y, style: Style(.border))
      }
    }
    let indicator = max(2, inner / 3)
    grid.put(
      String(repeating: glyphs.isUnicode ? "━" : "=", count: indicator),
      x: rect.x + 1 + (inner - indicator) / 2, y: rect.maxY - 1, style: Style(.border))
  }

  /// What the frame on the phone is, for the View tree's lines under the view: from iOS 7 the
  /// whole screen, under the bars; from iOS 11 its safe area on a line of its own. None on
  /// iOS 5 and 6, where the frame is what the bars leave.
  static func frameWords(_ name: String, state: AppState) -> [Localized] {
    guard state.behavior.extendsUnderBars, let placement = state.placement(of: name) else {
      return []
    }
    // A page sheet (iOS 13+) is shorter than the screen on a real iPhone; this simulator
    // gives it the screen's frame, and says so (SPEC §11.10).
    if case .presented(let index) = state.layout.location(of: name),
      state.layout.presented[index].isSheet
    {
      return [
        Localized(en: "page sheet: the screen's frame here", zh: "页面表单：这里取屏幕的 frame"),
        Localized(en: "(a real sheet is shorter)", zh: "（真实的表单更矮）"),
      ]
    }
    var lines = [
      placement.frame == state.screen
        ? Localized(en: "frame = the whole screen, under bars", zh: "frame = 整个屏幕，延伸到栏下")
        : Localized(en: "frame: under the bars", zh: "frame：延伸到栏下")
    ]
    if state.behavior.hasSafeArea {
      let insets = placement.safeArea
      lines.append(Localized(en: "safe area \(insets)", zh: "安全区域 \(insets)"))
    }
    return lines
  }

  /// The bands of the screen at a number of rows: bars at least one row each, the view's
  /// content the rest; nil when not even one content row is left.
  private static func bands(
    _ placement: AppState.Placement, state: AppState, rows: Int, statusRow: Bool
  ) -> [Band]? {
    let screen = state.screen.height
    func scaled(_ points: Int) -> Int {
      points == 0 ? 0 : max(1, (points * rows + screen / 2) / screen)
    }
    let status = state.statusBarHeight
    let statusRows = statusRow ? scaled(status) : 0
    let navigationRows = scaled(placement.navigationBar)
    let tabRows = scaled(placement.tabBar)
    let content = rows - statusRows - navigationRows - tabRows
    guard content >= 1 else { return nil }
    // The view starts under the status bar when it extends under it (full-screen layout),
    // and under the navigation bar when that bar is translucent.
    let underStatus = placement.statusBar < status
    return [
      Band(rows: statusRows, label: statusLabel(state), coversView: underStatus),
      Band(
        rows: navigationRows, label: Localized(en: "nav bar", zh: "导航条"),
        coversView: placement.underTranslucentBar),
      Band(rows: content, label: nil, coversView: true),
      Band(
        rows: tabRows, label: Localized(en: "tab bar", zh: "标签栏"),
        coversView: placement.underTabBar),
    ].filter { $0.rows > 0 }
  }

  private static func statusLabel(_ state: AppState) -> Localized {
    state.statusBar == .inCall
      ? Localized(en: "in call", zh: "通话中") : Localized(en: "status", zh: "状态栏")
  }

  private static func centre(
    _ text: String, y: Int, _ inner: Rect, _ style: Style, _ grid: inout Grid
  ) {
    // One column is kept for the view's mark at the left.
    let room = inner.width - 1
    let width = min(DisplayWidth.of(text), room)
    grid.put(text, x: inner.x + 1 + (room - width) / 2, y: y, style: style, maxWidth: room)
  }
}
