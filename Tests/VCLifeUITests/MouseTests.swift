import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// The mouse, read against the frame it was made on: clicks select, the wheel scrolls, and
/// nothing the mouse does is an action.
@Suite("Mouse")
struct MouseTests {
  /// Albums, then Photos and Detail pushed, all at once, at 80×24.
  static func pushedTwice(language: ReportLanguage = .en) -> Classroom {
    var model = Classroom(pacing: .instant, language: language)
    model.handle(.char("p"))
    model.handle(.char("p"))
    return model
  }

  static func frame(_ model: Classroom) -> Grid {
    Screen.render(model, width: 80, height: 24, glyphs: .unicode)
  }

  /// The first cell of the row showing `text`, searched from row `from`.
  static func cell(of text: String, in frame: Grid, from: Int = 0) throws -> (x: Int, y: Int) {
    for y in from..<frame.height {
      let row = frame.rowText(y)
      if let range = row.range(of: text) {
        return (DisplayWidth.of(String(row[..<range.lowerBound])), y)
      }
    }
    throw MouseTestFailure("\(text) is not on the frame:\n\(frame.textDump())")
  }

  @Test(arguments: [ReportLanguage.en, .zh, .both])
  func aClickOnAControllerRowSelectsItAndActsOnNothing(language: ReportLanguage) throws {
    var model = Self.pushedTwice(language: language)
    let actions = model.session.actions.count
    let frame = Self.frame(model)
    let albums = try Self.cell(of: "Albums", in: frame)
    #expect(albums.x < 30)  // the Controllers pane, not the View tree
    model.handle(.press(x: albums.x + 2, y: albums.y), on: frame)
    #expect(model.selectedController == "Albums")
    #expect(model.session.actions.count == actions)
    #expect(Self.frame(model).rowText(0).contains("Albums"))  // the View tree follows

    // A click on nothing leaves the selection; Esc still follows the screen again.
    model.handle(.press(x: 79, y: 23), on: Self.frame(model))
    #expect(model.selectedController == "Albums")
    model.handle(.escape)
    #expect(model.selectedController == "Detail")
  }

  @Test func aClickOnANameAmongTheOthersSelectsIt() throws {
    // A tall View tree lists the others one a line; a short one leaves them to the
    // Controllers pane beside it.
    var model = Self.pushedTwice()
    #expect(throws: MouseTestFailure.self) { try Self.cell(of: "others:", in: Self.frame(model)) }
    let frame = model.render(width: 120, height: 40, glyphs: .unicode)
    let others = try Self.cell(of: "others:", in: frame)
    let photos = try Self.cell(of: "Photos", in: frame, from: others.y + 1)
    #expect(photos.y > others.y && photos.x >= others.x)
    model.handle(.press(x: photos.x + 8, y: photos.y), on: frame)
    #expect(model.selectedController == "Photos")
  }

  @Test func theWheelScrollsTheLogAndIsIgnoredUnderTheHelp() {
    var model = Self.pushedTwice()
    let frame = Self.frame(model)
    model.handle(.wheelUp, on: frame)
    #expect(model.logScroll == MouseEvent.wheelLines)
    model.handle(.wheelDown, on: frame)
    #expect(model.logScroll == 0)
    model.handle(.char("?"))
    let help = Self.frame(model)
    model.handle(.wheelUp, on: help)
    model.handle(.press(x: 5, y: 5), on: help)
    #expect(model.showsHelp)
    #expect(model.logScroll == 0)
  }

  @Test func inCompareModeAClickSelectsOnTheSideClicked() throws {
    var compare = Classroom.comparing(.iOSVersions, pacing: .instant)
    compare.handle(.char("p"))
    compare.handle(.char("p"))
    let frame = Self.frame(compare)
    // At 80 columns the sides are stacked: the second Albums row is the lower side's.
    let upper = try Self.cell(of: "Albums", in: frame)
    let lower = try Self.cell(of: "Albums", in: frame, from: upper.y + 1)
    compare.handle(.press(x: lower.x, y: lower.y), on: frame)
    #expect(compare.right.selectedController == "Albums")
    #expect(compare.left.selectedController == "Detail")
    compare.handle(.wheelUp, on: frame)
    #expect(compare.left.logScroll == MouseEvent.wheelLines)
    #expect(compare.right.logScroll == MouseEvent.wheelLines)
  }
}

struct MouseTestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
