import VCLifeCore
import VCLifeScript

/// Where a lesson stood when the teacher left its path — a student's "what if we pop now?",
/// a look back in time — so that `n` brings the lesson back exactly: the session as the
/// lesson made it, the callbacks shown, and a question still open. The class's answers are
/// kept in the step records, which a detour never touches.
public struct LessonMark: Sendable {
  /// The session as the lesson left it.
  var session: Session
  /// The event on screen then.
  var cursor: Int?
  /// The question that was open, its callbacks still hidden.
  var prediction: Localized?

  /// The mark of `model` as it is now.
  init(of model: LiveModel) {
    session = model.session
    cursor = model.cursor
    prediction = model.prediction
  }
}

/// Detours: any action (or a look back) during a lesson leaves the lesson's path, says so at
/// once, and `n` returns to the lesson where it was left.
extension LiveModel {
  /// Leaves the lesson's path: the lesson's text gives way to a line saying so, until `n`.
  mutating func startDetour(from mark: LessonMark) {
    detour = mark
    // The question is hidden, not answered: it is open again when the lesson comes back.
    prediction = nil
    if message == nil || message?.isError == false {
      say(Words.offLesson(step: lessonStep), isError: false)
    }
  }

  /// `n` during a detour: the lesson's own session, cursor and open question come back.
  mutating func returnToLesson() {
    guard let mark = detour else { return }
    detour = nil
    session = mark.session
    isRewound = false
    selectedRow = nil
    logScroll = 0
    move(to: mark.cursor ?? max(0, session.events.count - 1))
    isRewound = false
    prediction = mark.prediction
    say(Words.backOnLesson(step: lessonStep), isError: false)
  }

  /// The model as the lesson stands, any detour left out: what the handout and the saved
  /// session keep.
  public var onTheLesson: LiveModel {
    var model = self
    if detour != nil {
      model.returnToLesson()
      model.message = nil
    }
    return model
  }

  /// ← and Home: back in time. In a lesson, looking back is a detour too: `n` returns.
  mutating func rewind(_ count: Int) {
    if lesson != nil, detour == nil, let cursor, cursor > 0 {
      let mark = LessonMark(of: self)
      stepBack(count)
      startDetour(from: mark)
      return
    }
    stepBack(count)
  }

  /// → while a question waits for the class's answer reveals nothing; otherwise `step`.
  mutating func forwardOrAsk(_ step: (inout LiveModel) -> Void) {
    if asksForAnswerFirst() { return }
    step(&self)
  }

  /// Whether a question with choices still waits for the class's answer; if so, says so.
  /// Its callbacks are the answer: none is shown before the class has chosen (n reveals all,
  /// the teacher's decision).
  mutating func asksForAnswerFirst() -> Bool {
    guard awaitsChoice, chosenAnswer == nil else { return false }
    let count = currentStep?.choices.count ?? 0
    say(
      Localized(
        en: "First the class's answer: 1–\(count) (n reveals all without one).",
        zh: "先输入全班的答案：1–\(count)（按 n 不作答直接全部揭示）。"), isError: false)
    return true
  }
}

/// What `p` and `m` do, for their messages.
enum Verb {
  case push
  case present

  /// "This app has no controller to push."
  var nothingTo: Localized {
    switch self {
    case .push: Localized(en: "This app has no controller to push.", zh: "这个应用没有可推入的控制器。")
    case .present: Localized(en: "This app has no controller to present.", zh: "这个应用没有可呈现的控制器。")
    }
  }
}
