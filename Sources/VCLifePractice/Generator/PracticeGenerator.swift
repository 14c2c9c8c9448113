import VCLifeCore

/// What a teacher or a student narrows practice to; nil: any.
public struct PracticeFilters: Sendable, Equatable {
  public var kind: ItemKind?
  public var topic: Topic?
  public var ios: SystemBehavior?
  public var level: Int?
  /// The student's own class (`--own`): practice asks about it alone (kind `own`), which no
  /// practice without it offers.
  public var own: OwnClass?

  /// Filters; nil for any.
  public init(
    kind: ItemKind? = nil, topic: Topic? = nil, ios: SystemBehavior? = nil, level: Int? = nil,
    own: OwnClass? = nil
  ) {
    self.kind = kind
    self.topic = topic
    self.ios = ios
    self.level = level
    self.own = own
  }

  /// Why no item can match, when none can: one line, safe to print.
  public var problem: String? {
    if let kind, let problem = Self.ownProblem(kind: kind, withOwn: own != nil) { return problem }
    if let problem = own?.problem { return problem }
    if let level, !Level.all.contains(level) {
      return "--level takes \(Level.all.lowerBound) to \(Level.all.upperBound), not \(level)"
    }
    if let kind, let topic, !kind.topics.contains(topic) {
      return "\(kind == .own ? "an" : "a") \(kind.rawValue) item is about "
        + kind.topics.map(\.rawValue).joined(separator: " or ") + ", not \(topic.rawValue)"
    }
    if topic == .scenes, let ios, !ios.presentsSheets {
      return "scenes need iOS 13 or later, not iOS \(ios.rawValue)"
    }
    if let ios, let level, !Level.versions(level).contains(ios) {
      return "level \(level) runs on iOS "
        + Level.versions(level).map(\.rawValue).joined(separator: ", ") + ", not \(ios.rawValue)"
    }
    return nil
  }

  /// Why `kind` cannot be asked with (or without) a student's class, or nil: `own` needs
  /// one, and with one practice asks about it alone.
  public static func ownProblem(kind: ItemKind, withOwn: Bool) -> String? {
    if kind == .own, !withOwn {
      return "--kind own asks about your own class: give --own FILE"
    }
    if kind != .own, withOwn {
      return "with --own, practice asks about your class (--kind own), not \(kind.rawValue)"
    }
    return nil
  }

  /// The kinds these filters allow: with a student's class, `own` alone; without, every
  /// other kind.
  var kinds: [ItemKind] {
    if let kind { return [kind] }
    if own != nil { return [.own] }
    return ItemKind.general.filter { topic == nil || $0.topics.contains(topic!) }
  }
}

/// Draws practice items from a seed: the same seed and filters give the same items, in the
/// same order, on every machine (see `SplitMix64`). Each item comes from a run of the
/// simulator and passes `ItemCheck` before it is returned; one that fails is never shown.
/// No question repeats within a sequence, and one asked again on another version (its
/// ``PracticeItem/variety``) waits while a few more draws look for a new one.
public struct PracticeGenerator: Sendable {
  public let seed: UInt64
  public let filters: PracticeFilters

  /// A generator; nil when the filters can match nothing (see `PracticeFilters.problem`).
  public init?(seed: UInt64, filters: PracticeFilters = PracticeFilters()) {
    guard filters.problem == nil else { return nil }
    self.seed = seed
    self.filters = filters
  }

  /// The first `count` items of the sequence (fewer when the filters allow no more
  /// distinct questions within a bounded number of draws).
  public func items(count: Int) -> [PracticeItem] {
    var sequence = makeIterator()
    var items: [PracticeItem] = []
    while items.count < count, let item = sequence.next() { items.append(item) }
    return items
  }

  /// The sequence, one item at a time.
  public func makeIterator() -> Iterator { Iterator(generator: self) }

  /// Draws items in order; each draw takes one seed from the generator's seed.
  public struct Iterator: IteratorProtocol, Sendable {
    let generator: PracticeGenerator
    private var master: SplitMix64
    private var seen: Set<String> = []
    private var round: [ItemKind] = []
    private var exhausted: Set<ItemKind> = []
    /// The kinds that have given an item (new or already seen) at least once.
    private var productive: Set<ItemKind> = []
    /// How many ids have been drawn so far (each one simulated up to ``attempts`` times).
    private(set) var draws = 0
    /// The answers given so far (``PracticeItem/variety``), and the new items held back because
    /// they ask one again on another version: each shown once ``barrenPatience`` draws in a
    /// row have found no new answer.
    private var varieties: Set<String> = []
    private var heldBack: [PracticeItem] = []

    init(generator: PracticeGenerator) {
      self.generator = generator
      master = SplitMix64(seed: generator.seed)
    }

    /// The most draws in a row of one kind that give nothing new before that kind leaves
    /// the rotation; the sequence ends when every kind has left it.
    static let patience = 40
    /// The draws in a row that find no item at all (not even one already seen) before a kind
    /// that has never given one leaves the rotation: the filters rule it out, and each such
    /// draw tries every situation it may (``PracticeGenerator/attempts``), so a filter that
    /// leaves a kind nothing answers in a fraction of a second, not seconds.
    static let barrenPatience = 8

    public mutating func next() -> PracticeItem? {
      let filters = generator.filters
      // Kinds take turns, in an order drawn anew each round, so every kind comes as often;
      // a kind whose draw fails is drawn again with the next seed.
      while true {
        if round.isEmpty {
          round = master.shuffled(filters.kinds.filter { !exhausted.contains($0) })
        }
        guard !round.isEmpty else { return heldBack.isEmpty ? nil : heldBack.removeFirst() }
        let kind = round.removeFirst()
        var misses = 0
        while misses < (productive.contains(kind) ? Self.patience : Self.barrenPatience) {
          let level = filters.level ?? master.pick(Array(Level.all))
          let id = ItemID(
            kind: kind, level: level, seed: master.next(), topic: filters.topic, ios: filters.ios,
            owner: kind == .own ? filters.own?.tag : nil)
          draws += 1
          if let item = PracticeGenerator.item(id, own: filters.own) {
            productive.insert(kind)
            if seen.insert(item.fingerprint).inserted {
              if varieties.insert(item.variety).inserted { return item }
              heldBack.append(item)
            }
          }
          misses += 1
          // Held back long enough: a few draws that find no new answer give the next of them,
          // the kind kept in turn (a later draw may still find a new one).
          if !heldBack.isEmpty, misses >= Self.barrenPatience { return heldBack.removeFirst() }
        }
        exhausted.insert(kind)
      }
    }

    /// The item an id names, drawn again with these filters' class (a due `own` item).
    public func item(_ id: ItemID) -> PracticeItem? {
      PracticeGenerator.item(id, own: generator.filters.own)
    }
  }

  /// The item an id names, drawn again exactly; nil when its draws find no item that passes
  /// the check, or for an `own` item without the class its id was drawn for.
  public static func item(_ id: ItemID, own: OwnClass? = nil) -> PracticeItem? {
    if id.kind == .own {
      guard let own, own.tag == id.owner else { return nil }
      return OwnItem.item(id, own: own)
    }
    var rng = SplitMix64(seed: id.seed)
    for _ in 0..<attempts {
      let versions = Level.versions(id.level).filter {
        id.topic != .scenes || $0.presentsSheets
      }
      let version = id.ios ?? rng.pick(versions)
      let item: PracticeItem?
      switch id.kind {
      case .freed: item = FreedItem.build(level: id.level, version: version, id: id, using: &rng)
      case .bug: item = BugItem.build(level: id.level, version: id.ios, id: id, using: &rng)
      default:
        guard
          let draft = Draft.draw(
            level: id.level, topic: id.topic, version: version,
            callbacks: id.kind == .order ? 4 : 2, using: &rng)
        else { continue }
        switch id.kind {
        case .next: item = NextItem.build(draft, id: id, using: &rng)
        case .order: item = OrderItem.build(draft, id: id, using: &rng)
        case .action: item = ActionItem.build(draft, id: id, using: &rng)
        case .version: item = VersionItem.build(draft, id: id, using: &rng)
        default: item = nil
        }
      }
      if let item, ItemCheck.passes(item) { return item }
    }
    return nil
  }

  /// How many situations one id's draws try before giving up.
  static let attempts = 20
}

extension PracticeItem {
  /// What a student would call the same question asked again: for `own`, the same moment of
  /// their class with the same right answer, whatever the version (a one-override class gives
  /// "push → viewDidLoad" on every version); for the other kinds, the question itself.
  public var variety: String {
    guard kind == .own, let right = answer.first, choices.indices.contains(right - 1) else {
      return fingerprint
    }
    let setUp = scriptLines(showingVersion: false)
    return ([kind.rawValue] + setUp + [asked.scriptText, choices[right - 1].token]).joined(
      separator: "\n")
  }

  /// What makes two questions the same: the kind, the set-up, the asked action, the
  /// question and the log (other choices for the same question are the same question). An id
  /// drawn under a topic or version filter names the item differently: this does not.
  public var fingerprint: String {
    ([kind.rawValue, script, asked.scriptText, question.en] + log).joined(separator: "\n")
  }

  /// What a student remembers of an item: its kind, its question and its right answer (of
  /// a `bug` item, the controller with the mistake: one controller has one mistake, whatever
  /// the action). Items in other situations can share it; met a few items apart, the second
  /// reads as the first again.
  public var gist: String {
    let right = answer.map { choices[$0 - 1].token }
    return ([kind.rawValue] + (kind == .bug ? [] : [question.en]) + right).joined(separator: "\n")
  }
}
