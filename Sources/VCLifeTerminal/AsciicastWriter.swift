import VCLifeScript
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a recording as asciicast v2 (asciinema's format): a JSON header line, then one
/// `[time, "o", text]` line per piece of output and `[time, "r", "WxH"]` per resize.
///
/// A name that already exists is refused when the recording begins, as the exports refuse,
/// and the file is never held in memory beyond a 64 KiB buffer. How it reaches its name
/// depends on the ``Delivery``:
/// - ``Delivery/whole`` (`vclife record`): streamed to a temporary file in the destination's
///   folder, which takes the name only in ``finish()``, with link(2), which never replaces a
///   file. A signal that ends the process removes the temporary file.
/// - ``Delivery/asDrawn`` (`vclife --record`): created under its name at once (O_EXCL, never
///   through a symlink) and each event written as it happens, so a hang-up, SIGTERM or crash
///   leaves every frame drawn until then; when a signal ends the process, the terminal's
///   teardown is appended, so the file still plays to a clean terminal.
/// - ``init(standardOutputTitle:)``: streamed to standard output (`vclife record … -`).
public final class AsciicastWriter {
  /// How the recording reaches its name.
  public enum Delivery: Sendable {
    /// Named only when finished: nothing half-made under the name.
    case whole
    /// Under its name from the start, each event written at once.
    case asDrawn
  }

  /// Where the recording goes (`-`: standard output).
  public let path: String
  private let delivery: Delivery
  /// The file written until ``finish()`` names it; nil when written in place.
  private let temporary: String?
  private var descriptor: Int32
  private let writer: ByteWriter
  /// The end of the last output when it stopped inside a UTF-8 character: the text of an
  /// event must be whole characters.
  private var partial: [UInt8] = []
  private var lastTime = 0
  private let title: String
  /// The first write that failed (a full disk), and how much was written before it.
  private let failure: WriteFailure
  /// The terminal's teardown as a JSON string, for the event a signal appends.
  private var teardownJSON: [UInt8]?

  private final class WriteFailure {
    /// Why the first failed write failed, read at once (later calls change errno).
    var reason: String?
    /// Bytes written in whole pieces, before any failure.
    var written = 0
    /// The time of the last event written, in microseconds.
    var lastTime = 0
  }

  /// Opens the recording, refusing a `path` that exists; ``begin(width:height:timestamp:term:)``
  /// then writes the header. `title` is what a player shows.
  public convenience init(path: String, title: String, delivery: Delivery = .whole)
    throws(ExportError)
  {
    let (folder, name) = Self.split(path)
    var info = stat()
    if lstat(path, &info) == 0 {
      throw ExportError("\(Self.shown(path)) exists: vclife never overwrites a file")
    }
    guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw ExportError("cannot record to \(Self.shown(path)): no folder \(Self.shown(folder))")
    }
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
    var opened: (String?, Int32)?
    if delivery == .asDrawn {
      let file = open(path, flags, 0o644)
      guard file >= 0 else {
        throw ExportError("cannot record to \(Self.shown(path)): \(Self.reason())")
      }
      opened = (nil, file)
    }
    for attempt in 0..<100 where opened == nil {
      let candidate =
        "\(folder)/.\(name).\(getpid())-\(attempt)-\(UInt32.random(in: 0...UInt32.max)).tmp"
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
    self.init(path: path, title: title, delivery: delivery, temporary: temporary, descriptor)
    SignalGuard.removeOnSignal(temporary)
  }

  /// A recording written to standard output, as it is made (`vclife record … -`).
  public convenience init(standardOutputTitle title: String) {
    self.init(path: "-", title: title, delivery: .whole, temporary: nil, STDOUT_FILENO)
  }

  private init(
    path: String, title: String, delivery: Delivery, temporary: String?, _ descriptor: Int32
  ) {
    self.path = path
    self.delivery = delivery
    self.temporary = temporary
    self.descriptor = descriptor
    let failure = WriteFailure()
    self.failure = failure
    writer = ByteWriter { bytes in
      guard failure.reason == nil else { return }
      if Descriptor.writeAll(bytes, to: descriptor) {
        failure.written += bytes.count
      } else {
        failure.reason = Self.reason()
        // Back to the last whole event, so what was written still plays.
        _ = ftruncate(descriptor, off_t(failure.written))
      }
    }
    self.title = title
  }

  /// Why writing the recording stopped (a full disk), once it has; the session goes on
  /// and the file keeps every whole event before it.
  public var failureReason: String? { failure.reason }

  /// Writes the header: the screen's size, the start in seconds since 1970 (the only part of
  /// a recording that depends on when it was made) and the terminal type. The title and the
  /// type are escaped as on the screen: a player shows them, and JSON's own escapes would
  /// give their control characters back.
  public func begin(width: Int, height: Int, timestamp: Int, term: String) {
    writer.write("{\"version\": 2, \"width\": ")
    writer.write(width)
    writer.write(", \"height\": ")
    writer.write(height)
    writer.write(", \"timestamp\": ")
    writer.write(timestamp)
    writer.write(", \"title\": ")
    writer.writeJSON(ControllerName.escaped(title))
    writer.write(", \"env\": {\"TERM\": ")
    writer.writeJSON(ControllerName.escaped(term))
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
  /// writing failed (saying why, and, written as drawn, up to when the file plays) or the
  /// name was taken meanwhile (the temporary file is then kept, and named in the message, so
  /// nothing recorded is lost).
  @discardableResult
  public func finish() throws(ExportError) -> String {
    writer.flush()
    guard descriptor >= 0 else { throw ExportError("the recording was already closed") }
    disarm()
    if path == "-" {
      descriptor = -1
      if let reason = failure.reason {
        throw ExportError("cannot write standard output: \(reason)")
      }
      return path
    }
    let closed = close(descriptor) == 0
    let closing = closed ? nil : Self.reason()
    descriptor = -1
    if let problem = failure.reason ?? closing {
      guard let temporary else {
        let seconds = Double(failure.lastTime / 1000) / 1000
        throw ExportError(
          "cannot write \(Self.shown(path)): \(problem); it plays the first \(seconds) s")
      }
      unlink(temporary)
      throw ExportError("cannot write \(Self.shown(path)): \(problem)")
    }
    guard let temporary else { return path }
    guard link(temporary, path) == 0 else {
      throw ExportError(
        "cannot name the recording \(Self.shown(path)) (\(Self.reason())); it is in "
          + Self.shown(temporary))
    }
    unlink(temporary)
    return path
  }

  /// Drops the recording: the file is removed and no name is taken.
  public func abandon() {
    guard descriptor >= 0 else { return }
    disarm()
    if path == "-" {
      descriptor = -1
      return
    }
    close(descriptor)
    descriptor = -1
    unlink(temporary ?? path)
  }

  /// Nothing more for a signal to remove or append.
  private func disarm() {
    if temporary != nil { SignalGuard.removeOnSignal(nil) }
    if delivery == .asDrawn { SignalGuard.appendOnSignal(nil, to: -1) }
  }

  private func beginEvent(at microseconds: Int, kind: StaticString) {
    lastTime = max(lastTime, microseconds)
    Self.writeTime(lastTime, to: writer)
    writer.write(", \"")
    writer.write(kind)
    writer.write("\", ")
  }

  private func endEvent() {
    writer.write("]\n")
    guard delivery == .asDrawn, path != "-" else { return writer.flushIfFull() }
    writer.flush()
    failure.lastTime = lastTime
    armTeardown()
  }

  /// Written as drawn: the event a signal appends to give the player's terminal back (the
  /// bytes the signal guard sends the terminal), at the time of the last event.
  private func armTeardown() {
    guard failure.reason == nil else { return SignalGuard.appendOnSignal(nil, to: -1) }
    if teardownJSON == nil {
      let restore = SignalGuard.restoreBytes
      guard !restore.isEmpty else { return }
      let json = ByteWriter()
      json.writeJSON(String(decoding: restore, as: UTF8.self))
      teardownJSON = json.bytes
    }
    guard let teardownJSON else { return }
    let line = ByteWriter()
    Self.writeTime(lastTime, to: line)
    line.write(", \"o\", ")
    line.write(teardownJSON.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) })
    line.write("]\n")
    SignalGuard.appendOnSignal(line.bytes, to: descriptor)
  }

  /// `[seconds.micros` of an event's start.
  private static func writeTime(_ microseconds: Int, to writer: ByteWriter) {
    writer.write("[")
    writer.write(microseconds / 1_000_000)
    writer.write(".")
    let fraction = String(microseconds % 1_000_000)
    writer.write(String(repeating: "0", count: 6 - fraction.count) + fraction)
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
