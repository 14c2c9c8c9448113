/// Output collected as bytes and handed to a sink in large pieces: a report writes each field
/// straight into one buffer instead of building a string per field and per line.
public final class ByteWriter {
  /// The buffer size at which `flushIfFull` hands the bytes on.
  public static let flushSize = 64 * 1024

  // Raw storage rather than an array: every field of every event is appended here, and an
  // array in a class pays for a uniqueness and an exclusivity check on each append.
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var capacity: Int
  @exclusivity(unchecked) private var count = 0
  private let sink: ((UnsafeRawBufferPointer) -> Void)?

  /// A writer that hands its bytes to `sink` (a file descriptor, usually) when it is full and
  /// when flushed.
  public init(sink: @escaping (UnsafeRawBufferPointer) -> Void) {
    self.sink = sink
    capacity = Self.flushSize + 4096
    storage = .allocate(capacity: capacity)
  }

  /// A writer that keeps everything in `bytes`, for a report rendered whole.
  public init() {
    sink = nil
    capacity = 4096
    storage = .allocate(capacity: capacity)
  }

  deinit { storage.deallocate() }

  /// What has been written and not yet handed on.
  public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

  /// Everything kept so far, as text.
  public var text: String {
    String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
  }

  /// Hands the bytes on once there are `flushSize` of them. Called between whole lines, so a
  /// reader of a pipe never sees half a line before the rest is ready.
  public func flushIfFull() {
    if count >= Self.flushSize { flush() }
  }

  /// Hands every byte written so far on.
  public func flush() {
    guard let sink, count > 0 else { return }
    sink(UnsafeRawBufferPointer(start: storage, count: count))
    count = 0
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private func reserve(_ extra: Int) {
    if count + extra > capacity { grow(count + extra) }
  }

  private func grow(_ needed: Int) {
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(needed, capacity * 2))
    larger.update(from: storage, count: count)
    storage.deallocate()
    storage = larger
    capacity = max(needed, capacity * 2)
  }

  /// Writes bytes.
  @inline(__always)
  func write(_ buffer: UnsafeBufferPointer<UInt8>) {
    reserve(buffer.count)
    if let base = buffer.baseAddress { (storage + count).update(from: base, count: buffer.count) }
    count += buffer.count
  }

  /// Writes one byte.
  @inline(__always)
  public func write(byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  /// Writes a literal.
  public func write(_ literal: StaticString) {
    literal.withUTF8Buffer { write($0) }
  }

  /// Writes a string's UTF-8. (A literal is written as a `StaticString`, without a check.)
  @_disfavoredOverload
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { write($0) }
  }

  /// Writes `count` spaces.
  public func writeSpaces(_ count: Int) {
    guard count > 0 else { return }
    reserve(count)
    (storage + self.count).initialize(repeating: UInt8(ascii: " "), count: count)
    self.count += count
  }

  /// Writes a decimal integer.
  public func write(_ value: Int) {
    if value < 0 {
      write(byte: UInt8(ascii: "-"))
      // The magnitude of Int.min does not fit an Int: write it through UInt.
      writeDigits(UInt(bitPattern: 0 &- value))
    } else {
      writeDigits(UInt(value))
    }
  }

  private func writeDigits(_ value: UInt) {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 20 digits, no allocation
    var remaining = value
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[23 - count] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
        count += 1
      } while remaining > 0
      let digits = UnsafeRawBufferPointer(rebasing: buffer[(24 - count)...])
      write(digits.bindMemory(to: UInt8.self))
    }
  }

  /// The number of characters `write(_: Int)` writes for a value.
  static func decimalLength(_ value: Int) -> Int {
    var length = value < 0 ? 2 : 1
    var remaining = value.magnitude
    while remaining >= 10 {
      remaining /= 10
      length += 1
    }
    return length
  }
}
