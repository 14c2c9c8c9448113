import Testing
import VCLifeCore
import VCLifeScript

@testable import VCLifeClassroom
@testable import VCLifeUI

/// The reason of the highlighted event is never silently cut: after every step of every
/// built-in lesson, at 80×24 and 60×20 in each language, it is on screen whole, or the
/// legend offers `y` and `y` shows it whole. And the View tree follows the step's subject.
@Suite("Why on demand", .serialized)
struct WhyOnDemandTests {
  static let sizes = [(80, 24), (60, 20)]

  /// Whether every wrapped line of the cursor's reason, in each language, is on screen.
  static func whyIsWhole(_ model: Classroom, _ frame: String, width: Int) -> Bool {
    guard let cursor = model.cursor else { return true }
    let event = model.session.events[cursor]
    return model.language.languages.allSatisfy { language in
      let text = Words.why.text(language) + Narrator.line(for: event, in: language)
      return TextWrap.lines(text, width: width - 2).allSatisfy { frame.contains($0) }
    }
  }

  @Test(arguments: LessonLibrary.builtIn.map(\.name), [ReportLanguage.en, .zh, .both])
  func theWhyIsWholeOrOneKeyAway(lesson name: String, language: ReportLanguage) throws {
    let lesson = try #require(LessonLibrary.lesson(named: name))
    for (width, height) in Self.sizes {
      var model = Classroom(lesson: lesson, pacing: .instant, language: language)
      for step in 1...lesson.steps.count {
        model.handle(.char("n"))
        if model.prediction != nil { model.handle(.char("n")) }
        let frame = Screen.render(model, width: width, height: height, glyphs: .unicode)
        let text = frame.textDump()
        if Self.whyIsWhole(model, text, width: width) { continue }
        let legend = Keymap.legend(model.legendFacts(whyIsCut: true)).map(\.key)
        #expect(legend.contains("y"))
        // A message (a refusal's reason) covers the legend until the next key.
        if model.message == nil {
          #expect(
            frame.rowText(height - 1).contains("y "), "\(name) step \(step): no y in \(text)")
        }
        var asked = model
        asked.handle(.char("y"))
        let whole = Screen.render(asked, width: width, height: height, glyphs: .unicode).textDump()
        #expect(
          Self.whyIsWhole(asked, whole, width: width),
          "\(name) step \(step) \(width)x\(height) \(language): \(whole)")
      }
    }
  }

  @Test func theViewTreeFollowsTheStepsSubject() throws {
    // load-cycle's steps read Notes' view and ask isViewLoaded of Notes: the tree shows Notes.
    let lesson = try #require(LessonLibrary.lesson(named: "load-cycle"))
    let subjects = lesson.steps.map(\.subject)
    var model = Classroom(lesson: lesson, pacing: .instant)
    for subject in subjects {
      model.handle(.char("n"))
      if model.prediction != nil { model.handle(.char("n")) }
      guard let subject, model.shownState.controllers[subject] != nil else { continue }
      #expect(model.selectedController == subject)
      let frame = Screen.render(model, width: 80, height: 24, glyphs: .unicode).textDump()
      #expect(frame.contains("View tree: \(subject)"), "\(frame)")
    }
    #expect(subjects.contains("Notes"))
  }

  @Test func focusIsReadFromTheLessonFile() throws {
    let text = """
      name: focus-test
      title: {en: Focus, zh: 焦点}
      summary: {en: A focus., zh: 一个焦点。}
      controllers:
        - {name: A}
        - {name: B}
      root: nav A
      steps:
        - do: push B
          focus: A
          say: {en: B is pushed; look at A., zh: 推入 B；看 A。}
      """
    let lesson = try Lesson.parse(text, name: "focus-test")
    #expect(lesson.steps[0].focus == "A" && lesson.steps[0].subject == "A")
    var model = Classroom(lesson: lesson, pacing: .instant)
    model.handle(.char("n"))
    #expect(model.selectedController == "A")
    let bad = text.replacingOccurrences(of: "focus: A", with: "focus: \"A:B\"")
    #expect(throws: DocumentError.self) { try Lesson.parse(bad, name: "focus-test") }
  }
}
