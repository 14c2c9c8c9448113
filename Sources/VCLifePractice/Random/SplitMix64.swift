/// The practice generator's own random numbers: SplitMix64 (Steele, Lea and Flood, "Fast
/// splittable pseudorandom number generators", OOPSLA 2014), with its own ways of drawing a
/// number below a bound and of shuffling. The standard library's `random(in:using:)` and
/// `shuffled(using:)` are not promised to draw the same way in every Swift release, and the
/// system generator differs per run: neither could give the same items for the same seed on
/// every machine.
public struct SplitMix64: Sendable {
  private var state: UInt64

  /// A generator that starts from a seed.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound` (bound > 0), every value equally likely: draws that fall in the
  /// uneven tail of the 64-bit range are drawn again.
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "below needs a positive bound")
    let range = UInt64(bound)
    let limit = UInt64.max - UInt64.max % range
    while true {
      let value = next()
      if value < limit { return Int(value % range) }
    }
  }

  /// A number in a closed range.
  public mutating func number(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// Whether an event of probability `numerator / denominator` happens.
  public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    below(denominator) < numerator
  }

  /// One element of a non-empty collection.
  public mutating func pick<C: RandomAccessCollection>(_ elements: C) -> C.Element
  where C.Index == Int {
    elements[elements.startIndex + below(elements.count)]
  }

  /// The elements in a random order (Fisher–Yates).
  public mutating func shuffled<T>(_ elements: [T]) -> [T] {
    var result = elements
    var index = result.count - 1
    while index > 0 {
      result.swapAt(index, below(index + 1))
      index -= 1
    }
    return result
  }

  /// A seed for something drawn from this one: the same parent gives the same children.
  public mutating func childSeed() -> UInt64 { next() }
}
