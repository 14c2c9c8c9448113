import VCLifeCore
import VCLifeScript

/// How one viewer looks at the timeline, beside what it holds: the selection, the log's
/// scroll, the whole reason asked for, the status line's message. Nothing here changes the
/// app; compare mode keeps a selection and a scroll per side.
public struct ViewState: Sendable {
  /// The controller chosen with ↑/↓ or a click; nil follows the one on screen.
  public internal(set) var selection: Selection?
  /// How many events the log is scrolled back from the cursor.
  public internal(set) var logScroll = 0
  /// Whether `y` asked for the highlighted event's whole reason.
  public internal(set) var showsWholeWhy = false
  /// The status line's message, until the next key.
  public internal(set) var message: StatusMessage?
  /// Whether `R` was pressed once: a second `R` resets the app to its launch.
  public internal(set) var confirmsReset = false
  /// Whether `q` was pressed once with students in the class: a second `q` ends it for all.
  public internal(set) var confirmsQuit = false
  /// Whether a reveal key met an open vote fewer than half the class had answered: the next
  /// key, if it reveals, closes the vote.
  public internal(set) var confirmsEarlyReveal = false
  /// Whether the key being handled follows that question (set for the key's duration).
  var earlyRevealAsked = false

  public init() {}
}

/// A line the status bar shows until the next key: an explanation, or why a key did nothing.
/// Kept in both languages, so it is said in whichever the screen shows when it is drawn.
public struct StatusMessage: Equatable, Sendable {
  /// What it says.
  public var text: Localized
  /// Whether it tells of a refusal or a failure (drawn as an error).
  public var isError: Bool

  public init(_ text: Localized, isError: Bool) {
    self.text = text
    self.isError = isError
  }
}

/// A layer over the screen, which takes the keys while it is up (``KeyBinding/Screen``).
public enum Overlay: Sendable, Equatable {
  /// The keys of the current mode, on pages.
  case help(page: Int)
  /// The push-or-present picker.
  case picker(Picker)
  /// The lesson menu.
  case lessonMenu(LessonMenu)

  /// The key table's layer for it.
  var layer: KeyBinding.Screen {
    switch self {
    case .help: .help
    case .picker: .picker
    case .lessonMenu: .lessonMenu
    }
  }
}

/// The push-or-present picker: the catalogue's controllers, one highlighted.
public struct Picker: Sendable, Equatable {
  /// The names offered, in catalogue order.
  public var names: [String]
  /// The highlighted row.
  public var index: Int
}

/// The lesson menu (`M` in the live screen, `vclife lessons` in a terminal): the built-in
/// lessons in teaching order, one highlighted; Enter starts it.
public struct LessonMenu: Sendable, Equatable {
  /// The lessons offered.
  public var lessons: [Lesson]
  /// The highlighted lesson.
  public var index = 0
  /// Each lesson's last score, shown beside it.
  public var scores: LessonScores
  /// Whether Enter was pressed once on a lesson that would leave work behind: a second
  /// Enter starts it (moving the highlight asks again).
  public internal(set) var confirmsLeaving = false

  /// The built-in lessons, the one being taught (if any) highlighted.
  public init(
    lessons: [Lesson] = LessonLibrary.builtIn, current: String? = nil,
    scores: LessonScores = LessonScores()
  ) {
    self.lessons = lessons
    self.scores = scores
    index = lessons.firstIndex { $0.name == current } ?? 0
  }

  /// "✓ 3/6": a lesson's last score as the menu shows it ("✓" alone for a lesson without
  /// questions answered); nil for a lesson not finished yet.
  public func scoreMark(of lesson: Lesson, check: String) -> String? {
    guard let score = scores[lesson.name] else { return nil }
    return score.asked > 0 ? "\(check) \(score.right)/\(score.asked)" : check
  }

  /// "5 steps · 2 questions": what a lesson holds, as the menu and the title card say it.
  public static func counts(_ lesson: Lesson) -> Localized {
    let questions = lesson.steps.filter { $0.predict != nil }.count
    let steps = Said.count(lesson.steps.count, "step", "steps", zh: "步")
    let asked = Said.count(questions, "question", "questions", zh: "个问题")
    return Localized(en: steps.en + " · " + asked.en, zh: steps.zh + " · " + asked.zh)
  }
}

/// A list layer's highlight moved by the list keys.
extension Int {
  mutating func move(by command: Command, in count: Int) {
    switch command {
    case .listUp: self = Swift.max(0, self - 1)
    case .listDown: self = Swift.min(count - 1, self + 1)
    case .listFirst: self = 0
    case .listLast: self = count - 1
    default: break
    }
  }
}
