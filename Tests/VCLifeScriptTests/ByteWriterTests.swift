import Testing
import VCLifeCore

@testable import VCLifeScript

/// The byte writer writes what the string-built reports wrote, and hands its bytes on in
/// whole pieces.
@Suite struct ByteWriterTests {
  @Test(arguments: [
    "plain", "", "quote \" and \\ backslash", "line\nbreak\ttab\rreturn", "esc \u{1B}[2J",
    "del \u{7F} c1 \u{85}", "bidi \u{202E} sep \u{2028}", "中文，全角", "e\u{301} combining",
  ])
  func jsonStringsAreQuotedAsBefore(_ text: String) {
    let out = ByteWriter()
    out.writeJSON(text)
    #expect(out.text == JSONObject.quoted(text))
  }

  @Test func integersAreDecimal() {
    let out = ByteWriter()
    for value in [0, 7, 10, 99, 1_000_000, -1, -4_718_592, Int.max, Int.min] {
      out.write(value)
      out.write(" ")
    }
    #expect(
      out.text == "0 7 10 99 1000000 -1 -4718592 \(Int.max) \(Int.min) ")
  }

  @Test func byteCountsReadAsByteCountText() {
    let values = [0, 1, 511, 512, 1023, 65_536, 1_048_575, 1_048_576, 4_718_592, 67_108_864]
    for value in values + values.map({ -$0 }) {
      let out = ByteWriter()
      out.writeByteCount(value, rightAlignedTo: 10)
      let text = ByteCount.text(value)
      #expect(out.text == String(repeating: " ", count: max(0, 10 - text.count)) + text)
      let signed = ByteWriter()
      signed.writeByteCount(value, rightAlignedTo: 0, signed: true)
      #expect(signed.text == (value > 0 ? "+" : "") + text)
    }
  }

  @Test func paddingCountsColumnsNotBytes() {
    let out = ByteWriter()
    out.write("中文", padTo: 6)
    out.write("|")
    out.write("ab", padTo: 4, right: true)
    #expect(out.text == "中文  |  ab")
  }

  @Test func aSinkGetsWholePiecesOnlyWhenFullOrFlushed() {
    var pieces: [[UInt8]] = []
    let out = ByteWriter { pieces.append(Array($0)) }
    out.write("small")
    out.flushIfFull()
    #expect(pieces.isEmpty)
    let line = String(repeating: "x", count: 1000) + "\n"
    for _ in 0..<70 { out.write(line) }
    out.flushIfFull()
    #expect(pieces.count == 1)
    #expect(pieces[0].count == 5 + 70 * 1001)
    out.write("end")
    out.flush()
    #expect(pieces.last.map { String(decoding: $0, as: UTF8.self) } == "end")
    out.flush()
    #expect(pieces.count == 2)
  }
}
