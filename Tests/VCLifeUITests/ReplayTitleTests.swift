import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// A replay's place, as the Callbacks pane's title says it.
@Suite("Replay title")
struct ReplayTitleTests {
  /// Classroom review m19: a replay says how far through its actions it is, and when it
  /// has played them all, in the chosen language(s).
  @Test(arguments: ReportLanguage.allCases)
  func aReplaySaysHowFarItHasGone(_ language: ReportLanguage) {
    var model = Classroom(behavior: .iOS6, pacing: .instant, language: language, launch: false)
    model.enqueue([.launch(Catalogue.photoAlbum.root), .push("Photos"), .pop])
    let title = { (model: Classroom) in
      LogPane.title(model.teaching, model.moment, language: model.language, width: 80)
    }
    model.handle(.char("n"))
    #expect(title(model).contains(language == .zh ? "重放 1 / 3" : "replay 1 / 3"), "\(title(model))")
    if language == .both { #expect(title(model).contains("重放 1 / 3")) }
    model.handle(.char("n"))
    model.handle(.char("n"))
    #expect(title(model).contains(language == .zh ? "重放完毕" : "replay done"), "\(title(model))")
  }
}
