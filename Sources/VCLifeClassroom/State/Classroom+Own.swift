import VCLifeCore
import VCLifeScript

extension Classroom {
  /// A classroom of `catalogue`'s app with the student's own class standing in for one of
  /// its controllers (``OwnController/standingIn(_:)``). The class's template is the
  /// session's first action (`new NAME …`), so an export, a replay and `--resume` carry it;
  /// the status line says once which controller it replaces. Without `launch` (a replayed
  /// export, whose first actions define and launch it) nothing is performed yet.
  public init(
    own: OwnController, catalogue: Catalogue, initialState: AppState,
    settings: ScreenSettings = ScreenSettings(), source: SessionSource? = nil, launch: Bool = true
  ) {
    let replaced = own.replaced(in: catalogue)
    let joined = own.standingIn(catalogue)
    // In the starting state too, so a reset (`R`) that starts from it keeps the class.
    var initial = initialState
    initial.templates[own.name] = own.template
    self.init(
      catalogue: joined, initialState: initial, settings: settings, launch: false,
      source: source)
    self.own = own
    if launch {
      let pacing = settings.pacing
      self.settings.pacing = .instant
      perform(.define(own.template))
      perform(.launch(joined.root))
      self.settings.pacing = pacing
      showAll()
    }
    say(Self.standInSentence(own, replaced: replaced), isError: false)
  }

  /// A lesson's classroom with the student's class in its app (the lesson was made with
  /// ``Lesson/withOwn(_:)``): the log marks its overrides, and the status line says once
  /// which steps run it.
  mutating func teach(with own: OwnController) {
    self.own = own
    let steps = lesson?.ownSteps.map { String($0 + 1) }.joined(separator: ", ") ?? ""
    say(
      steps.isEmpty
        ? Localized(
          en: "Your \(own.name) (\(own.file)) joins this lesson's app in this simulator; no "
            + "step runs it, but p pushes it at any step (a detour: n comes back).",
          zh: "你的 \(own.name)（\(own.file)）在本模拟器中加入本课程的应用；没有步骤运行它，但任何一步都可以按 p 推入它（离开课程；按 n 回来）。")
        : Localized(
          en: "Your \(own.name) (\(own.file)) joins this lesson's app in this simulator: "
            + "step \(steps) runs it.",
          zh: "你的 \(own.name)（\(own.file)）在本模拟器中加入本课程的应用：第 \(steps) 步运行它。"),
      isError: false)
  }

  /// "Your DetailViewController (Detail.m) stands in for the example app's Detail …".
  static func standInSentence(_ own: OwnController, replaced: String?) -> Localized {
    let joined = joinedSentence(own, replaced: replaced)
    // What the run leaves out is not silent: vclife read lists it.
    guard own.notUnderstoodCount > 0 else { return joined }
    let count = own.notUnderstoodCount
    return Localized(
      en: joined.en + " \(count == 1 ? "1 line" : "\(count) lines") of it this run leaves out: "
        + "vclife read \(own.file) lists \(count == 1 ? "it" : "them").",
      zh: joined.zh + "其中有 \(count) 行本次运行没有执行：vclife read \(own.file) 会列出。")
  }

  private static func joinedSentence(_ own: OwnController, replaced: String?) -> Localized {
    guard let replaced, replaced != own.name else {
      let key = replaced == nil ? "p pushes it first" : "p and m offer it in its place"
      let keyZh = replaced == nil ? "按 p 最先推入它" : "p 和 m 在它原来的位置提供它"
      return Localized(
        en: "Your \(own.name) (\(own.file)) joins the app in this simulator: \(key).",
        zh: "你的 \(own.name)（\(own.file)）在本模拟器中加入应用：\(keyZh)。")
    }
    return Localized(
      en: "Your \(own.name) (\(own.file)) stands in for the example app's \(replaced) in this "
        + "simulator: p pushes it where \(replaced) would come.",
      zh: "你的 \(own.name)（\(own.file)）在本模拟器中代替示例应用的 \(replaced)：按 p 在原本推入 "
        + "\(replaced) 的位置推入它。")
  }
}
