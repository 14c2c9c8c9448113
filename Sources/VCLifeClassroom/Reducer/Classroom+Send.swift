import VCLifeCore
import VCLifeScript

/// Everything that changes a classroom, as one value: what the user does, what time and the
/// class bring, how the session is set up, and what came of an effect the loop carried out.
/// ``Classroom/send(_:)`` is the one door they go through.
public enum ClassroomAction {
  /// A key (the key table turns it into a command).
  case key(Key)
  /// A command that no key carries (a click read against the frame, the lesson menu asked
  /// for at the start).
  case command(Command)
  /// The animation's timer: the next callback is shown.
  case tick
  /// An open question's callbacks are revealed (a recording reveals them by itself).
  case revealNext
  /// What the class said: the teacher's tally, a student's update, the class ending.
  case classInput(ClassInput)
  /// The screen is drawn in this language (English where the terminal cannot draw another).
  case language(ReportLanguage)
  /// The teacher opened a class.
  case openClass
  /// A lesson starts afresh.
  case startLesson(Lesson)
  /// The screen compares two sides.
  case compare(CompareKind)
  /// Actions to play with pacing (an exported session).
  case enqueue([Action])
  /// A saved session played again, at once: its entries, its open question, the moment it
  /// was rewound to and the student's class whose marks it showed.
  case resuming(SavedSession)
  /// A lesson's app takes in the student's own class (`--own` with `--lesson`).
  case teach(OwnController)
  /// What came of an effect the loop carried out (the result comes back as an action).
  case result(EffectResult)
}

/// What came of an ``Effect`` (or of the loop's own work): sent back through
/// ``Classroom/send(_:)``, never written into the classroom directly.
public enum EffectResult: Equatable {
  /// Something the status line says until the next key: files written, a failure, the
  /// class's path.
  case said(Localized, isError: Bool)
  /// The practice store kept the last answer (``Effect/recordPractice(_:)``): the item's
  /// standing and when it comes back.
  case practiceRecorded(PracticeStanding, comesBackIn: Int)
}

extension Classroom {
  /// The one door: applies `action` and returns what the loop must do. Every other way in is
  /// this module's own. The reducer changes the truth's timeline only; after it, once, the
  /// compare sides follow what changed (``followTimeline()``).
  @discardableResult
  public mutating func send(_ action: ClassroomAction) -> [Effect] {
    let effects = reduce(action)
    followTimeline()
    return effects
  }

  /// The reducer: what `action` does to the classroom, the compare sides left as they were.
  private mutating func reduce(_ action: ClassroomAction) -> [Effect] {
    switch action {
    case .key(let key): return reduce(key)
    case .command(let command): return reduce(command)
    case .tick: timerFired()
    case .revealNext: revealNext()
    case .classInput(let input): reduce(input)
    case .language(let language): setLanguage(language)
    case .openClass: openClass()
    case .startLesson(let lesson): startLesson(lesson)
    case .compare(let kind): compare(kind)
    case .enqueue(let actions): enqueue(actions)
    case .resuming(let saved):
      replaying(
        saved.entries, questionOpen: saved.questionOpen, rewoundTo: saved.rewoundTo,
        own: saved.own)
    case .teach(let own): teach(with: own)
    case .result(.said(let text, let isError)): say(text, isError: isError)
    case .result(.practiceRecorded(let standing, let days)):
      practiceRecorded(standing, comesBackIn: days)
    }
    return []
  }
}
