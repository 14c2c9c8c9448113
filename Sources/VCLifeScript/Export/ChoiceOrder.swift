/// The order a lesson's choices are shown in: the lesson file's own, or a shuffle drawn from
/// a seed (`--shuffle`), so that a class cannot learn where the right answer sits. The seed
/// is kept in the saved session and the export, and the handout and the question sheet show
/// the same order, so the number a class answered by means the same choice everywhere. The
/// class answers by the number shown; a lesson's progress keeps the lesson's own index.
public struct ChoiceOrder: Sendable, Equatable {
  /// The seed of the shuffle; nil for the lesson file's order.
  public let seed: UInt64?

  /// The lesson file's order.
  public static let fileOrder = ChoiceOrder(seed: nil)

  /// The order drawn from `seed` (nil: the file's).
  public init(seed: UInt64?) { self.seed = seed }

  /// The comment line that keeps the seed in an export or a saved session.
  public static let marker = "# shuffle: "

  /// The line that keeps the order, nil for the file's order.
  public var line: String? { seed.map { Self.marker + String($0) } }

  /// The order a script's `# shuffle:` line keeps, if it has one.
  public static func read(fromScript text: String) -> ChoiceOrder? {
    for line in text.split(separator: "\n") where line.hasPrefix(marker) {
      let digits = line.dropFirst(marker.count).filter { $0 != " " && $0 != "\r" }
      if let seed = UInt64(digits) { return ChoiceOrder(seed: seed) }
    }
    return nil
  }

  /// The lesson's choices in the order shown for step `step` (0-based) with `count` choices:
  /// the shown number `k` is the lesson's choice `lessonChoices[k - 1]` (both 1-based).
  public func lessonChoices(step: Int, count: Int) -> [Int] {
    var order = Array(1...max(1, count))
    guard let seed, count > 1 else { return order }
    var generator = SplitMix64(seed: seed &+ UInt64(step) &* 0x9E37_79B9_7F4A_7C15)
    // Fisher–Yates, from the last place down: every order equally likely.
    for place in stride(from: count - 1, to: 0, by: -1) {
      let other = Int(generator.next() % UInt64(place + 1))
      order.swapAt(place, other)
    }
    return order
  }

  /// The lesson's choice (1-based) the shown number `shown` stands for.
  public func lessonChoice(shown: Int, step: Int, count: Int) -> Int {
    let order = lessonChoices(step: step, count: count)
    return order.indices.contains(shown - 1) ? order[shown - 1] : shown
  }

  /// The number the lesson's choice `choice` is shown under.
  public func shownNumber(of choice: Int, step: Int, count: Int) -> Int {
    (lessonChoices(step: step, count: count).firstIndex(of: choice) ?? choice - 1) + 1
  }

  /// A round's counts, kept by the lesson's own choice, under the numbers shown.
  public func shown(_ votes: VoteRound, step: Int) -> VoteRound {
    VoteRound(counts: shown(votes.counts, step: step), joined: votes.joined)
  }

  /// A step's choices in the order shown.
  public func shown<T>(_ choices: [T], step: Int) -> [T] {
    guard seed != nil, !choices.isEmpty else { return choices }
    return lessonChoices(step: step, count: choices.count).map { choices[$0 - 1] }
  }
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014): a tiny generator whose output depends on its seed alone, on every machine,
/// unlike the system's, which a shuffle kept in an export must not depend on.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
