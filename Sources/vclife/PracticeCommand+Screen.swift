import VCLifeClassroom
import VCLifeCore
import VCLifePractice
import VCLifePracticeStore
import VCLifeScript
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `vclife practice` with no `--export`, `--answer` or `--progress`: the live screen for one
/// student, its answers recorded in the store as `--answer` records them.
extension PracticeCommand {
  func runScreen() throws {
    guard isatty(0) == 1, isatty(1) == 1 else {
      throw UsageFailure(
        message:
          "practice opens a screen in a terminal; without one it needs --export FORMAT, "
          + "--answer ID:N or --progress")
    }
    let store = try openStore(create: true)
    let day = now.day
    let recorder = StoreRecorder(store: store, day: day)
    let standing: PracticeStanding
    do {
      standing = try recorder.standing()
    } catch {
      throw UsageFailure(message: "\(error)")
    }
    let settings = ScreenSettings(
      language: lang, theme: theme, pacing: pacing ?? .animated, audience: .student)
    // Without --seed, a seed of this moment: a new sequence each session.
    let drawn = seed ?? (UInt64(time(nil)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(getpid()))
    guard
      let start = Classroom.practising(
        seed: drawn, filters: filters, standing: standing, seedFirst: seed != nil,
        settings: settings)
    else {
      throw UsageFailure(message: "no item matches these filters")
    }
    var options = LiveApp.Options()
    options.language = lang
    options.theme = theme
    options.pacing = settings.pacing
    options.colorMode = noColor ? .monochrome : .automatic
    options.practice = start
    options.practiceRecorder = recorder
    try LiveApp.runForCommand(options)
  }
}

/// The store as the live loop records into it: one answer, one transaction. The loop is the
/// only caller, on the main thread.
final class StoreRecorder: PracticeRecorder, @unchecked Sendable {
  let store: PracticeStore
  /// The student's day the session counts from.
  let day: Int

  init(store: PracticeStore, day: Int) {
    self.store = store
    self.day = day
  }

  func record(_ answer: PracticeAnswer) throws -> (standing: PracticeStanding, comesBackIn: Int) {
    let recorded = try store.record(
      answer.id, topic: answer.topic, correct: answer.correct, day: day, time: Int(time(nil)))
    return (try standing(), recorded.due - day)
  }

  /// Each topic's mastery and the items due today, as the store has them.
  func standing() throws -> PracticeStanding {
    var standing = PracticeStanding()
    for topic in try store.progress(today: day) {
      guard let name = Topic(rawValue: topic.topic) else { continue }
      standing.mastery[name] = (topic.seen, topic.known)
    }
    for due in try store.due(onOrBefore: day) {
      guard let id = ItemID(due.item) else { continue }
      standing.due.append(id)
      standing.topics[due.item] = Topic(rawValue: due.topic)
    }
    return standing
  }
}
