import VCLifeClassroom
import VCLifeCore
import VCLifeScript
import VCLifeUI

/// Mean time to render one frame (`Screen.render`) for a fresh model and for one with a
/// 10,000-deep navigation stack and a long log. Target: under 1 ms, not growing with the
/// stack's depth or the log's length.
enum RenderBenchmark {
  static let sizes = [(80, 24), (200, 60)]

  static func run() {
    let clock = ContinuousClock()
    let fresh = Classroom(catalogue: .photoAlbum, behavior: .iOS5, pacing: .instant)

    // 10,000 pushes of the full-size app would exhaust its budget: the tiny one has the same
    // callbacks without termination.
    var deep = Classroom(catalogue: .tinyPhotoAlbum, behavior: .iOS5, pacing: .instant)
    let pushes = 10_000
    let buildTime = clock.measure {
      for _ in 0..<pushes { deep.send(.key(.char("p"))) }
    }
    let depth = deep.session.state.layout.tabs.map(\.controllers.count).max() ?? 0
    print(
      "render: deep model built by \(pushes) `p` presses (pacing instant) in "
        + "\(Measure.format(Measure.seconds(buildTime))) s: stack depth \(depth), "
        + "\(deep.session.events.count) events"
        + (deep.session.state.isTerminated ? " (the app was TERMINATED)" : ""))
    // `x` on the deep stack: the script and the handout (once quadratic in the depth).
    let exportTime = clock.measure {
      let made = deep.exportFiles()
      _ = made.handout("vclife-session.vcl").utf8.count + made.script.utf8.count
    }
    print(
      "  x on the \(depth)-deep stack (script and handout): "
        + "\(Measure.format(Measure.seconds(exportTime))) s (target < 1 s: "
        + "\(Measure.seconds(exportTime) < 1 ? "met" : "MISSED"))")

    // `c` on the deep stack: both sides replay the session.
    let compareTime = clock.measure {
      var compare = deep
      compare.send(.command(.switchScreen))
      _ = compare.moment(of: .left)!.events.count + compare.moment(of: .right)!.events.count
    }
    print(
      "  c on the \(depth)-deep stack: \(Measure.format(Measure.seconds(compareTime))) s "
        + "(target < 1 s: \(Measure.seconds(compareTime) < 1 ? "met" : "MISSED"))")

    // The same after `B`: ten thousand pops in one action (the review measured x at 4.5–5.8 s).
    var popped = deep
    popped.send(.key(.char("B")))
    let poppedExport = clock.measure {
      let made = popped.exportFiles()
      _ = made.handout("vclife-session.vcl").utf8.count + made.script.utf8.count
    }
    let poppedCompare = clock.measure {
      var compare = popped
      compare.send(.command(.switchScreen))
      _ = compare.moment(of: .right)!.events.count
    }
    print(
      "  after B (pop to the root) on it: x \(Measure.format(Measure.seconds(poppedExport))) s, "
        + "c \(Measure.format(Measure.seconds(poppedCompare))) s (target < 1 s each: "
        + (max(Measure.seconds(poppedExport), Measure.seconds(poppedCompare)) < 1
          ? "met" : "MISSED") + ")")

    for (label, model) in [("fresh", fresh), ("deep", deep)] {
      for (width, height) in sizes {
        let mean = meanMilliseconds(model, width: width, height: height, clock: clock)
        print(
          "  \(label) \(width)×\(height): \(Measure.format(mean)) ms per frame "
            + "(target < 1 ms: \(mean < 1 ? "met" : "MISSED"))")
      }
    }
  }

  /// Renders repeatedly for at least ~0.3 s (and at least 20 frames) and returns the mean.
  static func meanMilliseconds(_ model: Classroom, width: Int, height: Int, clock: ContinuousClock)
    -> Double
  {
    var sink = 0
    _ = Screen.render(model, width: width, height: height, glyphs: .unicode)  // warm up
    var frames = 0
    var total = Duration.zero
    while frames < 20 || total < .milliseconds(300) {
      total += clock.measure {
        let grid = Screen.render(model, width: width, height: height, glyphs: .unicode)
        sink &+= grid.width
      }
      frames += 1
      if frames >= 100_000 { break }
    }
    if sink == -1 { print(sink) }
    return Measure.seconds(total) * 1000 / Double(frames)
  }
}
