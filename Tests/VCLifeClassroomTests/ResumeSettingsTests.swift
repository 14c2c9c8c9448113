import Foundation
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

/// A session left rewound (← to an earlier event, then q) comes back by `--resume` at that
/// event, still rewound, with every action kept; one left at its newest event comes back there.
@Suite struct ResumeRewoundTests {
  @Test func theRewoundEventComesBack() throws {
    var model = Classroom(pacing: .instant)
    for key in "ppw" { model.handle(.char(key)) }
    let end = try #require(model.cursor)
    model.handle(.left)
    model.handle(.left)
    let rewound = try #require(model.cursor)
    #expect(rewound < end && model.timeline.isRewound)
    let text = SavedSession(of: model).text
    let moment = try #require(model.momentOnAxis)
    #expect(text.hasSuffix("# at action \(moment.action) step \(moment.step)\n"), "\(text)")
    let read = try #require(SavedSession.parse(text))
    var resumed = Classroom(pacing: .instant)
    resumed.send(.resuming(read))
    #expect(resumed.session.actions == model.session.actions)
    #expect(resumed.cursor == rewound && resumed.timeline.isRewound)
    // At the newest event nothing is written, and the end comes back.
    model.handle(.end)
    let atEnd = SavedSession(of: model)
    #expect(atEnd.rewoundTo == nil && !atEnd.text.contains("# at action"))
  }

  @Test func aPositionPastTheSessionIsTheEnd() throws {
    let text =
      "# scenario: photo-album\n# lang: en\nroot tabs nav:Albums Settings\n# at event 99999\n"
    let read = try #require(SavedSession.parse(text))
    var resumed = Classroom(pacing: .instant)
    resumed.send(.resuming(read))
    #expect(!resumed.timeline.isRewound)
    #expect(
      SavedSession.parse(text.replacingOccurrences(of: "99999", with: "-1"))?.rewoundTo == nil)
  }

  /// A session with a student's class: it starts again unlaunched (its `new` line is its
  /// first action), so a rewound moment keeps its place, and its marks come back.
  @Test func aStudentsClassComesBackWithItsMarksAndItsMoment() throws {
    let json = """
      {"language":"swift","classes":[{"name":"SloppyViewController","methods":[\
      {"selector":"viewWillAppear:","line":7,"super":"missing"}],\
      "knobLine":"new SloppyViewController origin=code onWarning=none content=0"}]}
      """
    let own = try OwnController.read(json: Data(json.utf8), file: "Sloppy.swift", className: nil)
    let album = Catalogue.photoAlbum
    var model = Classroom(
      own: own, catalogue: album, initialState: album.initialState(behavior: .iOS6),
      settings: ScreenSettings(pacing: .instant))
    for key in "pppp" { model.handle(.char(key)) }
    for _ in 0..<3 { model.handle(.left) }
    let read = try #require(SavedSession.parse(SavedSession(of: model).text))
    #expect(read.own == own)
    var resumed = Classroom(pacing: .instant)
    resumed.send(.resuming(read))
    #expect(resumed.session.actions == model.session.actions)
    #expect(resumed.cursor == model.cursor && resumed.timeline.isRewound)
    #expect(resumed.own == own)
  }
}
