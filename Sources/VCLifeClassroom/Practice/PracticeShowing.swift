import VCLifePractice

/// One showing of an item: its choices in the order drawn for it. The first showing keeps the
/// item's own order (an export's worksheet numbers its choices so, and `--answer ID:N`
/// answers it); each later one — the schedule bringing the item back — draws a new order from
/// the item's id and the number of answers it has had, never the order of the showing before
/// it, so that where the right answer sat is not what spacing trains. The practice screen and
/// `--progress` draw the same order for the same showing, and the answer is kept by choice
/// (the item's own number), never by the place it was shown in.
public struct PracticeShowing: Sendable, Equatable {
  /// The item as generated, its choices in its own order.
  public let item: PracticeItem
  /// How many answers the item had before this showing (0: its first).
  public let number: Int
  /// The item's own choice numbers (1-based) in the order shown: shown place `k` is the
  /// item's choice `order[k - 1]`.
  public let order: [Int]

  /// The `number`th showing of `item`.
  public init(_ item: PracticeItem, number: Int) {
    self.item = item
    self.number = max(0, number)
    order = Self.order(count: item.choices.count, id: item.id, showing: self.number)
  }

  /// The item as shown: its choices in this showing's order, its answer in shown numbers.
  public var shown: PracticeItem {
    var shown = item
    shown.choices = order.map { item.choices[$0 - 1] }
    shown.answer = item.answer.map(shownNumber(of:))
    return shown
  }

  /// The item's own choice a shown number stands for (nil: no such place).
  public func itemChoice(shown: Int) -> Int? {
    order.indices.contains(shown - 1) ? order[shown - 1] : nil
  }

  /// The shown number of the item's own choice `choice`.
  public func shownNumber(of choice: Int) -> Int {
    (order.firstIndex(of: choice) ?? choice - 1) + 1
  }

  /// The order of showing `showing`: the item's own for the first, then each drawn from the
  /// id and the showing, drawn again while it is the previous showing's (with two choices
  /// the two orders take turns). Walking from the first showing keeps that rule exact; a
  /// showing costs a few shuffles of at most eight numbers each.
  static func order(count: Int, id: ItemID, showing: Int) -> [Int] {
    var order = Array(1...max(1, count))
    guard count > 1 else { return Array(order.prefix(count)) }
    for number in stride(from: 1, through: showing, by: 1) {
      var generator = SplitMix64(
        seed: id.seed ^ (UInt64(number) &* 0xD1B5_4A32_D192_ED03) ^ UInt64(id.level))
      var next = generator.shuffled(order)
      while next == order { next = generator.shuffled(order) }
      order = next
    }
    return order
  }
}
