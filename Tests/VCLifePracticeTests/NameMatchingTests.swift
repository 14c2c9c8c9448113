import Testing
import VCLifeCore
import VCLifeScript

@testable import VCLifePractice

/// No `action` item is answered by matching names: when the answer's controller is in the
/// log, every choice names a controller the log names too (or none).
@Suite struct NameMatchingTests {
  @Test(arguments: [UInt64(1), 2, 3, 11])
  func everyActionChoiceNamesAControllerOfTheLog(seed: UInt64) throws {
    let generator = try #require(
      PracticeGenerator(seed: seed, filters: PracticeFilters(kind: .action)))
    let items = generator.items(count: 40)
    #expect(items.count == 40)
    for item in items {
      let named = Set(item.log.compactMap { $0.split(separator: " ").first.map(String.init) })
      let subjects = item.choices.map { choice -> String? in
        guard
          case .success(.some(let action)) = ScriptParser.parse(
            line: Substring(choice.token), number: 0)
        else { return nil }
        return ActionItem.subject(action)
      }
      let answer = subjects[item.answer[0] - 1]
      guard let answer, named.contains(answer) else { continue }
      for subject in subjects.compactMap({ $0 }) {
        #expect(named.contains(subject), "\(item.id): \(subject) is not in the log \(named)")
      }
    }
  }
}
