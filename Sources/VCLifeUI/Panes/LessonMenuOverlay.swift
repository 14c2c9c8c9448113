import VCLifeClassroom
import VCLifeScript

/// The lesson menu (key `M`) drawn over the panes: each built-in lesson's title in the chosen
/// language(s) — in both, the English row and the Chinese row under it — with its name and its
/// step and question counts; the highlighted lesson starts with Enter.
enum LessonMenuOverlay {
  /// The menu's title.
  static let title = Localized(en: "Lessons", zh: "课程")

  static func draw(
    _ context: FrameContext, menu: LessonMenu, in body: Rect, on grid: inout Grid
  ) {
    let language = context.language
    // The whole body up to 80 columns: the box covers the panes' borders rather than doubling them.
    let width = min(body.width, 80)
    let keyLines = TextWrap.lines(
      Words.sentence(Words.hints(for: .lessonMenu), language), width: width - 2)
    let check = context.glyphs.isUnicode ? "✓" : "ok"
    let entries = menu.lessons.enumerated().map { index, lesson in
      rows(
        of: lesson, number: index + 1, language: language, width: width - 2, context.glyphs,
        score: menu.scoreMark(of: lesson, check: check))
    }
    let listRows = entries.reduce(0) { $0 + $1.count }
    let height = min(body.height, listRows + keyLines.count + 2)
    let rect = Rect(
      x: body.x + (body.width - width) / 2, y: body.y + max(0, (body.height - height) / 3),
      width: width, height: height)
    grid.fill(rect: rect)
    var inside = grid.drawBox(
      rect: rect, title: Words.label(title, language), glyphs: context.glyphs)
    guard inside.height > keyLines.count else { return }
    inside.height -= keyLines.count
    for (row, line) in keyLines.enumerated() {
      grid.put(line, x: inside.x, y: inside.maxY + row, style: Style(.dim), maxWidth: inside.width)
    }
    // Scrolled so that the highlighted lesson's rows are whole and about the middle.
    let before = entries.prefix(menu.index).reduce(0) { $0 + $1.count }
    let chosenRows = entries[menu.index].count
    let first = max(0, min(before - (inside.height - chosenRows) / 2, listRows - inside.height))
    // More lessons above or below: `▲` / `▼` on the box's right edge, as on the panes.
    if first > 0 {
      grid.put(
        String(context.glyphs.moreAbove), x: inside.maxX, y: inside.y, style: Style(.border))
    }
    if first + inside.height < listRows {
      grid.put(
        String(context.glyphs.moreBelow), x: inside.maxX, y: inside.maxY - 1,
        style: Style(.border))
    }
    var y = inside.y - first
    for (index, lines) in entries.enumerated() {
      let style =
        index == menu.index ? Style(.selected, [.reverse, .bold]) : Style(.normal)
      for (row, line) in lines.enumerated() {
        defer { y += 1 }
        guard y >= inside.y, y < inside.maxY else { continue }
        grid.fill(rect: Rect(x: inside.x, y: y, width: inside.width, height: 1), style: style)
        let lineStyle = row == 0 || index == menu.index ? style : Style(.dim)
        grid.put(line, x: inside.x, y: y, style: lineStyle, maxWidth: inside.width)
      }
    }
  }

  /// A lesson's rows: ` 3 navigation  5 steps · 2 questions  ✓ 1/2` (its last score, when
  /// it was finished), then its title in each language shown, cut with `…` only where the box
  /// is narrower than a title.
  static func rows(
    of lesson: Lesson, number: Int, language: ReportLanguage, width: Int, _ glyphs: Glyphs,
    score: String? = nil
  ) -> [String] {
    let number = number < 10 ? " \(number)" : "\(number)"
    let head =
      "\(number) \(lesson.name)  " + Words.sentence(LessonMenu.counts(lesson), language)
      + (score.map { "  " + $0 } ?? "")
    let titles = language.languages.map { "    " + lesson.title.text($0) }
    return ([head] + titles).map { TextWrap.fitted($0, width: width, ellipsis: glyphs.ellipsis) }
  }
}
