import Testing
import VCLifeCore

/// Every reason is narrated in both languages, whole: no empty line, no placeholder, English
/// without Chinese and Chinese with it, and only the glossary's words for UIKit's terms.
@Suite("Narration is complete in both languages")
struct NarrationCompletenessTests {
  static func isHan(_ scalar: Unicode.Scalar) -> Bool { (0x4E00...0x9FFF).contains(scalar.value) }

  @Test(arguments: AllReasons.all.indices)
  func everyReasonHasBothSentences(index: Int) {
    let reason = AllReasons.all[index]
    let lines = Narrator.lines(for: reason, "Notes")
    for text in [lines.en, lines.zh] {
      let hasWords = text.contains { !$0.isWhitespace }
      #expect(hasWords, "\(reason)")
      // A sentence ends as a sentence does, and names no Swift value in its place.
      #expect(text.last.map { ".。)）\"”".contains($0) } == true, "\(reason): \(text)")
      #expect(!text.contains("Reason.") && !text.contains("\\("), "\(reason): \(text)")
    }
    #expect(!lines.en.unicodeScalars.contains(where: Self.isHan), "\(reason): \(lines.en)")
    #expect(lines.zh.unicodeScalars.contains(where: Self.isHan), "\(reason): \(lines.zh)")
    #expect(Glossary.misused(in: lines.zh).isEmpty, "\(reason): \(lines.zh)")
  }

  @Test func theGlossaryFindsWhatItAvoids() {
    #expect(Glossary.misused(in: "父类的实现").map(\.use) == ["超类"])
    #expect(Glossary.misused(in: "在内存条上").map(\.use) == ["内存仪表"])
    #expect(Glossary.misused(in: "超类的实现，内存仪表").isEmpty)
  }
}
