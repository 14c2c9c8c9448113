import Foundation
import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// What a step's text names is on screen while the class reads it (classroom review M-A):
/// after every step of every built-in lesson (its question revealed), at 80×24, in the panes
/// and in the projector view, in English, Chinese and both, every callback or effect the
/// step's narration names is in a row of the frame that is not the narration itself.
///
/// A name is a selector or an effect as code is written (`viewWillAppear:`, `loadView`,
/// `viewResized`: ASCII, lower case first, a capital inside; a final colon does not count),
/// found here with a pattern of its own, not with the code under test. **Exempt**: a name
/// that is no event of the step's own actions — a negative mention ("viewDidLoad does not
/// run again"), a callback of another version ("iOS 5's viewWillUnload"), or a property
/// (`isViewLoaded` asked of no one). Such a name cannot be shown, since it did not happen;
/// the test lists how many it exempted, so a growing number is seen.
@Suite("The step's callbacks in view")
struct StepCallbacksOnScreenTests {
  static let cases: [(String, ReportLanguage)] = LessonLibrary.builtIn.flatMap { lesson in
    ReportLanguage.allCases.map { (lesson.name, $0) }
  }

  /// The code names in `text`, each without its final colon.
  static func names(in text: String) -> Set<String> {
    var names: Set<String> = []
    var scanner = Substring(text)
    while let start = scanner.firstIndex(where: { $0.isASCII && $0.isLowercase }) {
      let tail = scanner[start...]
      let word = tail.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ":") }
      scanner = tail.dropFirst(max(1, word.count))
      // A code name: begins with two lower-case letters, has a capital inside; the letter
      // before it is not a letter (so "stateRestoration" in "x.stateRestoration" counts).
      if start > text.startIndex, let before = text[..<start].last, before.isASCII,
        before.isLetter || before.isNumber
      {
        continue
      }
      let name = String(word.reversed().drop { $0 == ":" }.reversed())
      guard name.prefix(2).allSatisfy(\.isLowercase),
        name.dropFirst().contains(where: { $0.isUppercase })
      else { continue }
      names.insert(name)
    }
    return names
  }

  /// The rows of `grid` that are not the teaching text (narration, answer, why).
  static func otherRows(_ grid: Grid, teaching: [String]) -> [String] {
    let text = Set(teaching.map { $0.trimmingCharacters(in: .whitespaces) })
    return (0..<grid.height).map { grid.rowText($0) }.filter { row in
      let inner = row.trimmingCharacters(in: CharacterSet(charactersIn: " │|"))
      return !text.contains(inner.trimmingCharacters(in: .whitespaces))
    }
  }

  /// Whether `name` stands in `row` as a whole name.
  static func row(_ row: String, shows name: String) -> Bool {
    var rest = Substring(row)
    while let range = rest.range(of: name) {
      let before = rest[..<range.lowerBound].last
      let after = rest[range.upperBound...].first
      let bounded = { (character: Character?) in
        character.map { !($0.isASCII && ($0.isLetter || $0.isNumber)) } ?? true
      }
      if bounded(before), bounded(after) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  @Test(arguments: cases)
  func everyNamedCallbackIsOnScreen(_ name: String, _ language: ReportLanguage) throws {
    let lesson = try #require(LessonLibrary.lesson(named: name))
    var model = Classroom(lesson: lesson, pacing: .instant, language: language)
    var exempt = 0
    var shown = 0
    for (index, step) in lesson.steps.enumerated() {
      let before = model.session.events.count
      model.handle(.char("n"))
      if model.prediction != nil {
        if model.awaitsChoice { model.handle(.char("1")) }
        model.handle(.char("n"))
      }
      let stepEvents = model.session.events[before...].filter {
        $0.kind == .callback || $0.kind == .effect
      }.map { String($0.name.text.reversed().drop { $0 == ":" }.reversed()) }
      let said = language.languages.map { step.say.text($0) }.joined(separator: " ")
      let named = Self.names(in: said)
      let due = named.filter { stepEvents.contains($0) }
      exempt += named.count - due.count
      shown += due.count
      for projector in [false, true] {
        var screen = model
        screen.showsPresentation = projector
        let grid = Screen.render(screen, width: 80, height: 24, glyphs: .unicode)
        let width = projector ? 80 - 2 * max(1, 80 / 20) : 78
        let text = TeachingText(screen, width: width)
        let teaching = (text.lesson + text.why).map(\.text)
        let rows = Self.otherRows(grid, teaching: teaching)
        for callback in due.sorted() {
          #expect(
            rows.contains { Self.row($0, shows: callback) },
            "\(name) step \(index + 1) \(language) projector=\(projector): \(callback) not on screen\n\(grid.textDump())"
          )
        }
      }
    }
    // The rule's reach, for the reader of the test log.
    print("\(name) \(language): \(shown) names shown, \(exempt) exempt (not events of their step)")
  }

  @Test func theLogFoldsWhatTheTextDoesNotName() throws {
    // today step 1 names List's four appearance callbacks among 34 events.
    let lesson = try #require(LessonLibrary.lesson(named: "today"))
    var model = Classroom(lesson: lesson, pacing: .instant)
    model.handle(.char("n"))
    let callbacks = try #require(model.teaching.stepCallbacks)
    #expect(callbacks.events.count > 20)
    let named = callbacks.named.map { model.session.events[$0].name.text }
    #expect(Set(named).isSuperset(of: ["viewWillDisappear:", "viewDidDisappear:"]))
    // At 80×24 the log's rows hold the named callbacks alone, each with its line.
    let frame = Screen.render(model, width: 80, height: 24, glyphs: .unicode).textDump()
    let rows = frame.split(separator: "\n")
    for index in callbacks.named {
      let event = model.session.events[index]
      #expect(
        rows.contains { $0.contains("\(event.object) ") && $0.contains(event.name.text) },
        "\(event.object) \(event.name.text)\n\(frame)")
    }
    // With a few rows more, the runs the text does not name are folded between them.
    let taller = Screen.render(model, width: 80, height: 32, glyphs: .unicode).textDump()
    #expect(taller.contains("more lines (PgUp shows every line)"), "\(taller)")
    // PgUp shows the plain log again, scrolled back.
    model.handle(.pageUp)
    let plain = Screen.render(model, width: 80, height: 24, glyphs: .unicode).textDump()
    #expect(!plain.contains("PgUp shows every line"), "\(plain)")
  }

  @Test func aStepWhoseCallbacksFitKeepsThePlainLog() throws {
    // load-cycle step 3: loadView and viewDidLoad are the step's last events.
    let lesson = try #require(LessonLibrary.lesson(named: "load-cycle"))
    var model = Classroom(lesson: lesson, pacing: .instant)
    for _ in 0..<3 { model.handle(.char("n")) }
    if model.questionOpen { model.handle(.char("n")) }  // its question revealed
    let digest = try #require(StepDigest(model.teaching, events: model.session.events))
    #expect(digest.lines(rows: 5, width: 78, moment: model.moment) == nil)
  }

  @Test func namesAreReadAsCodeIsWritten() {
    let names = StepCallbacks.names(
      in: "List 收到viewWillDisappear:和 viewDidLoad, not iOS or iPhone; initWithNibName:bundle:.")
    #expect(names == ["viewWillDisappear", "viewDidLoad", "initWithNibName:bundle"])
  }
}
