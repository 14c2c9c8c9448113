import VCLifeCore

/// What a practice item asks.
public enum ItemKind: String, Sendable, CaseIterable, Codable {
  /// After an action (and the callbacks shown so far), which callback comes next?
  case next
  /// Put these callbacks in the order they come (a Parsons problem).
  case order
  /// Which action produced this log?
  case action
  /// Which iOS version produced this log?
  case version
  /// After this memory warning, what of a controller's memory is freed and what stays?
  case freed
  /// Which controller's code is wrong?
  case bug
  /// Which of the student's own methods run, in order (`--own`: their class in the app)?
  case own

  /// The kinds drawn without a student's class: every kind but `own`.
  public static let general = allCases.filter { $0 != .own }

  /// The topics an item of this kind can be about.
  public var topics: [Topic] {
    switch self {
    case .next, .order, .action, .version:
      [.navigation, .presentation, .tabs, .memory, .loading, .scenes, .rotation]
    case .freed: [.memory]
    case .bug: [.gotchas]
    case .own: [.navigation, .memory]
    }
  }

  /// What an item of the kind asks, in a word or two (English: the word `--kind` takes).
  public var name: Bilingual {
    switch self {
    case .next: Bilingual("next", "下一个回调")
    case .order: Bilingual("order", "排序")
    case .action: Bilingual("action", "哪个操作")
    case .version: Bilingual("version", "哪个版本")
    case .freed: Bilingual("freed", "释放什么")
    case .bug: Bilingual("bug", "找错")
    case .own: Bilingual("own", "你的类")
    }
  }
}

/// What part of the life cycle an item is about: the asked action's part, for most kinds.
public enum Topic: String, Sendable, CaseIterable, Codable {
  /// push, pop, pop to root, the swipe back.
  case navigation
  /// present and dismiss, full screen and as a sheet.
  case presentation
  /// selecting a tab.
  case tabs
  /// memory warnings and what they free.
  case memory
  /// reading `view`: the load cycle.
  case loading
  /// the scene's background, foreground and reconnection (iOS 13+).
  case scenes
  /// turning the device.
  case rotation
  /// the mistakes of Listing 4-3 and the other gotchas.
  case gotchas

  /// The topic an action belongs to; nil for actions no item asks about.
  static func of(_ action: Action, gestureOnSheet: Bool = false) -> Topic? {
    switch action {
    case .push, .pushSeveral, .pop, .popToRoot: .navigation
    case .swipe, .finishGesture, .cancelGesture: gestureOnSheet ? .presentation : .navigation
    case .present, .presentFullScreen, .presentInNavigation, .dismiss: .presentation
    case .selectTab, .tap: .tabs
    case .warning: .memory
    case .access: .loading
    case .background, .foreground, .reclaim: .scenes
    case .rotate: .rotation
    default: nil
    }
  }

  /// The topic's name (English: the word `--topic` takes).
  public var name: Bilingual {
    switch self {
    case .navigation: Bilingual("navigation", "导航")
    case .presentation: Bilingual("presentation", "模态呈现")
    case .tabs: Bilingual("tabs", "标签页")
    case .memory: Bilingual("memory", "内存")
    case .loading: Bilingual("loading", "视图加载")
    case .scenes: Bilingual("scenes", "场景")
    case .rotation: Bilingual("rotation", "旋转")
    case .gotchas: Bilingual("gotchas", "常见错误")
    }
  }
}

/// How hard an item is: levels grow in stack depth, in the number of controllers and in how
/// subtle the version or the gotcha is.
public enum Level {
  /// The levels, easiest first.
  public static let all = 1...3

  /// The versions an item of a level runs on (and, for `version`, chooses among): iOS 5,
  /// 6 and 13 at first, the classic versions next, the whole axis at the top.
  static func versions(_ level: Int) -> [SystemBehavior] {
    switch level {
    case 1: SystemBehavior.allCases.filter { [5, 6, 13].contains($0.version) }
    case 2: SystemBehavior.allCases.filter { $0.version <= 13 }
    default: SystemBehavior.allCases
    }
  }

  /// The value for `level` of one per level, easiest first.
  static func pick<Value>(_ level: Int, _ values: [Value]) -> Value {
    values[min(max(level, 1), values.count) - 1]
  }

  /// How many actions the set-up performs after the launch.
  static func setupMoves(_ level: Int) -> ClosedRange<Int> {
    switch level {
    case 1: 0...1
    case 2: 1...3
    default: 2...5
    }
  }
}
