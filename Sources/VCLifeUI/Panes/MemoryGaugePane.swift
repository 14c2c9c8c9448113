import VCLifeCore
import VCLifeScript

/// Used / budget as a bar with the 75 % and 90 % warning marks; the parts of SPEC §5 told apart by
/// fill glyph and colour, with a legend and the figures.
enum MemoryGaugePane {
  struct Part {
    let part: MemoryPart
    let label: Localized
    let role: Style.Role
    let unicode: Character
    let ascii: Character
    /// Whether the part is a mistake's cost (held outlets): named in the title, where it
    /// always has room, and only while it holds something, rather than in the legend.
    var isInTitle = false

    /// The part's fill glyph in a glyph set.
    func glyph(_ glyphs: Glyphs) -> Character { glyphs.isUnicode ? unicode : ascii }
  }

  static let parts = [
    Part(
      part: .controller, label: Localized(en: "ctrl", zh: "控制器"), role: .memController,
      unicode: "█", ascii: "#"),
    Part(
      part: .views, label: Localized(en: "views", zh: "视图"), role: .memViews, unicode: "▓",
      ascii: "V"),
    Part(
      part: .content, label: Localized(en: "content", zh: "内容"), role: .memContent, unicode: "▒",
      ascii: "C"),
    Part(
      part: .backingStore, label: Localized(en: "backing", zh: "后备"), role: .memBacking,
      unicode: "░", ascii: "B"),
    Part(
      part: .caches, label: Localized(en: "cache", zh: "缓存"), role: .memCaches, unicode: "≡",
      ascii: "$"),
    Part(
      part: .heldOutlets, label: Localized(en: "held outlets", zh: "被持有的输出口"), role: .memOutlets,
      unicode: "×", ascii: "x", isInTitle: true),
  ]

  /// The columns a legend figure takes at least: "12.0 MB".
  static let figureSlot = 7

  static func draw(_ context: FrameContext, in rect: Rect, on grid: inout Grid) {
    let state = context.state
    let percent = state.memory * 100 / max(state.budget, 1)
    let figures =
      Words.label(Words.memory, context.language)
      + " \(ByteCount.text(state.memory)) / \(ByteCount.text(state.budget)) (\(percent)%)"
    // The box's corners and the spaces around the title take 5 columns.
    var title =
      figures + titleParts(state, context, room: rect.width - 5 - DisplayWidth.of(figures))
    // What the selected controller's own code holds, where the title has room for it.
    let held = heldResources(context)
    if !held.isEmpty, DisplayWidth.of(title + held) <= rect.width - 5 { title += held }
    let titleStyle =
      percent >= 100 || state.isTerminated
      ? Style(.danger, [.bold]) : percent >= 75 ? Style(.warning, [.bold]) : Style(.title)
    let inside = grid.drawBox(
      rect: rect, title: title, titleStyle: titleStyle, glyphs: context.glyphs)
    guard inside.width > 4, inside.height >= 1 else { return }
    let changed = context.current?.delta ?? MemoryBreakdown()
    drawBar(
      state, changed: changed, context, x: inside.x, y: inside.y, width: inside.width, on: &grid)
    guard inside.height >= 2 else { return }
    var column = inside.x
    for part in legendParts(state, context, width: inside.width) {
      let glyph = part.glyph(context.glyphs)
      let label = Words.inline(part.label, context.language)
      let figure = ByteCount.text(state.usage[part.part])
      let name = "\(glyph)\(label) "
      guard column + DisplayWidth.of(name + figure) <= inside.maxX else { break }
      // The figure that changed is highlighted, not its name: the name stays as it was on
      // the terminal, and only the figure is resent.
      let style = changed[part.part] != 0 ? Style(.highlight) : Style(.normal)
      column += grid.put(name, x: column, y: inside.y + 1, style: Style(part.role))
      grid.put(figure, x: column, y: inside.y + 1, style: style)
      // Each figure has a slot as wide as "12.0 MB": when one grows from "768 KB" to
      // "1.4 MB" the parts after it stay where they were.
      column += min(max(figureSlot, DisplayWidth.of(figure)), inside.maxX - column) + 1
    }
    if inside.height >= 3 {
      let mark =
        "\(context.glyphs.gaugeMark) "
        + Words.sentence(
          Localized(
            en: "75% · 90%: the system warns · 100%: it terminates the app",
            zh: "75% · 90%：系统发出警告 · 100%：系统终止应用"), context.language)
      grid.put(mark, x: inside.x, y: inside.y + 2, style: Style(.dim), maxWidth: inside.width)
    }
  }

  /// The parts the legend row names, in the table's order: all of them when they fit; else
  /// the largest first, as many as fit (a part too small for a cell of the bar needs its name
  /// least): the cache a lesson fills is named in either language, not left out for coming
  /// last.
  static func legendParts(_ state: AppState, _ context: FrameContext, width: Int) -> [Part] {
    let all = parts.filter { !$0.isInTitle }
    func fits(_ chosen: [Part]) -> Bool {
      var column = 0
      for (index, part) in chosen.enumerated() {
        let name = DisplayWidth.of(
          "\(part.glyph(context.glyphs))\(Words.inline(part.label, context.language)) ")
        let figure = DisplayWidth.of(ByteCount.text(state.usage[part.part]))
        if index == chosen.count - 1 { return column + name + figure <= width }
        column += name + max(figureSlot, figure) + 1
      }
      return true
    }
    if fits(all) { return all }
    var chosen: [Int] = []
    let bySize = all.indices.sorted {
      (-state.usage[all[$0].part], $0) < (-state.usage[all[$1].part], $1)
    }
    for index in bySize {
      let trial = (chosen + [index]).sorted()
      if fits(trial.map { all[$0] }) { chosen = trial }
    }
    return chosen.map { all[$0] }
  }

  /// " · ×held outlets 128 KB": the parts named in the title, those that hold something.
  private static func titleParts(_ state: AppState, _ context: FrameContext, room: Int) -> String {
    let shown = parts.filter { $0.isInTitle && state.usage[$0.part] > 0 }
    let roomEach = room / max(1, shown.count)
    return shown.map { part in
      let glyph = part.glyph(context.glyphs)
      let bytes = ByteCount.text(state.usage[part.part])
      let label = Words.label(
        part.label, context.language, room: roomEach - 5 - DisplayWidth.of(bytes))
      return " · \(glyph)\(label) \(bytes)"
    }.joined()
  }

  /// " · Clock: 2 timers · observer ×3": the repeating timers and observer registrations the
  /// selected (or on-screen) controller holds (SPEC §16.2), those that are not zero, after its
  /// name; they have no size in this simulator, so they are counted, not drawn in the bar.
  static func heldResources(_ context: FrameContext) -> String {
    let moment = context.moment
    guard
      let controller = moment.selectedLeaked
        ?? moment.selectedController.flatMap({ context.state.controllers[$0] })
    else { return "" }
    var words: [Localized] = []
    let timers = controller.runningTimers
    if timers > 0 {
      words.append(
        Localized(en: timers == 1 ? "1 timer" : "\(timers) timers", zh: "\(timers) 个计时器"))
    }
    let observers = controller.observerRegistrations
    if observers > 0 {
      words.append(Localized(en: "observer ×\(observers)", zh: "观察者 ×\(observers)"))
    }
    guard !words.isEmpty else { return "" }
    // Named: the gauge is the whole app's, the count is the selected controller's alone.
    let name = DisplayWidth.truncated(
      controller.template.name, toWidth: 12, ellipsis: context.glyphs.ellipsis)
    return " · \(name): "
      + words.map { Words.label($0, context.language) }.joined(separator: " · ")
  }

  /// The one-row bar of used memory by part, with the 75 % and 90 % marks; the compare screen reuses it.
  static func drawBar(
    _ state: AppState, changed: MemoryBreakdown, _ context: FrameContext, x: Int, y: Int,
    width: Int, on grid: inout Grid
  ) {
    let budget = max(state.budget, 1)
    var start = 0
    var used = 0
    for part in parts {
      used += state.usage[part.part]
      let end = min(width, used * width / budget)
      if end > start {
        let glyph = part.glyph(context.glyphs)
        let style = changed[part.part] != 0 ? Style(.highlight) : Style(part.role)
        grid.fill(
          rect: Rect(x: x + start, y: y, width: end - start, height: 1), char: glyph, style: style)
        start = end
      }
    }
    if start < width {
      grid.fill(
        rect: Rect(x: x + start, y: y, width: width - start, height: 1),
        char: context.glyphs.shadeLight == "░" ? "·" : ".", style: Style(.gaugeEmpty))
    }
    // The two pressure levels (SPEC §9.3): 75 % and 90 %.
    for markColumn in [x + width * 3 / 4, x + width * 9 / 10] {
      grid.put(
        String(context.glyphs.gaugeMark), x: markColumn, y: y, style: Style(.warning, [.bold]))
    }
  }
}
