import VCLifeCore

/// `order`: the asked action's callbacks (4 to 8 of them, more at higher levels) shuffled,
/// to be put back in the order they come: a Parsons problem.
enum OrderItem {
  /// How many blocks an item of a level has.
  static func blocks(_ level: Int) -> ClosedRange<Int> {
    switch level {
    case 1: 4...4
    case 2: 5...6
    default: 6...8
    }
  }

  /// Callbacks of the layout pass and the traits, left out at level 1 when enough others
  /// remain: the appearance and load order is what a first item is about.
  static let layoutSelectors: Set<Selector> = [
    .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
    .viewSafeAreaInsetsDidChange, .updateProperties, .traitCollectionDidChange,
    .willTransitionToTraitCollection,
  ]

  static func build(_ draft: Draft, id: ItemID, using rng: inout SplitMix64) -> PracticeItem? {
    // A callback that comes twice in the action has no one place: it is left out.
    let rules = UIKitFixes(draft.events, on: draft.version)
    let all = rules.callbacks
    var counts: [String: Int] = [:]
    for event in all { counts[event.token, default: 0] += 1 }
    var candidates = all.indices.filter { counts[all[$0].token] == 1 }
    if draft.level == 1 {
      let core = candidates.filter {
        guard case .callback(let selector) = all[$0].name else { return false }
        return !layoutSelectors.contains(selector)
      }
      if core.count >= blocks(1).lowerBound { candidates = core }
    }
    let range = blocks(draft.level)
    guard candidates.count >= range.lowerBound else { return nil }
    let wanted = min(candidates.count, rng.number(in: range))
    // Only callbacks whose every pair UIKit orders (SPEC §14): each drawn callback joins
    // when its order against every one taken is documented. A few draws of that, the longest
    // kept: trying again here costs no run of the simulator, a refused draft does.
    var picked: [Int] = []
    for _ in 0..<8 where picked.count < wanted {
      var chain: [Int] = []
      for index in rng.shuffled(candidates) where chain.count < wanted {
        let ordered = chain.allSatisfy {
          rules.basis(min($0, index), before: max($0, index)) != nil
        }
        if ordered { chain.append(index) }
      }
      if chain.count > picked.count { picked = chain }
    }
    guard picked.count >= range.lowerBound, let basis = rules.basis(ordering: picked)
    else { return nil }
    let count = picked.count
    let blocks = picked.sorted().map { all[$0] }
    var shown = rng.shuffled(blocks.map(\.token))
    if shown == blocks.map(\.token) { shown.append(shown.removeFirst()) }
    let choices = shown.map { Choice(text: Wording.callback($0), token: $0) }
    let answer = blocks.compactMap { block in
      choices.firstIndex { $0.token == block.token }.map { $0 + 1 }
    }
    let asked = Wording.code(draft.asked.scriptText)
    let question = Bilingual(
      "\(asked) makes these \(count) callbacks, among others. Put them in the order they come.",
      "\(asked) 会调用下面这 \(count) 个回调（还有其他回调）。请按调用的先后顺序排列它们。")
    // In UIKit's order (every pair documented, see `basis`), in words: numbers here would be
    // read as the choices' numbers.
    let why = Wording.sentences(
      blocks.enumerated().map { index, event in
        let line = Draft.narration(event)
        let (en, zh) =
          index == 0
          ? ("First", "先是") : index == blocks.count - 1 ? ("Last", "最后是") : ("Then", "然后是")
        return Bilingual(
          "\(en) \(Wording.code(event.token)): \(line.en)",
          "\(zh) \(Wording.code(event.token))：\(line.zh)")
      })
    return draft.item(
      id: id, log: [], question: question, why: why, choices: choices, answer: answer,
      basis: basis)
  }
}
