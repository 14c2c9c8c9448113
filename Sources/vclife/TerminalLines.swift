import VCLifeTerminal
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text for a person at a terminal (`vclife script`'s trace and the prompt's `help`): a line
/// wider than the terminal is broken between words, never inside a word, a name or a number
/// (the live screen's rules, Chinese included), and its later rows start under the line's
/// last column of text (a trace's reason, an action's meaning), or 8 cells in when that
/// column is too far right. A file or a pipe gets the lines as they are.
final class TerminalLines {
  let columns: Int
  private let sink: (UnsafeRawBufferPointer) -> Void
  private var pending: [UInt8] = []

  /// Wraps what goes to `descriptor` when it is a terminal at least 20 columns wide; nil
  /// otherwise.
  init?(descriptor: Int32, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
    guard isatty(descriptor) == 1, let columns = TerminalSize.columns(of: descriptor),
      columns >= 20
    else { return nil }
    self.columns = columns
    self.sink = sink
  }

  /// Takes bytes; every whole line among them is written, wrapped.
  func write(_ bytes: UnsafeRawBufferPointer) {
    pending.append(contentsOf: bytes)
    var out: [UInt8] = []
    while let end = pending.firstIndex(of: 10) {
      out += Self.wrapped(String(decoding: pending[..<end], as: UTF8.self), columns: columns).utf8
      pending.removeSubrange(...end)
    }
    if !out.isEmpty { out.withUnsafeBytes(sink) }
  }

  /// `line` as rows of at most `columns` cells, each ended by a newline.
  static func wrapped(_ line: String, columns: Int) -> String {
    guard DisplayWidth.of(line) > columns else { return line + "\n" }
    // The line's columns are set apart by two spaces or more; its text is what follows the
    // last such gap.
    let gaps = line.ranges(of: #/  +/#)
    func width(_ text: Substring) -> Int { DisplayWidth.of(String(text)) }
    if let gap = gaps.last, width(line[..<gap.upperBound]) <= columns / 2 {
      // Near the left (help's meaning column): later rows hang under the text.
      let indent = width(line[..<gap.upperBound])
      return rows(
        of: line[gap.upperBound...], width: columns - indent, indent: indent,
        first: String(line[..<gap.upperBound]))
    }
    if let gap = gaps.last(where: { width(line[..<$0.lowerBound]) <= columns }) {
      // Far right (a trace's reason): the columns on the first row, the text below it.
      return String(line[..<gap.lowerBound]) + "\n"
        + rows(of: line[gap.upperBound...], width: columns - 8, indent: 8, first: "        ")
    }
    return rows(of: line[...], width: columns - 8, indent: 8, first: "")
  }

  /// `text` wrapped at `width`, the first row after `first`, the others `indent` cells in.
  private static func rows(of text: Substring, width: Int, indent: Int, first: String) -> String {
    let pad = String(repeating: " ", count: indent)
    return TextWrap.lines(String(text), width: width).enumerated().map { index, row in
      (index == 0 ? first : pad) + row + "\n"
    }.joined()
  }
}
