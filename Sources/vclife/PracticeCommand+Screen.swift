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
  func runScreen(_ filters: PracticeFilters) throws {
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

/// The store as the live loop records into it: one answer, one transaction, with the time
/// it took from the first frame that showed its item. The loop is the only caller, on the
/// main thread.
final class StoreRecorder: PracticeRecorder, @unchecked Sendable {
  let store: PracticeStore
  /// The student's day the session counts from.
  let day: Int
  /// The item on screen, and the moment (monotonic milliseconds) a frame first showed it.
  private var onScreen: (item: ItemID, since: Int)?

  init(store: PracticeStore, day: Int) {
    self.store = store
    self.day = day
  }

  /// Milliseconds on a clock that no change of the system time moves.
  private static func milliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1_000 + Int(now.tv_nsec) / 1_000_000
  }

  func drawn(_ item: ItemID?) {
    guard let item else {
      onScreen = nil
      return
    }
    if onScreen?.item != item { onScreen = (item, Self.milliseconds()) }
  }

  func record(_ answer: PracticeAnswer) throws -> (standing: PracticeStanding, comesBackIn: Int) {
    let taken = onScreen.flatMap { $0.item == answer.id ? Self.milliseconds() - $0.since : nil }
    let recorded = try store.record(
      PracticeStore.Answer(
        item: answer.id, topic: answer.topic, correct: answer.correct, choice: answer.choice,
        shown: answer.shown, milliseconds: taken), day: day, time: Int(time(nil)))
    return (try standing(), recorded.due - day)
  }

  /// Each topic's mastery, the items due today, and how many answers each item has had, as
  /// the store has them.
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
    standing.answered = try store.answerCounts()
    return standing
  }
}
