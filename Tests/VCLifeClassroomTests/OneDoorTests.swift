import Testing
// Not @testable: the classroom is driven as the loop, the class link and the practice screen
// drive it, through its one public door.
import VCLifeClassroom
import VCLifeCore
import VCLifePractice
import VCLifeScript

/// Everything that changes a classroom goes through `send`, and what came of an effect the
/// loop carried out comes back through it as an action (as an effect's result does in The
/// Composable Architecture), never written into the classroom.
@Suite struct OneDoorTests {
  @Test func anExportsResultComesBackAsAnAction() {
    var classroom = Classroom(catalogue: .photoAlbum, behavior: .iOS6, pacing: .instant)
    #expect(classroom.send(.key(.char("x"))) == [.export])
    #expect(classroom.view.message == nil)
    let written = Localized(en: "saved a.vcl", zh: "已保存 a.vcl")
    #expect(classroom.send(.result(.said(written, isError: false))).isEmpty)
    #expect(classroom.view.message == StatusMessage(written, isError: false))
    // Said until the next key, as any message.
    classroom.send(.key(.char("p")))
    #expect(classroom.view.message == nil)
  }

  @Test func aPracticeAnswersRecordComesBackAsAnAction() throws {
    var classroom = try #require(
      Classroom.practising(
        seed: 7, filters: PracticeFilters(kind: .next), standing: PracticeStanding(),
        seedFirst: true, settings: ScreenSettings(pacing: .instant)))
    let item = try #require(classroom.practice?.item)
    let wrong = try #require(item.choices.indices.map { $0 + 1 }.first { $0 != item.answer[0] })
    let effects = classroom.send(.key(.char(Character(String(wrong)))))
    guard case .recordPractice(let answer) = effects.first else {
      Issue.record("a practice answer asks the loop to record it: \(effects)")
      return
    }
    #expect(answer.id == item.id && !answer.correct)
    classroom.send(.result(.practiceRecorded(PracticeStanding(), comesBackIn: 1)))
    #expect(classroom.teaching.practice?.result?.text.en.contains("tomorrow") == true)
  }

  @Test func theSetUpAndTheClassGoThroughTheDoorToo() {
    var classroom = Classroom(catalogue: .photoAlbum, behavior: .iOS6, pacing: .instant)
    classroom.send(.language(.zh))
    #expect(classroom.language == .zh)
    classroom.send(.compare(.iOSVersions))
    #expect(classroom.isComparing)
    classroom.send(.key(.char("c")))
    #expect(!classroom.isComparing)
    classroom.send(.openClass)
    classroom.send(.classInput(.tally(joined: 3, counts: [])))
    #expect(classroom.classLive?.joined == 3)
    classroom.send(.enqueue([.pop]))
    #expect(classroom.plan != nil)
  }
}
