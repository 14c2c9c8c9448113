import Testing
import VCLifeScript

@testable import VCLifeUI

/// The help's pages: every line once, in order, and a key's meaning never split over two
/// pages ("(the status line shows" ended one page and "it)" began the next).
@Suite struct HelpPagesTests {
  @Test func aKeysLinesStayOnOnePage() {
    let modes: [HelpScreen.Mode] = [.freePlay, .lesson, .replay, .compare, .practice]
    for mode in modes {
      for language in ReportLanguage.allCases {
        for (width, height) in [(80, 24), (60, 20), (100, 30)] {
          let all = HelpScreen.lines(
            HelpScreen.keys(mode, lesson: mode == .lesson), language: language, width: width - 2)
          let rows = height - 2
          let pages = HelpScreen.pages(all, rows: rows)
          let text = { (lines: [[(String, Style)]]) in lines.map { $0.map(\.0).joined() } }
          let place = "\(mode) \(language) \(width)×\(height)"
          #expect(pages.allSatisfy { $0.count <= rows && !$0.isEmpty }, "\(place)")
          // Every line once, in order; only blank lines at a page's top are left out.
          #expect(
            text(pages.flatMap { $0 }).filter { !$0.isEmpty } == text(all).filter { !$0.isEmpty },
            "\(place)")
          for page in pages.dropFirst() {
            let first = page[0]
            // A page starts with a key, a blank line or a mark: never a meaning's next line
            // (no key's meaning here is longer than a page).
            #expect(
              !(first.count == 2 && first[0].0.allSatisfy { $0 == " " }),
              "\(place): a page starts inside a key's meaning: \(first.map(\.0).joined())")
          }
        }
      }
    }
  }
}
