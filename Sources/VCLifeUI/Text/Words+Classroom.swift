import VCLifeCore
import VCLifeScript

/// The words of detours, keys and settings.
extension Words {
  /// The line a detour shows in place of the lesson's text, and says at once.
  static func offLesson(step: Int) -> Localized {
    step == 0
      ? Localized(
        en: "Off the lesson: n returns to its start.", zh: "已离开课程：按 n 回到课程开头。")
      : Localized(
        en: "Off the lesson: n returns to step \(step).", zh: "已离开课程：按 n 回到第 \(step) 步。")
  }

  /// Said when `n` ends a detour.
  static func backOnLesson(step: Int) -> Localized {
    step == 0
      ? Localized(en: "Back on the lesson, at its start.", zh: "已回到课程开头。")
      : Localized(en: "Back on the lesson, at step \(step).", zh: "已回到课程第 \(step) 步。")
  }

  /// "Theme: light." with the theme's name in the language shown.
  static func themeChanged(_ theme: Theme) -> Localized {
    let zh: String
    switch theme {
    case .dark: zh = "深色"
    case .light: zh = "浅色"
    case .highContrast: zh = "高对比度"
    }
    return Localized(en: "Theme: \(theme.rawValue).", zh: "配色：\(zh)。")
  }

  /// A key the current screen has no command for.
  static func unknownKey(_ key: Key) -> Localized {
    let bound = Keymap.bindings.contains { binding in binding.keys.contains { $0.key == key } }
    guard case .char(let character) = key, !bound else {
      return Localized(
        en: "That key does nothing here; press ? for the keys.", zh: "这个键在此无作用；按 ? 查看按键。")
    }
    let shown = DisplayWidth.sanitized(String(character))
    return Localized(
      en: "Unknown key \(shown); press ? for the keys.", zh: "未知的键 \(shown)；按 ? 查看按键。")
  }
}
