import VCLifeCore
import VCLifeScript

/// Keys: each key is an action, a move of the selection or of time, or a setting.
extension LiveModel {
  // MARK: Keys

  /// What the session is doing, for the key table: a lesson, a replay, or free play.
  var activity: KeyBinding.Activity {
    lesson != nil ? .lesson : planned.isEmpty ? .freePlay : .replay
  }

  /// Whether the app offers what a key needs (controllers to push or present).
  func offers(_ need: KeyBinding.Need) -> Bool {
    switch need {
    case .nothing: true
    case .pushable: !catalogue.pushable.isEmpty
    case .presentable: !catalogue.presentable.isEmpty
    case .pushableOrPresentable: !catalogue.pushable.isEmpty || !catalogue.presentable.isEmpty
    }
  }

  /// Applies one key: the help screen and the picker take keys first, then the key table's
  /// command for this screen. Returns what the loop must do.
  @discardableResult
  public mutating func handle(_ key: Key) -> [Effect] {
    message = nil
    if showsHelp { return HelpScreen.answer(key, page: &helpPage, shows: &showsHelp) }
    if picker != nil { return handlePicker(key) }
    if lessonMenu != nil { return handleLessonMenu(key) }
    if key != .char("R") { confirmsReset = false }
    if key == .resize || key == .ctrl("l") { return [] }
    guard let command = Keymap.command(for: key, on: .single, activity) else {
      say(Words.unknownKey(key), isError: true)
      return []
    }
    return apply(command)
  }

  /// Applies a command. An action on the app while a lesson is taught takes the lesson off
  /// its path: it becomes a detour, which `n` leaves (see ``LessonMark``).
  @discardableResult
  public mutating func apply(_ command: Command) -> [Effect] {
    if command.isAction, lesson != nil {
      let mark = detour ?? LessonMark(of: self)
      let before = session.actions.count
      let effects = run(command)
      if detour == nil, session.actions.count != before || isRewound {
        startDetour(from: mark)
      }
      return effects
    }
    return run(command)
  }

  /// The command itself.
  private mutating func run(_ command: Command) -> [Effect] {
    switch command {
    case .nextStep: nextStepOrReveal()
    case .answer(let choice): answer(choice)
    case .stepOrPause: stepOrPause()
    case .push: performWithNext(from: catalogue.pushable, verb: .push, Action.push)
    case .pop: perform(.pop)
    case .popToRoot: perform(.popToRoot)
    case .present: performWithNext(from: catalogue.presentable, verb: .present, Action.present)
    case .dismiss: perform(.dismiss)
    case .pick: openPicker()
    case .tapTab(let number): tapTab(number)
    case .rotate: perform(.rotate(session.state.orientation.rotated))
    case .cycleStatusBar: perform(.setStatusBar(session.state.statusBar.next))
    case .warning: perform(.warning)
    case .switchIOS: perform(.setBehavior(session.state.behavior.nextInCycle))
    // Only compare mode has two sides to choose a version for.
    case .switchLeftIOS: break
    case .presentFullScreen:
      performWithNext(from: catalogue.presentable, verb: .present, Action.presentFullScreen)
    case .swipe: perform(.swipe)
    case .finishSwipe: perform(.finishGesture)
    case .cancelSwipe: perform(.cancelGesture)
    case .toggleBackground:
      return run(session.state.scene == .active ? .toBackground : .toForeground)
    case .toBackground: perform(.background)
    case .toForeground: perform(.foreground)
    case .reclaim: perform(.reclaim)
    case .access: performOnSelected(Action.access)
    case .isViewLoaded: performOnSelected(Action.isViewLoaded)
    case .restart: perform(.restart)
    case .reset: resetOrConfirm()
    case .back: rewind(1)
    case .first: rewind(Int.max / 2)
    case .forward: forwardOrAsk { $0.stepForward() }
    case .last:
      if prediction != nil { return run(.nextStep) }
      showAll()
      logScroll = 0
    case .selectUp: moveSelection(-1)
    case .selectDown: moveSelection(1)
    case .followScreen: selectedRow = nil
    case .scrollLogUp: scrollLog(by: 5)
    case .scrollLogDown: scrollLog(by: -5)
    case .cyclePacing:
      pacing = pacing.next
      isPaused = false
      if pacing == .instant, prediction == nil { showAll() }
      say(Localized(en: "Pacing: \(paceLabel).", zh: "节奏：\(paceLabel)。"), isError: false)
    case .faster: speedLevel = min(speedLevel + 1, Self.speeds.count - 1)
    case .slower: speedLevel = max(speedLevel - 1, 0)
    case .cycleLanguage:
      let all = ReportLanguage.allCases
      let next = all[(all.firstIndex(of: language)! + 1) % all.count]
      // Chinese is drawn in a UTF-8 locale, never as `??` (none installed: English, said).
      guard let drawable = CharacterLocale.drawable(next) else {
        language = .en
        say(CharacterLocale.noChinese, isError: true)
        return []
      }
      language = drawable
    case .cycleTheme:
      theme = theme.next
      say(Words.themeChanged(theme), isError: false)
      return [.applyTheme(theme)]
    case .toggleProjector: showsPresentation.toggle()
    case .toggleWhy: showsWholeWhy.toggle()
    case .export: return [.export]
    case .switchScreen:
      // An open question stays open on the other screen: nothing is revealed by switching.
      if isFinishedLesson {
        // After the last step, compare mode walks the lesson again, side by side.
        walkAgain()
      } else if prediction == nil, detour == nil {
        showAll()
      }
      return [.switchScreen]
    case .help: showsHelp = true
    case .lessonMenu: openLessonMenu()
    case .quit: return [.quit]
    }
    return []
  }

  /// A number in a lesson: the class's answer, or, with no question offering choices, a
  /// word on what numbers do here (a number called out early must not switch a tab).
  mutating func answer(_ choice: Int) {
    if awaitsChoice { return choose(choice) }
    say(
      detour != nil
        ? Words.offLesson(step: lessonStep)
        : Localized(
          en: "In a lesson, numbers answer a question with choices; n plays the next step.",
          zh: "课程中数字键用于回答有选项的问题；按 n 进入下一步。"), isError: false)
  }

  /// A number outside a lesson: the user's tap on that tab; on the selected tab it pops to
  /// the root (SPEC §9.5).
  mutating func tapTab(_ number: Int) {
    let tabs = session.state.layout.tabs
    guard session.state.layout.hasTabBar, number - 1 < tabs.count,
      let name = tabs[number - 1].controllers.first
    else {
      return say(
        Localized(en: "There is no tab \(number).", zh: "没有第 \(number) 个标签页。"), isError: true)
    }
    perform(.tap(name))
  }

  // MARK: Selection and scrolling

  /// `a` and `v`: an action on the selected controller (the one on screen unless ↑/↓ chose).
  mutating func performOnSelected(_ action: (String) -> Action) {
    if let leaked = selectedLeaked {
      return say(Words.leakedUnreachable(leaked.name), isError: true)
    }
    guard let name = selectedController else {
      return say(
        Localized(en: "Select a controller first (↑/↓).", zh: "请先选择一个控制器（↑/↓）。"),
        isError: true)
    }
    perform(action(name))
  }

  /// `p` and `m`: the next catalogue controller (defined first when it is a numbered copy),
  /// then the action on it.
  mutating func performWithNext(
    from names: [String], verb: Verb, _ action: (String) -> Action
  ) {
    guard let next = catalogue.nextController(from: names, in: session.state) else {
      return say(verb.nothingTo, isError: true)
    }
    if let definition = next.definition { perform(.define(definition)) }
    perform(action(next.name))
  }

  /// ↑/↓: the next controller row up or down; the selection then stops following the screen.
  mutating func moveSelection(_ step: Int) {
    guard let current = effectiveSelectedRow else { return }
    if let row = rows.controllerRow(from: current, step: step) { selectedRow = row }
  }

  /// PgUp/PgDn: scrolls the log back from the cursor, never past the first event.
  mutating func scrollLog(by amount: Int) {
    let limit = cursor ?? 0
    logScroll = max(0, min(limit, logScroll + amount))
  }

  /// Puts a message in the status line until the next key.
  mutating func say(_ text: String, isError: Bool) {
    message = StatusMessage(text: text, isError: isError)
  }

  /// Puts a message in the chosen language(s) in the status line until the next key.
  mutating func say(_ text: Localized, isError: Bool) {
    say(Words.sentence(text, language), isError: isError)
  }

  // MARK: Reset

  /// `R`: the first press asks, the second resets the app to its launch (a lesson to its
  /// start). Nothing is lost unasked: the message says how to save the session first.
  mutating func resetOrConfirm() {
    guard confirmsReset else {
      confirmsReset = true
      return say(
        Words.confirmReset, isError: false)
    }
    confirmsReset = false
    resetToLaunch()
  }

  /// The app (or lesson) as it was launched, keeping the screen's settings: pacing, speed,
  /// language, theme, projector view.
  mutating func resetToLaunch() {
    var fresh: LiveModel
    if let lesson {
      fresh = LiveModel(lesson: lesson, pacing: pacing, language: language, theme: theme)
    } else {
      fresh = LiveModel(
        catalogue: catalogue, behavior: session.initialState.behavior, pacing: pacing,
        language: language, theme: theme, presentation: showsPresentation,
        budget: session.initialState.budget)
    }
    fresh.showsPresentation = showsPresentation
    fresh.speedLevel = speedLevel
    self = fresh
    say(Words.resetDone, isError: false)
  }

  // MARK: Picker

  /// `g`: a list of the catalogue's controllers to push or present, the next one highlighted.
  mutating func openPicker() {
    let names =
      catalogue.pushable + catalogue.pickable
      + catalogue.presentable.filter { !catalogue.pushable.contains($0) }
    guard !names.isEmpty else {
      return say(
        Localized(en: "This app has no controllers to pick.", zh: "这个应用没有可选的控制器。"), isError: true)
    }
    let next = catalogue.nextController(from: catalogue.pushable, in: session.state)?.name
    let index = names.firstIndex { name in next.map { $0.hasPrefix(name) } ?? false } ?? 0
    picker = Picker(names: names, index: index)
  }

  /// Keys while the picker is open: move, push, present, or close.
  mutating func handlePicker(_ key: Key) -> [Effect] {
    guard var open = picker else { return [] }
    switch key {
    case .up, .char("k"): open.index = max(0, open.index - 1)
    case .down, .char("j"): open.index = min(open.names.count - 1, open.index + 1)
    case .enter, .char("p"):
      picker = nil
      return detouring {
        $0.performWithNext(from: [open.names[open.index]], verb: .push, Action.push)
      }
    case .char("m"):
      picker = nil
      return detouring {
        $0.performWithNext(from: [open.names[open.index]], verb: .present, Action.present)
      }
    case .char("N"):
      // Presented inside a navigation controller: pushes then go into it (SPEC §9.7).
      picker = nil
      return detouring {
        $0.performWithNext(
          from: [open.names[open.index]], verb: .present, Action.presentInNavigation)
      }
    case .char("q"), .ctrl("c"):
      picker = nil
      return [.quit]
    default:
      picker = nil
      return []
    }
    picker = open
    return []
  }

  /// A picked controller pushed or presented: in a lesson, a detour like any action.
  private mutating func detouring(_ act: (inout LiveModel) -> Void) -> [Effect] {
    let mark = detour ?? LessonMark(of: self)
    let before = session.actions.count
    act(&self)
    if lesson != nil, detour == nil, session.actions.count != before { startDetour(from: mark) }
    return []
  }
}
