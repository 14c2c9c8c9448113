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

  /// The versions a lesson asks its questions on that neither side of this comparison runs
  /// (a question's version is the lesson's own run's at that step). A class must not be asked
  /// about a run no screen shows; handlers compare the lesson's own system, so none.
  public func versionsNeitherSideRuns(asking lesson: Lesson) -> [SystemBehavior] {
    guard let left = behavior(of: .left), let right = behavior(of: .right) else { return [] }
    var current = lesson.scenario.behavior
    var missing: [SystemBehavior] = []
    for step in lesson.steps {
      for case .setBehavior(let behavior) in step.actions { current = behavior }
      guard step.predict != nil, current != left, current != right,
        !missing.contains(current)
      else { continue }
      missing.append(current)
    }
    return missing
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

extension Catalogue {
  /// The same app with every controller's warning handler replaced.
  public func with(handler: WarningHandler) -> Catalogue {
    var copy = self
    for name in copy.templates.keys { copy.templates[name]?.onWarning = handler }
    return copy
  }

  /// The same app with every controller's gotchas (SPEC §10) fixed.
  public func withGotchasFixed() -> Catalogue {
    var copy = self
    for (name, template) in copy.templates { copy.templates[name] = Catalogue.fixed(template) }
    return copy
  }
}

extension CompareKind {
  /// The sides' titles in `--compare handlers`: Listing 4-3's handler with the gotchas as
  /// written, beside the safe handler with them fixed.
  static let handlerLabels = ("unsafe + gotchas", "release-view, fixed")

  /// Both sides' titles: "iOS 5" beside "iOS 6+", "iOS 6" beside "iOS 17", or the handlers'.
  public var labels: (left: String, right: String) {
    guard let left = label(of: .left), let right = label(of: .right) else {
      return Self.handlerLabels
    }
    return (left, right)
  }

  /// The app a side runs: the catalogue, its handlers replaced and (on the right) its
  /// gotchas fixed when the sides compare handlers.
  func catalogue(of side: CompareSide, from catalogue: Catalogue) -> Catalogue {
    guard self == .handlers else { return catalogue }
    let handled = catalogue.with(
      handler: side == .left ? WarningHandler.releaseViewUnsafe : .releaseView)
    return side == .right ? handled.withGotchasFixed() : handled
  }
}

extension Action {
  /// Whether the action switches the system's behaviour (left out of a compare side).
  public var isBehaviorSwitch: Bool {
    if case .setBehavior = self { return true }
    return false
  }
}
