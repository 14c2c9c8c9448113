import VCLifeCore

/// What the log and the reports say beside a callback that runs the student's override: its
/// source line, and whether the override skipped super or called it with another selector
/// (marks only, SPEC §16.2: no effect is invented for them).
public struct OwnMark: Sendable, Equatable {
  /// `Detail.m:14`: the file and the line the override starts on.
  public var source: String
  /// `missing` or `wrong`; nil when the override calls super (or needs not).
  public var superCall: String?

  /// `Detail.m:14 ✗ super` (`⚠ super` for the wrong selector); `x`/`!` without Unicode.
  public func text(unicode: Bool) -> String { texts(unicode: unicode)[0] }

  /// The mark whole, then shorter forms for a narrow pane: `:14 ✗ super` (the line without
  /// the file), then `✗ super` alone; the super mark is the last to go.
  public func texts(unicode: Bool) -> [String] {
    let flag: String? =
      switch superCall {
      case "missing": unicode ? "✗ super" : "x super"
      case "wrong": unicode ? "⚠ super" : "! super"
      default: nil
      }
    let line = source.split(separator: ":").last.map { ":" + $0 } ?? source
    guard let flag else { return [source, line] }
    return [source + " " + flag, line + " " + flag, flag]
  }
}

extension OwnController {
  /// The mark for `event` when it is a callback of this class that its source overrides.
  public func mark(for event: Event) -> OwnMark? {
    guard event.object == name, case .callback(let selector) = event.name,
      let method = method(for: selector)
    else { return nil }
    let flagged = (method.super == "missing" || method.super == "wrong") && method.unreadLine == nil
    return OwnMark(source: "\(file):\(method.line)", superCall: flagged ? method.super : nil)
  }
}

extension OwnController {
  /// Swift needs iOS 7 (SPEC §16.3): on iOS 5 a Swift class's run shows what its logic would
  /// do there. "iOS 6+" is iOS 6 and later, iOS 7 among them, so only iOS 5 is before Swift.
  public func runsAsIf(on behavior: SystemBehavior) -> Bool { isSwift && behavior == .iOS5 }

  /// The sentence a report ends with after a run that ended on iOS 5, or nil: what the run
  /// shows of a Swift class there.
  public func asIfSentence(on behavior: SystemBehavior) -> Localized? {
    guard runsAsIf(on: behavior) else { return nil }
    return Localized(
      en: "\(name) is Swift, which needs iOS 7: on iOS 5 this run shows what its logic would "
        + "do if it ran there.",
      zh: "\(name) 是 Swift 写的，Swift 需要 iOS 7：在 iOS 5 上，本次运行显示的是假设这段逻辑"
        + "运行在那里时会发生什么。")
  }
}
