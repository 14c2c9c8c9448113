import Foundation
import Testing
import VCLifeCore
import VCLifeScript

/// The lesson file format: what it reads, and where it points when something is wrong.
@Suite struct LessonFormatTests {
  private let minimal = LessonTexts.minimal

  private func failure(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> DocumentError? {
    LessonTexts.failure(text, sourceLocation: sourceLocation)
  }

  @Test func minimalLesson() throws {
    let lesson = try Lesson.parse(minimal, name: "hello")
    #expect(lesson.name == "hello")
    #expect(lesson.title == Localized(en: "Hello", zh: "你好"))
    #expect(lesson.scenario.root == .navigation("A"))
    #expect(lesson.steps.count == 1)
    #expect(lesson.steps[0].actions == [.push("B")])
    #expect(lesson.steps[0].line == 5)
    #expect(lesson.steps[0].expect == ["B loadView"])
    #expect(lesson.steps[0].predict == nil)
    #expect(LessonRun(lesson).missing(["B loadView"], inStep: 0).isEmpty)
  }

  @Test func everyKey() throws {
    let lesson = try Lesson.parse(
      """
      name: full
      title: {en: T, zh: 标题}
      summary:
        en: S
        zh: 摘要
      budget: 32MB
      ios: 5
      controllers:
        - {name: A, origin: storyboard, onWarning: purge-caches}
      root: tabs nav:A B
      steps:
        - do: [tab B, warning]
          say: {en: x, zh: 说}
          predict: {en: Which?, zh: 哪个?}
          expect: [A didReceiveMemoryWarning, A cachesPurged]
      """, name: "ignored")
    #expect(lesson.name == "full")
    #expect(lesson.scenario.budget == 32 * 1024 * 1024)
    #expect(lesson.scenario.behavior == .iOS5)
    #expect(lesson.scenario.templates["A"]?.origin == .storyboard)
    #expect(lesson.steps[0].actions == [.selectTab("B"), .warning])
    #expect(lesson.steps[0].predict?.zh == "哪个?")
  }

  @Test func jsonIsAccepted() throws {
    let lesson = try Lesson.parse(
      """
      {"title": {"en": "Hello", "zh": "你好"}, "summary": {"en": "S", "zh": "摘要"},
       "root": "plain A",
       "steps": [{"do": ["access A"], "say": {"en": "x", "zh": "说"},
                  "expect": ["A viewReturned"]}]}
      """, name: "json")
    #expect(lesson.scenario.root == .plain("A"))
    #expect(lesson.steps[0].actions == [.access("A")])
  }

  @Test func unknownTopLevelKey() throws {
    let error = try #require(failure("colour: red\n" + minimal))
    #expect("\(error.line):\(error.column)" == "1:1")
    #expect(error.message.hasPrefix("unknown key colour in the lesson"))
  }

  @Test func unknownStepKey() throws {
    let error = try #require(failure(minimal + "\n    hint: nope\n"))
    #expect("\(error.line):\(error.column)" == "8:5")
    #expect(error.message.hasPrefix("unknown key hint in a step"))
  }

  @Test func missingChinese() throws {
    let text = minimal.replacingOccurrences(
      of: "say: {en: B is pushed., zh: B 被推送。}", with: "say: {en: B is pushed.}")
    let error = try #require(failure(text))
    #expect("\(error.line):\(error.column)" == "6:10")
    #expect(error.message.contains("say needs zh"))
  }

  @Test func missingEnglishInTitle() throws {
    let error = try #require(failure(minimal.replacingOccurrences(of: "en: Hello, ", with: "")))
    #expect("\(error.line):\(error.column)" == "1:8")
    #expect(error.message.contains("title needs en"))
  }

  @Test func badActionPointsAtTheDoValue() throws {
    let error = try #require(failure(minimal.replacingOccurrences(of: "push B", with: "jump B")))
    #expect("\(error.line):\(error.column)" == "5:9")
    #expect(error.message.hasPrefix("do: unknown action jump"))
  }

  @Test func badActionInAListPointsAtItsLine() throws {
    let text = minimal.replacingOccurrences(
      of: "do: push B", with: "do:\n      - push B\n      - pop X")
    let error = try #require(failure(text))
    #expect("\(error.line):\(error.column)" == "7:9")
    #expect(error.message == "do: pop takes no arguments")
  }

  @Test func missingRoot() throws {
    let error = try #require(failure(minimal.replacingOccurrences(of: "root: nav A\n", with: "")))
    #expect("\(error.line):\(error.column)" == "1:1")
    #expect(error.message.hasPrefix("a lesson needs root"))
  }

  @Test func badRoot() throws {
    let error = try #require(failure(minimal.replacingOccurrences(of: "nav A", with: "stack A")))
    #expect("\(error.line):\(error.column)" == "3:7")
    #expect(error.message.hasPrefix("root: root takes nav, plain or tabs"))
  }

  @Test func emptySteps() throws {
    let text = minimal.components(separatedBy: "steps:")[0] + "steps: []\n"
    let error = try #require(failure(text))
    #expect("\(error.line):\(error.column)" == "4:8")
    #expect(error.message.hasPrefix("steps is empty"))
  }

  @Test func missingSteps() throws {
    let error = try #require(failure(minimal.components(separatedBy: "steps:")[0]))
    #expect(error.line == 1)
    #expect(error.message.hasPrefix("a lesson needs steps"))
  }

  @Test func badExpectation() throws {
    let error = try #require(
      failure(minimal.replacingOccurrences(of: "[B loadView]", with: "[loadView]")))
    #expect("\(error.line):\(error.column)" == "7:14")
    #expect(error.message.contains("Object selector"))
  }

  @Test func loadReadsAFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-lesson-\(UInt32.random(in: 0...UInt32.max)).yaml").path
    try minimal.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let lesson = try LessonLibrary.load(path)
    #expect(lesson.steps.count == 1)
    #expect(lesson.name.hasPrefix("vclife-lesson-"))
  }

  @Test func scenarioFilesStillRejectLessonKeys() throws {
    #expect(throws: DocumentError.self) { try Scenario.parse("steps: []\n") }
    #expect(try Scenario.parse("root: nav A\nbudget: 1MB\n").budget == 1024 * 1024)
  }
}
