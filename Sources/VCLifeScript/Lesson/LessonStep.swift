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
  /// The lesson's controller a student's own class runs in place of in this step
  /// (`own: Detail`, with `vclife --own FILE --lesson …`); nil for an ordinary step.
  public var own: String?

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

  static let keys: Set<String> = [
    "do", "say", "predict", "expect", "choices", "answer", "focus", "own",
  ]

  /// How many choices a question may offer.
  static let choiceCounts = 2...6

  /// Reads one entry of `steps`, adding each of its problems to `problems` in the order of
  /// the old one-problem reading (so the first is the same). Returns the step as far as it
  /// could be read, and whether every line of its `do:` was; nil when the entry is no step.
  static func read(_ entry: YAMLValue, problems: inout [DocumentError]) -> (LessonStep, Bool)? {
    let fields: [(key: String, value: YAMLValue)]
    do {
      fields = try entry.mapping("a step", allowed: keys, problems: &problems)
    } catch {
      problems.append(Lesson.documentError(error))
      return nil
    }
    func field(_ key: String) -> YAMLValue? { fields.first { $0.key == key }?.value }
    func attempt(_ body: () throws -> Void) {
      do { try body() } catch { problems.append(Lesson.documentError(error)) }
    }
    var step = LessonStep(
      actions: [], say: Localized(en: "", zh: ""), line: entry.node.mark?.line ?? 0)
    guard let doValue = field("do") else {
      problems.append(entry.error("a step needs do: one action, or a list of actions"))
      return (step, false)
    }
    guard let sayValue = field("say") else {
      problems.append(entry.error("a step needs say: {en: …, zh: …}"))
      return (step, false)
    }
    let before = problems.count
    step.actions = actions(doValue, problems: &problems)
    let wholeActions = problems.count == before
    attempt { step.say = try Localized.read(sayValue, "say") }
    if let predictValue = field("predict") {
      attempt { step.predict = try Localized.read(predictValue, "predict") }
    }
    attempt { try readChoices(field("choices"), field("answer"), into: &step, entry: entry) }
    if let focusValue = field("focus") {
      attempt {
        let name = try focusValue.string("focus")
        if let problem = ControllerName.problem(with: name) {
          throw focusValue.error("focus: \(problem)")
        }
        step.focus = name
      }
    }
    if let ownValue = field("own") {
      attempt {
        let name = try ownValue.string("own")
        if let problem = ControllerName.problem(with: name) {
          throw ownValue.error("own: \(problem)")
        }
        // A student's class is not known when the lesson is written: no choice can be
        // graded against it (SPEC §14: practice asks only what UIKit fixes).
        if step.answer != nil {
          throw ownValue.error(
            "own: runs the student's class, whose callbacks the lesson cannot know: ask an "
              + "open predict: (no choices) in this step")
        }
        step.own = name
      }
    }
    if let expectValue = field("expect") {
      attempt {
        step.expect = try expectValue.sequence("expect").map { item in
          let label = try expectedLabel(item)
          let words = label.split(separator: " ")
          guard words.count >= 2 else {
            throw item.error(
              "an expected event is written \"Object selector\", e.g. \"A loadView\"")
          }
          return words.joined(separator: " ")
        }
      }
    }
    return (step, wholeActions)
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

  /// `do:` as one line or a list of lines; a bad line points at its own value, is added to
  /// `problems` and left out.
  private static func actions(_ value: YAMLValue, problems: inout [DocumentError]) -> [Action] {
    let lines = value.node.sequence.map { $0.map(YAMLValue.init) } ?? [value]
    var actions: [Action] = []
    var read = false
    for line in lines {
      let text: String
      do {
        text = try line.string("do")
      } catch {
        problems.append(Lesson.documentError(error))
        continue
      }
      for part in text.split(whereSeparator: \.isNewline) {
        switch ScriptParser.parse(line: part, number: line.node.mark?.line ?? 0) {
        case .success(.some(let action)):
          actions.append(action)
          read = true
        case .success(.none): continue
        case .failure(let error):
          problems.append(line.error("do: \(error.message)"))
          read = true
        }
      }
    }
    if !read { problems.append(value.error("do needs at least one action, e.g. push B")) }
    return actions
  }
}
