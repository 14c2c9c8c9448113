import Foundation
import Testing
import VCLifeCore
import VCLifeScript

/// One glossary for narration, lessons, the live screen and handouts: no source file or
/// built-in lesson uses a word the glossary avoids.
@Suite struct GlossaryUseTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  @Test func theBuiltInLessonsUseTheGlossarysWords() {
    for entry in LessonLibrary.builtInTexts {
      #expect(Glossary.misused(in: entry.text).isEmpty, "\(entry.name)")
    }
  }

  @Test func noSourceFileUsesAnAvoidedWord() throws {
    let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path))
    var read = 0
    for case let path as String in files
    where (path.hasSuffix(".swift") || path.hasSuffix(".yaml")) && !path.hasSuffix("Glossary.swift")
    {
      let text = try String(
        contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
      read += 1
      #expect(Glossary.misused(in: text).isEmpty, "\(path): \(Glossary.misused(in: text))")
    }
    #expect(read > 100)
  }
}
