import VCLifeCore
import VCLifeScript

/// What the two sides of the compare screen differ in.
public enum CompareKind: Sendable, Hashable {
  /// The same app under two iOS versions (SPEC §12: `--compare ios=6,17`), each side's
  /// version as asked (5 to 26; the rules are those of the version at or below it).
  case versions(left: Int, right: Int)
  /// The same app and iOS with every controller's warning handler written as Listing 4-3
  /// prints it (`release-view-unsafe`) and as the safe pattern (`release-view`); the left
  /// keeps each controller's gotchas (SPEC §10), the right has them fixed.
  case handlers

  /// iOS 5 (views unloaded on a warning) beside iOS 6+ (they are kept): `--compare ios`.
  public static let iOSVersions = CompareKind.versions(left: 5, right: 6)

  /// `ios`, `ios=A,B` (two versions from 5 to 26, not the same rules) or `handlers`; nil
  /// for anything else.
  public init?(argument: String) {
    switch argument {
    case "ios": self = .iOSVersions
    case "handlers": self = .handlers
    default:
      guard argument.hasPrefix("ios=") else { return nil }
      let numbers = argument.dropFirst(4).split(separator: ",", omittingEmptySubsequences: false)
      guard numbers.count == 2,
        let left = SystemBehavior(versionText: String(numbers[0])),
        let right = SystemBehavior(versionText: String(numbers[1])), left != right,
        let leftNumber = Int(numbers[0]), let rightNumber = Int(numbers[1])
      else { return nil }
      self = .versions(left: leftNumber, right: rightNumber)
    }
  }

  /// The versions a lesson walks through, side by side: the one it starts on beside the
  /// highest it switches to (`today`: iOS 6 beside 17); iOS 5 beside iOS 6+ for a lesson
  /// that stays within them.
  public static func walking(_ lesson: Lesson) -> CompareKind {
    let start = lesson.scenario.behavior
    var versions = [start]
    for step in lesson.steps {
      for case .setBehavior(let behavior) in step.actions { versions.append(behavior) }
    }
    let lowest = versions.min() ?? start
    let highest = versions.max() ?? start
    guard highest > .iOS6 else { return .iOSVersions }
    let left = lowest == highest ? SystemBehavior.iOS6 : lowest
    return .versions(left: left.version, right: highest.version)
  }

  /// The system a side runs, for a version comparison; nil for handlers.
  public func behavior(of side: CompareSide) -> SystemBehavior? {
    guard case .versions(let left, let right) = self else { return nil }
    return SystemBehavior(version: side == .left ? left : right)
  }

  /// A side's title: "iOS 5" and "iOS 6+" for the classic pair, "iOS 17" for a version as
  /// asked; nil for handlers.
  public func label(of side: CompareSide) -> String? {
    guard case .versions(let left, let right) = self else { return nil }
    if self == .iOSVersions { return behavior(of: side)?.title }
    return "iOS \(side == .left ? left : right)"
  }
}

/// Which half of the compare screen.
public enum CompareSide: Sendable, CaseIterable {
  case left
  case right
}

/// One line of a side's log: an event of the current action, and whether the other side's
/// same action lacks it.
public struct CompareLine: Equatable, Sendable {
  /// The event's index in that side's session.
  public var event: Int
  /// True when the other side's same action has fewer such callbacks or effects.
  public var isDifferent: Bool
}

/// A side's title, summed up against the other side's same action.
public enum CompareSummary: Equatable, Sendable {
  /// This many of its lines shown so far are not in the other's action.
  case differ(Int)
  /// It has no line of its own but lacks this many of the other's.
  case fewer(Int)
  /// Nothing differs yet; lines of its own are still to come.
  case sameSoFar
  /// The two actions have the same callbacks and effects.
  case same
}

/// The session shown twice, side by side: what differs between the sides is the lesson.
/// The single-app model is the only truth (its session, its lesson, its settings); the
/// sides are views derived from it, each replaying its actions under a fixed system (or
/// handler). Every key goes to the truth and to both sides; a side whose actions no longer
/// mirror the truth's is replayed again from it. `c` returns the truth itself.
public struct CompareModel: Sendable {
  /// What the sides differ in (`i` and `I` change a version comparison's sides).
  public private(set) var kind: CompareKind
  /// The session, its lesson and the screen's settings: what `c` returns to.
  public private(set) var single: LiveModel
  /// The left app.
  public private(set) var left: LiveModel
  /// The right app.
  public private(set) var right: LiveModel
  /// The left side's title: "iOS 5" or the handler's name.
  public private(set) var leftLabel: String
  /// The right side's title: "iOS 6+" or the handler's name.
  public private(set) var rightLabel: String
  /// Whether the help screen is up.
  public private(set) var showsHelp = false
  /// The help screen's page (space turns it).
  public private(set) var helpPage = 0
  /// A message of the compare screen's own, shown before either side's.
  public internal(set) var message: StatusMessage?
  /// The side whose system is the truth's (its status line and legend are shown).
  public private(set) var referenceSide: CompareSide = .right
  /// Whether `R` was pressed once: the second press resets.
  private var confirmsReset = false

  /// Two models of `catalogue`: iOS 5 beside iOS 6+, or (for `.handlers`) under `behavior`
  /// with every template's warning handler set to `release-view-unsafe` beside `release-view`.
  public init(
    kind: CompareKind, catalogue: Catalogue = .photoAlbum, behavior: SystemBehavior = .iOS6,
    pacing: Pacing = .animated, language: ReportLanguage = .en
  ) {
    self = Self.mirroring(
      LiveModel(catalogue: catalogue, behavior: behavior, pacing: pacing, language: language),
      kind: kind)
  }

  /// The same session (a lesson's steps, a detour and an open question included) on both
  /// sides — iOS 5 beside iOS 6+, or (handlers) Listing 4-3's unsafe handler beside the
  /// safe one — each side having replayed the actions of `model` with its `ios` switches
  /// left out (each side's system is fixed).
  public static func mirroring(_ model: LiveModel, kind: CompareKind = .iOSVersions) -> CompareModel
  {
    let labels =
      kind.label(of: .left).flatMap { left in kind.label(of: .right).map { (left, $0) } }
      ?? handlerLabels
    var compare = CompareModel(kind: kind, single: model, labels: labels)
    // The status line and legend follow the side of the truth's own system (else the right).
    if let left = kind.behavior(of: .left), kind.behavior(of: .right) != model.shownState.behavior,
      left == model.shownState.behavior
    {
      compare.referenceSide = .left
    }
    return compare
  }

  private init(kind: CompareKind, single: LiveModel, labels: (String, String)) {
    self.kind = kind
    self.single = single
    left = Self.side(.left, of: single, kind: kind)
    right = Self.side(.right, of: single, kind: kind)
    leftLabel = labels.0
    rightLabel = labels.1
  }

  /// One side of `model`: its app under the side's system or handler, the model's actions
  /// replayed, its lesson (and a detour's mark) taken over, its settings the same.
  static func side(_ side: CompareSide, of model: LiveModel, kind: CompareKind) -> LiveModel {
    let behavior = kind.behavior(of: side) ?? model.shownState.behavior
    var catalogue = model.catalogue
    if kind == .handlers {
      catalogue = catalogue.with(
        handler: side == .left ? WarningHandler.releaseViewUnsafe : .releaseView)
      if side == .right { catalogue = catalogue.withGotchasFixed() }
    }
    var mirror = LiveModel(
      catalogue: catalogue, behavior: behavior, pacing: .instant, language: model.language,
      launch: false, budget: model.session.initialState.budget)
    let actions = model.session.actions.filter { !$0.isBehaviorSwitch }
    mirror.enqueue(actions)
    if kind != .handlers, actions.count == model.session.actions.count,
      model.session.initialState == mirror.session.initialState
    {
      // The side's system is the one the session ran under from its start: replaying would
      // give the same session (on a 10,000-deep stack, half a second per side), so it is
      // shared.
      mirror.session = model.session
      mirror.playedCount = actions.count
      mirror.showAll()
    } else {
      mirror.playAllQueued()
    }
    mirror.adoptLesson(of: model)
    if model.detour != nil {
      // Where the lesson was left, under this side's system: `n` returns there on this side too.
      let lessonSide = Self.side(side, of: model.onTheLesson, kind: kind)
      mirror.detour = LessonMark(of: lessonSide)
    }
    mirror.pinnedBehavior = behavior
    mirror.settings = model.settings
    return mirror
  }

  public subscript(side: CompareSide) -> LiveModel { side == .left ? left : right }

  /// The label of one side.
  public func label(of side: CompareSide) -> String { side == .left ? leftLabel : rightLabel }

  // MARK: Keys and time

  /// Applies one key: quit, help and the keys that make no sense for a pair are handled
  /// here once; every other command goes to the truth and to both sides.
  @discardableResult
  public mutating func handle(_ key: Key) -> [Effect] {
    // Every message lasts until the next key, the truth's and the sides' too.
    message = nil
    single.message = nil
    left.message = nil
    right.message = nil
    if showsHelp { return HelpScreen.answer(key, page: &helpPage, shows: &showsHelp) }
    if key != .char("R") { confirmsReset = false }
    if key == .resize || key == .ctrl("l") { return [] }
    if single.picker != nil || left.picker != nil || right.picker != nil {
      // `g` opened the same picker in the truth and on both sides: its keys (↑↓, Enter, p, m,
      // N, Esc) go to all three, which pick the same controller; the sides then mirror the
      // truth's action as every action does.
      let effects = single.handle(key)
      left.handle(key)
      right.handle(key)
      follow()
      return effects
    }
    guard let command = Keymap.command(for: key, on: .compare, single.activity) else {
      message = StatusMessage(
        text: Words.sentence(Words.unknownKey(key), single.language), isError: true)
      return []
    }
    return apply(command)
  }

  /// Applies a command to the pair.
  @discardableResult
  public mutating func apply(_ command: Command) -> [Effect] {
    switch command {
    case .quit: return [.quit]
    case .switchScreen: return [.switchScreen]
    case .export: return [.export]
    case .reset: resetOrConfirm()
    case .help: showsHelp = true
    case .toggleBackground:
      // The truth may run a version without scenes (iOS 6 beside 17): the sides that have a
      // scene decide, once for everyone, so the truth's actions still mirror theirs.
      let away = [left, right, single].contains { $0.session.state.scene != .active }
      return apply(away ? .toForeground : .toBackground)
    case .switchIOS: nextVersion(of: .right)
    case .switchLeftIOS: nextVersion(of: .left)
    default:
      let effects = single.apply(command)
      left.apply(command)
      right.apply(command)
      follow()
      return effects
    }
    return []
  }

  /// `i` (right) and `I` (left) in a version comparison: that side's next version in the
  /// live cycle (`SystemBehavior.cycle`), skipping the other side's rules; the side replays
  /// the session under it. Handlers compare one system: said so.
  private mutating func nextVersion(of side: CompareSide) {
    guard case .versions(let left, let right) = kind,
      var next = kind.behavior(of: side)?.nextInCycle
    else {
      let text = Localized(
        en: "i: both sides run \(self.left.session.state.behavior.title) in handler compare mode",
        zh: "i：处理方法对比模式下两侧都运行 \(self.left.session.state.behavior.title)")
      message = StatusMessage(text: Words.sentence(text, single.language), isError: true)
      return
    }
    let other = kind.behavior(of: side == .left ? .right : .left)
    if next == other { next = next.nextInCycle }
    kind =
      side == .left
      ? .versions(left: next.version, right: right) : .versions(left: left, right: next.version)
    let label = kind.label(of: side) ?? next.title
    if side == .left {
      self.left = Self.side(.left, of: single, kind: kind)
      leftLabel = label
    } else {
      self.right = Self.side(.right, of: single, kind: kind)
      rightLabel = label
    }
    let text = Localized(
      en: "\(side == .left ? "Left" : "Right") side: \(label).",
      zh: "\(side == .left ? "左" : "右")侧：\(label)。")
    message = StatusMessage(text: Words.sentence(text, single.language), isError: false)
  }

  /// Keeps the sides views of the truth: the same settings, and, where a side's actions or
  /// detour no longer mirror the truth's (acting in the past, leaving a detour begun on the
  /// other screen), that side replayed again from it.
  private mutating func follow() {
    let actions = single.session.actions.filter { !$0.isBehaviorSwitch }
    for side in CompareSide.allCases {
      var model = self[side]
      if model.session.actions != actions || (model.detour == nil) != (single.detour == nil) {
        let kept = model.message
        model = Self.side(side, of: single, kind: kind)
        model.message = kept
      }
      model.settings = single.settings
      if side == .left { left = model } else { right = model }
    }
  }

  /// A click selects on the side clicked (and in the truth, which acts on the selection);
  /// the wheel scrolls both logs, as PgUp/PgDn do.
  public mutating func handle(_ mouse: MouseEvent, on frame: Grid) {
    guard !showsHelp else { return }
    switch mouse {
    case .press(let x, let y):
      guard let target = frame.target(atX: x, y: y), let side = target.side else { return }
      if side == .left { left.select(target.controller) } else { right.select(target.controller) }
      single.select(target.controller)
    case .wheelUp, .wheelDown:
      left.handle(mouse, on: frame)
      right.handle(mouse, on: frame)
    }
  }

  /// `R`: the first press asks; the second resets the truth (a lesson to its start) and
  /// both sides with it.
  private mutating func resetOrConfirm() {
    let language = single.language
    guard confirmsReset else {
      confirmsReset = true
      message = StatusMessage(text: Words.sentence(Words.confirmReset, language), isError: false)
      return
    }
    var fresh = single
    fresh.resetToLaunch()
    self = CompareModel.mirroring(fresh, kind: kind)
    message = StatusMessage(text: Words.sentence(Words.resetDone, language), isError: false)
  }

  /// Puts a message (where an export went, why a recording stopped) in the status line.
  mutating func say(_ result: Localized, isError: Bool) {
    message = StatusMessage(text: Words.sentence(result, single.language), isError: isError)
  }

  /// Whether either side still has a callback to animate.
  public var isAnimating: Bool { left.isAnimating || right.isAnimating }

  /// The faster side's interval; both get the same keys, so they share one speed.
  public var tickMilliseconds: Int { min(left.tickMilliseconds, right.tickMilliseconds) }

  /// Plays the next callback on both sides and in the truth (one that has finished stays put).
  public mutating func tick() {
    if single.isAnimating { single.tick() }
    if left.isAnimating { left.tick() }
    if right.isAnimating { right.tick() }
  }

  /// The status bar's message: the compare screen's own, else the left side's, else the right's.
  public var statusMessage: StatusMessage? {
    message ?? left.message ?? right.message ?? single.message
  }

  // MARK: Differences

  /// Whether the two sides' memory totals differ at their cursors.
  public var memoryDiffers: Bool { left.shownState.memory != right.shownState.memory }

  /// The lines of `side`'s log for the action at its cursor, from the action's first event
  /// up to the cursor. A callback or effect is different when the other side's same action
  /// (all of it, played or not, so animation lag is not a difference) has fewer events with
  /// the same object and selector: a multiset difference, O(events of the action).
  public func lines(of side: CompareSide) -> [CompareLine] {
    marked(side, wholeAction: false)
  }

  /// How many callbacks and effects of `side`'s whole current action the other side's same
  /// action lacks, shown yet or not. A side can have none of its own and still lack the
  /// other's: then it is not the same as the other either.
  public func wholeActionDifference(of side: CompareSide) -> Int {
    marked(side, wholeAction: true).filter(\.isDifferent).count
  }

  /// `side`'s events of the action at its cursor, up to the cursor or all of them, each
  /// marked different or not against the other side's whole action.
  private func marked(_ side: CompareSide, wholeAction: Bool) -> [CompareLine] {
    let model = self[side]
    let other = self[side == .left ? .right : .left]
    guard let cursor = model.cursor else { return [] }
    let action = model.session.action(containing: cursor)
    let events = model.session.eventRange(ofAction: action)
    var remaining: [String: Int] = [:]
    if action < other.session.actions.count {
      for index in other.session.eventRange(ofAction: action) {
        if let key = Self.key(other.session.events[index]) { remaining[key, default: 0] += 1 }
      }
    }
    return (events.lowerBound..<(wholeAction ? events.upperBound : cursor + 1)).map { index in
      guard let key = Self.key(model.session.events[index]) else {
        return CompareLine(event: index, isDifferent: false)
      }
      let left = remaining[key, default: 0]
      remaining[key] = left - 1
      return CompareLine(event: index, isDifferent: left <= 0)
    }
  }

  /// How the title sums a side up: lines of its own shown, lines it lacks, or the same.
  public func summary(of side: CompareSide) -> CompareSummary {
    let differing = lines(of: side).filter(\.isDifferent).count
    if differing > 0 { return .differ(differing) }
    let missing = wholeActionDifference(of: side == .left ? .right : .left)
    if missing > 0 { return .fewer(missing) }
    return wholeActionDifference(of: side) > 0 ? .sameSoFar : .same
  }

  /// "Object selector" for a callback, effect or refusal; nil for the action line, which
  /// both sides share by construction.
  static func key(_ event: Event) -> String? {
    switch event.kind {
    case .action: nil
    case .callback, .effect, .error: "\(event.object) \(event.name.text)"
    }
  }
}

extension Catalogue {
  /// The same app with every controller's warning handler replaced.
  func with(handler: WarningHandler) -> Catalogue {
    var copy = self
    for name in copy.templates.keys { copy.templates[name]?.onWarning = handler }
    return copy
  }

  /// The same app with every controller's gotchas (SPEC §10) fixed.
  func withGotchasFixed() -> Catalogue {
    var copy = self
    for (name, template) in copy.templates { copy.templates[name] = Catalogue.fixed(template) }
    return copy
  }
}

extension CompareModel {
  /// The sides' titles in `--compare handlers`: Listing 4-3's handler with the gotchas as
  /// written, beside the safe handler with them fixed.
  static let handlerLabels = ("unsafe + gotchas", "release-view, fixed")
}

extension Action {
  /// Whether the action switches the system's behaviour (left out of a compare side).
  var isBehaviorSwitch: Bool {
    if case .setBehavior = self { return true }
    return false
  }
}
