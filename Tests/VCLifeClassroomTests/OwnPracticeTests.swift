import Foundation
import Testing
import VCLifeCore
import VCLifePractice
import VCLifeScript

@testable import VCLifeClassroom

/// The practice screen with a student's class (`vclife practice --own`): an `own` item the
/// schedule brings back is drawn again with the class, and never without it.
@Suite struct OwnPracticeTests {
  /// A class as `vclife read --json` reads 18-viewdidunload-outlets.m of the reader's corpus.
  static func own() throws -> OwnClass {
    let json = """
      {"language":"objc","classes":[{"name":"EditorViewController","methods":[\
      {"selector":"viewDidLoad","line":10,"super":"called"},\
      {"selector":"viewDidUnload","line":15,"super":"called"}],\
      "knobLine":"new EditorViewController origin=storyboard onWarning=none releasesOutlets=true releasesContent=true"}]}
      """
    return OwnClass(try OwnController.read(json: Data(json.utf8), file: "E.m", className: nil))
  }

  static func practising(_ filters: PracticeFilters, due: [ItemID]) -> Classroom? {
    Classroom.practising(
      seed: 99, filters: filters, standing: PracticeStanding(due: due), seedFirst: false,
      settings: ScreenSettings(pacing: .instant))
  }

  @Test func aDueOwnItemComesBackWithItsClass() throws {
    let own = try Self.own()
    let filters = PracticeFilters(kind: .own, own: own)
    let due = try #require(PracticeGenerator(seed: 1, filters: filters)?.items(count: 1).first)
    let classroom = try #require(Self.practising(filters, due: [due.id]))
    #expect(classroom.practice?.item.id == due.id)
    #expect(classroom.practice?.item.question == due.question)
    // The next items are the class's too.
    var next = classroom
    next.handle(.char("1"))
    next.handle(.char("n"))
    #expect(next.practice?.item.kind == .own)
    #expect(next.practice?.item.id != due.id)
  }

  @Test func withoutTheClassADueOwnItemIsPassedOver() throws {
    let own = try Self.own()
    let due = try #require(
      PracticeGenerator(seed: 1, filters: PracticeFilters(own: own))?.items(count: 1).first)
    let classroom = try #require(Self.practising(PracticeFilters(), due: [due.id]))
    #expect(classroom.practice?.item.kind != .own)
  }
}
