import Foundation
import Testing
import VCLifePractice

@testable import VCLifePracticeStore

/// The practice file: answers appended in transactions, scheduled by SM-2, and refused, never
/// replaced, when damaged, another program's, or not a regular file; a full disk loses the
/// answer being written and nothing else.
@Suite struct PracticeStoreTests {
  let directory: String

  init() throws {
    directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-store-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  var path: String { directory + "/" + PracticeStore.fileName }

  static func id(_ number: UInt64, _ kind: ItemKind = .next) -> ItemID {
    ItemID(kind: kind, level: 2, seed: number)
  }

  @Test func sm2GivesOneThenSixThenTheEasinessTimesTheInterval() {
    var schedule = SM2()
    var intervals: [Int] = []
    for _ in 0..<4 {
      schedule = schedule.answered(correct: true)
      intervals.append(schedule.interval)
    }
    // Quality 4 keeps the easiness at 2.5: 1, 6, 15, 38 (37.5 rounded).
    #expect(intervals == [1, 6, 15, 38])
    #expect(schedule.easiness == 2_500 && schedule.isKnown)
    let wrong = schedule.answered(correct: false)
    #expect(wrong.interval == 1 && wrong.repetitions == 0 && !wrong.isKnown)
    // EF + 0.1 - 4 × (0.08 + 4 × 0.02) = EF - 0.54.
    #expect(wrong.easiness == 1_960)
    // Right again and again: the interval stops at a hundred years.
    var long = SM2()
    for _ in 0..<1_000 { long = long.answered(correct: true) }
    #expect(long.interval == SM2.maximumInterval)
    var floor = SM2()
    for _ in 0..<5 { floor = floor.answered(correct: false) }
    #expect(floor.easiness == 1_300)
  }

  @Test func answersComeBackWhenTheScheduleSays() throws {
    let store = try PracticeStore(path: path)
    let day = 20_000
    try store.record(Self.id(1), topic: .navigation, correct: true, day: day, time: 0)
    try store.record(Self.id(2), topic: .memory, correct: false, day: day, time: 0)
    #expect(try store.due(onOrBefore: day).isEmpty)
    #expect(
      try store.due(onOrBefore: day + 1).map(\.item).sorted() == [
        Self.id(1).description, Self.id(2).description,
      ])
    // Right again the next day: known, and back six days later.
    try store.record(Self.id(1), topic: .navigation, correct: true, day: day + 1, time: 0)
    #expect(try store.due(onOrBefore: day + 6).map(\.item) == [Self.id(2).description])
    #expect(try store.due(onOrBefore: day + 7).count == 2)
    let progress = try PracticeStore(path: path).progress(today: day + 1)
    #expect(progress.map(\.topic) == ["navigation", "memory"])
    #expect(progress[0].answers == 2 && progress[0].right == 2 && progress[0].mastery == 100)
    #expect(progress[1].answers == 1 && progress[1].right == 0 && progress[1].dueToday == 1)
    // Both are back within the seven days from today: tomorrow, and six days after today.
    #expect(progress[0].dueThisWeek == 1 && progress[1].dueThisWeek == 1)
    let counts = try store.counts()
    #expect(counts.answers == 3 && counts.reviews == 3)
  }

  @Test(arguments: [
    Data("not a database at all, a student's notes\n".utf8),
    Data(repeating: 0xA5, count: 8192),
  ])
  func aDamagedFileIsRefusedAndLeftAsItIs(_ bytes: Data) throws {
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(throws: StoreError.self) { try PracticeStore(path: path) }
    do {
      _ = try PracticeStore(path: path)
    } catch {
      #expect(error.isDamaged)
      #expect(error.description.contains("left as it is"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func aFileCutShortIsRefused() throws {
    let store = try PracticeStore(path: path)
    for number in 0..<300 {
      try store.record(Self.id(UInt64(number)), topic: .tabs, correct: true, day: 1, time: 0)
    }
    let whole = try Data(contentsOf: URL(fileURLWithPath: path))
    let cut = whole.prefix(whole.count / 2)
    try cut.write(to: URL(fileURLWithPath: path))
    #expect(throws: StoreError.self) {
      let reopened = try PracticeStore(path: path)
      _ = try reopened.progress(today: 1)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == cut)
  }

  @Test func anotherProgramsDatabaseIsRefused() throws {
    let other = try SQLiteDatabase(path: path, create: true)
    try other.execute("CREATE TABLE notes(text TEXT); INSERT INTO notes VALUES ('mine');")
    #expect {
      try PracticeStore(path: path)
    } throws: { error in
      (error as? StoreError)?.description.contains("not a vclife practice database") == true
    }
  }

  @Test func aSymlinkIsNotFollowed() throws {
    let target = directory + "/elsewhere.sqlite3"
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    #expect(throws: StoreError.self) { try PracticeStore(path: path) }
    #expect(!FileManager.default.fileExists(atPath: target))
  }

  @Test func aFullDiskLosesOnlyTheAnswerBeingWritten() throws {
    var store = try PracticeStore(path: path)
    var page = 0
    try store.database.query("PRAGMA page_count") { page = $0.integer(0) }
    try store.limitPages(page + 2)
    var saved = 0
    var failure: StoreError?
    for number in 0..<5_000 {
      do {
        try store.record(
          Self.id(UInt64(number)), topic: .loading, correct: number % 3 == 0, day: 7, time: 0)
        saved += 1
      } catch {
        failure = error
        break
      }
    }
    #expect(failure?.isFull == true, "\(String(describing: failure))")
    #expect(failure?.description.contains("the answer was not saved") == true)
    #expect(saved > 0)
    store = try PracticeStore(path: path)
    let counts = try store.counts()
    #expect(counts.answers == saved && counts.reviews == saved)
    var verdict = ""
    try store.database.query("PRAGMA integrity_check") { verdict = $0.text(0) }
    #expect(verdict == "ok")
  }

  @Test func daysAreDatesBothWays() {
    #expect(Day.parse("1970-01-01") == 0)
    #expect(Day.parse("2026-11-25") == 20_782)
    #expect(Day.format(20_782) == "2026-11-25")
    for day in stride(from: 0, to: 40_000, by: 367) { #expect(Day.parse(Day.format(day)) == day) }
    for bad in ["2026-02-30", "2026-13-01", "26-11-25", "2026-1-5", "", "tomorrow"] {
      #expect(Day.parse(bad) == nil, "\(bad)")
    }
  }
}
