/// Something a finished ``Grid`` can be shown on: the real ``Terminal``, or a ``BufferSink``
/// in tests and benchmarks.
public protocol GridSink {
  /// The drawable area in cells.
  func size() -> (width: Int, height: Int)

  /// Shows `grid`, replacing the previous frame. A grid larger than the area is clipped.
  func draw(_ grid: Grid)
}
