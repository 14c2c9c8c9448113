import VCLifeCore

/// The simulator's own rate on the script `Benchmarks/script_throughput.py` feeds to
/// `vclife script`: the same actions, events dropped after each, nothing written. The
/// script's rates are read against it: what the reports cost on top of the simulation.
enum HeadlessBenchmark {
  static func run(lines: Int = 60_000, warningEvery: Int = 100) {
    var simulator = Simulator(state: AppState())
    let clock = ContinuousClock()
    var events = 0
    let elapsed = clock.measure {
      simulator.perform(.launch(.navigation("A")), index: 0)
      events += simulator.events.count
      simulator.removeAllEvents()
      for index in 0..<(lines - 1) {
        // As the script: push B, pop, … and a warning after every 100 of them.
        let position = index % (warningEvery + 1)
        let action: Action =
          position == warningEvery ? .warning : (position % 2 == 0 ? .push("B") : .pop)
        simulator.perform(action, index: index + 1)
        events += simulator.events.count
        simulator.removeAllEvents()
      }
    }
    let seconds = Measure.seconds(elapsed)
    print("simulator alone: \(events) events in \(Measure.format(seconds)) s")
    print("  events per second: \(Int(Double(events) / seconds))")
  }
}
