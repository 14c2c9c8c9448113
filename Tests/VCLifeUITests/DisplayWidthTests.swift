import Testing
import VCLifeCore

@testable import VCLifeUI

@Suite("DisplayWidth")
struct DisplayWidthTests {
  @Test func asciiIsOneCellPerCharacter() {
    #expect(DisplayWidth.of("viewDidLoad") == 11)
    #expect(DisplayWidth.of(Character("a")) == 1)
    #expect(DisplayWidth.of("") == 0)
  }

  @Test func cjkIsTwoCellsPerCharacter() {
    #expect(DisplayWidth.of("中文") == 4)
    #expect("中文".count == 2)
    #expect(DisplayWidth.of(Character("字")) == 2)
    #expect(DisplayWidth.of("かな") == 4)
    #expect(DisplayWidth.of("한국어") == 6)
    #expect(DisplayWidth.of("ＡＢ") == 4)  // fullwidth forms
    #expect(DisplayWidth.of("控制器 A") == 8)
  }

  @Test func emojiIsTwoCells() {
    #expect(DisplayWidth.of(Character("😀")) == 2)
    #expect(DisplayWidth.of("👍👍") == 4)
  }

  @Test func combiningMarksAddNothing() {
    #expect(DisplayWidth.of(Character("e\u{301}")) == 1)
    #expect(DisplayWidth.of("Cafe\u{301}") == 4)
    #expect(DisplayWidth.of("\u{301}") == 0)
  }

  @Test func controlCharactersAreMeasuredAsTheirEscapes() {
    #expect(DisplayWidth.of(Character("\u{1b}")) == 2)  // ^[
    #expect(DisplayWidth.of("a\tb") == 4)  // a^Ib
    #expect(DisplayWidth.of("\u{9b}") == 6)  // \u{9b}
    // A zero width space would hide a word's real spelling: it is shown as its escape.
    #expect(DisplayWidth.of("a\u{200b}b") == 10)  // a\u{200b}b
  }

  @Test func sanitizedEscapesC0DelAndC1() {
    #expect(DisplayWidth.sanitized("A\u{1b}[2J") == "A^[[2J")
    #expect(DisplayWidth.sanitized("\u{0}\u{1}\u{1f}") == "^@^A^_")
    #expect(DisplayWidth.sanitized("x\u{7f}") == "x^?")
    #expect(DisplayWidth.sanitized("\u{80}\u{9b}\u{9f}") == "\\u{80}\\u{9b}\\u{9f}")
    #expect(DisplayWidth.sanitized("a\r\nb") == "a^M^Jb")
  }

  @Test func sanitizedEscapesBidiControlsAndSeparators() {
    #expect(DisplayWidth.sanitized("abc\u{202e}def") == "abc\\u{202e}def")
    #expect(DisplayWidth.sanitized("\u{2066}\u{2028}") == "\\u{2066}\\u{2028}")
  }

  @Test func sanitizedKeepsPrintableText() {
    let text = "Café 中文 e\u{301} 👨\u{200d}👩\u{200d}👧 ①"
    #expect(DisplayWidth.sanitized(text) == text)
    let escaped = DisplayWidth.sanitized("\u{1b}]0;title\u{7}")
    #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f })
  }

  @Test func truncatedAddsTheEllipsisOnlyWhenCut() {
    #expect(DisplayWidth.truncated("short", toWidth: 10, ellipsis: "…") == "short")
    #expect(DisplayWidth.truncated("exactly", toWidth: 7, ellipsis: "…") == "exactly")
    #expect(DisplayWidth.truncated("viewWillAppear:", toWidth: 8, ellipsis: "~") == "viewWil~")
    #expect(DisplayWidth.truncated("中文字", toWidth: 4, ellipsis: "…") == "中…")
    #expect(DisplayWidth.truncated("中文字", toWidth: 5, ellipsis: "…") == "中文…")
    #expect(DisplayWidth.truncated("abc", toWidth: 0, ellipsis: "…") == "")
    #expect(DisplayWidth.truncated("a\u{1b}bcdef", toWidth: 4, ellipsis: ".") == "a^[.")
  }

  @Test func systemWidthAnswersInTheCLocale() throws {
    // The test process runs in the "C" locale, where plain wcwidth says -1 for all of these.
    let system = try #require(SystemWidth.shared)
    #expect(system.width(of: "中") == 2)
    #expect(system.width(of: "\u{301}") == 0)
    #expect(system.width(of: "é") == 1)
  }

  @Test(
    arguments: [
      "a", "~", "é", "ß", "Ж", "中", "文", "か", "カ", "한", "Ａ", "\u{3000}", "😀", "🚀",
      "\u{301}", "\u{20dd}", "\u{200b}", "\u{1160}", "●", "─", "▶", "█", "…", "\u{ad}",
    ] as [Unicode.Scalar])
  func fallbackTableAgreesWithTheCLibrary(scalar: Unicode.Scalar) throws {
    let system = try #require(SystemWidth.shared)
    #expect(
      FallbackWidth.width(of: scalar) == system.width(of: scalar),
      "U+\(String(scalar.value, radix: 16))")
  }
}
