import VCLifeCore

/// `next`: after an action and the callbacks shown so far, which callback comes next? The
/// wrong choices are what other configurations call at that very moment (another version,
/// another presentation style, a controller's code changed), so each is right somewhere,
/// and the feedback says where.
enum NextItem {
  /// The most callbacks shown before the asked one, by level.
  static func maximumShown(_ level: Int) -> Int { [4, 6, 8][min(max(level, 1), 3) - 1] }

  static func build(_ draft: Draft, id: ItemID, using rng: inout SplitMix64) -> PracticeItem? {
    let rules = UIKitFixes(draft.events, on: draft.version)
    let truth = rules.callbacks
    let tokens = truth.map(\.token)
    guard tokens.count >= 2 else { return nil }
    // A moment UIKit fixes (SPEC §14): its callback is none of this simulator's own, and
    // comes after the one shown before it by a documented rule.
    let fixedMoment = { (moment: Int) in
      !UIKitFixes.isSimulatorsOwn(truth[moment], on: draft.version)
        && (moment == 0 || rules.basis(moment - 1, before: moment) != nil)
    }
    // For each moment (callbacks shown before it), what the variants call there instead.
    var atMoment: [Int: [String: [Variant]]] = [:]
    let variants = Variant.all(
      of: draft.app, version: draft.version, definitions: draft.situation.definitions,
      setup: draft.situation.setup, asked: draft.asked, callbacks: truth)
    for variant in variants {
      guard let events = variant.events(in: draft.app) else { continue }
      let callbacks = events.callbacks
      let other = callbacks.map(\.token)
      let shared = zip(tokens, other).prefix { $0 == $1 }.count
      guard shared < tokens.count, shared < other.count,
        shared <= maximumShown(draft.level), fixedMoment(shared),
        !UIKitFixes.isSimulatorsOwn(callbacks[shared], on: variant.version)
      else { continue }
      atMoment[shared, default: [:]][other[shared], default: []].append(variant)
    }
    // A moment where another configuration calls something else, drawn; moments about the
    // appearance and the load are drawn before those about the layout pass (always at level
    // 1, mostly above it), so the layout's small steps do not crowd out the rest.
    let moments = atMoment.keys.sorted()
    guard !moments.isEmpty else { return nil }
    let aboutLayout = { (moment: Int) in
      ([tokens[moment]] + (atMoment[moment]?.keys.map { $0 } ?? [])).contains(where: isLayout)
    }
    let others = moments.filter { !aboutLayout($0) }
    let moment =
      !others.isEmpty && (draft.level == 1 || rng.chance(3, in: 4))
      ? rng.pick(others) : rng.pick(moments)
    let right = tokens[moment]
    // A wrong choice this action makes later must come later by a documented rule: else a
    // real device may call it here (warnings, deallocs, rotation across controllers).
    var basis: Set<UIKitFixes.Basis> =
      moment > 0 ? rules.basis(moment - 1, before: moment) ?? [] : []
    func comesLater(_ token: String) -> Bool {
      guard let index = tokens.indices.dropFirst(moment + 1).first(where: { tokens[$0] == token })
      else { return true }
      guard let rule = rules.basis(moment, before: index) else { return false }
      basis.formUnion(rule)
      return true
    }
    var wrong = Array(
      rng.shuffled((atMoment[moment] ?? [:]).keys.sorted()).filter(comesLater).prefix(3))
    if !wrong.isEmpty { basis.insert(variantBasis) }
    // Fewer than two: a callback this very action makes later, which is wrong here too.
    var later: [String] = []
    for token in tokens.dropFirst(moment + 1) where wrong.count < 2 {
      guard token != right, !wrong.contains(token), counts(token, in: tokens) == 1,
        comesLater(token)
      else { continue }
      wrong.append(token)
      later.append(token)
    }
    guard wrong.count >= 2 else { return nil }
    let choices = rng.shuffled(
      ([right] + wrong).map { Choice(text: Wording.callback($0), token: $0) })
    guard let answer = choices.firstIndex(where: { $0.token == right }) else { return nil }
    let asked = Wording.code(draft.asked.scriptText)
    let question =
      moment == 0
      ? Bilingual(
        "After \(asked), which callback comes first?", "执行 \(asked) 之后，最先调用的是哪个回调？")
      : Bilingual(
        "After \(asked), the callbacks shown have been called. Which callback comes next?",
        "执行 \(asked) 之后，已经调用了上面列出的回调。接下来调用的是哪个回调？")
    // Each choice's own sentence; the why says them all, the right one first.
    var because = [right: Draft.narration(truth[moment])]
    for token in wrong {
      if later.contains(token) {
        because[token] = Bilingual(
          "\(Wording.code(token)) comes too, but later in this action.",
          "\(Wording.code(token)) 也会调用，但在这个操作中更晚才调用。")
        continue
      }
      let place = conditions(atMoment[moment]?[token] ?? [])
      because[token] = Bilingual(
        "\(Wording.code(token)) would come here \(place.en).",
        "\(place.zh)，这里调用的会是 \(Wording.code(token))。")
    }
    let why = ([right] + wrong).compactMap { because[$0] }
    return draft.item(
      id: id, log: Array(tokens.prefix(moment)), question: question,
      why: Wording.sentences(why), choices: choices.map { $0.explained(because[$0.token]) },
      answer: [answer + 1], basis: basis)
  }

  /// What a wrong choice that is right in another configuration rests on.
  static let variantBasis = UIKitFixes.Basis(
    citation: "SPEC §10–13: what another version, presentation or controller code calls there")

  /// Whether a token is a callback of the layout pass or the traits.
  static func isLayout(_ token: String) -> Bool {
    // An effect's token is `Object (name)`: the name without its parentheses.
    guard let word = token.split(separator: " ").last?.filter({ $0 != "(" && $0 != ")" }),
      let selector = Selector(rawValue: word)
    else { return false }
    return OrderItem.layoutSelectors.contains(selector)
  }

  private static func counts(_ token: String, in tokens: [String]) -> Int {
    tokens.filter { $0 == token }.count
  }

  /// Where a wrong choice would be right: the versions on which it is, then at most two
  /// single changes; a change on another version only when nothing simpler makes it right.
  static func conditions(_ variants: [Variant]) -> Bilingual {
    let versions = variants.filter { $0.condition == Wording.on($0.version) }.map(\.version)
    var parts: [Bilingual] = versions.isEmpty ? [] : [Wording.on(versions)]
    let changes = variants.filter { $0.condition != Wording.on($0.version) }
    parts += changes.filter { !$0.isCombined }.prefix(2).map(\.condition)
    if parts.isEmpty { parts += changes.prefix(1).map(\.condition) }
    return Bilingual(
      Wording.joined(parts.map(\.en), "or"), parts.map(\.zh).joined(separator: "，或"))
  }
}
