import VCLifeCore
import VCLifeScript

/// What the gotchas of SPEC §10 leave in a controller, as View tree lines: held outlets, the
/// text typed into the view (there, saved, or lost), and a leaked controller's whole page.
/// Held outlets and typed text are data lines among others, so `both` shows them in English
/// alone and they stay whole; a leaked controller's page has the pane to itself and says each
/// sentence in each language.
extension ViewTreePane {
  /// One line for held outlets, one for typed view state, when they apply.
  static func putGotchas(
    _ controller: ControllerState, _ context: FrameContext, lines: inout Lines,
    on grid: inout Grid
  ) {
    let language = context.language
    let state = controller.gotchas
    let changed = context.isChanged(controller.name) ? context.current?.name : nil
    if state.heldOutlets > 0 {
      let bytes = ByteCount.text(controller.memory.heldOutlets)
      let glyph = context.glyphs.isUnicode ? "×" : "x"
      lines.put(
        "\(glyph) "
          + Words.inline(
            Localized(
              en: "held outlets: \(state.heldOutlets) old views, \(bytes)",
              zh: "被持有的输出口：\(state.heldOutlets) 个旧视图，\(bytes)"), language),
        Style(changed == .effect(.outletsHeld) ? .highlight : .memOutlets, [.bold]), on: &grid)
    }
    guard controller.template.gotchas.viewState != nil else { return }
    let stateEffects: [EventName] = [
      .effect(.viewStateLost), .effect(.viewStateGone), .effect(.viewStateRestored),
      .effect(.viewStateSaved),
    ]
    let isChanged = changed.map { stateEffects.contains($0) } ?? false
    let text: Localized
    var role: Style.Role = .normal
    if let typed = state.viewState {
      text = Localized(en: "typed: \"\(typed)\"", zh: "输入的内容：“\(typed)”")
    } else if let saved = state.savedViewState {
      text = Localized(
        en: "saved: \"\(saved)\", back at the reload", zh: "已保存：“\(saved)”，重新加载时恢复")
    } else if state.lostViewState || controller.isViewLoaded {
      text = Localized(en: "typed text: lost with the old view", zh: "输入的内容：随旧视图丢失")
      role = .danger
    } else {
      return
    }
    lines.put(
      Words.inline(text, language), Style(isChanged ? .highlight : role, [.bold]), on: &grid)
  }

  /// A leaked controller selected in the Controllers pane: why it is alive, and what it holds.
  static func drawLeaked(
    _ controller: ControllerState, _ context: FrameContext, in rect: Rect, on grid: inout Grid
  ) {
    let language = context.language
    let glyphs = context.glyphs
    let title =
      Words.label(Words.viewTree, language) + (language == .zh ? "：" : ": ") + controller.name
      + " \(glyphs.leakedMark) " + Words.label(LeakWords.word, language)
    let inside = grid.drawBox(
      rect: rect, title: title, titleStyle: Style(.danger, [.bold]), glyphs: glyphs)
    guard !inside.isEmpty else { return }
    var lines = Lines(rect: inside, ellipsis: glyphs.ellipsis)
    // The page has the pane to itself: in both languages each sentence is said in each.
    func say(_ text: Localized, _ style: Style, mark: String = "") {
      for part in language.languages { lines.put(mark + text.text(part), style, on: &grid) }
    }
    say(
      Localized(en: "leaked: in no container, no dealloc", zh: "已泄漏：不在任何容器中，没有 dealloc"),
      Style(.danger, [.bold]), mark: "\(glyphs.leakedMark) ")
    say(
      Localized(en: "a block or timer it owns holds it", zh: "它拥有的 block 或计时器仍持有它"),
      Style(.danger))
    let memory = ByteCount.text(controller.memory.total)
    say(
      Localized(en: "still holds \(memory) until the app ends", zh: "仍占用 \(memory)，直到应用结束"),
      Style(.normal))
    let view =
      controller.isViewLoaded
      ? "\(glyphs.loaded) view: \(controller.template.viewTree.className)"
        + Words.parenthesized(Words.inline(Words.views(controller.viewObjects), language), language)
      : "\(glyphs.unloaded) view: nil"
    lines.put(view, Style(controller.isViewLoaded ? .loaded : .unloaded), on: &grid)
    putGotchas(controller, context, lines: &lines, on: &grid)
  }
}
