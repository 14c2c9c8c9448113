import Testing
import VCLifeCore

/// The Chinese narration is written as the Chinese translation writes it: full-width punctuation beside
/// Chinese text, API names and numbers in ASCII, and the translation's word for a listing (列表).
@Suite("Chinese punctuation")
struct ChinesePunctuationTests {
  /// A Han character or a full-width / CJK punctuation mark.
  static func isCJK(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value else { return false }
    return (0x4E00...0x9FFF).contains(value) || (0x3000...0x303F).contains(value)
      || (0xFF00...0xFFEF).contains(value)
  }

  /// The ASCII marks `: ; , ( )` that touch a Chinese character, with their offsets.
  static func asciiMarksBesideChinese(_ text: String) -> [String] {
    let characters = Array(text)
    var found: [String] = []
    for (index, character) in characters.enumerated() where ":;,()".contains(character) {
      let before = index > 0 && isCJK(characters[index - 1])
      let after = index + 1 < characters.count && isCJK(characters[index + 1])
      if before || after { found.append("'\(character)' at \(index)") }
    }
    return found
  }

  @Test func everyCaseIsBuilt() {
    #expect(Set(AllReasons.all.map(AllReasons.caseNumber)) == Set(0..<AllReasons.count))
  }

  @Test func theCheckFindsASCIIMarks() {
    #expect(Self.asciiMarksBesideChinese("视图:nil") == ["':' at 2"])
    #expect(Self.asciiMarksBesideChinese("推入(push)") == ["'(' at 2"])
    #expect(Self.asciiMarksBesideChinese("iOS 6+：super (A)").isEmpty)
  }

  @Test(arguments: AllReasons.all.indices)
  func chineseLineUsesFullWidthMarks(index: Int) {
    let reason = AllReasons.all[index]
    let event = Event(
      object: "Notes", name: .action("x"), reason: reason, memory: 0, actionIndex: 0)
    let line = Narrator.line(for: event, in: .chinese)
    #expect(Self.asciiMarksBesideChinese(line).isEmpty, "\(reason): \(line)")
    // Between Chinese clauses no ASCII comma, semicolon or parenthesis is ever right.
    #expect(!line.contains { ";,()".contains($0) }, "\(reason): \(line)")
    #expect(!line.contains("清单"), "\(reason): \(line)")
  }

  @Test func listingsAreNamedAsTheSeedsDo() {
    let custom = Event(
      object: "D", name: .callback(.loadView), reason: .loadView(.custom, .shown, isReload: false),
      memory: 0, actionIndex: 0)
    #expect(Narrator.line(for: custom, in: .chinese).contains("（列表 4-2）"))
    let unsafe = Event(
      object: "D", name: .effect(.viewReleased), reason: .releasedByUnsafeHandler(reloaded: true),
      memory: 0,
      actionIndex: 0)
    #expect(Narrator.line(for: unsafe, in: .chinese).hasPrefix("……列表 4-3 "))
  }
}
