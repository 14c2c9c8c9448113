/// One text in English and Chinese: a sentence of narration, a lesson's text, a word of the
/// live screen. Narration is built only from these, so no reason can be narrated in one
/// language and left empty in the other.
public struct Bilingual: Sendable, Equatable {
  /// The English text.
  public var en: String
  /// The Chinese text.
  public var zh: String

  /// A text in both languages.
  public init(_ en: String, _ zh: String) {
    self.en = en
    self.zh = zh
  }

  /// A text in both languages, labelled (as lessons and the screen's words write it).
  public init(en: String, zh: String) {
    self.init(en, zh)
  }

  /// The text in one language.
  public func text(_ language: Language) -> String {
    switch language {
    case .english: en
    case .chinese: zh
    }
  }
}
