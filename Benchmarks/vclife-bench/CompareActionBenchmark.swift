import VCLifeClassroom
import VCLifeCore
import VCLifeScript

/// The cost of one action (`p` or `b`) in compare mode beside the same action on a single
/// screen: each compare side follows the timeline after the action (a side that shares the
/// truth's session takes it again; one that differs replays the action under its version).
enum CompareActionBenchmark {
  static func run() {
    let actions = 20_000
    let single = perAction(actions, compare: nil)
    print("classroom: one action (p or b), mean of \(actions), on a fresh session")
    print("  single screen: \(microseconds(single)) µs")
    for (name, kind) in [("handlers", CompareKind.handlers), ("ios 5|6", .iOSVersions)] {
      let cost = perAction(actions, compare: kind)
      print(
        "  compare (\(name)): \(microseconds(cost)) µs (\(Measure.format(cost / single))× single)")
    }
  }

  /// Seconds per action: the best of three runs of `count` actions from a fresh session.
  private static func perAction(_ count: Int, compare kind: CompareKind?) -> Double {
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<3 {
      var model = Classroom(catalogue: .tinyPhotoAlbum, behavior: .iOS5, pacing: .instant)
      if let kind { model.send(.compare(kind)) }
      let took = clock.measure {
        for index in 0..<count { model.send(.key(.char(index.isMultiple(of: 2) ? "p" : "b"))) }
      }
      best = min(best, Measure.seconds(took) / Double(count))
    }
    return best
  }

  private static func microseconds(_ seconds: Double) -> String {
    Measure.format(seconds * 1e6)
  }
}
