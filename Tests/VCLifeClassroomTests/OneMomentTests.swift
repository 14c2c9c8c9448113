import Testing
import VCLifeCore
import VCLifePractice
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// Compare mode's sides are views of the one timeline: both always show the same action of
/// the truth, at the same step through it, and the `≠` summary is about that action.
@Suite("One moment in compare mode")
struct OneMomentTests {
  /// The action line each side shows (its cursor's action's first event), or nil for a side
  /// that has no share of the truth's action (an `ios` switch).
  static func shownActions(_ classroom: Classroom) -> [String?] {
    CompareSide.allCases.map { side in
      guard let moment = classroom.moment(of: side), let cursor = moment.cursor else {
        return nil
      }
      let action = moment.session.action(containing: cursor)
      return moment.session.actions[action].scriptText
    }
  }

  /// The truth's action on screen.
  static func truthAction(_ classroom: Classroom) -> Action? {
    guard let cursor = classroom.cursor else { return nil }
    return classroom.session.actions[classroom.session.action(containing: cursor)]
  }

  /// Both sides show the truth's action (or, for an `ios` switch, the same earlier one).
  static func expectOneMoment(_ classroom: Classroom, _ context: String) {
    let shown = shownActions(classroom)
    #expect(shown[0] == shown[1], "\(context): the sides show \(shown)")
    guard let action = truthAction(classroom), !action.isBehaviorSwitch else { return }
    #expect(shown[0] == action.scriptText, "\(context): the truth shows \(action.scriptText)")
  }

  /// The review's reproduction: after `p`, `w` and `←`, one side showed the warning and the
  /// other the push.
  @Test(arguments: [Pacing.instant, .step, .animated])
  func afterPushWarningAndBackBothSidesShowTheSameAction(pacing: Pacing) {
    var classroom = Classroom(pacing: pacing)
    classroom.send(.compare(.iOSVersions))
    for key: Key in [.char("p"), .char("w"), .end, .left] { classroom.handle(key) }
    Self.expectOneMoment(classroom, "p w ←")
    // `≠` speaks of the action shown: every marked line is one of its events.
    for side in CompareSide.allCases {
      let track = classroom.compare!.track(side)
      let range = track.shownAction.map { track.session.eventRange(ofAction: $0) }
      for line in classroom.compare!.lines(of: side) {
        #expect(range?.contains(line.event) == true, "\(side): a line of another action")
      }
    }
  }

  /// Any keys, rewound, stepped and acted on: after each, one moment on both sides.
  @Test(arguments: [CompareKind.iOSVersions, .versions(left: 6, right: 17), .handlers])
  func anyKeysKeepBothSidesOnOneMoment(kind: CompareKind) {
    var generator = SplitMix64(seed: 11)
    let keys: [Key] = [
      .char("p"), .char("p"), .char("b"), .char("w"), .char("m"), .char("d"), .char("o"),
      .char("e"), .char("u"), .char("f"), .char("z"), .char("Z"), .left, .left, .right, .home,
      .end, .char(" "), .char("s"), .char("I"), .char("i"), .char("a"),
    ]
    for pacing in [Pacing.instant, .step, .animated] {
      var classroom = Classroom(pacing: pacing)
      classroom.send(.compare(kind))
      for index in 0..<300 {
        let key = keys[Int(generator.next() % UInt64(keys.count))]
        classroom.handle(key)
        if pacing == .animated, generator.next() % 3 == 0 { classroom.tick() }
        Self.expectOneMoment(classroom, "\(kind) \(pacing) key \(index) \(key)")
        // The sides follow the truth's actions, its `ios` switches left out.
        for side in CompareSide.allCases {
          #expect(
            classroom.compare!.track(side).session.actions
              == classroom.session.actions.filter { !$0.isBehaviorSwitch })
        }
      }
      // And back on one app, the truth is where compare mode left it.
      let moment = classroom.momentOnAxis
      classroom.handle(.char("c"))
      #expect(classroom.momentOnAxis?.action == moment?.action)
    }
  }

  /// A lesson in compare mode has no copy on the sides: its question, detour and answers are
  /// the truth's, and the sides show the question's step while it is open.
  @Test func aLessonInCompareModeIsTheTruthsOnly() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "memory-warnings"))
    var classroom = Classroom(lesson: lesson, pacing: .instant)
    classroom.handle(.char("c"))
    classroom.handle(.char("n"))
    classroom.handle(.char("n"))
    #expect(classroom.questionOpen)
    Self.expectOneMoment(classroom, "question open")
    classroom.handle(.char("b"))
    #expect(classroom.detour != nil)
    Self.expectOneMoment(classroom, "detour")
    classroom.handle(.char("n"))
    #expect(classroom.detour == nil && classroom.questionOpen)
    Self.expectOneMoment(classroom, "back on the lesson")
  }
}
