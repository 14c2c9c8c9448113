import VCLifePractice

/// What the screen keeps back while an item whose log is the question (`action`, `version`,
/// `bug`) waits for its answer: the log of the asked action is shown as the exports show it
/// (callbacks and effects, no reasons), and whatever else on screen would give the answer
/// away is hidden — the action's own line for `action`, the version (and the phone it
/// implies) for `version`, the controllers' code for `bug`. The answer takes the mask off.
public struct PracticeMask: Sendable, Equatable {
  /// The asked action's line as the log writes it; nil for `action` (it is the answer).
  public var asked: String?
  /// The callbacks and effects shown, each `"Object selector"` (an effect in parentheses).
  public var log: [String]
  /// Whether the version, the device and the frames it implies are hidden (`version`).
  public var hidesVersion: Bool
  /// Whether the controllers' code — the warning handler, the mistakes' marks — is hidden
  /// (`bug`).
  public var hidesCode: Bool

  /// The mask of `item`; nil for the kinds whose question is not their log.
  init?(_ item: PracticeItem) {
    guard [.action, .version, .bug].contains(item.kind) else { return nil }
    asked = item.showsAsked ? item.asked.scriptText : nil
    log = item.log
    hidesVersion = item.kind == .version
    hidesCode = item.kind == .bug
  }
}

extension Classroom {
  /// The mask over the screen while the practice item on it waits for its answer (and the
  /// student is not off it on a detour); nil otherwise.
  public var practiceMask: PracticeMask? {
    guard let run = practice, run.given == nil, questionOpen, detour == nil else { return nil }
    return PracticeMask(run.item)
  }
}
