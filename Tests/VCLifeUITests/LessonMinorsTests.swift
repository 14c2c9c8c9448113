import Foundation
import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// The smaller things a class notices in a lesson (classroom review 5, minors), each read
/// back from the frame or the classroom.
@Suite("Lesson minors")
struct LessonMinorsTests {
  // MARK: Detours (minors 6, 7, 9)

  @Test func aRefusedActionStartsNoDetour() throws {
    // today step 2: Compose is presented as a sheet; a pop under it is refused.
    var model = Classroom.keys(
      Classroom.builtIn("today"), [.char("n"), .char("n"), .char("2"), .char("n")])
    let before = model.session.actions
    model.handle(.char("b"))
    #expect(model.message?.isError == true, "\(String(describing: model.message))")
    #expect(model.detour == nil)
    #expect(model.session.actions == before)
    #expect(!ClassroomTests.screen(model).contains("Off the lesson"))
  }

  @Test func backAndForwardToTheLessonsMomentEndsTheDetour() throws {
    var model = Classroom.keys(Classroom.builtIn("memory-warnings"), [.char("n")])
    let onLesson = model.cursor
    model.handle(.left)
    #expect(model.detour != nil)
    model.handle(.right)
    #expect(model.cursor == onLesson)
    #expect(model.detour == nil)
    let screen = ClassroomTests.screen(model)
    #expect(!screen.contains("Off the lesson"), "\(screen)")
    #expect(screen.contains("Back on the lesson"), "\(screen)")
  }

  @Test func aDetourDuringAQuestionDoesNotShowItsAnswer() throws {
    // memory-warnings step 2 asks what iOS 5's warning does to List; a pop then must not play
    // the warning's hidden callbacks.
    var model = Classroom.keys(
      Classroom.builtIn("memory-warnings"), [.char("n"), .char("n")])
    #expect(model.prediction != nil)
    let hidden = model.session.events.count
    model.handle(.char("b"))
    #expect(model.detour != nil)
    #expect(!model.session.events.contains { $0.name.text == "viewDidUnload" })
    #expect(!ClassroomTests.screen(model).contains("viewDidUnload"))
    model.handle(.char("n"))
    #expect(model.prediction != nil, "the question is not asked again")
    #expect(model.session.events.count == hidden)
  }

  @Test func aLessonOffersSomethingToPushAndPresent() throws {
    // memory-warnings' controllers are all used by its steps; a detour still has copies.
    var model = Classroom.keys(Classroom.builtIn("memory-warnings"), [.char("n")])
    model.handle(.char("m"))
    #expect(model.detour != nil)
    #expect(!model.shownState.layout.presented.isEmpty)
    model = Classroom.keys(Classroom.builtIn("memory-warnings"), [.char("n"), .char("p")])
    #expect(model.detour != nil, "\(String(describing: model.message))")
    model.handle(.char("g"))
    #expect(model.picker != nil)
  }

  // MARK: What the screen says (minors 8, 10, 12, 13, 18)

  @Test func aLessonsPaneNamesNoDetourKey() throws {
    // out-of-memory ends with the app terminated: the lesson goes on with n, not r.
    let lesson = try #require(LessonLibrary.lesson(named: "out-of-memory"))
    var model = Classroom(lesson: lesson, pacing: .instant)
    var sawTerminated = false
    for _ in lesson.steps {
      model.handle(.char("n"))
      if model.awaitsChoice { model.handle(.char("1")) }
      if model.questionOpen { model.handle(.char("n")) }
      guard model.shownState.isTerminated else { continue }
      sawTerminated = true
      let screen = ClassroomTests.screen(model)
      // The pane may be one row (the lesson's text is long): what it says, cut or whole.
      #expect(screen.contains("terminated: the system"), "\(screen)")
      #expect(!screen.contains("press r"), "\(screen)")
    }
    #expect(sawTerminated)
  }

  @Test func theRewoundTitleIsWholeInALesson() throws {
    var model = Classroom.keys(
      Classroom.builtIn("today"), [.char("n"), .char("n"), .char("2"), .char("n")])
    model.handle(.left)
    let title = try #require(
      ClassroomTests.screen(model).split(separator: "\n").first { $0.contains("rewound") })
    #expect(title.contains("rewound to event"), "\(title)")
    #expect(!title.contains("…") && !title.contains("acting"), "\(title)")
    // At 60 columns in both languages the lesson's label and name give way to the event
    // ("rewound to ev…" lost it).
    var both = Classroom.keys(
      Classroom.builtIn("tabs-and-modals", .both), [.char("n"), .char("n"), .char("n")])
    both.handle(.left)
    let narrow = try #require(
      ClassroomTests.rows(both, width: 60, height: 20).first { $0.contains("rewound") })
    let event = "rewound to event \(both.cursor! + 1) / \(both.session.events.count)"
    #expect(narrow.contains(event) && !narrow.contains("…"), "\(narrow)")
  }

  @Test func aRecordingsTitleNamesNoKey() throws {
    var model = Classroom.keys(Classroom.builtIn("today", .zh), [.char("n")])
    model.isRecorded = true
    let screen = ClassroomTests.screen(model)
    #expect(screen.contains("第 1 / "))
    #expect(!screen.contains("n：下一步"), "\(screen)")
    model.showsPresentation = true
    #expect(!ClassroomTests.screen(model).contains("P：窗格"))
  }

  @Test func anEffectsWhySaysItIsNoCallback() throws {
    var model = Classroom(behavior: .iOS6, pacing: .instant)
    model.handle(.char("p"))
    // Step back to an effect of the push: its why says what the parentheses mean.
    while let cursor = model.cursor, model.session.events[cursor].kind != .effect {
      model.handle(.left)
    }
    let screen = ClassroomTests.screen(model)
    #expect(screen.contains("why (effect): "), "\(screen)")
    let help = HelpScreen.lines(HelpScreen.keys(.freePlay), language: .en, width: 78)
      .map { $0.map(\.0).joined() }.joined(separator: "\n")
    #expect(help.contains("(name) in the log: an effect"))
  }

  @Test func aLessonsOwnActionLineSaysTheLessonAsked() throws {
    let model = Classroom.keys(Classroom.builtIn("load-cycle"), [.char("n")])
    let start = try #require(model.teaching.stepCallbacks).events.lowerBound
    let line = model.session.events[start]
    #expect(line.kind == .action)
    #expect(TeachingText.reason(of: line, model.teaching).en.hasPrefix("The lesson does this"))
    // On a detour the action is the teacher's own.
    var detour = model
    detour.handle(.char("w"))
    let own = detour.session.events[
      detour.session.eventRange(ofAction: detour.session.actions.count - 1).lowerBound]
    #expect(TeachingText.reason(of: own, detour.teaching).en.hasPrefix("You asked for this"))
  }

  @Test func bothLanguagesStatusLineSpeaksChineseToo() throws {
    let model = Classroom.keys(Classroom.builtIn("today", .both), [.char("n")])
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
    let status = grid.rowText(23)
    #expect(status.contains("竖屏") || status.contains("横屏"), "\(status)")
  }

  // MARK: Layout (minors 1, 19)

  @Test func aTallScreenGivesTheLogTheRowsTheTopPanesDoNotUse() throws {
    let model = Classroom.keys(
      Classroom.builtIn("today", .both), [.char("n"), .char("n")])
    let text = TeachingText(model, width: 118)
    let tall = PaneLayout(
      body: Rect(x: 0, y: 0, width: 120, height: 39), teaching: text,
      topWanted: max(PaneLayout.lessonTop, model.moment.rows.count))
    #expect(tall.controllers.height - 2 <= PaneLayout.lessonTop)
    #expect(tall.log.height - 3 - tall.teachingRows >= 10, "\(tall.log)")
  }

  @Test(arguments: LessonLibrary.builtIn.map(\.name))
  func theProjectorNeverCutsTheTextSilently(lesson name: String) throws {
    // 60×20 in both languages: the projector shows the text whole, or says there is more.
    let lesson = try #require(LessonLibrary.lesson(named: name))
    var model = Classroom(lesson: lesson, pacing: .instant, language: .both)
    model.showsPresentation = true
    for (index, step) in lesson.steps.enumerated() {
      model.handle(.char("n"))
      if model.awaitsChoice { model.handle(.char("1")) }
      if model.questionOpen { model.handle(.char("n")) }
      let screen = ClassroomTests.screen(model, width: 60, height: 20)
      let lines = TextWrap.lines(step.say.en, width: 60 - 2 * 3)
      let whole = lines.allSatisfy { screen.contains($0) }
      #expect(whole || screen.contains("… more"), "\(name) step \(index + 1)\n\(screen)")
      if index == lesson.steps.count - 1 {
        #expect(screen.contains("End of the lesson") || screen.contains("… more"), "\(screen)")
      }
    }
  }

  // MARK: The lesson menu (minor 20), help (minor 21), compare (minor 11), focus (minor 2)

  @Test func theMenuAsksBeforeLeavingALessonUnderWay() throws {
    // today is the menu's last lesson: the one above it is another.
    var model = Classroom.keys(Classroom.builtIn("today"), [.char("n"), .char("M"), .up])
    let chosen = try #require(model.lessonMenu).lessons[model.lessonMenu!.index].name
    model.handle(.enter)
    #expect(model.lesson?.name == "today", "the lesson was dropped unasked")
    #expect(model.messageText?.contains("Enter again") == true)
    model.handle(.enter)
    #expect(model.lesson?.name == chosen)
    // At a title card nothing is left behind: one Enter starts the lesson.
    model = Classroom.keys(Classroom.builtIn("today"), [.char("M"), .up, .enter])
    #expect(model.lesson?.name != "today")
  }

  @Test func theHelpNamesEachKeyOnceInALesson() {
    let names = Keymap.help(on: .single, .lesson).map(\.key)
    #expect(names.filter { $0 == "space" }.count == 1, "\(names)")
    let zh = HelpScreen.lines(HelpScreen.keys(.lesson), language: .zh, width: 78)
    #expect(zh.contains { $0.first?.0.hasPrefix("空格") == true })
  }

  @Test func compareModeSaysWhichSideTheTextDescribes() throws {
    var model = Classroom.keys(Classroom.builtIn("memory-warnings"), [.char("n")])
    model.handle(.char("c"))
    let frame = CompareScreen.render(model, width: 80, height: 24, glyphs: .unicode).textDump()
    #expect(
      frame.contains("─ text below: iOS 5, the top side ─"),
      "\(frame)")
  }

  @Test func focusFollowsTheControllerByNameWhileAPopPlays() throws {
    let text = """
      name: focus-pop
      title: {en: Focus, zh: 焦点}
      summary: {en: A pop., zh: 一次弹出。}
      controllers:
        - {name: Inbox}
        - {name: Folder}
        - {name: Thread}
        - {name: Message}
      root: nav Inbox
      steps:
        - do: push Folder Thread Message
          say: {en: Pushed., zh: 推入。}
        - do: pop
          focus: Thread
          say: {en: Thread is shown., zh: 显示 Thread。}
      """
    let lesson = try Lesson.parse(text, name: "focus-pop")
    var model = Classroom(lesson: lesson, pacing: .animated)
    model.handle(.char("n"))
    while model.isAnimating { model.tick() }
    model.handle(.char("n"))
    var ticks = 0
    repeat {
      #expect(model.selectedController == "Thread", "tick \(ticks)")
      #expect(ClassroomTests.screen(model).contains("View tree: Thread"))
      model.tick()
      ticks += 1
    } while model.isAnimating
    #expect(model.selectedController == "Thread")
    #expect(ticks > 3)
  }
}
