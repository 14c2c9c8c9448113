import VCLifeCore

/// A text written in English and Chinese; lessons need both. The same value narration uses.
public typealias Localized = Bilingual

extension Bilingual {
  /// Reads `{en: …, zh: …}`: both required, neither empty.
  /// The longest text a lesson may show (in characters): pages of teaching, while a
  /// megabyte of text was wrapped again on every key.
  public static let maximumLength = 10_000

  static func read(_ value: YAMLValue, _ what: String) throws -> Localized {
    var found: [String: String] = [:]
    for (key, text) in try value.mapping(what, allowed: ["en", "zh"]) {
      let string = try text.string("\(what).\(key)")
      if string.allSatisfy(\.isWhitespace) { throw text.error("\(what).\(key) is empty") }
      if string.unicodeScalars.count > maximumLength {
        throw text.error(
          "\(what).\(key) is longer than \(maximumLength) characters, the most a lesson text may be"
        )
      }
      found[key] = string
    }
    for key in ["en", "zh"] where found[key] == nil {
      throw value.error("\(what) needs \(key): write \(what): {en: …, zh: …}")
    }
    return Localized(en: found["en"] ?? "", zh: joiningChineseLines(found["zh"] ?? ""))
  }

  /// A folded YAML block joins its lines with a space; between two Chinese characters or
  /// full-width marks that space is not part of the text, so it is dropped.
  static func joiningChineseLines(_ text: String) -> String {
    func isWide(_ character: Character?) -> Bool {
      guard let value = character?.unicodeScalars.first?.value else { return false }
      return (0x3000...0x30FF).contains(value) || (0x4E00...0x9FFF).contains(value)
        || (0xFF00...0xFFEF).contains(value)
    }
    // Full-width punctuation (、，。：；（）…) carries its own space: none goes next to it.
    func isFullWidthMark(_ character: Character?) -> Bool {
      guard let value = character?.unicodeScalars.first?.value else { return false }
      return (0x3000...0x303F).contains(value) || (0xFF00...0xFF0F).contains(value)
        || (0xFF1A...0xFF20).contains(value) || (0xFF3B...0xFF40).contains(value)
        || (0xFF5B...0xFF65).contains(value)
    }
    let characters = Array(text)
    var result = ""
    for (index, character) in characters.enumerated() {
      let before = index > 0 ? characters[index - 1] : nil
      let after = index + 1 < characters.count ? characters[index + 1] : nil
      if character == " ", before != nil, after != nil,
        (isWide(before) && isWide(after)) || isFullWidthMark(before) || isFullWidthMark(after)
      {
        continue
      }
      result.append(character)
    }
    return result
  }
}
