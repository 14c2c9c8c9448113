import Foundation
import VCLifeClassroom
import VCLifeCore
import VCLifeScript

/// The projector view (key `P`): the current event as a large banner, its object above its
/// selector, then the same event in plain text, the stack on one line, the narration, and the
/// memory as a bar. Everything is centred and sized to be read from the back of a room.
enum PresentationScreen {
  /// A piece of text in one style, for lines built from several styles.
  typealias Segment = (text: String, style: Style)

  /// How the object and the selector are drawn: as banner lines at a scale each, or (no
  /// lines) as plain text only.
  struct Plan: Equatable {
    /// Banner lines of the object; empty when it is drawn as plain text.
    var object: [String]
    /// Cells per font pixel for the object.
    var objectScale = 1
    /// Banner lines of the selector; empty when it is drawn as plain text.
    var selector: [String]
    /// Cells per font pixel for the selector; 0 for half height (two pixel rows a cell).
    var selectorScale = 1

    /// Rows the banners take, with a blank row between two banner lines.
    var rows: Int {
      let lines = object.count + selector.count
      guard lines > 0 else { return 0 }
      return object.count * Self.height(objectScale)
        + selector.count * Self.height(selectorScale) + lines - 1
    }

    /// Rows of one banner line at a scale (0: half height).
    static func height(_ scale: Int) -> Int {
      scale == 0 ? BannerFont.halfHeight : BannerFont.height * scale
    }

    /// One banner line drawn at its scale.
    static func render(_ text: String, ink: Character, scale: Int) -> [String] {
      (scale == 0 ? BannerFont.renderHalf(text) : BannerFont.render(text, ink: ink, scale: scale))
        ?? []
    }
  }

  /// Rows under the banners besides the narration when there is room: caption, blank, stack,
  /// blank, blank, memory. A long text takes the blank rows first, then the stack's.
  static let rowsBelowBannerBesidesText = 6
  /// The rows of the smallest banner (a long selector in two half-height lines, a row
  /// between them) and the blank row under it.
  static let smallestBannerRows = 2 * BannerFont.halfHeight + 2
  /// The largest banner scale tried.
  static let maximumScale = 3
  /// Banner lines one text may be split into.
  static let maximumBannerLines = 3

  /// Draws the projector view. Returns whether why the current event happened is on it,
  /// whole (else the legend offers `y`, which adds it under the lesson's text).
  @discardableResult
  /// `screenHeight`: the whole screen's, for the notice of a cut text (the status line's row
  /// under `rect` unless said).
  static func draw(
    _ teachingFacts: Teaching, _ context: FrameContext, in rect: Rect,
    includesLesson: Bool = true, screenHeight: Int? = nil, on grid: inout Grid
  ) -> Bool {
    guard rect.width > 0, rect.height > 0 else { return true }
    drawHeader(teachingFacts, context, in: rect, on: &grid)
    let margin = max(1, rect.width / 20)
    let content = Rect(
      x: rect.x + margin, y: rect.y + 1, width: rect.width - 2 * margin, height: rect.height - 1)
    if teachingFacts.lesson != nil, teachingFacts.step == 0, !teachingFacts.onDetour {
      drawTitleCard(
        teachingFacts, context, in: content, banner: bannerArea(rect, content),
        screen: (rect.width, screenHeight ?? rect.height + 1), on: &grid)
      return true
    }
    guard let event = context.current else {
      let text = Words.label(
        Words.noControllers(
          context.state, namesKeys: teachingFacts.lesson == nil || teachingFacts.onDetour),
        context.language)
      drawCentered(
        [(text, Style(.danger, [.bold]))], y: content.y + content.height / 2, in: content,
        on: &grid)
      return true
    }

    // The lesson's text (and the reason, when `y` asked for it) is shown whole: the banner,
    // the blank rows and the stack give way; a screen too small for it says so on the last
    // row it keeps of it, the lesson's end (its score) kept under that.
    let teaching = TeachingText(teachingFacts, context, width: content.width)
    let lesson = includesLesson ? teaching.shown : []
    var text = teaching.fitted(
      lesson.isEmpty ? teaching.why : lesson, rows: max(0, content.height - 2),
      screenWidth: rect.width, screenHeight: screenHeight ?? rect.height + 1)
    var free = content.height - 2 - text.count
    // The callbacks the step's text names, side by side, under the stack.
    var named: [String] = []
    if includesLesson, let digest = StepDigest(teachingFacts, events: context.moment.events) {
      let packed = digest.packedText(
        width: content.width, events: context.moment.events, bullet: context.glyphs.bullet)
      if packed.count <= free {
        named = packed
        free -= packed.count
      }
    }
    let showsStack = free >= 1
    if showsStack { free -= 1 }
    // Blank rows between the parts, where the banner keeps its smallest letters: the current
    // callback large matters more than white space.
    var gaps = 0
    while gaps < 3, free > Self.smallestBannerRows {
      gaps += 1
      free -= 1
    }
    var whyShown = teaching.why.isEmpty || lesson.isEmpty || teaching.whyRequested
    if !whyShown, free - teaching.why.count >= Self.smallestBannerRows {
      text += teaching.why
      free -= teaching.why.count
      whyShown = true
    }
    let selectorStyle = Style(role(of: event), [.bold])
    let objectStyle = Style(.title, [.bold])
    // Banners may use the margins too: a letter more is worth more than the white space.
    let bannerArea = bannerArea(rect, content)
    let plan = plan(
      object: event.object, selector: event.name.text, width: bannerArea.width,
      height: free - 1, allowsHalf: context.glyphs.isUnicode)
    let below = content.height - free
    let used = plan.rows + (plan.rows > 0 ? 1 : 0) + below
    var y = content.y + max(0, (content.height - used) / 2)

    // The banners.
    let ink: Character = context.glyphs.isUnicode ? "█" : "#"
    let bannerLines =
      plan.object.map { ($0, objectStyle, plan.objectScale) }
      + plan.selector.map { ($0, selectorStyle, plan.selectorScale) }
    for (index, (text, style, scale)) in bannerLines.enumerated() {
      let rows = Plan.render(text, ink: ink, scale: scale)
      let bannerWidth = rows.first.map(DisplayWidth.of) ?? 0
      let x = bannerArea.x + max(0, (bannerArea.width - bannerWidth) / 2)
      for (offset, row) in rows.enumerated() {
        grid.put(row, x: x, y: y + offset, style: style, maxWidth: bannerArea.width)
      }
      y += rows.count + (index < bannerLines.count - 1 ? 1 : 0)
    }
    if plan.rows > 0 { y += 1 }

    // The event in plain text: always there, so the full selector reads even when the
    // banner had to be split or left out.
    var caption: [Segment] = [
      (event.object, objectStyle), ("  ", .normal), (event.name.text, selectorStyle),
    ]
    // The student's override, as the log marks it: its line and a skipped or wrong super
    // (the longest form that fits, or none).
    if let mark = context.own?.mark(for: event) {
      let used = caption.reduce(2) { $0 + DisplayWidth.of($1.0) }
      if let text = mark.texts(unicode: context.glyphs.isUnicode).first(where: {
        used + DisplayWidth.of($0) <= content.width
      }) {
        caption += [
          ("  ", .normal), (text, Style(mark.superCall == nil ? .normal : .warning, [.bold])),
        ]
      }
    }
    if event.delta.total != 0 {
      let change = (event.delta.total > 0 ? "+" : "") + ByteCount.text(event.delta.total)
      caption += [("  ", .normal), (change, Style(event.delta.total > 0 ? .warning : .loaded))]
    }
    drawCentered(caption, y: y, in: content, on: &grid)
    y += gaps >= 2 ? 2 : 1

    if showsStack {
      drawCentered(
        stackSegments(context, width: content.width), y: y, in: content, on: &grid)
      y += gaps >= 3 ? 2 : 1
    }

    // Centred as a block, so a second line starts under the first.
    let block = named.map { ($0, Style(.callback)) } + text.map { ($0.text, $0.style) }
    let textWidth = block.map { DisplayWidth.of($0.0) }.max() ?? 0
    let textX = content.x + max(0, (content.width - textWidth) / 2)
    for (row, line) in block.enumerated() {
      grid.put(line.0, x: textX, y: y + row, style: line.1, maxWidth: content.width)
    }
    y += block.count + (gaps >= 1 ? 1 : 0)

    drawMemory(context, y: y, in: content, on: &grid)
    return whyShown
  }

  /// Where banners go: the content's rows, the margins' columns too (a letter more is worth
  /// more than the white space).
  private static func bannerArea(_ rect: Rect, _ content: Rect) -> Rect {
    Rect(x: rect.x + 1, y: content.y, width: rect.width - 2, height: content.height)
  }

  /// Step 0 of a lesson: its title large (the English title's head, else the lesson's name,
  /// as a banner), then the title and summary in the language(s) shown, whole, and what the
  /// lesson holds.
  private static func drawTitleCard(
    _ teaching: Teaching, _ context: FrameContext, in content: Rect, banner area: Rect,
    screen: (width: Int, height: Int), on grid: inout Grid
  ) {
    guard let lesson = teaching.lesson else { return }
    let card = TeachingText(teaching, context, width: content.width)
    // Too long for the screen (both languages on a small one): cut, and said so.
    let text = card.fitted(
      card.shown, rows: content.height, screenWidth: screen.width, screenHeight: screen.height)
    let room = content.height - text.count - 1
    let head = lesson.title.en.components(separatedBy: " — ").first ?? lesson.name
    var plan = Plan(object: [], selector: [])
    // A name's words are banner words: "memory-warnings" may take two lines.
    let name = lesson.name.replacingOccurrences(of: "-", with: " ")
    for candidate in [head, name] where plan.rows == 0 {
      plan = Self.plan(
        object: "", selector: candidate, width: area.width, height: room,
        allowsHalf: context.glyphs.isUnicode)
    }
    let used = plan.rows + (plan.rows > 0 ? 1 : 0) + text.count
    var y = content.y + max(0, (content.height - used) / 2)
    let ink: Character = context.glyphs.isUnicode ? "█" : "#"
    for line in plan.selector {
      let rows = Plan.render(line, ink: ink, scale: plan.selectorScale)
      let width = rows.first.map(DisplayWidth.of) ?? 0
      let x = area.x + max(0, (area.width - width) / 2)
      for (offset, row) in rows.enumerated() {
        grid.put(row, x: x, y: y + offset, style: Style(.title, [.bold]), maxWidth: area.width)
      }
      y += rows.count + 1
    }
    let textWidth = text.map { DisplayWidth.of($0.text) }.max() ?? 0
    let textX = content.x + max(0, (content.width - textWidth) / 2)
    for (row, line) in text.prefix(max(0, content.maxY - y)).enumerated() {
      grid.put(line.text, x: textX, y: y + row, style: line.style, maxWidth: content.width)
    }
  }

  // MARK: Banner layout

  /// The largest selector scale at which the selector fits as a banner (split at camel-case
  /// words into at most ``maximumBannerLines`` lines), with the object as a one-line banner
  /// at the largest scale up to the selector's that still fits, or else without it (the
  /// selector says what happens, and the object is in the caption under it). Failing that,
  /// the selector at half height (`allowsHalf`: the half blocks need Unicode). The object
  /// alone is a banner only when the font cannot draw the selector at all: a big object
  /// over a small callback would put the wrong word in front of the class (classroom
  /// review m16). Else plain text only.
  static func plan(
    object: String, selector: String, width: Int, height: Int, allowsHalf: Bool = false
  ) -> Plan {
    for selectorScale in stride(from: maximumScale, through: 1, by: -1) {
      guard let selectorLines = bannerLines(selector, scale: selectorScale, width: width)
      else { continue }
      for objectScale in stride(from: selectorScale, through: 1, by: -1) {
        guard let objectLines = bannerLines(object, scale: objectScale, width: width),
          objectLines.count == 1
        else { continue }
        let plan = Plan(
          object: objectLines, objectScale: objectScale, selector: selectorLines,
          selectorScale: selectorScale)
        if plan.rows <= height { return plan }
      }
      let plan = Plan(object: [], selector: selectorLines, selectorScale: selectorScale)
      if plan.rows <= height { return plan }
    }
    if allowsHalf, let halfLines = bannerLines(selector, scale: 1, width: width) {
      let plan = Plan(object: [], selector: halfLines, selectorScale: 0)
      if plan.rows <= height { return plan }
    }
    if !BannerFont.canRender(selector),
      let objectLines = bannerLines(object, scale: 1, width: width)
    {
      let plan = Plan(object: objectLines, selector: [])
      if plan.rows <= height { return plan }
    }
    return Plan(object: [], selector: [])
  }

  /// `text` split greedily at camel-case words into lines that fit `width` at `scale`; nil
  /// when a word alone is too wide, the font lacks a character, or it takes too many lines.
  static func bannerLines(_ text: String, scale: Int, width: Int) -> [String]? {
    guard BannerFont.canRender(text) else { return nil }
    var lines: [String] = []
    var current = ""
    for word in BannerFont.words(text) {
      let candidate = current + word
      if let candidateWidth = BannerFont.width(of: candidate, scale: scale),
        candidateWidth <= width
      {
        current = candidate
        continue
      }
      guard !current.isEmpty else { return nil }
      lines.append(current)
      current = String(word.drop { $0 == " " })
      guard let wordWidth = BannerFont.width(of: current, scale: scale), wordWidth <= width
      else { return nil }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.count <= maximumBannerLines ? lines : nil
  }

  /// The role the selector is drawn in: the log's colour for its kind.
  static func role(of event: Event) -> Style.Role {
    switch event.kind {
    case .action: .action
    case .callback: .callback
    case .effect: .effect
    case .error: .error
    }
  }

  // MARK: Lines

  /// "event 12 / 40 · step 3 / 7" on the left, the keys that leave on the right.
  private static func drawHeader(
    _ teaching: Teaching, _ context: FrameContext, in rect: Rect, on grid: inout Grid
  ) {
    let dot = context.glyphs.bullet
    var left = ""
    let language = context.language
    if let lesson = teaching.lesson {
      left =
        Words.inline(Words.lesson, language) + " \(lesson.name) \(dot) "
        + Words.inline(Words.lessonStep(teaching.step, lesson.steps.count), language)
        + " \(dot) "
    }
    if let cursor = context.moment.cursor {
      let count = context.moment.events.count
      left += Words.inline(
        Localized(en: "event \(cursor + 1) / \(count)", zh: "第 \(cursor + 1) / \(count) 个事件"),
        language)
    }
    let right = Words.inline(Localized(en: "P: panes", zh: "P：窗格"), language)
    grid.put(left, x: rect.x + 1, y: rect.y, style: Style(.dim), maxWidth: rect.width - 1)
    let rightX = rect.maxX - DisplayWidth.of(right) - 1
    // A recording's viewers press no key.
    if !teaching.isRecorded, rightX > rect.x + DisplayWidth.of(left) + 2 {
      grid.put(right, x: rightX, y: rect.y, style: Style(.dim))
    }
  }

  /// The visible stack, root first: `● Albums › ● Photos › ● [Detail]`, modals after `↑`;
  /// the tab, when there is a tab bar, in front. Cut at the left when it does not fit.
  static func stackSegments(_ context: FrameContext, width: Int) -> [Segment] {
    let glyphs = context.glyphs
    let layout = context.state.layout
    guard layout.isLaunched else { return [("not launched", Style(.dim))] }
    let stack = layout.tabs[layout.selectedTab].controllers
    // A presented navigation controller brings its whole stack; `↑` marks each presentation.
    let modals = layout.presented.flatMap(\.stack.controllers)
    var presentationStarts: Set<Int> = []
    var start = stack.count
    for modal in layout.presented {
      presentationStarts.insert(start)
      start += modal.stack.controllers.count
    }
    let separator = glyphs.isUnicode ? " › " : " > "
    let modalSeparator = " \(glyphs.arrowUp) "

    var prefix: [Segment] = []
    if layout.hasTabBar {
      let tab = "\(layout.selectedTab + 1)/\(layout.tabs.count)"
      prefix = [
        (
          Words.inline(Localized(en: "tab \(tab): ", zh: "标签页 \(tab)："), context.language),
          Style(.dim)
        )
      ]
    }
    let prefixWidth = prefix.reduce(0) { $0 + DisplayWidth.of($1.text) }
    // A cut stack starts with "…": the first item kept brings its own separator.
    let cut: Segment = (String(glyphs.ellipsis), Style(.dim))

    // Built from the top (the end) backwards, so a deep stack costs only what fits.
    var items: [[Segment]] = []
    var used = prefixWidth
    let names = stack + modals
    var index = names.count - 1
    while index >= 0 {
      var item = itemSegments(names[index], context)
      if index > 0 {
        item.insert(
          (presentationStarts.contains(index) ? modalSeparator : separator, Style(.dim)), at: 0)
      }
      let itemWidth = item.reduce(0) { $0 + DisplayWidth.of($1.text) }
      let reserve = index > 0 ? DisplayWidth.of(cut.text) : 0
      if used + itemWidth + reserve > width && !items.isEmpty {
        items.append([cut])
        break
      }
      items.append(item)
      used += itemWidth
      index -= 1
    }
    return prefix + items.reversed().flatMap { $0 }
  }

  /// One controller: its view mark, then its name; the one on screen in brackets.
  private static func itemSegments(_ name: String, _ context: FrameContext) -> [Segment] {
    let glyphs = context.glyphs
    let controller = context.state.controllers[name]
    let isLoaded = controller?.isViewLoaded ?? false
    let isOnScreen = context.state.layout.visible == name
    let mark: Segment = (
      "\(isLoaded ? glyphs.loaded : glyphs.unloaded) ", Style(isLoaded ? .loaded : .unloaded)
    )
    var style = isOnScreen ? Style(.onScreen, [.bold]) : Style(.normal)
    if context.isChanged(name) { style = Style(.highlight) }
    return [mark, (isOnScreen ? "[\(name)]" : name, style)]
  }

  /// `Memory ████████░░░░ 23 MB / 64 MB (37%)`, the bar as wide as the room allows, with the
  /// 75 % and 90 % warning marks.
  private static func drawMemory(
    _ context: FrameContext, y: Int, in rect: Rect, on grid: inout Grid
  ) {
    let state = context.state
    let percent = state.memory * 100 / max(state.budget, 1)
    let label = Words.label(Words.memory, context.language) + " "
    let figures = " \(ByteCount.text(state.memory)) / \(ByteCount.text(state.budget)) (\(percent)%)"
    let barWidth = min(60, rect.width - DisplayWidth.of(label) - DisplayWidth.of(figures))
    let role: Style.Role =
      percent >= 100 || state.isTerminated ? .danger : percent >= 75 ? .warning : .title
    guard barWidth >= 10 else {
      drawCentered([(label + figures, Style(role, [.bold]))], y: y, in: rect, on: &grid)
      return
    }
    let total = DisplayWidth.of(label) + barWidth + DisplayWidth.of(figures)
    var x = rect.x + max(0, (rect.width - total) / 2)
    x += grid.put(label, x: x, y: y, style: Style(role, [.bold]))
    let filled = min(barWidth, state.memory * barWidth / max(state.budget, 1))
    let changed = (context.current?.delta.total ?? 0) != 0
    grid.fill(
      rect: Rect(x: x, y: y, width: filled, height: 1), char: context.glyphs.gaugeFill,
      style: changed ? Style(.highlight) : Style(.memController))
    grid.fill(
      rect: Rect(x: x + filled, y: y, width: barWidth - filled, height: 1),
      char: context.glyphs.isUnicode ? "·" : ".", style: Style(.gaugeEmpty))
    for mark in [x + barWidth * 3 / 4, x + barWidth * 9 / 10] {
      grid.put(String(context.glyphs.gaugeMark), x: mark, y: y, style: Style(.warning, [.bold]))
    }
    grid.put(figures, x: x + barWidth, y: y, style: Style(role, [.bold]))
  }

  /// Draws segments on row `y`, centred in `rect` (left-aligned and cut when too wide).
  private static func drawCentered(
    _ segments: [Segment], y: Int, in rect: Rect, on grid: inout Grid
  ) {
    let total = segments.reduce(0) { $0 + DisplayWidth.of($1.text) }
    var x = rect.x + max(0, (rect.width - total) / 2)
    for segment in segments {
      guard x < rect.maxX else { break }
      x += grid.put(segment.text, x: x, y: y, style: segment.style, maxWidth: rect.maxX - x)
    }
  }
}
