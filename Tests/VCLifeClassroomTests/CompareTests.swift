import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// Compare mode: two apps, the same keys, the differences marked.
@Suite("Compare mode")
struct CompareTests {
  @Test func warningDiffersBetweenIOSVersions() {
    let compare = Classroom.afterWarning
    let left = compare.marked(.left)
    let right = compare.marked(.right)
    #expect(left.contains { $0.0.hasSuffix(" viewWillUnload") && $0.1 }, "\(left)")
    #expect(left.contains { $0.0.hasSuffix(" viewDidUnload") && $0.1 }, "\(left)")
    #expect(right.contains { $0.0.hasSuffix(" backingStoreFreed") && $0.1 }, "\(right)")
    // Both sides warn every controller: those lines are the same.
    #expect(left.contains { $0.0.hasSuffix(" didReceiveMemoryWarning") && !$0.1 })
    #expect(right.contains { $0.0.hasSuffix(" didReceiveMemoryWarning") && !$0.1 })
    #expect(compare.memoryDiffers)
    #expect(compare.left.shownState.memory != compare.right.shownState.memory)
  }

  @Test func aPushOfPhotosIsTheSameOnBothSides() {
    // An app that runs on iOS 5 cannot use Auto Layout (SPEC §11.1), so the photo album's
    // Photos does not: a push is the same on iOS 5 and iOS 6.
    let compare = Classroom.comparing(keys: [.char("p")])
    #expect(!compare.lines(of: .left).isEmpty)
    #expect(compare.marked(.left).filter(\.1).isEmpty)
    #expect(compare.marked(.right).filter(\.1).isEmpty)
    #expect(!compare.memoryDiffers)
  }

  @Test func stepByStepASideWithLinesToComeIsSameSoFarNotSame() {
    // The unsafe handler's extra loadView comes late in the warning: before it is shown the
    // side has nothing highlighted, but "same callbacks" would be false.
    var compare = Classroom.comparing(.handlers, pacing: .step)
    for key in "ppw " { compare.handle(.char(key)) }
    #expect(compare.wholeActionDifference(of: .left) > 0)
    #expect(compare.summary(of: .left) == .sameSoFar)
    #expect(compare.summary(of: .right) == .fewer(compare.wholeActionDifference(of: .left)))
    #expect(Classroom.comparing(keys: [.char("p"), .char("p")]).summary(of: .left) == .same)
  }

  @Test func keysGoToBothSidesButIAndQuitAreHandledOnce() {
    var compare = Classroom.comparing(keys: [.char("p")])
    #expect(compare.left.session.actions.count == compare.right.session.actions.count)
    compare.handle(.char("i"))
    // `i` changes the right side only; the truth keeps its own system.
    #expect(compare.left.shownState.behavior == .iOS5)
    #expect(compare.right.shownState.behavior == .iOS13)
    #expect(compare.single.shownState.behavior == .iOS6)
    #expect(compare.said?.en == "Right side: iOS 13.")
    compare.handle(.char("?"))
    #expect(compare.showsHelp)
    let closing = compare.handle(.char("x"))
    #expect(!compare.showsHelp && closing.isEmpty)
    #expect(compare.handle(.char("q")) == [.quit])
  }

  @Test func animationTicksBothSides() {
    var compare = Classroom.comparing(.iOSVersions, pacing: .animated)
    for key: Key in [.char("p"), .char("p"), .char("w")] { compare.handle(key) }
    #expect(compare.isAnimating)
    var ticks = 0
    while compare.isAnimating && ticks < 1000 {
      compare.tick()
      ticks += 1
    }
    #expect(!compare.hasNextMoment)
    #expect(compare.left.pending == nil && compare.right.pending == nil)
    #expect(compare.lines(of: .left).contains { $0.isDifferent })
  }

  /// Reliability review F8: the side whose system the session ran under shares the session
  /// instead of replaying it, and it is the session a replay would give.
  @Test func theSideOfTheSessionsOwnSystemIsTheSessionItself() {
    var model = Classroom(behavior: .iOS5, pacing: .instant)
    for key in ["p", "p", "w", "b", "m", "d"] { model.handle(.char(Character(key))) }
    let compare = Classroom.mirroring(model, kind: .iOSVersions)
    var replayed = Classroom(behavior: .iOS5, pacing: .instant, launch: false)
    replayed.enqueue(model.session.actions)
    for _ in model.session.actions { replayed.apply(.nextStep) }
    #expect(compare.left.session.events == replayed.session.events)
    #expect(compare.left.session.state == replayed.session.state)
    #expect(compare.left.cursor == replayed.cursor)
    #expect(compare.left.shownState == replayed.shownState)
    // The other side replays under its own system.
    #expect(compare.right.session.events != model.session.events)
  }

  /// Second review: `g`'s picker takes its own keys in compare mode (it was stuck: ↓ moved
  /// the Controllers selection, Enter and Esc did nothing).
  @Test func thePickerWorksInCompareMode() {
    for kind in [CompareKind.handlers, .iOSVersions] {
      var compare = Classroom.comparing(kind, keys: [.char("g"), .down, .down, .enter])
      #expect(compare.picker == nil)
      #expect(compare.left.session.state.layout.visible == "Comments", "\(kind)")
      #expect(compare.right.session.state.layout.visible == "Comments", "\(kind)")
      compare.handle(.char("g"))
      compare.handle(.escape)
      #expect(compare.picker == nil, "\(kind): Esc closes")
    }
  }

  /// `i` and `I` choose the right and left sides' versions live, never the other side's
  /// rules; the changed side replays the session under its new version.
  @Test func iAndShiftIChooseTheSidesVersions() {
    var compare = Classroom.comparing(keys: [.char("p")])
    compare.handle(.char("i"))  // right: 6 → 13
    #expect(compare.kind == .versions(left: 5, right: 13))
    #expect(compare.right.session.state.behavior == .iOS13 && compare.rightLabel == "iOS 13")
    #expect(compare.right.session.actions == compare.single.session.actions)
    compare.handle(.char("I"))  // left: 5 → 6
    compare.handle(.char("I"))  // left: 6 → 13 is the right's: 16
    #expect(compare.kind == .versions(left: 16, right: 13))
    #expect(compare.left.session.state.behavior == .iOS16)
    #expect(compare.said?.en == "Left side: iOS 16.")
    // One app and back: `c` opens the sides chosen, not the first ones again.
    compare.handle(.char("c"))
    #expect(!compare.isComparing)
    compare.handle(.char("c"))
    #expect(compare.kind == .versions(left: 16, right: 13))
    var handlers = Classroom.comparing(.handlers, keys: [])
    handlers.handle(.char("i"))
    #expect(handlers.view.message?.isError == true)
  }

}

/// `R` twice in compare mode resets both sides and the single-app screen they mirror: what is
/// saved afterwards (`q`, `--resume`) starts from the launch, with the class's later answers.
@Suite("Compare mode reset")
struct CompareResetTests {
  @Test func resetInCompareModeResetsTheSingleScreenToo() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "resizing"))
    var single = Classroom(lesson: lesson, pacing: .instant, language: .en)
    for _ in 0..<6 { single.handle(.char("n")) }
    #expect(single.lessonStep == 3)
    var compare = Classroom.mirroring(single)
    compare.handle(.char("R"))
    #expect(compare.said?.en.contains("Press R again") == true)
    compare.handle(.char("R"))
    #expect(compare.lessonStep == 0 && compare.isComparing)
    compare.handle(.char("n"))
    compare.handle(.char("2"))
    let back = compare.single
    #expect(back.lessonStep == 1)
    #expect(back.chosenAnswer == 2)
    #expect(back.prediction != nil)
    let saved = SavedSession(of: back)
    let fresh = SavedSession(
      of: Classroom.keys(
        Classroom(lesson: lesson, pacing: .instant), [.char("n"), .char("2")]))
    #expect(saved == fresh)
    // Any other key between the two presses cancels the reset.
    var cancelled = Classroom.mirroring(single)
    cancelled.handle(.char("R"))
    cancelled.handle(.char("s"))
    cancelled.handle(.char("R"))
    #expect(cancelled.lessonStep == 3)
  }
}
