import VCLifeClassroom
import VCLifeCore
import VCLifeScript

/// What a pane draws from: one app at the screen's moment (the truth, or a compare side),
/// the reader's language, and the glyphs. Small inputs: a pane never sees the classroom.
struct FrameContext {
  let moment: Moment
  let language: ReportLanguage
  let glyphs: Glyphs
  /// What a practice item keeps back until it is answered (the single screen only).
  var mask: PracticeMask? = nil
  /// The student's own class (`--own`), whose overrides' callbacks the log marks.
  var own: OwnController? = nil

  /// The state after the moment's event.
  var state: AppState { moment.state }

  /// The event on screen now (the cursor's), whose changes are highlighted.
  var current: Event? { moment.current }

  /// Whether the current event changed this controller.
  func isChanged(_ name: String) -> Bool { moment.isChanged(name) }

  /// The narration of an event in the chosen language(s).
  func reason(_ event: Event) -> String { language.reason(event) }
}

extension Glyphs {
  /// The mark of a leaked controller: `⊘` (or `x`), always beside the word "leaked", so the
  /// mark never relies on colour alone.
  var leakedMark: Character { isUnicode ? "⊘" : "x" }
}
