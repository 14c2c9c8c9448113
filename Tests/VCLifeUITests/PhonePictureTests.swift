import Testing
import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// The phone beside the View tree (SPEC §8), read back cell by cell in monochrome: the bars
/// named in order, the selected view's size written on it, redrawn as the device turns.
@Suite("Phone picture")
struct PhonePictureTests {
  /// The phone's rows, as text, read cell by cell from the screen: the box whose top edge is
  /// on the View tree's first inside row, at the right of the pane.
  private func phone(_ model: Classroom, width: Int = 80, height: Int = 24) -> [String] {
    let grid = Screen.render(model, width: width, height: height, glyphs: .ascii)
    func text(_ y: Int, _ columns: Range<Int>) -> String {
      String(
        columns.compactMap { x in
          let cell = grid[x: x, y: y]
          return cell.isContinuation ? nil : cell.character
        })
    }
    // The pane's right border is the last column; the phone's top-right corner is just left
    // of it, and its top-left corner is the next corner further left.
    let right = width - 2
    guard grid[x: right, y: 1].character == "+" else { return [] }
    guard let left = (0..<right).reversed().first(where: { grid[x: $0, y: 1].character == "+" })
    else { return [] }
    var picture = [text(1, left..<(right + 1))]
    for y in 2..<height {
      picture.append(text(y, left..<(right + 1)))
      if grid[x: left, y: y].character == "+" { break }
    }
    return picture
  }

  private func start(_ language: ReportLanguage = .en) -> Classroom {
    Classroom(catalogue: .photoAlbum, behavior: .iOS6, pacing: .instant, language: language)
  }

  @Test func portraitShowsTheBarsInOrderAndTheFrame() {
    let picture = phone(Golden.model(start(), keys: [.char("p")]))
    let named = picture.map {
      $0.contains("status")
        ? "status"
        : $0.contains("nav bar")
          ? "nav" : $0.contains("tab bar") ? "tab" : $0.contains("320×367") ? "frame" : ""
    }
    .filter { !$0.isEmpty }
    #expect(named == ["status", "nav", "frame", "tab"], "\(picture)")
    // Portrait: taller than wide on screen (a cell is about twice as tall as wide).
    #expect(picture.count * 2 > (picture.first?.count ?? 0), "\(picture)")
  }

  /// SPEC §12: each version's phone — the notch (11) or the Dynamic Island (17) in the top
  /// edge, the home indicator in the bottom one, the rows under a bar marked, and the frame
  /// and safe area explained beside it.
  @Test func eachVersionDrawsItsPhoneAndExplainsTheFrame() {
    func picture(_ behavior: SystemBehavior) -> (phone: [String], text: String) {
      let model = Golden.model(
        Classroom(catalogue: .photoAlbum, behavior: behavior, pacing: .instant), keys: [.char("p")])
      let text = Screen.render(model, width: 80, height: 24, glyphs: .ascii).textDump()
      return (phone(model), text)
    }
    let six = picture(.iOS6)
    #expect(!six.phone[0].contains("#") && !six.phone.last!.contains("="), "\(six.phone)")
    #expect(!six.text.contains("frame ="))
    let eight = picture(.iOS8)
    #expect(eight.phone.contains { $0.contains("320×480") }, "\(eight.phone)")
    #expect(eight.phone[1].hasPrefix("|:"), "the status row is the view's, under the bar")
    #expect(eight.text.contains("frame = the whole screen, under bars"))
    #expect(!eight.text.contains("safe area"))
    let eleven = picture(.iOS11)
    #expect(eleven.phone[0].contains("#####"), "\(eleven.phone)")
    #expect(eleven.phone.last!.contains("==="), "\(eleven.phone)")
    #expect(eleven.text.contains("safe area {88, 0, 83, 0}"), "\(eleven.text)")
    let seventeen = picture(.iOS17)
    #expect(seventeen.phone[0].contains("###") && !seventeen.phone[0].contains("#####"))
    #expect(seventeen.phone.contains { $0.contains("393×852") })
    #expect(seventeen.text.contains("safe area {103, 0, 83, 0}"), "\(seventeen.text)")
    // The rows of the view between the bars are its own: marked `|` inside the edge.
    #expect(seventeen.phone.contains { $0.hasPrefix("||") })
    // A page sheet's frame is this simulator's choice, and the screen says so.
    let sheet = Golden.model(
      Classroom(catalogue: .photoAlbum, behavior: .iOS17, pacing: .instant), keys: [.char("m")])
    let sheetText = Screen.render(sheet, width: 80, height: 24, glyphs: .ascii).textDump()
    #expect(sheetText.contains("page sheet: the screen's frame here"), "\(sheetText)")
  }

  @Test func rotatingRedrawsItLandscapeWithTheNewSize() {
    let model = Golden.model(start(), keys: [.char("p"), .char("o")])
    let picture = phone(model)
    #expect(picture.contains { $0.contains("480×219") }, "\(picture)")
    #expect(picture.count * 2 < (picture.first?.count ?? 0), "\(picture)")
    let inCall = phone(Golden.model(model, keys: [.char("S")]))
    #expect(inCall.contains { $0.contains("in call") }, "\(inCall)")
    #expect(inCall.contains { $0.contains("480×199") }, "\(inCall)")
  }

  @Test func theViewsRowsAreMarkedAndAHiddenViewShowsItsNextSize() {
    // After a rotation the hidden Albums keeps its portrait frame until it appears again.
    var model = Golden.model(start(), keys: [.char("p"), .char("o")])
    model.handle(.down)
    let picture = phone(model, width: 160, height: 48)
    #expect(picture.contains { $0.contains("320×367") }, "\(picture)")
    #expect(picture.contains { $0.contains("> 480×219") }, "\(picture)")
    #expect(picture.filter { $0.hasPrefix("||") }.count >= 1, "\(picture)")
  }

  @Test func theNextSizeIsWholeOnTheSmallestPhone() {
    // At 80×24 the phone is 9 cells inside: "→ 320×367" loses its space, not its last digit.
    // Detail, popped off screen and its view read again (`a`), keeps the presented size.
    let keys: [Key] = [.char("p"), .char("p"), .char("p"), .char("p"), .down, .down, .char("a")]
    let model = Golden.model(start(), keys: keys)
    let picture = phone(model)
    #expect(picture.contains { $0.contains(">320×367") }, "\(picture)")
  }

  @Test func chineseNamesTheBars() {
    let picture = phone(Golden.model(start(.zh), keys: [.char("p")]))
    for bar in ["状态栏", "导航条", "标签栏"] {
      #expect(picture.contains { $0.contains(bar) }, "\(bar): \(picture)")
    }
  }

  @Test func theStatusLineSaysHowTheDeviceIsHeld() {
    let model = Golden.model(start(), keys: [.char("o"), .char("S")])
    let grid = Screen.render(model, width: 80, height: 24, glyphs: .ascii)
    #expect(grid.rowText(23).contains("landscape in-call"))
  }
}
