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
