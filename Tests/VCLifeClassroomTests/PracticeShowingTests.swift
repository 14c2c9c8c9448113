import Testing
import VCLifeCore
import VCLifePractice
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// An item the schedule brings back shows its choices in a new order each time, and the
/// answer is kept by choice, never by the place it was shown in.
@Suite struct PracticeShowingTests {
  /// A few items of every kind with three choices or more.
  static var items: [PracticeItem] {
    ItemKind.allCases.flatMap { kind in
      (PracticeGenerator(seed: 21, filters: PracticeFilters(kind: kind))?.items(count: 4) ?? [])
        .filter { $0.choices.count >= 3 }
    }
  }

  @Test func eachShowingHasANewOrderOfTheSameChoices() throws {
    let items = Self.items
    try #require(items.count >= 12)
    for item in items {
      let orders = (0..<8).map { PracticeShowing(item, number: $0).order }
      // The first showing is the item's own order: an export's worksheet numbers it so.
      #expect(orders[0] == Array(1...item.choices.count))
      for (before, after) in zip(orders, orders.dropFirst()) {
        #expect(before != after, "\(item.id): a showing in the order of the one before")
      }
      // Drawn, not rotated: the orders are not all one cycle of each other.
      #expect(Set(orders).count >= 3, "\(item.id)")
      for number in 0..<8 {
        let showing = PracticeShowing(item, number: number)
        #expect(showing.order.sorted() == Array(1...item.choices.count))
        // The shown item asks the same: its right answer is the same choice.
        let shown = showing.shown
        #expect(
          shown.answer.map { shown.choices[$0 - 1].token }
            == item.answer.map { item.choices[$0 - 1].token })
        // Drawn again for the same showing, the same order (the screen and --progress agree).
        #expect(PracticeShowing(item, number: number) == showing)
      }
    }
  }

  /// The screen on `item`, shown for the `number`th time (it is due today).
  static func screen(on item: PracticeItem, showing number: Int) throws -> Classroom {
    let standing = PracticeStanding(
      due: [item.id], topics: [item.id.description: item.topic],
      answered: [item.id.description: number])
    return try #require(
      Classroom.practising(
        seed: 1, filters: PracticeFilters(kind: item.kind), standing: standing, seedFirst: false,
        settings: ScreenSettings(pacing: .instant)))
  }

  @Test func anItemShownTwiceComesInTwoOrdersAndTheAnswerIsKeptByChoice() throws {
    for item in Self.items where item.kind != .order {
      let first = try Self.screen(on: item, showing: 0)
      var again = try Self.screen(on: item, showing: 1)
      let before = try #require(first.practice?.item)
      let now = try #require(again.practice?.item)
      #expect(before.id == item.id && now.id == item.id)
      #expect(before.choices == item.choices)
      #expect(now.choices.map(\.token) != before.choices.map(\.token), "\(item.id)")
      #expect(again.teaching.choices.map(\.en) == now.choices.map(\.text.en))
      // The shown number of the right choice is right, and the item's own number is kept.
      let right = try #require(item.answer.first)
      let shownRight = try #require(now.choices.firstIndex(of: item.choices[right - 1])) + 1
      let shownOrder = try #require(again.practice?.showing.order)
      var wrongRoom = again
      let effects = again.handle(.char(Character(String(shownRight))))
      #expect(
        effects == [
          .recordPractice(
            PracticeAnswer(
              id: item.id, topic: item.topic, correct: true, choice: [right], shown: shownOrder))
        ], "\(item.id)")
      // A wrong shown number: the choice kept is the one whose text was on that line.
      let wrongShown = try #require((1...now.choices.count).first { $0 != shownRight })
      let wrongOwn = try #require(item.choices.firstIndex(of: now.choices[wrongShown - 1])) + 1
      let wrong = wrongRoom.handle(.char(Character(String(wrongShown))))
      #expect(
        wrong == [
          .recordPractice(
            PracticeAnswer(
              id: item.id, topic: item.topic, correct: false, choice: [wrongOwn],
              shown: shownOrder))
        ])
      #expect(
        wrongRoom.teaching.practice?.result?.text.en.contains("Answer: \(shownRight).") == true)
    }
  }

  @Test func anOrderItemShownAgainIsCheckedInItsOwnNumbers() throws {
    let item = try #require(Self.items.first { $0.kind == .order })
    var classroom = try Self.screen(on: item, showing: 3)
    let shown = try #require(classroom.practice?.item)
    #expect(shown.choices != item.choices)
    // Put the lines in UIKit's order as shown, then check.
    for target in shown.answer.indices {
      let line = try #require(classroom.practice?.arrangement.firstIndex(of: shown.answer[target]))
      classroom.handle(.char(Character(String(line + 1))))
      for _ in stride(from: line, to: target, by: -1) { classroom.handle(.up) }
    }
    let effects = classroom.handle(.enter)
    guard case .recordPractice(let answer)? = effects.first else {
      Issue.record("no answer recorded: \(effects)")
      return
    }
    #expect(answer.correct && answer.choice == item.answer)
  }
}
