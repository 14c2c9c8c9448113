import Foundation
import Testing
import VCLifeCore
import VCLifeScript

@testable import VCLifeClassroom

/// The live session with a student's class (`--own`): its template is the session's first
/// action (so exports carry it) and part of the starting state (so `R` keeps it).
@Suite struct OwnClassroomTests {
  static func own() throws -> OwnController {
    let json = """
      {"language":"objc","classes":[{"name":"SlideshowViewController","methods":[],\
      "knobLine":"new SlideshowViewController origin=custom onWarning=none retainCycle=true"}]}
      """
    return try OwnController.read(json: Data(json.utf8), file: "S.m", className: nil)
  }

  static func classroom() throws -> Classroom {
    let album = Catalogue.photoAlbum
    return Classroom(
      own: try own(), catalogue: album, initialState: album.initialState(behavior: .iOS6),
      settings: ScreenSettings(pacing: .instant))
  }

  @Test func theTemplateIsTheFirstActionAndStandsInForDetail() throws {
    let classroom = try Self.classroom()
    #expect(classroom.session.actions.first == .define(try Self.own().template))
    #expect(
      classroom.catalogue.pushable == ["Photos", "SlideshowViewController", "Comments", "Profile"])
    #expect(
      classroom.view.message?.text.en.contains("stands in for the example app's Detail") == true)
  }

  /// The export carries the marks (`# own:`); its replay, on a classroom that takes the
  /// class without launching, comes back as the session was; a script without the line, or
  /// with a damaged one, carries none.
  @Test func anExportCarriesTheMarksAndItsReplayTakesThem() throws {
    let classroom = try Self.classroom()
    let script = classroom.exportFiles().script
    #expect(SessionExport.own(ofScript: script) == (try Self.own()))
    let actions = try SessionExport.actions(ofScript: script).get()
    let marked = try #require(SessionExport.own(ofScript: script))
    var replay = Classroom(
      own: marked, catalogue: .photoAlbum,
      initialState: Catalogue.photoAlbum.initialState(behavior: .iOS6),
      settings: ScreenSettings(pacing: .instant), launch: false)
    #expect(replay.session.actions.isEmpty)
    replay.send(.enqueue(actions))
    for _ in actions { replay.send(.key(.char("n"))) }
    // The export's first line sets the version it ran on; then the same actions and events.
    #expect(replay.session.actions.first == .setBehavior(.iOS6))
    #expect(Array(replay.session.actions.dropFirst()) == classroom.session.actions)
    #expect(
      Array(replay.session.events).dropFirst().map { "\($0.object) \($0.name)" }
        == Array(classroom.session.events).map { "\($0.object) \($0.name)" })
    #expect(replay.own == (try Self.own()))
    let plain = script.split(separator: "\n").filter { !$0.hasPrefix(SessionExport.ownMarker) }
    #expect(SessionExport.own(ofScript: plain.joined(separator: "\n")) == nil)
    #expect(SessionExport.own(ofScript: SessionExport.ownMarker + "objc S.m 2 viewDidLoad") == nil)
  }

  @Test func aResetKeepsTheClass() throws {
    var classroom = try Self.classroom()
    classroom.resetToLaunch()
    #expect(classroom.own == (try Self.own()))
    #expect(
      classroom.session.state.templates["SlideshowViewController"] == (try Self.own().template))
  }
}
