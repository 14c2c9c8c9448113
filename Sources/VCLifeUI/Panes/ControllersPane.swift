import VCLifeClassroom
import VCLifeCore
import VCLifeScript

/// The container tree: tab bar, navigation stacks top-first, modals; per controller its view
/// (● loaded / ○ nil), whether it is on screen (▶), and its memory.
enum ControllersPane {
  /// `namesKeys`: whether a terminated app or a disconnected scene names the key that brings
  /// it back (`r`, `z`); a lesson on its path goes on with `n`, so it only says what happened.
  static func draw(
    _ context: FrameContext, namesKeys: Bool = true, in rect: Rect, on grid: inout Grid
  ) {
    let inside = grid.drawBox(
      rect: rect, title: Words.label(Words.controllers, context.language),
      glyphs: context.glyphs)
    guard !inside.isEmpty else { return }
    let rows = context.moment.rows
    if rows.count == 0 {
      let text = Words.label(
        Words.noControllers(context.state, namesKeys: namesKeys), context.language)
      // Wrapped, not cut: the key that brings the app back must be read.
      let lines = TextWrap.lines(
        text, width: inside.width, rows: inside.height, ellipsis: context.glyphs.ellipsis)
      for (row, line) in lines.enumerated() {
        grid.put(
          line, x: inside.x, y: inside.y + row, style: Style(.danger, [.bold]),
          maxWidth: inside.width)
      }
      return
    }
    let selected = context.moment.selectedRow ?? 0
    // Keep the selection in view: scroll so it sits in the window.
    let first = max(0, min(selected - inside.height / 2, rows.count - inside.height))
    for line in 0..<min(inside.height, rows.count - first) {
      let index = first + line
      let y = inside.y + line
      switch rows[index] {
      case .container(let name, let depth):
        let shown =
          name == ControllerRows.leakedHeader
          ? LeakWords.header(context.language, room: inside.width) : name
        // A container's name cut short ends in `…`: a cut name must not read as another.
        let text = DisplayWidth.truncated(
          String(repeating: " ", count: depth) + shown, toWidth: inside.width,
          ellipsis: context.glyphs.ellipsis)
        grid.put(text, x: inside.x, y: y, style: Style(.dim), maxWidth: inside.width)
      case .leaked(let leak):
        drawLeaked(
          leak, isSelected: index == selected, context, x: inside.x, y: y, width: inside.width,
          on: &grid)
      case .controller(let name, let depth, let tab):
        // A presented controller outside any navigation controller: marked `↑` like a
        // presented navigation controller's row.
        let presented = tab == nil && depth == 0
        if presented {
          grid.put(ControllerRows.presentedMark, x: inside.x, y: y, style: Style(.dim))
        }
        drawController(
          name, depth: presented ? 1 : depth, isSelected: index == selected, context,
          x: inside.x, y: y, width: inside.width, on: &grid)
      }
    }
    // The scroll marks sit on the border, never over a memory figure.
    if first > 0 {
      grid.put(String(context.glyphs.moreAbove), x: inside.maxX, y: inside.y, style: Style(.dim))
    }
    if first + inside.height < rows.count {
      grid.put(
        String(context.glyphs.moreBelow), x: inside.maxX, y: inside.maxY - 1, style: Style(.dim))
      // How many rows are out of sight below, on the bottom border: on a short screen the
      // controller a question is about may be one of them (↓ reaches it).
      let hidden = " \(context.glyphs.moreBelow)\(rows.count - first - inside.height) "
      let width = DisplayWidth.of(hidden)
      if inside.width >= width + 4 {
        grid.put(
          hidden, x: inside.maxX - width, y: inside.maxY, style: Style(.dim), maxWidth: width)
      }
    }
  }

  private static func drawController(
    _ name: String, depth: Int, isSelected: Bool, _ context: FrameContext, x: Int, y: Int,
    width: Int, on grid: inout Grid
  ) {
    guard let controller = context.state.controllers[name] else { return }
    grid.addTarget(name, x: x, y: y, width: width)
    let glyphs = context.glyphs
    var column = x + depth
    // The marks share one style, and the name and figure the plain one: every change of
    // attribute costs the terminal an escape sequence, and a selection move redraws rows.
    let mark = controller.isViewLoaded ? glyphs.loaded : glyphs.unloaded
    let onScreen = controller.isInWindow ? glyphs.onScreen : " "
    column += grid.put(
      "\(mark)\(onScreen)", x: column, y: y,
      style: Style(controller.isViewLoaded ? .loaded : .unloaded))
    // A `version` item's memory figures would tell the phone, and so the version.
    let memory =
      context.mask?.hidesVersion == true ? "" : ByteCount.text(controller.memory.total)
    let nameWidth = max(1, x + width - column - memory.count - 1)
    var style = context.isChanged(name) ? Style(.highlight) : Style(.normal)
    // Only the name is shown in reverse video for the selection: a move then resends two
    // names, not two whole rows.
    if isSelected { style = style.adding([.reverse, .bold]) }
    grid.put(
      DisplayWidth.truncated(name, toWidth: nameWidth, ellipsis: glyphs.ellipsis), x: column, y: y,
      style: style, maxWidth: nameWidth)
    grid.put(memory, x: x + width - memory.count, y: y, style: Style(.normal))
  }
}
