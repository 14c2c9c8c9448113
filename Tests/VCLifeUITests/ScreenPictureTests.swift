import Foundation
import Testing
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// The README's picture of the live screen is what vclife draws: the photo-album app at 80×24
/// after two pushes (`vclife --pacing instant`, then `p` `p`), rendered by the live screen's
/// own renderer. `docs/screen-80x24.txt` holds it, and the README embeds it; `make screenshot`
/// (`UPDATE_GOLDEN=1`) writes both, and this test fails when either differs from the build.
@Suite struct ScreenPictureTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let picture = repository.appendingPathComponent("docs/screen-80x24.txt")
  static let readme = repository.appendingPathComponent("README.md")
  static let begin = "<!-- screen:begin -->\n```\n"
  static let end = "```\n<!-- screen:end -->"

  /// The screen as `vclife --pacing instant` shows it after `p` `p`, at 80×24.
  static func rendered() -> String {
    var classroom = Classroom(pacing: .instant)
    for key: Key in [.char("p"), .char("p")] { classroom.handle(key) }
    return Screen.render(classroom, width: 80, height: 24, glyphs: .unicode).textDump() + "\n"
  }

  @Test func theReadmesPictureIsTheLiveScreen() throws {
    let screen = Self.rendered()
    let readme = try String(contentsOf: Self.readme, encoding: .utf8)
    let parts = readme.components(separatedBy: Self.begin)
    try #require(parts.count == 2, "README.md has no \(Self.begin) block")
    let after = parts[1].components(separatedBy: Self.end)
    try #require(after.count == 2, "README.md's picture block is not closed")
    if Golden.isUpdating {
      try screen.write(to: Self.picture, atomically: true, encoding: .utf8)
      try (parts[0] + Self.begin + screen + Self.end + after[1]).write(
        to: Self.readme, atomically: true, encoding: .utf8)
      return
    }
    let stored = try String(contentsOf: Self.picture, encoding: .utf8)
    #expect(stored == screen, "docs/screen-80x24.txt is stale: run make screenshot")
    #expect(after[0] == screen, "README.md's picture is stale: run make screenshot")
    // A picture of the screen a newcomer meets: 24 rows of 80 columns, two pushes in.
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(rows.count == 24)
    #expect(screen.contains("Photos") && screen.contains("Memory") && screen.contains("q quit"))
  }
}
