import VCLifeClassroom
import VCLifeCore

/// The push-or-present picker (key `g`): the catalogue's controllers with their origin, warning
/// handler and Auto Layout, drawn over the panes; the highlighted one is pushed with Enter or
/// `p`, presented with `m`.
enum PickerOverlay {
  static func draw(
    _ context: FrameContext, picker: Picker, state: AppState, in body: Rect, on grid: inout Grid
  ) {
    let width = min(body.width - 4, 72)
    // The keys go under the list, wrapped whole: in both languages they are two lines.
    let keys = TextWrap.lines(
      Words.label(Words.hints(for: .picker), context.language), width: width - 2)
    let height = min(body.height - 2, picker.names.count + keys.count + 2)
    let rect = Rect(
      x: body.x + (body.width - width) / 2, y: body.y + max(1, (body.height - height) / 3),
      width: width, height: height)
    grid.fill(rect: rect)
    var inside = grid.drawBox(
      rect: rect, title: Words.label(Words.picker, context.language), glyphs: context.glyphs)
    guard inside.height > keys.count else { return }
    inside.height -= keys.count
    for (row, line) in keys.enumerated() {
      grid.put(
        line, x: inside.x, y: inside.maxY + row, style: Style(.dim), maxWidth: inside.width)
    }
    let first = max(0, min(picker.index - inside.height / 2, picker.names.count - inside.height))
    // The names' column fits the longest name (SlideshowFixed), up to a third of the box.
    let nameColumn = min(
      inside.width / 3, max(10, picker.names.map(DisplayWidth.of).max() ?? 10))
    for row in 0..<min(inside.height, picker.names.count - first) {
      let index = first + row
      let name = picker.names[index]
      let template = state.template(named: name)
      let live = state.controllers[name] != nil
      let details =
        "\(template.origin.rawValue) · onWarning \(template.onWarning.rawValue)"
        + (template.autoLayout ? " · Auto Layout" : "")
        + template.gotchas.pickerWords.map { " · " + $0 }.joined()
        + (live ? " · live: a copy" : "")
      let style = index == picker.index ? Style(.selected, [.reverse, .bold]) : Style(.normal)
      let text = TextWrap.fitted(
        " \(name.padded(to: nameColumn)) \(details)", width: inside.width,
        ellipsis: context.glyphs.ellipsis
      )
      grid.fill(
        rect: Rect(x: inside.x, y: inside.y + row, width: inside.width, height: 1), style: style)
      grid.put(text, x: inside.x, y: inside.y + row, style: style, maxWidth: inside.width)
    }
  }
}

extension String {
  fileprivate func padded(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
  }
}
