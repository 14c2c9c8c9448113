import VCLifeCore

/// A report written as the run goes: each event and bad line as soon as it happens, the
/// state at the end. The whole-run reports are the same writers fed a finished run.
public protocol EventWriter {
  /// Writes one event of the simulation, caused by script line `line` (0: the scenario).
  mutating func event(_ event: Event, line: Int, to out: ByteWriter)
  /// Writes a line that could not be run.
  mutating func lineError(_ error: ScriptError, to out: ByteWriter)
  /// Writes what the report says at the end, about the state the run left.
  mutating func end(_ state: AppState, to out: ByteWriter)
}

extension ByteWriter {
  /// Writes an event's reason in a report's language (both: English / Chinese), without
  /// joining the two into a new string first.
  func writeReason(_ event: Event, _ language: ReportLanguage) {
    switch language {
    case .en: write(Narrator.line(for: event, in: .english))
    case .zh: write(Narrator.line(for: event, in: .chinese))
    case .both:
      write(Narrator.line(for: event, in: .english))
      write(" / ")
      write(Narrator.line(for: event, in: .chinese))
    }
  }
}
