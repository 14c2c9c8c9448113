import VCLifeCore
import VCLifeScript

/// One step the live screen plays on `n`: a replay's action, or a lesson's step with what
/// the teacher says and, optionally, a question to ask before the callbacks are revealed.
public struct PlannedStep: Sendable, Equatable {
  /// The actions, performed in order.
  public var actions: [Action]
  /// The narration of the step.
  public var say: Localized?
  /// The question to ask first.
  public var predict: Localized?

  /// Creates a step.
  public init(actions: [Action], say: Localized? = nil, predict: Localized? = nil) {
    self.actions = actions
    self.say = say
    self.predict = predict
  }
}
