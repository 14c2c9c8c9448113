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
  /// Every problem is a `DocumentError` with the line and column it points at.
  public static func parse(_ text: String, name: String) throws -> Lesson {
    let document = try YAMLValue.parse(text)
    let fields = try document.mapping("the lesson", allowed: ownKeys.union(Scenario.sharedKeys))
    var scenario = Scenario()
    var lesson = Lesson(
      name: name, title: Localized(en: "", zh: ""), summary: Localized(en: "", zh: ""),
      scenario: scenario, steps: [])
    var seen: Set<String> = []
    for (key, value) in fields {
      seen.insert(key)
      switch key {
      case "name":
        lesson.name = try value.string("name")
        if let problem = lessonNameProblem(lesson.name) { throw value.error(problem) }
      case "title": lesson.title = try Localized.read(value, "title")
      case "summary": lesson.summary = try Localized.read(value, "summary")
      case "steps":
        let entries = try value.sequence("steps")
        if entries.isEmpty { throw value.error("steps is empty; a lesson needs at least one") }
        lesson.steps = try entries.map(LessonStep.read)
        let actions = lesson.steps.reduce(0) { $0 + $1.actions.work }
        if actions > maximumActions {
          throw value.error(
            "the steps do \(actions) actions (each name of a push counting as one); a lesson "
              + "may do at most \(maximumActions)")
        }
      default: try scenario.read(key: key, value: value)
      }
    }
    for key in ["title", "summary"] where !seen.contains(key) {
      throw document.error("a lesson needs \(key): {en: …, zh: …}")
    }
    if scenario.root == nil {
      throw document.error("a lesson needs root: e.g. root: nav A (as the script's root line)")
    }
    if !seen.contains("steps") { throw document.error("a lesson needs steps: a list of steps") }
    lesson.scenario = scenario
    return lesson
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
