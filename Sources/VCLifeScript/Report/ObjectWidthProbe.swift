import VCLifeCore

/// A writer that writes nothing and only measures the widest object of a run: the text
/// format of a file runs it once with this, so its object column is as wide from the first
/// line as it was when the whole run was formatted at its end.
public struct ObjectWidthProbe: EventWriter {
  /// The widest object so far, in columns.
  public private(set) var widest = 0

  /// A probe that has seen nothing.
  public init() {}

  public mutating func event(_ event: Event, line: Int, to out: ByteWriter) {
    widest = max(widest, TextWriter.objectColumns(event))
  }

  public mutating func lineError(_ error: ScriptError, to out: ByteWriter) {}

  public mutating func end(_ state: AppState, to out: ByteWriter) {}
}
