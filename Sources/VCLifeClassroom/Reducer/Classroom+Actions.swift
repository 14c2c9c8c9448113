import VCLifeCore
import VCLifeScript

/// Actions on the app: performed on the truth's timeline (compare mode's sides follow it
/// after the reducer), and the selection and scrolling that choose what they act on.
extension Classroom {
  /// Performs an action: what is still playing is shown at once first, so actions never
  /// interleave; then the new callbacks play at the chosen pace.
  mutating func perform(_ action: Action) {
    if session.actions.count >= actionLimit, !timeline.isRewound {
      return say(Said.sessionFull(actionLimit), isError: true)
    }
    if isComparing, case .setBehavior = action {
      // A compare side's system is what is being compared: a lesson's `ios` step leaves it
      // as its title names it (the truth switches; the sides follow without it).
      say(
        Localized(
          en: "Each side keeps its own version in compare mode; its title names it.",
          zh: "对比模式下每一侧保持自己的版本，标题中写明。"), isError: false)
    }
    if timeline.isRewound, let cursor {
      // Acting in the past is like an undo: what came after the cursor's action is dropped.
      // A lesson's path is never cut this way: looking back in a lesson is a detour.
      timeline.truncate(toActions: session.action(containing: cursor) + 1)
      timeline.isRewound = false
    }
    showAll()
    view.showsWholeWhy = false
    let range = timeline.perform(action)
    // Reading a view (or asking whether it is loaded) keeps the controller the class is
    // looking at selected; everything else follows the screen again.
    switch action {
    case .access, .isViewLoaded: break
    default: followScreen()
    }
    scrollLogs(to: 0)
    if let refusal = range.last.map({ session.events[$0] }), refusal.kind == .error {
      say(Said.reason(refusal), isError: true)
    }
    switch pacing {
    case .instant: showAll()
    case .animated, .step:
      isPaused = false
      move(toEvent: range.lowerBound)  // the action line itself appears at once
    }
  }

  /// `p` and `m`: the next catalogue controller (defined first when it is a numbered copy),
  /// then the action on it.
  mutating func performNext(
    from names: [String], present: Bool, _ action: (String) -> Action
  ) {
    guard let next = catalogue.nextController(from: names, in: session.state) else {
      return say(Said.nothingTo(present: present), isError: true)
    }
    if let definition = next.definition { perform(.define(definition)) }
    perform(action(next.name))
  }

  /// `a` and `v`: an action on the selected controller (the one on screen unless ↑/↓ chose).
  mutating func performOnSelected(_ action: (String) -> Action) {
    let moment = self.moment
    if let leaked = moment.selectedLeaked {
      return say(Said.leakedUnreachable(leaked.name), isError: true)
    }
    guard let name = moment.selectedController else {
      return say(
        Localized(en: "Select a controller first (↑/↓).", zh: "请先选择一个控制器（↑/↓）。"),
        isError: true)
    }
    perform(action(name))
  }

  /// A number outside a lesson: the user's tap on that tab; on the selected tab it pops to
  /// the root (SPEC §9.5).
  mutating func tapTab(_ number: Int) {
    let tabs = session.state.layout.tabs
    guard session.state.layout.hasTabBar, number - 1 < tabs.count,
      let name = tabs[number - 1].controllers.first
    else {
      return say(
        Localized(en: "There is no tab \(number).", zh: "没有第 \(number) 个标签页。"), isError: true)
    }
    perform(.tap(name))
  }

  /// Whether `z` brings the scene back rather than sending it away: in compare mode the
  /// sides that have a scene decide, once for both (the truth may run a version without
  /// scenes, iOS 6 beside 17).
  var isAway: Bool {
    var states = [session.state]
    if let compare {
      states += CompareSide.allCases.map { compare.finalState(of: $0) }
    }
    return states.contains { $0.scene != .active }
  }

  // MARK: The picker

  /// `g`: a list of the catalogue's controllers to push or present, the next one highlighted.
  mutating func openPicker() {
    let names =
      catalogue.pushable + catalogue.pickable
      + catalogue.presentable.filter { !catalogue.pushable.contains($0) }
    guard !names.isEmpty else {
      return say(
        Localized(en: "This app has no controllers to pick.", zh: "这个应用没有可选的控制器。"), isError: true)
    }
    let next = catalogue.nextController(from: catalogue.pushable, in: session.state)?.name
    let index = names.firstIndex { name in next.map { $0.hasPrefix(name) } ?? false } ?? 0
    overlay = .picker(Picker(names: names, index: index))
  }

  /// The picker's highlighted controller pushed or presented; the picker closes.
  mutating func pick(present: Bool, _ action: (String) -> Action) {
    guard case .picker(let picker) = overlay else { return }
    overlay = nil
    performNext(from: [picker.names[picker.index]], present: present, action)
  }

  /// ↑ / ↓ / Home / End in the picker or the lesson menu.
  mutating func moveInList(_ command: Command) {
    switch overlay {
    case .picker(var picker):
      picker.index.move(by: command, in: picker.names.count)
      overlay = .picker(picker)
    case .lessonMenu(var menu):
      menu.index.move(by: command, in: menu.lessons.count)
      menu.confirmsLeaving = false
      overlay = .lessonMenu(menu)
    default: break
    }
  }

  // MARK: Selection and scrolling

  /// ↑/↓: the next controller row up or down; the selection then stops following the
  /// screen. In compare mode each side moves its own, as does the truth (which `a` reads).
  mutating func moveSelections(_ step: Int) {
    view.selection = Self.moved(view.selection, in: moment, by: step)
    let moments = CompareSide.allCases.map { (side: $0, moment: moment(of: $0)) }
    withCompare { compare in
      for (side, sideMoment) in moments {
        guard let sideMoment else { continue }
        compare.updateView(of: side) {
          $0.selection = Self.moved($0.selection, in: sideMoment, by: step)
        }
      }
    }
  }

  private static func moved(_ selection: Selection?, in moment: Moment, by step: Int)
    -> Selection?
  {
    guard let current = moment.selectedRow,
      let row = moment.rows.controllerRow(from: current, step: step)
    else { return selection }
    return moment.rows.selection(at: row, in: moment.state) ?? selection
  }

  /// Esc: every selection follows the controller on screen again.
  mutating func followScreen() {
    view.selection = nil
    withCompare { compare in
      for side in CompareSide.allCases { compare.updateView(of: side) { $0.selection = nil } }
    }
  }

  /// A click: the controller selected on the side clicked, and in the truth, which acts on
  /// the selection. Nothing while a layer is up.
  mutating func select(_ name: String, on side: CompareSide?) {
    guard overlay == nil else { return }
    select(name)
    if let side {
      withCompare { $0.updateView(of: side) { $0.selection = .controller(name) } }
    }
  }

  /// Selects the controller named `name` (a lesson step's focus, a click).
  mutating func select(_ name: String) {
    view.selection = .controller(name)
  }

  /// The rows PgUp and PgDn move the logs: five, or one while a practice item is asked (its
  /// question leaves the log three rows or fewer, and five skipped the set-up's lines).
  var logPage: Int { practice != nil && questionOpen ? 1 : 5 }

  /// PgUp/PgDn and the wheel: the logs scroll back from the cursor, never past the first
  /// event (in compare mode each side's within its own events). Nothing while a layer is up.
  mutating func scrollLogs(by amount: Int) {
    guard overlay == nil else { return }
    // A practice item's log (its question) has at most a row per callback and its action's.
    let limit = practiceMask.map(\.log.count) ?? cursor ?? 0
    view.logScroll = max(0, min(limit, view.logScroll + amount))
    let limits = CompareSide.allCases.map { (side: $0, limit: moment(of: $0)?.cursor ?? 0) }
    withCompare { compare in
      for (side, limit) in limits {
        compare.updateView(of: side) { $0.logScroll = max(0, min(limit, $0.logScroll + amount)) }
      }
    }
  }

  /// Every log back at the cursor.
  mutating func scrollLogs(to offset: Int) {
    view.logScroll = offset
    withCompare { compare in
      for side in CompareSide.allCases { compare.updateView(of: side) { $0.logScroll = offset } }
    }
  }

  // MARK: Compare mode follows the truth

  /// After the reducer, once an action (``send(_:)``): the compare sides follow what the
  /// truth's actions became since they last did, and show the screen's moment. The reducer
  /// changes only the truth; a side that shares the truth's session holds none of it, so the
  /// truth is changed in place, never copied.
  mutating func followTimeline() {
    guard isComparing else { return timeline.followed() }
    if let changed = timeline.changedFrom {
      let truth = session
      withCompare { $0.follow(truth, from: changed) }
      timeline.followed()
    }
    // The last moment, asked for before the sides had the truth's last action, is theirs now.
    if timeline.showsEnd { showLastMoment() }
    // An action takes as many steps as its longer side has events, which may be fewer than
    // the truth's own (another version, a detour's end): the moment keeps to them, so the
    // students, whose screens clamp the moment they are told, are at the same one.
    if let moment = momentOnAxis, moment.step >= steps(inAction: moment.action) {
      let rewound = timeline.isRewound
      show(action: moment.action, step: moment.step)
      timeline.isRewound = rewound
    }
    let (moment, truth) = (self.momentOnAxis, session)
    withCompare { $0.show(action: moment?.action, step: moment?.step ?? 0, truth: truth) }
  }
}
