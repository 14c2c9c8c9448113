import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// What a teacher and students found running a lesson, a class and the projector: each read
/// back from the frame, cell by cell, or from the reducer's effects.
@Suite("Lesson leftovers")
struct LessonLeftoversTests {
  /// `name` played to its end: each question answered with its first choice and revealed.
  static func finished(_ name: String, _ language: ReportLanguage = .en) throws -> Classroom {
    let lesson = try #require(LessonLibrary.lesson(named: name))
    var model = Classroom(lesson: lesson, pacing: .instant, language: language)
    for _ in lesson.steps {
      model.handle(.char("n"))
      if model.awaitsChoice { model.handle(.char("1")) }
      if model.questionOpen { model.handle(.char("n")) }
    }
    #expect(model.isFinishedLesson)
    return model
  }

  // MARK: 1. V only in a class

  @Test func theHelpOffersVOnlyWhileAClassIsOpen() throws {
    let alone = Classroom.keys(Classroom.builtIn("today"), [.char("?")])
    let help = ClassroomTests.rows(alone)
    #expect(!help.contains { $0.hasPrefix("│V ") }, "\(help.joined(separator: "\n"))")
    #expect(!help.joined().contains("in a class (--class)"))

    var teacher = Classroom.builtIn("today")
    teacher.openClass()
    teacher.handle(.char("?"))
    let classHelp = ClassroomTests.rows(teacher)
    #expect(
      classHelp.contains { $0.hasPrefix("│V             in a class (--class)") },
      "\(classHelp.joined(separator: "\n"))")
    // The man page lists every key, a class's too.
    #expect(Keymap.manualKeyList.contains { $0.keys == "V" })
  }

  @Test func theLegendOffersVOnlyWhileAClassIsOpen() throws {
    // memory-warnings' step 2 asks a question with choices.
    var alone = Classroom.keys(Classroom.builtIn("memory-warnings"), [.char("n")])
    var teacher = alone
    teacher.openClass()
    alone.handle(.char("n"))
    teacher.handle(.char("n"))
    #expect(alone.awaitsChoice && teacher.awaitsChoice)
    #expect(!Keymap.legend(alone.legendFacts()).contains { $0.key == "V" })
    #expect(Keymap.legend(teacher.legendFacts()).contains { $0.key == "V" })
  }

  // MARK: 2. q on a layer closes it

  @Test(arguments: [false, true])
  func qOnTheHelpReturnsAndQuitsNothing(inClass: Bool) throws {
    var model = Classroom.builtIn("today")
    if inClass { model.openClass() }
    model.handle(.char("?"))
    let help = ClassroomTests.rows(model)
    #expect(help[0].contains("any other key returns"), "\(help[0])")
    #expect(!help[0].contains("q quit"))
    // The status line under the help names the key that closes it, and no quit.
    #expect(help[23].hasSuffix("Esc/q back"), "\(help[23])")
    #expect(!help[23].contains("q quit"))
    let effects = model.handle(.char("q"))
    #expect(!effects.contains(.quit), "q on the help ended the \(inClass ? "class" : "session")")
    #expect(model.overlay == nil)
    #expect(ClassroomTests.rows(model)[23].contains("q quit"))
  }

  @Test func aOnePageHelpSaysAnyKeyReturns() throws {
    let model = Classroom.keys(Classroom.builtIn("today", .zh), [.char("?")])
    let wide = ClassroomTests.rows(model, width: 160, height: 48)
    #expect(wide[0].hasPrefix("┌ 按键——按任意键返回 "), "\(wide[0])")
    let paged = ClassroomTests.rows(model)
    #expect(paged[0].hasPrefix("┌ 按键——空格：第 1 / "), "\(paged[0])")
    #expect(paged[0].contains("页，其他键返回"), "\(paged[0])")
  }

  @Test func qAndEscCloseTheMenuAndThePicker() throws {
    for key in [Key.char("q"), .escape] {
      var lesson = Classroom.keys(Classroom.builtIn("today"), [.char("M")])
      #expect(lesson.lessonMenu != nil)
      #expect(ClassroomTests.rows(lesson).contains { $0.contains("Esc/q closes") })
      #expect(!lesson.handle(key).contains(.quit))
      #expect(lesson.overlay == nil && lesson.lesson?.name == "today")

      var free = Classroom(catalogue: .photoAlbum, behavior: .iOS6, pacing: .instant)
      free.handle(.char("g"))
      #expect(free.picker != nil)
      #expect(ClassroomTests.rows(free).contains { $0.contains("Esc/q close") })
      #expect(!free.handle(key).contains(.quit))
      #expect(free.overlay == nil)
    }
    // Ctrl-C is the terminal's own: it quits from a layer too.
    var model = Classroom.keys(Classroom.builtIn("today"), [.char("?")])
    #expect(model.handle(.ctrl("c")) == [.quit])
  }

  // MARK: 3. n only while there is a next step

  @Test func theLegendOffersNOnlyWhileAStepIsLeft() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "caches"))
    var model = Classroom(lesson: lesson, pacing: .instant)
    for index in lesson.steps.indices {
      #expect(ClassroomTests.rows(model)[23].contains("n next step"), "before step \(index + 1)")
      model.handle(.char("n"))
      if model.awaitsChoice { model.handle(.char("1")) }
      if model.questionOpen { model.handle(.char("n")) }
    }
    #expect(model.isFinishedLesson)
    let status = ClassroomTests.rows(model)[23]
    #expect(!status.contains("n next"), "\(status)")
    #expect(!Keymap.legend(model.legendFacts()).contains { $0.key == "n" })
    // What n does there: says so, nothing else.
    model.handle(.char("n"))
    #expect(model.messageText == "That was the last step.")
  }

  // MARK: 4. Compare mode's note over the lesson's text

  @Test func theNoteNamesTheSidesAsTheyAreDrawn() throws {
    var model = Classroom.keys(Classroom.builtIn("memory-warnings"), [.char("n")])
    model.handle(.char("c"))
    // At 80×24 the sides are stacked, at 160×48 side by side.
    #expect(
      ClassroomTests.rows(model).contains { $0.contains("─ text below: iOS 5, the top side ─") })
    #expect(
      ClassroomTests.rows(model, width: 160, height: 48).contains {
        $0.contains("─ text below: iOS 5, the left side ─")
      })
    model.setLanguage(.zh)
    #expect(ClassroomTests.rows(model).contains { $0.contains("─ 下面的文字：iOS 5，上方 ─") })
    #expect(
      ClassroomTests.rows(model, width: 160, height: 48).contains {
        $0.contains("─ 下面的文字：iOS 5，左侧 ─")
      })
  }

  @Test(arguments: [ReportLanguage.en, .zh])
  func aTextOfAVersionNeitherSideShowsSaysItIsTheLessons(language: ReportLanguage) throws {
    // today walked again, iOS 6 beside iOS 17: its second step's text is of iOS 13.
    var model = try Self.finished("today", language)
    model.handle(.char("c"))
    var note: String?
    for _ in 0..<4 {
      model.handle(.char("n"))
      if model.awaitsChoice { model.handle(.char("1")) }
      if model.questionOpen { model.handle(.char("n")) }
      if model.shownState.behavior == .iOS13 {
        note = ClassroomTests.rows(model).first { $0.hasPrefix("── ") }
        break
      }
    }
    let line = try #require(note)
    if language == .en {
      #expect(
        line.contains("text below: the lesson's own run, now on iOS 13, which neither side runs"),
        "\(line)")
    } else {
      #expect(line.contains("下面的文字：课程本身的运行，当前为 iOS 13，两侧都不是这个版本"), "\(line)")
    }
    #expect(!line.contains("iOS 13, neither side"))
  }

  // MARK: 5. A cut text's notice is true at its size

  /// A lesson of one step whose text no screen of 80×24 shows whole in both languages.
  static func longLesson() throws -> Lesson {
    let sentence = "A view controller loads its view when the view is first read. "
    let said = String(repeating: sentence, count: 30)
    let text = """
      name: long-text
      title: {en: Long, zh: 长}
      summary: {en: One long step., zh: 一个很长的步骤。}
      controllers:
        - {name: Home}
      root: nav Home
      steps:
        - do: warning
          say: {en: "\(said)", zh: "\(String(repeating: "视图控制器在第一次读取视图时加载它。", count: 40))"}
      """
    return try Lesson.parse(text, name: "long-text")
  }

  @Test func everyIntroIsWholeAt80x24InBothLanguages() throws {
    // today's intro was cut there, its notice naming the very size it was on.
    for lesson in LessonLibrary.builtIn {
      let model = Classroom(lesson: lesson, pacing: .instant, language: .both)
      let cut = SmallScreenTextTests.cut(model, width: 80, height: 24)
      #expect(cut.isEmpty, "\(lesson.name): \(cut)")
      #expect(!ClassroomTests.rows(model).contains { $0.contains("… more") }, "\(lesson.name)")
    }
  }

  @Test func theNoticeOfACutTextNeverNamesTheSizeItIsOn() throws {
    var model = Classroom(lesson: try Self.longLesson(), pacing: .instant, language: .both)
    model.handle(.char("n"))
    let both = ClassroomTests.rows(model)
    #expect(
      both.contains {
        $0.hasPrefix("│… more: L (one language) or a larger terminal shows it whole ")
      },
      "\(both.joined(separator: "\n"))")
    #expect(!both.joined().contains("80×24"))
    // Smaller than 80×24, the size is what shows it whole.
    #expect(
      ClassroomTests.rows(model, width: 60, height: 20).contains {
        $0.contains("… more: 80×24 or L (one language) shows it whole")
      })
    model.setLanguage(.zh)
    #expect(ClassroomTests.rows(model).contains { $0.contains("……未完：放大终端可完整显示") })
    model.setLanguage(.en)
    #expect(
      ClassroomTests.rows(model).contains {
        $0.contains("… more: a larger terminal shows it whole")
      })
    // In compare mode the sides keep their rows: one app shows more.
    model.setLanguage(.both)
    // The finished lesson is walked again side by side from its start.
    model.handle(.char("c"))
    model.handle(.char("n"))
    let compare = ClassroomTests.rows(model)
    #expect(
      compare.contains { $0.contains("… more: c (one app) or a larger terminal shows it whole") },
      "\(compare.joined(separator: "\n"))")
    // A class's student follows the teacher's mode (`c` is the teacher's key): their notice
    // names what is theirs to do.
    var student = Classroom.following(
      catalogue: model.catalogue, initialState: model.session.initialState, lesson: model.lesson,
      source: model.source, settings: ScreenSettings(language: .both))
    let description = ClassFeed.description(of: model)
    let ready = try #require(description.firstIndex(of: .ready))
    for update in description[(ready + 1)...] { student.apply(.update(update)) }
    #expect(student.isComparing)
    let followed = ClassroomTests.rows(student)
    #expect(!followed.joined().contains("c (one app)"), "\(followed.joined(separator: "\n"))")
    #expect(
      followed.contains {
        $0.contains("… more: L (one language) or a larger terminal shows it whole")
      },
      "\(followed.joined(separator: "\n"))")
  }

  // MARK: 6. The end of the lesson stays whole

  @Test(arguments: [false, true])
  func theLessonsEndAndScoreAreAlwaysOnScreen(projector: Bool) throws {
    for lesson in LessonLibrary.builtIn {
      var model = try Self.finished(lesson.name, .both)
      model.showsPresentation = projector
      // The projector's text is as wide as its content (a twentieth of the width each side).
      let width = projector ? 60 - 2 * 3 : 58
      let text = TeachingText(model, glyphs: .unicode, width: width)
      #expect(!text.endTexts.isEmpty)
      let rows = ClassroomTests.rows(model, width: 60, height: 20)
      for line in text.endTexts {
        #expect(rows.contains { $0.contains(line) }, "\(lesson.name): \(line)")
      }
      let cut = text.lesson.map(\.text).filter { line in !rows.contains { $0.contains(line) } }
      if !cut.isEmpty {
        #expect(rows.contains { $0.contains("… more: 80×24 or L") }, "\(lesson.name)")
      }
    }
  }

  // MARK: 7. A class

  /// A student's screen joined to `teacher` now: the session's description played, as the
  /// student's link plays it.
  static func join(_ teacher: Classroom, language: ReportLanguage = .en) throws -> Classroom {
    let updates = ClassFeed.description(of: teacher)
    let ready = try #require(updates.firstIndex(of: .ready))
    var header = ClassHeader()
    for update in updates[1..<ready] {
      let taken = header.take(update)
      #expect(taken, "\(update)")
    }
    var student = try #require(header.classroom(settings: ScreenSettings(language: language)))
    for update in updates[(ready + 1)...] { student.apply(.update(update)) }
    return student
  }

  @Test func theStatusLineHasNoBarBeforeNothing() throws {
    var teacher = Classroom.builtIn("today")
    teacher.openClass()
    teacher.apply(.tally(joined: 3, counts: []))
    // The class's socket said under the line: nothing follows "class 3" on its row.
    teacher.say(Said.classOpen("/tmp/vclife-class.sock", isPrivate: false), isError: false)
    let rows = ClassroomTests.rows(teacher)
    #expect(rows[22] == " iOS 6+ │ portrait 20pt bar │ all at once │ class 3", "\(rows[22])")
    #expect(rows[23].contains("vclife join /tmp/vclife-class.sock"))
    teacher.handle(.char("n"))
    #expect(ClassroomTests.rows(teacher)[23].contains("│ class 3 │ "), "the legend follows its bar")
  }

  /// Compare mode's status line counts the class too; a student's names no pacing of its
  /// own (it plays the teacher's moments: "all at once" was said while it animated).
  @Test func theStatusLineSaysTheClassInCompareModeAndNoPaceToAStudent() throws {
    var teacher = Classroom.builtIn("today")
    teacher.openClass()
    teacher.apply(.tally(joined: 3, counts: []))
    teacher.handle(.char("n"))
    var student = try Self.join(teacher)
    let single = ClassroomTests.rows(student)[23]
    #expect(single.hasPrefix(" iOS 13 │ following · 3 in class │ "), "\(single)")
    // Sides that run the versions the lesson asks about (a class is asked about no other).
    teacher.compareKind = .versions(left: 13, right: 17)
    teacher.handle(.char("c"))
    let compare = ClassroomTests.rows(teacher)[23]
    #expect(compare.hasPrefix(" compare ≠ │ portrait │ all at once │ class 3 │ "), "\(compare)")
    student = try Self.join(teacher)
    let followed = ClassroomTests.rows(student)[23]
    #expect(followed.hasPrefix(" compare ≠ │ portrait │ following · 3 in class │ "), "\(followed)")
    #expect(followed.hasSuffix("q leave"), "\(followed)")
  }

  @Test func aStudentWhoJoinedAfterTheQuestionWasAskedIsNotToldTheyDidNotAnswer() throws {
    // memory-warnings' step 2 asks a question with choices.
    var teacher = Classroom(
      lesson: try #require(LessonLibrary.lesson(named: "memory-warnings")), pacing: .instant)
    teacher.openClass()
    var feed = ClassFeed()
    _ = feed.updates(for: &teacher)
    var present = try Self.join(teacher)
    var answering = try Self.join(teacher)
    for _ in 0..<2 {
      teacher.handle(.char("n"))
      for update in feed.updates(for: &teacher) {
        present.apply(.update(update))
        answering.apply(.update(update))
      }
    }
    #expect(teacher.awaitsChoice && present.awaitsChoice)
    answering.handle(.char("2"))
    // A student joins (or joins again, having answered on a connection now closed): the
    // question is already open on this screen's first frame.
    var rejoined = try Self.join(teacher, language: .zh)
    #expect(rejoined.awaitsChoice)
    teacher.handle(.char("n"))
    for update in feed.updates(for: &teacher) {
      present.apply(.update(update))
      answering.apply(.update(update))
      rejoined.apply(.update(update))
    }
    let answer = try #require(teacher.plan?.currentStep?.answer)
    #expect(
      ClassroomTests.rows(present).contains {
        $0.contains("│You did not answer. Answer: \(answer).")
      })
    #expect(
      ClassroomTests.rows(answering).contains {
        $0.contains("you chose 2") || $0.contains("Right!")
      })
    let screen = ClassroomTests.rows(rejoined)
    #expect(
      screen.contains { $0.contains("│你在这道题提出之后才加入：本屏幕没有作答。答案：\(answer)。") },
      "\(screen.joined(separator: "\n"))")
    #expect(!screen.joined().contains("你没有作答"))
    rejoined.setLanguage(.en)
    #expect(
      ClassroomTests.rows(rejoined).contains {
        $0.contains("│You joined after this question was asked: no answer from this screen.")
      })
    // The next question, asked on this screen, is this screen's to answer.
    let asked = Self.join(teacher: &teacher, feed: &feed, student: &rejoined, toNextQuestion: true)
    #expect(asked)
    teacher.handle(.char("n"))
    for update in feed.updates(for: &teacher) { rejoined.apply(.update(update)) }
    #expect(ClassroomTests.rows(rejoined).contains { $0.contains("│You did not answer. Answer: ") })
  }

  /// Plays the teacher to the next question with choices, the student following.
  static func join(
    teacher: inout Classroom, feed: inout ClassFeed, student: inout Classroom,
    toNextQuestion: Bool
  ) -> Bool {
    repeat {
      guard !teacher.isFinishedLesson else { return false }
      teacher.handle(.char("n"))
      for update in feed.updates(for: &teacher) { student.apply(.update(update)) }
    } while !teacher.awaitsChoice
    return student.awaitsChoice
  }

  @Test(arguments: [ReportLanguage.en, .zh])
  func theMemoryLegendNamesTheCacheAt60x20(language: ReportLanguage) throws {
    // caches' step 2 fills Viewer's cache: every part holds memory, and the row has no room
    // for all five at 60 columns.
    let model = Classroom.keys(
      Classroom.builtIn("caches", language), [.char("n"), .char("n")])
    let rows = ClassroomTests.rows(model, width: 60, height: 20)
    let cache = language == .en ? "≡cache " : "≡缓存 "
    // The gauge's bar, and its legend under it.
    let barRow = try #require(rows.firstIndex { $0.hasPrefix("│▒░") })
    let bar = rows[barRow]
    let legend = rows[barRow + 1]
    #expect(legend.contains(cache), "\(rows.joined(separator: "\n"))")
    // What the bar shows is named: the parts too small for a cell of it give way first.
    for glyph in ["▒", "░", "≡"] where bar.contains(glyph) {
      #expect(legend.contains(glyph), "\(glyph) on the bar, not in \(legend)")
    }
  }

  @Test func aStudentsClosingKeysAreWholeAt60x20InEveryLanguage() throws {
    var teacher = Classroom.builtIn("memory-warnings")
    teacher.openClass()
    teacher.apply(.tally(joined: 28, counts: []))
    var student = try Self.join(teacher)
    for language in [ReportLanguage.en, .zh, .both, .en] {
      student.setLanguage(language)
      let status = ClassroomTests.rows(student, width: 60, height: 20)[19]
      #expect(
        status.hasSuffix("q leave") || status.hasSuffix("q 离开"), "\(language): \(status)")
      #expect(status.contains("in class") || status.contains("课堂 28 人"), "\(status)")
    }
  }

  // MARK: 8. A class's session resumed alone

  @Test func aSavedSessionKeepsThatItWasAClass() throws {
    var teacher = Classroom.keys(Classroom.builtIn("today"), [.char("n")])
    teacher.openClass()
    let saved = SavedSession(of: teacher)
    #expect(saved.wasClass)
    #expect(saved.text.split(separator: "\n").contains("# class"))
    #expect(SavedSession.parse(saved.text) == saved)
    let alone = SavedSession(of: Classroom.keys(Classroom.builtIn("today"), [.char("n")]))
    #expect(!alone.wasClass && SavedSession.parse(alone.text)?.wasClass == false)
    #expect(!alone.text.contains("# class"))
  }
}
