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
