import VCLifePractice

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A student's answers, appended to a SQLite file, and the schedule they give each item
/// (`SM2`). Every answer is one transaction: a signal or a full disk leaves the file as it
/// was before that answer. A file that is damaged or is not vclife's is refused, never
/// replaced.
public final class PracticeStore {
  let database: SQLiteDatabase

  /// The file's name in the state directory.
  public static let fileName = "practice.sqlite3"
  /// SQLite's `application_id` for vclife's practice file: "VCLP".
  static let applicationID = 0x5643_4C50
  /// Opens the database at `path`, creating it when nothing is there and bringing an older
  /// layout up to this vclife's. Throws when the path is not a regular file, or the file is
  /// damaged, another program's or a newer vclife's.
  public init(path: String) throws(StoreError) {
    var info = stat()
    let exists = lstat(path, &info) == 0
    if exists && info.st_mode & S_IFMT != S_IFREG {
      throw StoreError("\(path) is not a regular file; it is left as it is", isDamaged: true)
    }
    database = try SQLiteDatabase(path: path, create: !exists)
    try prepare()
  }

  /// An answer to record: the item, right or wrong, and what the screen or the command line
  /// knows of it.
  public struct Answer: Sendable, Equatable {
    public var item: ItemID
    public var topic: Topic
    public var correct: Bool
    /// The choices given, by the item's own numbers (one, or an `order` item's order).
    public var choice: [Int]?
    /// The order the choices were shown in: the item's own numbers, the first shown first.
    public var shown: [Int]?
    /// Milliseconds from the item shown to the answer; nil where nobody saw it shown
    /// (`--answer`).
    public var milliseconds: Int?

    public init(
      item: ItemID, topic: Topic, correct: Bool, choice: [Int]? = nil, shown: [Int]? = nil,
      milliseconds: Int? = nil
    ) {
      self.item = item
      self.topic = topic
      self.correct = correct
      self.choice = choice
      self.shown = shown
      self.milliseconds = milliseconds
    }
  }

  /// What recording an answer did to the item's schedule.
  public struct Recorded: Sendable, Equatable {
    /// The schedule after the answer.
    public var schedule: SM2
    /// The day the item is due again.
    public var due: Int
    /// Whether the answer moved the schedule: false for a second answer on one day.
    public var isReview: Bool
  }

  /// Appends an answer and schedules the item again: both or neither are written. `day`
  /// is the student's day (see `Day`), `time` the moment in seconds since 1970.
  ///
  /// Only the day's first answer to an item is a review (SM-2 grades recall after an
  /// interval): a second answer the same day, given with the first one's feedback fresh in
  /// mind, is kept with the answers but leaves the schedule as the first one set it, so
  /// answering twice cannot push an item two intervals out.
  @discardableResult
  public func record(_ answer: Answer, day: Int, time: Int) throws(StoreError) -> Recorded {
    var recorded = Recorded(schedule: SM2(), due: day, isReview: true)
    let item = answer.item
    try database.transaction { () throws(StoreError) in
      var reviews = 0
      var lastDay: Int?
      try database.query(
        "SELECT repetitions, interval, easiness, reviews, due FROM cards WHERE item = ?",
        [.text(item.description)]
      ) { row in
        recorded.schedule.repetitions = row.integer(0)
        recorded.schedule.interval = row.integer(1)
        recorded.schedule.easiness = row.integer(2)
        reviews = row.integer(3)
        recorded.due = row.integer(4)
        // The last review set `due` to its day plus the interval.
        lastDay = row.integer(4) - row.integer(1)
      }
      let interval = recorded.schedule.interval
      recorded.isReview = lastDay.map { day > $0 } ?? true
      if recorded.isReview {
        recorded.schedule = recorded.schedule.answered(correct: answer.correct)
        recorded.due = day + recorded.schedule.interval
      }
      func numbers(_ list: [Int]?) -> SQLiteDatabase.Value {
        list.map { .text($0.map(String.init).joined(separator: ",")) } ?? .null
      }
      try database.query(
        """
        INSERT INTO answers(item, kind, topic, level, correct, day, answered_at, choice, shown,
          time_taken, last_interval, review)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(item.description), .text(item.kind.rawValue), .text(answer.topic.rawValue),
          .integer(item.level), .integer(answer.correct ? 1 : 0), .integer(day), .integer(time),
          numbers(answer.choice), numbers(answer.shown),
          answer.milliseconds.map { .integer($0) } ?? .null,
          .integer(interval), .integer(recorded.isReview ? 1 : 0),
        ])
      let schedule = recorded.schedule
      try database.query(
        """
        INSERT OR REPLACE INTO cards(item, kind, topic, level, repetitions, interval, easiness,
          due, reviews)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(item.description), .text(item.kind.rawValue), .text(answer.topic.rawValue),
          .integer(item.level), .integer(schedule.repetitions), .integer(schedule.interval),
          .integer(schedule.easiness), .integer(recorded.due), .integer(reviews + 1),
        ])
    }
    return recorded
  }

  /// Records a right or wrong answer with nothing else known of it (see `record(_:day:time:)`).
  @discardableResult
  public func record(_ item: ItemID, topic: Topic, correct: Bool, day: Int, time: Int)
    throws(StoreError) -> Recorded
  {
    try record(Answer(item: item, topic: topic, correct: correct), day: day, time: time)
  }

  /// How many answers each item has had, by id: the number of the item's next showing.
  public func answerCounts() throws(StoreError) -> [String: Int] {
    var counts: [String: Int] = [:]
    try database.query("SELECT item, reviews FROM cards") { counts[$0.text(0)] = $0.integer(1) }
    return counts
  }

  /// How many answers an item has had.
  public func answerCount(of item: ItemID) throws(StoreError) -> Int {
    var count = 0
    try database.query("SELECT reviews FROM cards WHERE item = ?", [.text(item.description)]) {
      count = $0.integer(0)
    }
    return count
  }

  /// One item the schedule brings back.
  public struct Due: Sendable, Equatable {
    public var item: String
    public var topic: String
    public var day: Int
  }

  /// The items due on or before `day`, the most overdue first.
  public func due(onOrBefore day: Int) throws(StoreError) -> [Due] {
    try due(from: Int(Int64.min), through: day)
  }

  /// The items due from day `first` through day `last`, the earliest first.
  public func due(from first: Int, through last: Int) throws(StoreError) -> [Due] {
    var due: [Due] = []
    try database.query(
      "SELECT item, topic, due FROM cards WHERE due BETWEEN ? AND ? ORDER BY due, item",
      [.integer(first), .integer(last)]
    ) { row in
      due.append(Due(item: row.text(0), topic: row.text(1), day: row.integer(2)))
    }
    return due
  }

  /// What a topic's answers add up to.
  public struct TopicProgress: Sendable, Equatable {
    public var topic: String
    /// Items answered at least once.
    public var seen = 0
    /// Of those, items right at least twice in a row (`SM2.isKnown`).
    public var known = 0
    /// Answers given, and how many were right.
    public var answers = 0
    public var right = 0
    /// Items due on `today` or before, and in the seven days from `today`.
    public var dueToday = 0
    public var dueThisWeek = 0

    /// Known items in hundredths of those seen (0 when none was seen).
    public var mastery: Int { seen == 0 ? 0 : known * 100 / seen }
  }

  /// Every topic answered so far, in the order of `Topic.allCases`.
  public func progress(today: Int) throws(StoreError) -> [TopicProgress] {
    var byTopic: [String: TopicProgress] = [:]
    try database.query(
      """
      SELECT topic, COUNT(*), SUM(repetitions >= 2), SUM(due <= ?), SUM(due <= ? + 6)
      FROM cards GROUP BY topic
      """, [.integer(today), .integer(today)]
    ) { row in
      byTopic[row.text(0)] = TopicProgress(
        topic: row.text(0), seen: row.integer(1), known: row.integer(2), answers: 0, right: 0,
        dueToday: row.integer(3), dueThisWeek: row.integer(4))
    }
    try database.query("SELECT topic, COUNT(*), SUM(correct) FROM answers GROUP BY topic") {
      row in
      byTopic[row.text(0), default: TopicProgress(topic: row.text(0))].answers = row.integer(1)
      byTopic[row.text(0), default: TopicProgress(topic: row.text(0))].right = row.integer(2)
    }
    let order = Topic.allCases.map(\.rawValue)
    return byTopic.values.sorted {
      (order.firstIndex(of: $0.topic) ?? order.count, $0.topic)
        < (order.firstIndex(of: $1.topic) ?? order.count, $1.topic)
    }
  }

  /// How many answers the file holds, and the reviews its cards count (equal, in a file no
  /// signal or full disk has split).
  public func counts() throws(StoreError) -> (answers: Int, reviews: Int) {
    var answers = 0
    var reviews = 0
    try database.query("SELECT COUNT(*) FROM answers") { answers = $0.integer(0) }
    try database.query("SELECT COALESCE(SUM(reviews), 0) FROM cards") { reviews = $0.integer(0) }
    return (answers, reviews)
  }

  /// Caps the file at `pages` pages (SQLite's `max_page_count`): a disk that is full for it.
  func limitPages(_ pages: Int) throws(StoreError) {
    try database.execute("PRAGMA max_page_count=\(pages)")
  }
}
