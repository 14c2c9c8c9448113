import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// The timeline (← → Home End), acting while rewound, and export then replay.
@Suite("Timeline and replay")
struct TimelineAndReplayTests {
  static func model(_ keys: [Key], behavior: SystemBehavior = .iOS5) -> Classroom {
    var model = Classroom(behavior: behavior, pacing: .instant)
    for key in keys { model.handle(key) }
    return model
  }

  @Test func stepBackShowsTheStateAfterThatEvent() throws {
    var model = Self.model([.char("p"), .char("p"), .char("w")])
    let end = try #require(model.cursor)
    for _ in 0..<5 { model.handle(.left) }
    #expect(model.cursor == end - 5)
    #expect(model.isRewound)
    #expect(model.shownState == model.session.state(afterEvent: end - 5))
    model.handle(.right)
    #expect(model.cursor == end - 4)
    model.handle(.end)
    #expect(model.cursor == end)
    #expect(!model.isRewound)
    #expect(model.shownState == model.session.state)
  }

  @Test func homeGoesToTheFirstEventAndRightWalksEveryEvent() {
    var model = Self.model([.char("p")])
    let count = model.session.events.count
    model.handle(.home)
    #expect(model.cursor == 0)
    var seen = 1
    while model.cursor != count - 1 {
      model.handle(.right)
      seen += 1
      #expect(seen <= count)
    }
    #expect(seen == count)
  }

  @Test func actingWhileRewoundDropsWhatCameAfter() throws {
    var model = Self.model([.char("p"), .char("p")])
    let afterFirstPush = model.session.actionStarts[2] - 1  // the first push's last event
    while model.cursor != afterFirstPush { model.handle(.left) }
    model.handle(.char("w"))
    let texts = model.session.actions.map(\.scriptText)
    #expect(texts == ["root tabs nav:Albums Settings", "push Photos", "warning"])
    #expect(!model.isRewound)
    #expect(model.session.state.controllers["Detail"] == nil)
  }

  @Test func exportThenReplayGivesTheSameTrace() throws {
    let keys: [Key] = [
      // No modal here: the picker's next one is Editor, whose Auto Layout ends the app on
      // iOS 5 (SPEC §11.1), and a refused action is not exported.
      .char("p"), .char("p"), .char("p"), .char("p"), .char("p"), .char("w"), .char("b"),
      .char("i"), .char("w"), .char("2"), .char("a"), .char("1"),
    ]
    let recorded = Self.model(keys)
    let script = recorded.exportFiles().script
    let actions = try SessionExport.actions(ofScript: script).get()
    var replay = Classroom(behavior: .iOS6, pacing: .instant, launch: false)
    replay.enqueue(actions)
    while !replay.queue.isEmpty { replay.handle(.char("n")) }
    let trace = { (session: Session) in
      session.events.filter { $0.kind != .action }.map {
        "\($0.object) \($0.name.text) \($0.memory)"
      }
    }
    #expect(trace(replay.session) == trace(recorded.session))
    #expect(replay.session.state.layout == recorded.session.state.layout)
    #expect(recorded.session.actions.contains { $0.scriptText.contains("like=") })
  }

  /// Reliability review F8: a session stops growing at its limit, with a message that says
  /// what to do, and every key still works (looking back, export, reset).
  @Test(arguments: [ReportLanguage.en, .zh])
  func aSessionStopsGrowingAtItsLimit(_ language: ReportLanguage) {
    var model = Classroom(behavior: .iOS6, pacing: .instant, language: language)
    model.actionLimit = 6
    for _ in 0..<10 { model.handle(.char("p")) }
    #expect(model.session.actions.count == 6)
    #expect(model.message?.isError == true)
    let said = model.said?.text(language == .zh ? .chinese : .english)
    #expect(said?.contains(language == .zh ? "上限" : "the most one session keeps") == true)
    #expect(said?.contains("6") == true)
    // Looking back and acting there drops what came after: the session may grow again.
    model.handle(.left)
    model.handle(.char("b"))
    #expect(model.session.actions.count == 6)
    #expect(model.message?.isError != true)
    #expect(Said.sessionFull(150_000).en.contains("150,000 actions"))
  }

  @Test func animatedReplayPlaysQueuedActionsOnTicks() {
    var model = Classroom(behavior: .iOS6, pacing: .animated, launch: false)
    model.enqueue([.launch(Catalogue.photoAlbum.root), .push("Photos")])
    #expect(model.isAnimating)
    var ticks = 0
    while model.isAnimating && ticks < 1000 {
      model.tick()
      ticks += 1
    }
    #expect(model.queue.isEmpty)
    #expect(model.shownState.layout.visible == "Photos")
    #expect(model.cursor == model.session.events.count - 1)
  }
}

/// Keys that need a catalogue controller find one in a lesson too, instead of hanging.
@Suite("Lesson catalogues")
struct LessonCatalogueTests {
  @Test func presentInALessonWithoutModalsPresentsOneOfItsControllers() throws {
    // memory-warnings names no modal: a detour's `m` presents one of its own controllers,
    // so a class's "what if we present something now?" can be shown.
    let lesson = try #require(LessonLibrary.lesson(named: "memory-warnings"))
    var model = Classroom(lesson: lesson, pacing: .instant)
    model.handle(.char("n"))
    let before = model.session.events.count
    model.handle(.char("m"))
    #expect(model.session.events.count > before)
    #expect(model.detour != nil)
    #expect(!model.shownState.layout.presented.isEmpty)
  }

  @Test func numberedCopiesStayCheapOnADeepStack() {
    var model = Classroom(pacing: .instant, budget: 1 << 40)
    for _ in 0..<200 { model.handle(.char("p")) }
    let names = model.session.state.layout.tabs[0].controllers
    #expect(names.count == 201)
    #expect(Set(names).count == names.count)
  }
}
