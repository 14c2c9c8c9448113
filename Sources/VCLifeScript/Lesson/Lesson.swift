import VCLifeCore

/// A guided walk through the simulation: a scenario, a root, and narrated steps whose
/// expected callbacks are checked against the simulator, so a lesson cannot misdescribe it.
public struct Lesson: Sendable, Equatable {
  /// The lesson's short name, used on the command line (`load-cycle`).
  public var name: String
  /// The title.
  public var title: Localized
  /// One or two sentences on what the lesson shows.
  public var summary: Localized
  /// The controllers, budget and behaviour to start from, with the root to launch.
  public var scenario: Scenario
  /// The steps, in order; never empty.
  public var steps: [LessonStep]

  /// Creates a lesson.
  public init(
    name: String, title: Localized, summary: Localized, scenario: Scenario, steps: [LessonStep]
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.scenario = scenario
    self.steps = steps
  }

  /// The most actions a lesson's steps may do in all: far beyond a class's hour, while every
  /// action's events are kept (a check of 200,000 actions needed over a gigabyte).
  public static let maximumActions = 10_000

  /// The keys of a lesson file besides the scenario keys it shares.
  static let ownKeys: Set<String> = ["name", "title", "summary", "steps"]

  /// Reads a lesson from YAML or JSON text. `name` is used when the file has no `name:`.
  /// Every problem is a `DocumentError` with the line and column it points at; the first one
  /// in the file is thrown.
  public static func parse(_ text: String, name: String) throws -> Lesson {
    let reading = read(text, name: name)
    if let first = reading.problems.first { throw first }
    guard let lesson = reading.lesson else {
      throw DocumentError(line: 0, column: 0, message: "the lesson could not be read")
    }
    return lesson
  }

  /// A lesson read as far as it goes, and every problem met on the way.
  struct Reading {
    /// The lesson, with what could be read of it; nil when the text is no YAML mapping.
    var lesson: Lesson?
    /// Every problem, in the order of the file (then what is missing).
    var problems: [DocumentError] = []
    /// The 0-based steps whose `do:` has a line that could not be read: left out of them.
    var stepsMissingActions: [Int] = []
  }

  /// Reads a lesson without stopping at its first problem, so that a check can report them
  /// all at once (a teacher fixing a file should not need one run per mistake).
  static func read(_ text: String, name: String) -> Reading {
    var reading = Reading()
    let document: YAMLValue
    let fields: [(key: String, value: YAMLValue)]
    do {
      document = try YAMLValue.parse(text)
      fields = try document.mapping(
        "the lesson", allowed: ownKeys.union(Scenario.sharedKeys), problems: &reading.problems)
    } catch {
      reading.problems.append(Self.documentError(error))
      return reading
    }
    var scenario = Scenario()
    var lesson = Lesson(
      name: name, title: Localized(en: "", zh: ""), summary: Localized(en: "", zh: ""),
      scenario: scenario, steps: [])
    var seen: Set<String> = []
    for (key, value) in fields {
      seen.insert(key)
      do {
        switch key {
        case "name":
          let named = try value.string("name")
          if let problem = lessonNameProblem(named) { throw value.error(problem) }
          lesson.name = named
        case "title": lesson.title = try Localized.read(value, "title")
        case "summary": lesson.summary = try Localized.read(value, "summary")
        case "steps": try readSteps(value, into: &lesson, &reading)
        default: try scenario.read(key: key, value: value)
        }
      } catch {
        reading.problems.append(Self.documentError(error))
      }
    }
    for key in ["title", "summary"] where !seen.contains(key) {
      reading.problems.append(document.error("a lesson needs \(key): {en: …, zh: …}"))
    }
    if scenario.root == nil && !seen.contains("root") {
      reading.problems.append(
        document.error("a lesson needs root: e.g. root: nav A (as the script's root line)"))
    }
    if !seen.contains("steps") {
      reading.problems.append(document.error("a lesson needs steps: a list of steps"))
    }
    lesson.scenario = scenario
    reading.problems += ownProblems(lesson)
    reading.lesson = lesson
    return reading
  }

  /// `steps:`, each step read on its own: a bad step adds its problems and the others are
  /// still read.
  private static func readSteps(
    _ value: YAMLValue, into lesson: inout Lesson, _ reading: inout Reading
  ) throws {
    let entries = try value.sequence("steps")
    if entries.isEmpty { throw value.error("steps is empty; a lesson needs at least one") }
    for entry in entries {
      guard let (step, wholeActions) = LessonStep.read(entry, problems: &reading.problems) else {
        continue
      }
      if !wholeActions { reading.stepsMissingActions.append(lesson.steps.count) }
      lesson.steps.append(step)
    }
    let actions = lesson.steps.reduce(0) { $0 + $1.actions.work }
    if actions > maximumActions {
      throw value.error(
        "the steps do \(actions) actions (each name of a push counting as one); a lesson "
          + "may do at most \(maximumActions)")
    }
  }

  /// Any error met while reading, as a `DocumentError`.
  static func documentError(_ error: any Error) -> DocumentError {
    error as? DocumentError ?? DocumentError(line: 0, column: 0, message: "\(error)")
  }

  private static func lessonNameProblem(_ name: String) -> String? {
    let allowed = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    return !name.isEmpty && name.count <= 40 && allowed
      ? nil : "a lesson name uses a-z, 0-9 and '-', such as load-cycle"
  }
}

extension Event {
  /// The event as a lesson's `expect:` writes it: `Object selector`, `Object effect`, for a
  /// refusal `Object action` (`App pop`), and for the system's warning `System warning`.
  public var lessonLabel: String { "\(object) \(name.text)" }
}
