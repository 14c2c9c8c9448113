import Testing
import VCLifeCore

@testable import VCLifeScript

/// The built-in lessons: each parses, runs without surprise refusals, and every `expect:` is
/// found, in order, among its step's events, so no lesson can misdescribe the simulation.
@Suite struct LessonTests {
  @Test func theBuiltInLessons() {
    #expect(
      LessonLibrary.builtIn.map(\.name) == [
        "load-cycle", "origins", "navigation", "memory-warnings", "listing-4-3", "caches",
        "out-of-memory", "tabs-and-modals", "gotchas", "resizing", "today",
      ])
  }

  @Test(arguments: LessonLibrary.builtInTexts.map(\.name))
  func builtInLessonParses(name: String) throws {
    let text = try #require(LessonLibrary.builtInTexts.first { $0.name == name }?.text)
    do {
      let lesson = try Lesson.parse(text, name: name)
      #expect(lesson.name == name)
      #expect(!lesson.steps.isEmpty)
      #expect(lesson.scenario.root != nil)
    } catch {
      Issue.record("\(name): \(error)")
    }
  }

  @Test(arguments: LessonLibrary.builtIn.map(\.name))
  func builtInLessonTellsTheTruth(name: String) throws {
    let lesson = try #require(LessonLibrary.lesson(named: name))
    let run = LessonRun(lesson)
    #expect(
      !run.session.events[run.launchEvents].contains { $0.kind == .error },
      "\(name): the root's launch was refused")
    for (index, step) in lesson.steps.enumerated() {
      for refusal in run.refusals(ofStep: index) where !step.expect.contains(refusal) {
        Issue.record("\(name) line \(step.line): unexpected refusal \(refusal)")
      }
      let missing = run.missing(step.expect, inStep: index)
      #expect(
        missing.isEmpty,
        "\(name) line \(step.line): \(missing) not found in order among \(run.labels(ofStep: index))"
      )
    }
  }

  @Test(arguments: LessonLibrary.builtIn.map(\.name))
  func everyStepHasExpectations(name: String) throws {
    let lesson = try #require(LessonLibrary.lesson(named: name))
    for step in lesson.steps {
      #expect(!step.expect.isEmpty, "\(name) line \(step.line) has no expect")
    }
  }

  @Test(arguments: LessonLibrary.builtIn.map(\.name))
  func everyTextIsInBothLanguages(name: String) throws {
    let lesson = try #require(LessonLibrary.lesson(named: name))
    var texts = [("title", lesson.title), ("summary", lesson.summary)]
    for step in lesson.steps {
      texts.append(("say at \(step.line)", step.say))
      if let predict = step.predict { texts.append(("predict at \(step.line)", predict)) }
      texts += step.choices.map { ("a choice at \(step.line)", $0) }
    }
    for (what, text) in texts {
      #expect(!text.en.isEmpty && !text.zh.isEmpty, "\(name) \(what)")
      #expect(text.en != text.zh, "\(name) \(what): the Chinese repeats the English")
      #expect(
        text.zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) },
        "\(name) \(what): the Chinese has no Chinese characters")
      #expect(text.text(.english) == text.en && text.text(.chinese) == text.zh)
    }
  }

  @Test func someStepsAskForAPrediction() {
    let predictions = LessonLibrary.builtIn.flatMap(\.steps).compactMap(\.predict)
    #expect(predictions.count >= 5)
  }

  /// The resizing lesson ends where its last step says: after iOS 5's Auto Layout crash and a
  /// restart, Album, the root's top, laid out again in portrait below the in-call bar and a
  /// translucent bar (full height, the portrait bar's inset); Photo is gone with the crash.
  @Test func theResizingLessonEndsWithTheFramesItTells() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "resizing"))
    let state = LessonRun(lesson).session.state
    #expect(state.orientation == .portrait && state.statusBar == .inCall)
    #expect(state.controllers["Photo"] == nil)
    #expect(state.controllers["Album"]?.frame == FrameSize(width: 320, height: 440))
    #expect(state.controllers["Album"]?.contentInset == 44)
  }

  @Test func lessonsByName() throws {
    #expect(LessonLibrary.lesson(named: "caches")?.name == "caches")
    #expect(LessonLibrary.lesson(named: "nope") == nil)
    #expect(try LessonLibrary.load("navigation").name == "navigation")
    #expect(throws: DocumentError.self) { try LessonLibrary.load("no-such-lesson") }
  }
}

/// A folded YAML block joins lines with a space; next to Chinese text and full-width marks
/// that space is not part of the text.
@Suite("Chinese line joining")
struct ChineseLineJoiningTests {
  @Test func noSpaceNextToFullWidthMarks() {
    #expect(
      Localized.joiningChineseLines("viewWillUnload、 viewDidUnload")
        == "viewWillUnload、viewDidUnload")
    #expect(Localized.joiningChineseLines("视图 加载") == "视图加载")
    #expect(Localized.joiningChineseLines("设为 nil ，于是") == "设为 nil，于是")
    #expect(Localized.joiningChineseLines("iOS 5 及更早版本") == "iOS 5 及更早版本")
  }

  @Test func noBuiltInLessonHasASpaceAfterAFullWidthMark() {
    for lesson in LessonLibrary.builtIn {
      let texts =
        [lesson.title.zh, lesson.summary.zh]
        + lesson.steps.flatMap { step in
          [step.say.zh] + (step.predict.map { [$0.zh] } ?? []) + step.choices.map(\.zh)
        }
      for text in texts {
        for mark in ["、 ", "， ", "。 ", "： ", "； "] {
          #expect(!text.contains(mark), "\(lesson.name): \(text)")
        }
      }
    }
  }
}
