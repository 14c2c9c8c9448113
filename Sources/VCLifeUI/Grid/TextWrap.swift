/// Breaking text into lines of a given display width, as a reader expects in English and in
/// Chinese: English breaks at spaces; Chinese may break between any two characters, but never
/// before full-width closing punctuation (，。：；）…); and a run of ASCII letters, digits and
/// the marks that belong to code (`viewWillAppear:`, `[self.view window]`, `4-3`, `2.3 MB`'s
/// `2.3`, a size such as `320×416`) is one word, so an API name or a number is never split
/// across two lines; nor are "iOS 5" and a length such as "44 pt".
public enum TextWrap {
  /// `text` as lines of at most `width` cells. A single word wider than the line is the only
  /// thing ever cut mid-word (it could not fit anywhere).
  public static func lines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var result: [String] = []
    var line = ""
    var used = 0
    for token in tokens(bindingVersions(DisplayWidth.sanitized(text))) {
      let cells = DisplayWidth.of(token)
      if token == " " {
        if used > 0 && used + 1 <= width {
          line += " "
          used += 1
        }
        continue
      }
      if used + cells > width && used > 0 {
        result.append(trimmedEnd(line))
        line = ""
        used = 0
      }
      if cells > width {
        // A word longer than the whole line: cut it into line-sized pieces.
        for piece in hardSplit(token, width: width) {
          if used > 0 {
            result.append(trimmedEnd(line))
            line = ""
            used = 0
          }
          line = piece
          used = DisplayWidth.of(piece)
        }
        continue
      }
      line += token
      used += cells
    }
    if !line.isEmpty { result.append(trimmedEnd(line)) }
    return result.map(unbindingVersions)
  }

  /// "iOS 5" is one name and "44 pt" one length: the space before a version number, and the
  /// space between a number and "pt", are bound (U+00A0) while wrapping.
  static func bindingVersions(_ text: String) -> String {
    bindingLengths(bindingSpace(after: "iOS ", in: text))
  }

  private static func bindingSpace(after prefix: String, in text: String) -> String {
    guard text.contains(prefix) else { return text }
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: prefix) {
      result += rest[..<range.lowerBound] + prefix.dropLast()
      rest = rest[range.upperBound...]
      result += rest.first?.isNumber == true ? "\u{A0}" : " "
    }
    return result + rest
  }

  /// A number followed by " pt" (and not by a longer word: "44 ptx" is left alone).
  private static func bindingLengths(_ text: String) -> String {
    guard text.contains(" pt") else { return text }
    let characters = Array(text)
    var result = ""
    for (index, character) in characters.enumerated() {
      let isBound =
        character == " " && index > 0 && characters[index - 1].isASCII
        && characters[index - 1].isNumber && index + 2 < characters.count
        && characters[index + 1] == "p" && characters[index + 2] == "t"
        && (index + 3 == characters.count || !characters[index + 3].isLetter)
      result.append(isBound ? "\u{A0}" : character)
    }
    return result
  }

  private static func unbindingVersions(_ line: String) -> String {
    line.contains("\u{A0}") ? String(line.map { $0 == "\u{A0}" ? " " : $0 }) : line
  }

  /// At most `rows` lines; when text remains, the last line ends with `ellipsis` after its
  /// last whole word.
  public static func lines(_ text: String, width: Int, rows: Int, ellipsis: Character) -> [String] {
    let all = lines(text, width: width)
    guard all.count > rows else { return all }
    guard rows > 0 else { return [] }
    var kept = Array(all.prefix(rows))
    kept[rows - 1] = fitted(kept[rows - 1] + " " + all[rows], width: width, ellipsis: ellipsis)
    return kept
  }

  /// `text` on one line of `width` cells: whole, or cut after its last whole word with an
  /// ellipsis (never in the middle of a word or an API name, unless the first word alone is
  /// too wide).
  public static func fitted(_ text: String, width: Int, ellipsis: Character) -> String {
    let clean = DisplayWidth.sanitized(text)
    guard width > 0 else { return "" }
    if DisplayWidth.of(clean) <= width { return clean }
    let room = width - DisplayWidth.cellWidth(of: ellipsis)
    var line = ""
    var used = 0
    for token in tokens(clean) {
      let cells = DisplayWidth.of(token)
      if used + cells > room { break }
      line += token
      used += cells
    }
    line = trimmedEnd(line)
    if line.isEmpty {
      return DisplayWidth.truncated(clean, toWidth: width, ellipsis: ellipsis)
    }
    // A cut after opening punctuation or a lone separator reads badly: drop it.
    while let last = line.last, "([（「-—·:：,，".contains(last) {
      line.removeLast()
      line = trimmedEnd(line)
    }
    return line + String(ellipsis)
  }

  // MARK: Tokens

  /// Words of code and numbers, single spaces, single wide characters (with any closing
  /// punctuation that must stay on their line), and other characters one by one.
  static func tokens(_ text: String) -> [String] {
    var result: [String] = []
    var word = ""
    func flush() {
      if !word.isEmpty { result.append(word) }
      word = ""
    }
    for character in text {
      if character == " " {
        flush()
        result.append(" ")
      } else if isWordCharacter(character) {
        word.append(character)
      } else if isClosing(character), !word.isEmpty || !result.isEmpty {
        // Closing marks stay with what they close: "视图。" never starts a line with "。".
        if !word.isEmpty {
          word.append(character)
        } else {
          result[result.count - 1].append(character)
        }
      } else if isOpening(character) {
        flush()
        word.append(character)
      } else {
        flush()
        result.append(String(character))
      }
    }
    flush()
    return result
  }

  /// Letters and digits of ASCII, and the marks code and numbers are written with.
  private static func isWordCharacter(_ character: Character) -> Bool {
    if character == "\u{A0}" || character == "×" { return true }
    guard character.isASCII, let value = character.asciiValue else { return false }
    switch value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
    default: return "_:.-+%/@'[]()<>=*#&!?,;\"`".contains(character)
    }
  }

  private static func isClosing(_ character: Character) -> Bool {
    "，。：；）」』、！？…》".contains(character)
  }

  private static func isOpening(_ character: Character) -> Bool {
    "（「『《".contains(character)
  }

  /// A word wider than a line in line-sized pieces: after a `/` where it can (a file's path
  /// breaks between its folders), else anywhere.
  private static func hardSplit(_ word: String, width: Int) -> [String] {
    if word.contains("/") {
      var pieces: [String] = []
      var piece = ""
      for part in word.split(separator: "/", omittingEmptySubsequences: false).enumerated()
        .map({ $0.offset == 0 ? String($0.element) : "/" + $0.element })
      {
        if DisplayWidth.of(piece + part) > width && !piece.isEmpty {
          pieces.append(piece)
          piece = ""
        }
        piece += part
      }
      if !piece.isEmpty { pieces.append(piece) }
      if pieces.allSatisfy({ DisplayWidth.of($0) <= width }) { return pieces }
    }
    var pieces: [String] = []
    var piece = ""
    var used = 0
    for character in word {
      let cells = DisplayWidth.cellWidth(of: character)
      if used + cells > width && !piece.isEmpty {
        pieces.append(piece)
        piece = ""
        used = 0
      }
      piece.append(character)
      used += cells
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }

  private static func trimmedEnd(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
