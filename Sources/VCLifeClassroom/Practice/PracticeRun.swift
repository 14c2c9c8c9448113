import VCLifeCore
import VCLifePractice
import VCLifeScript

/// One student's practice on the live screen (`vclife practice`): the item on screen and
/// the student's answer to it, the items still to come (those the schedule brings back
/// today first, then the seed's sequence), the streak, and the store's standing. Only the
/// reducer changes it; the answers reach the store as effects the loop carries out.
public struct PracticeRun: Sendable {
  /// The seed the sequence is drawn from.
  public let seed: UInt64
  /// What practice is narrowed to: the command line's filters, and the topic and level the
  /// student chose (`T`, `D`).
  public internal(set) var filters: PracticeFilters
  /// The item on screen, its choices in this showing's order (see ``showing``).
  public internal(set) var item: PracticeItem
  /// The showing of the item on screen: the item as generated, and the order its choices
  /// are shown in. Numbers the student presses are shown numbers; the answer recorded is
  /// the item's own.
  public internal(set) var showing: PracticeShowing
  /// For an `order` item: the choices (1-based) in the order the student has put them.
  public internal(set) var arrangement: [Int] = []
  /// For an `order` item: the line (1-based, as shown) the student picked to move.
  public internal(set) var picked: Int?
  /// The student's answer to the item on screen, once given: one choice, or an order.
  public internal(set) var given: [Int]?
  /// Right answers in a row.
  public internal(set) var streak = 0
  /// Answers given on this screen, and how many were right.
  public internal(set) var answered = 0
  public internal(set) var right = 0
  /// What the store said last: each topic's mastery and the items due.
  public internal(set) var standing: PracticeStanding
  /// How many days until the item just answered comes back (the store's reply).
  public internal(set) var comesBackIn: Int?

  /// The items the schedule brings back today that are still to come here.
  var due: [ItemID]
  /// The seed's items under `filters`, drawn as needed.
  var sequence: PracticeGenerator.Iterator
  /// Whether the seed's first item comes before the due ones (`--seed`: the first item
  /// `--export jsonl` writes for the same seed and filters).
  var seedFirst: Bool
  /// The items asked on this screen, by ``PracticeItem/fingerprint``: none is asked twice,
  /// not even under another id (`T` draws the same question under a topic's id).
  var asked: Set<String> = []
  /// The ``PracticeItem/gist`` of the last few items of each kind asked here, the latest
  /// last: the sequence passes over an item with one of its kind's (up to
  /// ``maximumPassedOver`` in a row), so the same mistake does not come back at the next
  /// `bug` item in another app.
  var recent: [ItemKind: [String]] = [:]
  /// How many of each kind's latest items ``recent`` keeps: `bug` items have four or five
  /// mistakes to ask about (with three, they came back as a cycle a student could predict).
  static let recentCount = 2
  /// The most items passed over for one draw: a narrow filter may have few gists.
  static let maximumPassedOver = 30

  /// A run of `seed` under `filters`, with the store's `standing`; nil when no item matches.
  init?(seed: UInt64, filters: PracticeFilters, standing: PracticeStanding, seedFirst: Bool) {
    guard let generator = PracticeGenerator(seed: seed, filters: filters) else { return nil }
    self.seed = seed
    self.filters = filters
    self.standing = standing
    self.seedFirst = seedFirst
    sequence = generator.makeIterator()
    due = Self.dueItems(standing, filters)
    guard let first = Self.draw(&due, &sequence, seedFirst: seedFirst, asked: asked, recent: recent)
    else {
      return nil
    }
    item = first
    showing = PracticeShowing(first, number: 0)
    show(first)
  }

  /// The due items under `filters` (``draw`` passes over those asked here).
  static func dueItems(_ standing: PracticeStanding, _ filters: PracticeFilters) -> [ItemID] {
    standing.due.filter { id in
      (filters.kind.map { $0 == id.kind } ?? true)
        && (filters.level.map { $0 == id.level } ?? true)
        && (filters.topic.map { $0 == standing.topics[id.description] } ?? true)
        && (filters.ios.map { $0 == id.ios } ?? true)
    }
  }

  /// The next item: a due one first (unless the seed's first comes first), else the
  /// sequence's next not yet asked here (the sequence repeats none of its own).
  static func draw(
    _ due: inout [ItemID], _ sequence: inout PracticeGenerator.Iterator, seedFirst: Bool,
    asked: Set<String>, recent: [ItemKind: [String]]
  ) -> PracticeItem? {
    if !seedFirst || !asked.isEmpty {
      while !due.isEmpty {
        let id = due.removeFirst()
        // Drawn with the sequence's class: a due `own` item needs the class it asks about.
        guard let item = sequence.item(id), !asked.contains(item.fingerprint) else {
          continue
        }
        return item
      }
    }
    var passedOver = 0
    while let item = sequence.next() {
      guard !asked.contains(item.fingerprint) else { continue }
      if recent[item.kind, default: []].contains(item.gist) && passedOver < maximumPassedOver {
        passedOver += 1
        continue
      }
      return item
    }
    return nil
  }

  /// Moves on to the next item; false when none is left (the item stays).
  mutating func advance() -> Bool {
    guard let next = Self.draw(&due, &sequence, seedFirst: seedFirst, asked: asked, recent: recent)
    else {
      return false
    }
    show(next)
    return true
  }

  /// Puts `item` on screen, unanswered, its choices in the order of its next showing (the
  /// store's count of its answers says which).
  mutating func show(_ item: PracticeItem) {
    showing = PracticeShowing(item, number: standing.answered[item.id.description] ?? 0)
    self.item = showing.shown
    asked.insert(item.fingerprint)
    recent[item.kind] = Array(
      (recent[item.kind, default: []] + [item.gist]).suffix(Self.recentCount))
    arrangement = item.kind == .order ? Array(item.choices.indices.map { $0 + 1 }) : []
    picked = item.kind == .order ? 1 : nil
    given = nil
    comesBackIn = nil
  }

  /// Practice narrowed to other filters: the sequence drawn again from the seed; false
  /// (nothing changed) when no item matches them.
  mutating func narrow(to filters: PracticeFilters) -> Bool {
    guard let generator = PracticeGenerator(seed: seed, filters: filters) else { return false }
    var sequence = generator.makeIterator()
    var due = Self.dueItems(standing, filters)
    guard let next = Self.draw(&due, &sequence, seedFirst: false, asked: asked, recent: recent)
    else {
      return false
    }
    self.filters = filters
    self.sequence = sequence
    self.due = due
    show(next)
    return true
  }

  /// Records the student's answer: the streak and the counts follow.
  mutating func answer(_ given: [Int]) -> Bool {
    self.given = given
    let correct = given == item.answer
    answered += 1
    if correct {
      right += 1
      streak += 1
    } else {
      streak = 0
    }
    return correct
  }

  /// The store's reply to an answer: the standing after it, and when the item comes back.
  mutating func recorded(_ standing: PracticeStanding, comesBackIn days: Int) {
    self.standing = standing
    comesBackIn = days
  }

  /// Moves the picked line of an `order` item up (`by: -1`) or down; the pick follows it.
  mutating func movePicked(by step: Int) {
    guard let picked, arrangement.indices.contains(picked - 1),
      arrangement.indices.contains(picked - 1 + step)
    else { return }
    arrangement.swapAt(picked - 1, picked - 1 + step)
    self.picked = picked + step
  }

  /// Picks a line of an `order` item, by the number shown.
  mutating func pick(_ line: Int) -> Bool {
    guard arrangement.indices.contains(line - 1) else { return false }
    picked = line
    return true
  }
}

/// An answer for the store: which item, its topic, right or wrong, the choices given (the
/// item's own numbers) and the order they were shown in (the item's own numbers, the first
/// shown first).
public struct PracticeAnswer: Sendable, Equatable {
  public var id: ItemID
  public var topic: Topic
  public var correct: Bool
  public var choice: [Int]
  public var shown: [Int]

  public init(id: ItemID, topic: Topic, correct: Bool, choice: [Int] = [], shown: [Int] = []) {
    self.id = id
    self.topic = topic
    self.correct = correct
    self.choice = choice
    self.shown = shown
  }
}

/// What the store says of a student's practice: each topic's items seen and known, and the
/// items due today (most overdue first).
public struct PracticeStanding: Sendable, Equatable {
  /// Each topic's items answered at least once, and of those the ones known (SM-2's
  /// repetitions ≥ 2: right twice in a row).
  public var mastery: [Topic: (seen: Int, known: Int)]
  /// The items due today or before.
  public var due: [ItemID]
  /// The topic of each due item, by id.
  public var topics: [String: Topic]
  /// How many answers each item answered so far has had, by id: the number of its next
  /// showing (see ``PracticeShowing``).
  public var answered: [String: Int]

  public init(
    mastery: [Topic: (seen: Int, known: Int)] = [:], due: [ItemID] = [],
    topics: [String: Topic] = [:], answered: [String: Int] = [:]
  ) {
    self.mastery = mastery
    self.due = due
    self.topics = topics
    self.answered = answered
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.due == rhs.due && lhs.topics == rhs.topics && lhs.answered == rhs.answered
      && lhs.mastery.mapValues { [$0.seen, $0.known] }
        == rhs.mastery.mapValues { [$0.seen, $0.known] }
  }
}

/// Where the loop writes a practice answer: the student's store (a SQLite file).
public protocol PracticeRecorder: Sendable {
  /// Records an answer; returns the standing after it and in how many days the item comes
  /// back. Throws an error whose description is one line.
  func record(_ answer: PracticeAnswer) throws -> (standing: PracticeStanding, comesBackIn: Int)
  /// The item on the frame just drawn (nil: none): the time an answer takes runs from the
  /// first frame that shows its item.
  func drawn(_ item: ItemID?)
}

extension PracticeRecorder {
  public func drawn(_ item: ItemID?) {}
}
