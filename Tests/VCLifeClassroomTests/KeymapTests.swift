import Foundation
import Testing

@testable import VCLifeClassroom

/// The one table of keys: no key means two things where both could apply.
@Suite struct KeymapTests {
  @Test func noKeyIsBoundTwiceWhereBothApply() {
    let bindings = Keymap.bindings
    for (index, first) in bindings.enumerated() {
      for second in bindings[(index + 1)...] {
        let overlap =
          !first.screens.isDisjoint(with: second.screens)
          && !first.activities.isDisjoint(with: second.activities)
        guard overlap else { continue }
        for (key, command) in first.keys {
          let clash = second.keys.first { $0.key == key && $0.command != command }
          #expect(clash == nil, "\(key) is both \(first.name) and \(second.name)")
        }
      }
    }
  }

  /// The man page's key list comes from the table: vclife.1's KEYS table is
  /// ``Keymap/manualRoff``. With `UPDATE_GOLDEN=1` the page's table is rewritten.
  @Test func theManPageListsTheTablesKeys() throws {
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("vclife.1")
    let text = try String(contentsOf: page, encoding: .utf8)
    let start = try #require(text.range(of: ".SH KEYS\n"))
    let open = try #require(text.range(of: ".TS\nl lx.\n", range: start.upperBound..<text.endIndex))
    let close = try #require(text.range(of: ".TE\n", range: open.upperBound..<text.endIndex))
    let table = String(text[open.upperBound..<close.lowerBound])
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1", table != Keymap.manualRoff {
      let updated = text.replacingCharacters(
        in: open.upperBound..<close.lowerBound, with: Keymap.manualRoff)
      try updated.write(to: page, atomically: true, encoding: .utf8)
      return
    }
    #expect(table == Keymap.manualRoff, "vclife.1's KEYS table; run with UPDATE_GOLDEN=1")
    for name in ["F", "e / f / u", "z / Z", "i / I", "y", "M"] {
      #expect(
        table.contains("\\fB\(name.replacingOccurrences(of: "-", with: "\\-"))\\fP"), "\(name)")
    }
  }
}
