import VCLifeScript

/// The lesson menu (`M` in the live screen, `vclife lessons` in a terminal): the built-in
/// lessons in teaching order, one highlighted; Enter starts it.
public struct LessonMenu: Sendable, Equatable {
  /// The lessons offered.
  public var lessons: [Lesson]
  /// The highlighted lesson.
  public var index = 0

  /// The built-in lessons, the one being taught (if any) highlighted.
  public init(lessons: [Lesson] = LessonLibrary.builtIn, current: String? = nil) {
    self.lessons = lessons
    index = lessons.firstIndex { $0.name == current } ?? 0
  }

  /// "5 steps · 2 questions": what a lesson holds, as the menu and the title card say it.
  public static func counts(_ lesson: Lesson) -> Localized {
    let questions = lesson.steps.filter { $0.predict != nil }.count
    let steps = Words.count(lesson.steps.count, "step", "steps", zh: "步")
    let asked = Words.count(questions, "question", "questions", zh: "个问题")
    return Localized(en: steps.en + " · " + asked.en, zh: steps.zh + " · " + asked.zh)
  }
}

/// The lesson menu's keys, and starting the lesson chosen.
extension LiveModel {
  /// Opens the lesson menu.
  mutating func openLessonMenu() {
    lessonMenu = LessonMenu(current: lesson?.name)
  }

  /// Keys while the menu is open: move, start, or close.
  mutating func handleLessonMenu(_ key: Key) -> [Effect] {
    guard var menu = lessonMenu else { return [] }
    switch key {
    case .up, .char("k"): menu.index = max(0, menu.index - 1)
    case .down, .char("j"): menu.index = min(menu.lessons.count - 1, menu.index + 1)
    case .home: menu.index = 0
    case .end: menu.index = menu.lessons.count - 1
    case .enter, .char(" "):
      lessonMenu = nil
      startLesson(menu.lessons[menu.index])
      return []
    case .char("q"), .ctrl("c"):
      lessonMenu = nil
      return [.quit]
    case .resize, .ctrl("l"): break
    default:
      lessonMenu = nil
      return []
    }
    lessonMenu = menu
    return []
  }

  /// Starts `lesson` at its title card, the screen's settings kept (language, theme, pacing,
  /// speed, projector view).
  mutating func startLesson(_ lesson: Lesson) {
    var fresh = LiveModel(lesson: lesson, pacing: pacing, language: language, theme: theme)
    fresh.settings = settings
    fresh.isRecorded = isRecorded
    self = fresh
    say(
      Localized(
        en: "Lesson \(lesson.name): n plays step 1.", zh: "课程 \(lesson.name)：按 n 开始第 1 步。"),
      isError: false)
  }
}

/// After the last step: the lesson walked again, side by side.
extension LiveModel {
  /// Whether every step of the lesson has been played and revealed, on the lesson's path.
  var isFinishedLesson: Bool {
    guard let lesson else { return false }
    return lessonStep == lesson.steps.count && prediction == nil && detour == nil
  }

  /// The lesson from its title card again, the settings kept; the first walk's score is said.
  mutating func walkAgain() {
    guard let lesson else { return }
    let score = score
    startLesson(lesson)
    let first =
      score.asked > 0
      ? Localized(
        en: " (first walk: \(score.right) / \(score.asked) right)",
        zh: "（第一遍：答了 \(score.asked) 题，答对 \(score.right) 题）")
      : Localized(en: "", zh: "")
    say(
      Localized(
        en: "The lesson again, side by side\(first.en): n plays step 1.",
        zh: "并排重走课程\(first.zh)：按 n 开始第 1 步。"), isError: false)
  }
}
