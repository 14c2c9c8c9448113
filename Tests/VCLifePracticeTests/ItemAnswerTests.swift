import Testing
import VCLifeCore
import VCLifePractice
import VCLifeScript

/// Every kind's items re-checked against a fresh run of their own script through the Script
/// API (see `Replay`), for many seeds at every level: the answer is what the simulation
/// shows, and no other choice is.
@Suite struct ItemAnswerTests {
  static let seeds: [UInt64] = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]

  /// Twelve items of each kind at each level, drawn once for every test.
  static let drawn: [ItemKind: [PracticeItem]] = Dictionary(
    uniqueKeysWithValues: ItemKind.general.map { ($0, draw($0)) })

  static func items(_ kind: ItemKind) -> [PracticeItem] { drawn[kind] ?? [] }

  static func draw(_ kind: ItemKind) -> [PracticeItem] {
    Level.all.flatMap { level in
      seeds.prefix(4).flatMap { seed in
        PracticeGenerator(seed: seed, filters: PracticeFilters(kind: kind, level: level))?
          .items(count: 3) ?? []
      }
    }
  }

  /// The right choice's token.
  static func right(_ item: PracticeItem) -> String { item.choices[item.answer[0] - 1].token }

  @Test(arguments: ItemKind.general)
  func everyKindDrawsItemsAtEveryLevel(_ kind: ItemKind) {
    let items = Self.items(kind)
    #expect(items.count == Level.all.count * 4 * 3)
    for item in items {
      #expect(item.kind == kind)
      #expect(Replay(item).isClean, "\(item.id): the script does not run cleanly")
      #expect(Set(item.choices.map(\.token)).count == item.choices.count)
      #expect(item.choices.count >= 2)
    }
  }

  @Test func nextIsTheCallbackAfterTheOnesShown() {
    for item in Self.items(.next) {
      let callbacks = Replay(item).callbacks
      let moment = item.log.count
      #expect(Array(callbacks.prefix(moment)) == item.log, "\(item.id)")
      #expect(moment < callbacks.count && callbacks[moment] == Self.right(item), "\(item.id)")
      for choice in item.choices {
        let words = choice.token.split(separator: " ")
        #expect(words.count == 2 && Selector(rawValue: String(words[1])) != nil, "\(choice.token)")
      }
    }
  }

  @Test func orderIsTheOrderTheCallbacksCome() {
    for item in Self.items(.order) {
      let tokens = item.choices.map(\.token)
      let callbacks = Replay(item).callbacks
      #expect((4...8).contains(tokens.count), "\(item.id)")
      for token in tokens { #expect(callbacks.filter { $0 == token }.count == 1, "\(token)") }
      #expect(callbacks.filter(tokens.contains) == item.answer.map { tokens[$0 - 1] }, "\(item.id)")
      #expect(item.answer != Array(1...tokens.count), "\(item.id) is shown already in order")
    }
  }

  @Test func actionIsTheOnlyChoiceThatMakesTheLog() {
    for item in Self.items(.action) {
      let making = item.choices.filter { Replay(item, asked: $0.token).callbacks == item.log }
      #expect(making.map(\.token) == [Self.right(item)], "\(item.id)")
    }
  }

  @Test func versionIsTheOnlyChoiceThatMakesTheLog() {
    for item in Self.items(.version) {
      let making = item.choices.filter { choice in
        let script =
          item.script.split(separator: "\n").map { line in
            line.hasPrefix("ios ") ? Substring(choice.token) : line
          }.joined(separator: "\n") + "\n"
        return Replay(script: script, asked: item.asked.scriptText).callbacks == item.log
      }
      #expect(making.map(\.token) == [Self.right(item)], "\(item.id)")
      #expect(!item.shownSetup.contains { $0.hasPrefix("ios ") }, "\(item.id) shows its answer")
    }
  }

  @Test func freedIsWhatTheWarningTookFromTheController() {
    for item in Self.items(.freed) {
      #expect(item.asked == .warning)
      let replay = Replay(item)
      let name = String(Self.right(item).split(separator: " ")[0])
      let before = try! #require(replay.stateBefore.controllers[name])
      let after = replay.run.session.state.controllers[name]
      // From iOS 7 the backing store is never graded (SPEC §14.3), nor the content a
      // handler releases beside its `view = nil` (this simulator's reading of Listing 4-3).
      let handlerContent = replay.events(ofLine: replay.askedLine).contains {
        $0.event.object == name && $0.event.reason == .contentReleased(.handler)
      }
      let freed = MemoryPart.allCases.filter { before.memory[$0] > (after?.memory[$0] ?? 0) }
        .filter { item.ios <= .iOS6 || $0 != .backingStore }
        .filter { !handlerContent || $0 != .content }
      let truth =
        name + " " + (freed.isEmpty ? "none" : freed.map(\.rawValue).joined(separator: ","))
      #expect(
        item.choices.filter { $0.token == truth }.map(\.token) == [Self.right(item)], "\(item.id)")
    }
  }

  @Test func freedAsksOfAControllerTheLogHasNotAnsweredAlready() throws {
    // A set-up warning that said the same of it (`warning`, then `rotate landscape`): the
    // log over the question showed that narration, and the asked one frees the same.
    let more = try #require(PracticeGenerator(seed: 77, filters: PracticeFilters(kind: .freed)))
    for item in Self.items(.freed) + more.items(count: 80) {
      let replay = Replay(item)
      let name = String(Self.right(item).split(separator: " ")[0])
      func said(_ line: Int) -> [String] {
        replay.events(ofLine: line).map(\.event).filter { $0.object == name }
          .map { "\($0.name) \($0.reason)" }
      }
      let lines = item.script.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() where line == "warning" {
        #expect(said(index + 1) != said(replay.askedLine), "\(item.id): \(name)")
      }
    }
  }

  /// Every kind but `freed`, whose warnings call the same callbacks each time: it asks what
  /// is freed (the test above).
  @Test(arguments: ItemKind.general.filter { $0 != .freed })
  func noItemAsksAnActionTheSetUpPlayedAlike(_ kind: ItemKind) throws {
    // `present Compose` asked after `present Compose` and `dismiss`: the log over the
    // question showed the callbacks the item asks for.
    let more = try #require(PracticeGenerator(seed: 78, filters: PracticeFilters(kind: kind)))
    for item in Self.items(kind) + more.items(count: 40) {
      let replay = Replay(item)
      let lines = item.script.split(separator: "\n", omittingEmptySubsequences: false)
      func callbacks(_ line: Int) -> [String] {
        replay.events(ofLine: line).map(\.event).filter { $0.kind == .callback }
          .map { "\($0.object) \($0.name.text)" }
      }
      for (index, line) in lines.enumerated() where line == item.asked.scriptText {
        #expect(callbacks(index + 1) != replay.callbacks, "\(item.id): \(line)")
      }
    }
  }

  @Test func freedAnswersAreNotMostlyOneAnswer() throws {
    // Before, 13 items in 16 were "nothing": a student learnt the answer, not the rule.
    let generator = try #require(
      PracticeGenerator(seed: 2026, filters: PracticeFilters(kind: .freed)))
    let items = generator.items(count: 150)
    var counts: [String: Int] = [:]
    for item in items { counts[String(Self.right(item).split(separator: " ")[1]), default: 0] += 1 }
    #expect(try #require(counts.values.max()) * 2 <= items.count, "\(counts)")
    #expect(counts["none", default: 0] * 3 <= items.count, "\(counts)")
  }

  @Test func bugIsTheOnlyControllerWithAMistakeAndTheRunShowsIt() {
    let telling: Set<String> = [
      "superNotCalled", "outletsHeld", "contentKept", "keptContentFreed", "viewStateLost",
      "viewStateGone", "leaked", "heldOutletsFreed",
    ]
    for item in Self.items(.bug) {
      let replay = Replay(item)
      let templates = replay.run.session.state.templates
      // SPEC §10's mistakes and Listing 4-3's handler as printed.
      func wrong(_ name: String) -> Bool {
        guard let template = templates[name] else { return false }
        let gotchas = template.gotchas
        return template.onWarning == .releaseViewUnsafe || !gotchas.callsSuperOnWarning
          || !gotchas.releasesOutlets || !gotchas.releasesContent || gotchas.retainCycle
          || (gotchas.viewState != nil && !gotchas.savesViewState)
      }
      #expect(
        item.choices.filter { wrong($0.token) }.map(\.token) == [Self.right(item)], "\(item.id)")
      // The mistake happens in the asked action: a telling effect, or Listing 4-3's load.
      let shows = replay.asked.contains { event in
        guard event.object == Self.right(item) else { return false }
        if case .loadView(_, .handlerReadsView, _) = event.reason { return true }
        return telling.contains(event.name.text)
      }
      #expect(shows, "\(item.id): the run does not show the mistake")
      // The log shown names no effect that gives the mistake away.
      #expect(!item.log.contains { telling.contains(String($0.split(separator: " ").last ?? "")) })
    }
  }
}
