import VCLifeClassLink
import VCLifeClassroom
import VCLifeCore
import VCLifeScript
import VCLifeTerminal
import VCLifeUI

/// The live screen as the command line asks for it, as plain values: argument-parser gives
/// them for `vclife [live] …` (``LiveOptions/request``), and ``LiveArguments`` reads the plain
/// lines without it.
struct LiveRequest: Equatable {
  var session: SessionRequest
  var own: OwnRequest
  var pacing: Pacing
  var compare: CompareKind?
  var exportDir: String
  var resume: Bool
  var noMouse: Bool
  var record: String?
  var classSocket: String?

  /// Reads and checks every file, then opens the live screen.
  func run() throws {
    var options = LiveApp.Options()
    // Files are read and checked before the terminal is touched: a bad one starts nothing.
    var lesson = session.lesson
    var language = session.look.lang
    var saved: SavedSession?
    if resume {
      let kept = try SavedSessionFile.load()
      saved = kept
      options.resumed = kept
      lesson = kept.lesson ?? lesson
      language = kept.language
    }
    try session.apply(to: &options, lesson: lesson, language: language, resuming: saved)
    try session.checkReplay(options, playsAtMost: Classroom.maximumActions, "the live screen")
    options.own = try ownClass(resuming: saved != nil)
    // A lesson's export or saved session comes back as the lesson: its student's class as
    // --own would bring it (a free replay or resume defines the class itself).
    if options.lesson != nil, options.own == nil { options.own = options.replayOwn ?? saved?.own }
    // A lesson's `own:` steps run the student's class, or say how to bring one.
    if let lesson = options.lesson {
      options.lesson = options.own.map(lesson.withOwn) ?? lesson.invitingOwn()
    }
    options.compare = compare
    options.pacing = saved?.pacing.flatMap(Pacing.init) ?? pacing
    options.theme = saved?.theme.flatMap(Theme.init) ?? options.theme
    options.exportDirectory = InputFile.absolute(exportDir)
    options.mouse = !noMouse
    var classServer: ClassServer?
    if let socket = classSocket {
      // A class is never asked about a version neither compared side runs.
      if let kind = options.compare, let taught = options.lesson {
        let missing = kind.versionsNeitherSideRuns(asking: taught)
        if !missing.isEmpty {
          throw UsageFailure(
            message: "--compare \(kind.defaultValueDescription) with --lesson \(taught.name) in a "
              + "class: the lesson asks about \(missing.map(\.title).joined(separator: ", ")), "
              + "which neither side runs; compare versions the lesson asks about, or drop --compare"
          )
        }
      }
      classServer = try ClassSocket.open(socket.isEmpty ? nil : socket)
    }
    options.scoresDirectory = SavedSession.directory()
    // Refused before the terminal is touched, as a bad file is.
    let recording = try record.map { try Recordings.open($0, delivery: .asDrawn) }
    try LiveApp.runForCommand(options, classServer: classServer, recording: recording)
    if let recording { try Recordings.finish(recording) }
  }

  /// The student's class (`--own`), refused beside what brings its own app's session.
  func ownClass(resuming: Bool) throws -> OwnController? {
    if own.own != nil {
      let other = resuming ? "--resume" : session.replay != nil ? "--replay" : nil
      if let other {
        throw UsageFailure(
          message: "--own cannot be used with \(other): that session brings its own controllers")
      }
    }
    return try own.load()
  }
}
