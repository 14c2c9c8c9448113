import Testing

@testable import VCLifeClassroom
@testable import VCLifeTerminal
@testable import VCLifeUI

/// Bytes from curses to keys: UTF-8 decoded, anything invalid dropped byte by byte.
@Suite struct UTF8KeyDecoderTests {
  private func keys(_ codes: [Int32]) -> [Key] {
    var decoder = UTF8KeyDecoder()
    return codes.compactMap { decoder.feed($0) }
  }

  @Test func asciiAndCharacters() {
    #expect(
      keys([0x70, 0xE4, 0xB8, 0xAD, 0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x80]) == [
        .char("p"), .char("中"), .char("é"), .char("😀"),
      ])
  }

  @Test func aLeadByteCutShortByAnotherKeyIsDropped() {
    #expect(keys([0xC3, 0x1B]) == [.escape])
    #expect(keys([0xC3, 0o403, 0x71]) == [.up, .char("q")])
  }

  @Test func invalidBytesAreDroppedOneByOne() {
    #expect(keys([0xFF, 0x70]) == [.char("p")])
    #expect(keys([0xFF, 0xFE, 0xC0, 0xAF, 0x80, 0x71]) == [.char("q")])
  }

  @Test func aKeyCodeInsideASequenceWaitsForTheRest() {
    #expect(keys([0xE4, 0o632, 0xB8, 0xAD]) == [.resize, .char("中")])
  }

  @Test func overlongFormsAndSurrogatesAreDropped() {
    #expect(keys([0xE0, 0x80, 0xAF, 0xED, 0xA0, 0x80, 0x61]) == [.char("a")])
  }
}
