import Testing
import VCLifeCore
import VCLifePractice
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// The practice screen off an item, on a tab bar whose selected tab is not the first: the
/// scene reclaimed and rebuilt, then every moment of the rebuild looked at, its selection
/// cleared (Esc) and moved (k). A key storm once trapped there.
@Suite struct PracticeReclaimTests {
  /// An item on iOS 13 or later whose set-up leaves a tab other than the first selected.
  static func item() -> PracticeItem? {
    for kind in ItemKind.allCases {
      let filters = PracticeFilters(kind: kind, topic: .tabs)
      guard let generator = PracticeGenerator(seed: 5, filters: filters) else { continue }
      for item in generator.items(count: 30) where item.ios >= .iOS13 {
        var session = Session(initialState: AppState(behavior: item.ios))
        for template in item.definitions { _ = session.perform(.define(template)) }
        for action in item.setup + [item.asked] { _ = session.perform(action) }
        if session.state.layout.hasTabBar && session.state.layout.selectedTab > 0 {
          return item
        }
      }
    }
    return nil
  }

  @Test func aRebuiltTabBarCanBeLookedAtMomentByMoment() throws {
    let item = try #require(Self.item(), "no tab bar item with a later tab selected")
    let standing = PracticeStanding(due: [item.id], topics: [item.id.description: item.topic])
    var classroom = try #require(
      Classroom.practising(
        seed: 1, filters: PracticeFilters(kind: item.kind), standing: standing, seedFirst: false,
        settings: ScreenSettings(pacing: .instant)))
    #expect(classroom.practice?.item.id == item.id)
    let key: Key = item.kind == .order ? .enter : .char("1")
    classroom.handle(key)
    #expect(!classroom.questionOpen)
    for key in ["z", "Z", "z"] { classroom.handle(.char(Character(key))) }
    let layout = classroom.moment.state.layout
    #expect(layout.hasTabBar && layout.selectedTab > 0, "rebuilt on its selected tab")
    for _ in 0..<60 {
      classroom.handle(.left)
      classroom.handle(.escape)
      classroom.handle(.char("k"))
      _ = classroom.moment.selectedRow
      _ = classroom.teaching
    }
  }
}
