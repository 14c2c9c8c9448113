extension Grid {
  /// The grid as text: one line per row joined by "\n", trailing spaces removed from each
  /// row, a wide character written once (its continuation cell adds nothing). Styles are
  /// ignored; see ``styleDump()``. Meant for golden-file tests of rendering.
  public func textDump() -> String {
    (0..<height).map(rowText).joined(separator: "\n")
  }

  /// The text of row `y`, trailing spaces removed.
  public func rowText(_ y: Int) -> String {
    var line = ""
    for x in 0..<width {
      let cell = self[x: x, y: y]
      if !cell.isContinuation { line.append(cell.character) }
    }
    while line.last == " " { line.removeLast() }
    return line
  }

  /// The styles of the grid: one line per row, `y:` followed by runs of equal style as
  /// `first-last style`, for example `0: 0-5 title+bold, 6-79 normal`.
  public func styleDump() -> String {
    var lines: [String] = []
    for y in 0..<height {
      var runs: [String] = []
      var start = 0
      while start < width {
        let style = self[x: start, y: y].style
        var end = start
        while end + 1 < width && self[x: end + 1, y: y].style == style { end += 1 }
        runs.append("\(start)-\(end) \(style)")
        start = end + 1
      }
      lines.append("\(y): " + runs.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}
