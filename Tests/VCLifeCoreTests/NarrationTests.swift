import Testing

@testable import VCLifeCore

/// Every event is narrated in English and in Chinese, and the Chinese is Chinese.
@Suite("Narration in both languages")
struct NarrationTests {
  /// The name of a reason's case, without its payload: `loadView`, `refused`, ….
  static func caseName(_ reason: Reason) -> String {
    let text = String(describing: reason)
    return String(text.prefix { $0 != "(" })
  }

  static func hasChinese(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
  }

  /// Checks one event's narration; returns the case name it covered.
  static func check(_ event: Event) -> String {
    let english = Narrator.line(for: event, in: .english)
    let chinese = Narrator.line(for: event, in: .chinese)
    #expect(!english.isEmpty && !chinese.isEmpty, "\(event.reason)")
    #expect(english != chinese, "\(event.reason)")
    #expect(hasChinese(chinese), "no Chinese in: \(chinese)")
    #expect(!hasChinese(english), "Chinese in the English: \(english)")
    return caseName(event.reason)
  }

  @Test func everyEventOfLongRandomRunsIsNarratedInBothLanguages() {
    var covered = Set<String>()
    for seed: UInt64 in [3, 17, 99] {
      var actions = RandomActions(seed: seed)
      var session = Session(initialState: AppState(budget: 40 * 1024 * 1024))
      for _ in 0..<3_000 {
        let range = session.perform(actions.next(for: session.state))
        for index in range { covered.insert(Self.check(session.events[index])) }
      }
    }
    // The runs must reach the rules a lesson relies on, or this test proves little.
    for name in [
      "loadView", "viewDidLoad", "willUnload", "releasedBySuper", "didUnload",
      "backingStoreFreed", "releasedByHandler", "releasedByUnsafeHandler", "cachesPurged",
      "systemWarning", "terminated", "dealloc", "refused", "navigationItemCreated",
    ] {
      #expect(covered.contains(name), "random runs never produced \(name)")
    }
  }

  /// Every refusal, built directly, since some are rare in random runs.
  @Test(arguments: [
    Refusal.notLaunched, .alreadyLaunched, .terminated, .notTerminated, .popAtRoot,
    .notInNavigation(visible: "A"), .modalCovers(modal: "M"), .nothingPresented,
    .alreadyLive("B"), .notLive("B"), .noTabBar, .noTabHolds("B"), .tabAlreadySelected("B"),
    .duplicateName("B"), .noControllers,
  ])
  func everyRefusalIsNarratedInBothLanguages(refusal: Refusal) {
    let event = Event(
      object: "App", name: .refusal("pop"), reason: .refused(refusal), memory: 0, actionIndex: 0)
    _ = Self.check(event)
  }
}
