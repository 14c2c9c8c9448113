import VCLifePractice
import VCLifePracticeStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Practice items generated per second, each run in the simulator and checked before it is
/// returned (target: 100 a second), by kind; and what one answer costs the SQLite file: the
/// time of its transaction (synchronous, on this machine's disk) and the bytes it adds.
enum PracticeBenchmark {
  static func run() {
    let clock = ContinuousClock()
    let count = 400
    var items: [PracticeItem] = []
    let elapsed = clock.measure {
      items = PracticeGenerator(seed: 2026)!.items(count: count)
    }
    let seconds = Measure.seconds(elapsed)
    print(
      "practice: \(items.count) items (every kind, every level) in \(Measure.format(seconds)) s")
    print("  items per second, each checked: \(Int(Double(items.count) / seconds)) (target 100)")
    // `own` needs a student's class: its items cost as many runs as the others'.
    for kind in ItemKind.general {
      var some: [PracticeItem] = []
      let time = clock.measure {
        some = PracticeGenerator(seed: 7, filters: PracticeFilters(kind: kind))!.items(count: 60)
      }
      print("  \(kind.rawValue): \(Int(Double(some.count) / Measure.seconds(time))) a second")
    }
    storeCost()
  }

  private static func storeCost() {
    let directory = "/tmp/vclife-bench-practice-\(getpid())"
    mkdir(directory, 0o700)
    let path = directory + "/" + PracticeStore.fileName
    defer {
      for suffix in ["", "-journal"] { unlink(path + suffix) }
      rmdir(directory)
    }
    do {
      let store = try PracticeStore(path: path)
      let answers = 500
      var before = stat()
      stat(path, &before)
      let clock = ContinuousClock()
      let elapsed = try clock.measure { () throws(StoreError) in
        for number in 0..<answers {
          let id = ItemID(kind: .next, level: 2, seed: UInt64(number % 100))
          try store.record(
            id, topic: .navigation, correct: number % 4 != 0, day: number / 50, time: 0)
        }
      }
      var after = stat()
      stat(path, &after)
      let seconds = Measure.seconds(elapsed)
      print("practice store: \(answers) answers (100 items) in \(Measure.format(seconds)) s")
      print(
        "  per answer: \(Measure.format(seconds * 1000 / Double(answers))) ms, one transaction each"
      )
      print("  file growth per answer: \(Int(after.st_size - before.st_size) / answers) bytes")
    } catch {
      print("practice store: \(error)")
    }
  }
}
