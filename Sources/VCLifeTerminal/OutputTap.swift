import CNcurses
import VCLifeScript
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a recorded ``Terminal`` hands on: the bytes curses sent for a frame, or a new size.
public enum TapEvent {
  /// Bytes for the terminal, exactly as curses wrote them.
  case output([UInt8])
  /// The screen is now `width` × `height` cells.
  case resize(width: Int, height: Int)
}

/// The pipe a recorded ``Terminal`` gives curses as its output, so every byte curses sends
/// can be recorded as well as shown: after each frame the pipe is emptied and the bytes
/// handed to `handler` (which, for a live session, writes them to the terminal).
///
/// curses writes with write(2) on the pipe and learns nothing of the terminal from it, so a
/// tapped terminal sets the terminal's modes and size itself (see ``Terminal``).
public final class OutputTap {
  /// A tap for a live session on the terminal (standard input and output), or, with
  /// `headless`, for a screen of that size with no terminal at all.
  public enum Mode: Equatable {
    case live
    case headless(width: Int, height: Int)
  }

  public let mode: Mode
  /// Where the bytes and resizes go, in order.
  let handler: (TapEvent) -> Void
  /// curses' output: the pipe's write end.
  let file: UnsafeMutablePointer<FILE>
  private let readEnd: Int32
  private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

  /// Opens the pipe; nil when the system refuses one.
  public init?(mode: Mode, handler: @escaping (TapEvent) -> Void) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    guard let file = fdopen(ends[1], "w") else {
      close(ends[0])
      close(ends[1])
      return nil
    }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    // curses blocks when the pipe is full, and no one empties it before the frame is sent.
    _ = vclife_grow_pipe(ends[1], 1 << 20)
    self.mode = mode
    self.handler = handler
    self.file = file
    readEnd = ends[0]
  }

  deinit {
    fclose(file)
    close(readEnd)
  }

  var isHeadless: Bool { mode != .live }

  /// Hands on whatever curses has written since the last call.
  func drain() {
    var taken: [UInt8] = []
    while true {
      let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      taken += buffer[0..<count]
    }
    if let unwanted, let range = taken.firstRange(of: unwanted) {
      taken.removeSubrange(range)
      self.unwanted = nil
    }
    if !taken.isEmpty { handler(.output(taken)) }
  }

  /// A sequence curses will send that neither the terminal nor the recording should get;
  /// the first time it comes, it is dropped.
  private var unwanted: [UInt8]?

  /// Drops the next `bytes` curses sends (see ``RecordedTerminal/readAllEightBits(_:tap:)``).
  func dropOnce(_ bytes: [UInt8]) {
    unwanted = bytes.isEmpty ? nil : bytes
  }

  /// Says that the screen changed size, after the bytes before it.
  func resized(width: Int, height: Int) {
    drain()
    handler(.resize(width: width, height: height))
  }

  /// A live tap's handler: each frame goes to standard output, then to `record`.
  public static func forwarding(to record: @escaping (TapEvent) -> Void) -> (TapEvent) -> Void {
    { event in
      if case .output(let bytes) = event {
        bytes.withUnsafeBytes { _ = Descriptor.writeAll($0, to: STDOUT_FILENO) }
      }
      record(event)
    }
  }
}
