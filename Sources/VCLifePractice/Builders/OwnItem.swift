import VCLifeCore
import VCLifeScript

/// `own`: which of the student's own methods run, in order, at a moment of their class's
/// life in the photo-album app (pushed, covered, shown again, popped, warned, swiped back).
/// The answer is the class's overridden callbacks among the asked action's events; an item is
/// kept only when each of them, and their order, is one UIKit fixes (SPEC §14, `UIKitFixes`):
/// never a super mark, a line of this simulator's own or an order UIKit leaves open. Wrong
/// choices are what runs at the same moment on another version, at another moment of the same
/// set-up, and the right methods in another order, fewer of them, or none.
enum OwnItem {
  /// The items an id draws: the moment, the version and the other controller from its seed,
  /// tried a few times; nil when none passes the check.
  static func item(_ id: ItemID, own: OwnClass) -> PracticeItem? {
    guard let app = PracticeApp.all.first(where: { $0.name == Catalogue.builtInName }),
      let other = app.pushable.first(where: { $0 != own.name })
    else { return nil }
    var rng = SplitMix64(seed: id.seed)
    let moments = Moment.allCases.filter { id.topic == nil || $0.topic == id.topic }
    for _ in 0..<PracticeGenerator.attempts {
      guard !moments.isEmpty else { return nil }
      let moment = rng.pick(moments)
      let versions = Level.versions(id.level).filter { !moment.isSwipe || $0.hasInteractivePop }
      guard let version = id.ios ?? (versions.isEmpty ? nil : rng.pick(versions)) else { continue }
      if let item = build(
        id: id, own: own, app: app, other: other, moment: moment, version: version, using: &rng),
        ItemCheck.passes(item, own: own)
      {
        return item
      }
    }
    return nil
  }

  // MARK: - The answer

  /// Whether `event` is a callback the class overrides.
  static func isOverridden(_ event: Event, by own: OwnClass) -> Bool {
    // Spelled out: the optimizer of Swift 6.3 crashed on this test written as a map over
    // `UIKitFixes.selector(event)` in a generic filter.
    guard event.kind == .callback, event.object == own.name else { return false }
    guard case .callback(let selector) = event.name else { return false }
    return own.methods.contains(selector)
  }

  /// The class's overridden callbacks among `events`, in order.
  static func ran(_ events: [Event], _ own: OwnClass) -> [Event] {
    events.filter { isOverridden($0, by: own) }
  }

  /// Whether UIKit fixes each of the class's callbacks in `events` and their order (SPEC §14):
  /// the rules it rests on, or nil.
  static func basis(_ events: [Event], _ own: OwnClass, on version: SystemBehavior)
    -> Set<UIKitFixes.Basis>?
  {
    let rules = UIKitFixes(events, on: version)
    var indices: [Int] = []
    for (index, event) in rules.callbacks.enumerated() where isOverridden(event, by: own) {
      if UIKitFixes.isSimulatorsOwn(event, on: version) { return nil }
      indices.append(index)
    }
    return rules.basis(ordering: indices)
  }

  /// A choice's token: `Object selector selector`, or `Object none`.
  static func token(_ name: String, _ selectors: [String]) -> String {
    name + " " + (selectors.isEmpty ? "none" : selectors.joined(separator: " "))
  }

  /// The token of the class's callbacks among `events`.
  static func token(_ events: [Event], _ own: OwnClass) -> String {
    token(own.name, ran(events, own).map(\.name.text))
  }

  /// A choice's text: the methods in order, or none.
  static func text(_ selectors: [String]) -> Bilingual {
    selectors.isEmpty
      ? Bilingual("none of your methods", "你的方法都不运行")
      : Bilingual(selectors.joined(separator: " › "), selectors.joined(separator: " › "))
  }

  // MARK: - The item

  static func build(
    id: ItemID, own: OwnClass, app: PracticeApp, other: String, moment: Moment,
    version: SystemBehavior, using rng: inout SplitMix64
  ) -> PracticeItem? {
    let setup = moment.setup(own.name, other)
    let asked = moment.asked(own.name, other)
    guard
      let run = Walk.run(
        app: app, version: version, definitions: [own.template], setup: setup, asked: asked)
    else { return nil }
    let happened = ran(run.events, own)
    guard !happened.isEmpty, let order = basis(run.events, own, on: version) else { return nil }
    let right = happened.map(\.name.text)
    let choices = self.choices(
      right, variants(own, app: app, other: other, moment: moment, version: version), own)
    guard choices.count >= 2 else { return nil }
    let shown = rng.shuffled(choices)
    guard let answer = shown.firstIndex(where: { $0.token == choices[0].token }) else {
      return nil
    }
    return PracticeItem(
      id: id, topic: moment.topic, ios: version, app: app.name, definitions: [own.template],
      setup: setup, asked: asked, log: [], question: question(own, other, moment, version),
      why: why(run.events, own), choices: shown, answer: [answer + 1], reveal: run.events,
      basis: ([moment.citation] + order.sorted().map(\.citation)).joined(separator: "; "))
  }

  /// The right choice first, then up to three wrong ones: what runs elsewhere (`variants`:
  /// each a real misreading), then the right methods in another order, with one of the
  /// class's methods that does not run here, none, one fewer, or the idle method first.
  static func choices(_ right: [String], _ variants: [([String], Bilingual)], _ own: OwnClass)
    -> [Choice]
  {
    let idle = own.methods.map(\.rawValue).filter { !right.contains($0) }
    var wrong = variants
    if right.count > 1 {
      wrong.append(
        (
          right.reversed(),
          Bilingual("Those methods run, but not in that order.", "这些方法会运行，但顺序不对。")
        ))
    }
    if let extra = idle.first { wrong.append((right + [extra], notHere(own.name, extra))) }
    wrong.append(
      (
        [],
        Bilingual(
          "Your class overrides methods that run here.", "你的类重写的方法中，有的会在这里运行。")
      ))
    if let last = right.last, right.count > 1 {
      wrong.append(
        (
          Array(right.dropLast()),
          Bilingual("\(Wording.code(last)) runs too.", "\(Wording.code(last)) 也会运行。")
        ))
    }
    if let extra = idle.last { wrong.append(([extra] + right, notHere(own.name, extra))) }
    var choices = [
      Choice(
        text: text(right), token: token(own.name, right),
        why: Bilingual(
          "These of your methods run here, in this order.", "你的类中在这里运行的正是这些方法，顺序也对。"))
    ]
    var tokens: Set<String> = [choices[0].token]
    for (selectors, why) in wrong where choices.count < 4 {
      let choiceToken = token(own.name, selectors)
      guard tokens.insert(choiceToken).inserted else { continue }
      choices.append(Choice(text: text(selectors), token: choiceToken, why: why))
    }
    return choices
  }

  /// Why a method the class overrides is no answer here.
  static func notHere(_ name: String, _ selector: String) -> Bilingual {
    let callback = Wording.code("\(name) \(selector)")
    return Bilingual("\(callback) does not run here.", "\(callback) 在这里不会运行。")
  }

  /// What runs at the same moment on another version, and at the set-up's other moments,
  /// each with its words; left out where a line of it is this simulator's own.
  static func variants(
    _ own: OwnClass, app: PracticeApp, other: String, moment: Moment, version: SystemBehavior
  ) -> [([String], Bilingual)] {
    var found: [([String], Bilingual)] = []
    let setup = moment.setup(own.name, other)
    // The class's methods that run for `asked` on `version`, when UIKit fixes their order.
    func methods(on version: SystemBehavior, asked: Action) -> [String]? {
      guard
        let run = Walk.run(
          app: app, version: version, definitions: [own.template], setup: setup, asked: asked),
        basis(run.events, own, on: version) != nil
      else { return nil }
      return ran(run.events, own).map(\.name.text)
    }
    for otherVersion in [SystemBehavior.iOS5, .iOS17] where otherVersion != version {
      guard let names = methods(on: otherVersion, asked: moment.asked(own.name, other)) else {
        continue
      }
      found.append(
        (
          names,
          Bilingual(
            "That is what runs \(Wording.on(otherVersion).en).",
            "这是\(Wording.on(otherVersion).zh)运行的方法。")
        ))
    }
    for sibling in Moment.allCases
    where sibling != moment && sibling.setup(own.name, other) == setup {
      guard let names = methods(on: version, asked: sibling.asked(own.name, other)) else {
        continue
      }
      let words = sibling.words(own.name, other)
      found.append(
        (
          names,
          Bilingual(
            "That is what runs at another moment: \(words.en).", "这是另一情形下运行的方法：\(words.zh)。")
        ))
    }
    return found
  }

  static func question(
    _ own: OwnClass, _ other: String, _ moment: Moment, _ version: SystemBehavior
  ) -> Bilingual {
    let words = moment.words(own.name, other)
    // Swift needs iOS 7 (SPEC §16.3): before it, the class's logic is asked as if it ran there.
    let hypothetical =
      own.isSwift && version < .iOS7
      ? Bilingual(
        " (as if this logic ran on iOS \(version.rawValue): Swift needs iOS 7)",
        "（假设这段逻辑运行在 iOS \(version.rawValue) 上：Swift 需要 iOS 7）")
      : Bilingual("", "")
    let on = Wording.on(version)
    return Bilingual(
      "\(on.en.prefix(1).uppercased() + on.en.dropFirst())\(hypothetical.en): \(words.en). "
        + "Which of your methods run\(moment.when.en), in order?",
      "\(on.zh)\(hypothetical.zh)，\(words.zh)。\(moment.when.zh)你的类中哪些方法会运行？请按顺序选择。")
  }

  /// Why: each of the class's callbacks with its narration and what its own code did right
  /// after it (`followingOwnEffects`), and how the class was read.
  static func why(_ events: [Event], _ own: OwnClass) -> Bilingual {
    let right = events.indices.filter { isOverridden(events[$0], by: own) }
    let lines = right.enumerated().flatMap { index, at in
      let event = events[at]
      let line = Draft.narration(event)
      let (en, zh) =
        right.count == 1
        ? ("Only", "只有")
        : index == 0
          ? ("First", "先是") : index == right.count - 1 ? ("Last", "最后是") : ("Then", "然后是")
      let callback = Bilingual(
        "\(en) \(Wording.code(event.token)): \(line.en)",
        "\(zh) \(Wording.code(event.token))：\(line.zh)")
      return [callback] + followingOwnEffects(after: at, in: events, own).map(Draft.narration)
    }
    let read = Bilingual(
      "Your class runs here with the settings `vclife read` found in your source (it is read, never run).",
      "你的类在这里按 `vclife read` 从你的源码中读出的设定运行（源码只被读取，从不运行）。")
    return Wording.sentences(lines + [read])
  }

  /// What the class's own code did right after the callback at `index`, before the next one: its
  /// handler's `view = nil`, the content and outlets it releases or keeps, its observers and
  /// timers. The callback's line says what UIKit does there; these say what the class adds,
  /// so the why never stops at "super keeps the view" when the class then sets it to nil.
  static func followingOwnEffects(after index: Int, in events: [Event], _ own: OwnClass)
    -> [Event]
  {
    let callback = events[index]
    // The class's events up to its next callback with a line of its own (or another
    // object's): a handler's work may come after super's unload and a reload within it.
    let own = events[(index + 1)...].prefix { event in
      event.object == callback.object
        && !isOverridden(event, by: own)
    }
    return own.filter { event in
      guard case .effect(let effect) = event.name, ownCodeEffects.contains(effect) else {
        return false
      }
      if case .releasedBySuper = event.reason { return false }
      return true
    }
  }

  /// The effects that come from a class's own code, never from UIKit or this simulator.
  static let ownCodeEffects: Set<Effect> = [
    .viewReleased, .contentReleased, .contentKept, .outletsHeld, .inputReleased,
    .observerAdded, .observersRemoved, .timerScheduled, .timerInvalidated, .timerNotHeld,
    .cachesPurged,
  ]
}
