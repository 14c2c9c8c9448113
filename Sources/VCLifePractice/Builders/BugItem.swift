import VCLifeCore

/// `bug`: which controller's code is wrong? One controller has a flaw: Listing 4-3 as the
/// guide prints it (Apple's own code, whose flaw is a reader's finding, SPEC §15.3) or a mistake of
/// SPEC §10 (the handler that reads `self.view`, super not called, outlets or content kept,
/// a draft not saved, a retain cycle); every other live controller's code is correct. The
/// log shown is the asked action's callbacks and effects, less the effects that name the
/// mistake; it must differ from the log of the same plan with the mistake corrected.
enum BugItem {
  /// Effects whose name gives the mistake away; the narration of these is the "why".
  static let telling: Set<Effect> = [
    .superNotCalled, .outletsHeld, .contentKept, .keptContentFreed, .viewStateLost,
    .viewStateGone, .leaked, .heldOutletsFreed,
  ]

  /// The events a `bug` item shows: callbacks and effects, less the telling ones.
  static func shownEvents(_ events: [Event]) -> [Event] {
    events.filter { event in
      switch event.name {
      case .callback: true
      case .effect(let effect): !telling.contains(effect)
      default: false
      }
    }
  }

  /// The log a `bug` item shows, as tokens.
  static func shownLog(_ events: [Event]) -> [String] { shownEvents(events).map(\.token) }

  /// Whether the log with the mistake and the log with it corrected differ in what a student
  /// can see on a real device: other lines, not only another order or other lines of this
  /// simulator's own (SPEC §14; from iOS 7 the backing store's release is one of those).
  static func differs(_ events: [Event], _ corrected: [Event], on version: SystemBehavior) -> Bool {
    UIKitFixes.gradable(shownEvents(events), on: version)
      != UIKitFixes.gradable(shownEvents(corrected), on: version)
  }

  /// The documented rule a controller's mistake breaks.
  static func basis(_ template: ControllerTemplate) -> UIKitFixes.Basis {
    let gotchas = template.gotchas
    let citation: String
    if template.onWarning == .releaseViewUnsafe {
      citation =
        "SPEC §4, §15.3: Listing 4-3 as printed reads self.view, which loads a nil view (seed 000, seed 003)"
    } else if !gotchas.callsSuperOnWarning {
      citation =
        "SPEC §10: an override of didReceiveMemoryWarning calls super (UIViewController reference)"
    } else if !gotchas.releasesOutlets {
      citation = "SPEC §10: viewDidUnload releases the outlets (UIViewController reference, iOS 5)"
    } else if !gotchas.releasesContent {
      citation = "SPEC §11.2: the objects viewDidLoad created are released by the controller's code"
    } else if gotchas.viewState != nil && !gotchas.savesViewState {
      citation = "SPEC §15.5: the app's viewWillUnload saves view properties (seed 000, step 4)"
    } else if gotchas.retainCycle {
      citation =
        "SPEC §10: a retain cycle keeps a removed controller alive (a common memory mistake)"
    } else {
      citation = "SPEC §10: the gotchas"
    }
    return UIKitFixes.Basis(citation: citation)
  }

  /// The longest log shown, by level: the callbacks of every controller a warning reaches.
  static func maximumLog(_ level: Int) -> Int { Level.pick(level, [16, 20, 24]) }

  /// Whether a controller's mistake shows only where iOS 5's super unloads views: super
  /// not called, outlets or content kept, a draft not saved.
  static func showsOnIOS5(_ template: ControllerTemplate) -> Bool {
    let gotchas = template.gotchas
    return !gotchas.callsSuperOnWarning || !gotchas.releasesOutlets || !gotchas.releasesContent
      || (gotchas.viewState != nil && !gotchas.savesViewState)
  }

  /// Draws an item; `version` nil: iOS 5 for a mistake only iOS 5 shows, else one of the
  /// level's versions.
  static func build(
    level: Int, version forced: SystemBehavior?, id: ItemID, using rng: inout SplitMix64
  ) -> PracticeItem? {
    guard !PracticeApp.withBugs.isEmpty else { return nil }
    let app = rng.pick(PracticeApp.withBugs)
    let culprit = rng.pick(app.buggy)
    let version =
      forced
      ?? (showsOnIOS5(app.template(culprit)) ? .iOS5 : rng.pick(Level.versions(level)))
    // The culprit joins right after the launch, unless it is a root; then the set-up goes on.
    guard var situation = Situation.draw(app: app, version: version, level: 1, using: &rng)
    else { return nil }
    if situation.walk.state.controllers[culprit] == nil {
      let joins: [Action] = [.push(culprit), .present(culprit), .selectTab(culprit)]
      guard joins.contains(where: { situation.walk.take($0) != nil }) else { return nil }
    }
    for _ in 0..<rng.number(in: Level.setupMoves(level)) {
      for action in rng.shuffled(situation.moves()).prefix(6)
      where situation.walk.take(action) != nil { break }
    }
    let live = situation.walk.state.liveControllers
    guard live.contains(where: { $0.name == culprit }),
      live.allSatisfy({
        $0.name == culprit
          || (!$0.template.isBuggy && !$0.template.callsSuper
            && !PracticeApp.nameTellsCorrectness($0.name))
      })
    else { return nil }
    // The asked action: the first, of those that show most mistakes and then the rest, whose
    // log differs from the log with the culprit's code corrected.
    let fixed = [app.template(culprit).corrected]
    var found: (draft: Draft, log: [String], corrected: [Event])?
    let likely: [Action] = [.warning, .pop, .popToRoot, .dismiss]
    for action in rng.shuffled(likely) + rng.shuffled(situation.moves()) {
      var walk = situation.walk
      guard let events = walk.take(action),
        let corrected = Walk.run(
          app: app, version: version, definitions: fixed, setup: situation.setup, asked: action)
      else { continue }
      let log = shownLog(events)
      guard differs(events, corrected.events, on: version), log.count <= maximumLog(level)
      else { continue }
      let draft = Draft(situation: situation, asked: action, events: events, topic: .gotchas)
      found = (draft, log, corrected.events)
      break
    }
    guard let (draft, log, correctedEvents) = found else { return nil }
    let correctedLog = shownLog(correctedEvents)
    // Choices: the culprit and up to three correct live controllers, those the log names
    // first.
    let named = Set(draft.events.map(\.object))
    let innocent = live.map(\.name).filter { $0 != culprit }
    guard named.contains(culprit), innocent.count >= 2 else { return nil }
    let names =
      [culprit]
      + (rng.shuffled(innocent.filter(named.contains))
      + rng.shuffled(innocent.filter { !named.contains($0) })).prefix(3)
    let choices = rng.shuffled(names.map { Choice(text: Bilingual($0, $0), token: $0) })
    guard let answer = choices.firstIndex(where: { $0.token == culprit }) else { return nil }
    let asked = Wording.code(draft.asked.scriptText)
    let question = Bilingual(
      "One controller's code has a flaw (the guide's Listing 4-3 as printed, or a common "
        + "memory mistake); the rest is correct. After \(asked) the log shows this: whose code "
        + "is wrong?",
      "只有一个视图控制器的代码有缺陷（照原样使用指南中的列表 4-3，或常见的内存错误），其余都正确。"
        + "执行 \(asked) 之后日志如下：谁的代码有错？")
    let correctedTokens = Set(correctedLog)
    var why = draft.events.filter { event in
      event.object == culprit
        && (isTelling(event) || !correctedTokens.contains(event.token))
    }.prefix(3).map(Draft.narration)
    why.append(
      Bilingual(
        "With \(Wording.own(culprit)) code corrected, the log would differ: "
          + Divergence.describe(log, correctedLog, subject: Bilingual("it", "")).en,
        "如果改正 \(culprit) 的代码，日志会不同："
          + Divergence.describe(log, correctedLog, subject: Bilingual("", "改正后")).zh))
    // Each choice's own part of the why: the culprit's is all of it; another controller's
    // code is correct (the question says only one is wrong).
    let explained = choices.map { choice in
      choice.explained(
        choice.token == culprit
          ? Wording.sentences(why)
          : Bilingual(
            "\(Wording.own(choice.token)) code is correct; the mistake is in \(Wording.own(culprit)).",
            "\(choice.token) 的代码是正确的；出错的是 \(culprit) 的代码。"))
    }
    return draft.item(
      id: id, log: log, question: question, why: Wording.sentences(why), choices: explained,
      answer: [answer + 1], basis: [basis(app.template(culprit))])
  }

  static func isTelling(_ event: Event) -> Bool {
    if case .effect(let effect) = event.name { return telling.contains(effect) }
    return false
  }
}
