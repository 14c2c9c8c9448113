import VCLifeCore

/// `freed`: after a memory warning, which parts of one controller's memory (Table 4-1 of
/// Apple's text) are freed and which stay? The answer is read from the controller's memory
/// before and after the warning; wrong choices are what other versions or another handler
/// would free, then other plausible sets.
enum FreedItem {
  /// The parts a warning took (smaller after than before), in Table 4-1's order.
  static func freed(_ before: ControllerState, _ after: ControllerState?) -> [MemoryPart] {
    MemoryPart.allCases.filter { before.memory[$0] > (after?.memory[$0] ?? 0) }
  }

  /// The parts an item may grade on `version` (SPEC §14.3): from iOS 7 never the backing
  /// store, whose release is the iOS 6 guide's rule and tied to leaving the window, not to the
  /// warning; never the content a handler releases beside its `view = nil` (`contentAside`),
  /// which is this simulator's reading of Listing 4-3's "clean up any of your own resources",
  /// not code the student sees.
  static func graded(_ parts: [MemoryPart], on version: SystemBehavior, contentAside: Bool)
    -> [MemoryPart]
  {
    parts.filter {
      !(version > .iOS6 && $0 == .backingStore) && !(contentAside && $0 == .content)
    }
  }

  /// What a warning took that an item on `version` may grade; `events`, the warning's, say
  /// whether a handler released the content.
  static func freed(
    _ before: ControllerState, _ after: ControllerState?, on version: SystemBehavior,
    events: [Event]
  )
    -> [MemoryPart]
  {
    graded(
      freed(before, after), on: version,
      contentAside: handlerReleasesContent(events, of: before.template.name))
  }

  /// Whether the warning's `events` show `name`'s handler releasing its content.
  static func handlerReleasesContent(_ events: [Event], of name: String) -> Bool {
    events.contains { $0.object == name && $0.reason == .contentReleased(.handler) }
  }

  /// What events say of a controller: each of its events' name and reason, from which the
  /// narration is written.
  static func said<S: Sequence>(_ events: S, of name: String) -> [String]
  where S.Element == Event {
    events.filter { $0.object == name }.map { "\($0.name) \($0.reason)" }
  }

  /// The token of a freed set: `Object part,part` or `Object none`.
  static func token(_ name: String, _ parts: [MemoryPart]) -> String {
    name + " " + (parts.isEmpty ? "none" : parts.map(\.rawValue).joined(separator: ","))
  }

  static func build(
    level: Int, version: SystemBehavior, id: ItemID, using rng: inout SplitMix64
  ) -> PracticeItem? {
    let app = rng.pick(PracticeApp.all)
    guard
      let situation = Situation.draw(app: app, version: version, level: max(level, 2), using: &rng)
    else { return nil }
    var walk = situation.walk
    guard let events = walk.take(.warning) else { return nil }
    let before = situation.walk.state
    // A controller that held more than its object, is still alive after the warning, and
    // that no warning of the set-up told the same of (its narration in the log over the
    // question would tell the answer).
    let named = before.liveControllers.filter { controller in
      controller.memory.total > controller.memory.controller
        && walk.state.controllers[controller.name] != nil
        && !situation.walk.plays(of: .warning).contains {
          said($0, of: controller.name) == said(events, of: controller.name)
        }
    }
    // Most warnings free nothing of most controllers (iOS 6+ keeps every view; a view on
    // screen stays), or only a backing store: a controller something is freed of is asked
    // about three times in four, an item whose answer is "nothing" is kept one time in four
    // and one whose answer is the backing store alone one time in two, or students would
    // learn an answer instead of the rule (before, 13 items in 16 were "nothing").
    let freeing = named.filter {
      !freed($0, walk.state.controllers[$0.name], on: version, events: events).isEmpty
    }
    guard !named.isEmpty else { return nil }
    let target = rng.pick(!freeing.isEmpty && rng.chance(3, in: 4) ? freeing : named)
    // Nothing graded rests on a line of this simulator's own (an iOS 5 unload of a view still
    // in its container's view), save the backing store's, which iOS 7+ items leave out.
    guard
      !events.contains(where: {
        $0.object == target.name && $0.name != .effect(.backingStoreFreed)
          && UIKitFixes.isSimulatorsOwn($0, on: version)
      })
    else { return nil }
    let contentAside = handlerReleasesContent(events, of: target.name)
    let held = graded(
      MemoryPart.allCases.filter { target.memory[$0] > 0 }, on: version,
      contentAside: contentAside)
    let right = freed(target, walk.state.controllers[target.name], on: version, events: events)
    // A handler's content set aside leaves no "nothing" answer: its warning freed something.
    guard !(contentAside && right.isEmpty) else { return nil }
    // (From iOS 7, with the backing store left out, most warnings free nothing gradable: one
    // such draw in ten is kept.)
    guard !right.isEmpty || rng.chance(1, in: version > .iOS6 ? 10 : 4) else { return nil }
    guard right != [.backingStore] || rng.chance(1, in: 2) else { return nil }
    // What other configurations free: other versions, another handler, super not called.
    var wrong: [[MemoryPart]: Bilingual] = [:]
    var variants: [(SystemBehavior, [ControllerTemplate], Bilingual)] = SystemBehavior.allCases
      .filter { $0 != version }.map { ($0, situation.definitions, Wording.on($0)) }
    for (changed, condition) in Variant.codeVariants(of: target.template) {
      variants.append(
        (version, situation.definitions.filter { $0.name != target.name } + [changed], condition))
    }
    for (otherVersion, definitions, condition) in variants {
      guard
        let run = Walk.run(
          app: app, version: otherVersion, definitions: definitions, setup: situation.setup,
          asked: .warning),
        let was = run.before.controllers[target.name]
      else { continue }
      let parts = freed(was, run.after.controllers[target.name]).filter(held.contains)
      if parts != right && wrong[parts] == nil { wrong[parts] = condition }
    }
    var sets = rng.shuffled(
      wrong.keys.sorted { $0.map(\.rawValue).joined() < $1.map(\.rawValue).joined() }
    )
    .prefix(2).map { $0 }
    // Then sets that are plausible without being right anywhere here.
    let plausible: [[MemoryPart]] = [
      [], held.filter { $0 != .controller }, held.filter { $0 == .backingStore },
      held.filter { [.views, .backingStore].contains($0) }, held.filter { $0 == .caches },
    ]
    for parts in rng.shuffled(plausible) where sets.count < 3 {
      if parts != right && !sets.contains(parts) { sets.append(parts) }
    }
    guard sets.count >= 2 else { return nil }
    let all = [right] + sets
    let choices = rng.shuffled(all.map { choice(target.name, $0) })
    guard let answer = choices.firstIndex(where: { $0.token == token(target.name, right) })
    else { return nil }
    // Short enough that the question and its four choices are whole at 60×20 in both
    // languages: the choices name only what is freed, so the question says the others stay.
    let table = tableWords(
      version, holdsBackingStore: held.contains(.backingStore), contentAside: contentAside)
    let question = Bilingual(
      "After the set-up, a memory warning: which of \(Wording.own(target.name)) parts "
        + "(\(table.en)) does it free? The others stay.",
      "准备步骤完成后，收到低内存警告：\(target.name) 的各部分（\(table.zh)）中哪些被释放？其余保留。")
    var why = events.filter { $0.object == target.name }.prefix(6).map(Draft.narration)
    guard !why.isEmpty else { return nil }
    // Each choice's own part of the why: the right one's narration; a wrong one's place where
    // it would be right, else what this warning frees.
    var because = [token(target.name, right): Wording.sentences(why)]
    for parts in sets {
      guard let condition = wrong[parts] else {
        because[token(target.name, parts)] = freesHere(
          target.name, right, contentAside: contentAside)
        continue
      }
      let text = choice(target.name, parts).text
      let sentence = Bilingual(
        "“\(text.en)” would be right \(condition.en).", "\(condition.zh)，“\(text.zh)”才是对的。")
      because[token(target.name, parts)] = sentence
      why.append(sentence)
    }
    let draft = Draft(situation: situation, asked: .warning, events: events, topic: .memory)
    return draft.item(
      id: id, log: [], question: question, why: Wording.sentences(why),
      choices: choices.map { $0.explained(because[$0.token]) }, answer: [answer + 1],
      basis: [basis(version)])
  }

  /// What this warning frees of a controller, said to a choice that is right nowhere here.
  static func freesHere(_ name: String, _ parts: [MemoryPart], contentAside: Bool = false)
    -> Bilingual
  {
    // The content its handler releases is not asked: "nothing else" would deny it.
    if contentAside {
      let freed = Wording.list(parts.map(Wording.part))
      return parts.isEmpty
        ? Bilingual(
          "Of the parts asked, this warning frees nothing of \(name).",
          "在所问的部分中，这次警告没有释放 \(name) 的任何部分。")
        : Bilingual(
          "Of the parts asked, this warning frees \(freed.en) of \(name).",
          "在所问的部分中，这次警告释放 \(name) 的\(freed.zh)。")
    }
    guard !parts.isEmpty else {
      return Bilingual(
        "This warning frees nothing of \(name).", "这次警告没有释放 \(name) 的任何部分。")
    }
    let freed = Wording.list(parts.map(Wording.part))
    return Bilingual(
      "This warning frees \(freed.en) of \(name), and nothing else.",
      "这次警告只释放 \(name) 的\(freed.zh)。")
  }

  /// How the question names the parts: Table 4-1; on iOS 6 the backing store's release as
  /// the iOS 6 guide's rule; from iOS 7 the backing store left out (SPEC §14.3).
  static func tableWords(_ version: SystemBehavior, holdsBackingStore: Bool, contentAside: Bool)
    -> Bilingual
  {
    if contentAside {
      if version > .iOS6 {
        return Bilingual("Table 4-1, backing store and content aside", "表 4-1，后备存储和内容除外")
      }
      return version == .iOS6 && holdsBackingStore
        ? Bilingual("Table 4-1, content aside; the iOS 6 guide's rule", "表 4-1，内容除外；按 iOS 6 指南的规则")
        : Bilingual("Table 4-1, content aside", "表 4-1，内容除外")
    }
    if version > .iOS6 { return Bilingual("Table 4-1, backing store aside", "表 4-1，后备存储除外") }
    if version == .iOS6 && holdsBackingStore {
      return Bilingual("Table 4-1; the iOS 6 guide's rule", "表 4-1；按 iOS 6 指南的规则")
    }
    return Bilingual("Table 4-1", "表 4-1")
  }

  /// What a version's answer rests on (SPEC §14.3).
  static func basis(_ version: SystemBehavior) -> UIKitFixes.Basis {
    UIKitFixes.Basis(
      citation: version < .iOS6
        ? "SPEC §4, §14.3: iOS 3–5 unload a view with no superview (UIViewController reference, iOS 5: viewWillUnload, viewDidUnload); the app's handler"
        : version == .iOS6
          ? "SPEC §14.3: the iOS 6 guide's rule (seed 000, Table 4-1: backing stores of views not in a window are released); the app's handler"
          : "SPEC §14.3: from iOS 7 only what the app's handler frees (Listing 4-3); views are kept (seed 000)"
    )
  }

  /// A choice: the parts a warning frees ("Its view objects and its backing store"), or
  /// "Nothing"; the question says that the others stay. Said as "Frees …; the rest stays."
  /// the four choices could not be read at 60×20 in both languages.
  static func choice(_ name: String, _ parts: [MemoryPart]) -> Choice {
    let freed = Wording.list(parts.map(Wording.part))
    let text =
      parts.isEmpty
      ? Bilingual("Nothing", "什么也不释放")
      : Bilingual(freed.en.prefix(1).uppercased() + freed.en.dropFirst(), freed.zh)
    return Choice(text: text, token: token(name, parts))
  }
}
