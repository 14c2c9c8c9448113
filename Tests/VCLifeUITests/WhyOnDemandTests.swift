import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

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
    let reason = TeachingText.reason(of: event, model.teaching)
    return model.language.languages.allSatisfy { language in
      let text = TeachingText.whyLabel(event).text(language) + reason.text(language)
      return TextWrap.lines(text, width: width - 2).allSatisfy { frame.contains($0) }
    }
  }

  /// Whether every wrapped line of `text` (each language shown) is on screen.
  static func isWhole(_ text: Localized, _ model: Classroom, _ frame: String, width: Int) -> Bool {
    model.language.languages.allSatisfy { language in
      TextWrap.lines(text.text(language), width: width).allSatisfy { frame.contains($0) }
    }
  }

  /// `y` while a question's callbacks are revealed (classroom review M-B), in the panes and
  /// the projector at 80×24: the legend offers it, and it shows the revealed callback's
  /// reason whole under the question, which stays; at the end of the reveal the right or
  /// wrong line and the narration are on screen with the reason, never replaced by it.
  @Test(arguments: LessonLibrary.builtIn.map(\.name), [ReportLanguage.en, .zh, .both])
  func yAnswersDuringEveryReveal(lesson name: String, language: ReportLanguage) throws {
    let lesson = try #require(LessonLibrary.lesson(named: name))
    for projector in [false, true] {
      var model = Classroom(lesson: lesson, pacing: .instant, language: language)
      model.showsPresentation = projector
      let width = projector ? 80 - 2 * max(1, 80 / 20) : 78
      for (index, step) in lesson.steps.enumerated() {
        model.handle(.char("n"))
        guard let question = model.prediction else { continue }
        let place = "\(name) step \(index + 1) \(language) projector=\(projector)"
        if model.awaitsChoice { model.handle(.char("2")) }
        model.handle(.char(" "))
        guard model.questionOpen else { continue }  // a one-callback reveal is over
        let before = Screen.render(model, width: 80, height: 24, glyphs: .unicode)
        let status = before.rowText(23)
        if !Self.whyIsWhole(model, before.textDump(), width: width + 2) {
          #expect(
            status.contains("y "), "\(place): the legend does not offer y\n\(before.textDump())")
        }
        model.handle(.char("y"))
        let asked = Screen.render(model, width: 80, height: 24, glyphs: .unicode).textDump()
        #expect(Self.whyIsWhole(model, asked, width: width + 2), "\(place): no why\n\(asked)")
        #expect(
          Self.isWhole(
            Localized(en: Words.predict.en + question.en, zh: Words.predict.zh + question.zh),
            model, asked, width: width), "\(place): the question went\n\(asked)")
        model.handle(.char("n"))
        let revealed = Screen.render(model, width: 80, height: 24, glyphs: .unicode).textDump()
        if !Self.isWhole(step.say, model, revealed, width: width) {
          // No room for the narration and the reason together (80×24 in both languages, a
          // long step): the reason took the narration's place, says so, and `y` brings it back.
          #expect(
            revealed.contains(language == .zh ? "再按 y" : "y again"),
            "\(place): the narration went without a word\n\(revealed)")
          var back = model
          back.handle(.char("y"))
          let again = Screen.render(back, width: 80, height: 24, glyphs: .unicode).textDump()
          #expect(
            Self.isWhole(step.say, back, again, width: width), "\(place): narration\n\(again)")
        }
        if let result = TeachingText.result(model.teaching) {
          let line = Localized(en: result.text.en, zh: result.text.zh)
          #expect(
            revealed.contains(Words.sentence(line, language).prefix(20)),
            "\(place): the right/wrong line went\n\(revealed)")
        }
        #expect(Self.whyIsWhole(model, revealed, width: width + 2), "\(place): why\n\(revealed)")
        model.handle(.char("y"))
      }
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
