import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a recording as asciicast v2 (asciinema's format): a JSON header line, then one
/// `[time, "o", text]` line per piece of output and `[time, "r", "WxH"]` per resize.
///
/// The recording streams to a temporary file in the destination's folder (never held in
/// memory beyond a 64 KiB buffer) and takes its name only in ``finish()``, with link(2),
/// which never replaces a file: a crash leaves no half recording under the name. A name
/// that already exists is refused when the recording begins, as the exports refuse.
public final class AsciicastWriter {
  /// Where the recording goes once finished.
  public let path: String
  private let temporary: String
  private var descriptor: Int32
  private let writer: ByteWriter
  /// The end of the last output when it stopped inside a UTF-8 character: the text of an
  /// event must be whole characters.
  private var partial: [UInt8] = []
  private var lastTime = 0
  private let title: String
  /// Set by the writer's sink when a write fails (a full disk): ``finish()`` then fails.
  private let failure: WriteFailure

  private final class WriteFailure {
    var happened = false
  }

  /// Opens the temporary file, refusing a `path` that exists; ``begin(width:height:timestamp:term:)``
  /// then writes the header. `title` is what a player shows.
  public init(path: String, title: String) throws(ExportError) {
    let (folder, name) = Self.split(path)
    var info = stat()
    if lstat(path, &info) == 0 {
      throw ExportError("\(Self.shown(path)) exists: vclife never overwrites a file")
    }
    guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw ExportError("cannot record to \(Self.shown(path)): no folder \(Self.shown(folder))")
    }
    var opened: (String, Int32)?
    for attempt in 0..<100 where opened == nil {
      let candidate =
        "\(folder)/.\(name).\(getpid())-\(attempt)-\(UInt32.random(in: 0...UInt32.max)).tmp"
      let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
      let file = open(candidate, flags, 0o644)
      if file >= 0 {
        opened = (candidate, file)
      } else if errno != EEXIST {
        throw ExportError("cannot record to \(Self.shown(path)): \(Self.reason())")
      }
    }
    guard let (temporary, descriptor) = opened else {
      throw ExportError("cannot record to \(Self.shown(path)): no free temporary name")
    }
    self.path = path
    self.temporary = temporary
    self.descriptor = descriptor
    let failure = WriteFailure()
    self.failure = failure
    writer = ByteWriter { bytes in
      if !failure.happened && !Descriptor.writeAll(bytes, to: descriptor) {
        failure.happened = true
      }
    }
    self.title = title
  }

  /// Writes the header: the screen's size, the start in seconds since 1970 (the only part of
  /// a recording that depends on when it was made) and the terminal type.
  public func begin(width: Int, height: Int, timestamp: Int, term: String) {
    writer.write("{\"version\": 2, \"width\": ")
    writer.write(width)
    writer.write(", \"height\": ")
    writer.write(height)
    writer.write(", \"timestamp\": ")
    writer.write(timestamp)
    writer.write(", \"title\": ")
    writer.writeJSON(title)
    writer.write(", \"env\": {\"TERM\": ")
    writer.writeJSON(term)
    writer.write("}}\n")
    writer.flush()
  }

  deinit { abandon() }

  /// Output sent to the terminal `microseconds` after the start. Times never go back: an
  /// earlier time is taken as the last one.
  public func output(_ bytes: [UInt8], atMicroseconds microseconds: Int) {
    var text = partial + bytes
    partial = Self.unfinishedCharacter(in: text)
    text.removeLast(partial.count)
    guard !text.isEmpty else { return }
    beginEvent(at: microseconds, kind: "o")
    writer.writeJSON(String(decoding: text, as: UTF8.self))
    endEvent()
  }

  /// The terminal became `width` × `height` cells `microseconds` after the start.
  public func resize(width: Int, height: Int, atMicroseconds microseconds: Int) {
    beginEvent(at: microseconds, kind: "r")
    writer.writeJSON("\(width)x\(height)")
    endEvent()
  }

  /// Writes what is left and gives the recording its name; returns the path. Throws when
  /// writing failed or the name was taken meanwhile (the temporary file is then kept, and
  /// named in the message, so nothing recorded is lost).
  @discardableResult
  public func finish() throws(ExportError) -> String {
    writer.flush()
    guard descriptor >= 0 else { throw ExportError("the recording was already closed") }
    let closed = close(descriptor) == 0
    descriptor = -1
    guard closed, !failure.happened else {
      let problem = Self.reason()
      unlink(temporary)
      throw ExportError("cannot write \(Self.shown(path)): \(problem)")
    }
    guard link(temporary, path) == 0 else {
      throw ExportError(
        "cannot name the recording \(Self.shown(path)) (\(Self.reason())); it is in "
          + Self.shown(temporary))
    }
    unlink(temporary)
    return path
  }

  /// Drops the recording: the temporary file is removed and no name is taken.
  public func abandon() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    unlink(temporary)
  }

  private func beginEvent(at microseconds: Int, kind: StaticString) {
    lastTime = max(lastTime, microseconds)
    writer.write("[")
    writer.write(lastTime / 1_000_000)
    writer.write(".")
    let fraction = String(lastTime % 1_000_000)
    writer.write(String(repeating: "0", count: 6 - fraction.count) + fraction)
    writer.write(", \"")
    writer.write(kind)
    writer.write("\", ")
  }

  private func endEvent() {
    writer.write("]\n")
    writer.flushIfFull()
  }

  /// The trailing bytes of a UTF-8 character that is not complete yet (none when the text
  /// ends on a character boundary or with an invalid byte).
  static func unfinishedCharacter(in bytes: [UInt8]) -> [UInt8] {
    guard !bytes.isEmpty else { return [] }
    for back in 1...min(3, bytes.count) {
      let byte = bytes[bytes.count - back]
      if byte & 0xC0 == 0x80 { continue }  // a continuation byte: look further back
      let needed =
        switch byte {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
      return needed > back ? Array(bytes.suffix(back)) : []
    }
    return []
  }

  /// The folder (absolute or relative as given, "." for none) and the file name of `path`.
  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  private static func reason() -> String { String(cString: strerror(errno)) }

  private static func shown(_ path: String) -> String { ControllerName.escaped(path) }
}
