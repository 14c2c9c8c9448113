import VCLifePractice
import VCLifeScript

/// What a key asks the live screen to do. Keys are bound to commands in one table
/// (``Keymap``), for the main screens and for the layers over them (the picker, the lesson
/// menu, the help); ``Classroom/send(_:)`` is the one door that carries them out and returns
/// ``Effect``s for the loop.
public enum Command: Sendable, Equatable {
  // The lesson and the replay.
  /// `n`, Enter: the next step (reveals an open question first; ends a detour).
  case nextStep
  /// A number while a question offers choices: the class's answer.
  case answer(Int)
  /// Space: reveal, step or pause, depending on the question and the pacing.
  case stepOrPause
  // Practice (`vclife practice`).
  /// A number: the answer to an item, or the line of an `order` item to move.
  case answerOrPickLine(Int)
  /// `n`: once an item is answered, the next item.
  case nextItem
  /// Enter: an `order` item's lines given as the answer; once answered, the next item.
  case checkOrNextItem
  /// ↑ / ↓: an open `order` item's picked line moved up or down (else the selection).
  case moveLineUp, moveLineDown
  /// `T` / `D`: the next topic / level practice draws from.
  case nextTopic, nextLevel
  // Actions on the app.
  case push, pop, popToRoot, present, dismiss, pick
  /// A number outside a lesson: tap that tab.
  case tapTab(Int)
  case rotate, cycleStatusBar, warning, switchIOS, access, isViewLoaded, restart, reset
  /// `I` in compare mode: the left side's next version (`i` changes the right side's).
  case switchLeftIOS
  // Today's iOS (SPEC §12): full-screen presentation, the swipe, the scene.
  case presentFullScreen, swipe, finishSwipe, cancelSwipe, toggleBackground, reclaim
  /// `z` resolved: the scene to the background, or back (compare mode decides once for
  /// both sides, from the side that has a scene).
  case toBackground, toForeground
  // Time, selection and the log.
  case back, forward, first, last
  case selectUp, selectDown, followScreen
  case scrollLogUp, scrollLogDown
  /// A click on a controller (its name, and in compare mode the side it was drawn on): the
  /// selection, never an action.
  case select(String, side: CompareSide?)
  /// The mouse wheel: the log scrolled by a few lines, back (`up`) or forward.
  case wheel(up: Bool)
  // Screen settings.
  case cyclePacing, faster, slower, cycleLanguage, cycleTheme, toggleProjector
  /// `y`: the whole reason of the highlighted event, however long.
  case toggleWhy
  // The screen and the program.
  case export, switchScreen, help, quit
  /// `M`: the lesson menu; the lesson chosen starts at its title card.
  case lessonMenu
  /// `V` in a class: the open question asked again after discussion (a second vote).
  case voteAgain
  // The layers over the screen: the picker, the lesson menu, the help.
  /// ↑ / ↓ / Home / End in a list (the picker, the lesson menu).
  case listUp, listDown, listFirst, listLast
  /// Enter in the lesson menu: the highlighted lesson starts.
  case startLesson
  /// In the picker: the highlighted controller pushed, presented, or presented inside a
  /// navigation controller.
  case pickPush, pickPresent, pickPresentInNavigation
  /// Space in the help: the next page.
  case nextPage
  /// Esc, or any key a layer does not use: the layer closes.
  case closeLayer

  /// Whether the command changes the app (a detour when a lesson is taught).
  public var isAction: Bool {
    switch self {
    case .push, .pop, .popToRoot, .present, .dismiss, .tapTab, .rotate, .cycleStatusBar,
      .warning, .switchIOS, .access, .isViewLoaded, .restart, .presentFullScreen, .swipe,
      .finishSwipe, .cancelSwipe, .toggleBackground, .toBackground, .toForeground, .reclaim,
      .pickPush, .pickPresent, .pickPresentInNavigation:
      true
    default: false
    }
  }
}

/// What the main loop must do after a key: the reducer changes the classroom and says what
/// else is needed (files, the terminal), instead of setting flags for the loop to find.
public enum Effect: Sendable, Equatable {
  /// Write the session as a replay script and a handout.
  case export
  /// The terminal's colours follow a new theme.
  case applyTheme(Theme)
  /// The screen is to be drawn in a new language: the terminal checks it can draw it.
  case drawLanguage(ReportLanguage)
  /// Save the session for `--resume` and leave.
  case quit
  /// A student's answer, for the teacher's vclife.
  case send(ClassAnswer)
  /// Write down ``Classroom/lessonScores``: a lesson was just finished.
  case keepScores
  /// Record a practice answer in the student's store; the reply comes back as
  /// ``EffectResult/practiceRecorded(_:comesBackIn:)``.
  case recordPractice(PracticeAnswer)
}
