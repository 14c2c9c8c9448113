import VCLifeCore
import VCLifeScript

/// The one reducer: keys become commands through the key table, and only the command reducer
/// changes the classroom. What else must happen (files, the terminal) comes back as effects.
extension Classroom {
  /// The key table's screen or layer that takes keys now.
  public var keyScreen: KeyBinding.Screen {
    overlay?.layer ?? (isComparing ? .compare : .single)
  }

  /// Applies one key: the layer over the screen takes it first (any key it does not use
  /// closes it), then the key table's command for the screen. Returns what the loop must do.
  mutating func reduce(_ key: Key) -> [Effect] {
    // A resize or a repaint changes nothing, closes no layer and keeps the message (the
    // class's path, said once at the start, must outlive the terminal settling its size).
    if key == .resize || key == .ctrl("l") { return [] }
    view.message = nil
    if case .mouse = key { return [] }
    if key != .char("R") { view.confirmsReset = false }
    let confirmedQuit = view.confirmsQuit
    view.confirmsQuit = false
    view.earlyRevealAsked = view.confirmsEarlyReveal
    view.confirmsEarlyReveal = false
    let command = Keymap.command(for: key, on: keyScreen, activity)
    // A student's keys are their own view's; every other key is the teacher's, the other
    // screen's too (`c` is the teacher's: "c goes back" sent a student to a key not theirs).
    if isFollowing, !Keymap.isStudentKey(key, on: keyScreen, activity) {
      say(Self.teacherDrives, isError: false)
      return []
    }
    guard let command else {
      say(Said.unknownKey(key, on: keyScreen, activity), isError: true)
      return []
    }
    if case .quit = command, key == .char("q"), let live = classLive, live.joined > 0,
      !confirmedQuit
    {
      // One q would end every student's screen: a second says so (Ctrl-C quits at once).
      view.confirmsQuit = true
      say(Self.quitEndsTheClass(live.joined), isError: false)
      return []
    }
    return reduce(command)
  }

  /// Applies a command. An action on the app while a lesson is taught takes the lesson off
  /// its path: it becomes a detour, which `n` leaves (see ``Detour``).
  mutating func reduce(_ command: Command) -> [Effect] {
    let wasFinished = isFinishedLesson
    if practice != nil, !isComparing, Self.spoilsAnOpenItem(command), asksForAnswerFirst() {
      return []
    }
    var effects: [Effect]
    if command.isAction, lesson != nil, detour == nil {
      effects = takeDetour { $0.run(command) }
    } else {
      effects = run(command)
    }
    endDetourIfBack()
    if !wasFinished, isFinishedLesson, let lesson {
      // The lesson's last score, for the lesson menu (the loop writes it down).
      lessonScores.record(lesson.name, score: score)
      effects.append(.keepScores)
    }
    return effects
  }

  /// The command itself.
  private mutating func run(_ command: Command) -> [Effect] {
    switch command {
    case .nextStep: nextStepOrReveal()
    case .answer(let choice):
      if isFollowing { return studentAnswer(choice) }
      answer(choice)
    case .stepOrPause: stepOrPause()
    case .answerOrPickLine(let number): return practiceNumber(number)
    case .nextItem: return practiceNext(checks: false)
    case .checkOrNextItem: return practiceNext(checks: true)
    case .moveLineUp: moveLine(by: -1)
    case .moveLineDown: moveLine(by: 1)
    case .nextTopic: nextPracticeTopic()
    case .nextLevel: nextPracticeLevel()
    case .push: performNext(from: catalogue.pushable, present: false, Action.push)
    case .pop: perform(.pop)
    case .popToRoot: perform(.popToRoot)
    case .present: performNext(from: catalogue.presentable, present: true, Action.present)
    case .dismiss: perform(.dismiss)
    case .pick: openPicker()
    case .tapTab(let number): tapTab(number)
    case .rotate: perform(.rotate(session.state.orientation.rotated))
    case .cycleStatusBar: perform(.setStatusBar(session.state.statusBar.next))
    case .warning: perform(.warning)
    case .switchIOS:
      if isComparing {
        nextVersion(of: .right)
      } else {
        perform(.setBehavior(session.state.behavior.nextInCycle))
      }
    case .switchLeftIOS: nextVersion(of: .left)
    case .presentFullScreen:
      performNext(from: catalogue.presentable, present: true, Action.presentFullScreen)
    case .swipe: perform(.swipe)
    case .finishSwipe: perform(.finishGesture)
    case .cancelSwipe: perform(.cancelGesture)
    case .toggleBackground: return run(isAway ? .toForeground : .toBackground)
    case .toBackground: perform(.background)
    case .toForeground: perform(.foreground)
    case .reclaim: perform(.reclaim)
    case .access: performOnSelected(Action.access)
    case .isViewLoaded: performOnSelected(Action.isViewLoaded)
    case .restart: perform(.restart)
    case .reset: resetOrConfirm()
    case .back: rewind(1)
    case .first: rewind(Int.max / 2)
    case .forward: if !asksForAnswerFirst() { stepForward() }
    case .last:
      if questionOpen { return run(practice != nil ? .checkOrNextItem : .nextStep) }
      showAll()
      scrollLogs(to: 0)
    case .selectUp: moveSelections(-1)
    case .selectDown: moveSelections(1)
    case .followScreen: followScreen()
    case .select(let name, let side): select(name, on: side)
    // An item's log that is its question scrolls a row at a time: at 60×20 it may have two.
    case .scrollLogUp: scrollLogs(by: logPage)
    case .scrollLogDown: scrollLogs(by: -logPage)
    case .wheel(let up): scrollLogs(by: up ? MouseEvent.wheelLines : -MouseEvent.wheelLines)
    case .cyclePacing:
      settings.pacing = pacing.next
      isPaused = false
      if pacing == .instant, !questionOpen { showAll() }
      say(Said.pacing(pacing, speed: settings.speed, isPaused: isPaused), isError: false)
    case .faster:
      settings.speedLevel = min(settings.speedLevel + 1, ScreenSettings.speeds.count - 1)
    case .slower: settings.speedLevel = max(settings.speedLevel - 1, 0)
    case .cycleLanguage:
      let all = ReportLanguage.allCases
      settings.language = all[(all.firstIndex(of: language)! + 1) % all.count]
      return [.drawLanguage(settings.language)]
    case .cycleTheme:
      settings.theme = settings.theme.next
      say(Said.themeChanged(settings.theme), isError: false)
      return [.applyTheme(settings.theme)]
    case .toggleProjector: settings.showsPresentation.toggle()
    case .toggleWhy:
      // Before an item's answer its reasons would name the answer.
      if holdsBackTheWhy {
        say(Self.whyAfterAnswer, isError: false)
        return []
      }
      view.showsWholeWhy.toggle()
    case .export: return [.export]
    case .switchScreen: switchScreen()
    case .help: overlay = .help(page: 0)
    case .lessonMenu:
      overlay = .lessonMenu(LessonMenu(current: lesson?.name, scores: lessonScores))
    case .voteAgain: voteAgain()
    case .quit:
      overlay = nil
      return [.quit]
    case .listUp, .listDown, .listFirst, .listLast: moveInList(command)
    case .startLesson: startChosenLesson()
    case .pickPush: pick(present: false, Action.push)
    case .pickPresent: pick(present: true, Action.present)
    case .pickPresentInNavigation: pick(present: true, Action.presentInNavigation)
    case .nextPage:
      if case .help(let page) = overlay { overlay = .help(page: page + 1) }
    case .closeLayer: overlay = nil
    }
    return []
  }

  /// Puts a message in the status line until the next key.
  mutating func say(_ text: Localized, isError: Bool) {
    view.message = StatusMessage(text, isError: isError)
  }

  /// A number in a lesson: the class's answer, or, with no question offering choices, a
  /// word on what numbers do here (a number called out early must not switch a tab).
  mutating func answer(_ choice: Int) {
    if awaitsChoice, let live = classLive, live.joined > 0 {
      // The class answers on its own screens; a number from the teacher would outvote it.
      return say(Said.classAnswersItself, isError: false)
    }
    if awaitsChoice { return choose(choice) }
    say(
      detour != nil
        ? Said.offLesson(step: lessonStep, practising: practice != nil)
        : Localized(
          en: "In a lesson, numbers answer a question with choices; n plays the next step.",
          zh: "课程中数字键用于回答有选项的问题；按 n 进入下一步。"), isError: false)
  }

  // MARK: Reset

  /// `R`: the first press asks, the second resets the app to its launch (a lesson to its
  /// start). Nothing is lost unasked: the message says how to save the session first.
  mutating func resetOrConfirm() {
    guard view.confirmsReset else {
      view.confirmsReset = true
      return say(Said.confirmReset, isError: false)
    }
    resetToLaunch()
  }

  /// The app (or lesson) as it was launched, keeping the screen's settings and mode.
  mutating func resetToLaunch() {
    if practice != nil {
      // Practice: the item on screen from its set-up again (an answer given stays given).
      playItem()
      return say(Said.resetDone, isError: false)
    }
    var fresh: Classroom
    if let lesson {
      fresh = Classroom(lesson: lesson, settings: settings)
    } else {
      fresh = Classroom(
        catalogue: catalogue, initialState: session.initialState, settings: settings,
        source: source)
    }
    fresh.source = source
    fresh.own = own
    fresh.isRecorded = isRecorded
    fresh.compareKind = compareKind
    fresh.actionLimit = actionLimit
    fresh.epoch = epoch + 1
    fresh.classLive = classLive.map { ClassLive(joined: $0.joined) }
    fresh.lessonScores = lessonScores
    let compared = compare?.kind
    self = fresh
    if let compared {
      mode = .compare(CompareView(kind: compared, truth: session, catalogue: catalogue))
    }
    say(Said.resetDone, isError: false)
  }
}
