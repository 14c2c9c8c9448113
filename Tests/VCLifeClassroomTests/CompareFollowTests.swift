import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// Compare mode's sides follow the truth once an action, after the reducer, whatever the
/// action did to the truth: one action or several (a lesson's step, a numbered copy defined
/// then pushed), an action taken back (a refused detour), a class's update. An action that
/// changes none of the truth's actions leaves them as they are.
@Suite struct CompareFollowTests {
  /// How many times the sides followed the truth while `action` was sent, and how many of
  /// the truth's actions it added.
  static func send(_ action: ClassroomAction, to classroom: inout Classroom)
    -> (follows: Int, changed: Bool, added: Int)
  {
    let (follows, revision, actions) = (
      classroom.compare?.followCount ?? 0, classroom.timeline.revision,
      classroom.session.actions.count
    )
    classroom.send(action)
    return (
      (classroom.compare?.followCount ?? 0) - follows, classroom.timeline.revision != revision,
      classroom.session.actions.count - actions
    )
  }

  @Test(arguments: [CompareKind.iOSVersions, .handlers])
  func eachKeyIsFollowedOnceOrNotAtAll(kind: CompareKind) {
    var classroom = Classroom.comparing(kind, pacing: .instant)
    var most = 0
    // `p` past the catalogue's controllers defines a numbered copy, then pushes it.
    for key in "ppppppmdbwzz" + "aa" {
      let sent = Self.send(.key(.char(key)), to: &classroom)
      #expect(sent.follows == (sent.changed ? 1 : 0), "\(key): \(sent)")
      most = max(most, sent.added)
    }
    #expect(most >= 2, "no key added two actions at once")
    for key: Key in [.left, .up, .char("s"), .home, .end] {
      #expect(Self.send(.key(key), to: &classroom).follows == 0, "\(key)")
    }
  }

  @Test func aLessonsStepsAndDetoursAreFollowedOnceEach() throws {
    var classroom = Classroom.mirroring(Classroom.builtIn("memory-warnings"))
    var detours = 0
    // Steps, answers, a detour taken during a question (its callbacks held back) and one
    // the app refuses, and the way back to the lesson.
    for key in "nb" + "n2nd" + "n" + "n1bnn" + "nnnnnn" {
      let sent = Self.send(.key(.char(key)), to: &classroom)
      #expect(sent.follows == (sent.changed ? 1 : 0), "\(key): \(sent)")
      if classroom.detour != nil { detours += 1 }
    }
    #expect(detours > 0)
  }

  @Test func aStudentsUpdatesAreFollowedOnceEach() throws {
    var student = Classroom.following(
      catalogue: .photoAlbum, initialState: Catalogue.photoAlbum.initialState(behavior: .iOS6),
      lesson: nil, source: SessionSource(scenarioName: Catalogue.builtInName),
      settings: ScreenSettings(pacing: .instant))
    student.send(.classInput(.update(.mode(.iOSVersions))))
    let updates: [ClassUpdate] = [
      .act(.launch(Catalogue.photoAlbum.root)), .act(.push("Photos")), .act(.warning),
      .cut(2), .act(.push("Photos")),
    ]
    for update in updates {
      let sent = Self.send(.classInput(.update(update)), to: &student)
      #expect(sent.changed && sent.follows == 1, "\(update): \(sent)")
    }
    #expect(student.compare?.track(.left).session.actions == student.session.actions)
  }
}
