import VCLifeCore
import VCLifeScript

/// Keys: each key is an action, a move of the selection or of time, or a setting.
extension LiveModel {
  // MARK: Keys

  /// Applies one key.
  public mutating func handle(_ key: Key) {
    message = nil
    if HelpScreen.close(for: key, showsHelp: &showsHelp, shouldQuit: &shouldQuit) { return }
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
    case .enter: playNextQueued()
    case .ctrl("c"): shouldQuit = true
    case .resize: break
    default: say("That key does nothing here; press ? for the keys.", isError: true)
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
    case "1"..."9":
      let tab = Int(String(character))! - 1
      let tabs = session.state.layout.tabs
      guard session.state.layout.hasTabBar, tab < tabs.count, let name = tabs[tab].controllers.first
      else {
        return say("There is no tab \(character).", isError: true)
      }
      perform(.selectTab(name))
    case "w": perform(.warning)
    case "i": perform(.setBehavior(session.state.behavior == .iOS5 ? .iOS6 : .iOS5))
    case "a":
      guard let name = selectedController else {
        return say("Select a controller first (↑/↓).", isError: true)
      }
      perform(.access(name))
    case "r": perform(.restart)
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
      say("Pacing: \(pacing.rawValue).", isError: false)
    case "+", "=": speedLevel = min(speedLevel + 1, Self.speeds.count - 1)
    case "-", "_": speedLevel = max(speedLevel - 1, 0)
    case "L":
      let all = ReportLanguage.allCases
      language = all[(all.firstIndex(of: language)! + 1) % all.count]
    case "x": wantsExport = true
    case "c":
      showAll()
      wantsSwitch = true
    case "n": playNextQueued()
    case "P": showsPresentation.toggle()
    case "t":
      theme = theme.next
      say("Theme: \(theme.rawValue).", isError: false)
    case "?": showsHelp = true
    case "q": shouldQuit = true
    default:
      say(
        "Unknown key \(DisplayWidth.sanitized(String(character))); press ? for the keys.",
        isError: true)
    }
  }

  // MARK: Selection and scrolling

  /// `p` and `m`: the next catalogue controller (defined first when it is a numbered copy),
  /// then the action on it.
  mutating func performWithNext(
    from names: [String], verb: String, _ action: (String) -> Action
  ) {
    guard let next = catalogue.nextController(from: names, in: session.state) else {
      return say("This app has no controller to \(verb).", isError: true)
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
}
