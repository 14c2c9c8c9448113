import Foundation
import Testing
import VCLifePractice

@testable import VCLifePracticeStore

/// A file an older vclife wrote is brought up to this layout with every answer kept; each
/// answer keeps what is known of it; a second answer on one day does not move the schedule.
@Suite struct StoreLayoutTests {
  let directory: String

  init() throws {
    directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-layout-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  var path: String { directory + "/" + PracticeStore.fileName }

  /// Layout 1, as vclife made it before layout 2 (copied from that vclife, not from this one).
  static let layout1 = """
    PRAGMA application_id=1447251024;
    PRAGMA user_version=1;
    CREATE TABLE answers(
      id INTEGER PRIMARY KEY, item TEXT NOT NULL, kind TEXT NOT NULL, topic TEXT NOT NULL,
      level INTEGER NOT NULL, correct INTEGER NOT NULL, day INTEGER NOT NULL,
      answered_at INTEGER NOT NULL);
    CREATE TABLE cards(
      item TEXT PRIMARY KEY, kind TEXT NOT NULL, topic TEXT NOT NULL, level INTEGER NOT NULL,
      repetitions INTEGER NOT NULL, interval INTEGER NOT NULL, easiness INTEGER NOT NULL,
      due INTEGER NOT NULL, reviews INTEGER NOT NULL);
    CREATE INDEX cards_due ON cards(due);
    """

  static let first = ItemID(kind: .next, level: 2, seed: 11)
  static let second = ItemID(kind: .bug, level: 1, seed: 12)

  /// A layout-1 file with what layout-1 vclife wrote for: the first item right on days 10
  /// and 11 (due day 17), the second wrong on day 10 (due day 11).
  func writeLayout1() throws {
    let old = try SQLiteDatabase(path: path, create: true)
    try old.execute(Self.layout1)
    try old.execute(
      """
      INSERT INTO answers(item, kind, topic, level, correct, day, answered_at) VALUES
        ('\(Self.first)', 'next', 'navigation', 2, 1, 10, 864000),
        ('\(Self.second)', 'bug', 'memory', 1, 0, 10, 864001),
        ('\(Self.first)', 'next', 'navigation', 2, 1, 11, 950400);
      INSERT INTO cards VALUES ('\(Self.first)', 'next', 'navigation', 2, 2, 6, 2500, 17, 2),
        ('\(Self.second)', 'bug', 'memory', 1, 0, 1, 1960, 11, 1);
      """)
  }

  @Test func aLayout1FileKeepsEveryAnswerAndGetsTheNewColumns() throws {
    try writeLayout1()
    let store = try PracticeStore(path: path)
    var version = 0
    try store.database.query("PRAGMA user_version") { version = $0.integer(0) }
    #expect(version == PracticeStore.schemaVersion)
    let counts = try store.counts()
    #expect(counts.answers == 3 && counts.reviews == 3)
    // The interval each answer met, replayed from the answers: new (0), then 1 after a right.
    var before: [String] = []
    try store.database.query(
      "SELECT item, last_interval, time_taken IS NULL, choice IS NULL, review FROM answers ORDER BY id"
    ) {
      before.append(
        "\($0.text(0)) \($0.integer(1)) \($0.integer(2)) \($0.integer(3)) \($0.integer(4))")
    }
    #expect(
      before == [
        "\(Self.first) 0 1 1 1", "\(Self.second) 0 1 1 1", "\(Self.first) 1 1 1 1",
      ])
    #expect(try store.due(onOrBefore: 11).map(\.item) == [Self.second.description])
    #expect(try store.due(onOrBefore: 17).count == 2)
    // The schedule goes on from where layout 1 left it: right on day 17 gives 15 days.
    let next = try store.record(
      PracticeStore.Answer(
        item: Self.first, topic: .navigation, correct: true, choice: [2], shown: [3, 1, 2],
        milliseconds: 4_250), day: 17, time: 0)
    #expect(next.schedule.interval == 15 && next.due == 32 && next.isReview)
    var last = ""
    try store.database.query(
      "SELECT choice, shown, time_taken, last_interval FROM answers ORDER BY id DESC LIMIT 1"
    ) { last = "\($0.text(0)) \($0.text(1)) \($0.integer(2)) \($0.integer(3))" }
    #expect(last == "2 3,1,2 4250 6")
    // Opened again, nothing changes.
    #expect(try PracticeStore(path: path).counts().answers == 4)
  }

  @Test func aNewerLayoutIsRefusedAndLeftAsItIs() throws {
    try writeLayout1()
    try SQLiteDatabase(path: path, create: false).execute("PRAGMA user_version=9")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect {
      try PracticeStore(path: path)
    } throws: { error in
      (error as? StoreError)?.description.contains("a newer vclife (layout 9)") == true
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func aSecondAnswerOnOneDayDoesNotMoveTheSchedule() throws {
    let store = try PracticeStore(path: path)
    let id = Self.first
    let once = try store.record(id, topic: .navigation, correct: true, day: 5, time: 0)
    #expect(once.isReview && once.due == 6)
    // Again the same day, right or wrong: kept, but the schedule is the first answer's.
    for correct in [true, true, false] {
      let again = try store.record(id, topic: .navigation, correct: correct, day: 5, time: 1)
      #expect(!again.isReview && again.due == 6 && again.schedule == once.schedule)
    }
    let counts = try store.counts()
    #expect(counts.answers == 4 && counts.reviews == 4)
    #expect(try store.answerCount(of: id) == 4)
    // The next day it is a review again: right twice in review, so six days.
    let next = try store.record(id, topic: .navigation, correct: true, day: 6, time: 2)
    #expect(next.isReview && next.schedule.interval == 6 && next.due == 12)
    var reviews: [Int] = []
    try store.database.query("SELECT review FROM answers ORDER BY id") {
      reviews.append($0.integer(0))
    }
    #expect(reviews == [1, 0, 0, 0, 1])
  }
}
