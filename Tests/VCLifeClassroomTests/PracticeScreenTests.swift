import Testing
import VCLifeCore
import VCLifePractice
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// The practice screen's reducer, in process: keys in, the item's plan played, the answer
/// given to the loop as an effect (never written by the reducer), the next item; checked
/// against the generator and the simulator's own run of the item.
@Suite("The practice screen's reducer")
struct PracticeScreenTests {
  static func practising(
    _ kind: ItemKind, seed: UInt64 = 7, standing: PracticeStanding = PracticeStanding(),
    seedFirst: Bool = true
  ) throws -> Classroom {
    try #require(
      Classroom.practising(
        seed: seed, filters: PracticeFilters(kind: kind), standing: standing,
        seedFirst: seedFirst, settings: ScreenSettings(pacing: .instant)))
  }

  @Test func theFirstItemIsTheExportsFirstAndItsQuestionIsOpenOverTheSetUp() throws {
    for kind in ItemKind.general {
      let classroom = try Self.practising(kind)
      let first = try #require(
        PracticeGenerator(seed: 7, filters: PracticeFilters(kind: kind))?.items(count: 1).first)
      let item = try #require(classroom.practice?.item)
      #expect(item == first)
      #expect(classroom.questionOpen)
      #expect(classroom.activity == .practice)
      // The set-up is played: the session holds the launch, the set-up and the asked action.
      #expect(classroom.session.actions.last == item.asked)
      #expect(classroom.session.actions.count == item.setup.count + 1)
      // Nothing of the asked action's callbacks is on screen beyond what the item shows.
      let hidden = classroom.session.events.count - 1 - (classroom.cursor ?? 0)
      #expect(hidden > 0)
    }
  }

  @Test func aRightAnswerIsRecordedAsAnEffectAndTheActionPlays() throws {
    var classroom = try Self.practising(.next)
    let item = try #require(classroom.practice?.item)
    let right = try #require(item.answer.first)
    // Space before the answer reveals nothing.
    classroom.handle(.char(" "))
    #expect(classroom.questionOpen)
    let effects = classroom.handle(.char(Character(String(right))))
    // A first showing keeps the item's own order: the shown number is the item's own.
    let order = Array(1...item.choices.count)
    #expect(
      effects == [
        .recordPractice(
          PracticeAnswer(
            id: item.id, topic: item.topic, correct: true, choice: [right], shown: order))
      ])
    #expect(!classroom.questionOpen)
    #expect(classroom.practice?.streak == 1)
    // The reveal is the simulator's run: the asked action's events, in the session.
    let revealed = classroom.session.events.suffix(item.reveal.count).map(\.lessonLabel)
    #expect(revealed == item.reveal.map(\.lessonLabel))
    #expect(classroom.teaching.practice?.result?.right == true)
  }

  @Test func aWrongAnswerEndsTheStreakAndNBringsTheNextItem() throws {
    var classroom = try Self.practising(.next)
    let first = try #require(classroom.practice?.item)
    let wrong = try #require(first.choices.indices.map { $0 + 1 }.first { $0 != first.answer[0] })
    let effects = classroom.handle(.char(Character(String(wrong))))
    #expect(
      effects == [
        .recordPractice(
          PracticeAnswer(
            id: first.id, topic: first.topic, correct: false, choice: [wrong],
            shown: Array(1...first.choices.count)))
      ])
    #expect(classroom.practice?.streak == 0)
    #expect(classroom.teaching.practice?.result?.right == false)
    // The loop's reply from the store is shown with the result.
    classroom.practiceRecorded(PracticeStanding(), comesBackIn: 1)
    #expect(classroom.teaching.practice?.result?.text.en.contains("tomorrow") == true)
    #expect(classroom.handle(.char("n")).isEmpty)
    let second = try #require(classroom.practice?.item)
    let expected = PracticeGenerator(seed: 7, filters: PracticeFilters(kind: .next))?
      .items(count: 2).last
    #expect(second == expected)
    #expect(classroom.questionOpen)
    #expect(classroom.practice?.given == nil)
  }

  @Test func nPassesNoOrderItemUnansweredEnterChecksIt() throws {
    // n pressed twice to pass an item once gave the next order item's lines unmoved.
    var classroom = try Self.practising(.order, seed: 3)
    #expect(classroom.handle(.char("n")).isEmpty)
    #expect(classroom.questionOpen)
    #expect(classroom.view.message?.text.en.hasPrefix("Enter checks this order") == true)
    #expect(classroom.handle(.enter).count == 1)
    #expect(!classroom.questionOpen)
  }

  @Test func yWaitsForTheAnswerButForANextItemsShownCallbacks() throws {
    for kind in ItemKind.general {
      var classroom = try Self.practising(kind)
      classroom.handle(.char("y"))
      if kind == .next {
        #expect(classroom.view.showsWholeWhy, "\(kind)")
      } else {
        #expect(!classroom.view.showsWholeWhy, "\(kind)")
        #expect(classroom.view.message?.text == Classroom.whyAfterAnswer, "\(kind)")
        #expect(!classroom.legendFacts(whyIsCut: true).whyIsCut, "\(kind)")
      }
    }
  }

  @Test func pageKeysMoveAnAskedItemsLogARowAtATime() throws {
    // Its question leaves the log three rows or fewer: five a page skipped the set-up's lines.
    for kind in [ItemKind.freed, .next, .order] {
      var classroom = try Self.practising(kind, seed: 16)
      classroom.handle(.pageUp)
      #expect(classroom.view.logScroll == 1, "\(kind)")
      classroom.handle(.pageDown)
      #expect(classroom.view.logScroll == 0, "\(kind)")
    }
  }

  @Test func aFreedItemShowsTheControllerItAsksAbout() throws {
    for seed in UInt64(1)...12 {
      let classroom = try Self.practising(.freed, seed: seed)
      let subject = try #require(classroom.practice?.item.subject)
      #expect(classroom.view.selection == .controller(subject), "seed \(seed)")
    }
  }

  @Test func theSameMistakeDoesNotComeBackAFewItemsLater() throws {
    // A bug item's same mistake in another app read as the same question again.
    var classroom = try Self.practising(.bug, seed: 11)
    var gists: [String] = []
    for _ in 0..<16 {
      let item = try #require(classroom.practice?.item)
      gists.append(item.gist)
      classroom.handle(.char(Character(String(item.answer[0]))))
      classroom.handle(.char("n"))
    }
    for (index, gist) in gists.enumerated() {
      let before = gists[max(0, index - PracticeRun.recentCount)..<index]
      #expect(
        !before.contains(gist),
        "item \(index + 1) is item \(before.firstIndex(of: gist).map { $0 + 1 } ?? 0)'s again")
    }
  }

  @Test func anOrderItemsLinesMoveByNumberAndArrowAndEnterChecksThem() throws {
    var classroom = try Self.practising(.order, seed: 3)
    let item = try #require(classroom.practice?.item)
    #expect(classroom.practice?.arrangement == Array(1...item.choices.count))
    // Sort the lines into the answer's order with numbers and ↑ only (a selection sort).
    for target in item.answer.indices {
      let line = try #require(classroom.practice?.arrangement.firstIndex(of: item.answer[target]))
      classroom.handle(.char(Character(String(line + 1))))
      for _ in stride(from: line, to: target, by: -1) { classroom.handle(.up) }
    }
    #expect(classroom.practice?.arrangement == item.answer)
    #expect(
      classroom.teaching.choices.map(\.en) == item.answer.map { item.choices[$0 - 1].text.en })
    let effects = classroom.handle(.enter)
    #expect(
      effects == [
        .recordPractice(
          PracticeAnswer(
            id: item.id, topic: item.topic, correct: true, choice: item.answer,
            shown: Array(1...item.choices.count)))
      ])
    #expect(!classroom.questionOpen)
  }

  @Test func dueItemsComeFirstUnlessTheSeedIsGiven() throws {
    let due = try #require(
      PracticeGenerator(seed: 99, filters: PracticeFilters(kind: .order))?.items(count: 1).first)
    let standing = PracticeStanding(due: [due.id], topics: [due.id.description: due.topic])
    let first = try Self.practising(.order, seed: 5, standing: standing, seedFirst: false)
    #expect(first.practice?.item.id == due.id)
    #expect(first.teaching.practice?.standingLine.en.hasSuffix("· 1 due today") == true)
    var seeded = try Self.practising(.order, seed: 5, standing: standing, seedFirst: true)
    #expect(seeded.practice?.item.id != due.id)
    // The seed's first item, then the due one.
    seeded.handle(.enter)
    seeded.handle(.char("n"))
    #expect(seeded.practice?.item.id == due.id)
  }

  @Test func tAndDNarrowTheTopicAndTheLevel() throws {
    var classroom = try Self.practising(.next)
    classroom.handle(.char("D"))
    #expect(classroom.practice?.filters.level == 1)
    #expect(classroom.practice?.item.level == 1)
    classroom.handle(.char("T"))
    let topic = try #require(classroom.practice?.filters.topic)
    #expect(classroom.practice?.item.topic == topic)
    #expect(classroom.questionOpen)
  }

  @Test func everyPracticeKeyIsInTheHelpAndTheManual() {
    let help = Keymap.help(on: .single, .practice).map(\.key)
    for key in ["1-8", "↑ ↓ j k", "n / Enter", "T / D"] {
      #expect(help.contains(key))
      #expect(
        Keymap.manualKeyList.contains { $0.keys == key && $0.meaning.hasPrefix("In practice") })
    }
    #expect(!help.contains("M"))
  }
}
