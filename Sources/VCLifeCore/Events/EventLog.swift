/// The ordered list of events, stored in fixed-size chunks: appending never copies what is
/// already stored (an array would copy everything each time it doubles), so a session of
/// millions of events grows smoothly and peaks at what it holds.
public struct EventLog: RandomAccessCollection, Sendable, Equatable {
  private static let chunkShift = 14
  private static let chunkSize = 1 << chunkShift
  private static let chunkMask = chunkSize - 1

  private var chunks: [[Event]] = []

  /// An empty log.
  public init() {}

  /// The first index, 0.
  public var startIndex: Int { 0 }
  /// One past the last index: the number of events.
  public private(set) var endIndex = 0

  /// The event at an index.
  public subscript(index: Int) -> Event {
    chunks[index >> Self.chunkShift][index & Self.chunkMask]
  }

  /// Adds an event at the end.
  mutating func append(_ event: Event) {
    if endIndex >> Self.chunkShift == chunks.count {
      var chunk: [Event] = []
      chunk.reserveCapacity(Self.chunkSize)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(event)
    endIndex += 1
  }

  /// Forgets every event. The first chunk keeps its storage: a headless run empties the log
  /// after every line, and allocating a fresh chunk each time would cost more than the line.
  mutating func removeAll() {
    guard !chunks.isEmpty else { return }
    chunks.removeSubrange(1...)
    chunks[0].removeAll(keepingCapacity: true)
    endIndex = 0
  }
}
