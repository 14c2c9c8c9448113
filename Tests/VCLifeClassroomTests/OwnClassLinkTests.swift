import Foundation
import Testing
import VCLifeCore
import VCLifeScript

@testable import VCLifeClassroom

/// A class taught with a student's own class (`--own`): every joined screen, the presenter's
/// view included, marks the class's overrides as the teacher's screen does, and the handout
/// `x` writes carries the marks too.
@Suite struct OwnClassLinkTests {
  static func own() throws -> OwnController {
    let json = """
      {"language":"swift","classes":[{"name":"CheckoutViewController","methods":[\
      {"selector":"viewWillAppear:","line":14,"super":"missing"},\
      {"selector":"viewWillDisappear:","line":20,"super":"wrong","superSelector":"viewDidDisappear:"},\
      {"selector":"viewDidLoad","line":9,"super":"called"}],\
      "knobLine":"new CheckoutViewController origin=code onWarning=none subviews=UILabel content=0 caches=0 skipsSuper=viewWillAppear"}]}
      """
    return try OwnController.read(json: Data(json.utf8), file: "My Checkout.swift", className: nil)
  }

  /// The teacher's classroom with the class standing in, after a push of it.
  static func teacherWhoPushedTheClass() throws -> Classroom {
    let album = Catalogue.photoAlbum
    var teacher = Classroom(
      own: try own(), catalogue: album, initialState: album.initialState(behavior: .iOS6),
      settings: ScreenSettings(pacing: .instant))
    teacher.perform(.push("CheckoutViewController"))
    return teacher
  }

  @Test func theClassTravelsWholeOnOneLine() throws {
    let own = try Self.own()
    let line = ClassUpdate.own(own).line
    #expect(line.hasPrefix("own swift My%20Checkout.swift 3 viewDidLoad 9 called - "))
    #expect(ClassUpdate(line: Substring(line)) == .own(own))
  }

  @Test(arguments: [
    "own swift F.swift 1 viewDidLoad 9 called - ",  // no new line
    "own swift F.swift 2 viewDidLoad 9 called - new A",  // fewer overrides than said
    "own swift F.swift 1 view<DidLoad 9 called - new A",  // not a selector
    "own swift F.swift 1 viewDidLoad 0 called - new A",  // no line 0
    "own swift F.swift 1 viewDidLoad 9 maybe - new A",  // not a super verdict
    "own kotlin F.swift 0 new A",  // not a language
    "own swift F.swift 0 new A like=B",  // a copy is not a class
    "own swift F.swift 0 push A",  // not a definition
    "own swift %ZZ 0 new A",  // a bad escape
    "own swift F.swift 65 new A",  // more overrides than a class has
  ])
  func anythingElseIsNotAMessage(line: String) {
    #expect(ClassUpdate(line: Substring(line)) == nil)
  }

  @Test func aJoinedScreenMarksTheOverridesAsTheTeachersDoes() throws {
    let teacher = try Self.teacherWhoPushedTheClass()
    let student = try ClassFollowTests.join(teacher)
    #expect(student.own == teacher.own)
    let marked = { (classroom: Classroom) in
      classroom.session.events.compactMap { classroom.own?.mark(for: $0)?.text(unicode: true) }
    }
    #expect(marked(teacher) == ["My Checkout.swift:9", "My Checkout.swift:14 ✗ super"])
    #expect(marked(student) == marked(teacher))
  }

  /// A lesson taught with the class: a student's screen runs the same class (its template,
  /// not the lesson app's default for the name), so a detour that pushes it gives every
  /// screen the same callbacks.
  @Test func aLessonsStudentsRunTheSameClassAsTheTeacher() throws {
    let own = try Self.own()
    let lesson = try #require(LessonLibrary.lesson(named: "memory-warnings"))
    var teacher = Classroom(lesson: lesson.withOwn(own), pacing: .instant, language: .en)
    teacher.send(.teach(own))
    teacher.handle(.char("n"))
    teacher.perform(.push("CheckoutViewController"))
    let student = try ClassFollowTests.join(teacher)
    let lines = { (classroom: Classroom) in
      classroom.session.events.filter { $0.object == own.name }.map { "\($0.name)" }
    }
    #expect(lines(teacher).contains("callback(VCLifeCore.Selector.viewWillAppear)"))
    #expect(lines(student) == lines(teacher))
    #expect(student.session.state.templates[own.name] == own.template)
  }

  /// A lesson chosen from the menu (`M`) takes the class in, as `--lesson` with `--own` does;
  /// walked again, it is not taken in twice.
  @Test func aLessonFromTheMenuKeepsTheClass() throws {
    var classroom = try Self.teacherWhoPushedTheClass()
    classroom.handle(.char("M"))
    classroom.handle(.enter)
    classroom.handle(.enter)  // the first asks to leave the pushes behind
    let lesson = try #require(classroom.lesson)
    #expect(classroom.own == (try Self.own()))
    #expect(lesson.scenario.templates["CheckoutViewController"] == (try Self.own()).template)
    let said = lesson.steps.map(\.say.en)
    classroom.walkAgain()
    #expect(classroom.lesson?.steps.map(\.say.en) == said)
  }

  /// A Swift class run on iOS 5: the handout says, as the live status line does, that Swift
  /// needs iOS 7; on iOS 6 it says nothing of it.
  @Test(arguments: [SystemBehavior.iOS5, .iOS6])
  func theHandoutOfASwiftClassOnIOS5SaysItRunsAsIf(behavior: SystemBehavior) throws {
    let album = Catalogue.photoAlbum
    var teacher = Classroom(
      own: try Self.own(), catalogue: album, initialState: album.initialState(behavior: behavior),
      settings: ScreenSettings(pacing: .instant))
    teacher.perform(.push("CheckoutViewController"))
    let handout = teacher.exportFiles().handout("s.vcl")
    let said = handout.contains("CheckoutViewController is Swift, which needs iOS 7")
    #expect(said == (behavior == .iOS5), "\(handout)")
  }

  @Test func theHandoutCarriesTheMarks() throws {
    let teacher = try Self.teacherWhoPushedTheClass()
    let handout = teacher.exportFiles().handout("s.vcl")
    #expect(handout.contains("My Checkout.swift:14 ✗ super"), "\(handout)")
  }
}

/// What the run leaves out of a student's file is not silent: the opening line says how many
/// lines `vclife read` lists as not understood.
@Suite struct OwnLeftOutTests {
  @Test func theOpeningLineCountsWhatTheRunLeavesOut() throws {
    let json = """
      {"language":"swift","classes":[{"name":"SloppyViewController","methods":[],\
      "knobLine":"new SloppyViewController origin=code onWarning=none",\
      "notUnderstood":[{"line":5,"what":"view = nil","why":"no test"}]}]}
      """
    let own = try OwnController.read(json: Data(json.utf8), file: "Sloppy.swift", className: nil)
    #expect(own.notUnderstoodCount == 1)
    let album = Catalogue.photoAlbum
    let classroom = Classroom(
      own: own, catalogue: album, initialState: album.initialState(behavior: .iOS6),
      settings: ScreenSettings(pacing: .instant))
    let said = try #require(classroom.view.message?.text)
    #expect(
      said.en.hasSuffix("1 line of it this run leaves out: vclife read Sloppy.swift lists it."))
    #expect(said.zh.hasSuffix("其中有 1 行本次运行没有执行：vclife read Sloppy.swift 会列出。"))
  }
}
