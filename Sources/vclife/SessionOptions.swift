import ArgumentParser
import VCLifeClassroom
import VCLifeCore
import VCLifeScript
import VCLifeUI

/// What a session plays and how it looks, as the command line names it: a lesson, a replay
/// script, a scenario; the system, the language, the theme, the projector view, colour.
/// Shared by the live screen and `vclife record`.
struct SessionOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A lesson to teach: a built-in name (see `vclife lessons`) or a lesson file.",
      valueName: "name|file"),
    completion: .custom(Completions.lessons))
  var lesson: String?

  @Option(
    help: ArgumentHelp("A script to play (such as an exported session).", valueName: "file"),
    completion: .file(extensions: ["vcl"]))
  var replay: String?

  @Option(
    help: ArgumentHelp(
      """
      The app to play with: a YAML or JSON scenario file (controllers, view trees, sizes, \
      root), or a built-in name: photo-album or a lesson's name.
      """, valueName: "file|name"),
    completion: .custom(Completions.scenarios))
  var scenario: String?

  @Option(
    help: ArgumentHelp(
      "The iOS version to start with, 5 to 26 (default: the scenario's, else 6).",
      valueName: "version"))
  var ios: SystemBehavior?

  @OptionGroup var look: LookOptions

  @Flag(
    help: """
      Show each question's choices in a shuffled order (the same for the whole session; kept \
      in the saved session and the export, so the handout and the replay agree).
      """)
  var shuffle = false

  @Option(
    help: """
      Who answers a lesson's questions: class ("the class chose 2") or student ("you chose \
      2"). Default: student for --replay (an export replayed at home), else class.
      """)
  var audience: Audience?

  /// The values given (``LiveArguments`` gives the same for the live screen's plain lines).
  var request: SessionRequest {
    SessionRequest(
      lesson: lesson, replay: replay, scenario: scenario, ios: ios, look: look.request,
      shuffle: shuffle, audience: audience)
  }
}

/// The session the command line asks for, as plain values (see ``SessionOptions``): files are
/// read and checked here, before any terminal or recording is touched.
struct SessionRequest: Equatable {
  var lesson: String?
  var replay: String?
  var scenario: String?
  var ios: SystemBehavior?
  var look: LookRequest
  var shuffle: Bool
  var audience: Audience?

  /// Loads each named source into `options` and sets the rest; `lesson` and `language`, when
  /// a resumed session brings its own, replace the command line's, and a resumed session's
  /// carried lesson or scenario file is used as it was then. A bad file is a usage failure.
  func apply(
    to options: inout LiveApp.Options, lesson: String? = nil, language: ReportLanguage? = nil,
    resuming saved: SavedSession? = nil
  ) throws {
    if let saved {
      try resume(saved, into: &options)
    } else {
      try load(lesson: lesson ?? self.lesson, into: &options)
    }
    look.apply(to: &options, language: language)
    // A saved session keeps its order and audience; the command line's choice wins.
    if let saved {
      options.choiceOrder = saved.choiceOrder
      options.audience = saved.audience
    }
    if shuffle { options.choiceOrder = ChoiceOrder(seed: UInt64.random(in: 0...UInt64.max)) }
    if let audience {
      options.audience = audience
    } else if saved == nil {
      options.audience = replay != nil ? .student : .class
    }
    options.behavior = ios
  }

  /// What a saved session ran on: the lesson or scenario file it carries, else the built-in
  /// lesson or scenario it names (or, from an older file, the lesson file's path).
  private func resume(_ saved: SavedSession, into options: inout LiveApp.Options) throws {
    let file = SavedSession.path() ?? "the saved session"
    if let document = saved.document {
      do {
        switch document.kind {
        case .lesson:
          options.lesson = try document.lesson(named: saved.scenarioName)
          options.lessonSource = saved.lesson
        case .scenario:
          options.replayScenario = try document.scenario()
          options.scenarioName = saved.scenarioName
        }
      } catch let error as DocumentError {
        throw UsageFailure(message: error.located(in: "\(file) (the document it carries)"))
      }
      options.document = document
      return
    }
    if let lesson = saved.lesson { return try load(lesson: lesson, into: &options) }
    guard saved.scenarioName != Catalogue.builtInName else { return }
    guard let scenario = SessionExport.builtInScenario(named: saved.scenarioName) else {
      throw UsageFailure(
        message: "the saved session's scenario \(ControllerName.escaped(saved.scenarioName)) "
          + "is not built in")
    }
    options.replayScenario = scenario
    options.scenarioName = saved.scenarioName
  }

  private func load(lesson: String?, into options: inout LiveApp.Options) throws {
    if let scenario {
      options.replayScenario = try ScenarioLoading.load(scenario)
      if InputFile.exists(scenario) {
        // A scenario file travels whole in the exports and the saved session.
        options.document = EmbeddedDocument.ofFile(scenario, kind: .scenario)
        let base = scenario.split(separator: "/").last.map(String.init) ?? scenario
        let stem = base.split(separator: ".").dropLast().joined(separator: ".")
        options.scenarioName = LessonLibrary.safeName(fromFileName: stem.isEmpty ? base : stem)
      } else if SessionExport.builtInScenario(named: scenario) != nil {
        options.scenarioName = scenario
      }
    }
    if let lesson {
      options.lessonSource = InputFile.exists(lesson) ? InputFile.absolute(lesson) : lesson
      do {
        options.lesson = try LessonLibrary.load(lesson)
      } catch let error as DocumentError {
        throw UsageFailure(message: error.located(in: lesson))
      }
      if InputFile.exists(lesson) {
        // A teacher's own lesson travels whole in the exports and the saved session.
        options.document = EmbeddedDocument.ofFile(lesson, kind: .lesson)
      }
    }
    if let replay { try load(replay: replay, into: &options) }
  }

  /// A replayed script's actions, on the app its header names or carries; a lesson's export
  /// replays as the lesson.
  private func load(replay: String, into options: inout LiveApp.Options) throws {
    let text = try InputFile.read(replay)
    // A shuffled lesson's export asks its questions in the class's order.
    options.choiceOrder = ChoiceOrder.read(fromScript: text) ?? .fileOrder
    options.replayOwn = SessionExport.own(ofScript: text)
    switch SessionExport.actions(ofScript: text) {
    case .success(let actions):
      let name = SessionExport.scenarioName(ofScript: text)
      if let document = EmbeddedDocument.read(fromScript: text) {
        do {
          switch document.kind {
          case .lesson where options.lesson == nil:
            // A lesson's export replays as the lesson: its narration, stopping at its questions.
            options.lesson = try document.lesson(named: name ?? "lesson")
            options.lessonSource = name
            options.document = document
            return
          case .lesson, .scenario:
            if self.scenario == nil {
              options.replayScenario = try document.scenario()
              options.scenarioName = name ?? "scenario"
              options.document = document
            }
          }
        } catch let error as DocumentError {
          throw UsageFailure(
            message: error.located(
              in: "\(ControllerName.escaped(replay)) (the document it carries)"))
        }
        options.replay = actions
        return
      }
      let lessonFile = SessionExport.lessonFile(ofScript: text)
      if options.lesson == nil, let source = lessonFile ?? name.flatMap(Self.builtInLesson) {
        options.lessonSource = source
        do {
          options.lesson = try LessonLibrary.load(source)
        } catch let error as DocumentError {
          throw UsageFailure(message: error.located(in: source))
        }
        return
      }
      options.replay = actions
      if let name {
        if let scenario = SessionExport.builtInScenario(named: name) {
          options.replayScenario = scenario
          options.scenarioName = name
        } else if self.scenario == nil {
          // As `vclife script` refuses it: the replay would run on another app.
          throw UsageFailure(
            message: "\(ControllerName.escaped(replay)): the line '"
              + "\(SessionExport.scenarioMarker)\(ControllerName.escaped(name))' names no "
              + "built-in scenario (photo-album or a lesson's name); give --scenario FILE")
        }
      }
    case .failure(let error):
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let column =
        (1...lines.count).contains(error.line)
        ? ScriptErrorReport.column(of: lines[error.line - 1]) : 1
      throw UsageFailure(
        message: "\(ControllerName.escaped(replay)):\(error.line):\(column): \(error.message)")
    }
  }

  /// Refuses a replay that does more than `limit` actions, each name of `push A B C`
  /// counting as one: `player` (the live screen, `vclife record`) plays every one.
  func checkReplay(_ options: LiveApp.Options, playsAtMost limit: Int, _ player: String) throws {
    guard let replay, let actions = options.replay, actions.work > limit else { return }
    throw UsageFailure(
      message: "\(ControllerName.escaped(replay)): the replay does \(actions.work) actions (each "
        + "name of a push counting as one); \(player) plays at most \(limit) "
        + "(`vclife script` runs any number)")
  }

  /// The name, when it is a built-in lesson's.
  private static func builtInLesson(_ name: String) -> String? {
    LessonLibrary.lesson(named: name) != nil ? name : nil
  }
}
