import VCLifeCore

/// Events per second and memory of the simulator over 1,000,000 push/pop/warning actions,
/// with every event kept in memory (as the live screen keeps them).
enum SimulatorBenchmark {
  static func run() {
    let actionCount = 1_000_000
    let cycle: [Action] = [.push("B"), .push("C"), .warning, .pop, .pop]
    var session = Session(initialState: AppState(behavior: .iOS5))
    session.perform(.launch(.navigation("A")))
    let startMemory = session.state.memory
    let rssBefore = Measure.peakResidentBytes()
    let clock = ContinuousClock()
    var rssAtFifth = 0
    var eventsAtFifth = 0
    let elapsed = clock.measure {
      for index in 0..<actionCount {
        session.perform(cycle[index % cycle.count])
        if index == actionCount / 5 {
          rssAtFifth = Measure.peakResidentBytes()
          eventsAtFifth = session.events.count
        }
      }
    }
    let seconds = Measure.seconds(elapsed)
    let events = session.events.count
    let rssAfter = Measure.peakResidentBytes()
    let bytesPerEvent = Double(rssAfter - rssAtFifth) / Double(max(1, events - eventsAtFifth))
    print("simulator: \(actionCount) actions, \(events) events in \(Measure.format(seconds)) s")
    print("  events per second: \(Int(Double(events) / seconds))")
    print(
      "  peak memory: \(rssAfter / 1_048_576) MiB (before the run: \(rssBefore / 1_048_576) MiB)")
    print("  memory growth per event after warm-up: \(Measure.format(bytesPerEvent)) bytes")
    print("    (an Event is \(MemoryLayout<Event>.stride) bytes; the list itself is the growth)")
    print(
      "  simulated memory after every full cycle returns to the start: "
        + "\(session.state.memory == startMemory ? "yes" : "NO")")
  }
}
