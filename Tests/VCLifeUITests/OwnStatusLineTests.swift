import Foundation
import Testing
import VCLifeClassroom
import VCLifeCore
import VCLifeScript

@testable import VCLifeUI

/// A student's Swift class on the single screen before iOS 7 (Swift needs iOS 7): the status
/// line says the run is as if, as compare mode's side title does; an Objective-C class, or
/// iOS 7 and later, says nothing.
@Suite struct OwnStatusLineTests {
  static func classroom(language: String, behavior: SystemBehavior) throws -> Classroom {
    let json = """
      {"language":"\(language)","classes":[{"name":"CartViewController","methods":[],\
      "knobLine":"new CartViewController origin=code onWarning=none"}]}
      """
    let own = try OwnController.read(json: Data(json.utf8), file: "Cart", className: nil)
    let album = Catalogue.photoAlbum
    return Classroom(
      own: own, catalogue: album, initialState: album.initialState(behavior: behavior),
      settings: ScreenSettings(pacing: .instant))
  }

  @Test func aSwiftClassOnIOS5IsAsIf() throws {
    let swift5 = try Self.classroom(language: "swift", behavior: .iOS5)
    #expect(
      StatusBar(swift5, glyphs: .unicode, width: 80).prefix.hasPrefix(" iOS 5 (Swift: as if) │"))
    // iOS 6+ is iOS 6 and later: iOS 7 and later among them.
    for behavior in [SystemBehavior.iOS6, .iOS7] {
      let later = try Self.classroom(language: "swift", behavior: behavior)
      #expect(!StatusBar(later, glyphs: .unicode, width: 80).prefix.contains("Swift"))
    }
    let objc5 = try Self.classroom(language: "objc", behavior: .iOS5)
    #expect(!StatusBar(objc5, glyphs: .unicode, width: 80).prefix.contains("Swift"))
  }
}
