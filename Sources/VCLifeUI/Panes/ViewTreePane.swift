import VCLifeCore
import VCLifeScript

/// The selected controller expanded: its root view (with size) and subviews as a tree, or
/// `view: nil`; its navigationItem, backing store and caches; the others one line each.
enum ViewTreePane {
  static func draw(_ context: FrameContext, in rect: Rect, on grid: inout Grid) {
    if let leaked = context.moment.selectedLeaked {
      return drawLeaked(leaked, context, in: rect, on: &grid)
    }
    let name = context.moment.selectedController
    let language = context.language
    let label = Words.label(Words.viewTree, language)
    let colon = language == .zh ? "：" : ": "
    let title = name.map { "\(label)\(colon)\($0)" } ?? label
    var inside = grid.drawBox(rect: rect, title: title, glyphs: context.glyphs)
    guard !inside.isEmpty, let name, let controller = context.state.controllers[name] else {
      return
    }
    // The phone goes at the right where the pane has room; the text keeps the rest.
    var phoneShowsSize = false
    // A `version` item's phone, and the frames it gives, would imply its answer.
    let hidesVersion = context.mask?.hidesVersion == true
    if !hidesVersion,
      let phone = PhonePicture.size(inside: inside, orientation: context.state.orientation)
    {
      let (text, picture) = inside.splitRight(phone.width)
      let drawn = PhonePicture.draw(
        name, state: context.state, language: language, glyphs: context.glyphs,
        in: Rect(x: picture.x, y: picture.y, width: phone.width, height: phone.height),
        on: &grid)
      if drawn {
        inside = Rect(x: text.x, y: text.y, width: text.width - 1, height: text.height)
        phoneShowsSize = true
      }
    }
    var lines = Lines(rect: inside, ellipsis: context.glyphs.ellipsis)
    let changed = context.isChanged(name) ? context.current?.name : nil
    let template = controller.template
    // The origin and the handler are the script's own words; what they are is said in the
    // reader's language.
    let handler = Words.inline(Localized(en: "onWarning", zh: "警告处理"), language)
    let autoLayout = Words.inline(Localized(en: "Auto Layout", zh: "自动布局"), language)
    // A `bug` item asks whose code is wrong: the handler would say.
    let hidesCode = context.mask?.hidesCode == true
    // A handler that does something comes first: on a narrow pane the line is cut at its
    // end, and what a warning frees depends on the handler more than on the origin.
    // "none" is a word of the reader's too (the script's other values are its own names).
    let handlerValue =
      template.onWarning == .none
      ? Words.inline(Localized(en: "none", zh: "无"), language) : template.onWarning.rawValue
    let handles = hidesCode ? [] : ["\(handler) \(handlerValue)"]
    let origin = [template.origin.rawValue]
    lines.put(
      (template.onWarning == .none ? origin + handles : handles + origin)
        .joined(separator: " · ") + (template.autoLayout ? " · \(autoLayout)" : ""),
      Style(.dim), on: &grid)
    let viewChanged = [.callback(.loadView), .callback(.viewDidLoad), .effect(.viewReleased)]
      .contains(changed)
    // Below the origin the text is plain: ● and ○ say what the controller has (as in the
    // Controllers pane beside it), and what the current event changed is highlighted. Every
    // change of colour costs an escape sequence, and a selection move rewrites these rows.
    if controller.isViewLoaded {
      // The size first: in a narrow column it is what must not be cut. It is the frame the
      // simulator gave the view (SPEC §8): bars, status bar, orientation. The phone beside
      // the text writes it on the view, so the line leaves it to the picture there.
      let size = phoneShowsSize || hidesVersion ? "" : controller.frame.map { "\($0) " } ?? ""
      lines.put(
        "\(context.glyphs.loaded) view: \(size)\(template.viewTree.className)"
          + Words.parenthesized(
            Words.inline(Words.views(controller.viewObjects), language), language),
        Style(viewChanged ? .highlight : .normal), on: &grid)
    } else {
      lines.put(
        "\(context.glyphs.unloaded) view: nil", Style(viewChanged ? .highlight : .normal),
        on: &grid)
    }
    // iOS 7+: a frame the size of the screen needs its why; from 11 with the safe area.
    if phoneShowsSize, controller.isViewLoaded {
      for words in PhonePicture.frameWords(name, state: context.state) {
        lines.put(Words.inline(words, language), Style(.dim), on: &grid)
      }
    }
    let glyphs = context.glyphs
    func flag(_ on: Bool, _ label: String, _ isChanged: Bool) -> (String, Style) {
      (
        "\(on ? glyphs.loaded : glyphs.unloaded) \(label)", Style(isChanged ? .highlight : .normal)
      )
    }
    let flags = [
      flag(
        controller.hasNavigationItem, "navigationItem", changed == .effect(.navigationItemCreated)),
      flag(
        controller.hasBackingStore,
        Words.inline(Localized(en: "backing store", zh: "后备存储"), language),
        [.effect(.viewAddedToWindow), .effect(.backingStoreFreed)].contains(changed)),
      flag(
        controller.cachesFull, Words.inline(Localized(en: "caches", zh: "缓存"), language),
        [.effect(.cachesFilled), .effect(.cachesPurged)].contains(changed)),
    ]
    // The flags come right under the view line, at the same rows for every controller: a
    // selection move then rewrites only the marks that differ, not the whole row.
    lines.putRow(flags, wrapping: true, on: &grid)
    if !hidesCode { putGotchas(controller, context, lines: &lines, on: &grid) }
    if controller.isViewLoaded {
      let treeRows = max(0, lines.remaining - 1)
      drawTree(template.viewTree, rows: treeRows, lines: &lines, context, on: &grid)
    } else {
      // Where the subviews would be, whole and a line per language: what a read of a nil
      // view does.
      let next = Localized(
        en: "The next read of view runs loadView.", zh: "下次读取 view 时运行 loadView。")
      // A language's sentence goes in whole or not at all (the first is cut if it must be):
      // half a sentence says the wrong thing.
      for (index, part) in language.languages.enumerated() {
        var wrapped = TextWrap.lines(next.text(part), width: lines.rect.width)
        if wrapped.count > lines.remaining {
          guard index == 0 else { break }
          wrapped = TextWrap.lines(
            next.text(part), width: lines.rect.width, rows: max(1, lines.remaining),
            ellipsis: context.glyphs.ellipsis)
        }
        for line in wrapped { lines.put(line, Style(.normal), on: &grid) }
      }
    }
    drawOthers(except: name, context, lines: &lines, on: &grid)
  }

  /// The subviews as tree lines (`├─UILabel`), depth first; cut to `rows` lines with a
  /// last line saying how many more there are.
  private static func drawTree(
    _ node: ViewNode, rows: Int, lines: inout Lines, _ context: FrameContext, on grid: inout Grid
  ) {
    var tree: [String] = []
    treeLines(node, prefix: "", glyphs: context.glyphs, into: &tree)
    guard rows > 0 else { return }
    let shown = tree.count > rows ? rows - 1 : tree.count
    for line in tree.prefix(shown) { lines.put(line, Style(.normal), on: &grid) }
    if shown < tree.count {
      lines.put(
        "\(context.glyphs.ellipsis) "
          + Words.inline(
            Localized(
              en: "\(tree.count - shown) more views", zh: "还有 \(tree.count - shown) 个视图"),
            context.language), Style(.normal), on: &grid)
    }
  }

  private static func treeLines(
    _ node: ViewNode, prefix: String, glyphs: Glyphs, into tree: inout [String]
  ) {
    for (index, child) in node.subviews.enumerated() {
      let isLast = index == node.subviews.count - 1
      let branch = String(isLast ? glyphs.bottomLeft : glyphs.teeRight) + String(glyphs.horizontal)
      tree.append(prefix + branch + child.className)
      let indent = prefix + (isLast ? "  " : String(glyphs.vertical) + " ")
      treeLines(child, prefix: indent, glyphs: glyphs, into: &tree)
    }
  }

  /// Every other live controller, one line each with its memory, view and backing store,
  /// where the pane is tall enough for all of them. A shorter pane leaves them out: the
  /// Controllers pane beside it lists every controller with the same marks, and a list that
  /// changes with the selection would be resent at every move (bytes on a shared terminal).
  private static func drawOthers(
    except name: String, _ context: FrameContext, lines: inout Lines, on grid: inout Grid
  ) {
    guard lines.remaining > 1, lines.rect.height >= 12 else { return }
    let glyphs = context.glyphs
    let layout = context.state.layout
    var others: [ControllerState] = []
    for stack in layout.tabs {
      for other in stack.controllers.reversed() where other != name {
        guard let controller = context.state.controllers[other] else { continue }
        others.append(controller)
        if others.count >= lines.remaining { return }
      }
    }
    for other in layout.presented.flatMap(\.stack.controllers) where other != name {
      if let controller = context.state.controllers[other] { others.append(controller) }
    }
    guard !others.isEmpty, lines.remaining > others.count else { return }
    func mark(_ on: Bool) -> Character { on ? glyphs.loaded : glyphs.unloaded }
    let language = context.language
    lines.put(Words.inline(Words.others, language), Style(.dim), on: &grid)
    for other in others {
      let view =
        other.isViewLoaded
        ? "view \(other.template.viewTree.className)"
          + Words.parenthesized(Words.inline(Words.views(other.viewObjects), language), language)
        : "view nil"
      grid.addTarget(
        other.name, x: lines.rect.x, y: lines.rect.y + lines.used, width: lines.rect.width)
      lines.putRow(
        [
          ("\(mark(other.isViewLoaded)) \(other.name)", Style(.normal)),
          (ByteCount.text(other.memory.total), Style(.normal)),
          (view, Style(.normal)),
          (
            Words.inline(Localized(en: "backing", zh: "后备"), language)
              + " \(mark(other.hasBackingStore))", Style(.normal)
          ),
          (
            Words.inline(Localized(en: "caches", zh: "缓存"), language)
              + " \(mark(other.cachesFull))", Style(.normal)
          ),
        ], on: &grid)
    }
  }
}

/// Writes successive lines into a rectangle, stopping at its bottom.
struct Lines {
  let rect: Rect
  var ellipsis: Character = "…"
  private(set) var used = 0

  var remaining: Int { rect.height - used }

  mutating func put(_ text: String, _ style: Style, on grid: inout Grid) {
    guard used < rect.height else { return }
    let fitted = TextWrap.fitted(text, width: rect.width, ellipsis: ellipsis)
    grid.put(fitted, x: rect.x, y: rect.y + used, style: style, maxWidth: rect.width)
    used += 1
  }

  /// Several labelled items on one line, two spaces apart, as many as fit; with `wrapping`,
  /// the rest go on the next lines instead of being left out.
  mutating func putRow(_ items: [(String, Style)], wrapping: Bool = false, on grid: inout Grid) {
    guard used < rect.height else { return }
    var column = rect.x
    for (index, (text, style)) in items.enumerated() {
      // An item that does not fit whole is left out rather than cut (the first is cut).
      guard column < rect.maxX, index == 0 || column + DisplayWidth.of(text) <= rect.maxX else {
        used += 1
        if wrapping { putRow(Array(items[index...]), wrapping: true, on: &grid) }
        return
      }
      column +=
        grid.put(
          text, x: column, y: rect.y + used, style: style, maxWidth: rect.maxX - column) + 2
    }
    used += 1
  }
}
