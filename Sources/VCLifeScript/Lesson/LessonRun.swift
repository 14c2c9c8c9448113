import VCLifeCore

/// A lesson performed from start to end: the session, and which events each step made.
public struct LessonRun: Sendable {
  /// The session the lesson drove.
  public private(set) var session: Session
  /// The events of launching the lesson's root, before the first step.
  public private(set) var launchEvents: Range<Int>
  /// For each step, the range of its events in `session.events`.
  public private(set) var stepEvents: [Range<Int>] = []

  /// Runs every step of a lesson.
  public init(_ lesson: Lesson) {
    session = Session(initialState: lesson.scenario.initialState)
    let start = session.events.count
    for action in lesson.scenario.launchActions { session.perform(action) }
    launchEvents = start..<session.events.count
    for step in lesson.steps {
      let first = session.events.count
      for action in step.actions { session.perform(action) }
      stepEvents.append(first..<session.events.count)
    }
  }

  /// The events of step `index` that `expect:` can name, as it writes them: callbacks,
  /// effects, refusals and the system's own warning (`System warning`), not the step's actions.
  public func labels(ofStep index: Int) -> [String] {
    session.events[stepEvents[index]].filter { $0.kind != .action || $0.object != "App" }
      .map(\.lessonLabel)
  }

  /// The refusals among step `index`'s events.
  public func refusals(ofStep index: Int) -> [String] {
    session.events[stepEvents[index]].filter { $0.kind == .error }.map(\.lessonLabel)
  }

  /// The entries of `expect` not found, in order, among step `index`'s events: empty when
  /// the lesson tells the truth about that step.
  public func missing(_ expect: [String], inStep index: Int) -> [String] {
    var labels = labels(ofStep: index)[...]
    var missing: [String] = []
    for label in expect {
      if let found = labels.firstIndex(of: label) {
        labels = labels[labels.index(after: found)...]
      } else {
        missing.append(label)
      }
    }
    return missing
  }
}
