import VCLifeCore

/// The few words items are built from that the narration does not already say: versions,
/// configurations and Table 4-1's parts, each in English and Chinese (the glossary's terms).
enum Wording {
  /// `push Detail` as it appears inside a sentence.
  static func code(_ text: String) -> String { "`\(text)`" }

  /// A name's possessive: "Albums'" for a name ending in s, else "Home's".
  static func own(_ name: String) -> String {
    name.hasSuffix("s") ? name + "'" : name + "'s"
  }

  /// "on iOS 17".
  static func on(_ version: SystemBehavior) -> Bilingual {
    Bilingual("on iOS \(version.rawValue)", "在 iOS \(version.rawValue) 上")
  }

  /// "on iOS 5, 6 and 13": versions in order, joined.
  static func on(_ versions: [SystemBehavior]) -> Bilingual {
    let numbers = versions.sorted().map { "iOS \($0.rawValue)" }
    return Bilingual("on " + joined(numbers, "and"), "在 " + numbers.joined(separator: "、") + " 上")
  }

  /// "a, b and c".
  static func joined(_ words: [String], _ last: String) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " \(last) " + (words.last ?? "")
  }

  /// Joins texts in both languages: English with ", " and "and", Chinese with "、".
  static func list(_ items: [Bilingual]) -> Bilingual {
    Bilingual(joined(items.map(\.en), "and"), items.map(\.zh).joined(separator: "、"))
  }

  /// Sentences after each other.
  static func sentences(_ items: [Bilingual]) -> Bilingual {
    Bilingual(items.map(\.en).joined(separator: " "), items.map(\.zh).joined())
  }

  /// A part of a controller's memory, as Table 4-1 of Apple's text names it.
  static func part(_ part: MemoryPart) -> Bilingual {
    switch part {
    case .controller:
      Bilingual("the controller and its critical data", "视图控制器及其关键数据")
    case .views: Bilingual("its view objects", "视图对象")
    case .content: Bilingual("its view content (images, data)", "视图内容（图片、数据）")
    case .backingStore: Bilingual("its backing store", "后备存储（backing store）")
    case .caches: Bilingual("its caches", "缓存")
    case .heldOutlets: Bilingual("the outlet views it still holds", "仍被持有的输出口视图")
    }
  }

  /// What a memory-warning handler does, in words after "if X's handler" (a student never
  /// reads the script's `onWarning=` values).
  static func handler(_ handler: WarningHandler) -> Bilingual {
    switch handler {
    case .none: Bilingual("did nothing but call super", "只调用超类的实现")
    case .purgeCaches: Bilingual("freed its caches", "释放它的缓存")
    case .releaseView:
      Bilingual(
        "set its view to nil when the view is loaded and not in a window",
        "在视图已加载且不在窗口中时把视图设为 nil")
    case .releaseViewUnsafe:
      Bilingual(
        "set its view to nil when the view is not in a window, reading `self.view` as "
          + "Listing 4-3 prints it",
        "像列表 4-3 那样读取 `self.view`，在视图不在窗口中时把视图设为 nil")
    }
  }

  /// A selector's token's words: `Object selector`.
  static func callback(_ token: String) -> Bilingual { Bilingual(token, token) }
}
