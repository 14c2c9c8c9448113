import Foundation
import Testing
import VCLifePractice

@testable import VCLifePracticeStore

/// Two students' answers (two connections, as two `vclife practice --answer` processes open
/// the file) reaching a store nobody has created yet: both are kept, every time.
@Suite struct FirstUseRaceTests {
  @Test func twoConnectionsOnAFreshPathLoseNothing() throws {
    let root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-race-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    var failures: [String] = []
    for round in 0..<40 {
      let path = root + "/\(round)-" + PracticeStore.fileName
      let errors = Errors()
      let start = DispatchSemaphore(value: 0)
      let group = DispatchGroup()
      for side in 0..<2 {
        group.enter()
        Thread.detachNewThread {
          start.wait()
          do {
            let store = try PracticeStore(path: path)
            try store.record(
              ItemID(kind: .next, level: 1, seed: UInt64(side + 1)), topic: .navigation,
              correct: true, day: 1, time: 0)
          } catch {
            errors.add("\(error)")
          }
          group.leave()
        }
      }
      start.signal()
      start.signal()
      group.wait()
      failures += errors.all
      let counts = try PracticeStore(path: path).counts()
      if counts.answers != 2 { failures.append("round \(round): \(counts.answers) answers kept") }
    }
    #expect(failures.count == 0, "the first: \(failures.first ?? "")")
  }
}

/// Errors gathered from threads.
private final class Errors: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []
  func add(_ error: String) { lock.withLock { list.append(error) } }
  var all: [String] { lock.withLock { list } }
}
