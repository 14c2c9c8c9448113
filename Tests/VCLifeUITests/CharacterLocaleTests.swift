import Testing
import VCLifeScript

@testable import VCLifeTerminal
@testable import VCLifeUI

/// `L`'s decision: Chinese on a screen drawn in a non-UTF-8 locale takes a UTF-8 one, or,
/// with none installed, the screen stays in English; English never needs one.
@Suite struct CharacterLocaleTests {
  @Test(arguments: [ReportLanguage.zh, .both])
  func chineseOnANonUnicodeScreenTakesAUnicodeLocaleOrStaysInEnglish(wanted: ReportLanguage) {
    var taken = 0
    let take = { () -> Bool in
      taken += 1
      return true
    }
    #expect(
      CharacterLocale.decide(wanted, onScreen: true, isUnicode: false, takeUnicode: take) == wanted)
    #expect(taken == 1)
    let none = { false }
    #expect(
      CharacterLocale.decide(wanted, onScreen: true, isUnicode: false, takeUnicode: none) == nil)
    // Already UTF-8, or no screen yet (a model alone): nothing to take.
    #expect(
      CharacterLocale.decide(wanted, onScreen: true, isUnicode: true, takeUnicode: none) == wanted)
    #expect(
      CharacterLocale.decide(wanted, onScreen: false, isUnicode: false, takeUnicode: none) == wanted
    )
  }

  @Test func englishNeedsNoLocale() {
    #expect(
      CharacterLocale.decide(.en, onScreen: true, isUnicode: false, takeUnicode: { false }) == .en)
  }
}
