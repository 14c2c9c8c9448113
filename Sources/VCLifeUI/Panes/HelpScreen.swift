import VCLifeScript

/// The `?` screen: exactly the keys that work in the current mode, and what each one shows
/// about view controllers, in the chosen language(s). Space turns to the next page when the
/// keys do not fit; any other key returns (`q` also quits).
enum HelpScreen {
  /// The screens whose keys differ.
  enum Mode: Equatable {
    case freePlay
    case lesson
    case replay
    case compare
  }

  /// A key and what it does.
  typealias Entry = (key: String, meaning: Localized)

  /// The keys of a mode, in the order a teacher needs them: a lesson's keys when one is
  /// taught (in compare mode too), push and present only when the app has controllers for them.
  static func keys(
    _ mode: Mode, lesson: Bool = false, canPush: Bool = true, canPresent: Bool = true
  ) -> [Entry] {
    var entries: [Entry] = []
    if lesson || mode == .lesson {
      entries += [
        ("n / Enter", Localized(en: "next step of the lesson", zh: "课程的下一步")),
        ("space", Localized(en: "reveal the callbacks of a question one by one", zh: "逐个揭示问题的回调")),
        (
          "1-6",
          Localized(en: "while a question offers choices: the class's answer", zh: "问题有选项时：输入全班的答案")
        ),
      ]
    } else if mode == .replay {
      entries += [("n / Enter", Localized(en: "next action of the replay", zh: "重放的下一个操作"))]
    }
    if canPush {
      entries.append(("p", Localized(en: "push the next example controller", zh: "推入下一个示例控制器")))
    }
    if canPush || canPresent {
      entries.append(
        (
          "g",
          Localized(
            en: "pick a controller to push or present (N: inside a navigation controller)",
            zh: "从列表中选择要推入或呈现的控制器（N：包在导航控制器中呈现）")
        ))
    }
    entries.append(
      (
        "b / B",
        Localized(
          en: "pop / pop to root: popped controllers are deallocated", zh: "弹出 / 弹出到根：被弹出的控制器被销毁")
      ))
    if canPresent {
      entries.append(("m", Localized(en: "present a modal full screen", zh: "全屏模态呈现")))
    }
    entries += [
      ("d", Localized(en: "dismiss the modal", zh: "关闭模态")),
      (
        "1-9",
        Localized(
          en: "tap a tab: its view loads when first shown; tapped again, it pops to its root",
          zh: "点按标签：视图在第一次显示时加载；再点按已选中的标签则弹出到根")
      ),
      (
        "o",
        Localized(
          en: "rotate: only the controller on screen is told; its view is resized",
          zh: "旋转：只通知屏幕上的控制器；它的视图被调整尺寸")
      ),
      (
        "S",
        Localized(
          en: "status bar: visible, in-call (40 pt), hidden; the frame follows",
          zh: "状态栏：显示、通话中（40 pt）、隐藏；frame 随之改变")
      ),
      (
        "w",
        Localized(
          en: "memory warning: what it frees depends on iOS 5 or iOS 6+",
          zh: "低内存警告：释放什么取决于 iOS 5 还是 iOS 6+")
      ),
    ]
    if mode != .compare {
      entries.append(
        ("i", Localized(en: "switch iOS 5 / iOS 6+ behaviour", zh: "切换 iOS 5 / iOS 6+ 的行为")))
    }
    entries += [
      (
        "a",
        Localized(
          en: "read the selected controller's view: loads it if nil", zh: "读取所选控制器的 view：为 nil 时加载")
      ),
      (
        "v",
        Localized(
          en: "ask isViewLoaded of the selected controller: never loads",
          zh: "询问所选控制器的 isViewLoaded：从不加载")
      ),
      (
        "↑ ↓ j k",
        Localized(
          en: "select a controller; Esc follows the one on screen", zh: "选择控制器；Esc 跟随屏幕上的控制器")
      ),
      (
        "space",
        Localized(en: "step to the next callback, or pause the animation", zh: "单步到下一个回调，或暂停动画")
      ),
      (
        "← → h l",
        Localized(
          en: "back and forward through every event (Home, End)", zh: "在所有事件中后退、前进（Home、End）")
      ),
      (
        "s  + -",
        Localized(en: "pacing (animated, step, all at once); speed", zh: "节奏（动画、单步、一次全部）；速度")
      ),
      ("PgUp PgDn", Localized(en: "scroll the callback log", zh: "滚动回调日志")),
      (
        "mouse",
        mode == .compare
          ? Localized(
            en: "click a controller: select it on that side; wheel: scroll the logs",
            zh: "点击控制器：在那一侧选中它；滚轮：滚动日志")
          : Localized(
            en: "click a controller: select it; wheel: scroll the log; clicks never act",
            zh: "点击控制器：选中它；滚轮：滚动日志；点击从不执行操作")
      ),
      ("L", Localized(en: "language: English, 中文, both", zh: "语言：English、中文、双语")),
      ("P / t", Localized(en: "projector view / colour theme", zh: "投影视图 / 配色")),
      (
        "c",
        mode == .compare
          ? Localized(en: "back to one app, the session kept", zh: "回到单个应用，会话保留")
          : Localized(en: "the same session, iOS 5 beside iOS 6+", zh: "同一会话：iOS 5 与 iOS 6+ 并排对比")
      ),
      ("x", Localized(en: "save the session: a replay script and a handout", zh: "保存会话：重放脚本和讲义")),
      ("R", Localized(en: "reset to the launch (asks first)", zh: "回到启动状态（会先确认）")),
      ("r", Localized(en: "restart after the system terminated the app", zh: "系统终止应用后重新启动")),
      (
        "q",
        Localized(
          en: "quit (the session is kept for vclife --resume)", zh: "退出（会话保存，可用 vclife --resume 恢复）"
        )
      ),
    ]
    return entries
  }

  /// While the help screen is up, space turns the page and any other key closes it (`q` also
  /// quits); returns whether the key was taken by the help screen.
  static func close(
    for key: Key, showsHelp: inout Bool, page: inout Int, shouldQuit: inout Bool
  ) -> Bool {
    guard showsHelp else { return false }
    if key == .char(" ") || key == .pageDown {
      page += 1
      return true
    }
    if case .char("q") = key { shouldQuit = true }
    showsHelp = false
    page = 0
    return true
  }

  /// The help's lines at a width: each key with its meaning, wrapped, one language after
  /// the other in `both`.
  static func lines(_ keys: [Entry], language: ReportLanguage, width: Int) -> [[(String, Style)]] {
    let keyWidth = 12
    var lines: [[(String, Style)]] = []
    for (key, meaning) in keys {
      var first = true
      for language in language.languages {
        for line in TextWrap.lines(meaning.text(language), width: max(10, width - keyWidth - 2)) {
          lines.append([
            ((first ? key : "").padding(to: keyWidth), Style(.key, [.bold])),
            (line, Style(.normal)),
          ])
          first = false
        }
      }
    }
    let marks = [
      Localized(
        en:
          "● view loaded  ○ view nil  ▶ view in the window: only the top controller's view is on screen.",
        zh: "● 视图已加载  ○ 视图为 nil  ▶ 视图在窗口中：只有最顶端控制器的视图在屏幕上。"),
      Localized(
        en: "⊘ leaked: nothing can free it  ↑ presented  ↑ ↓ on a pane's edge: more above, below",
        zh: "⊘ 已泄漏：无法释放  ↑ 呈现的控制器  窗格边上的 ↑ ↓：上方、下方还有内容"),
    ]
    lines.append([])
    for mark in marks {
      for language in language.languages {
        for line in TextWrap.lines(mark.text(language), width: width) {
          lines.append([(line, Style(.dim))])
        }
      }
    }
    return lines
  }

  static func draw(
    model: LiveModel, mode: Mode, page: Int, glyphs: Glyphs, in rect: Rect, on grid: inout Grid
  ) {
    let language = model.language
    let entries = keys(
      mode, lesson: model.lesson != nil, canPush: !model.catalogue.pushable.isEmpty,
      canPresent: !model.catalogue.presentable.isEmpty)
    grid.fill(rect: rect)
    let all = lines(entries, language: language, width: max(1, rect.width - 2))
    let rows = max(1, rect.height - 2)
    let pages = max(1, (all.count + rows - 1) / rows)
    let shown = page % pages
    var title = Words.label(Words.keys, language)
    if pages > 1 {
      // In both languages the page number is said once: the title must keep it.
      let page = "\(shown + 1) / \(pages)"
      title +=
        " · "
        + (language == .both
          ? "space 空格: \(page)"
          : Words.label(Localized(en: "space: page \(page)", zh: "空格：第 \(page) 页"), language))
    }
    let inside = grid.drawBox(rect: rect, title: title, glyphs: glyphs)
    var lineWriter = Lines(rect: inside, ellipsis: glyphs.ellipsis)
    for line in all.dropFirst(shown * rows).prefix(rows) {
      lineWriter.putRow(line, on: &grid)
    }
  }

  /// The help of the single-app screen.
  static func draw(_ context: FrameContext, in rect: Rect, on grid: inout Grid) {
    let model = context.model
    let mode: Mode = model.lesson != nil ? .lesson : model.planned.isEmpty ? .freePlay : .replay
    draw(
      model: model, mode: mode, page: model.helpPage, glyphs: context.glyphs, in: rect, on: &grid)
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
  }
}
