import VCLifeScript

/// One line of the key table: keys and their commands, declared once with their help text,
/// the screens (or layers) and activities they work in, and their word in the status line's
/// legend or a layer's hint line.
public struct KeyBinding: Sendable {
  /// What is up: one of the two screens, or a layer over them. A layer's bindings are the
  /// only keys it answers (any other key closes it); its hint line is made from them.
  public enum Screen: Sendable, CaseIterable {
    case single, compare
    /// The push-or-present picker (`g`).
    case picker
    /// The lesson menu (`M`, and `vclife lessons`).
    case lessonMenu
    /// The help (`?`).
    case help

    /// The screens under the layers.
    public static let main: Set<Screen> = [.single, .compare]
  }
  /// What the session is doing.
  public enum Activity: Sendable, CaseIterable { case freePlay, lesson, replay, practice }
  /// What the app (or the session) must offer for the binding to be listed.
  public enum Need: Sendable {
    case nothing, pushable, presentable, pushableOrPresentable
    /// A class is open (`--class`): its keys mean nothing to a teacher alone, so neither the
    /// help nor the legend offers them then (the man page lists them all).
    case openClass
  }

  /// The keys as the help screen names them: "b / B".
  public let name: String
  /// Each key and the command it sends; empty for a line of help only (the mouse).
  public let keys: [(key: Key, command: Command)]
  /// What the keys do, for the help screen and the man page.
  public let help: Localized
  /// The screens (or the layer) the binding works on.
  public let screens: Set<Screen>
  /// The activities the binding works in.
  public let activities: Set<Activity>
  /// What the app must offer.
  public let need: Need
  /// Whether a student following a teacher (`vclife join`) has these keys: they answer or
  /// change only the student's own view. The student's legend, help and "the teacher drives"
  /// message are made of these bindings, and every other key is the teacher's.
  public internal(set) var forStudents: Bool
  /// The legend's entry now (key and word), nil when the legend leaves it out.
  let legend: @Sendable (LegendFacts) -> LegendEntry?
  /// Lower comes first in the legend (the help keeps the table's order).
  let legendRank: Int

  init(
    _ name: String, _ keys: [(Key, Command)], _ help: Localized,
    screens: Set<Screen> = Screen.main,
    activities: Set<Activity> = Set(Activity.allCases), need: Need = .nothing,
    forStudents: Bool = false, legendRank: Int = 50,
    legend: @escaping @Sendable (LegendFacts) -> LegendEntry? = { _ in nil }
  ) {
    self.name = name
    self.keys = keys.map { (key: $0.0, command: $0.1) }
    self.help = help
    self.screens = screens
    self.activities = activities
    self.need = need
    self.forStudents = forStudents
    self.legendRank = legendRank
    self.legend = legend
  }

  /// A binding whose legend entry is always its first key and `word`.
  init(
    _ name: String, _ keys: [(Key, Command)], _ help: Localized,
    screens: Set<Screen> = Screen.main,
    activities: Set<Activity> = Set(Activity.allCases), need: Need = .nothing,
    forStudents: Bool = false, legendRank: Int = 50, word: Localized
  ) {
    let shown = name.split(separator: " ").first.map(String.init) ?? name
    self.init(
      name, keys, help, screens: screens, activities: activities, need: need,
      forStudents: forStudents, legendRank: legendRank,
      legend: { _ in LegendEntry(key: shown, word: word) })
  }

  /// The same binding, given to students or not.
  func forStudents(_ given: Bool) -> KeyBinding {
    var binding = self
    binding.forStudents = given
    return binding
  }

  /// Whether the binding works on `screen` in `activity` for an app offering `offers`.
  func applies(to screen: Screen, _ activity: Activity, offers: (Need) -> Bool) -> Bool {
    screens.contains(screen) && activities.contains(activity) && offers(need)
  }
}

/// A legend entry: the key as shown, and what it does in a word or two.
public struct LegendEntry: Sendable, Equatable {
  /// The key: `n`, `1-3`, `space`.
  public var key: String
  /// What it does.
  public var word: Localized

  public init(key: String, word: Localized) {
    self.key = key
    self.word = word
  }
}

/// What a legend entry may depend on: small facts about the session now, never the state
/// itself, so the legend reads the same for the single screen, compare mode and a student's.
public struct LegendFacts: Sendable, Equatable {
  /// The screen the legend is drawn for.
  public var screen: KeyBinding.Screen = .single
  /// The layer over it (help, picker, lesson menu), which takes the keys while it is up.
  public var layer: KeyBinding.Screen?
  /// What the session is doing.
  public var activity: KeyBinding.Activity = .freePlay
  /// Whether the app has controllers to push and to present.
  public var canPush = true
  public var canPresent = true
  /// Whether a question is open (its callbacks hidden).
  public var questionOpen = false
  /// The number of choices the open question offers (0: an open question).
  public var choiceCount = 0
  /// Whether the class has chosen an answer to the open question.
  public var hasChosen = false
  /// Whether the lesson has been left for a detour.
  public var onDetour = false
  /// Whether a step (of a lesson or a replay) is left to play.
  public var hasNextStep = false
  /// How callbacks play, whether the animation is paused, whether an event waits.
  public var pacing: Pacing = .animated
  public var isPaused = false
  public var hasPendingEvent = false
  /// Whether the highlighted event's reason is cut on the frame being drawn (`y` shows it),
  /// or is already shown whole.
  public var whyIsCut = false
  public var showsWholeWhy = false
  /// Whether this screen follows a teacher's (a student's keys only answer and look).
  public var isFollowing = false
  /// Whether students joined this teacher's session (`V` asks again).
  public var hasClass = false
  /// Whether the open question's first vote may be asked again (`V`).
  public var canVoteAgain = true
  /// Whether this is the teacher's presenter view (it answers nothing).
  public var isPresenter = false
  /// Whether the open question is a practice `order` item (numbers pick lines, ↑ ↓ move them).
  public var ordersLines = false

  public init() {}

  /// Whether the app offers what a binding needs.
  func offers(_ need: KeyBinding.Need) -> Bool {
    switch need {
    case .nothing: true
    case .pushable: canPush
    case .presentable: canPresent
    case .pushableOrPresentable: canPush || canPresent
    case .openClass: hasClass && canVoteAgain
    }
  }

  /// Whether a question with choices still waits for the class's answer.
  var awaitsChoice: Bool { questionOpen && choiceCount > 0 && !hasChosen && !isPresenter }
}
