/// A 5-row block font for the presentation screen's banner: A–Z, 0–9 and `:`. Lower case is
/// drawn with the capitals; a camel-case word boundary (`viewDid…`) gets a wider gap, so
/// `viewDidUnload` still reads as three words from the back of a room.
///
/// Glyphs are 1 to 5 columns wide; each "pixel" is one cell (or a `scale` × `scale` square).
enum BannerFont {
  /// Rows of one glyph at scale 1.
  static let height = 5

  /// Columns between two glyphs, and extra columns at a word boundary.
  static let letterGap = 1
  static let wordGap = 3

  /// `#` is ink, `.` is paper.
  static let glyphs: [Character: [String]] = [
    "A": [".##.", "#..#", "####", "#..#", "#..#"],
    "B": ["###.", "#..#", "###.", "#..#", "###."],
    "C": [".###", "#...", "#...", "#...", ".###"],
    "D": ["###.", "#..#", "#..#", "#..#", "###."],
    "E": ["####", "#...", "###.", "#...", "####"],
    "F": ["####", "#...", "###.", "#...", "#..."],
    "G": [".###", "#...", "#.##", "#..#", ".###"],
    "H": ["#..#", "#..#", "####", "#..#", "#..#"],
    "I": ["###", ".#.", ".#.", ".#.", "###"],
    "J": ["...#", "...#", "...#", "#..#", ".##."],
    "K": ["#..#", "#.#.", "##..", "#.#.", "#..#"],
    "L": ["#...", "#...", "#...", "#...", "####"],
    "M": ["#...#", "##.##", "#.#.#", "#...#", "#...#"],
    "N": ["#...#", "##..#", "#.#.#", "#..##", "#...#"],
    "O": [".##.", "#..#", "#..#", "#..#", ".##."],
    "P": ["###.", "#..#", "###.", "#...", "#..."],
    "Q": [".##.", "#..#", "#..#", "#.#.", ".#.#"],
    "R": ["###.", "#..#", "###.", "#.#.", "#..#"],
    "S": [".###", "#...", ".##.", "...#", "###."],
    "T": ["#####", "..#..", "..#..", "..#..", "..#.."],
    "U": ["#..#", "#..#", "#..#", "#..#", ".##."],
    "V": ["#...#", "#...#", "#...#", ".#.#.", "..#.."],
    "W": ["#...#", "#...#", "#.#.#", "##.##", "#...#"],
    "X": ["#...#", ".#.#.", "..#..", ".#.#.", "#...#"],
    "Y": ["#...#", ".#.#.", "..#..", "..#..", "..#.."],
    "Z": ["####", "...#", ".##.", "#...", "####"],
    "0": [".##.", "#.##", "#..#", "##.#", ".##."],
    "1": [".#.", "##.", ".#.", ".#.", "###"],
    "2": ["###.", "...#", ".##.", "#...", "####"],
    "3": ["###.", "...#", ".##.", "...#", "###."],
    "4": ["#..#", "#..#", "####", "...#", "...#"],
    "5": ["####", "#...", "###.", "...#", "###."],
    "6": [".##.", "#...", "###.", "#..#", ".##."],
    "7": ["####", "...#", "..#.", ".#..", ".#.."],
    "8": [".##.", "#..#", ".##.", "#..#", ".##."],
    "9": [".##.", "#..#", ".###", "...#", ".##."],
    ":": [".", "#", ".", "#", "."],
    " ": ["..", "..", "..", "..", ".."],
    "-": ["...", "...", "###", "...", "..."],
    "_": ["...", "...", "...", "...", "###"],
    ".": [".", ".", ".", ".", "#"],
  ]

  /// The glyph for a character (lower case as upper case), or nil when the font lacks it.
  static func glyph(_ character: Character) -> [String]? {
    glyphs[character] ?? glyphs[Character(character.uppercased())]
  }

  /// Whether every character of `text` has a glyph.
  static func canRender(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { glyph($0) != nil }
  }

  /// Whether a wider gap goes before the character at `index`: a capital or digit after a
  /// lower-case letter, where camel case starts a new word.
  private static func startsWord(_ characters: [Character], at index: Int) -> Bool {
    guard index > 0 else { return false }
    let previous = characters[index - 1]
    let current = characters[index]
    return previous.isLowercase && (current.isUppercase || current.isNumber)
  }

  /// The width of `text` in cells at `scale`; nil when the font lacks a character.
  static func width(of text: String, scale: Int = 1) -> Int? {
    guard canRender(text) else { return nil }
    let characters = Array(text)
    var columns = 0
    for (index, character) in characters.enumerated() {
      if index > 0 { columns += startsWord(characters, at: index) ? wordGap : letterGap }
      columns += glyph(character)![0].count
    }
    return columns * scale
  }

  /// `text` drawn in the font: `height × scale` rows of equal width, `ink` for the strokes
  /// and spaces elsewhere; nil when the font lacks a character.
  static func render(_ text: String, ink: Character, scale: Int = 1) -> [String]? {
    guard canRender(text), scale >= 1 else { return nil }
    let characters = Array(text)
    var rows = Array(repeating: "", count: height)
    for (index, character) in characters.enumerated() {
      if index > 0 {
        let gap = startsWord(characters, at: index) ? wordGap : letterGap
        for row in rows.indices { rows[row] += String(repeating: ".", count: gap) }
      }
      let glyph = glyph(character)!
      for row in rows.indices { rows[row] += glyph[row] }
    }
    var result: [String] = []
    for row in rows {
      var line = ""
      for pixel in row {
        let cell: Character = pixel == "#" ? ink : " "
        line += String(repeating: String(cell), count: scale)
      }
      result += Array(repeating: line, count: scale)
    }
    return result
  }

  /// Rows of one glyph drawn at half height.
  static let halfHeight = (height + 1) / 2

  /// `text` at half height: two pixel rows to a cell, as upper, lower and full half blocks
  /// (▀ ▄ █), one column to a pixel. For a selector too long for the whole font on a small
  /// screen; Unicode only. Nil when the font lacks a character.
  static func renderHalf(_ text: String) -> [String]? {
    guard let whole = render(text, ink: "#") else { return nil }
    let width = whole.first?.count ?? 0
    let paper = String(repeating: " ", count: width)
    return stride(from: 0, to: height, by: 2).map { top in
      let upper = Array(whole[top])
      let lower = Array(top + 1 < height ? whole[top + 1] : paper)
      return String(
        zip(upper, lower).map { pair -> Character in
          switch pair {
          case ("#", "#"): "█"
          case ("#", _): "▀"
          case (_, "#"): "▄"
          default: " "
          }
        })
    }
  }

  /// Splits `text` into camel-case words (`willMoveToParentViewController:` → `will`,
  /// `Move`, `To`, `Parent`, `View`, `Controller:`), for banners that need several lines.
  /// A word after a space keeps the space in front, so joining the words gives `text` back.
  static func words(_ text: String) -> [String] {
    let characters = Array(text)
    var words: [String] = []
    var current = ""
    for index in characters.indices {
      let isSpaceAfterWord = characters[index] == " " && !(current.last == " ")
      if startsWord(characters, at: index) || isSpaceAfterWord {
        if !current.isEmpty { words.append(current) }
        current = ""
      }
      current.append(characters[index])
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
