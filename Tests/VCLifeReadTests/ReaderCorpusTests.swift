import Foundation
import Testing

@testable import VCLifeRead

/// The development corpus (Corpus/, each source beside the facts a correct reading gives):
/// precision and recall of the structural and resource facts, the lines said not
/// understood, and no finding at all in the clean controls.
@Suite struct ReaderCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Corpus").path

  @Test func scoresOverTheCorpus() throws {
    let score = try CorpusScore.score(directory: Self.corpus)
    print(score.summary)
    #expect(score.files >= 40)
    #expect(
      score.structural.precision >= 0.98 && score.structural.recall >= 0.98,
      "\(score.disagreements)")
    #expect(
      score.resources.precision >= 0.9 && score.resources.recall >= 0.8, "\(score.disagreements)")
    #expect(score.notUnderstood.agreed == score.notUnderstood.expected, "\(score.disagreements)")
    #expect(score.cleanFindings.isEmpty, "\(score.cleanFindings)")
  }

  /// The corpus covers what it promises: both languages, old Swift, MRC, two classes in a
  /// file, a fragment, `#if`, closures, comments holding code, and clean controls.
  @Test func corpusCoversItsCases() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus)
    #expect(names.filter { $0.hasSuffix(".swift") }.count >= 15)
    #expect(names.filter { $0.hasSuffix(".m") }.count >= 15)
    for case_ in [
      "comments-hold-code", "swift2", "two-classes", "fragment", "mrc", "if-config", "ifdef",
      "closures", "clean",
    ] {
      #expect(names.contains { $0.contains(case_) }, "no \(case_) file")
    }
  }

  /// The scorer itself: a fact missed and a fact invented both count.
  @Test func scorerCountsMissesAndInventions() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "corpus-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "class A: UIViewController { override func viewDidLoad() { } }".write(
      to: directory.appendingPathComponent("a.swift"), atomically: true, encoding: .utf8)
    try
      #"{"structural": ["A viewDidLoad called", "A loadView not-needed"], "resources": [], "notUnderstood": [], "clean": true}"#
      .write(to: directory.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
    let score = try CorpusScore.score(directory: directory.path)
    #expect(
      score.structural.agreed == 0 && score.structural.found == 1 && score.structural.expected == 2)
    #expect(score.cleanFindings == ["a.swift: A viewDidLoad super missing"])
  }
}
