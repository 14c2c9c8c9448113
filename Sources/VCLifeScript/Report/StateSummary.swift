import VCLifeCore

/// What the end of a report says about each live controller.
struct ControllerSummary {
  let name: String
  let viewLoaded: Bool
  let inWindow: Bool
  let backingStore: Bool
  let cachesFull: Bool
  let navigationItem: Bool
  let parent: String?
  let frame: FrameSize?
  /// iOS 11+: the safe area the controller was last told of, while its view is in the window.
  var safeArea: EdgeInsets? = nil
  let memory: Int
  /// What the gotchas of SPEC §10 left: leaked, held outlets, typed view state.
  var gotchas = GotchaSummary()

  /// Every live controller of a state, in tree order, then the leaked ones in the order they
  /// leaked (in no container: no parent). Linear in the number of controllers: the parents
  /// are found in one walk, not one walk per controller.
  static func all(_ state: AppState) -> [ControllerSummary] {
    let parents = state.layout.parents
    return state.liveControllers.map { summary($0, parent: parents[$0.name]) }
      + state.leaked.map { summary($0, parent: nil, leaked: true) }
  }

  private static func summary(
    _ controller: ControllerState, parent: String?, leaked: Bool = false
  ) -> ControllerSummary {
    ControllerSummary(
      name: controller.name, viewLoaded: controller.isViewLoaded,
      inWindow: controller.isInWindow, backingStore: controller.hasBackingStore,
      cachesFull: controller.cachesFull, navigationItem: controller.hasNavigationItem,
      parent: parent, frame: controller.frame, safeArea: controller.safeArea,
      memory: controller.memory.total, gotchas: GotchaSummary(controller, leaked: leaked))
  }

  /// The same words in a report's language (both: English, then Chinese).
  func words(_ language: ReportLanguage) -> String {
    let chinese =
      [
        viewLoaded ? "视图已加载" : "视图为 nil",
        inWindow ? "在屏幕上" : "不在屏幕上",
        backingStore ? "有后备存储" : "无后备存储",
        cachesFull ? "缓存已满" : "缓存为空",
        navigationItem ? "有 navigationItem" : "navigationItem 为 nil",
      ].joined(separator: "，") + (frame.map { "，frame \($0) pt" } ?? "")
      + (safeArea.map { "，安全区域 \($0.top)/\($0.left)/\($0.bottom)/\($0.right) pt" } ?? "")
      + gotchas.words(.chinese)
    return language.label(words, chinese)
  }

  /// "view loaded, on screen, backing store, caches full, navigationItem, frame 320×416 pt".
  var words: String {
    [
      viewLoaded ? "view loaded" : "view nil",
      inWindow ? "on screen" : "off screen",
      backingStore ? "backing store" : "no backing store",
      cachesFull ? "caches full" : "caches empty",
      navigationItem ? "navigationItem" : "navigationItem nil",
    ].joined(separator: ", ") + (frame.map { ", frame \($0) pt" } ?? "")
      + (safeArea.map { ", safe area \($0)" } ?? "") + gotchas.words(.english)
  }
}

extension AppState {
  /// " on the notch phone" after the version, when the views are laid out on a phone other
  /// than the 3.5" one (SPEC §12); nothing on it, so iOS 5 and 6 read as they always did.
  var phoneWords: (en: String, zh: String) {
    switch phone {
    case .classic: ("", "")
    case .notch: (" on the notch phone", "，带刘海的手机")
    case .island: (" on the Dynamic Island phone", "，带灵动岛的手机")
    }
  }

  /// "iOS 6+, 5.1 MB of 64.0 MB (8%), running".
  var summaryLine: String {
    let percent = memory * 100 / max(budget, 1)
    // iOS 13+: a reclaimed scene leaves no controller while the app runs on.
    let status =
      isTerminated
      ? "terminated"
      : scene == .disconnected
        ? "running, scene disconnected" : (layout.isLaunched ? "running" : "not launched")
    return
      "\(behavior.title)\(phoneWords.en), \(ByteCount.text(memory)) of \(ByteCount.text(budget)) "
      + "(\(percent)%), \(status)"
  }
}

extension AppState {
  /// The summary line in a report's language (both: English / Chinese).
  func summaryLine(_ language: ReportLanguage) -> String {
    let percent = memory * 100 / max(budget, 1)
    let status =
      isTerminated
      ? "已终止" : scene == .disconnected ? "运行中，场景已断开" : (layout.isLaunched ? "运行中" : "未启动")
    let chinese =
      "\(behavior.title)\(phoneWords.zh)，已用 \(ByteCount.text(memory))，预算 \(ByteCount.text(budget))"
      + "（\(percent)%），\(status)"
    return language.label(summaryLine, chinese)
  }
}
