import VCLifeCore

/// The language(s) a report narrates in: one, or both with English first.
public enum ReportLanguage: String, Sendable, CaseIterable {
  case en
  case zh
  case both

  /// The narration languages, in the order they are written.
  public var languages: [Language] {
    switch self {
    case .en: [.english]
    case .zh: [.chinese]
    case .both: [.english, .chinese]
    }
  }

  /// The reason of an event in this language (both: joined by " / ").
  public func reason(_ event: Event) -> String {
    languages.map { Narrator.line(for: event, in: $0) }.joined(separator: " / ")
  }
}

extension ReportLanguage {
  /// A fixed phrase of a report in this language: both joins them with " / ", for headings,
  /// labels and table headers.
  func label(_ en: String, _ zh: String) -> String {
    switch self {
    case .en: en
    case .zh: zh
    case .both: "\(en) / \(zh)"
    }
  }

  /// A text written in both languages, in this language: both puts each on its own line.
  func texts(_ text: (en: String, zh: String)) -> [String] {
    switch self {
    case .en: [text.en]
    case .zh: [text.zh]
    case .both: [text.en, text.zh]
    }
  }
}
