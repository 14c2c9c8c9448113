/// A ``GridSink`` that keeps frames in memory instead of showing them, so rendering and the
/// main loop can run in tests and benchmarks without a terminal.
public final class BufferSink: GridSink {
  /// The size reported to the renderer; change it to simulate a resize.
  public var width: Int
  /// See ``width``.
  public var height: Int
  /// The most recent frame, or nil before the first.
  public private(set) var lastGrid: Grid?
  /// How many frames have been drawn.
  public private(set) var frameCount = 0

  /// A sink that reports the given size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public func size() -> (width: Int, height: Int) {
    (width, height)
  }

  public func draw(_ grid: Grid) {
    lastGrid = grid
    frameCount += 1
  }
}
