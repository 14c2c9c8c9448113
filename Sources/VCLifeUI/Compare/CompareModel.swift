import VCLifeCore
import VCLifeScript

/// What the two sides of the compare screen differ in.
public enum CompareKind: String, Sendable, CaseIterable {
  /// The same app under iOS 5 (views unloaded on a warning) and iOS 6+ (they are kept).
  case iOSVersions = "ios"
  /// The same app and iOS with every controller's warning handler written as Listing 4-3
  /// prints it (`release-view-unsafe`) and as the safe pattern (`release-view`); the left
  /// keeps each controller's gotchas (SPEC §10), the right has them fixed.
  case handlers
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

/// Two live models driven by the same keys, side by side: what differs between them is the
/// lesson. Each side keeps its own session; only the keys are shared.
public struct CompareModel: Sendable {
  /// What the sides differ in.
  public let kind: CompareKind
  /// The left app.
  public private(set) var left: LiveModel
  /// The right app.
  public private(set) var right: LiveModel
  /// The left side's title: "iOS 5" or the handler's name.
  public let leftLabel: String
  /// The right side's title: "iOS 6+" or the handler's name.
  public let rightLabel: String
  /// Whether the help screen is up.
  public private(set) var showsHelp = false
  /// The help screen's page (space turns it).
  public private(set) var helpPage = 0
  /// Whether `q` was pressed.
  public private(set) var shouldQuit = false
  /// Set by `c`: back to the single-app screen.
  public internal(set) var wantsSwitch = false
  /// Set by `x`: the loop writes the reference side's session out.
  public internal(set) var wantsExport = false
  /// A message of the compare screen's own, shown before either side's.
  public internal(set) var message: StatusMessage?

  /// Two models of `catalogue`: iOS 5 beside iOS 6+, or (for `.handlers`) under `behavior`
  /// with every template's warning handler set to `release-view-unsafe` beside `release-view`.
  public init(
    kind: CompareKind, catalogue: Catalogue = .photoAlbum, behavior: SystemBehavior = .iOS6,
    pacing: Pacing = .animated, language: ReportLanguage = .en
  ) {
    self.kind = kind
    switch kind {
    case .iOSVersions:
      left = LiveModel(catalogue: catalogue, behavior: .iOS5, pacing: pacing, language: language)
      right = LiveModel(catalogue: catalogue, behavior: .iOS6, pacing: pacing, language: language)
      leftLabel = SystemBehavior.iOS5.title
      rightLabel = SystemBehavior.iOS6.title
    case .handlers:
      let unsafe = WarningHandler.releaseViewUnsafe
      let safe = WarningHandler.releaseView
      left = LiveModel(
        catalogue: catalogue.with(handler: unsafe), behavior: behavior, pacing: pacing,
        language: language)
      right = LiveModel(
        catalogue: catalogue.with(handler: safe).withGotchasFixed(), behavior: behavior,
        pacing: pacing, language: language)
      (leftLabel, rightLabel) = Self.handlerLabels
    }
  }

  /// What happened in compare mode that the single-app screen must catch up with when `c`
  /// returns to it: a lesson step played, or actions performed (by the reference side).
  enum JournalEntry: Sendable {
    case step(sideStart: Int)
    case actions([Action], sideStart: Int)

    var sideStart: Int {
      switch self {
      case .step(let start), .actions(_, let start): start
      }
    }
  }

  /// The side whose actions the single-app screen takes back.
  public private(set) var referenceSide: CompareSide = .right
  /// For each action the sides replayed when the compare screen opened, its index in the
  /// single-app session (`ios` actions are left out of the sides).
  private(set) var sideToSingle: [Int] = []
  /// Actions and steps since the compare screen opened.
  private(set) var journal: [JournalEntry] = []
  /// Where the single-app session must be cut back (acting while rewound to before the
  /// compare screen opened), in its own action numbering.
  private(set) var singleCut: Int?
  /// The single-app model the sides mirror, as it was when they were made: a reset here
  /// (`R` twice) resets it and mirrors it again, and the single screen then starts from it.
  private var mirrored: LiveModel?
  /// Whether `R` was pressed once: the second press resets.
  private var confirmsReset = false
  /// Whether the single-app screen must start from `mirrored` (after a reset here) rather
  /// than from its own session.
  private var replacesSingle = false

  /// The same session (a lesson's steps included) on both sides — iOS 5 beside iOS 6+, or
  /// (handlers) Listing 4-3's unsafe handler beside the safe one — each side having replayed
  /// the actions of the single-app session with its `ios` switches left out (each side's
  /// system is fixed), so `c` shows what the class just did under both. `c` again returns,
  /// the single-app screen catching up with what was done here.
  public static func mirroring(_ model: LiveModel, kind: CompareKind = .iOSVersions) -> CompareModel
  {
    let budget = model.session.initialState.budget
    var sideToSingle: [Int] = []
    var actions: [Action] = []
    for (index, action) in model.session.actions.enumerated() {
      if case .setBehavior = action { continue }
      sideToSingle.append(index)
      actions.append(action)
    }
    let behavior = model.shownState.behavior
    func side(_ behavior: SystemBehavior, _ handler: WarningHandler?, fixed: Bool = false)
      -> LiveModel
    {
      var catalogue = handler.map { model.catalogue.with(handler: $0) } ?? model.catalogue
      if fixed { catalogue = catalogue.withGotchasFixed() }
      var side = LiveModel(
        catalogue: catalogue, behavior: behavior, pacing: .instant,
        language: model.language, theme: model.theme, launch: false, budget: budget)
      side.enqueue(actions)
      side.playAllQueued()
      side.adoptLesson(of: model)
      side.pinnedBehavior = behavior
      side.setPacing(model.pacing)
      return side
    }
    var compare: CompareModel
    switch kind {
    case .iOSVersions:
      compare = CompareModel(
        kind: kind, left: side(.iOS5, nil), right: side(.iOS6, nil),
        labels: (SystemBehavior.iOS5.title, SystemBehavior.iOS6.title))
      compare.referenceSide = behavior == .iOS5 ? .left : .right
    case .handlers:
      let unsafe = WarningHandler.releaseViewUnsafe
      let safe = WarningHandler.releaseView
      compare = CompareModel(
        kind: kind, left: side(behavior, unsafe), right: side(behavior, safe, fixed: true),
        labels: handlerLabels)
    }
    compare.sideToSingle = sideToSingle
    compare.mirrored = model
    return compare
  }

  /// The single-app model brought up to date with what was done in compare mode: its session
  /// cut back where a side was, then the lesson steps and actions played here, all at once.
  public func catchingUp(_ single: LiveModel) -> LiveModel {
    var model = replacesSingle ? (mirrored ?? single) : single
    let pacing = model.pacing
    model.setPacing(.instant)
    if let singleCut { model.cutBack(toActions: singleCut) }
    for entry in journal {
      switch entry {
      case .step: model.playNextQueued()
      case .actions(let actions, _): for action in actions { model.perform(action) }
      }
    }
    model.showAll()
    model.adoptAnswers(of: self[referenceSide])
    model.setPacing(pacing)
    model.language = self[referenceSide].language
    model.showsPresentation = self[referenceSide].showsPresentation
    model.message = nil
    return model
  }

  private init(
    kind: CompareKind, left: LiveModel, right: LiveModel, labels: (String, String)
  ) {
    self.kind = kind
    self.left = left
    self.right = right
    self.leftLabel = labels.0
    self.rightLabel = labels.1
  }

  public subscript(side: CompareSide) -> LiveModel { side == .left ? left : right }

  /// The label of one side.
  public func label(of side: CompareSide) -> String { side == .left ? leftLabel : rightLabel }

  // MARK: Keys and time

  /// Applies one key to both sides; quit, help and the keys that make no sense for a pair
  /// are handled here once.
  public mutating func handle(_ key: Key) {
    message = nil
    if HelpScreen.close(for: key, showsHelp: &showsHelp, page: &helpPage, shouldQuit: &shouldQuit) {
      return
    }
    if key != .char("R") { confirmsReset = false }
    switch key {
    case .char("q"), .ctrl("c"): shouldQuit = true
    case .char("c"): wantsSwitch = true
    case .char("R"): resetOrConfirm()
    case .char("?"): showsHelp = true
    case .char("i"):
      // Switching one side's iOS would make both sides alike, which is not a comparison.
      let text =
        kind == .iOSVersions
        ? Localized(en: "i: each side's iOS is fixed in compare mode", zh: "i：对比模式下每一侧的 iOS 是固定的")
        : Localized(
          en: "i: both sides run \(left.session.state.behavior.title) in handler compare mode",
          zh: "i：处理方法对比模式下两侧都运行 \(left.session.state.behavior.title)")
      message = StatusMessage(text: Words.sentence(text, left.language), isError: true)
    case .char("x"): wantsExport = true
    default:
      let before = self[referenceSide]
      left.lastTruncation = nil
      right.lastTruncation = nil
      left.handle(key)
      right.handle(key)
      record(after: before)
    }
  }

  /// A click selects on the side clicked only (↑/↓ move both sides); the wheel scrolls both
  /// logs, as PgUp/PgDn do.
  public mutating func handle(_ mouse: MouseEvent, on frame: Grid) {
    guard !showsHelp else { return }
    switch mouse {
    case .press(let x, let y):
      guard let target = frame.target(atX: x, y: y), let side = target.side else { return }
      if side == .left { left.select(target.controller) } else { right.select(target.controller) }
    case .wheelUp, .wheelDown:
      left.handle(mouse, on: frame)
      right.handle(mouse, on: frame)
    }
  }

  /// `R`: the first press asks; the second resets the app (a lesson to its start) on both
  /// sides by resetting the single-app model they mirror and mirroring it again, so the
  /// single screen, the journal and a saved session all start from the launch too.
  private mutating func resetOrConfirm() {
    let language = self[referenceSide].language
    guard confirmsReset else {
      confirmsReset = true
      let text = Words.confirmReset
      message = StatusMessage(text: Words.sentence(text, language), isError: false)
      return
    }
    guard var single = mirrored else { return }
    single.language = language
    single.showsPresentation = self[referenceSide].showsPresentation
    single.resetToLaunch()
    var rebuilt = CompareModel.mirroring(single, kind: kind)
    rebuilt.replacesSingle = true
    rebuilt.message = StatusMessage(
      text: Words.sentence(Words.resetDone, language),
      isError: false)
    self = rebuilt
  }

  /// Notes in the journal what the key did on the reference side.
  private mutating func record(after before: LiveModel) {
    let now = self[referenceSide]
    if let kept = now.lastTruncation {
      journal.removeAll { $0.sideStart >= kept }
      if kept < sideToSingle.count {
        singleCut = min(singleCut ?? Int.max, sideToSingle[kept])
        sideToSingle.removeSubrange(kept...)
      }
    }
    let start =
      now.lastTruncation.map { min($0, before.session.actions.count) }
      ?? before.session.actions.count
    if now.playedCount > before.playedCount {
      journal.append(.step(sideStart: start))
    } else if now.session.actions.count > start {
      journal.append(.actions(Array(now.session.actions[start...]), sideStart: start))
    }
  }

  /// Whether either side still has a callback to animate.
  public var isAnimating: Bool { left.isAnimating || right.isAnimating }

  /// The faster side's interval; both get the same keys, so they share one speed.
  public var tickMilliseconds: Int { min(left.tickMilliseconds, right.tickMilliseconds) }

  /// Plays the next callback on both sides (a side that has finished stays put).
  public mutating func tick() {
    if left.isAnimating { left.tick() }
    if right.isAnimating { right.tick() }
  }

  /// The status bar's message: the compare screen's own, else the left side's, else the right's.
  public var statusMessage: StatusMessage? { message ?? left.message ?? right.message }

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
