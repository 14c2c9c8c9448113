import VCLifeCore
import VCLifeScript

/// What the classroom says in its status line, in English and Chinese: why a key did
/// nothing, where a detour leaves the lesson, what a setting became. The panes' own words
/// (titles, legends) are the renderer's.
public enum Said {
  /// "1 view" / "3 views"; Chinese counts need no plural.
  public static func count(_ number: Int, _ singular: String, _ plural: String, zh unit: String)
    -> Localized
  {
    Localized(en: "\(number) \(number == 1 ? singular : plural)", zh: "\(number) \(unit)")
  }

  /// The line a detour shows in place of the lesson's text, and says at once; while
  /// practising, of the item (practice has no lesson to the student, and no steps).
  public static func offLesson(step: Int, practising: Bool = false, following: Bool = false)
    -> Localized
  {
    if practising {
      return Localized(en: "Off the item: n returns to it.", zh: "已离开本题：按 n 回到本题。")
    }
    if following {
      // A student has no `n`: the teacher brings the lesson back.
      return step == 0
        ? Localized(
          en: "Off the lesson: the teacher returns to its start.", zh: "已离开课程：老师会回到课程开头。")
        : Localized(
          en: "Off the lesson: the teacher returns to step \(step).",
          zh: "已离开课程：老师会回到第 \(step) 步。")
    }
    return step == 0
      ? Localized(
        en: "Off the lesson: n returns to its start.", zh: "已离开课程：按 n 回到课程开头。")
      : Localized(
        en: "Off the lesson: n returns to step \(step).", zh: "已离开课程：按 n 回到第 \(step) 步。")
  }

  /// Said when `n` ends a detour.
  public static func backOnLesson(step: Int, practising: Bool = false) -> Localized {
    if practising { return Localized(en: "Back on the item.", zh: "已回到本题。") }
    return step == 0
      ? Localized(en: "Back on the lesson, at its start.", zh: "已回到课程开头。")
      : Localized(en: "Back on the lesson, at step \(step).", zh: "已回到课程第 \(step) 步。")
  }

  /// "Theme: light." with the theme's name in the language shown.
  public static func themeChanged(_ theme: Theme) -> Localized {
    let zh: String
    switch theme {
    case .dark: zh = "深色"
    case .light: zh = "浅色"
    case .highContrast: zh = "高对比度"
    }
    return Localized(en: "Theme: \(theme.rawValue).", zh: "配色：\(zh)。")
  }

  /// A key the current screen has no command for; one that works on the other screen says
  /// so (`M` in compare mode once only said it did nothing).
  public static func unknownKey(
    _ key: Key, on screen: KeyBinding.Screen, _ activity: KeyBinding.Activity
  ) -> Localized {
    let other: KeyBinding.Screen? = [.single: .compare, .compare: .single][screen]
    if case .char(let character) = key, let other,
      Keymap.command(for: key, on: other, activity) != nil
    {
      return other == .single
        ? Localized(
          en: "\(character) works on one app: c goes back to it.",
          zh: "\(character) 只在单个应用界面可用：按 c 返回。")
        : Localized(
          en: "\(character) works in compare mode: c opens it.",
          zh: "\(character) 在对比模式中可用：按 c 打开。")
    }
    let bound = Keymap.bindings.contains { binding in binding.keys.contains { $0.key == key } }
    guard case .char(let character) = key, !bound else {
      return Localized(
        en: "That key does nothing here; press ? for the keys.", zh: "这个键在此无作用；按 ? 查看按键。")
    }
    let shown = ControllerName.escaped(String(character))
    return Localized(
      en: "Unknown key \(shown); press ? for the keys.", zh: "未知的键 \(shown)；按 ? 查看按键。")
  }

  public static let confirmReset = Localized(
    en: "Press R again to reset to the launch (x saves this session first).",
    zh: "再按一次 R 回到启动状态（先按 x 可保存本次会话）。")
  public static let resetDone = Localized(en: "Reset to the launch.", zh: "已回到启动状态。")

  /// The first Enter in the lesson menu while a session is under way.
  static func confirmLeave(for name: String) -> Localized {
    Localized(
      en: "Press Enter again to leave this session for \(name) (Esc, then x, saves it first).",
      zh: "再按一次 Enter 离开本次会话、开始 \(name)（先按 Esc 再按 x 可保存）。")
  }

  /// The session has as many actions as one session keeps.
  public static func sessionFull(_ limit: Int) -> Localized {
    // "150,000": thousands grouped, as both languages write numbers in the UI.
    var digits = Array(String(limit))
    var count = ""
    while digits.count > 3 {
      count = "," + String(digits.suffix(3)) + count
      digits.removeLast(3)
    }
    count = String(digits) + count
    return Localized(
      en:
        "This session has \(count) actions, the most one session keeps: x saves it, R starts again.",
      zh: "本次会话已有 \(count) 个操作，这是一次会话的上限：按 x 保存，按 R 重新开始。")
  }

  /// `a` or `v` on a leaked row: the app holds no reference to a leaked controller, so its
  /// code cannot send it anything (SPEC §10).
  public static func leakedUnreachable(_ name: String) -> Localized {
    Localized(
      en:
        "\(name) is leaked: only its retain cycle holds it, so no code of the app can ask for its view.",
      zh: "\(name) 已泄漏：只有它的循环引用持有它，应用的代码无法再访问它的 view。")
  }

  /// Where `x` saved the session: the folder once, then the files.
  public static func saved(
    folder: String, script: String, handout: String, questions: String?, answers: String? = nil
  ) -> Localized {
    let record = answers.map {
      Localized(en: "; the class's answers in \($0)", zh: "；全班各人的回答在 \($0)")
    }
    guard let questions else {
      return Localized(
        en: "Saved in \(folder): \(script) (replay) and \(handout) (handout)\(record?.en ?? "").",
        zh: "已保存到 \(folder)：\(script)（重放脚本）和 \(handout)（讲义）\(record?.zh ?? "")。")
    }
    return Localized(
      en: "Saved in \(folder): \(script) (replay), \(handout) (handout) and \(questions) "
        + "(questions without answers)\(record?.en ?? "").",
      zh: "已保存到 \(folder)：\(script)（重放脚本）、\(handout)（讲义）和 \(questions)（不含答案的问题）"
        + "\(record?.zh ?? "")。")
  }

  /// A `--record` file stopped being written mid-session (a full disk, say).
  public static func recordingStopped(_ reason: String) -> Localized {
    Localized(
      en:
        "The recording stopped: \(reason). It keeps what was recorded so far; the session goes on.",
      zh: "录制已停止：\(reason)。已录制的内容会保留；会话继续。")
  }

  /// Why an event happened, in both languages (a refusal said in the status line).
  public static func reason(_ event: Event) -> Localized {
    Localized(
      en: Narrator.line(for: event, in: .english), zh: Narrator.line(for: event, in: .chinese))
  }

  /// The pacing as the status line names it: "play 4/s", "paused", "step", "all at once".
  public static func pace(_ pacing: Pacing, speed: Int, isPaused: Bool) -> Localized {
    switch pacing {
    case .animated:
      isPaused
        ? Localized(en: "paused", zh: "已暂停")
        : Localized(en: "play \(speed)/s", zh: "播放 \(speed)/s")
    case .step: Localized(en: "step", zh: "单步")
    case .instant: Localized(en: "all at once", zh: "即时显示")
    }
  }

  /// "Pacing: play 4/s." after `s`.
  static func pacing(_ pacing: Pacing, speed: Int, isPaused: Bool) -> Localized {
    let pace = self.pace(pacing, speed: speed, isPaused: isPaused)
    return Localized(en: "Pacing: \(pace.en).", zh: "节奏：\(pace.zh)。")
  }

  /// A lesson chosen from the menu, at its title card.
  static func lessonStarted(_ name: String) -> Localized {
    Localized(en: "Lesson \(name): n plays step 1.", zh: "课程 \(name)：按 n 开始第 1 步。")
  }

  /// What `p` and `m` say when the app has nothing to push or present.
  static func nothingTo(present: Bool) -> Localized {
    present
      ? Localized(en: "This app has no controller to present.", zh: "这个应用没有可呈现的控制器。")
      : Localized(en: "This app has no controller to push.", zh: "这个应用没有可推入的控制器。")
  }

  /// The message that asks for the class's answer before a reveal.
  static func answerFirst(_ count: Int, audience: Audience) -> Localized {
    let noun = audience.answerNoun
    return Localized(
      en: "First \(noun.en): 1–\(count) (n reveals all without one).",
      zh: "先输入\(noun.zh)：1–\(count)（按 n 不作答直接全部揭示）。")
  }

  // MARK: A class's vote

  /// The teacher's number while students are joined: the class answers on its own screens.
  static let classAnswersItself = Localized(
    en: "The class answers on its own screens; your number would outvote it. Space or n "
      + "closes the vote.",
    zh: "全班在各自屏幕上作答；你按数字会盖过他们的投票。按空格或 n 结束投票。")

  /// The first reveal key with fewer than half the class answered.
  static func revealEarly(answered: Int, joined: Int) -> Localized {
    Localized(
      en: "Only \(answered) of \(joined) answered: the same key again closes the vote and reveals.",
      zh: "只有 \(joined) 人中的 \(answered) 人作答：再按一次同一键结束投票并揭示。")
  }

  /// A student's number after the vote closed.
  static let voteClosed = Localized(
    en: "The vote is closed: a number no longer changes your answer.",
    zh: "投票已结束：数字键不再更改你的回答。")

  /// A number on the presenter's view.
  static let presenterAnswersNothing = Localized(
    en: "The presenter's view answers nothing: students answer on their own screens.",
    zh: "演示者视图不作答：学生在各自屏幕上作答。")
}
