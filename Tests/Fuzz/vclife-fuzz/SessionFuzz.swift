import VCLifeScript
import VCLifeUI

/// The session `q` keeps, read back for `--resume` (`SavedSession.parse`): whatever the
/// bytes, reading returns a session or nil, never traps; what it reads stays within the
/// resume limit (it stops reading past it), its text holds no raw control character, and
/// reading that text back gives the same session from then on.
enum SessionFuzz {
  static func run(_ bytes: UnsafeRawBufferPointer) {
    guard let first = SavedSession.parse(String(decoding: bytes, as: UTF8.self)) else { return }
    // Reading stops once past the limit: at most one line more, which holds 64 KiB.
    require(
      first.work <= SavedSession.maximumEntries + ScriptParser.maximumLineBytes,
      "read \(first.work) actions past the limit")
    for line in first.text.split(separator: "\n") {
      require(ControllerName.escaped(line) == String(line), "raw text: \(line.debugDescription)")
    }
    // The lesson's path comes back exactly; the scenario's name is escaped once, and from
    // then on the text reads back as it was written.
    guard first.work <= SavedSession.maximumEntries,
      let second = SavedSession.parse(first.text)
    else { return require(false, "a saved session's own text is not one") }
    require(second.lesson == first.lesson, "the lesson path came back otherwise")
    require(SavedSession.parse(second.text) == second, "a saved session reads back otherwise")
  }
}
