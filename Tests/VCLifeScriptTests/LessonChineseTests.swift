import Testing
import VCLifeCore
import VCLifeScript

/// The built-in lessons' Chinese is punctuated as the Chinese translation punctuates it, and names listings
/// with the translation's word (列表 4-2, 列表 4-3).
@Suite struct LessonChineseTests {
  /// Every Chinese text of a lesson, with where it is.
  static func chineseTexts(_ lesson: Lesson) -> [(what: String, text: String)] {
    var texts = [("title", lesson.title.zh), ("summary", lesson.summary.zh)]
    for step in lesson.steps {
      texts.append(("say at \(step.line)", step.say.zh))
      if let predict = step.predict { texts.append(("predict at \(step.line)", predict.zh)) }
      for (number, choice) in step.choices.enumerated() {
        texts.append(("choice \(number + 1) at \(step.line)", choice.zh))
      }
    }
    return texts
  }

  static func isCJK(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value else { return false }
    return (0x4E00...0x9FFF).contains(value) || (0x3000...0x303F).contains(value)
      || (0xFF00...0xFFEF).contains(value)
  }

  /// Whether an ASCII `: ; , ( )` touches a Chinese character.
  static func hasASCIIMarkBesideChinese(_ text: String) -> Bool {
    let characters = Array(text)
    return characters.indices.contains { index in
      ":;,()".contains(characters[index])
        && ((index > 0 && isCJK(characters[index - 1]))
          || (index + 1 < characters.count && isCJK(characters[index + 1])))
    }
  }

  @Test func theCheckSeesASCIIMarks() {
    #expect(Self.hasASCIIMarkBesideChinese("视图(view)"))
    #expect(Self.hasASCIIMarkBesideChinese("iOS 5:视图"))
    #expect(!Self.hasASCIIMarkBesideChinese("在 viewWillAppear: 之前，[self.view window]"))
  }

  @Test(arguments: LessonLibrary.builtIn.map(\.name))
  func chineseUsesFullWidthMarks(name: String) throws {
    let lesson = try #require(LessonLibrary.lesson(named: name))
    for (what, text) in Self.chineseTexts(lesson) {
      #expect(!Self.hasASCIIMarkBesideChinese(text), "\(name) \(what): \(text)")
      #expect(!text.contains("清单"), "\(name) \(what): \(text)")
    }
  }

  @Test func listingsAreCalledLieBiao() throws {
    let origins = try #require(LessonLibrary.lesson(named: "origins"))
    #expect(Self.chineseTexts(origins).filter { $0.text.contains("列表 4-2") }.count == 2)
    let listing = try #require(LessonLibrary.lesson(named: "listing-4-3"))
    #expect(listing.title.zh.hasPrefix("列表 4-3"))
  }
}
