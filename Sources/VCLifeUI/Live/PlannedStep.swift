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
  /// The answers the class chooses from (empty: an open question).
  public var choices: [Localized]
  /// The right choice, 1-based.
  public var answer: Int?
  /// The controller the View tree shows after the step (a lesson's `focus:` or subject).
  public var focus: String?

  /// Creates a step.
  public init(
    actions: [Action], say: Localized? = nil, predict: Localized? = nil,
    choices: [Localized] = [], answer: Int? = nil, focus: String? = nil
  ) {
    self.actions = actions
    self.focus = focus
    self.say = say
    self.predict = predict
    self.choices = choices
    self.answer = answer
  }
}

/// A lesson step as the class played it: where its actions began, the right answer and the
/// class's.
public struct StepRecord: Sendable, Equatable {
  /// The index in the session's actions of the step's first action.
  public var actionStart: Int
  /// The right choice, if the step asked one.
  public var answer: Int?
  /// The class's choice, if it gave one.
  public var chosen: Int?
}

/// The push-or-present picker: the catalogue's controllers, one highlighted.
public struct Picker: Sendable, Equatable {
  /// The names offered, in catalogue order.
  public var names: [String]
  /// The highlighted row.
  public var index: Int
}
