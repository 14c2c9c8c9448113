import VCLifeCore
import VCLifeScript

/// What the session plays on `n`: a lesson's steps, or a replay's actions one by one. A
/// lesson's progress — the steps played and the class's answers — is its ``LessonProgress``,
/// the one record of it: the screen's score, the handout, the export, `--resume` and compare
/// mode all read it, and only playing a step or answering adds to it.
public struct Plan: Sendable {
  /// The lesson taught; nil for a replay.
  public let lesson: Lesson?
  /// The steps: a lesson's, or for a replay one step per action (no text, no question).
  public let steps: [LessonStep]
  /// How many steps have been played on the plan's path.
  public private(set) var played = 0
  /// The lesson's progress (empty for a replay): each step played, where it began, what the
  /// class answered.
  public private(set) var progress: LessonProgress
  /// What the current step says, shown above the log's reasons (the summary before step 1).
  public internal(set) var narration: Localized?
  /// Whether the current step's question is open: its callbacks hidden until revealed.
  public internal(set) var questionOpen = false
  /// Whether the open question's vote is closed: in a class, the first key that reveals
  /// closes it, as a clicker's "stop polling" does, so no answer changes after the callbacks
  /// that give it away have been shown.
  public internal(set) var voteClosed = false

  /// A lesson's plan, at its title card.
  init(lesson: Lesson) {
    self.lesson = lesson
    steps = lesson.steps
    progress = LessonProgress(lesson: lesson)
    narration = lesson.summary
  }

  /// A replay's plan: its actions, one step each.
  init(replaying actions: [Action]) {
    lesson = nil
    steps = actions.map { LessonStep(actions: [$0], say: Localized(en: "", zh: "")) }
    progress = LessonProgress(lesson: Lesson.empty)
  }

  /// Whether every step has been played.
  public var isDone: Bool { played == steps.count }

  /// The step played last (its question and choices), if any.
  public var currentStep: LessonStep? { played > 0 ? steps[played - 1] : nil }

  /// The class's answer to the current step's question, if it gave one.
  public var chosen: Int? {
    guard lesson != nil, let last = progress.chosen.last else { return nil }
    return last
  }

  /// Whether the current step's question waits for the class's answer by number.
  public var awaitsChoice: Bool {
    questionOpen && !voteClosed && !(currentStep?.choices.isEmpty ?? true)
  }

  /// The lesson's score so far: answered questions that have an answer, and how many right.
  public var score: (right: Int, asked: Int) { progress.score }

  /// Takes the next step: counted, and for a lesson recorded as beginning at `action` (the
  /// index its first action will have). Returns the step.
  mutating func begin(atAction action: Int) -> LessonStep? {
    guard played < steps.count else { return nil }
    played += 1
    voteClosed = false
    if lesson != nil { progress.beginStep(atAction: action) }
    return steps[played - 1]
  }

  /// Opens the current step's revealed question again: its votes and answer are forgotten.
  mutating func reopen() {
    progress.reopenVote()
    questionOpen = true
    voteClosed = false
  }

  /// Keeps a round of the students' votes on the current step's question.
  mutating func recordVote(_ round: VoteRound) {
    progress.recordVote(round)
  }

  /// Forgets the current step's answer (a student's, before a second vote).
  mutating func clearChoice() {
    progress.clearChoice()
  }

  /// The class's answer to the current step; false when the step offers no such choice (so
  /// nothing is recorded).
  mutating func choose(_ choice: Int) -> Bool {
    guard let step = currentStep, step.choices.indices.contains(choice - 1) else { return false }
    progress.choose(choice)
    return true
  }
}

extension Lesson {
  /// No lesson: the progress of a replay, which has none.
  static let empty = Lesson(
    name: "replay", title: Localized(en: "", zh: ""), summary: Localized(en: "", zh: ""),
    scenario: Scenario(), steps: [])
}

/// Where a lesson stood when the teacher left its path — a student's "what if we pop now?",
/// a look back in time — so that `n` brings the lesson back exactly: its timeline (session
/// and place) and whether its question was open. The class's answers are in the plan's
/// progress, which a detour never touches.
public struct Detour: Sendable {
  /// The lesson's timeline as the detour left it.
  let lesson: Timeline
  /// Whether the lesson's question was open.
  let questionOpen: Bool
}
