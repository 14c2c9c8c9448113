import VCLifeClassroom
import VCLifeCore
import VCLifeScript

/// The log of a practice item whose log is the question (`action`, `version`, `bug`), as
/// the log pane shows it until the answer: the asked action's line (`▶ ?` when the action
/// is the answer), then its callbacks and effects in order, each object's run on one row
/// (wrapped under itself) — no reasons and no memory figures, which would name the answer.
/// A student reads it as the exports print it; the answer plays the real log in its place.
struct EvidenceLog {
  /// One piece of a row: text at a column offset, in a style.
  struct Piece: Equatable {
    var text: String
    var x: Int
    var style: Style
  }

  /// The rows, top to bottom.
  let rows: [[Piece]]

  /// The columns an object's name takes, as in the log; a longer name pushes its run right.
  static let objectWidth = 10

  /// The rows of `mask`'s log at `width`.
  init(_ mask: PracticeMask, width: Int, glyphs: Glyphs) {
    var rows: [[Piece]] = [
      [
        Piece(
          text: "\(glyphs.onScreen) \(mask.asked ?? "?")", x: 0, style: Style(.action, [.bold]))
      ]
    ]
    let indent = 2 + Self.objectWidth + 1
    let separator = " \(glyphs.bullet) "
    var object: Substring?
    var row: [Piece] = []
    var column = 0
    for token in mask.log {
      let parts = token.split(separator: " ", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let name = String(parts[1])
      let style = Style(name.hasPrefix("(") ? .effect : .callback)
      if parts[0] != object {
        // A new object: a new row, its name in the log's column, whole (the log is the
        // question: `UINavigat…` would hide which container heard it).
        if !row.isEmpty { rows.append(row) }
        object = parts[0]
        row = [Piece(text: String(parts[0]), x: 2, style: Style(.normal))]
        column = max(indent, 2 + DisplayWidth.of(String(parts[0])) + 1)
      } else if column + DisplayWidth.of(separator) + DisplayWidth.of(name) <= width {
        row.append(Piece(text: separator, x: column, style: Style(.dim)))
        column += DisplayWidth.of(separator)
      } else {
        // No room on this row: the object's run goes on under its first callback.
        rows.append(row)
        row = []
        column = indent
      }
      let text = DisplayWidth.truncated(
        name, toWidth: max(1, width - column), ellipsis: glyphs.ellipsis)
      row.append(Piece(text: text, x: column, style: style))
      column += DisplayWidth.of(text)
    }
    if !row.isEmpty { rows.append(row) }
    self.rows = rows
  }

  /// Draws the rows in `rect`, the newest at the bottom as in the log, `scroll` rows back
  /// from the end. With three rows or more, a row says how many are left out above (PgUp)
  /// and one how many below (PgDn); with fewer, every row is the log's (PgUp and PgDn move
  /// it a row at a time).
  func draw(
    in rect: Rect, scroll: Int, language: ReportLanguage, glyphs: Glyphs, on grid: inout Grid
  ) {
    guard rect.height > 0, !rows.isEmpty else { return }
    let notices = rect.height >= 3 && rows.count > rect.height
    // At the top the rows fill the room (less the notice below): scrolling further shows no
    // fewer.
    let top = min(rows.count, notices ? rect.height - 1 : rect.height)
    let end = max(top, rows.count - scroll)
    var room = rect.height - (notices && end < rows.count ? 1 : 0)
    var start = max(0, end - room)
    if notices, start > 0 {
      room -= 1
      start = end - room
    }
    var y = rect.y
    if notices, start > 0 {
      note(
        Localized(
          en: "\(glyphs.arrowUp) \(start) more \(start == 1 ? "row" : "rows") above (PgUp)",
          zh: "\(glyphs.arrowUp) 上方还有 \(start) 行（PgUp）"), y: y)
      y += 1
    }
    for row in rows[start..<end] {
      for piece in row {
        grid.put(
          piece.text, x: rect.x + piece.x, y: y, style: piece.style,
          maxWidth: max(0, rect.width - piece.x))
      }
      y += 1
    }
    if notices, end < rows.count {
      let below = rows.count - end
      note(
        Localized(
          en: "\(glyphs.arrowDown) \(below) more \(below == 1 ? "row" : "rows") below (PgDn)",
          zh: "\(glyphs.arrowDown) 下方还有 \(below) 行（PgDn）"), y: y)
    }

    func note(_ words: Localized, y: Int) {
      grid.put(
        Words.inline(words, language), x: rect.x + 2, y: y, style: Style(.dim),
        maxWidth: rect.width - 2)
    }
  }
}
