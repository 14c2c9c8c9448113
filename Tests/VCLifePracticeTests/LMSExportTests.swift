import Testing
import VCLifeCore
import VCLifeScript

@testable import VCLifePractice

/// The Moodle and Canvas exports of 300 items: one language alone, or both marked for Moodle's
/// filter; code as `<code>`; each choice's own feedback; QTI scores that add up to exactly 100;
/// idents that are the items' ids; no script setting in a student's text. (The files are read
/// back by real parsers in EndToEndTests' PracticeExportTests.)
@Suite struct LMSExportTests {
  static let items = PracticeGenerator(seed: 300)!.items(count: 300)
  static let others = PracticeGenerator(seed: 301)!.items(count: 300)

  /// The three LMS formats' text in a language (the QTI package's assessment).
  static func exports(_ items: [PracticeItem], _ language: ReportLanguage) -> [String: String] {
    let ident = QTIExport.identifier(items, seed: 300)
    return [
      "gift": GIFTExport.text(items, seed: 300, language: language),
      "moodle-xml": MoodleXMLExport.text(items, seed: 300, language: language),
      "qti": QTIExport.assessment(items, seed: 300, ident: ident, language: language),
    ]
  }

  static func isChinese(_ scalar: Unicode.Scalar) -> Bool {
    (0x3400...0x9FFF).contains(scalar.value) || (0x3000...0x30FF).contains(scalar.value)
      || (0xFF00...0xFFEF).contains(scalar.value)
  }

  /// A quarter-exact decimal ("16.75") in quarters; nil for anything else.
  static func quarters(_ text: Substring) -> Int? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard let whole = Int(parts[0]) else { return nil }
    let fraction = parts.count == 2 ? ["25": 1, "5": 2, "75": 3][String(parts[1])] : 0
    return fraction.map { whole * 4 + $0 }
  }

  @Test func sharesOfAMatchingQuestionAddUpToExactlyOneHundred() {
    for count in 1...12 {
      let shares = QTIExport.shares(of: count)
      #expect(shares.count == count)
      #expect(shares.compactMap { Self.quarters(Substring($0)) }.reduce(0, +) == 400, "\(shares)")
      // As even as quarters allow.
      let values = shares.compactMap { Self.quarters(Substring($0)) }
      #expect((values.max() ?? 0) - (values.min() ?? 0) <= 1, "\(shares)")
    }
  }

  @Test func everyQTIItemScoresExactlyItsPoints() throws {
    let assessment = try #require(Self.exports(Self.items, .both)["qti"])
    let items = assessment.split(separator: "<item ident=").dropFirst()
    #expect(items.count == 300)
    let setvar = /action="(Add|Set)">([0-9.]+)<\/setvar>/
    for item in items {
      var total = 0
      for match in item.matches(of: setvar) {
        let value = try #require(Self.quarters(match.output.2), "\(match.output.2)")
        total = match.output.1 == "Set" ? value : total + value
      }
      #expect(total == 400, "\(item.prefix(40)): \(total) quarters")
    }
  }

  @Test func codeIsHTMLCodeAndMarkdownKeepsItsBackticks() {
    #expect(HTML.prose("After `push A<B>`, which?") == "After <code>push A&lt;B&gt;</code>, which?")
    #expect(HTML.prose("a `b` c `d") == "a <code>b</code> c `d")
    for language in ReportLanguage.allCases {
      for (format, text) in Self.exports(Self.items, language) {
        #expect(!text.contains("`"), "\(format) \(language)")
        #expect(text.contains("&lt;code&gt;") || text.contains("<code>"), "\(format) \(language)")
      }
    }
    let markdown = MarkdownExport.text(Self.items, seed: 300, language: .en)
    #expect(markdown.contains("`push ") && !markdown.contains("<code>"))
  }

  @Test func englishAloneHasNoChineseAndChineseAloneNoEnglishSentence() {
    let texts = Self.exports(Self.items, .en).merging(
      ["markdown": MarkdownExport.text(Self.items, seed: 300, language: .en)]) { $1 }
    for (format, text) in texts {
      #expect(!text.unicodeScalars.contains(where: Self.isChinese), "\(format)")
    }
    let chinese = Self.exports(Self.items, .zh).merging(
      ["markdown": MarkdownExport.text(Self.items, seed: 300, language: .zh)]) { $1 }
    for (format, text) in chinese {
      // A sentence as the format writes it.
      func written(_ sentence: String) -> String {
        switch format {
        case "markdown": sentence
        case "gift": GIFTExport.escaped(HTML.prose(sentence))
        default: XML.escaped(HTML.prose(sentence))
        }
      }
      for item in Self.items {
        for sentence in [item.question, item.why] {
          #expect(!text.contains(written(sentence.en)), "\(format) \(item.id)")
          #expect(text.contains(written(sentence.zh)), "\(format) \(item.id)")
        }
      }
    }
  }

  @Test func bothLanguagesAreBlocksOfMoodlesFilterInMoodleAndSideBySideInCanvas() {
    let both = Self.exports(Self.items, .both)
    for item in Self.items {
      let block =
        "<span lang=\"en\" class=\"multilang\">\(HTML.prose(item.question.en))</span>"
        + "<span lang=\"zh_cn\" class=\"multilang\">\(HTML.prose(item.question.zh))</span>"
      #expect(both["moodle-xml"]?.contains(XML.escaped(block)) == true, "\(item.id)")
      #expect(both["qti"]?.contains("multilang") == false)
      let sideBySide = "<p>\(HTML.prose(item.why.en))</p><p>\(HTML.prose(item.why.zh))</p>"
      #expect(both["qti"]?.contains(XML.escaped(sideBySide)) == true, "\(item.id)")
    }
  }

  @Test func everyChoiceSaysWhyItIsRightOrWrongInMoodleXML() {
    let xml = MoodleXMLExport.text(Self.items, seed: 300, language: .en)
    let questions = xml.split(separator: "<question type=\"").dropFirst(2)
    for (item, question) in zip(Self.items, questions) where item.kind != .order {
      let whys = item.choices.map(\.why)
      #expect(!whys.contains(nil), "\(item.id)")
      // The right choice's feedback is its own, and no wrong choice shares it.
      let right = whys[item.answer[0] - 1]
      #expect(whys.filter { $0 == right }.count == 1, "\(item.id)")
      let feedbacks = question.split(separator: "<feedback format=\"html\">").count - 1
      #expect(feedbacks == item.choices.count, "\(item.id)")
      for choice in item.choices {
        guard let why = choice.why else { continue }
        #expect(question.contains(XML.escaped("<p>\(HTML.prose(why.en))</p>")), "\(item.id)")
      }
    }
  }

  @Test func identsAreTheItemsStableIdsAndTwoExportsShareNone() {
    let ident = /ident="([^"]+)"/
    func idents(_ items: [PracticeItem], seed: UInt64) -> [String] {
      let id = QTIExport.identifier(items, seed: seed)
      let text = QTIExport.assessment(items, seed: seed, ident: id, language: .en)
      return text.matches(of: ident).map { String($0.output.1) }
        .filter { !$0.hasPrefix("response1") && !$0.contains("_r") && !$0.contains("_p") }
    }
    let week3 = idents(Self.items, seed: 300)
    let week4 = idents(Self.others, seed: 301)
    #expect(Set(week3).count == week3.count)
    #expect(Set(week3).isDisjoint(with: week4))
    for item in Self.items {
      #expect(week3.contains(item.id.description))
    }
    // The same seed with other filters is another quiz.
    let level3 = PracticeGenerator(seed: 300, filters: PracticeFilters(level: 3))!.items(count: 5)
    #expect(
      QTIExport.identifier(level3, seed: 300)
        != QTIExport.identifier(Array(Self.items.prefix(5)), seed: 300))
  }

  @Test func noScriptSettingReachesAStudent() {
    let setting = /[A-Za-z]+=[^=\s]/
    let handlers = WarningHandler.allCases.map(\.rawValue).filter { $0.contains("-") }
    for item in Self.items + Self.others {
      let texts =
        [item.question, item.why] + item.choices.map(\.text) + item.choices.compactMap(\.why)
      for text in texts {
        for words in [text.en, text.zh] {
          #expect(words.firstMatch(of: setting) == nil, "\(item.id): \(words)")
          #expect(!handlers.contains(where: words.contains), "\(item.id): \(words)")
        }
      }
    }
  }
}
