import VCLifeUI

/// How one cell is written into curses: its attributes and colour pair.
struct CellLook: Equatable, Sendable {
  /// Curses attributes (bold, reverse, underline, dim), as bits.
  var attributes: UInt32
  /// The colour pair; 0 is the terminal's own colours.
  var pair: Int16
}

/// The look curses holds for every cell of the screen, so that a blank cell can be written in
/// the look of the cell to its left.
///
/// Why: a space shows only its background. Written in the look of the text before it, the
/// terminal needs no attribute change around it, and attribute changes are most of what a
/// frame costs on the wire (`ESC[38;5;245m` is 11 bytes; turning bold off resends the colour
/// too). The separator in `viewDidLoad +1.8 MB` or the padding before a box's right edge then
/// costs one byte per cell instead of two colour changes. Only looks that are the same on a
/// blank are swapped: the same background, and no reverse or underline on either.
struct HeldLooks {
  /// Attribute bits that show on a blank cell (reverse, underline).
  let visibleOnBlank: UInt32
  /// The background colour of every pair, indexed by pair number.
  var pairBackgrounds: [Int16] = []
  private(set) var width = 0
  private var looks: [CellLook?] = []

  init(visibleOnBlank: UInt32) {
    self.visibleOnBlank = visibleOnBlank
  }

  /// Forgets every cell: after a repaint curses holds nothing of earlier frames.
  mutating func reset(width: Int, height: Int) {
    self.width = width
    looks = Array(repeating: nil, count: max(0, width * height))
  }

  /// The look curses holds at a cell, or nil when nothing was written there since the reset.
  subscript(x x: Int, y y: Int) -> CellLook? {
    get {
      let index = y * width + x
      return x < width && looks.indices.contains(index) ? looks[index] : nil
    }
    set {
      let index = y * width + x
      if x < width && looks.indices.contains(index) { looks[index] = newValue }
    }
  }

  /// The longest run of blanks that takes the look of the cell before it. Longer runs (a
  /// row being erased) keep their own look, which curses clears in one `ECH` or `EL`.
  static let longestJoinedRun = 16

  /// Settles one row's looks: each run of up to ``longestJoinedRun`` blank cells whose own
  /// looks show nothing but the background takes the look of the cell before it, when that
  /// one is the same on a blank and is text (`isText`), not a box's edge: the blanks after an
  /// edge are mostly indentation, written with the text that follows them, so they keep the
  /// plain look. `looks`, `isBlank` and `isText` are the row's cells, left to right.
  func joinBlanks(_ looks: inout [CellLook], isBlank: [Bool], isText: [Bool]) {
    var x = 1
    while x < looks.count {
      guard isBlank[x] else {
        x += 1
        continue
      }
      var end = x
      while end < looks.count, isBlank[end], showsOnlyBackground(looks[end]) { end += 1 }
      let left = looks[x - 1]
      if end > x, end - x <= Self.longestJoinedRun, isText[x - 1], showsOnlyBackground(left) {
        for index in x..<end where background(looks[index].pair) == background(left.pair) {
          looks[index] = left
        }
      }
      x = max(end, x + 1)
    }
  }

  private func showsOnlyBackground(_ look: CellLook) -> Bool {
    look.attributes & visibleOnBlank == 0
  }

  private func background(_ pair: Int16) -> Int16? {
    pairBackgrounds.indices.contains(Int(pair)) ? pairBackgrounds[Int(pair)] : nil
  }
}
