import VCLifeCore

/// One step of a lesson: the actions to perform, what to say about them, and what the
/// simulation must show.
public struct LessonStep: Sendable, Equatable {
  /// The actions, performed in order.
  public var actions: [Action]
  /// The narration shown with the step.
  public var say: Localized
  /// A question shown before the step's callbacks are revealed, if any.
  public var predict: Localized?
  /// Answers to choose from for `predict` (2–6), or empty for an open question.
  public var choices: [Localized]
  /// The right choice, 1-based into `choices`; nil exactly when `choices` is empty.
  public var answer: Int?
  /// Events that must appear among the step's events, in this order, each as
  /// `Object selector` (`A loadView`) or `Object effect` (`A viewReleased`).
  public var expect: [String]
  /// The 1-based line of the step in its file.
  public var line: Int
  /// The controller the step is about (`focus: Notes`), which the View tree shows; nil for
  /// the step's subject (see ``subject``).
  public var focus: String?

  /// The controller the View tree shows during the step: its `focus:`, else the controller
  /// its last action names (`access Notes`, `push Detail`), else nil (the one on screen).
  public var subject: String? {
    if let focus { return focus }
    for action in actions.reversed() {
      switch action {
      case .push(let name), .present(let name), .presentInNavigation(let name),
        .selectTab(let name), .tap(let name), .access(let name), .isViewLoaded(let name):
        return name
      default: continue
      }
    }
    return nil
  }

  /// Creates a step.
  public init(
    actions: [Action], say: Localized, predict: Localized? = nil, expect: [String] = [],
    line: Int = 0, choices: [Localized] = [], answer: Int? = nil
  ) {
    self.actions = actions
    self.say = say
    self.predict = predict
    self.choices = choices
    self.answer = answer
    self.expect = expect
    self.line = line
  }

  static let keys: Set<String> = ["do", "say", "predict", "expect", "choices", "answer", "focus"]

  /// How many choices a question may offer.
  static let choiceCounts = 2...6

  /// Reads one entry of `steps`.
  static func read(_ entry: YAMLValue) throws -> LessonStep {
    let fields = try entry.mapping("a step", allowed: keys)
    func field(_ key: String) -> YAMLValue? { fields.first { $0.key == key }?.value }
    guard let doValue = field("do") else {
      throw entry.error("a step needs do: one action, or a list of actions")
    }
    guard let sayValue = field("say") else { throw entry.error("a step needs say: {en: …, zh: …}") }
    var step = LessonStep(
      actions: try actions(doValue), say: try Localized.read(sayValue, "say"),
      line: entry.node.mark?.line ?? 0)
    if let predictValue = field("predict") {
      step.predict = try Localized.read(predictValue, "predict")
    }
    try readChoices(field("choices"), field("answer"), into: &step, entry: entry)
    if let focusValue = field("focus") {
      let name = try focusValue.string("focus")
      if let problem = ControllerName.problem(with: name) {
        throw focusValue.error("focus: \(problem)")
      }
      step.focus = name
    }
    if let expectValue = field("expect") {
      step.expect = try expectValue.sequence("expect").map { item in
        let label = try expectedLabel(item)
        let words = label.split(separator: " ")
        guard words.count >= 2 else {
          throw item.error("an expected event is written \"Object selector\", e.g. \"A loadView\"")
        }
        return words.joined(separator: " ")
      }
    }
    return step
  }

  /// `choices:` and `answer:`, which come together and only with `predict:`.
  private static func readChoices(
    _ choicesValue: YAMLValue?, _ answerValue: YAMLValue?, into step: inout LessonStep,
    entry: YAMLValue
  ) throws {
    guard let choicesValue else {
      if let answerValue { throw answerValue.error("answer needs choices: a list of answers") }
      return
    }
    guard step.predict != nil else {
      throw choicesValue.error("choices need predict: the question they answer")
    }
    let entries = try choicesValue.sequence("choices")
    guard choiceCounts.contains(entries.count) else {
      throw choicesValue.error(
        "choices needs 2 to 6 entries, each {en: …, zh: …}; it has \(entries.count)")
    }
    step.choices = try entries.map { try Localized.read($0, "a choice") }
    guard let answerValue else {
      throw choicesValue.error("choices need answer: the number of the right choice (1-based)")
    }
    guard let answer = Int(try answerValue.string("answer")),
      step.choices.indices.contains(answer - 1)
    else {
      throw answerValue.error("answer must be a whole number from 1 to \(entries.count)")
    }
    step.answer = answer
  }

  /// An `expect:` entry. YAML reads a plain `A viewWillAppear:` as a key with no value, so
  /// such a one-key mapping is the selector with its colon; quoting it works too.
  private static func expectedLabel(_ item: YAMLValue) throws -> String {
    if let pairs = item.node.mapping, pairs.count == 1, let pair = pairs.first,
      let key = pair.key.string, pair.value.scalar?.string == ""
    {
      return key + ":"
    }
    return try item.string("an expected event")
  }

  /// `do:` as one line or a list of lines; a bad line points at its own value.
  private static func actions(_ value: YAMLValue) throws -> [Action] {
    let lines = value.node.sequence.map { $0.map(YAMLValue.init) } ?? [value]
    var actions: [Action] = []
    for line in lines {
      let text = try line.string("do")
      for part in text.split(whereSeparator: \.isNewline) {
        switch ScriptParser.parse(line: part, number: line.node.mark?.line ?? 0) {
        case .success(.some(let action)): actions.append(action)
        case .success(.none): continue
        case .failure(let error): throw line.error("do: \(error.message)")
        }
      }
    }
    if actions.isEmpty { throw value.error("do needs at least one action, e.g. push B") }
    return actions
  }
}
