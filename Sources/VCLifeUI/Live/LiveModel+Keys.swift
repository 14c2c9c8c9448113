import VCLifeCore
import VCLifeScript

/// Keys: each key is an action, a move of the selection or of time, or a setting.
extension LiveModel {
  // MARK: Keys

  /// Applies one key.
  public mutating func handle(_ key: Key) {
    message = nil
    if HelpScreen.close(for: key, showsHelp: &showsHelp, page: &helpPage, shouldQuit: &shouldQuit) {
      return
    }
    if picker != nil { return handlePicker(key) }
    if key != .char("R") { confirmsReset = false }
    switch key {
    case .char(let character): handle(character)
    case .up: moveSelection(-1)
    case .down: moveSelection(1)
    case .left: stepBack(1)
    case .right: stepForward()
    case .home: stepBack(Int.max / 2)
    case .end:
      showAll()
      logScroll = 0
    case .pageUp: scrollLog(by: 5)
    case .pageDown: scrollLog(by: -5)
    case .escape: selectedRow = nil
    case .enter: nextStepOrReveal()
    case .ctrl("c"): shouldQuit = true
    case .resize: break
    default:
      say(
        Localized(
          en: "That key does nothing here; press ? for the keys.", zh: "这个键在此无作用；按 ? 查看按键。"),
        isError: true)
    }
  }

  /// A printable key: the actions and settings of the key legend.
  mutating func handle(_ character: Character) {
    switch character {
    case "p": performWithNext(from: catalogue.pushable, verb: "push", Action.push)
    case "b": perform(.pop)
    case "B": perform(.popToRoot)
    case "m": performWithNext(from: catalogue.presentable, verb: "present", Action.present)
    case "d": perform(.dismiss)
    case "1"..."9" where awaitsChoice:
      choose(Int(String(character))!)
    case "1"..."9" where lesson != nil:
      // In a lesson the steps drive the app: a number called out early must not switch a tab
      // behind the next question's back.
      say(
        Localized(
          en: "In a lesson, numbers answer a question with choices; n plays the next step.",
          zh: "课程中数字键用于回答有选项的问题；按 n 进入下一步。"), isError: false)
    case "1"..."9":
      let tab = Int(String(character))! - 1
      let tabs = session.state.layout.tabs
      guard session.state.layout.hasTabBar, tab < tabs.count, let name = tabs[tab].controllers.first
      else {
        return say(
          Localized(en: "There is no tab \(character).", zh: "没有第 \(character) 个标签页。"),
          isError: true)
      }
      // A number is the user's tap: on the selected tab it pops to the root (SPEC §9.5).
      perform(.tap(name))
    case "o": perform(.rotate(session.state.orientation.rotated))
    case "S": perform(.setStatusBar(session.state.statusBar.next))
    case "w": perform(.warning)
    case "i": perform(.setBehavior(session.state.behavior == .iOS5 ? .iOS6 : .iOS5))
    case "a": performOnSelected(Action.access)
    case "v": performOnSelected(Action.isViewLoaded)
    case "r": perform(.restart)
    case "R": resetOrConfirm()
    case "g": openPicker()
    // hjkl as the arrows: h and l move through time like ← and →.
    case "h": stepBack(1)
    case "l": stepForward()
    case "j": moveSelection(1)
    case "k": moveSelection(-1)
    case " ": stepOrPause()
    case "s":
      pacing = pacing.next
      isPaused = false
      if pacing == .instant { showAll() }
      say(Localized(en: "Pacing: \(paceLabel).", zh: "节奏：\(paceLabel)。"), isError: false)
    case "+", "=": speedLevel = min(speedLevel + 1, Self.speeds.count - 1)
    case "-", "_": speedLevel = max(speedLevel - 1, 0)
    case "L":
      let all = ReportLanguage.allCases
      language = all[(all.firstIndex(of: language)! + 1) % all.count]
    case "x": wantsExport = true
    case "c":
      // An open question stays open on the other screen: nothing is revealed by switching.
      if prediction == nil { showAll() }
      wantsSwitch = true
    case "n": nextStepOrReveal()
    case "P": showsPresentation.toggle()
    case "t":
      theme = theme.next
      say(Localized(en: "Theme: \(theme.rawValue).", zh: "配色：\(theme.rawValue)。"), isError: false)
    case "?": showsHelp = true
    case "q": shouldQuit = true
    default:
      let shown = DisplayWidth.sanitized(String(character))
      say(
        Localized(
          en: "Unknown key \(shown); press ? for the keys.", zh: "未知的键 \(shown)；按 ? 查看按键。"),
        isError: true)
    }
  }

  // MARK: Selection and scrolling

  /// `a` and `v`: an action on the selected controller (the one on screen unless ↑/↓ chose).
  mutating func performOnSelected(_ action: (String) -> Action) {
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
    from names: [String], verb: String, _ action: (String) -> Action
  ) {
    guard let next = catalogue.nextController(from: names, in: session.state) else {
      return say(
        Localized(
          en: "This app has no controller to \(verb).",
          zh: "这个应用没有可\(verb == "push" ? "推入" : "呈现")的控制器。"),
        isError: true)
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
  mutating func handlePicker(_ key: Key) {
    guard var open = picker else { return }
    switch key {
    case .up, .char("k"): open.index = max(0, open.index - 1)
    case .down, .char("j"): open.index = min(open.names.count - 1, open.index + 1)
    case .enter, .char("p"):
      picker = nil
      return performWithNext(from: [open.names[open.index]], verb: "push", Action.push)
    case .char("m"):
      picker = nil
      return performWithNext(from: [open.names[open.index]], verb: "present", Action.present)
    case .char("N"):
      // Presented inside a navigation controller: pushes then go into it (SPEC §9.7).
      picker = nil
      return performWithNext(
        from: [open.names[open.index]], verb: "present", Action.presentInNavigation)
    case .char("q"), .ctrl("c"):
      picker = nil
      shouldQuit = true
      return
    default:
      picker = nil
      return
    }
    picker = open
  }
}
