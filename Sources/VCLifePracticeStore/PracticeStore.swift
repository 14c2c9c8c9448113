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
  /// The layout of the tables.
  static let schemaVersion = 1

  /// Opens the database at `path`, creating it when nothing is there. Throws when the path
  /// is not a regular file, or the file is damaged or another program's.
  public init(path: String) throws(StoreError) {
    var info = stat()
    let exists = lstat(path, &info) == 0
    if exists && info.st_mode & S_IFMT != S_IFREG {
      throw StoreError("\(path) is not a regular file; it is left as it is", isDamaged: true)
    }
    database = try SQLiteDatabase(path: path, create: !exists)
    if exists && info.st_size > 0 {
      try checkIsOurs()
    } else {
      try create()
    }
  }

  private func create() throws(StoreError) {
    try database.execute("PRAGMA journal_mode=DELETE")
    try database.transaction { () throws(StoreError) in
      try database.execute(
        """
        PRAGMA application_id=\(Self.applicationID);
        PRAGMA user_version=\(Self.schemaVersion);
        CREATE TABLE answers(
          id INTEGER PRIMARY KEY, item TEXT NOT NULL, kind TEXT NOT NULL, topic TEXT NOT NULL,
          level INTEGER NOT NULL, correct INTEGER NOT NULL, day INTEGER NOT NULL,
          answered_at INTEGER NOT NULL);
        CREATE TABLE cards(
          item TEXT PRIMARY KEY, kind TEXT NOT NULL, topic TEXT NOT NULL, level INTEGER NOT NULL,
          repetitions INTEGER NOT NULL, interval INTEGER NOT NULL, easiness INTEGER NOT NULL,
          due INTEGER NOT NULL, reviews INTEGER NOT NULL);
        CREATE INDEX cards_due ON cards(due);
        """)
    }
  }

  /// Refuses a file that SQLite cannot read whole, or that another program made.
  private func checkIsOurs() throws(StoreError) {
    var id = 0
    var version = 0
    try database.query("PRAGMA application_id") { id = $0.integer(0) }
    try database.query("PRAGMA user_version") { version = $0.integer(0) }
    var tables = 0
    try database.query("SELECT COUNT(*) FROM sqlite_master") { tables = $0.integer(0) }
    // A file whose first transaction a signal cut short holds nothing yet: it is begun again.
    if id == 0 && version == 0 && tables == 0 { return try create() }
    guard id == Self.applicationID else {
      throw StoreError(
        "\(database.path) is not a vclife practice database; it is left as it is",
        isDamaged: true)
    }
    guard version == Self.schemaVersion else {
      throw StoreError(
        "\(database.path) was written by another vclife (layout \(version)); it is left as it is",
        isDamaged: true)
    }
    var verdict: [String] = []
    try database.query("PRAGMA quick_check") { verdict.append($0.text(0)) }
    guard verdict == ["ok"] else {
      throw StoreError(
        "\(database.path) is damaged (\(verdict.first ?? "unreadable")); it is left as it is: "
          + "move it away to start anew", isDamaged: true)
    }
  }

  /// Appends an answer and schedules the item again: both or neither are written. `day`
  /// is the student's day (see `Day`), `time` the moment in seconds since 1970.
  @discardableResult
  public func record(_ item: ItemID, topic: Topic, correct: Bool, day: Int, time: Int)
    throws(StoreError) -> SM2
  {
    var schedule = SM2()
    try database.transaction { () throws(StoreError) in
      var reviews = 0
      try database.query(
        "SELECT repetitions, interval, easiness, reviews FROM cards WHERE item = ?",
        [.text(item.description)]
      ) { row in
        schedule.repetitions = row.integer(0)
        schedule.interval = row.integer(1)
        schedule.easiness = row.integer(2)
        reviews = row.integer(3)
      }
      schedule = schedule.answered(correct: correct)
      try database.query(
        """
        INSERT INTO answers(item, kind, topic, level, correct, day, answered_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(item.description), .text(item.kind.rawValue), .text(topic.rawValue),
          .integer(item.level), .integer(correct ? 1 : 0), .integer(day), .integer(time),
        ])
      try database.query(
        """
        INSERT OR REPLACE INTO cards(item, kind, topic, level, repetitions, interval, easiness,
          due, reviews)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(item.description), .text(item.kind.rawValue), .text(topic.rawValue),
          .integer(item.level), .integer(schedule.repetitions), .integer(schedule.interval),
          .integer(schedule.easiness), .integer(day + schedule.interval), .integer(reviews + 1),
        ])
    }
    return schedule
  }

  /// One item the schedule brings back.
  public struct Due: Sendable, Equatable {
    public var item: String
    public var topic: String
    public var day: Int
  }

  /// The items due on or before `day`, the most overdue first.
  public func due(onOrBefore day: Int) throws(StoreError) -> [Due] {
    var due: [Due] = []
    try database.query(
      "SELECT item, topic, due FROM cards WHERE due <= ? ORDER BY due, item", [.integer(day)]
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

/// The student's days, counted from 1970-01-01 in the local time zone: an item due on day
/// N is due from local midnight.
public enum Day {
  /// The day a moment (seconds since 1970) falls on, where the student is.
  public static func of(_ time: Int) -> Int {
    var seconds = time_t(time)
    var local = tm()
    localtime_r(&seconds, &local)
    return (time + Int(local.tm_gmtoff)) / 86_400 - (time + Int(local.tm_gmtoff) < 0 ? 1 : 0)
  }

  /// The day of a date written `YYYY-MM-DD`; nil for anything else.
  public static func parse(_ text: String) -> Int? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1...12).contains(month), (1...31).contains(day), year >= 1970
    else { return nil }
    // Days from the civil date (H. Hinnant's days_from_civil).
    let y = month <= 2 ? year - 1 : year
    let era = y / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    // A date that does not exist (February 30) does not round-trip.
    guard text == format(days) else { return nil }
    return days
  }

  /// A day as `YYYY-MM-DD`.
  public static func format(_ days: Int) -> String {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(year)-\(two(month))-\(two(day))"
  }
}
