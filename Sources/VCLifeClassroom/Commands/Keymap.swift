import VCLifeCore
import VCLifeScript

/// Every key of the live screen, declared once: the key handler, the help screen, the status
/// line's legend, the layers' hint lines (and the man page's key list, through
/// ``manualKeyList``) all read this table. Adding a command is one entry here and one case in
/// the reducer.
public enum Keymap {
  /// The bindings in the help screen's order: the lesson's keys, the actions on the app,
  /// time and selection, the screen's settings, the program; then the layers' own keys.
  public static let bindings: [KeyBinding] =
    practiceKeys + lessonKeys + actionKeys + timeKeys + screenKeys + layerKeys

  /// `vclife practice`'s own keys: they come first, so a number answers and ↑ ↓ move an
  /// `order` item's lines while practising.
  private static let practiceKeys: [KeyBinding] = [
    KeyBinding(
      "1-8", numbers(Command.answerOrPickLine),
      Localized(
        en: "the answer, by the number shown; in an order item, the line to move",
        zh: "按显示的编号作答；排序题中选择要移动的行"),
      activities: [.practice], legendRank: 10,
      legend: { facts in
        guard facts.awaitsChoice else { return nil }
        return facts.ordersLines
          ? LegendEntry(key: "1-\(facts.choiceCount)", word: Localized(en: "pick", zh: "选行"))
          : LegendEntry(key: "1-\(facts.choiceCount)", word: Localized(en: "answer", zh: "作答"))
      }),
    KeyBinding(
      "↑ ↓ j k",
      [
        (.up, .moveLineUp), (.char("k"), .moveLineUp), (.down, .moveLineDown),
        (.char("j"), .moveLineDown), (.escape, .followScreen),
      ],
      Localized(
        en:
          "in an order item, move the picked line up or down; else select a controller (Esc: the one on screen)",
        zh: "排序题中把选中的行上移或下移；否则选择控制器（Esc：屏幕上的控制器）"),
      activities: [.practice], legendRank: 11,
      legend: { facts in
        facts.awaitsChoice && facts.ordersLines
          ? LegendEntry(key: "↑↓", word: Localized(en: "move", zh: "移动")) : nil
      }),
    KeyBinding(
      "n / Enter", [(.char("n"), .nextItem), (.enter, .checkOrNextItem)],
      Localized(
        en: "once answered, the next item; Enter gives an order item's lines as the answer",
        zh: "作答之后进入下一题；Enter 提交排序题的顺序"),
      activities: [.practice], legendRank: 12,
      legend: { facts in
        if facts.onDetour {
          return LegendEntry(key: "n", word: Localized(en: "back to the item", zh: "回到题目"))
        }
        if facts.awaitsChoice {
          return facts.ordersLines
            ? LegendEntry(key: "Enter", word: Localized(en: "check", zh: "提交")) : nil
        }
        return LegendEntry(key: "n", word: Localized(en: "next item", zh: "下一题"))
      }),
    KeyBinding(
      "T / D", [(.char("T"), .nextTopic), (.char("D"), .nextLevel)],
      Localized(
        en: "the next topic / level (any, then each); a new item of it at once",
        zh: "下一个主题 / 级别（任意，然后逐个）；立即换一道相应的题目"),
      activities: [.practice], legendRank: 44,
      legend: { _ in LegendEntry(key: "T/D", word: Localized(en: "topic/level", zh: "主题/级别")) }),
  ]

  private static let lessonKeys: [KeyBinding] = [
    KeyBinding(
      "1-6", numbers(Command.answer),
      Localized(
        en: "while a question offers choices: the answer, by the number shown",
        zh: "问题有选项时：按显示的编号作答"),
      activities: [.lesson], forStudents: true, legendRank: 10,
      legend: { facts in
        // Once the class has answered, the legend leaves the room to space's reveal.
        guard facts.awaitsChoice else { return nil }
        return LegendEntry(key: "1-\(facts.choiceCount)", word: Localized(en: "answer", zh: "作答"))
      }),
    KeyBinding(
      "n / Enter", [(.char("n"), .nextStep), (.enter, .nextStep)],
      Localized(
        en: "next step of the lesson; after a detour, back to the lesson where it was left",
        zh: "课程的下一步；离开课程后，回到课程离开时的状态"),
      activities: [.lesson], legendRank: 11, legend: nextStepLegend),
    KeyBinding(
      "V", [(.char("V"), .voteAgain)],
      Localized(
        en: "in a class (--class): ask the open question again after discussion (a second vote)",
        zh: "课堂中（--class）：讨论之后让学生对当前问题再投一次票"),
      activities: [.lesson], need: .openClass, legendRank: 15,
      legend: { facts in
        facts.questionOpen && facts.choiceCount > 0
          ? LegendEntry(key: "V", word: Localized(en: "vote again", zh: "再投票")) : nil
      }),
    KeyBinding(
      "n / Enter", [(.char("n"), .nextStep), (.enter, .nextStep)],
      Localized(en: "next action of the replay", zh: "重放的下一个操作"),
      activities: [.replay], legendRank: 11, legend: nextStepLegend),
  ]

  private static let actionKeys: [KeyBinding] = [
    KeyBinding(
      "p", [(.char("p"), .push)],
      Localized(en: "push the next example controller", zh: "推入下一个示例控制器"), need: .pushable,
      legendRank: 20, legend: freePlay("p", Localized(en: "push", zh: "推入"))),
    KeyBinding(
      "g", [(.char("g"), .pick)],
      Localized(
        en: "pick a controller to push or present (N: inside a navigation controller)",
        zh: "从列表中选择要推入或呈现的控制器（N：包在导航控制器中呈现）"), need: .pushableOrPresentable),
    KeyBinding(
      "b / B", [(.char("b"), .pop), (.char("B"), .popToRoot)],
      Localized(
        en: "pop / pop to root: popped controllers are deallocated", zh: "弹出 / 弹出到根：被弹出的控制器被销毁"),
      legendRank: 21,
      legend: { facts in
        guard facts.canPush else { return nil }
        return freePlay("b", Localized(en: "pop", zh: "弹出"))(facts)
      }),
    KeyBinding(
      "m", [(.char("m"), .present)],
      Localized(
        en:
          "present a modal: full screen, or a sheet from iOS 13 (the presenter hears nothing)",
        zh: "模态呈现：全屏；iOS 13 起为表单（sheet，呈现者收不到回调）"),
      need: .presentable, legendRank: 22, legend: freePlay("m", Localized(en: "modal", zh: "模态"))),
    KeyBinding(
      "F", [(.char("F"), .presentFullScreen)],
      Localized(
        en: "present full screen on every version (iOS 6's callbacks)", zh: "在任何版本上全屏呈现（iOS 6 的回调）"),
      need: .presentable),
    KeyBinding(
      "d", [(.char("d"), .dismiss)], Localized(en: "dismiss the modal", zh: "关闭模态"),
      legendRank: 23,
      legend: { facts in
        guard facts.canPresent else { return nil }
        return freePlay("d", Localized(en: "dismiss", zh: "关闭"))(facts)
      }),
    KeyBinding(
      "1-9", numbers(Command.tapTab),
      Localized(
        en: "tap a tab: its view loads when first shown; tapped again, it pops to its root",
        zh: "点按标签：视图在第一次显示时加载；再点按已选中的标签则弹出到根"),
      activities: [.freePlay, .replay]),
    KeyBinding(
      "o", [(.char("o"), .rotate)],
      Localized(
        en:
          "rotate: iOS 5 and 6 tell the controller on screen; iOS 8+ tells every loaded one the size",
        zh: "旋转：iOS 5 和 6 只通知屏幕上的控制器；iOS 8+ 把新尺寸告诉每个已加载的控制器")),
    KeyBinding(
      "S", [(.char("S"), .cycleStatusBar)],
      Localized(
        en: "status bar: visible, in-call (40 pt), hidden; the frame follows",
        zh: "状态栏：显示、通话中（40 pt）、隐藏；frame 随之改变")),
    KeyBinding(
      "w", [(.char("w"), .warning)],
      Localized(
        en: "memory warning: what it frees depends on iOS 5 or iOS 6+",
        zh: "低内存警告：释放什么取决于 iOS 5 还是 iOS 6+"),
      legendRank: 24, legend: freePlay("w", Localized(en: "warn", zh: "警告"))),
    KeyBinding(
      "i", [(.char("i"), .switchIOS)],
      Localized(
        en: "iOS version: \(SystemBehavior.cycleText) (the status line shows it)",
        zh: "iOS 版本：\(SystemBehavior.cycleText)（底部状态行显示当前版本）"),
      screens: [.single],
      legendRank: 25, legend: freePlay("i", Localized(en: "iOS", zh: "iOS"))),
    KeyBinding(
      "i / I", [(.char("i"), .switchIOS), (.char("I"), .switchLeftIOS)],
      Localized(
        en: "the right / left side's iOS version: \(SystemBehavior.cycleText) (--compare ios=A,B)",
        zh: "右侧 / 左侧的 iOS 版本：\(SystemBehavior.cycleText)（--compare ios=A,B）"),
      screens: [.compare],
      legendRank: 25, legend: { _ in LegendEntry(key: "i", word: Localized(en: "iOS", zh: "iOS")) }),
    KeyBinding(
      "e / f / u", [(.char("e"), .swipe), (.char("f"), .finishSwipe), (.char("u"), .cancelSwipe)],
      Localized(
        en:
          "swipe back (iOS 7+) or drag a sheet down (13+) / finish it / cancel it: a will with no did",
        zh: "侧滑返回（iOS 7+）或下拉表单（13+）/ 完成 / 取消：只有“将要”没有“已经”")),
    KeyBinding(
      "z / Z", [(.char("z"), .toggleBackground), (.char("Z"), .reclaim)],
      Localized(
        en:
          "scene to the background and back (iOS 13+) / reclaim it: disconnected, rebuilt on "
          + "return by the app's restoration code (UIKit rebuilds nothing)",
        zh: "场景进入后台再回来（iOS 13+）/ 回收：断开连接，回来时由应用的状态恢复代码重建（UIKit 不会重建）")),
    KeyBinding(
      "a", [(.char("a"), .access)],
      Localized(
        en: "read the selected controller's view: loads it if nil", zh: "读取所选控制器的 view：为 nil 时加载")),
    KeyBinding(
      "v", [(.char("v"), .isViewLoaded)],
      Localized(
        en: "ask isViewLoaded of the selected controller: never loads",
        zh: "询问所选控制器的 isViewLoaded：从不加载")),
    KeyBinding(
      "r", [(.char("r"), .restart)],
      Localized(en: "restart after the system terminated the app", zh: "系统终止应用后重新启动")),
  ]

  private static let timeKeys: [KeyBinding] = [
    KeyBinding(
      "↑ ↓ j k",
      [
        (.up, .selectUp), (.char("k"), .selectUp), (.down, .selectDown), (.char("j"), .selectDown),
        (.escape, .followScreen),
      ],
      Localized(
        en: "select a controller; Esc follows the one on screen", zh: "选择控制器；Esc 跟随屏幕上的控制器"),
      activities: [.freePlay, .lesson, .replay], forStudents: true),
    KeyBinding(
      "space", [(.char(" "), .stepOrPause)],
      Localized(
        en:
          "once a question is answered, reveal its next callback; else step to the next callback, or pause",
        zh: "问题作答后，揭示它的下一个回调；否则单步到下一个回调，或暂停"),
      activities: [.lesson], legendRank: 12, legend: spaceLegend),
    KeyBinding(
      "space", [(.char(" "), .stepOrPause)],
      Localized(en: "step to the next callback, or pause the animation", zh: "单步到下一个回调，或暂停动画"),
      activities: [.freePlay, .replay, .practice], legendRank: 12, legend: spaceLegend),
    KeyBinding(
      "← → h l",
      [
        (.left, .back), (.char("h"), .back), (.right, .forward), (.char("l"), .forward),
        (.home, .first), (.end, .last),
      ],
      Localized(
        en: "back and forward through every event (Home, End)", zh: "在所有事件中后退、前进（Home、End）"),
      legendRank: 40,
      legend: { facts in
        // Before a practice item's answer the timeline is closed (it would show the answer).
        facts.activity == .practice && facts.questionOpen
          ? nil : LegendEntry(key: "←→", word: Localized(en: "rewind", zh: "后退"))
      }),
    KeyBinding(
      "y", [(.char("y"), .toggleWhy)],
      Localized(en: "why: the whole reason of the highlighted event", zh: "原因：高亮事件的完整原因"),
      forStudents: true, legendRank: 13,
      legend: { facts in
        facts.whyIsCut || facts.showsWholeWhy
          ? LegendEntry(key: "y", word: Localized(en: "why", zh: "原因")) : nil
      }),
    KeyBinding(
      "PgUp PgDn", [(.pageUp, .scrollLogUp), (.pageDown, .scrollLogDown)],
      Localized(en: "scroll the callback log", zh: "滚动回调日志"), forStudents: true),
    KeyBinding(
      "mouse", [],
      Localized(
        en: "click a controller: select it; wheel: scroll the log; clicks never act",
        zh: "点击控制器：选中它；滚轮：滚动日志；点击从不执行操作"), screens: [.single]),
    KeyBinding(
      "mouse", [],
      Localized(
        en: "click a controller: select it on that side; wheel: scroll the logs",
        zh: "点击控制器：在那一侧选中它；滚轮：滚动日志"), screens: [.compare]),
  ]

  private static let screenKeys: [KeyBinding] = [
    KeyBinding(
      "s  + -",
      [
        (.char("s"), .cyclePacing), (.char("+"), .faster), (.char("="), .faster),
        (.char("-"), .slower), (.char("_"), .slower),
      ],
      Localized(en: "pacing (animated, step, all at once); speed", zh: "节奏（动画、单步、即时显示）；速度")),
    KeyBinding(
      "L", [(.char("L"), .cycleLanguage)],
      Localized(en: "language: English, 中文, both", zh: "语言：English、中文、双语"), forStudents: true),
    KeyBinding(
      // Practice is one student at a terminal: its log is the question, which the
      // projector's large text leaves out.
      "P", [(.char("P"), .toggleProjector)],
      Localized(en: "projector view: large text for a class", zh: "投影视图：大字，供全班观看"),
      activities: [.freePlay, .lesson, .replay], forStudents: true, legendRank: 45,
      word: Localized(en: "projector", zh: "投影")),
    KeyBinding(
      "t", [(.char("t"), .cycleTheme)], Localized(en: "colour theme", zh: "配色"),
      forStudents: true),
    KeyBinding(
      "c", [(.char("c"), .switchScreen)],
      Localized(
        en: "the same session side by side: iOS 5 beside iOS 6+, or the versions a lesson walks",
        zh: "同一会话并排对比：iOS 5 与 iOS 6+，或课程经过的版本"),
      screens: [.single], legendRank: 42,
      legend: { facts in
        // A practice item's other side would show its answer: after the answer only.
        facts.activity == .practice && facts.questionOpen
          ? nil : LegendEntry(key: "c", word: Localized(en: "compare", zh: "对比"))
      }),
    KeyBinding(
      "c", [(.char("c"), .switchScreen)],
      Localized(en: "back to one app, the session kept", zh: "回到单个应用，会话保留"), screens: [.compare],
      legendRank: 14, word: Localized(en: "one app", zh: "单个应用")),
    KeyBinding(
      "x", [(.char("x"), .export)],
      Localized(en: "save the session: a replay script and a handout", zh: "保存会话：重放脚本和讲义")),
    KeyBinding(
      "R", [(.char("R"), .reset)],
      Localized(en: "reset to the launch (asks first)", zh: "回到启动状态（会先确认）")),
    KeyBinding(
      "M", [(.char("M"), .lessonMenu)],
      Localized(
        en: "lesson menu: pick a lesson (titles, steps, questions); Enter starts it",
        zh: "课程菜单：选择课程（标题、步数、问题数）；Enter 开始"), screens: [.single],
      activities: [.freePlay, .lesson, .replay],
      legendRank: 46,
      legend: { facts in
        facts.activity != .lesson
          ? LegendEntry(key: "M", word: Localized(en: "lessons", zh: "课程")) : nil
      }),
    KeyBinding(
      "?", [(.char("?"), .help)], Localized(en: "these keys", zh: "本按键说明"), forStudents: true),
    KeyBinding(
      "q", [(.char("q"), .quit), (.ctrl("c"), .quit)],
      Localized(
        en: "quit (the session is kept for vclife --resume)", zh: "退出（会话保存，可用 vclife --resume 恢复）"),
      activities: [.freePlay, .lesson, .replay], forStudents: true),
    KeyBinding(
      // Practice keeps no session: each answer is in the store when it is given.
      "q", [(.char("q"), .quit), (.ctrl("c"), .quit)],
      Localized(
        en: "quit; every answer is already in the practice store",
        zh: "退出；每次作答都已记入练习记录"),
      activities: [.practice], forStudents: true),
    // Ctrl-C quits from a layer too (q closes a layer, as in htop and tig); it is in no
    // help or hint line, being the terminal's own.
    KeyBinding(
      "Ctrl-C", [(.ctrl("c"), .quit)], Localized(en: "quit", zh: "退出"),
      screens: Set(KeyBinding.Screen.allCases).subtracting(KeyBinding.Screen.main),
      forStudents: true),
  ]

  /// The layers' own keys: each is all its layer answers (any other key closes it, `q` and
  /// Esc too, as in htop and tig: a layer's `q` never quits the program, nor ends a class),
  /// and its hint line is made of their words.
  private static let layerKeys: [KeyBinding] = [
    listKeys(
      Localized(en: "choose a controller (Home, End)", zh: "选择控制器（Home、End）"), in: .picker),
    KeyBinding(
      "Enter/p", [(.enter, .pickPush), (.char("p"), .pickPush)],
      Localized(en: "push it", zh: "推入它"), screens: [.picker],
      word: Localized(en: "push", zh: "推入")),
    KeyBinding(
      "m", [(.char("m"), .pickPresent)], Localized(en: "present it", zh: "呈现它"),
      screens: [.picker], word: Localized(en: "present", zh: "呈现")),
    KeyBinding(
      "N", [(.char("N"), .pickPresentInNavigation)],
      Localized(
        en: "present it inside a navigation controller (pushes then go into it)",
        zh: "包在导航控制器中呈现（之后的推入进入其中）"),
      screens: [.picker],
      word: Localized(en: "present in a navigation controller", zh: "在导航控制器中呈现")),
    closeKeys(
      Localized(en: "close the picker", zh: "关闭选择列表"), in: .picker,
      word: Localized(en: "close", zh: "关闭")),
    listKeys(Localized(en: "choose a lesson (Home, End)", zh: "选择课程（Home、End）"), in: .lessonMenu),
    KeyBinding(
      "Enter", [(.enter, .startLesson), (.char(" "), .startLesson)],
      Localized(
        en: "start it at its title card (the open session is left)",
        zh: "从标题页开始（离开当前会话）"),
      screens: [.lessonMenu],
      word: Localized(
        en: "starts it at its title card (the open session is left)", zh: "从标题页开始（离开当前会话）")),
    closeKeys(
      Localized(en: "close the menu", zh: "关闭菜单"), in: .lessonMenu,
      word: Localized(en: "closes", zh: "关闭")),
    KeyBinding(
      "space", [(.char(" "), .nextPage), (.pageDown, .nextPage)],
      Localized(en: "the help's next page", zh: "帮助的下一页"), screens: [.help],
      forStudents: true, word: Localized(en: "next page", zh: "下一页")),
    closeKeys(
      Localized(en: "back to the screen (any other key too)", zh: "回到屏幕（其他键也可以）"),
      in: .help, word: Localized(en: "back", zh: "返回")),
  ]

  // MARK: Reading the table

  /// The command `key` sends on `screen` (or layer) in `activity`, if any. A layer closes
  /// on any key it does not use.
  public static func command(
    for key: Key, on screen: KeyBinding.Screen, _ activity: KeyBinding.Activity
  ) -> Command? {
    if let binding = binding(for: key, on: screen, activity) {
      return binding.keys.first { $0.key == key }?.command
    }
    return KeyBinding.Screen.main.contains(screen) ? nil : .closeLayer
  }

  /// The binding `key` belongs to on `screen` (or layer) in `activity`: the first that has it.
  static func binding(
    for key: Key, on screen: KeyBinding.Screen, _ activity: KeyBinding.Activity
  ) -> KeyBinding? {
    bindings.first { binding in
      binding.applies(to: screen, activity, offers: { _ in true })
        && binding.keys.contains { $0.key == key }
    }
  }

  /// Whether a student following a teacher has `key` on `screen` in `activity`: a key of a
  /// binding for students, or any key over a layer (which closes it).
  static func isStudentKey(
    _ key: Key, on screen: KeyBinding.Screen, _ activity: KeyBinding.Activity
  ) -> Bool {
    binding(for: key, on: screen, activity)?.forStudents
      ?? !KeyBinding.Screen.main.contains(screen)
  }

  /// The help screen's lines for a screen and activity, for an app offering `offers`.
  public static func help(
    on screen: KeyBinding.Screen, _ activity: KeyBinding.Activity,
    offers: (KeyBinding.Need) -> Bool = { _ in true }, forStudents: Bool = false,
    in table: [KeyBinding] = bindings
  ) -> [(key: String, meaning: Localized)] {
    table.filter { $0.applies(to: screen, activity, offers: offers) }
      .filter { !forStudents || $0.forStudents }
      .map { ($0.name, forStudents && $0.name == "q" ? Self.studentLeaves : $0.help) }
  }

  /// What `q` does on a student's screen: the session is the teacher's, so nothing is kept.
  static let studentLeaves = Localized(en: "leave the class", zh: "离开课堂")

  /// The legend's entries now, most useful first (`? help  q quit` are added by the status line,
  /// but for a layer). Under a layer, whose own keys its box shows, the legend is the key
  /// that closes it: the screen's keys would only close it too, and `q` quits no layer.
  public static func legend(_ facts: LegendFacts, in table: [KeyBinding] = bindings)
    -> [LegendEntry]
  {
    if let layer = facts.layer {
      return table.filter {
        $0.screens == [layer] && $0.keys.contains { $0.command == .closeLayer }
      }
      .compactMap { $0.legend(facts) }
    }
    return table.enumerated()
      .filter { $0.element.applies(to: facts.screen, facts.activity, offers: facts.offers) }
      .filter { !facts.isFollowing || $0.element.forStudents }
      .sorted { ($0.element.legendRank, $0.offset) < ($1.element.legendRank, $1.offset) }
      .compactMap { $0.element.legend(facts) }
  }

  /// A layer's hint line: each of its bindings' first key and word, `·` between, in the
  /// table's order ("↑↓ choose · Enter/p push · … · Esc close").
  public static func hints(for layer: KeyBinding.Screen) -> [LegendEntry] {
    bindings.filter { $0.screens == [layer] }.compactMap { $0.legend(LegendFacts()) }
  }

  /// The key list as the man page prints it: each binding's name and English help, once per
  /// name (the screens' variants share the first's text); the layers' keys after the
  /// screens', each with its layer named.
  public static var manualKeyList: [(keys: String, meaning: String)] {
    var seen: Set<String> = []
    let practice = bindings.filter { $0.activities == [.practice] }
      .map { (keys: $0.name, meaning: "In practice (vclife practice): \($0.help.en)") }
    let screens = bindings.filter {
      !$0.screens.isDisjoint(with: KeyBinding.Screen.main) && $0.activities != [.practice]
    }
    .compactMap { binding -> (keys: String, meaning: String)? in
      guard seen.insert(binding.name).inserted else { return nil }
      return (binding.name, binding.help.en)
    }
    let layers: [(KeyBinding.Screen, String)] = [
      (.picker, "In the picker (g)"), (.lessonMenu, "In the lesson menu (M)"),
      (.help, "In the help (?)"),
    ]
    return screens + practice
      + layers.flatMap { layer, title in
        bindings.filter { $0.screens == [layer] }.map { ($0.name, "\(title): \($0.help.en)") }
      }
  }

  /// The man page's KEYS table body (between `.TS`/`l lx.` and `.TE`), in roff: each key in
  /// bold, its help as a text block. vclife.1 holds this text; a test keeps it in step.
  public static var manualRoff: String {
    manualKeyList.map { entry in
      "\\fB\(roffEscaped(entry.keys))\\fP\tT{\n\(roffMeaning(entry.meaning))\nT}\n"
    }.joined()
  }

  /// A meaning as the man page writes it. Chinese (the language key's own label, 中文) is
  /// drawn only where the page is rendered in UTF-8: an ASCII rendering (LANG=C) has no glyph
  /// for it, so troff would warn and drop it, and the English word stands there instead.
  private static func roffMeaning(_ meaning: String) -> String {
    guard meaning.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) else {
      return roffEscaped(meaning)
    }
    let ascii = meaning.replacingOccurrences(of: "中文", with: "Chinese")
    return """
      .\\" The key's own label where the page is drawn in UTF-8; an ASCII rendering (LANG=C)
      .\\" has no glyph for it, so troff would warn and drop it: the word stands there instead.
      .ie '\\*[.T]'utf8' \(roffEscaped(meaning))
      .el \(roffEscaped(ascii))
      """
  }

  /// Text safe in a roff line: backslashes and hyphens escaped, no leading control character.
  private static func roffEscaped(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\e")
      .replacingOccurrences(of: "-", with: "\\-")
    return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
  }

  // MARK: Building the table

  /// ↑↓ (and j k, Home, End) moving the highlight of a list layer.
  private static func listKeys(_ help: Localized, in layer: KeyBinding.Screen) -> KeyBinding {
    KeyBinding(
      "↑↓",
      [
        (.up, .listUp), (.char("k"), .listUp), (.down, .listDown), (.char("j"), .listDown),
        (.home, .listFirst), (.end, .listLast),
      ],
      help, screens: [layer], forStudents: layer == .help, word: Localized(en: "choose", zh: "选择"))
  }

  /// Esc and q closing a layer: its hint line names both ("Esc/q close").
  private static func closeKeys(
    _ help: Localized, in layer: KeyBinding.Screen, word: Localized
  ) -> KeyBinding {
    KeyBinding(
      "Esc / q", [(.escape, .closeLayer), (.char("q"), .closeLayer)], help, screens: [layer],
      forStudents: layer == .help, legend: { _ in LegendEntry(key: "Esc/q", word: word) })
  }

  /// The keys 1–9, each sending `command` with its number.
  private static func numbers(_ command: (Int) -> Command) -> [(Key, Command)] {
    (1...9).map { (Key.char(Character(String($0))), command($0)) }
  }

  /// A legend entry shown while no lesson is taught (a lesson's steps drive the app).
  private static func freePlay(_ key: String, _ word: Localized)
    -> @Sendable (LegendFacts) -> LegendEntry?
  {
    { facts in
      facts.activity == .freePlay || facts.activity == .replay
        ? LegendEntry(key: key, word: word) : nil
    }
  }

  private static let nextStepLegend: @Sendable (LegendFacts) -> LegendEntry? = { facts in
    if facts.onDetour {
      return LegendEntry(key: "n", word: Localized(en: "back to the lesson", zh: "回到课程"))
    }
    // After the last step `n` only says so: the legend leaves it out rather than offer it.
    guard !facts.questionOpen, facts.hasNextStep else { return nil }
    return LegendEntry(key: "n", word: Localized(en: "next step", zh: "下一步"))
  }

  private static let spaceLegend: @Sendable (LegendFacts) -> LegendEntry? = { facts in
    if facts.questionOpen {
      // Before the class's answer, space reveals nothing: the legend offers the numbers.
      return facts.awaitsChoice
        ? nil : LegendEntry(key: "space", word: Localized(en: "reveal", zh: "揭示"))
    }
    guard facts.hasPendingEvent || facts.pacing != .instant else { return nil }
    switch facts.pacing {
    case .animated:
      return LegendEntry(
        key: "space",
        word: facts.isPaused
          ? Localized(en: "resume", zh: "继续") : Localized(en: "pause", zh: "暂停"))
    case .step: return LegendEntry(key: "space", word: Localized(en: "step", zh: "单步"))
    case .instant: return nil
    }
  }
}
