import VCLifeScript

/// One line of the key table: keys and their commands, declared once with their help text,
/// the screens and activities they work in, and their word in the status line's legend.
public struct KeyBinding: Sendable {
  /// Which screen is up.
  public enum Screen: Sendable, CaseIterable { case single, compare }
  /// What the session is doing.
  public enum Activity: Sendable, CaseIterable { case freePlay, lesson, replay }
  /// What the app must offer for the binding to be listed.
  public enum Need: Sendable { case nothing, pushable, presentable, pushableOrPresentable }

  /// The keys as the help screen names them: "b / B".
  public let name: String
  /// Each key and the command it sends; empty for a line of help only (the mouse).
  public let keys: [(key: Key, command: Command)]
  /// What the keys do, for the help screen and the man page.
  public let help: Localized
  /// The screens the binding works on.
  public let screens: Set<Screen>
  /// The activities the binding works in.
  public let activities: Set<Activity>
  /// What the app must offer.
  public let need: Need
  /// The legend's entry now (key and word), nil when the legend leaves it out.
  let legend: @Sendable (LegendContext) -> StatusBar.Entry?
  /// Lower comes first in the legend (the help keeps the table's order).
  let legendRank: Int

  init(
    _ name: String, _ keys: [(Key, Command)], _ help: Localized,
    screens: Set<Screen> = Set(Screen.allCases),
    activities: Set<Activity> = Set(Activity.allCases), need: Need = .nothing,
    legendRank: Int = 50,
    legend: @escaping @Sendable (LegendContext) -> StatusBar.Entry? = { _ in nil }
  ) {
    self.name = name
    self.keys = keys.map { (key: $0.0, command: $0.1) }
    self.help = help
    self.screens = screens
    self.activities = activities
    self.need = need
    self.legendRank = legendRank
    self.legend = legend
  }

  /// A binding whose legend entry is always its first key and `word`.
  init(
    _ name: String, _ keys: [(Key, Command)], _ help: Localized,
    screens: Set<Screen> = Set(Screen.allCases),
    activities: Set<Activity> = Set(Activity.allCases), need: Need = .nothing,
    legendRank: Int = 50, word: Localized
  ) {
    let shown = name.split(separator: " ").first.map(String.init) ?? name
    self.init(
      name, keys, help, screens: screens, activities: activities, need: need,
      legendRank: legendRank, legend: { _ in (shown, word) })
  }

  /// Whether the binding works on `screen` in `activity` for an app offering `offers`.
  func applies(to screen: Screen, _ activity: Activity, offers: (Need) -> Bool) -> Bool {
    screens.contains(screen) && activities.contains(activity) && offers(need)
  }
}

/// What a legend entry may depend on: the model the legend is drawn for, and the screen.
struct LegendContext {
  let model: LiveModel
  let screen: KeyBinding.Screen
  /// Whether the highlighted event's reason is cut on the frame being drawn (`y` shows it).
  var whyIsCut = false
}
