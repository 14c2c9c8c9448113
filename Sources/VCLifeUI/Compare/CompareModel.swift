import VCLifeCore
import VCLifeScript

/// What the two sides of the compare screen differ in.
public enum CompareKind: String, Sendable, CaseIterable {
  /// The same app under iOS 5 (views unloaded on a warning) and iOS 6+ (they are kept).
  case iOSVersions = "ios"
  /// The same app and iOS with every controller's warning handler written as Listing 4-3
  /// prints it (`release-view-unsafe`) and as the safe pattern (`release-view`).
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
  /// Whether `q` was pressed.
  public private(set) var shouldQuit = false
  /// Set by `c`: back to the single-app screen.
  public private(set) var wantsSwitch = false
  /// A message of the compare screen's own, shown before either side's.
  public private(set) var message: StatusMessage?

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
        catalogue: catalogue.with(handler: safe), behavior: behavior, pacing: pacing,
        language: language)
      leftLabel = unsafe.rawValue
      rightLabel = safe.rawValue
    }
  }

  /// The model of one side.
  /// iOS 5 beside iOS 6+, each side having played the actions of a single-app session (its
  /// `ios` switches left out: each side's system is fixed), so `c` shows what the class just
  /// did under both systems.
  public static func mirroring(_ model: LiveModel) -> CompareModel {
    let budget = model.session.initialState.budget
    let actions = model.session.actions.filter {
      if case .setBehavior = $0 { return false }
      return true
    }
    func side(_ behavior: SystemBehavior) -> LiveModel {
      var side = LiveModel(
        catalogue: model.catalogue, behavior: behavior, pacing: .instant,
        language: model.language, launch: false, budget: budget)
      side.enqueue(actions)
      side.playAllQueued()
      side.setPacing(model.pacing)
      return side
    }
    return CompareModel(
      kind: .iOSVersions, left: side(.iOS5), right: side(.iOS6),
      labels: (SystemBehavior.iOS5.title, SystemBehavior.iOS6.title))
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
    if HelpScreen.close(for: key, showsHelp: &showsHelp, shouldQuit: &shouldQuit) { return }
    switch key {
    case .char("q"), .ctrl("c"): shouldQuit = true
    case .char("c"): wantsSwitch = true
    case .char("?"): showsHelp = true
    case .char("i"):
      // Switching one side's iOS would make both sides alike, which is not a comparison.
      message = StatusMessage(
        text: kind == .iOSVersions
          ? "i: each side's iOS is fixed in compare mode"
          : "i: both sides run \(left.session.state.behavior.title) in handler compare mode",
        isError: true)
    case .char("x"):
      message = StatusMessage(
        text: "x: export works in the single-app screen (without --compare)", isError: true)
    default:
      left.handle(key)
      right.handle(key)
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
    let model = self[side]
    let other = self[side == .left ? .right : .left]
    guard let cursor = model.cursor else { return [] }
    let action = model.session.action(containing: cursor)
    let shown = model.session.eventRange(ofAction: action).lowerBound...cursor
    var remaining: [String: Int] = [:]
    if action < other.session.actions.count {
      for index in other.session.eventRange(ofAction: action) {
        if let key = Self.key(other.session.events[index]) { remaining[key, default: 0] += 1 }
      }
    }
    return shown.map { index in
      guard let key = Self.key(model.session.events[index]) else {
        return CompareLine(event: index, isDifferent: false)
      }
      let left = remaining[key, default: 0]
      remaining[key] = left - 1
      return CompareLine(event: index, isDifferent: left <= 0)
    }
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
}
