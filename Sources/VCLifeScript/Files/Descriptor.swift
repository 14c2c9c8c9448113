#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing whole buffers to a file descriptor: `write(2)` may take part of a buffer or be
/// interrupted by a signal, so every writer of the program goes through this one loop.
public enum Descriptor {
  /// Writes every byte, retrying after EINTR; false when the descriptor refused (a closed
  /// pipe, a full disk), with `errno` saying why.
  @discardableResult
  public static func writeAll(_ all: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    guard let base = all.baseAddress else { return true }
    var offset = 0
    while offset < all.count {
      let written = write(descriptor, base + offset, all.count - offset)
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return false }
      offset += written
    }
    return true
  }

  /// One `read(2)` into `buffer`: the count read, 0 at the end, -1 with `errno` set. Named
  /// apart from the C function so that types with a `read` or `close` of their own can call it.
  public static func readSome(from descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer)
    -> Int
  {
    read(descriptor, buffer.baseAddress, buffer.count)
  }

  /// `close(2)`, named apart as `readSome` is.
  @discardableResult
  public static func closeFile(_ descriptor: Int32) -> Int32 { close(descriptor) }

  /// Writes a string's UTF-8 bytes, as above.
  @discardableResult
  public static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
  }
}
