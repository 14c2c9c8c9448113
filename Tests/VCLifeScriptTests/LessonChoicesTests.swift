import Testing
import VCLifeCore
import VCLifeScript

/// `choices:` and `answer:` on a step with `predict:`: read, checked, and pointed at.
@Suite struct LessonChoicesTests {
  private let lesson =
    LessonTexts.minimal + "\n" + """
          predict: {en: Is B loaded?, zh: B 加载了吗？}
          choices:
            - {en: 'Yes', zh: 是}
            - {en: 'No', zh: 否}
          answer: 1
      """

  private func failure(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String? {
    LessonTexts.failure(text, sourceLocation: sourceLocation)?.description
  }

  private func replacing(_ old: String, with new: String) -> String {
    let text = lesson.replacingOccurrences(of: old, with: new)
    #expect(text != lesson, "nothing replaced: \(old)")
    return text
  }

  @Test func choicesAndAnswerAreRead() throws {
    let step = try Lesson.parse(lesson, name: "t").steps[0]
    #expect(step.choices == [Localized(en: "Yes", zh: "是"), Localized(en: "No", zh: "否")])
    #expect(step.answer == 1)
  }

  @Test func aStepWithoutChoicesHasNone() throws {
    let text = replacing(
      "    choices:\n      - {en: 'Yes', zh: 是}\n      - {en: 'No', zh: 否}\n    answer: 1", with: ""
    )
    let step = try Lesson.parse(text, name: "t").steps[0]
    #expect(step.choices.isEmpty && step.answer == nil && step.predict != nil)
  }

  @Test func answerWithoutChoices() {
    let text = replacing(
      "    choices:\n      - {en: 'Yes', zh: 是}\n      - {en: 'No', zh: 否}\n", with: "")
    #expect(failure(text) == "9:13: answer needs choices: a list of answers")
  }

  @Test func choicesWithoutAnswer() {
    #expect(
      failure(replacing("    answer: 1", with: ""))
        == "10:7: choices need answer: the number of the right choice (1-based)")
  }

  @Test func choicesWithoutPredict() {
    #expect(
      failure(replacing("    predict: {en: Is B loaded?, zh: B 加载了吗？}\n", with: ""))
        == "9:7: choices need predict: the question they answer")
  }

  @Test func oneChoiceIsTooFew() {
    #expect(
      failure(replacing("      - {en: 'No', zh: 否}\n", with: ""))
        == "10:7: choices needs 2 to 6 entries, each {en: …, zh: …}; it has 1")
  }

  @Test func sevenChoicesAreTooMany() {
    let more = String(repeating: "      - {en: Maybe, zh: 也许}\n", count: 5)
    #expect(
      failure(replacing("    answer: 1", with: more + "    answer: 1"))
        == "10:7: choices needs 2 to 6 entries, each {en: …, zh: …}; it has 7")
  }

  @Test(arguments: ["0", "3", "two", "1.5", "-1"])
  func answerOutOfRange(answer: String) {
    #expect(
      failure(replacing("answer: 1", with: "answer: \(answer)"))
        == "12:13: answer must be a whole number from 1 to 2")
  }

  @Test func aChoiceNeedsBothLanguages() {
    #expect(
      failure(replacing("{en: 'No', zh: 否}", with: "{en: 'No'}"))
        == "11:9: a choice needs zh: write a choice: {en: …, zh: …}")
  }

  @Test func choicesMustBeAList() {
    let text = replacing(
      "    choices:\n      - {en: 'Yes', zh: 是}\n      - {en: 'No', zh: 否}\n",
      with: "    choices: {en: 'Yes', zh: 是}\n")
    #expect(failure(text) == "9:14: choices must be a list")
  }
}

/// The built-in lessons' multiple-choice questions, each checked against what the simulation
/// does, so a lesson's right answer is right.
@Suite struct BuiltInChoicesTests {
  /// The steps of a lesson that offer choices, with their runs.
  static func choiceSteps(_ name: String) throws -> [(step: LessonStep, labels: [String])] {
    let lesson = try #require(LessonLibrary.lesson(named: name))
    let run = LessonRun(lesson)
    return lesson.steps.indices.filter { !lesson.steps[$0].choices.isEmpty }.map {
      (lesson.steps[$0], run.labels(ofStep: $0))
    }
  }

  static func rightAnswer(_ step: LessonStep) -> String {
    guard let answer = step.answer, step.choices.indices.contains(answer - 1) else { return "" }
    return step.choices[answer - 1].en
  }

  @Test func everyBuiltInQuestionHasScoredChoices() {
    for lesson in LessonLibrary.builtIn {
      for (index, step) in lesson.steps.enumerated() where step.predict != nil {
        #expect(!step.choices.isEmpty && step.answer != nil, "\(lesson.name) step \(index + 1)")
      }
    }
  }

  /// SPEC §11.7–11.9: each seed gap has a lesson step with a scored question, and its right
  /// answer is what the simulation shows.
  @Test func theSeedGapsAreAskedAndAnsweredTruly() throws {
    let navigation = try #require(LessonLibrary.lesson(named: "navigation"))
    let navigationRun = LessonRun(navigation)
    let several = try #require(
      navigation.steps.firstIndex { $0.actions == [.pushSeveral(["Thread", "Reply", "Draft"])] })
    #expect(Self.rightAnswer(navigation.steps[several]).hasPrefix("Only Draft's"))
    let labels = navigationRun.labels(ofStep: several)
    #expect(labels.contains("Draft loadView"))
    #expect(!labels.contains("Thread loadView") && !labels.contains("Reply loadView"))
    let origins = try #require(LessonLibrary.lesson(named: "origins"))
    let originsRun = LessonRun(origins)
    let form = try #require(origins.steps.firstIndex { $0.actions == [.push("Form")] })
    #expect(Self.rightAnswer(origins.steps[form]).hasPrefix("During loadView"))
    let formLabels = originsRun.labels(ofStep: form)
    let connected = try #require(formLabels.firstIndex(of: "Form outletsConnected"))
    #expect(formLabels[connected - 1] == "Form loadView")
    #expect(formLabels[connected + 1] == "Form viewDidLoad")
    let hybrid = try #require(origins.steps.firstIndex { $0.actions == [.push("Hybrid")] })
    #expect(Self.rightAnswer(origins.steps[hybrid]).hasPrefix("Only its own"))
    #expect(originsRun.labels(ofStep: hybrid).contains("Hybrid storyboardViewsSkipped"))
    #expect(!originsRun.labels(ofStep: hybrid).contains("Hybrid outletsConnected"))
  }

  @Test func loadCycle() throws {
    let steps = try Self.choiceSteps("load-cycle")
    #expect(steps.count == 1)
    let (step, labels) = steps[0]
    #expect(Self.rightAnswer(step).hasPrefix("loadView, then viewDidLoad"))
    #expect(labels.contains("Notes loadView") && labels.contains("Notes viewDidLoad"))
    #expect(!labels.contains("Notes viewWillAppear:"))
  }

  @Test func origins() throws {
    let steps = try Self.choiceSteps("origins")
    #expect(steps.count == 3)
    #expect(Self.rightAnswer(steps[0].step).hasPrefix("A default view that Wasteful throws away"))
    #expect(steps[0].labels.contains("Wasteful defaultViewDiscarded"))
  }

  @Test func memoryWarnings() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "memory-warnings"))
    let run = LessonRun(lesson)
    let asking = lesson.steps.indices.filter { !lesson.steps[$0].choices.isEmpty }
    #expect(asking == [1, 4])
    // After the iOS 5 warning: List's view is nil, Detail's is loaded.
    #expect(Self.rightAnswer(lesson.steps[1]) == "List's")
    let afterFirst = run.session.state(afterEvent: run.stepEvents[1].upperBound - 1)
    #expect(afterFirst.controllers["List"]?.isViewLoaded == false)
    #expect(afterFirst.controllers["Detail"]?.isViewLoaded == true)
    // The iOS 6 warning unloads nothing; it frees List's backing store.
    #expect(Self.rightAnswer(lesson.steps[4]).hasPrefix("No; the view stays loaded"))
    let labels = run.labels(ofStep: 4)
    #expect(labels.contains("List backingStoreFreed") && !labels.contains("List viewReleased"))
  }

  /// SPEC §12 and §13: `today`'s answers are what the simulation does on iOS 13 and 17.
  @Test func today() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "today"))
    let run = LessonRun(lesson)
    let asking = lesson.steps.indices.filter { !lesson.steps[$0].choices.isEmpty }
    #expect(asking == [1, 2, 4, 6, 8, 9, 10])
    let after = { (step: Int) in run.session.state(afterEvent: run.stepEvents[step].upperBound - 1)
    }
    // The sheet: List hears nothing and stays in the window.
    #expect(Self.rightAnswer(lesson.steps[1]).hasPrefix("Nothing; Compose is a page sheet"))
    let appearance = [
      "viewWillDisappear:", "viewDidDisappear:", "viewWillAppear:", "viewDidAppear:",
    ]
    #expect(!run.labels(ofStep: 1).contains { appearance.map { "List " + $0 }.contains($0) })
    #expect(after(1).controllers["List"]?.isInWindow == true)
    // The warning under the sheet frees nothing of List's.
    #expect(Self.rightAnswer(lesson.steps[2]).hasPrefix("No; List's view is still in the window"))
    #expect(!run.labels(ofStep: 2).contains { $0.hasPrefix("List backingStoreFreed") })
    #expect(after(2).controllers["List"]?.hasBackingStore == true)
    // The swipe held: two wills, no did.
    #expect(Self.rightAnswer(lesson.steps[4]).hasPrefix("Detail's viewWillDisappear:"))
    let swipe = run.labels(ofStep: 4).drop {
      $0 != "Detail swipeUnderWay" && !$0.hasPrefix("Detail willMove")
    }
    #expect(swipe.contains("Detail viewWillDisappear:") && swipe.contains("List viewWillAppear:"))
    #expect(!swipe.contains("Detail viewDidDisappear:") && !swipe.contains("List viewDidAppear:"))
    // iOS 13 (SPEC §13.2): viewIsAppearing: between the will and the did, no viewDidLoad.
    #expect(after(6).behavior == .iOS13)
    #expect(Self.rightAnswer(lesson.steps[6]).hasPrefix("viewIsAppearing:"))
    let pop = run.labels(ofStep: 6)
    let will = try #require(pop.firstIndex(of: "List viewWillAppear:"))
    let appearing = try #require(pop.firstIndex(of: "List viewIsAppearing:"))
    let did = try #require(pop.firstIndex(of: "List viewDidAppear:"))
    #expect(will < appearing && appearing < did && !pop.contains("List viewDidLoad"))
    // The reclaim deallocates both; the app's restoration code brings the stack back, and
    // only the top loads (SPEC §13.1).
    #expect(Self.rightAnswer(lesson.steps[8]).hasPrefix("Both are deallocated"))
    #expect(after(8).controllers.isEmpty)
    #expect(Self.rightAnswer(lesson.steps[9]).hasPrefix("Only Detail's"))
    #expect(after(9).controllers["Detail"]?.isViewLoaded == true)
    #expect(after(9).controllers["List"].map { !$0.isViewLoaded } == true)
    // Without restoration code the first screen comes back, and Detail is gone.
    #expect(Self.rightAnswer(lesson.steps[10]).hasPrefix("List, the first screen"))
    #expect(after(10).layout.tabs.map(\.controllers) == [["List"]])
    #expect(after(10).controllers["List"]?.isInWindow == true)
    #expect(after(10).controllers["Detail"] == nil)
  }

  /// Every step of `resizing` asks; each right answer is what the simulation shows: the size
  /// of the view it names after the step, and who is told about a rotation.
  @Test func resizing() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "resizing"))
    let run = LessonRun(lesson)
    #expect(lesson.steps.allSatisfy { !$0.choices.isEmpty })
    let sizes: [(step: Int, answer: String, name: String, frame: FrameSize)] = [
      (0, "320×416", "Info", FrameSize(width: 320, height: 416)),
      (1, "No, it stays 320×460", "Album", FrameSize(width: 320, height: 460)),
      (2, "320×480", "Photo", FrameSize(width: 320, height: 480)),
      (3, "It shrinks to 320×460", "Photo", FrameSize(width: 320, height: 460)),
      (5, "It is resized now", "Album", FrameSize(width: 480, height: 280)),
    ]
    for (step, answer, name, frame) in sizes {
      #expect(Self.rightAnswer(lesson.steps[step]).hasPrefix(answer), "step \(step + 1)")
      let state = run.session.state(afterEvent: run.stepEvents[step].upperBound - 1)
      #expect(state.controllers[name]?.frame == frame, "step \(step + 1): \(name)")
    }
    // Album's return at the same size: laid out, but not resized.
    #expect(!run.labels(ofStep: 1).contains { $0.hasPrefix("Album viewResized") })
    #expect(run.labels(ofStep: 1).contains("Album viewWillLayoutSubviews"))
    // The in-call bar and the hidden Album's return: laid out, never told of a rotation.
    #expect(!run.labels(ofStep: 3).contains { $0.hasPrefix("Photo willRotate") })
    #expect(!run.labels(ofStep: 5).contains { $0.hasPrefix("Album willRotate") })
    // The rotation: only the visible Photo is told.
    #expect(Self.rightAnswer(lesson.steps[4]).hasPrefix("Photo only"))
    let rotation = run.labels(ofStep: 4).filter { $0.contains("Orientation") }
    #expect(!rotation.isEmpty && rotation.allSatisfy { $0.hasPrefix("Photo ") })
    // iOS 5 has no Auto Layout: the app terminates (SPEC §11.1); after a restart the root
    // forwards the rotation question to its top controller.
    #expect(Self.rightAnswer(lesson.steps[6]).hasPrefix("The app terminates"))
    #expect(
      run.labels(ofStep: 6).suffix(3) == [
        "Photo loadView", "Photo viewDidLoad", "System appTerminated",
      ])
    #expect(Self.rightAnswer(lesson.steps[7]).hasPrefix("Album: the root forwards"))
    #expect(run.labels(ofStep: 7).contains("Album shouldAutorotateToInterfaceOrientation:"))
  }

  @Test func listing43() throws {
    let steps = try Self.choiceSteps("listing-4-3")
    #expect(steps.count == 1)
    #expect(Self.rightAnswer(steps[0].step).hasPrefix("It loads the view"))
    let labels = steps[0].labels
    let loaded = try #require(labels.firstIndex(of: "Unsafe loadView"))
    let released = try #require(labels.firstIndex(of: "Unsafe viewReleased"))
    #expect(loaded < released)
  }
}
