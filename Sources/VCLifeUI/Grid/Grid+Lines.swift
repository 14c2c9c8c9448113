extension Grid {
  /// Draws a box around the edge of `rect` and returns the rectangle inside it.
  ///
  /// A `title` is written into the top border after the corner, as ` title `, cut to fit.
  /// A rectangle narrower or shorter than 2 cells draws nothing and has an empty inside.
  @discardableResult
  public mutating func drawBox(
    rect: Rect, title: String? = nil, style: Style = Style(.border),
    titleStyle: Style = Style(.title), glyphs: Glyphs
  ) -> Rect {
    guard rect.width >= 2, rect.height >= 2 else {
      return Rect(x: rect.x, y: rect.y, width: 0, height: 0)
    }
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    drawHorizontalLine(
      x: rect.x + 1, y: rect.y, length: rect.width - 2, style: style, glyphs: glyphs)
    drawHorizontalLine(
      x: rect.x + 1, y: bottom, length: rect.width - 2, style: style, glyphs: glyphs)
    drawVerticalLine(
      x: rect.x, y: rect.y + 1, length: rect.height - 2, style: style, glyphs: glyphs)
    drawVerticalLine(x: right, y: rect.y + 1, length: rect.height - 2, style: style, glyphs: glyphs)
    put(String(glyphs.topLeft), x: rect.x, y: rect.y, style: style)
    put(String(glyphs.topRight), x: right, y: rect.y, style: style)
    put(String(glyphs.bottomLeft), x: rect.x, y: bottom, style: style)
    put(String(glyphs.bottomRight), x: right, y: bottom, style: style)
    if let title, !title.isEmpty, rect.width > 4 {
      let room = rect.width - 2
      let text = DisplayWidth.truncated(" " + title + " ", toWidth: room, ellipsis: glyphs.ellipsis)
      put(text, x: rect.x + 1, y: rect.y, style: titleStyle, maxWidth: room)
    }
    return rect.inset(by: 1)
  }

  /// Draws `length` horizontal line glyphs from `x`, `y` to the right (clipped to the grid).
  public mutating func drawHorizontalLine(
    x: Int, y: Int, length: Int, style: Style = Style(.border), glyphs: Glyphs
  ) {
    guard length > 0 else { return }
    fill(rect: Rect(x: x, y: y, width: length, height: 1), char: glyphs.horizontal, style: style)
  }

  /// Draws `length` vertical line glyphs from `x`, `y` downwards (clipped to the grid).
  public mutating func drawVerticalLine(
    x: Int, y: Int, length: Int, style: Style = Style(.border), glyphs: Glyphs
  ) {
    guard length > 0 else { return }
    fill(rect: Rect(x: x, y: y, width: 1, height: length), char: glyphs.vertical, style: style)
  }
}
