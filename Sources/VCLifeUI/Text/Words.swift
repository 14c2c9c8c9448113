import VCLifeClassroom
import VCLifeCore
import VCLifeScript

/// The live screen's own words (titles, legends, messages) in English and Chinese. Terms
/// follow the Chinese translation of Apple's text; selectors, class names and keys stay in ASCII.
public enum Words {
  // Pane titles.
  static let controllers = Localized(en: "Controllers", zh: "控制器")
  static let viewTree = Localized(en: "View tree", zh: "视图树")
  static let memory = Localized(en: "Memory", zh: "内存")
  static let callbacks = Localized(en: "Callbacks", zh: "回调")
  static let lesson = Localized(en: "Lesson", zh: "课程")
  /// The help's title: every key returns from it, `q` too (as in htop and tig), so a student
  /// who pressed `?` cannot quit the class by leaving it.
  static let keys = Localized(en: "Keys — any key returns", zh: "按键——按任意键返回")
  /// The help's title with pages: space turns them, every other key returns.
  static func keysPaged(_ page: String, _ language: ReportLanguage, width: Int) -> String {
    // In both languages the page number is said once, so the title fits 80 columns; on a
    // narrower screen the last words once only, in English, so they are not cut.
    let both = "Keys 按键 — space 空格: \(page) · any other key returns 其他键返回"
    return language == .both
      ? (DisplayWidth.of(both) <= width ? both : "Keys 按键 — space 空格: \(page) · other keys return")
      : Words.label(
        Localized(
          en: "Keys — space: page \(page), any other key returns",
          zh: "按键——空格：第 \(page) 页，其他键返回"), language)
  }
  static let picker = Localized(en: "Push or present", zh: "推入或呈现")

  /// A layer's keys as its hint line says them, from the key table: "↑↓ choose · Enter/p
  /// push · … · Esc close".
  static func hints(for layer: KeyBinding.Screen) -> Localized {
    let entries = Keymap.hints(for: layer)
    return Localized(
      en: entries.map { "\($0.key) \($0.word.en)" }.joined(separator: " · "),
      zh: entries.map { "\($0.key) \($0.word.zh)" }.joined(separator: " · "))
  }

  // Status and counters.
  static let paused = Localized(en: "paused", zh: "已暂停")
  static let stepPacing = Localized(en: "step", zh: "单步")
  static let allAtOnce = Localized(en: "all at once", zh: "即时显示")
  static let play = Localized(en: "play", zh: "播放")
  static let done = Localized(en: "done", zh: "完")
  static let notLaunched = Localized(en: "not launched", zh: "尚未启动")
  static let terminated = Localized(en: "terminated: press r", zh: "已终止：按 r")
  static let sceneDisconnected = Localized(
    en: "scene disconnected: z brings it back", zh: "场景已断开：按 z 恢复")

  /// Why there is no controller to list: not launched yet, terminated, or (iOS 13+) the scene
  /// disconnected to reclaim memory while the app runs on; with `namesKeys`, the key that
  /// brings it back (a lesson's next step is `n`: there, a key would be a detour).
  static func noControllers(_ state: AppState, namesKeys: Bool = true) -> Localized {
    if state.isTerminated {
      return namesKeys
        ? terminated
        : Localized(en: "terminated: the system ended the app", zh: "已终止：系统结束了应用")
    }
    if state.scene == .disconnected {
      return namesKeys
        ? sceneDisconnected
        : Localized(en: "scene disconnected: its memory reclaimed", zh: "场景已断开：内存已回收")
    }
    return notLaunched
  }
  static let predict = Localized(en: "predict: ", zh: "预测：")
  static let why = Localized(en: "why: ", zh: "原因：")
  /// An effect's reason: short, so that it keeps the rows kept for a reason (the help says
  /// what an effect is).
  static let whyOfEffect = Localized(en: "why (effect): ", zh: "原因（效果）：")
  static let others = Localized(en: "others:", zh: "其他：")
  static let next = Localized(en: "next", zh: "下一个")
  static let space = Localized(en: "space", zh: "空格")
  static let nextStep = Localized(en: "n: next step", zh: "n：下一步")

  /// How the device is held: "portrait", "landscape".
  static func held(_ orientation: Orientation) -> Localized {
    orientation == .portrait
      ? Localized(en: "portrait", zh: "竖屏") : Localized(en: "landscape", zh: "横屏")
  }

  /// How the device is held and what the status bar shows: "portrait 20pt bar".
  static func device(_ state: AppState) -> Localized {
    let turn = held(state.orientation)
    let bar: Localized
    // The bar's height is the phone's (20, 44 or 54 pt); from iOS 8 an iPhone shows none in
    // landscape (SPEC §12).
    let height = state.statusBarHeight
    switch state.statusBar {
    case .visible where height == 0: bar = Localized(en: "no bar", zh: "无状态栏")
    case .visible: bar = Localized(en: "\(height)pt bar", zh: "状态栏 \(height)pt")
    case .inCall: bar = Localized(en: "in-call", zh: "通话栏")
    case .hidden: bar = Localized(en: "no bar", zh: "无状态栏")
    }
    return Localized(en: "\(turn.en) \(bar.en)", zh: "\(turn.zh) \(bar.zh)")
  }

  /// "event 3 / 7 of this action": where the cursor is among its action's events.
  static func eventOfAction(_ index: Int, _ count: Int) -> Localized {
    Localized(en: "event \(index) / \(count) of this action", zh: "本操作第 \(index) / \(count) 个事件")
  }

  /// "replay 3 / 12": the actions of a replay played so far.
  static func replayStep(_ index: Int, _ count: Int) -> Localized {
    Localized(en: "replay \(index) / \(count)", zh: "重放 \(index) / \(count)")
  }

  /// Every action of a replay has been played.
  static let replayDone = Localized(en: "replay done", zh: "重放完毕")

  /// "step 2 / 5": a lesson's step.
  static func lessonStep(_ index: Int, _ count: Int) -> Localized {
    Localized(en: "step \(index) / \(count)", zh: "第 \(index) / \(count) 步")
  }

  /// Rewound in the timeline: where, and what acting does (the action on screen stays
  /// whole: a warning's callbacks are not cut in two; "the rest" promised more).
  static func rewound(_ index: Int, _ count: Int) -> Localized {
    Localized(
      en: "rewound to event \(index) / \(count): acting drops later actions",
      zh: "回到第 \(index) / \(count) 个事件：操作会丢弃之后的操作")
  }

  /// Rewound in a lesson, a detour of its own: where (acting drops nothing of the lesson).
  static func rewoundInLesson(_ index: Int, _ count: Int) -> Localized {
    Localized(en: "rewound to event \(index) / \(count)", zh: "回到第 \(index) / \(count) 个事件")
  }

  /// A sentence in the chosen language(s): English, Chinese, or both joined by " / ".
  public static func sentence(_ text: Localized, _ language: ReportLanguage) -> String {
    if language == .both && text.en == text.zh { return text.en }
    return language.languages.map { text.text($0) }.joined(separator: " / ")
  }

  /// A short label: English, Chinese, or both side by side ("Memory 内存").
  static func label(_ text: Localized, _ language: ReportLanguage) -> String {
    if language == .both && text.en == text.zh { return text.en }
    return language.languages.map { text.text($0) }.joined(separator: " ")
  }

  /// A word that carries meaning a reader of either language needs (a lesson's step, a
  /// leak): in `both`, English and Chinese side by side when they fit in `room` columns,
  /// English alone when they do not (classroom review m17).
  static func label(_ text: Localized, _ language: ReportLanguage, room: Int) -> String {
    let both = label(text, language)
    return DisplayWidth.of(both) <= room ? both : inline(text, language)
  }

  /// A word inside a line of data ("3 views", "play"): in `both`, English alone keeps the
  /// line short; titles and sentences carry the Chinese.
  static func inline(_ text: Localized, _ language: ReportLanguage) -> String {
    language == .zh ? text.zh : text.en
  }

  /// " (3 views)" after a word, or in Chinese full-width "（3 个视图）", which brings its own
  /// space.
  static func parenthesized(_ text: String, _ language: ReportLanguage) -> String {
    language == .zh ? "（\(text)）" : " (\(text))"
  }

  /// "1 view", "3 views".
  static func views(_ number: Int) -> Localized {
    count(number, "view", "views", zh: "个视图")
  }

  /// "1 view" / "3 views"; Chinese counts need no plural.
  static func count(_ number: Int, _ singular: String, _ plural: String, zh unit: String)
    -> Localized
  {
    Said.count(number, singular, plural, zh: unit)
  }
}
