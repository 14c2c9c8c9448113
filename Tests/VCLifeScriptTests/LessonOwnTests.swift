import Foundation
import Testing
import VCLifeCore

@testable import VCLifeScript

/// A lesson step marked `own: Detail`: checked by the lesson format, run with the student's
/// class in Detail's place under `--own`, and inviting one without it.
@Suite struct LessonOwnTests {
  static let text = """
    name: bring-your-own
    title: {en: Your controller, zh: 你的控制器}
    summary: {en: A push of your own class., zh: 推入你自己的类。}
    controllers:
      - {name: Detail, origin: custom}
    root: nav Home
    steps:
      - do: push Detail
        own: Detail
        predict: {en: What will your class hear?, zh: 你的类会收到什么？}
        say: {en: Detail is pushed., zh: Detail 被推入。}
        expect:
          - Detail loadView
          - Detail viewDidLoad
      - do: pop
        say: {en: Back., zh: 返回。}
    """

  static func own(_ knobs: String = "origin=code") throws -> OwnController {
    let json = """
      {"language":"swift","classes":[{"name":"MyViewController","methods":[\
      {"selector":"viewDidLoad","line":7,"super":"missing"}],\
      "knobLine":"new MyViewController \(knobs)"}]}
      """
    return try OwnController.read(json: Data(json.utf8), file: "My.swift", className: nil)
  }

  @Test func aStepReadsItsOwnKey() throws {
    let lesson = try Lesson.parse(Self.text, name: "x")
    #expect(lesson.steps.map(\.own) == ["Detail", nil])
    #expect(lesson.ownSteps == [0])
    #expect(LessonCheck.problems(in: Self.text, name: "x").isEmpty)
  }

  @Test func withOwnTheStepRunsTheClassInDetailsPlace() throws {
    let lesson = try Lesson.parse(Self.text, name: "x").withOwn(try Self.own())
    #expect(lesson.scenario.templates["MyViewController"]?.origin == .code)
    #expect(lesson.steps[0].actions == [.push("MyViewController")])
    #expect(
      lesson.steps[0].expect == ["MyViewController loadView", "MyViewController viewDidLoad"])
    #expect(
      lesson.steps[0].say.en.contains("your MyViewController (My.swift) runs in Detail's place"))
    #expect(lesson.steps[0].say.zh.contains("代替 Detail 运行"))
    #expect(lesson.steps[1] == (try Lesson.parse(Self.text, name: "x")).steps[1])
    let run = LessonRun(lesson)
    #expect(run.missing(lesson.steps[0].expect, inStep: 0).isEmpty)
    #expect(!run.labels(ofStep: 0).contains { $0.hasPrefix("Detail ") })
  }

  @Test func withoutOwnTheStepSaysHowToBringOne() throws {
    let plain = try Lesson.parse(Self.text, name: "x")
    let lesson = plain.invitingOwn()
    #expect(lesson.steps[0].actions == [.push("Detail")], "runs with the default")
    #expect(
      lesson.steps[0].say.en.hasSuffix(
        "in Detail's place: vclife --own YourController.swift --lesson bring-your-own"))
    #expect(
      lesson.steps[0].say.zh.contains("vclife --own YourController.swift --lesson bring-your-own"))
    #expect(lesson.steps[1].say == plain.steps[1].say)
  }

  @Test func anOwnStepMustNameALessonControllerAndGradeNothing() {
    let unknown = Self.text.replacingOccurrences(of: "own: Detail", with: "own: Nobody")
    let problems = LessonCheck.problems(in: unknown, name: "x").map(\.message)
    #expect(problems.contains { $0.contains("own: Nobody names none of the lesson's controllers") })
    let graded = Self.text.replacingOccurrences(
      of: "    say: {en: Detail is pushed.",
      with: "    choices: [{en: a, zh: 甲}, {en: b, zh: 乙}]\n    answer: 1\n"
        + "    say: {en: Detail is pushed.")
    #expect(graded != Self.text)
    let gradedProblems = LessonCheck.problems(in: graded, name: "x").map(\.message)
    #expect(gradedProblems.contains { $0.contains("ask an open predict:") }, "\(gradedProblems)")
  }
}
