/// What a key asks the live screen to do. Keys are bound to commands in one table
/// (``Keymap``); the screens' reducers apply commands and return ``Effect``s.
public enum Command: Sendable, Equatable {
  // The lesson and the replay.
  /// `n`, Enter: the next step (reveals an open question first; ends a detour).
  case nextStep
  /// A number while a question offers choices: the class's answer.
  case answer(Int)
  /// Space: reveal, step or pause, depending on the question and the pacing.
  case stepOrPause
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
  // Screen settings.
  case cyclePacing, faster, slower, cycleLanguage, cycleTheme, toggleProjector
  /// `y`: the whole reason of the highlighted event, however long.
  case toggleWhy
  // The screen and the program.
  case export, switchScreen, help, quit
  /// `M`: the lesson menu; the lesson chosen starts at its title card.
  case lessonMenu

  /// Whether the command changes the app (a detour when a lesson is taught).
  public var isAction: Bool {
    switch self {
    case .push, .pop, .popToRoot, .present, .dismiss, .pick, .tapTab, .rotate, .cycleStatusBar,
      .warning, .switchIOS, .access, .isViewLoaded, .restart, .presentFullScreen, .swipe,
      .finishSwipe, .cancelSwipe, .toggleBackground, .toBackground, .toForeground, .reclaim:
      true
    default: false
    }
  }
}

/// What the main loop must do after a key: the reducers change the model and say what else
/// is needed, instead of setting flags for the loop to find.
public enum Effect: Sendable, Equatable {
  /// Write the session as a replay script and a handout.
  case export
  /// Show the other screen (one app ⇄ compare), the session and settings kept.
  case switchScreen
  /// The terminal's colours follow a new theme.
  case applyTheme(Theme)
  /// Save the session for `--resume` and leave.
  case quit
}
