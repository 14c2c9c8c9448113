import Testing
import VCLifeCore

@testable import VCLifePractice

/// The sequence of items is a pure function of the seed and the filters: the same bytes
/// every time, no question twice in a student's hour, filters honoured, and every id draws
/// its item again exactly.
@Suite struct SequenceTests {
  static let hour = PracticeGenerator(seed: 2026)!.items(count: 200)

  @Test func anHourOfItemsHasNoRepeatedQuestion() {
    #expect(Self.hour.count == 200)
    let questions = Self.hour.map { item in
      [item.kind.rawValue, item.script, item.asked.scriptText, item.question.en]
        + item.log
    }
    #expect(Set(questions).count == 200)
    // Every kind takes its turn.
    for kind in ItemKind.general {
      #expect(Self.hour.filter { $0.kind == kind }.count >= 30, "\(kind)")
    }
  }

  /// Scenes need iOS 13, so an `order` item about scenes on iOS 5 is never found: the kind
  /// leaves after a few draws (each of which tries every situation it may), so the practice
  /// screen answers "no items" at once instead of freezing for seconds.
  @Test func aKindTheFiltersRuleOutLeavesAfterAFewDraws() {
    let filters = PracticeFilters(kind: .order, topic: .scenes, ios: .iOS13, level: 1)
    var sequence = PracticeGenerator(seed: 7, filters: filters)!.makeIterator()
    #expect(sequence.next() == nil)
    #expect(sequence.draws == PracticeGenerator.Iterator.barrenPatience)
    // A kind that gives items keeps its full patience for new ones.
    var many = PracticeGenerator(seed: 7, filters: PracticeFilters(kind: .next))!.makeIterator()
    #expect(many.next() != nil)
  }

  @Test func theSameSeedGivesTheSameItemsAndAnotherSeedOthers() {
    let again = PracticeGenerator(seed: 2026)!.items(count: 200)
    #expect(JSONLExport.text(again) == JSONLExport.text(Self.hour))
    let other = PracticeGenerator(seed: 2027)!.items(count: 20)
    #expect(JSONLExport.text(other) != JSONLExport.text(Array(Self.hour.prefix(20))))
    // A shorter export is the start of a longer one.
    let first = PracticeGenerator(seed: 2026)!.items(count: 7)
    #expect(first == Array(Self.hour.prefix(7)))
  }

  @Test func everyIdDrawsItsItemAgain() {
    for item in Self.hour.prefix(60) {
      let id = try! #require(ItemID(item.id.description))
      #expect(id == item.id)
      #expect(PracticeGenerator.item(id) == item, "\(item.id)")
    }
    #expect(ItemID("next-9-0000000000000001") == nil)
    #expect(ItemID("next-1-01") == nil)
    #expect(ItemID("nope-1-0000000000000001") == nil)
  }

  @Test(arguments: [
    PracticeFilters(kind: .order, level: 1), PracticeFilters(topic: .memory),
    PracticeFilters(ios: .iOS17, level: 3), PracticeFilters(kind: .next, topic: .presentation),
    PracticeFilters(kind: .version, ios: .iOS5), PracticeFilters(topic: .scenes),
  ])
  func filtersAreHonoured(_ filters: PracticeFilters) {
    let items = PracticeGenerator(seed: 9, filters: filters)!.items(count: 8)
    #expect(items.count == 8)
    for item in items {
      if let kind = filters.kind { #expect(item.kind == kind) }
      if let topic = filters.topic { #expect(item.topic == topic) }
      if let ios = filters.ios { #expect(item.ios == ios) }
      if let level = filters.level { #expect(item.level == level) }
    }
  }

  @Test func impossibleFiltersAreRefusedWithAReason() {
    #expect(PracticeFilters(kind: .bug, topic: .navigation).problem != nil)
    #expect(PracticeFilters(level: 4).problem != nil)
    #expect(PracticeFilters(topic: .scenes, ios: .iOS6).problem != nil)
    #expect(PracticeGenerator(seed: 1, filters: PracticeFilters(kind: .freed, topic: .tabs)) == nil)
  }

  @Test func everyTextIsInBothLanguagesWithTheGlossarysWords() {
    for item in Self.hour {
      for text in [item.question, item.why] + item.choices.map(\.text) {
        #expect(!text.en.isEmpty && !text.zh.isEmpty, "\(item.id)")
        #expect(Glossary.misused(in: text.zh).isEmpty, "\(item.id): \(text.zh)")
      }
      // The Chinese question is Chinese, not English left untranslated.
      #expect(item.question.zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
      #expect(!item.why.en.contains("\n") && !item.question.en.contains("\n"))
    }
  }

  @Test func aVersionSaidAsTheSimulatorsOwnSaysSoInBothLanguages() {
    for item in Self.hour where item.kind == .version {
      #expect(item.why.en.contains("In this simulator"))
      #expect(item.why.zh.contains("在本模拟器中"))
    }
  }
}
