import Testing

@testable import VCLifeUI

@Suite("Rect, Glyphs, Style")
struct LayoutAndGlyphsTests {
  @Test func rectBasics() {
    let rect = Rect(x: 2, y: 3, width: 10, height: 4)
    #expect(rect.maxX == 12)
    #expect(rect.maxY == 7)
    #expect(rect.contains(x: 2, y: 3))
    #expect(!rect.contains(x: 12, y: 3))
    #expect(Rect(x: 0, y: 0, width: -5, height: 2) == Rect(x: 0, y: 0, width: 0, height: 2))
    #expect(Rect(x: 0, y: 0, width: -5, height: 2).isEmpty)
  }

  @Test func rectInsetNeverGoesNegative() {
    let rect = Rect(x: 0, y: 0, width: 80, height: 24)
    #expect(rect.inset(by: 1) == Rect(x: 1, y: 1, width: 78, height: 22))
    #expect(rect.inset(top: 2, left: 3) == Rect(x: 3, y: 2, width: 77, height: 22))
    #expect(Rect(x: 0, y: 0, width: 1, height: 1).inset(by: 1).isEmpty)
  }

  @Test func rectSplits() {
    let rect = Rect(x: 0, y: 0, width: 80, height: 24)
    let (header, body) = rect.splitTop(1)
    #expect(header == Rect(x: 0, y: 0, width: 80, height: 1))
    #expect(body == Rect(x: 0, y: 1, width: 80, height: 23))
    let (main, legend) = body.splitBottom(2)
    #expect(main == Rect(x: 0, y: 1, width: 80, height: 21))
    #expect(legend == Rect(x: 0, y: 22, width: 80, height: 2))
    let (left, right) = main.splitLeft(30)
    #expect(left == Rect(x: 0, y: 1, width: 30, height: 21))
    #expect(right == Rect(x: 30, y: 1, width: 50, height: 21))
    let (rest, side) = main.splitRight(100)
    #expect(rest.isEmpty)
    #expect(side == main)
    #expect(rect.splitTop(-3).top.isEmpty)
    #expect(main.row(0) == Rect(x: 0, y: 1, width: 80, height: 1))
    #expect(main.row(21).isEmpty)
  }

  @Test func rectIntersection() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      a.intersection(Rect(x: 5, y: 5, width: 10, height: 10))
        == Rect(x: 5, y: 5, width: 5, height: 5))
    #expect(a.intersection(Rect(x: 20, y: 0, width: 3, height: 3)).isEmpty)
  }

  @Test(arguments: [Glyphs.unicode, Glyphs.ascii])
  func everyGlyphIsOneCell(glyphs: Glyphs) {
    for glyph in glyphs.all {
      #expect(DisplayWidth.of(glyph) == 1, "\(glyph)")
    }
  }

  @Test func asciiGlyphsAreASCII() {
    for glyph in Glyphs.ascii.all {
      #expect(glyph.isASCII, "\(glyph)")
    }
    #expect(!Glyphs.ascii.isUnicode)
    #expect(Glyphs.unicode.isUnicode)
  }

  @Test func stateMarkersDifferInShape() {
    for glyphs in [Glyphs.unicode, Glyphs.ascii] {
      #expect(Set([glyphs.loaded, glyphs.unloaded, glyphs.onScreen]).count == 3)
    }
  }

  @Test func glyphsFromCodeset() {
    #expect(Glyphs.forCodeset("UTF-8") == .unicode)
    #expect(Glyphs.forCodeset("utf8") == .unicode)
    #expect(Glyphs.forCodeset("ANSI_X3.4-1968") == .ascii)
    #expect(Glyphs.forCodeset("ISO-8859-1") == .ascii)
    #expect(Glyphs.forCodeset("") == .ascii)
  }

  @Test func styleDescriptionAndAttributes() {
    #expect(Style.normal.description == "normal")
    #expect(Style(.memBacking, [.bold, .underline]).description == "memBacking+bold+underline")
    #expect(Style(.key).adding(.bold) == Style(.key, [.bold]))
    #expect(Style.Attributes([.bold, .reverse, .underline]).rawValue < 8)
  }
}
