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

  @Test func aResetKeepsTheClass() throws {
    var classroom = try Self.classroom()
    classroom.resetToLaunch()
    #expect(classroom.own == (try Self.own()))
    #expect(
      classroom.session.state.templates["SlideshowViewController"] == (try Self.own().template))
  }
}
