import Testing
import VCLifeClassroom
import VCLifeCore
import VCLifeScript

/// Compare mode's sides follow the truth without copying it: a side that runs what the truth
/// runs shares the truth's session and keeps no reference to it (it reads the truth's), so the
/// truth's session is changed in place as on a single screen.
@Suite struct CompareShareTests {
  /// How many times the storage of the truth's action list moved over `count` actions
  /// (push, pop, …): a change in place moves it only when the list outgrows its capacity; a
  /// copy before each change moves it every time.
  /// By default the actions are the keys `p` and `b` in turn; `action` sends others.
  static func storageMoves(
    _ classroom: inout Classroom, actions count: Int,
    _ action: (Int) -> ClassroomAction = { .key(.char($0.isMultiple(of: 2) ? "p" : "b")) }
  ) -> Int {
    func address(_ classroom: Classroom) -> UInt {
      classroom.session.actions.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }
    var moves = 0
    for index in 0..<count {
      let before = address(classroom)
      classroom.send(action(index))
      if address(classroom) != before { moves += 1 }
    }
    return moves
  }

  @Test func anActionChangesTheTruthInPlaceWhenASideSharesIt() {
    var single = Classroom(catalogue: .photoAlbum, behavior: .iOS6, pacing: .instant)
    // iOS 5 beside iOS 6: the right side runs what the truth runs, on the truth's session.
    var compared = single
    compared.send(.compare(.iOSVersions))
    let actions = 64
    let alone = Self.storageMoves(&single, actions: actions)
    let beside = Self.storageMoves(&compared, actions: actions)
    #expect(compared.session.actions.count == single.session.actions.count)
    #expect(alone < actions / 4, "a single screen's list moves only as it grows")
    #expect(beside <= alone + 1, "compare mode moved the truth's list \(beside) times")
  }

  /// A student's screen changes the session the teacher's updates bring: in compare mode, as
  /// on one app, in place.
  @Test func aStudentsUpdateChangesTheTruthInPlaceWhenASideSharesIt() {
    func student(comparing: Bool) -> Classroom {
      var student = Classroom.following(
        catalogue: .photoAlbum, initialState: Catalogue.photoAlbum.initialState(behavior: .iOS6),
        lesson: nil, source: SessionSource(scenarioName: Catalogue.builtInName),
        settings: ScreenSettings(pacing: .instant))
      if comparing { student.send(.classInput(.update(.mode(.iOSVersions)))) }
      student.send(.classInput(.update(.act(.launch(Catalogue.photoAlbum.root)))))
      return student
    }
    let update = { (index: Int) -> ClassroomAction in
      .classInput(.update(.act(index.isMultiple(of: 2) ? .push("Photos") : .pop)))
    }
    var single = student(comparing: false)
    var compared = student(comparing: true)
    let actions = 64
    let alone = Self.storageMoves(&single, actions: actions, update)
    let beside = Self.storageMoves(&compared, actions: actions, update)
    #expect(compared.session.actions.count == single.session.actions.count)
    #expect(compared.session.actions.count == actions + 1)
    #expect(beside <= alone + 1, "compare mode moved the truth's list \(beside) times")
  }
}
