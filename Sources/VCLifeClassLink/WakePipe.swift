import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe one thread pokes so that another, asleep in `poll(2)`, wakes: the class thread's
/// wake-up and the loop's news. Both ends non-blocking and close-on-exec.
struct WakePipe {
  /// The end to poll.
  let readEnd: Int32
  private let writeEnd: Int32

  /// A new pipe; nil (errno set) when none can be made.
  init?() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      SocketCalls.setNonBlocking(end)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    (readEnd, writeEnd) = (ends[0], ends[1])
  }

  /// Wakes the sleeper (a full pipe has woken it already).
  func poke() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Reads the pokes away, before looking at what they were for.
  func drain() {
    var buffer = [UInt8](repeating: 0, count: 256)
    while read(readEnd, &buffer, buffer.count) > 0 {}
  }

  /// Closes both ends, once, by the pipe's owner.
  func close() {
    Descriptor.closeFile(readEnd)
    Descriptor.closeFile(writeEnd)
  }
}
