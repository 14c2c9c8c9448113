import Testing

@testable import VCLifeTerminal
@testable import VCLifeUI

/// In a non-UTF-8 locale the panes' punctuation reads as ASCII, never as `?`.
@Suite("ASCII stand-ins")
struct ASCIIStandInTests {
  @Test(arguments: ["·", "×", "—", "…", "→", "●", "○", "▶", "≠", "›", "│", "─", "┌", "█", "≡"])
  func punctuationHasAnASCIIStandIn(character: String) throws {
    let standIn = try #require(ASCIIStandIn.for(Character(character)))
    #expect(standIn.isASCII && standIn.value >= 0x20 && standIn.value < 0x7F)
  }

  @Test func chineseHasNone() {
    #expect(ASCIIStandIn.for("中") == nil)
  }
}
