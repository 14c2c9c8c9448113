import VCLifeCore
import VCLifeScript

/// What every pane draws from: the model at its cursor, and how to draw.
struct FrameContext {
  let model: LiveModel
  let glyphs: Glyphs

  var state: AppState { model.shownState }

  /// The event on screen now (the cursor's), whose changes are highlighted.
  var current: Event? { model.cursor.map { model.session.events[$0] } }

  /// Whether the current event changed this controller.
  func isChanged(_ name: String) -> Bool { current?.object == name }

  /// The narration of an event in the chosen language(s).
  func reason(_ event: Event) -> String { model.language.reason(event) }
}
