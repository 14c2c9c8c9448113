import Testing
import VCLifeCore

@testable import VCLifeScript

/// The handout a student keeps: sections by action, the setup, a lesson's steps and answers,
/// in the chosen language, with refused actions left out.
@Suite struct HandoutTests {
  static func session(_ actions: [Action], budget: Int = AppState.defaultBudget) -> Session {
    var session = Session(initialState: AppState(behavior: .iOS6, budget: budget))
    for action in actions { session.perform(action) }
    return session
  }

  static let withRefusals: [Action] = [
    .pop, .define(ControllerTemplate(name: "A", origin: .storyboard, autoLayout: true)),
    .launch(.navigation("A")), .pop, .push("B"), .push("B"), .dismiss, .warning, .pop,
    .access("Ghost"),
  ]

  static func headings(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { $0.hasPrefix("## ") }
  }

  @Test func refusedActionsAreLeftOutOfTheScript() {
    let session = Self.session(Self.withRefusals)
    let script = SessionExport.script(of: session, scenarioName: "photo-album")
    let actions = script.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(
      actions == [
        "ios 6", "new A origin=storyboard onWarning=none autolayout=true", "root nav A", "push B",
        "warning", "pop",
      ])
    let run = ScriptRun(script: script)
    #expect(!run.hasErrors)
    #expect(run.session.state == session.state)
  }

  @Test func sectionsAreNumberedPerActionThatRan() {
    let handout = SessionExport.handout(
      of: Self.session(Self.withRefusals), scenarioName: "photo-album", language: .en)
    #expect(
      Self.headings(handout) == [
        "## Setup", "## 1. `new A origin=storyboard onWarning=none autolayout=true`",
        "## 2. `root nav A`", "## 3. `push B`", "## 4. `warning`", "## 5. `pop`", "## At the end",
      ])
    #expect(!handout.contains("Refused"))
    #expect(!handout.contains("Ghost"))
  }

  @Test func theSetupNamesEveryControllerUsed() throws {
    let session = Self.session([
      .define(
        ControllerTemplate(
          name: "C", origin: .custom, callsSuper: true, onWarning: .releaseViewUnsafe)),
      .launch(.tabs([TabSpec(name: "A", inNavigation: true), TabSpec(name: "C")])), .push("B"),
      .present("M"), .dismiss,
    ])
    let lines = SessionExport.handout(of: session, scenarioName: "x", language: .en)
      .split(separator: "\n")
    let setup = try #require(lines.firstIndex(of: "## Setup"))
    #expect(lines[setup + 1] == "Budget 64.0 MB; memory warnings behave as in iOS 6+ at the start.")
    #expect(
      Array(lines[(setup + 2)...(setup + 7)]) == [
        "| controller | origin | on warning | Auto Layout |", "|---|---|---|---|",
        "| A | `code` | `none` | no |",
        "| C | `custom` (calls super) | `release-view-unsafe` | no |",
        "| B | `code` | `none` | no |", "| M | `code` | `none` | no |",
      ])
  }

  /// A scene's delegate, a sheet's presentation delegate and a container are in the log, but
  /// they are no controllers of the app's: the setup table leaves them out.
  @Test func theSetupListsOnlyTheAppsControllers() throws {
    var session = Session(initialState: AppState(behavior: .iOS13))
    for action: Action in [
      .launch(.navigation("A")), .present("M"), .swipe, .finishGesture, .rotate(.landscape),
      .background, .reclaim, .foreground,
    ] {
      session.perform(action)
    }
    let lines = SessionExport.handout(of: session, scenarioName: "x", language: .en)
      .split(separator: "\n")
    let setup = try #require(lines.firstIndex(of: "## Setup"))
    let rows = lines[(setup + 4)...].prefix { $0.hasPrefix("| ") }
    #expect(rows == ["| A | `code` | `none` | no |", "| M | `code` | `none` | no |"])
  }

  @Test func aLessonsStepsQuestionsAndScore() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "memory-warnings"))
    let run = LessonRun(lesson)
    var progress = LessonProgress(run: run, lesson: lesson)
    progress.chosen[1] = 2
    progress.chosen[4] = 2
    let handout = SessionExport.handout(
      of: run.session, scenarioName: "memory-warnings", language: .en, lesson: progress)
    let lines = handout.split(separator: "\n")
    #expect(lines[0] == "# Low-memory warnings in iOS 5 and in iOS 6+")
    #expect(lines[1].hasPrefix("In iOS 5 a memory warning unloads the views"))
    // Each step heads the actions it did; the question first, as the class met it; then
    // what happened.
    let warning = try #require(lines.firstIndex(of: "## Step 2 of 6"))
    #expect(
      Array(lines[(warning + 1)...(warning + 8)]) == [
        "**Predict**", "Which controller's view is nil after this warning?",
        "1. List's — **right answer**", "2. Detail's — *the class's answer*", "3. Both",
        "4. Neither", "The class answered 2: wrong.", "**What happened**",
      ])
    #expect(lines[warning + 9].hasPrefix("The app delegate is warned first"))
    #expect(lines[warning + 10] == "### 3. `warning`")
    let second = try #require(lines.firstIndex(of: "## Step 5 of 6"))
    #expect(lines.firstIndex(of: "### 7. `warning`").map { $0 > second } == true)
    let answer = try #require(
      lines[second...].firstIndex { $0.hasPrefix("2. No; the view stays loaded") })
    #expect(
      lines[answer]
        == "2. No; the view stays loaded and only its backing store is freed. — **right answer** — *the class's answer*"
    )
    #expect(lines[answer + 1] == "The class answered 2: right.")
    // A step without choices shows its narration, and no answer line.
    let push = try #require(lines.firstIndex(of: "## Step 1 of 6"))
    #expect(lines[push + 1].hasPrefix("We are running with iOS 5 behaviour."))
    #expect(lines[push + 2] == "### 2. `push Detail`")
    // A step of two actions (`[ios 6, push Detail]`): its narration once, above both.
    let step = try #require(lines.firstIndex(of: "## Step 4 of 6"))
    #expect(lines[step + 1].hasPrefix("Now the same push with iOS 6 behaviour."))
    #expect(lines[step + 2] == "### 5. `ios 6`")
    let pushAgain = try #require(lines.firstIndex(of: "### 6. `push Detail`"))
    #expect(lines[pushAgain - 1].hasPrefix("Now iOS 6+"))
    #expect(lines[pushAgain + 1] == "| # | object | callback / effect | memory | why |")
    #expect(lines.suffix(2) == ["## Score", "1 right of 2 answered (2 questions with choices)."])
  }

  /// Classroom review m18: the handout numbers each event as `vclife script` numbers the
  /// exported script's (whose first line, `ios N`, is event 1).
  @Test func eventsCarryTheNumbersTheExportedScriptGives() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "memory-warnings"))
    let run = LessonRun(lesson)
    let handout = SessionExport.handout(
      of: run.session, scenarioName: "memory-warnings", language: .en,
      lesson: LessonProgress(run: run, lesson: lesson))
    let script = SessionExport.script(of: run.session, scenarioName: "memory-warnings")
    var scenario = try #require(SessionExport.builtInScenario(named: "memory-warnings"))
    scenario.root = nil
    let replay = ScriptRun(script: script, scenario: scenario)
    #expect(!replay.hasErrors)
    var checked = 0
    for line in handout.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let number = Int(cells[0]) else { continue }
      let event = replay.session.events[number - 1]
      let name = cells[2].filter { $0 != "`" && $0 != "*" }
      #expect(event.object == cells[1] && event.name.text == name, "event \(number): \(line)")
      checked += 1
    }
    #expect(checked > 50)
  }

  @Test func anUnansweredQuestionSaysSo() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "load-cycle"))
    let run = LessonRun(lesson)
    let handout = SessionExport.handout(
      of: run.session, scenarioName: "load-cycle", language: .en,
      lesson: LessonProgress(run: run, lesson: lesson))
    #expect(
      handout.contains(
        "2. loadView, then viewDidLoad; the view loads although it is not on screen. — **right answer**\n"
      ))
    #expect(handout.contains("\nThe class did not answer.\n"))
    #expect(handout.hasSuffix("## Score\n\n0 right of 0 answered (1 question with choices).\n\n"))
  }

  @Test func chineseHeadingsAndPhrases() throws {
    let lesson = try #require(LessonLibrary.lesson(named: "memory-warnings"))
    let run = LessonRun(lesson)
    var progress = LessonProgress(run: run, lesson: lesson)
    progress.chosen[1] = 1
    let zh = SessionExport.handout(
      of: run.session, scenarioName: "memory-warnings", language: .zh, lesson: progress)
    #expect(zh.hasPrefix("# iOS 5 与 iOS 6+ 中的低内存警告\n"))
    // Headings are Chinese or code: the commands are the script's own words.
    #expect(
      Self.headings(zh).filter { !$0.contains(". ") }
        == ["## 准备"] + (1...6).map { "## 第 \($0) 步，共 6 步" } + ["## 结束时", "## 得分"])
    for line in zh.split(separator: "\n") where line.hasPrefix("#") {
      let outsideCode = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map(\.element).joined()
      #expect(!outsideCode.contains { $0.isASCII && $0.isLetter && !"iOS".contains($0) }, "\(line)")
    }
    #expect(zh.contains("1. List 的 — **正确答案** — *全班的选择*"))
    #expect(zh.contains("全班选择了 1：正确。"))
    #expect(zh.contains("| # | 对象 | 回调 / 效果 | 内存 | 原因 |"))
    #expect(!zh.contains("Step ") && !zh.contains("Predict") && !zh.contains("right answer"))
    let both = SessionExport.handout(
      of: run.session, scenarioName: "memory-warnings", language: .both, lesson: progress)
    #expect(
      both.hasPrefix("# Low-memory warnings in iOS 5 and in iOS 6+ / iOS 5 与 iOS 6+ 中的低内存警告\n"))
    #expect(Self.headings(both).first == "## Setup / 准备")
    #expect(
      both.contains(
        "**Predict / 预测**\n\nWhich controller's view is nil after this warning?\n\n这次警告之后"))
    #expect(
      both.contains("1. List's / List 的 — **right answer / 正确答案** — *the class's answer / 全班的选择*"))
  }
}

/// A very long session: the handout keeps its last actions in full and says how many came
/// before; the script keeps them all.
@Suite struct LongSessionHandoutTests {
  @Test func theHandoutKeepsTheLastActionsAndTheScriptAll() throws {
    var session = Session(initialState: Catalogue.photoAlbum.initialState(behavior: .iOS6))
    session.perform(.launch(Catalogue.photoAlbum.root))
    let cycles = Handout.maximumSections
    for _ in 0..<cycles {
      session.perform(.push("Photos"))
      session.perform(.pop)
    }
    let recorded = 1 + 2 * cycles
    let handout = SessionExport.handout(
      of: session, scenarioName: Catalogue.builtInName, language: .en)
    #expect(
      handout.contains("its first \(recorded - Handout.maximumSections) actions are left out"))
    let sections = handout.split(separator: "\n").filter {
      $0.hasPrefix("## ") && $0.contains(". ")
    }
    #expect(sections.count == Handout.maximumSections)
    // Numbered as in the whole session: the last section is the last action.
    #expect(sections.last == "## \(recorded). `pop`")
    let script = SessionExport.script(of: session, scenarioName: Catalogue.builtInName)
    #expect(script.split(separator: "\n").filter { $0 == "pop" }.count == cycles)
  }
}
