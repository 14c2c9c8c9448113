import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file descriptor one line at a time, in 64 KiB reads, so a script is run as it
/// arrives (a pipe that stays open, a terminal) and never held whole.
struct LineReader {
  /// One line: its text (nil when it was too long to keep) and its length in bytes.
  struct Line {
    var text: Substring?
    var bytes: Int
  }

  private let descriptor: Int32
  private let path: String
  /// The most bytes read in all; nil for a pipe or a terminal, whose lines are run and
  /// forgotten one at a time, so their length costs no memory.
  private let limit: Int?
  private var buffer = [UInt8](repeating: 0, count: 65536)
  private var start = 0
  private var end = 0
  private var total = 0
  private var atEnd = false
  private var pending: [UInt8] = []
  private var pendingBytes = 0
  private var isFirstLine = true

  /// A line longer than this is not kept (its bytes are only counted): well past the
  /// longest a script allows, so every line the parser could accept is kept whole.
  static let keptBytes = 4 * ScriptParser.maximumLineBytes

  /// Called before every read that may wait: what was written must be out first.
  var beforeRead: () -> Void = {}

  /// At a terminal, where set: lines come from the line editor instead of the descriptor.
  var editedLine: (() -> String?)?

  /// Opens a path (`-`: standard input). A regular file over `InputFile.maximumBytes` is
  /// refused at once, as when files were read whole; a device is refused where it crosses it.
  init(path: String) throws {
    descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
    guard descriptor >= 0 else { throw InputFile.failure(path) }
    self.path = path
    var status = stat()
    let type = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
    let isStream = type == S_IFIFO || type == S_IFSOCK || isatty(descriptor) == 1
    limit = isStream ? nil : InputFile.maximumBytes
    if type == S_IFREG && Int(status.st_size) > InputFile.maximumBytes {
      throw InputFile.tooLarge(path)
    }
  }

  /// Whether the input is a regular file (it can be read again from its start).
  var isRegularFile: Bool {
    var status = stat()
    return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  /// Goes back to the start of a regular file.
  mutating func rewind() {
    lseek(descriptor, 0, SEEK_SET)
    (start, end, total, atEnd, pendingBytes, isFirstLine) = (0, 0, 0, false, 0, true)
    pending.removeAll(keepingCapacity: true)
  }

  /// Closes a file that was opened by path.
  func close() { if path != "-" { Descriptor.closeFile(descriptor) } }

  /// The next line without its line ending (a BOM before the first is dropped), or nil at
  /// the end of the input.
  mutating func next() throws -> Line? {
    if let editedLine {
      beforeRead()
      guard let text = editedLine() else { return nil }
      let bytes = text.utf8.count
      return Line(text: bytes <= Self.keptBytes ? Substring(text) : nil, bytes: bytes)
    }
    while true {
      if let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n")) {
        keep(start..<newline)
        start = newline + 1
        return finishLine()
      }
      keep(start..<end)
      start = end
      if atEnd { return pendingBytes > 0 ? finishLine() : nil }
      try fill()
    }
  }

  private mutating func keep(_ range: Range<Int>) {
    if pendingBytes + range.count <= Self.keptBytes {
      pending.append(contentsOf: buffer[range])
    }
    pendingBytes += range.count
  }

  private mutating func finishLine() -> Line {
    defer {
      pending.removeAll(keepingCapacity: pending.capacity <= 65536)
      pendingBytes = 0
      isFirstLine = false
    }
    var bytes = pendingBytes
    // "\r\n" ends a line as "\n" does: the "\r" is no part of it.
    if pendingBytes <= Self.keptBytes, pending.last == UInt8(ascii: "\r") {
      pending.removeLast()
      bytes -= 1
    }
    guard pendingBytes <= Self.keptBytes else { return Line(text: nil, bytes: bytes) }
    var text = Substring(String(decoding: pending, as: UTF8.self))
    if isFirstLine, text.unicodeScalars.first == "\u{FEFF}" {
      text = Substring(text.unicodeScalars.dropFirst())
    }
    return Line(text: text, bytes: text.utf8.count)
  }

  private mutating func fill() throws {
    beforeRead()
    while true {
      let count = buffer.withUnsafeMutableBytes { Descriptor.readSome(from: descriptor, into: $0) }
      if count > 0 {
        (start, end) = (0, count)
        total += count
        if let limit, total > limit { throw InputFile.tooLarge(path) }
        return
      }
      if count == 0 {
        atEnd = true
        (start, end) = (0, 0)
        return
      }
      if errno != EINTR { throw InputFile.failure(path) }
    }
  }
}
