import VCLifeCore

/// A writer that writes nothing and only measures the widest object of a run: the text
/// format of a file runs it once with this, so its object column is as wide from the first
/// line as it was when the whole run was formatted at its end.
public struct ObjectWidthProbe: EventWriter {
  /// The widest object so far, in columns.
  public private(set) var widest = 0
  /// The widest an object can be (the widest name the script's lines mention): once an
  /// event's object is that wide, the rest of the run cannot widen the column.
  public let bound: Int

  /// A probe that has seen nothing, for a run whose objects are at most `bound` columns.
  public init(bound: Int = .max) { self.bound = bound }

  /// Whether the column is known: an object as wide as the bound was seen, so the probe's
  /// run can stop there rather than simulate the whole script a second time.
  public var isDone: Bool { widest >= bound }

  public mutating func event(_ event: Event, line: Int, to out: ByteWriter) {
    widest = max(widest, TextWriter.objectColumns(event))
  }

  public mutating func lineError(_ error: ScriptError, to out: ByteWriter) {}

  public mutating func end(_ state: AppState, to out: ByteWriter) {}
}
