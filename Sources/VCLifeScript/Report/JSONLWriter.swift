import VCLifeCore

/// The `jsonl` format written event by event (SPEC §6): one JSON object a line, fields in a
/// fixed order, then the `state` object at the end.
public struct JSONLWriter: EventWriter {
  private var narration: NarrationCache
  private var seq = 0
  /// The memory after the latest event: a bad line reports what was in use at that point of
  /// the script (SPEC §6: "memory after the event"), not the total at the end of the run.
  private var memory: Int
  /// The student's own class (`--own`): its overrides' callbacks carry `source` and `super`.
  public var own: OwnController?

  /// A writer for a run that starts from `initialState`.
  public init(language: ReportLanguage, initialState: AppState) {
    self.narration = NarrationCache(language: language, json: true)
    self.memory = initialState.memory
  }

  public mutating func event(_ event: Event, line: Int, to out: ByteWriter) {
    seq += 1
    memory = event.memory
    out.write("{\"seq\":")
    out.write(seq)
    out.write(",\"kind\":\"")
    out.write(event.kind.rawValue)
    out.write("\",\"object\":")
    out.writeJSON(event.object)
    out.write(",\"name\":")
    out.writeJSON(event.name.text)
    out.write(",\"memory\":")
    out.write(event.memory)
    out.write(",\"line\":")
    out.write(line)
    out.write(",\"reason\":")
    narration.write(event, to: out)
    if let mark = own?.mark(for: event) {
      out.write(",\"source\":")
      out.writeJSON(mark.source)
      if let call = mark.superCall {
        out.write(",\"super\":")
        out.writeJSON(call)
      }
    }
    if event.delta != MemoryBreakdown() {
      out.write(",\"delta\":{")
      var first = true
      for part in MemoryPart.allCases where event.delta[part] != 0 {
        if !first { out.write(byte: UInt8(ascii: ",")) }
        first = false
        out.writeJSON(part.rawValue)
        out.write(byte: UInt8(ascii: ":"))
        out.write(event.delta[part])
      }
      out.write(byte: UInt8(ascii: "}"))
    }
    out.write("}\n")
  }

  public mutating func lineError(_ error: ScriptError, to out: ByteWriter) {
    seq += 1
    out.write("{\"seq\":")
    out.write(seq)
    out.write(",\"kind\":\"error\",\"object\":\"Script\",\"name\":\"bad line\",\"line\":")
    out.write(error.line)
    out.write(",\"reason\":")
    out.writeJSON(error.message)
    out.write(",\"memory\":")
    out.write(memory)
    out.write("}\n")
  }

  public mutating func end(_ state: AppState, to out: ByteWriter) {
    seq += 1
    out.write(JSONLReport.stateObject(state, seq: seq).text)
    out.write(byte: UInt8(ascii: "\n"))
  }
}
