import VCLifeCore

/// `action`: which action produced this log? The wrong choices are other actions valid at
/// the same moment, each checked to produce another log.
enum ActionItem {
  /// The longest log shown, by level. (At 8 callbacks level 1 had five items in all: a
  /// push or a presentation makes ten or more.)
  static func maximumLog(_ level: Int) -> Int { Level.pick(level, [12, 14, 16]) }

  /// The controller an action names, if any.
  static func subject(_ action: Action) -> String? {
    switch action {
    case .push(let name), .present(let name), .presentInNavigation(let name),
      .presentFullScreen(let name), .selectTab(let name), .tap(let name), .access(let name),
      .isViewLoaded(let name):
      name
    default: nil
    }
  }

  static func build(_ draft: Draft, id: ItemID, using rng: inout SplitMix64) -> PracticeItem? {
    let log = draft.events.callbackTokens
    guard log.count >= 2, log.count <= maximumLog(draft.level) else { return nil }
    // A choice that names a controller the log never mentions is ruled out by its name
    // alone: when the answer's controller is in the log, no such choice is offered (else
    // "push A, B or C" with only A in the log asks for nothing but reading names).
    let named = Set(log.compactMap { $0.split(separator: " ").first.map(String.init) })
    let answerNamed = subject(draft.asked).map(named.contains) ?? false
    func readsByName(_ action: Action) -> Bool {
      answerNamed && subject(action).map { !named.contains($0) } == true
    }
    // A wrong action must call other callbacks, not only the same ones in another order or
    // with other lines of this simulator's own (SPEC §14): else a real device may show its
    // log as this one.
    let gradable = UIKitFixes.gradable(draft.events.callbacks, on: draft.version)
    var wrong: [(action: Action, log: [String])] = []
    let moves = rng.shuffled(draft.situation.moves()).filter { $0 != draft.asked }
    for action in moves.filter({ !readsByName($0) }) {
      var walk = draft.situation.walk
      guard let events = walk.take(action) else { continue }
      let other = events.callbackTokens
      guard !other.isEmpty, other != log, !wrong.contains(where: { $0.log == other }),
        UIKitFixes.gradable(events.callbacks, on: draft.version) != gradable
      else { continue }
      wrong.append((action, other))
      if wrong.count == 3 { break }
    }
    guard wrong.count >= 2 else { return nil }
    let lines = [draft.asked.scriptText] + wrong.map(\.action.scriptText)
    let choices = rng.shuffled(
      lines.map { Choice(text: Wording.callback(Wording.code($0)), token: $0) })
    guard let answer = choices.firstIndex(where: { $0.token == lines[0] }) else { return nil }
    let question = Bilingual(
      "Once the set-up has run, one action made exactly the callbacks of this log. Which action "
        + "was it?",
      "准备步骤完成后，一个操作恰好调用了这段日志中的回调。是哪个操作？")
    var why = [
      Bilingual(
        "\(Wording.code(lines[0])) makes this log.", "\(Wording.code(lines[0])) 产生了这段日志。")
    ]
    why += draft.events.callbacks.prefix(2).map(Draft.narration)
    // Each choice's own part of the why: the right one's sentences, a wrong one's parting.
    var because = [lines[0]: Wording.sentences(why)]
    for other in wrong {
      let line = Wording.code(other.action.scriptText)
      let parting = Divergence.describe(log, other.log, subject: Bilingual(line, "若是 \(line)"))
      because[other.action.scriptText] = parting
      why.append(parting)
    }
    return draft.item(
      id: id, log: log, question: question, why: Wording.sentences(why),
      choices: choices.map { $0.explained(because[$0.token]) }, answer: [answer + 1],
      basis: [basis(of: draft.topic)])
  }

  /// The documented callbacks an action of a topic makes.
  static func basis(of topic: Topic) -> UIKitFixes.Basis {
    let citation: String
    switch topic {
    case .navigation, .tabs:
      citation = "SPEC §3: each transition's callbacks (seed 000, seed 001; published logs)"
    case .presentation:
      citation = "SPEC §3, §12, §13.5: a presentation's callbacks, full screen or as a sheet"
    case .memory: citation = "SPEC §4, §14.1: what a memory warning calls (seed 000)"
    case .loading: citation = "SPEC §2: reading a nil view starts the load cycle (seed 000)"
    case .scenes: citation = "SPEC §12, §13.1: the scene's life cycle (UISceneDelegate reference)"
    case .rotation: citation = "SPEC §8, §12, §15.1: what a rotation calls on each version"
    case .gotchas: citation = "SPEC §10: the gotchas (seed 000, Listing 4-3)"
    }
    return UIKitFixes.Basis(citation: citation)
  }
}
