/// The SuperMemo-2 schedule (P. A. Woźniak, "Optimization of learning", 1990, the algorithm
/// SM-2; the one Anki long used): after each answer, how many days until the item comes back.
/// A wrong answer starts the item over (back the next day); right answers come back after
/// 1 day, then 6, then each interval times the item's easiness, which a right answer keeps
/// and a wrong one lowers (never below 1.3). The easiness is kept in thousandths, so the
/// schedule is the same on every machine.
public struct SM2: Sendable, Equatable {
  /// Right answers in a row.
  public var repetitions = 0
  /// Days from the last answer to the next.
  public var interval = 0
  /// The easiness factor, in thousandths (2.5 at first).
  public var easiness = 2_500

  /// A new item.
  public init() {}

  /// The longest interval, in days: a hundred years (Anki's default maximum, 36,500 days);
  /// without it, an item answered right again and again would overflow.
  public static let maximumInterval = 36_500

  /// The grade SM-2 takes (0 to 5) for a right or wrong answer: 4 ("correct, after some
  /// hesitation") or 1 ("incorrect; the correct one remembered"), as a choice question
  /// cannot tell more.
  static func quality(correct: Bool) -> Int { correct ? 4 : 1 }

  /// The schedule after an answer.
  public func answered(correct: Bool) -> SM2 {
    let q = Self.quality(correct: correct)
    var next = self
    // EF' = EF + (0.1 - (5 - q) * (0.08 + (5 - q) * 0.02)), in thousandths.
    next.easiness = max(1_300, easiness + 100 - (5 - q) * (80 + (5 - q) * 20))
    if q < 3 {
      next.repetitions = 0
      next.interval = 1
    } else {
      next.repetitions = repetitions + 1
      switch next.repetitions {
      case 1: next.interval = 1
      case 2: next.interval = 6
      default:
        next.interval = min(Self.maximumInterval, (interval * next.easiness + 500) / 1_000)
      }
    }
    return next
  }

  /// Whether the item is known: right at least twice in a row.
  public var isKnown: Bool { repetitions >= 2 }
}
