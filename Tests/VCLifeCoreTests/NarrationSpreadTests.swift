import Foundation
import Testing
import VCLifeCore

/// A narration sentence is written in few expected files: the end-to-end outputs kept whole
/// (Tests/EndToEndTests/Fixtures/expected) and the golden frames (Tests/VCLifeUITests/Golden)
/// hold any sentence, whatever its payload, `limit` times at most, so changing a sentence
/// rewrites at most that many files. The rest of the end-to-end tests take each reason from
/// the narrator. A golden frame's log that cuts a sentence with "…" holds only its start:
/// counted too, with the same limit.
@Suite struct NarrationSpreadTests {
  /// The most expected files that may hold one stable part of a sentence.
  static let limit = 10

  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The expected files, by path under Tests/, with their text.
  static let files: [(path: String, text: String)] = [
    "EndToEndTests/Fixtures/expected", "VCLifeUITests/Golden",
  ].flatMap { folder in
    let directory = tests.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().compactMap { name in
      let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      return text.map { ("\(folder)/\(name)", $0) }
    }
  }

  /// What a sentence says about its object, which stands in for any controller's name.
  static let object = "\u{1}"

  /// Where a sentence's payload goes: the object, a controller named by one capital letter (as
  /// `AllReasons` names them), or a number (a size, a percentage, a frame).
  static var payload: Regex<Substring> { /\x{01}|\b[A-Z]\b|[0-9]+(?:[.,×][0-9]+)*/ }

  /// The parts of a sentence that stay whatever the payload, of eight characters or more.
  static func stableParts(_ sentence: String) -> [String] {
    sentence.split(separator: payload).compactMap { part in
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      return trimmed.count >= 8 ? trimmed : nil
    }
  }

  /// Every sentence the narrator can say, in English and in Chinese, as its stable parts.
  static let sentences: [[String]] = {
    var seen = Set<[String]>()
    return AllReasons.all.flatMap { reason -> [[String]] in
      let lines = Narrator.lines(for: reason, object)
      return [stableParts(lines.en), stableParts(lines.zh)]
    }.filter { !$0.isEmpty && seen.insert($0).inserted }
  }()

  /// The expected files that hold a sentence: each of its stable parts.
  static func holders(of sentence: [String]) -> [String] {
    files.filter { file in sentence.allSatisfy(file.text.contains) }.map(\.path)
  }

  @Test func everySentenceIsInTenExpectedFilesAtMost() {
    #expect(Self.files.count > 20)
    for sentence in Self.sentences {
      let holders = Self.holders(of: sentence)
      #expect(holders.count <= Self.limit, "«\(sentence)» is in \(holders.count) files: \(holders)")
    }
  }

  /// The count sees what is there: the reason every action has is in every whole output and
  /// in no golden frame (whose log names an action without its reason).
  @Test func theCountFindsAReasonInTheFilesThatHoldIt() throws {
    let sentence = Narrator.lines(for: .userAction, Self.object)
    let outputs = Self.files.filter { $0.path.hasPrefix("EndToEndTests") }
    #expect(outputs.count >= 3)
    let english = outputs.filter { !$0.path.contains(".zh.") }.map(\.path)
    #expect(Self.holders(of: Self.stableParts(sentence.en)) == english)
  }

  /// A golden frame's log cuts a long sentence with "…": the frame holds the sentence's
  /// opening, which changes with it. Counted too: a sentence's opening (its first stable
  /// part, up to the first 16 characters) followed by a cut, with the files that hold it
  /// whole.
  @Test func everyOpeningIsInTenExpectedFilesAtMost() {
    for sentence in Self.sentences {
      guard let first = sentence.first else { continue }
      let opening = String(first.prefix(16))
      let holders = Self.files.indices.filter { index in
        Self.cutLines[index].contains { $0.contains(opening) }
          || sentence.allSatisfy(Self.files[index].text.contains)
      }.map { Self.files[$0].path }
      #expect(
        holders.count <= Self.limit,
        "«\(opening)…» is in \(holders.count) files: \(holders)")
    }
  }

  /// Each expected file's lines that cut a sentence: the text before each "…" on a line.
  static let cutLines: [[Substring]] = files.map { file in
    file.text.split(separator: "\n").compactMap { line in
      line.contains("…") ? line[..<(line.lastIndex(of: "…") ?? line.endIndex)] : nil
    }
  }
}
