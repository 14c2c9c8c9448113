import VCLifeClassroom
import VCLifeCore
import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live visualiser's main loop: keys in, one frame out per change. It blocks on input
/// while idle and wakes on a timer only while a callback is waiting to be animated.
public enum LiveApp {
  /// What the command line chose.
  public struct Options: Sendable {
    public var colorMode: ColorMode = .automatic
    /// The iOS version to start with, when the command line names one (else the scenario's,
    /// or iOS 6).
    public var behavior: SystemBehavior?
    public var pacing: Pacing = .animated
    public var language: ReportLanguage = .en
    /// Two apps side by side driven by the same keys, instead of one; nil for one app.
    public var compare: CompareKind?
    /// The colour theme to start with.
    public var theme: Theme = .dark
    /// Whether to start in the projector view.
    public var presentation = false
    /// A lesson to teach instead of the free-play app.
    public var lesson: Lesson?
    /// Actions to replay (an exported session), played with pacing.
    public var replay: [Action]?
    /// The controllers and budget the session runs on (a scenario file, the one a replayed
    /// script names or carries); nil for the example app's.
    public var replayScenario: Scenario?
    /// The student's class a replayed export carries (its `# own:` line): its callbacks are
    /// marked as they were on the screen it was exported from.
    public var replayOwn: OwnController?
    /// The name the session's scenario is saved under (`photo-album`, a lesson's name, a
    /// scenario file's).
    public var scenarioName = Catalogue.builtInName
    /// The lesson as the user named it (a built-in name or a file), for `--resume`.
    public var lessonSource: String?
    /// A teacher's own lesson or scenario file, whole: it travels inside the exports and
    /// the saved session.
    public var document: EmbeddedDocument?
    /// A saved session to play again, all at once, before the first frame.
    public var resumed: SavedSession?
    /// Where `x` writes its files.
    public var exportDirectory = "."
    /// Whether clicks select controllers and the wheel scrolls the log.
    public var mouse = true
    /// Whether the screen opens on the lesson menu (`vclife lessons` in a terminal).
    public var opensLessonMenu = false
    /// Who answers the lesson's questions (`--audience`): a class, or one student.
    public var audience = Audience.class
    /// The order the lesson's choices are shown in (`--shuffle`, or a replayed export's).
    public var choiceOrder = ChoiceOrder.fileOrder
    /// Where each lesson's last score is kept (the state directory); nil keeps none.
    public var scoresDirectory: String?
    /// One student's practice (`vclife practice`): the classroom it starts on, and where
    /// its answers are recorded. Nothing is kept for `--resume`: the store keeps the answers.
    public var practice: Classroom?
    public var practiceRecorder: (any PracticeRecorder)?
    /// The student's own class (`--own`), standing in for one of the app's controllers.
    public var own: OwnController?

    public init() {}
  }

  /// How a live session ended: why it could not be kept for `--resume` (said once the
  /// terminal is restored), and the signal that ended it, which the caller ends with after
  /// its own work (see ``SignalGuard/endWithPendingSignal()``).
  public struct Outcome: Sendable {
    public var saveProblem: String?
    public var signal: Int32?
    /// For a student, why the class ended (the teacher ended it, the connection closed).
    public var classEnded: String?

    /// How a session ended: see each property.
    public init(saveProblem: String? = nil, signal: Int32? = nil, classEnded: String? = nil) {
      self.saveProblem = saveProblem
      self.signal = signal
      self.classEnded = classEnded
    }
  }

  /// The classroom the options ask for, as the first frame shows it on a terminal that
  /// draws UTF-8 or not (`drawsUnicode`, see ``TerminalIO/drawsUnicode``).
  public static func startClassroom(_ options: Options, drawsUnicode: Bool = true) -> Classroom {
    var classroom = makeClassroom(options)
    if options.opensLessonMenu { classroom.send(.command(.lessonMenu)) }
    keepDrawable(&classroom, drawsUnicode: drawsUnicode)
    return classroom
  }

  /// Keys in, frames out, until quit or the end of input; returns the classroom as it was
  /// left. The reducer returns effects (export, a theme, quit), which are done here.
  /// `recordingProblem` says why a `--record` file stopped being written (a full disk): the
  /// class is told at once, not at `q`, and the session goes on.
  public static func loop(
    _ start: Classroom, on terminal: some TerminalIO, options: Options, link: ClassLink? = nil,
    recordingProblem: () -> String? = { nil }
  ) -> Classroom {
    var classroom = start
    link?.exchange(&classroom)
    // The frame on screen: a click is read against what the user saw.
    var frame = draw(classroom, on: terminal)
    options.practiceRecorder?.drawn(classroom.practice?.item.id)
    var recordingProblemSaid = false
    while true {
      if let link, link.hasEnded {
        // The class ended (a student's screen): it says so, then ends on a key or by itself.
        _ = terminal.readKey(timeoutMs: 4000)
        return classroom
      }
      // Asleep until a key, the class's news, an animation's tick or an answer due.
      var timeout = classroom.isAnimating ? classroom.tickMilliseconds : nil
      if let due = link?.dueInMilliseconds { timeout = min(timeout ?? due, due) }
      var effects: [VCLifeClassroom.Effect] = []
      if let key = terminal.readKey(timeoutMs: timeout, wakeOn: link?.newsDescriptor) {
        if key == .ctrl("l") { terminal.invalidate() }
        if case .mouse(let mouse) = key {
          if let command = command(for: mouse, on: frame) {
            effects = classroom.send(.command(command))
          }
        } else {
          effects = classroom.send(.key(key))
        }
      } else if (timeout == nil && link == nil) || terminal.inputEnded
        || terminal.endingSignal != nil
      {
        return classroom  // input ended (the terminal went away), or a signal came
      } else if classroom.isAnimating {
        classroom.send(.tick)
      }
      for effect in effects {
        switch effect {
        case .quit: return classroom
        case .export:
          export(&classroom, to: options.exportDirectory, record: link?.record())
        case .applyTheme(let theme): terminal.apply(theme: theme)
        case .drawLanguage(let wanted):
          // Chinese is drawn in a UTF-8 locale, never as `??` (none installed: English, said).
          if terminal.drawable(wanted) == nil {
            keepDrawable(&classroom, drawsUnicode: terminal.drawsUnicode)
          }
        case .send(let answer): link?.send(answer)
        case .keepScores: keepScores(&classroom, in: options.scoresDirectory)
        case .recordPractice(let answer): record(answer, &classroom, options.practiceRecorder)
        }
      }
      link?.exchange(&classroom)
      frame = draw(classroom, on: terminal)
      options.practiceRecorder?.drawn(classroom.practice?.item.id)
      if !recordingProblemSaid, let problem = recordingProblem() {
        recordingProblemSaid = true
        classroom.send(.result(.said(Said.recordingStopped(problem), isError: true)))
        frame = draw(classroom, on: terminal)
      }
      // A signal ends the loop as `q` does: the session is kept, then the process ends with it.
      if terminal.endingSignal != nil { return classroom }
    }
  }

  /// A click, read against the frame it was made on, or the wheel: never an action.
  static func command(for mouse: MouseEvent, on frame: Grid) -> Command? {
    switch mouse {
    case .press(let x, let y):
      frame.target(atX: x, y: y).map { Command.select($0.controller, side: $0.side) }
    case .wheelUp: .wheel(up: true)
    case .wheelDown: .wheel(up: false)
    }
  }

  /// Keeps the session for `vclife --resume`; returns why it could not, never fatal.
  public static func save(_ classroom: Classroom) -> String? {
    guard let saved = sessionToKeep(classroom) else { return nil }
    do {
      try saved.save()
      return nil
    } catch {
      return "vclife: could not keep the session for --resume: \(error)"
    }
  }

  /// What quitting keeps for `--resume`: the lesson as it stands (a detour is not part of
  /// it), nil when nothing was done.
  static func sessionToKeep(_ classroom: Classroom) -> SavedSession? {
    guard !classroom.session.actions.isEmpty else { return nil }
    return SavedSession(of: classroom)
  }

  /// The classroom the options ask for: a lesson, a replay, or free play, with a saved
  /// session played again, and compare mode when asked.
  public static func makeClassroom(_ options: Options) -> Classroom {
    if let practice = options.practice { return practice }
    let settings = ScreenSettings(
      language: options.language, theme: options.theme, pacing: options.pacing,
      showsPresentation: options.presentation, audience: options.audience,
      choiceOrder: options.choiceOrder)
    var classroom: Classroom
    if let lesson = options.lesson {
      classroom = Classroom(lesson: lesson, settings: settings)
      if let own = options.own { classroom.send(.teach(own)) }
      classroom.source = SessionSource(
        scenarioName: lesson.name, lesson: options.lessonSource ?? lesson.name,
        document: options.document)
    } else {
      var catalogue = Catalogue.photoAlbum
      var initial = catalogue.initialState(behavior: .iOS6)
      // The example app's own catalogue, not its scenario (whose controllers are sorted by
      // name): `p` pushes what it pushes live.
      if let scenario = options.replayScenario,
        options.scenarioName != Catalogue.builtInName || options.document != nil
      {
        catalogue = Catalogue(scenario: scenario)
        initial = scenario.initialState
      }
      // The version the session started on: a resumed one's, else the command line's,
      // else the scenario's own.
      let start = options.resumed?.startingSystem
      if let behavior = start?.behavior ?? options.behavior, behavior != initial.behavior {
        initial.behavior = behavior
        initial.deviceOverride = nil
      }
      if let device = start?.device { initial.deviceOverride = device }
      let source = SessionSource(scenarioName: options.scenarioName, document: options.document)
      // A replayed export or a resumed session with the student's class brings the class
      // back as --own did (standing in, `p` pushing it, its callbacks marked); the replay or
      // the saved session defines and launches it.
      if let own = options.own ?? options.replayOwn ?? options.resumed?.own {
        classroom = Classroom(
          own: own, catalogue: catalogue, initialState: initial, settings: settings,
          source: source, launch: options.replay == nil && options.resumed == nil)
      } else {
        classroom = Classroom(
          catalogue: catalogue, initialState: initial, settings: settings,
          launch: options.replay == nil, source: source)
      }
      if let replay = options.replay { classroom.send(.enqueue(replay)) }
    }
    if let resumed = options.resumed { classroom.send(.resuming(resumed)) }
    classroom.compareKind = options.compare
    if let kind = options.compare { classroom.send(.compare(kind)) }
    return classroom
  }

  /// Without a UTF-8 locale Chinese would be drawn as `??`: the screen stays in English and
  /// says why in one line.
  public static func keepDrawable(_ classroom: inout Classroom, drawsUnicode: Bool) {
    guard !drawsUnicode, classroom.language != .en else { return }
    // (Also after L asked for a language this terminal's locales cannot draw.)
    classroom.send(.language(.en))
    classroom.send(.result(.said(Localized(en: noChinese, zh: noChinese), isError: true)))
  }

  /// Said instead of drawing Chinese as `??` when no UTF-8 locale is installed (in English:
  /// the screen cannot draw the Chinese).
  public static let noChinese =
    "Chinese needs a UTF-8 locale and none is installed (see locale -a): shown in English."

  /// Records a practice answer in the student's store (one transaction: a signal or a full
  /// disk leaves the file as it was); says why it could not.
  private static func record(
    _ answer: PracticeAnswer, _ classroom: inout Classroom, _ recorder: (any PracticeRecorder)?
  ) {
    guard let recorder else { return }
    do {
      let reply = try recorder.record(answer)
      classroom.send(.result(.practiceRecorded(reply.standing, comesBackIn: reply.comesBackIn)))
    } catch {
      classroom.send(
        .result(
          .said(
            Localized(
              en: "Could not record the answer: \(error)", zh: "无法记录作答：\(error)"), isError: true)))
    }
  }

  /// Writes down each lesson's last score, for the lesson menu; says why it could not.
  private static func keepScores(_ classroom: inout Classroom, in directory: String?) {
    guard let directory else { return }
    do {
      try classroom.lessonScores.save(in: directory)
    } catch {
      classroom.send(
        .result(
          .said(
            Localized(
              en: "Could not keep the lesson's score: \(error)", zh: "无法保存课程得分：\(error)"),
            isError: true)))
    }
  }

  /// Writes the session as a replay script and a Markdown handout in the export directory,
  /// never over an existing file.
  private static func export(
    _ classroom: inout Classroom, to directory: String, record: ClassRecord? = nil
  ) {
    // The lesson as it stands: a detour is left out of the handout and the script.
    let files = classroom.exportFiles()
    let answers = record.flatMap { classroom.answersCSV($0) }
    do {
      let paths = try ExportWriter.write(
        script: files.script, handout: files.handout, questions: files.questions,
        answers: answers, directory: directory)
      // The files are in one folder: name it once, then each file.
      let scriptName = paths.script.split(separator: "/").last.map(String.init) ?? paths.script
      let folder = String(paths.script.dropLast(scriptName.count))
      let script = String(paths.script.dropFirst(folder.count))
      let handout = String(paths.handout.dropFirst(folder.count))
      let questions = paths.questions.map { String($0.dropFirst(folder.count)) }
      let answersFile = paths.answers.map { String($0.dropFirst(folder.count)) }
      classroom.send(
        .result(
          .said(
            Said.saved(
              folder: folder, script: script, handout: handout, questions: questions,
              answers: answersFile), isError: false)))
    } catch {
      classroom.send(
        .result(
          .said(
            Localized(en: "Could not save: \(error)", zh: "无法保存：\(error)"), isError: true)))
    }
  }

  @discardableResult
  private static func draw(_ classroom: Classroom, on terminal: some TerminalIO) -> Grid {
    let size = terminal.size()
    let frame = Screen.render(
      classroom, width: size.width, height: size.height, glyphs: terminal.glyphs)
    terminal.draw(frame)
    return frame
  }
}
