/// One sentence in English and Chinese. Narration is built only from these, so no reason can
/// be narrated in one language and left empty in the other.
public struct Bilingual: Sendable, Equatable {
  /// The English text.
  public let en: String
  /// The Chinese text.
  public let zh: String

  /// A sentence in both languages.
  public init(_ en: String, _ zh: String) {
    self.en = en
    self.zh = zh
  }

  /// The text in one language.
  public func text(_ language: Language) -> String {
    switch language {
    case .english: en
    case .chinese: zh
    }
  }
}
