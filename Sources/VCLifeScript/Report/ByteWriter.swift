/// Output collected as bytes and handed to a sink in large pieces: a report writes each field
/// straight into one buffer instead of building a string per field and per line.
public final class ByteWriter {
  /// The buffer size at which `flushIfFull` hands the bytes on.
  public static let flushSize = 64 * 1024

  /// What has been written and not yet handed on.
  public private(set) var bytes: [UInt8] = []
  private let sink: (([UInt8]) -> Void)?

  /// A writer that hands its bytes to `sink` (a file descriptor, usually) when it is full and
  /// when flushed.
  public init(sink: @escaping ([UInt8]) -> Void) {
    self.sink = sink
    bytes.reserveCapacity(Self.flushSize + 4096)
  }

  /// A writer that keeps everything in `bytes`, for a report rendered whole.
  public init() { sink = nil }

  /// Everything kept so far, as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Hands the bytes on once there are `flushSize` of them. Called between whole lines, so a
  /// reader of a pipe never sees half a line before the rest is ready.
  public func flushIfFull() {
    if bytes.count >= Self.flushSize { flush() }
  }

  /// Hands every byte written so far on.
  public func flush() {
    guard let sink, !bytes.isEmpty else { return }
    sink(bytes)
    bytes.removeAll(keepingCapacity: true)
  }

  /// Writes one byte.
  @inline(__always)
  public func write(byte: UInt8) { bytes.append(byte) }

  /// Writes a literal.
  public func write(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Writes a string's UTF-8.
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Writes `count` spaces.
  public func writeSpaces(_ count: Int) {
    guard count > 0 else { return }
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
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
      bytes.append(contentsOf: buffer[(24 - count)...])
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
