import VCLifeCore
import VCLifeScript

/// The script language: no input traps, every bad line is reported with its own number and a
/// printable message, and the streaming run (the path `vclife script` takes) reports every
/// line the whole-text parser refuses.
enum ScriptFuzz {
  static func run(_ bytes: UnsafeRawBufferPointer) {
    let text = String(decoding: bytes, as: UTF8.self)
    // The same lines `parse(script:)` numbers: a byte-order mark dropped, "\n" or "\r\n".
    let body =
      text.unicodeScalars.first == "\u{FEFF}"
      ? Substring(text.unicodeScalars.dropFirst()) : Substring(text)
    let lines = body.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })

    var refused: Set<Int> = []
    var previous = 0
    for entry in ScriptParser.parse(script: text) {
      require(entry.line > previous && entry.line <= lines.count, "line \(entry.line) out of order")
      previous = entry.line
      if case .failure(let error) = entry.action {
        require(error.line == entry.line, "error on line \(entry.line) says line \(error.line)")
        requirePrintable(error.message, "script")
        refused.insert(error.line)
      }
    }

    var stream = ScriptStream(
      scenario: Catalogue.photoAlbum.scenario, output: ByteWriter(),
      writer: {
        CheckingWriter(lines: lines.count, report: JSONLWriter(language: .both, initialState: $0))
      })
    for (offset, line) in lines.enumerated() {
      stream.run(line: line, number: offset + 1)
    }
    stream.end()
    let missed = refused.subtracting(stream.report.errorLines)
    require(missed.isEmpty, "the stream ran lines the parser refuses: \(missed.sorted())")
  }
}

/// A report writer that checks what the stream hands it before a real report writes it.
private struct CheckingWriter: EventWriter {
  let lines: Int
  var report: JSONLWriter
  var errorLines: Set<Int> = []

  mutating func event(_ event: Event, line: Int, to out: ByteWriter) {
    require((0...lines).contains(line), "an event on line \(line) of \(lines)")
    report.event(event, line: line, to: out)
  }

  mutating func lineError(_ error: ScriptError, to out: ByteWriter) {
    require((1...max(lines, 1)).contains(error.line), "an error on line \(error.line) of \(lines)")
    requirePrintable(error.message, "stream")
    errorLines.insert(error.line)
    report.lineError(error, to: out)
  }

  mutating func end(_ state: AppState, to out: ByteWriter) {
    report.end(state, to: out)
  }
}
