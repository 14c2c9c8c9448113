import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom

/// `--resume` brings back the theme and the pacing as it brings back the language; a file
/// written before they were kept still reads, with neither.
@Suite struct ResumeSettingsTests {
  @Test func theThemeAndThePacingAreKept() throws {
    var model = Classroom(pacing: .step, language: .zh, theme: .dark)
    model.handle(.char("p"))
    model.handle(.char("t"))  // dark → light
    let saved = SavedSession(of: model)
    #expect(saved.theme == model.settings.theme.rawValue && model.settings.theme != .dark)
    #expect(saved.pacing == Pacing.step.rawValue)
    let read = try #require(SavedSession.parse(saved.text))
    #expect(read.theme.flatMap(Theme.init) == model.settings.theme)
    #expect(read.pacing.flatMap(Pacing.init) == .step)
    #expect(read.language == .zh)
    #expect(read.entries == saved.entries)
  }

  @Test func anOlderFileReadsWithoutThem() throws {
    let text = "# scenario: photo-album\n# lang: en\nroot tabs nav:Albums Settings\n"
    let read = try #require(SavedSession.parse(text))
    #expect(read.theme == nil && read.pacing == nil)
  }

  @Test func anUnknownValueIsIgnored() throws {
    let text = "# scenario: photo-album\n# theme: neon\n# pacing: warp\n"
    let read = try #require(SavedSession.parse(text))
    #expect(read.theme.flatMap(Theme.init) == nil && read.pacing.flatMap(Pacing.init) == nil)
  }
}
