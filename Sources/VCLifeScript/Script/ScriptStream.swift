import VCLifeCore

/// A script run line by line, each line's events written as soon as it has run and then
/// forgotten: the run keeps only the state (with its templates), so its memory does not grow
/// with the script. `ScriptRun` keeps everything instead, for reports that need the whole run.
public struct ScriptStream<Writer: EventWriter> {
  private var simulator: Simulator
  private var writer: Writer
  private let out: ByteWriter
  private var actionCount = 0
  private var parsed = ParsedLineCache()

  /// Whether a line was bad or an action was refused: the exit status is then 1.
  public private(set) var hasErrors = false

  /// Told of every bad line and refused action as it is written to the report, in English
  /// (the command line says them on standard error too).
  public var onError: ((ScriptError) -> Void)?

  /// Starts a run from a scenario's starting state and writes the scenario's own launch;
  /// `writer` makes the report's writer for that starting state.
  public init(
    scenario: Scenario = Scenario(), behavior: SystemBehavior? = nil, output: ByteWriter,
    writer: (AppState) -> Writer
  ) {
    var start = scenario.initialState
    if let behavior { start.behavior = behavior }
    self.simulator = Simulator(state: start)
    self.writer = writer(start)
    self.out = output
    for action in scenario.launchActions { perform(action, line: 0) }
  }

  /// The report's writer, with what it has measured or counted.
  public var report: Writer { writer }

  /// The state after the last line.
  public var state: AppState { simulator.state }

  /// Runs one line of the script (its number counts every line, blank and comment lines
  /// too) and writes what it did.
  public mutating func run(line text: Substring, number: Int) {
    switch parsed.parse(text, number: number) {
    case .success(.none): return
    case .success(.some(let action)):
      if let error = ScriptRun.undefinedBase(of: action, in: simulator.state, line: number) {
        reject(error)
      } else {
        perform(action, line: number)
      }
    case .failure(let error): reject(error)
    }
  }

  /// Writes a line that cannot run, such as one the reader found too long to keep.
  public mutating func reject(_ error: ScriptError) {
    hasErrors = true
    onError?(error)
    writer.lineError(error, to: out)
    out.flushIfFull()
  }

  /// Writes what the report says at the end of the script.
  public mutating func end() {
    writer.end(simulator.state, to: out)
  }

  private mutating func perform(_ action: Action, line: Int) {
    simulator.perform(action, index: actionCount)
    actionCount += 1
    for event in simulator.events {
      if event.kind == .error {
        hasErrors = true
        onError?(ScriptError.refused(event, line: line))
      }
      writer.event(event, line: line, to: out)
    }
    simulator.removeAllEvents()
    out.flushIfFull()
  }
}

extension ScriptError {
  /// A refused action as an error of its line: the action, then why, in English.
  public static func refused(_ event: Event, line: Int) -> ScriptError {
    ScriptError(
      line: line,
      message: ControllerName.escaped(event.name.text) + ": "
        + Narrator.line(for: event, in: .english))
  }
}
