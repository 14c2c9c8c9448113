import Testing

@testable import VCLifeUI

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
}
