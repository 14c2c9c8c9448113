/// The file's layout: made whole in one transaction on first use, and brought up to this
/// vclife's layout step by step (`PRAGMA user_version`), one transaction a step, so a file
/// an older vclife wrote keeps every answer.
extension PracticeStore {
  /// The layout this vclife writes.
  static let schemaVersion = 2

  /// Layout 2's tables. `answers` keeps, beside right or wrong, the choices given (by the
  /// item's own numbers), the order they were shown in, the time taken in milliseconds, the
  /// interval the item had when answered (Anki's review log keeps the last two too) and
  /// whether the answer moved the schedule (`review`: 0 for a repeat on the same day).
  /// `cards.reviews` counts every answer to the item.
  static let tables = """
    CREATE TABLE answers(
      id INTEGER PRIMARY KEY, item TEXT NOT NULL, kind TEXT NOT NULL, topic TEXT NOT NULL,
      level INTEGER NOT NULL, correct INTEGER NOT NULL, day INTEGER NOT NULL,
      answered_at INTEGER NOT NULL, choice TEXT, shown TEXT, time_taken INTEGER,
      last_interval INTEGER, review INTEGER NOT NULL DEFAULT 1);
    CREATE TABLE cards(
      item TEXT PRIMARY KEY, kind TEXT NOT NULL, topic TEXT NOT NULL, level INTEGER NOT NULL,
      repetitions INTEGER NOT NULL, interval INTEGER NOT NULL, easiness INTEGER NOT NULL,
      due INTEGER NOT NULL, reviews INTEGER NOT NULL);
    CREATE INDEX cards_due ON cards(due);
    """

  /// What the file's header says: whose it is, its layout, and how many tables it has. One
  /// statement reads all three, so they come from one moment of the file (read one by one,
  /// another process's first transaction could commit between them).
  private func header() throws(StoreError) -> (id: Int, version: Int, tables: Int) {
    var header = (id: 0, version: 0, tables: 0)
    try database.query(
      """
      SELECT (SELECT application_id FROM pragma_application_id),
        (SELECT user_version FROM pragma_user_version), (SELECT COUNT(*) FROM sqlite_master)
      """
    ) { header = ($0.integer(0), $0.integer(1), $0.integer(2)) }
    return header
  }

  /// Makes a new (or empty) file whole, brings an older layout up to this one, and refuses a
  /// file that is damaged, another program's, or a newer vclife's. Two processes opening a
  /// file nobody has made yet both get here: the first to take the write lock makes the
  /// tables, the other reads them (the header is read again under the lock).
  func prepare() throws(StoreError) {
    var found = try header()
    // A file whose first transaction a signal cut short holds nothing yet: it is begun again.
    if found == (0, 0, 0) {
      try database.execute("PRAGMA journal_mode=DELETE")
      try database.transaction { () throws(StoreError) in
        guard try header() == (0, 0, 0) else { return }
        try database.execute(
          """
          PRAGMA application_id=\(Self.applicationID);
          PRAGMA user_version=\(Self.schemaVersion);
          \(Self.tables)
          """)
      }
      found = try header()
    }
    guard found.id == Self.applicationID else {
      throw StoreError(
        "\(database.path) is not a vclife practice database; it is left as it is",
        isDamaged: true)
    }
    guard (1...Self.schemaVersion).contains(found.version) else {
      let who = found.version > Self.schemaVersion ? "a newer vclife" : "another vclife"
      throw StoreError(
        "\(database.path) was written by \(who) (layout \(found.version)); it is left as it is",
        isDamaged: true)
    }
    var verdict: [String] = []
    try database.query("PRAGMA quick_check") { verdict.append($0.text(0)) }
    guard verdict == ["ok"] else {
      throw StoreError(
        "\(database.path) is damaged (\(verdict.first ?? "unreadable")); it is left as it is: "
          + "move it away to start anew", isDamaged: true)
    }
    var version = found.version
    while version < Self.schemaVersion {
      try database.transaction { () throws(StoreError) in
        // Another vclife may have taken this step while this one waited for the lock.
        guard try header().version == version else { return }
        try upgrade(from: version)
        try database.execute("PRAGMA user_version=\(version + 1)")
      }
      version = try header().version
    }
  }

  /// One step, inside its transaction: layout `version` to `version + 1`.
  private func upgrade(from version: Int) throws(StoreError) {
    switch version {
    case 1: try upgradeFromLayout1()
    default:
      throw StoreError("\(database.path): no way from layout \(version); it is left as it is")
    }
  }

  /// Layout 1 kept right or wrong only. Its answers get the new columns empty (NULL: not
  /// known), except the interval each item had when answered, which the answers themselves
  /// give: in layout 1 every answer moved the schedule, so SM-2 replayed over an item's
  /// answers in order gives it back.
  private func upgradeFromLayout1() throws(StoreError) {
    try database.execute(
      """
      ALTER TABLE answers ADD COLUMN choice TEXT;
      ALTER TABLE answers ADD COLUMN shown TEXT;
      ALTER TABLE answers ADD COLUMN time_taken INTEGER;
      ALTER TABLE answers ADD COLUMN last_interval INTEGER;
      ALTER TABLE answers ADD COLUMN review INTEGER NOT NULL DEFAULT 1;
      """)
    var replayed: [(id: Int, interval: Int)] = []
    var item = ""
    var schedule = SM2()
    try database.query("SELECT id, item, correct FROM answers ORDER BY item, id") { row in
      if row.text(1) != item {
        item = row.text(1)
        schedule = SM2()
      }
      replayed.append((row.integer(0), schedule.interval))
      schedule = schedule.answered(correct: row.integer(2) != 0)
    }
    for (id, interval) in replayed {
      try database.query(
        "UPDATE answers SET last_interval = ? WHERE id = ?", [.integer(interval), .integer(id)])
    }
  }
}
