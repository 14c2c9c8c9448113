import Foundation
import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// The classroom the live screen opens for a replay or a resumed session: the app `p` pushes
/// from is the one the session was made on, and a student's class comes back standing in.
@Suite struct LiveClassroomTests {
  static func own() throws -> OwnController {
    let json = """
      {"language":"swift","classes":[{"name":"CheckoutViewController","methods":[\
      {"selector":"viewWillAppear:","line":14,"super":"missing"}],\
      "knobLine":"new CheckoutViewController origin=storyboard onWarning=none skipsSuper=viewWillAppear"}]}
      """
    return try OwnController.read(json: Data(json.utf8), file: "C.swift", className: nil)
  }

  /// The example app with the class standing in (for Photos), after `keys`.
  static func withOwn(_ keys: [Key]) throws -> Classroom {
    let album = Catalogue.photoAlbum
    let classroom = Classroom(
      own: try own(), catalogue: album, initialState: album.initialState(behavior: .iOS6),
      settings: ScreenSettings(pacing: .instant))
    return Classroom.keys(classroom, keys)
  }

  /// An export of the example app replays on the example app: `p` pushes Photos from Albums,
  /// as it does live (it pushed Captions, the first of the controllers sorted by name).
  @Test func aReplayOfTheExampleAppPushesWhatItPushesLive() throws {
    let live = Classroom.keys(
      Classroom(catalogue: .photoAlbum, behavior: .iOS6, pacing: .instant), [.char("w")])
    let script = live.exportFiles().script
    var options = LiveApp.Options()
    options.replay = try SessionExport.actions(ofScript: script).get()
    options.replayScenario = SessionExport.builtInScenario(named: Catalogue.builtInName)
    options.scenarioName = Catalogue.builtInName
    options.pacing = .instant
    var replayed = LiveApp.makeClassroom(options)
    #expect(replayed.catalogue.pushable == Catalogue.photoAlbum.pushable)
    for _ in options.replay ?? [] { replayed.handle(.char("n")) }
    replayed.handle(.char("p"))
    #expect(replayed.session.actions.last == .push("Photos"))
  }

  /// A session kept with the class (`q`, then `--resume`) comes back with the class standing
  /// in: the same actions, its marks, and `p` pushing it where Photos would come.
  @Test func aResumedSessionWithTheClassBringsItBackStandingIn() throws {
    let kept = try Self.withOwn([.char("p"), .char("p"), .char("b"), .char("b")])
    var options = LiveApp.Options()
    options.resumed = SavedSession.parse(SavedSession(of: kept).text)
    options.pacing = .instant
    var resumed = LiveApp.makeClassroom(options)
    #expect(resumed.own == (try Self.own()))
    #expect(resumed.session.actions == kept.session.actions)
    resumed.handle(.char("p"))
    #expect(resumed.session.actions.last == .push("CheckoutViewController"))
  }

  /// The projector view (`P`) marks the student's override as the log does.
  @Test func theProjectorMarksTheClassesOverride() throws {
    var classroom = try Self.withOwn([.char("p"), .char("P")])
    let events = Array(classroom.session.events)
    let isAppear = { (index: Int) in
      events[index].object == "CheckoutViewController"
        && events[index].name.text == "viewWillAppear:"
    }
    for _ in events.indices {
      guard let cursor = classroom.cursor, !isAppear(cursor) else { break }
      classroom.handle(.left)
    }
    #expect(classroom.cursor.map(isAppear) == true)
    let text = Screen.render(classroom, width: 80, height: 24, glyphs: .unicode).textDump()
    #expect(text.contains("C.swift:14 ✗ super"), "\(text)")
  }
}

/// The teacher's hint while a class's question is open, after the first reveal key closed
/// the vote: it no longer asks for a number the reducer would refuse.
@Suite struct ClosedVoteHintTests {
  @Test func aClosedVoteAsksForNoNumber() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "memory-warnings"))
    var teacher = Classroom(lesson: lesson, pacing: .step)
    teacher.send(.openClass)
    for _ in 0..<20 where !teacher.awaitsChoice { teacher.handle(.char("n")) }
    #expect(teacher.awaitsChoice)
    var counts = Array(repeating: 0, count: 6)
    counts[0] = 1
    counts[1] = 1
    teacher.apply(.tally(joined: 4, counts: counts))
    teacher.handle(.char(" "))
    teacher.handle(.char(" "))  // past the "few answered" question, the vote closes
    #expect(teacher.plan?.voteClosed == true)
    let text = Screen.render(teacher, width: 80, height: 24, glyphs: .unicode).textDump()
    #expect(text.contains("The vote is closed;"), "\(text)")
    #expect(!text.contains("Press 1–"), "\(text)")
  }
}
