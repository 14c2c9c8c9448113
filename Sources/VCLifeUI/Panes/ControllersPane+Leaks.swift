import VCLifeCore
import VCLifeScript

/// The words that mark a leaked controller (SPEC §10), beside its glyph.
enum LeakWords {
  static let header = Localized(en: "Leaked (retain cycle)", zh: "已泄漏（循环引用）")
  static let word = Localized(en: "leaked", zh: "泄漏")

  /// The leaked rows' header in `room` columns: in both languages "Leaked 已泄漏 (retain
  /// cycle)" where it fits, else the shorter "Leaked 已泄漏".
  static func header(_ language: ReportLanguage, room: Int) -> String {
    guard language == .both else { return Words.label(header, language) }
    let long = "Leaked 已泄漏 (retain cycle)"
    return DisplayWidth.of(long) <= room ? long : "Leaked 已泄漏"
  }
}

extension ControllersPane {
  /// A leaked controller's row, after the container tree: `⊘ Map leaked  8.8 MB`. The glyph
  /// and the word both say it, in the danger colour, with its memory still counted.
  static func drawLeaked(
    _ index: Int, isSelected: Bool, _ context: FrameContext, x: Int, y: Int, width: Int,
    on grid: inout Grid
  ) {
    guard index < context.state.leaked.count else { return }
    let controller = context.state.leaked[index]
    var column = x + 1
    column += grid.put(
      "\(context.glyphs.leakedMark) ", x: column, y: y, style: Style(.danger, [.bold]))
    let memory = ByteCount.text(controller.memory.total)
    // In both languages the Chinese word joins when a six-letter name still fits beside it.
    let word =
      " "
      + Words.label(
        LeakWords.word, context.language, room: width - 2 - 6 - memory.count - 2)
    let nameWidth = max(1, x + width - column - memory.count - DisplayWidth.of(word) - 1)
    let name = DisplayWidth.truncated(
      controller.name, toWidth: nameWidth, ellipsis: context.glyphs.ellipsis)
    column += grid.put(
      name, x: column, y: y,
      style: isSelected ? Style(.normal, [.reverse, .bold]) : Style(.normal),
      maxWidth: nameWidth)
    grid.put(word, x: column, y: y, style: Style(.danger, [.bold]))
    grid.put(memory, x: x + width - memory.count, y: y, style: Style(.normal))
  }
}
