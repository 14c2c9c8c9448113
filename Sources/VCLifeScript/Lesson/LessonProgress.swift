/// What a class did with a lesson: which steps were played and what the class answered.
public struct LessonProgress: Sendable, Equatable {
  /// The lesson being taught.
  public var lesson: Lesson
  /// For each step played so far, in order: the index into `session.actions` of the step's first action.
  public var stepStarts: [Int] = []
  /// For each step played so far: the choice the class made (1-based), or nil when not asked or not answered.
  public var chosen: [Int?] = []
  /// For each step played so far: what the students answered, each on their own (a class
  /// whose students joined), counted round by round (a second vote after discussion).
  public var votes: [[VoteRound]] = []

  /// A lesson not yet begun.
  public init(lesson: Lesson) { self.lesson = lesson }

  /// Records that step `stepStarts.count` began at action index `actionIndex`. Past the
  /// lesson's last step there is nothing to record.
  public mutating func beginStep(atAction actionIndex: Int) {
    guard stepStarts.count < lesson.steps.count else { return }
    stepStarts.append(actionIndex)
    chosen.append(nil)
    votes.append([])
  }

  /// Forgets the current step's choice (a student's own, before a second vote).
  public mutating func clearChoice() {
    guard let current = stepStarts.indices.last else { return }
    chosen[current] = nil
  }

  /// Forgets the current step's last round of votes and its answer: that round is asked
  /// again (a first round kept before a second stays).
  public mutating func reopenVote() {
    guard let current = stepStarts.indices.last else { return }
    if !votes[current].isEmpty { votes[current].removeLast() }
    chosen[current] = nil
  }

  /// Records a round of the students' votes on the current (last begun) step's question.
  public mutating func recordVote(_ round: VoteRound) {
    guard let current = stepStarts.indices.last else { return }
    votes[current].append(round)
  }

  /// Records the class's choice for the current (last begun) step. A choice the step does not
  /// offer (or one before any step began) is not recorded, so the record only holds answers
  /// that can be marked.
  public mutating func choose(_ choice: Int) {
    guard let current = stepStarts.indices.last,
      lesson.steps[current].choices.indices.contains(choice - 1)
    else { return }
    chosen[current] = choice
  }

  /// (right, asked): answered steps that have an `answer`, and how many of those were right.
  public var score: (right: Int, asked: Int) {
    var right = 0
    var asked = 0
    for (index, choice) in chosen.enumerated() {
      guard let choice, let answer = lesson.steps[index].answer else { continue }
      asked += 1
      if choice == answer { right += 1 }
    }
    return (right, asked)
  }

  /// The step that began at an action, if one did.
  public func step(startingAtAction actionIndex: Int) -> Int? {
    stepStarts.firstIndex(of: actionIndex)
  }

  /// Every step of a lesson run to its end, with no answers yet: what a handout of the
  /// whole lesson needs.
  public init(run: LessonRun, lesson: Lesson) {
    self.init(lesson: lesson)
    for events in run.stepEvents where !events.isEmpty {
      beginStep(atAction: run.session.action(containing: events.lowerBound))
    }
  }
}

/// One round of a class's votes on a question: how many students chose each choice, and how
/// many were in the class when the round closed.
public struct VoteRound: Sendable, Equatable {
  /// Students per choice: the first count is choice 1's, in the lesson's own order.
  public var counts: [Int]
  /// Students in the class when the round closed.
  public var joined: Int

  public init(counts: [Int], joined: Int) {
    self.counts = counts
    self.joined = joined
  }

  /// How many students answered.
  public var answered: Int { counts.reduce(0, +) }
}
