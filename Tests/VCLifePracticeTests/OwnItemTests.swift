import Foundation
import Testing
import VCLifeCore
import VCLifeScript

@testable import VCLifePractice

/// `own` items: which of a student's own methods run, in order. The classes are those
/// `vclife read --json` finds in files of the reader's development corpus
/// (Tests/VCLifeReadTests/Corpus, named beside each); every item is replayed through the
/// Script API (`Replay`), and its answer read from that run, never from the generator.
@Suite struct OwnItemTests {
  /// The reader's answer for a corpus file, as `--own` reads it: the class's name, its
  /// settings line and its overrides with their super calls.
  static func json(
    _ language: String, _ name: String, _ knobs: String, _ methods: [(String, String)]
  ) -> String {
    let listed = methods.map { #"{"selector":"\#($0.0)","line":5,"super":"\#($0.1)"}"# }
    return #"{"language":"\#(language)","classes":[{"name":"\#(name)","methods":["#
      + listed.joined(separator: ",") + #"],"knobLine":"new \#(name) \#(knobs)"}]}"#
  }

  static let corpus: [(file: String, json: String)] = [
    (
      "03-timer-appear-balanced.swift",
      json(
        "swift", "ClockViewController",
        "origin=code onWarning=none timerStartedIn=viewWillAppear timerInvalidatedIn=viewWillDisappear",
        [("viewWillAppear:", "called"), ("viewWillDisappear:", "called")])
    ),
    (
      "18-viewdidunload-outlets.m",
      json(
        "objc", "EditorViewController",
        "origin=storyboard onWarning=none releasesOutlets=true releasesContent=true",
        [("viewDidLoad", "called"), ("viewDidUnload", "called")])
    ),
    (
      "20-wrong-super.swift",
      json(
        "swift", "CheckoutViewController",
        "origin=code onWarning=none wrongSuper=viewWillDisappear>viewWillAppear",
        [("viewWillAppear:", "called"), ("viewWillDisappear:", "wrong")])
    ),
    (
      "22-missing-super-appear.swift",
      json(
        "swift", "OnboardingViewController",
        "origin=storyboard onWarning=none skipsSuper=viewDidAppear",
        [("viewDidLoad", "called"), ("viewDidAppear:", "missing")])
    ),
    (
      "15-warning-touches.swift",
      json(
        "swift", "ArticleViewController",
        "origin=code onWarning=purge-caches warningTouchesView=true",
        [("didReceiveMemoryWarning", "called")])
    ),
    (
      "05-timer-leak-deinit.swift",
      json(
        "swift", "StopwatchViewController",
        "origin=code onWarning=none timerStartedIn=viewDidLoad timerInvalidatedIn=dealloc",
        [("viewDidLoad", "called"), ("dealloc", "not-needed")])
    ),
  ]

  static func controller(_ entry: (file: String, json: String)) throws -> OwnController {
    try OwnController.read(json: Data(entry.json.utf8), file: entry.file, className: nil)
  }

  /// Each class's items: three at each level for each of three seeds.
  static let drawn: [(own: OwnController, items: [PracticeItem])] = corpus.compactMap { entry in
    guard let own = try? controller(entry) else { return nil }
    let items = Level.all.flatMap { level in
      [UInt64(1), 2, 3].flatMap { seed in
        PracticeGenerator(
          seed: seed, filters: PracticeFilters(level: level, own: OwnClass(own))
        )?.items(count: 3) ?? []
      }
    }
    return (own, items)
  }

  /// The class's overridden callbacks in the replayed asked action, `selector`s in order.
  static func ranInReplay(_ item: PracticeItem, _ own: OwnController) -> [String] {
    Replay(item).asked.filter { event in
      guard event.kind == .callback, event.object == own.name,
        case .callback(let selector) = event.name
      else { return false }
      return own.methods[selector.rawValue] != nil
    }.map(\.name.text)
  }

  static func right(_ item: PracticeItem) -> String { item.choices[item.answer[0] - 1].token }

  @Test func everyCorpusClassDrawsItemsOfItsOwn() {
    #expect(Self.drawn.count == Self.corpus.count)
    for (own, items) in Self.drawn {
      #expect(items.count >= 12, "\(own.name): \(items.count)")
      for item in items {
        #expect(item.kind == .own)
        #expect(item.definitions == [own.template])
        #expect(item.question.en.lowercased().contains("your class `\(own.name.lowercased())`"))
        #expect(item.question.zh.contains("你的类 `\(own.name)`"), "\(item.question.zh)")
        #expect(item.choices.count >= 2 && item.choices.count <= 4)
        #expect(Set(item.choices.map(\.token)).count == item.choices.count)
        #expect(Replay(item).isClean, "\(item.id)")
      }
    }
  }

  /// A moment whose answer the student has met on one version waits while a few more draws
  /// look for a new one: a sequence's first items are as many answers (ArticleViewController
  /// gives two at once; OnboardingViewController four, a fifth on iOS 5 alone), never the
  /// same question twice.
  @Test(arguments: [("ArticleViewController", 2), ("OnboardingViewController", 4)])
  func everyAnswerComesBeforeOneIsAskedAgain(name: String, answers: Int) throws {
    let own = try #require(Self.drawn.first { $0.own.name == name }).own
    for seed in UInt64(1)...2 {
      let items = try #require(
        PracticeGenerator(seed: seed, filters: PracticeFilters(own: OwnClass(own)))
      )
      .items(count: answers + 2)
      #expect(items.count == answers + 2)
      let first = items.prefix(answers).map(\.variety)
      #expect(Set(first).count == answers, "\(name) seed \(seed): \(first)")
      #expect(Set(items.map(\.variety)).count >= answers)
      #expect(Set(items.map(\.fingerprint)).count == items.count)
    }
  }

  /// A handler that sets `view = nil` after super: the why of a warning item says so after
  /// the callback's line ("super keeps the view"), as the class's own code does it.
  @Test func theWhySaysWhatTheClassesOwnHandlerDoesAfterSuper() throws {
    let own = try OwnController.read(
      json: Data(
        Self.json(
          "objc", "PhotoViewController", "origin=storyboard onWarning=release-view-unsafe",
          [("didReceiveMemoryWarning", "called")]
        ).utf8), file: "P.m", className: nil)
    let items = (UInt64(1)...4).flatMap { seed in
      PracticeGenerator(seed: seed, filters: PracticeFilters(topic: .memory, own: OwnClass(own)))?
        .items(count: 4) ?? []
    }
    let released = items.filter { item in
      item.reveal.contains { $0.object == own.name && $0.name == .effect(.viewReleased) }
    }
    #expect(!released.isEmpty, "no item where the handler sets view = nil")
    for item in released {
      for event in item.reveal where event.object == own.name {
        guard case .effect(let effect) = event.name, OwnItem.ownCodeEffects.contains(effect)
        else { continue }
        if case .releasedBySuper = event.reason { continue }  // UIKit's, said by the callback
        #expect(item.why.en.contains(Draft.narration(event).en), "\(item.id): \(item.why.en)")
        #expect(item.why.zh.contains(Draft.narration(event).zh))
      }
    }
  }

  @Test func theMomentsReachEveryTopicOfTheKind() {
    let topics = Set(Self.drawn.flatMap { $0.items.map(\.topic) })
    #expect(topics == Set(ItemKind.own.topics))
    let asked = Set(Self.drawn.flatMap { $0.items.map(\.asked.scriptText) })
    #expect(asked.isSuperset(of: ["pop", "warning", "cancel"]), "\(asked)")
  }

  @Test func theAnswerIsWhatAFreshRunOfTheScriptShows() {
    for (own, items) in Self.drawn {
      for item in items {
        let ran = Self.ranInReplay(item, own)
        #expect(!ran.isEmpty, "\(item.id)")
        let truth = own.name + " " + ran.joined(separator: " ")
        #expect(item.choices.filter { $0.token == truth }.count == 1, "\(item.id)")
        #expect(Self.right(item) == truth, "\(item.id): \(Self.right(item)) ≠ \(truth)")
      }
    }
  }

  @Test func noItemGradesAMarkOrALineOfTheSimulatorsOwn() {
    var marked = 0
    for (own, items) in Self.drawn {
      for item in items {
        let asked = Replay(item).asked
        let marks: [EventName] = [.effect(.superSkipped), .effect(.wrongSuper)]
        if asked.contains(where: { $0.object == own.name && marks.contains($0.name) }) {
          marked += 1
        }
        for choice in item.choices {
          let words = choice.token.split(separator: " ").map(String.init)
          #expect(words.first == own.name, "\(choice.token)")
          for word in words.dropFirst() where word != "none" {
            // Only the class's own overrides: never a mark, an effect or another callback.
            #expect(own.methods[word] != nil, "\(item.id): \(word)")
            #expect(Selector(rawValue: word) != nil, "\(item.id): \(word)")
          }
        }
        let problems = UIKitFixesTests.problems(item)
        #expect(problems.isEmpty, "\(item.id): \(problems)")
      }
    }
    // The classes that skip super or call another selector's show their marks in some
    // items' runs: the check above is not vacuous.
    #expect(marked > 0)
  }

  @Test func anItemIsDrawnAgainFromItsIdWithItsClassOnly() throws {
    let (own, items) = try #require(Self.drawn.first)
    let other = try #require(Self.drawn.last).own
    for item in items {
      let text = item.id.description
      #expect(text.hasSuffix("-c" + OwnClass(own).tag))
      let id = try #require(ItemID(text))
      #expect(id == item.id)
      #expect(PracticeGenerator.item(id, own: OwnClass(own)) == item)
      #expect(PracticeGenerator.item(id) == nil)
      #expect(PracticeGenerator.item(id, own: OwnClass(other)) == nil)
    }
    // Only an own item's id has a tag, and it must.
    #expect(ItemID("own-1-00c0ffee00c0ffee") == nil)
    #expect(ItemID("next-1-00c0ffee00c0ffee-c1a2b3c4d") == nil)
    #expect(ItemID("own-1-00c0ffee00c0ffee-memory-ios5-c1a2b3c4d")?.ios == .iOS5)
  }

  @Test func theGateRejectsAnotherAnswerOrAnotherClass() throws {
    let (own, items) = try #require(Self.drawn.first)
    let item = try #require(items.first)
    #expect(ItemCheck.passes(item, own: OwnClass(own)))
    var swapped = item
    swapped.answer = [item.answer[0] % item.choices.count + 1]
    #expect(!ItemCheck.passes(swapped, own: OwnClass(own)))
    #expect(!ItemCheck.passes(item))
    #expect(!ItemCheck.passes(item, own: OwnClass(try #require(Self.drawn.last).own)))
  }

  @Test func theSwipesCancelAndTheIOS5ReloadAreAsked() throws {
    let checkout = try #require(Self.drawn.first { $0.own.name == "CheckoutViewController" })
    let id = ItemID(kind: .own, level: 1, seed: 1, ios: .iOS13, owner: OwnClass(checkout.own).tag)
    // Some seed draws the cancelled swipe: only viewWillAppear: of the two overrides runs
    // at the cancel (viewWillDisappear: came at the swipe's start).
    let cancels = (UInt64(1)...40).compactMap { seed -> PracticeItem? in
      var drawnId = id
      drawnId.seed = seed
      return PracticeGenerator.item(drawnId, own: OwnClass(checkout.own))
    }.filter { $0.asked == .cancelGesture }
    let cancel = try #require(cancels.first)
    #expect(Self.right(cancel) == "CheckoutViewController viewWillAppear:")
    // On iOS 5 the editor's view, unloaded by the warning while covered, loads again.
    let editor = try #require(Self.drawn.first { $0.own.name == "EditorViewController" })
    let reloads = editor.items.filter {
      $0.ios == .iOS5 && $0.setup.contains(.warning) && $0.asked == .pop
    }
    for item in reloads { #expect(Self.right(item) == "EditorViewController viewDidLoad") }
    let iOS17 = editor.items.filter {
      $0.ios == .iOS17 && $0.setup.contains(.warning) && $0.asked == .pop
    }
    // iOS 6+ keeps the view: viewDidLoad does not run again, so there is nothing to ask.
    #expect(iOS17.isEmpty)
  }

  @Test func everyTextIsInBothLanguagesWithTheGlossarysWordsAndFullWidthMarks() {
    for (_, items) in Self.drawn {
      for item in items {
        let texts =
          [item.question, item.why]
          + item.choices.flatMap { [$0.text] + [$0.why].compactMap { $0 } }
        for text in texts {
          #expect(!text.en.isEmpty && !text.zh.isEmpty, "\(item.id)")
          #expect(Glossary.misused(in: text.zh).isEmpty, "\(item.id): \(text.zh)")
          // No ASCII mark beside a Chinese character: the translation's full-width ones.
          let characters = Array(text.zh)
          for (index, mark) in characters.enumerated() where ":;,()".contains(mark) {
            let beside = [index - 1, index + 1].filter(characters.indices.contains).map {
              characters[$0].unicodeScalars.first.map { (0x4E00...0x9FFF).contains($0.value) }
                ?? false
            }
            #expect(!beside.contains(true), "\(item.id): \(text.zh)")
          }
        }
        #expect(item.question.zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
      }
    }
  }

  @Test func aSwiftClassBeforeIOS7IsAskedAsIfItRanThere() {
    for (own, items) in Self.drawn where own.isSwift {
      for item in items where item.ios < .iOS7 {
        #expect(item.question.en.contains("as if this logic ran on iOS \(item.ios.rawValue)"))
        #expect(item.question.zh.contains("假设这段逻辑运行在 iOS \(item.ios.rawValue) 上"))
      }
    }
  }

  @Test func aClassWithNothingToAskGivesAProblemNotAnEmptySession() throws {
    let none = try OwnController.read(
      json: Data(Self.json("swift", "EmptyViewController", "origin=code", []).utf8),
      file: "Empty.swift", className: nil)
    #expect(OwnClass(none).problem?.contains("overrides none") == true)
    #expect(PracticeGenerator(seed: 1, filters: PracticeFilters(own: OwnClass(none))) == nil)
    // An override no moment reaches (rotation is not asked): no item at all.
    let turning = try OwnController.read(
      json: Data(
        Self.json(
          "swift", "TurnViewController", "origin=code",
          [("viewWillTransitionToSize:withTransitionCoordinator:", "called")]
        ).utf8), file: "Turn.swift", className: nil)
    let generator = try #require(
      PracticeGenerator(seed: 1, filters: PracticeFilters(own: OwnClass(turning))))
    #expect(generator.items(count: 1).isEmpty)
  }

  @Test func withoutAClassTheKindIsNeverOffered() throws {
    #expect(PracticeFilters(kind: .own).problem?.contains("--own") == true)
    let items = try #require(PracticeGenerator(seed: 9)).items(count: 60)
    #expect(items.count == 60)
    #expect(!items.contains { $0.kind == .own })
    let own = try Self.controller(Self.corpus[0])
    #expect(
      PracticeFilters(kind: .next, own: OwnClass(own)).problem?.contains("--kind own") == true)
  }
}
