import VCLifeCore

/// A situation and the action asked about it, run: what every builder starts from.
struct Draft: Sendable {
  let situation: Situation
  let asked: Action
  /// The asked action's events.
  let events: [Event]
  let topic: Topic

  var app: PracticeApp { situation.app }
  var version: SystemBehavior { situation.version }
  var level: Int { situation.level }

  /// Draws a situation and an asked action of `topic`.
  static func draw(
    level: Int, topic: Topic?, version: SystemBehavior, callbacks: Int = 2,
    using rng: inout SplitMix64
  ) -> Draft? {
    let app = rng.pick(PracticeApp.all)
    guard
      let situation = Situation.draw(app: app, version: version, level: level, using: &rng),
      let asked = situation.drawAsked(topic: topic, callbacks: callbacks, using: &rng)
    else { return nil }
    return Draft(
      situation: situation, asked: asked.action, events: asked.events, topic: asked.topic)
  }

  /// The item this draft becomes with a question, its choices and answer, why, and the
  /// documented rules it rests on (nil or none: no item).
  func item(
    id: ItemID, log: [String], question: Bilingual, why: Bilingual, choices: [Choice],
    answer: [Int], basis: Set<UIKitFixes.Basis>?, topic: Topic? = nil
  ) -> PracticeItem? {
    guard let basis, !basis.isEmpty else { return nil }
    return PracticeItem(
      id: id, topic: topic ?? self.topic, ios: version, app: app.name,
      definitions: situation.definitions, setup: situation.setup, asked: asked, log: log,
      question: question, why: why, choices: choices, answer: answer, reveal: events,
      basis: basis.sorted().map(\.citation).joined(separator: "; "))
  }

  /// The narration's line for an event: why it happened.
  static func narration(_ event: Event) -> Bilingual {
    Narrator.lines(for: event.reason, event.object)
  }
}
