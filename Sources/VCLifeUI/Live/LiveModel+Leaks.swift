import VCLifeCore

extension LiveModel {
  /// The leaked controller selected in the Controllers pane, if a leaked row is selected.
  var selectedLeaked: ControllerState? {
    guard let row = effectiveSelectedRow, row < rows.count, case .leaked(let index) = rows[row],
      index < shownState.leaked.count
    else { return nil }
    return shownState.leaked[index]
  }
}

extension Glyphs {
  /// The mark of a leaked controller: `⊘` (or `x`), always beside the word "leaked", so the
  /// mark never relies on colour alone.
  var leakedMark: Character { isUnicode ? "⊘" : "x" }
}
