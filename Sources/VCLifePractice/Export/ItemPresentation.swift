import VCLifeCore
import VCLifeScript

/// How an export writes the item's two languages.
enum ExportLanguages: Equatable {
  /// One language alone.
  case one(Language)
  /// Both, each text as a block of Moodle's multi-language content filter: the filter shows
  /// each student the span of their own language.
  case multilang
  /// Both, English then Chinese (Canvas has no such filter).
  case sideBySide

  /// The languages of `--lang`, for an export that can mark them for Moodle's filter
  /// (`marked`) or not.
  init(_ language: ReportLanguage, marked: Bool) {
    switch language {
    case .en: self = .one(.english)
    case .zh: self = .one(.chinese)
    case .both: self = marked ? .multilang : .sideBySide
    }
  }

  /// A text as plain text (a title, a matching question's place): both languages side by
  /// side, as where no filter reaches it.
  func plain(_ text: Bilingual) -> String {
    switch self {
    case .one(let language): text.text(language)
    case .multilang, .sideBySide: ItemPresentation.both(text)
    }
  }
}

/// What a student sees of an item, the same in every export: the set-up (without what would
/// give the answer away: the `ios` line of a `version` item, the definitions of a `bug`
/// item), the log shown with it, the question and the choices, in the export's languages.
struct ItemPresentation {
  let item: PracticeItem
  /// The item's number in its export, from 1.
  let number: Int
  let languages: ExportLanguages

  /// "vclife 3 · next (navigation, level 2)": a title that gives nothing away.
  var title: String {
    "vclife \(number) · "
      + plain(
        Bilingual(
          "\(item.kind.rawValue) (\(item.topic.rawValue), level \(item.level))",
          "\(item.kind.name.zh)（\(item.topic.name.zh)，第 \(item.level) 级）"))
  }

  /// The set-up's heading.
  static let setupHeading = Bilingual(
    "Set-up (a vclife script; run it with `vclife script`)", "准备步骤（vclife 脚本，可用 `vclife script` 运行）"
  )

  /// The log's heading, when the item shows one.
  var logHeading: Bilingual? {
    guard !item.log.isEmpty else { return nil }
    return item.kind == .next
      ? Bilingual("The callbacks so far", "目前已调用的回调")
      : Bilingual("The log", "日志")
  }

  /// What an `order` item's positions are called.
  static func position(_ index: Int) -> Bilingual {
    Bilingual("position \(index)", "第 \(index) 位")
  }

  /// A text shown once when both languages say the same (a callback, an action line).
  static func both(_ text: Bilingual, separator: String = " / ") -> String {
    text.en == text.zh ? text.en : text.en + separator + text.zh
  }

  /// A text as plain text, in the export's languages.
  func plain(_ text: Bilingual) -> String { languages.plain(text) }

  /// A text as inline HTML, in the export's languages.
  func inline(_ text: Bilingual) -> String {
    switch languages {
    case .one(let language): return HTML.prose(text.text(language))
    case _ where text.en == text.zh: return HTML.prose(text.en)
    case .multilang: return HTML.multilang(text)
    case .sideBySide: return HTML.prose(text.en) + " / " + HTML.prose(text.zh)
    }
  }

  /// A text as paragraphs, in the export's languages: side by side, one paragraph each.
  func paragraphs(_ text: Bilingual) -> String {
    switch languages {
    case .sideBySide where text.en != text.zh:
      "<p>\(HTML.prose(text.en))</p><p>\(HTML.prose(text.zh))</p>"
    default: "<p>\(inline(text))</p>"
    }
  }

  /// A heading over a code block.
  private func heading(_ text: Bilingual) -> String {
    "<p>\(inline(Bilingual(text.en + ":", text.zh + "：")))</p>"
  }

  /// The question as HTML: the set-up and the log as code blocks, then the question, with no
  /// line break in it (GIFT ends a question at a blank line).
  var html: String {
    var parts = [heading(Self.setupHeading), HTML.codeBlock(item.shownSetup)]
    if let log = logHeading {
      parts += [heading(log), HTML.codeBlock(item.log)]
    }
    parts.append(paragraphs(item.question))
    return parts.joined()
  }

  /// The feedback as HTML: why.
  var whyHTML: String { paragraphs(item.why) }

  /// A choice as HTML.
  func choiceHTML(_ choice: Choice) -> String { inline(choice.text) }

  /// Why a choice is right or wrong, as HTML; nil when the item says nothing of it alone.
  func choiceWhyHTML(_ choice: Choice) -> String? { choice.why.map(paragraphs) }
}

/// The HTML inside the exports.
enum HTML {
  /// Escaped for HTML text and attributes.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  /// A sentence of an item, escaped, its `code` (Markdown's backticks, as the items write
  /// it) as `<code>`: Moodle and Canvas would show backticks as they are. A backtick with no
  /// partner stays.
  static func prose(_ text: String) -> String {
    let pieces = escaped(text).split(separator: "`", omittingEmptySubsequences: false)
    var result = String(pieces[0])
    var index = 1
    while index < pieces.count {
      if index + 1 < pieces.count {
        result += "<code>\(pieces[index])</code>\(pieces[index + 1])"
      } else {
        result += "`\(pieces[index])"
      }
      index += 2
    }
    return result
  }

  /// Moodle's language code for each language: `zh_cn` is its Simplified Chinese pack
  /// (the filter matches the student's language exactly, then its parent languages, so a
  /// bare `zh` would show a zh_cn student the English).
  static func moodleCode(_ language: Language) -> String {
    language == .english ? "en" : "zh_cn"
  }

  /// A text as one block of Moodle's multi-language content filter: a span a language,
  /// with nothing between them (the filter takes spans separated only by white space as one
  /// block, and shows the student's language; where the filter is off, both show).
  static func multilang(_ text: Bilingual) -> String {
    [Language.english, .chinese].map { language in
      "<span lang=\"\(moodleCode(language))\" class=\"multilang\">\(prose(text.text(language)))</span>"
    }.joined()
  }

  /// Lines as a code block, joined by `<br>` rather than line breaks.
  static func codeBlock(_ lines: [String]) -> String {
    "<pre>" + lines.map(escaped).joined(separator: "<br>") + "</pre>"
  }
}

/// Escaping for XML text and attributes (the HTML above goes inside XML escaped again).
enum XML {
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      // XML 1.0 allows no control character but tab, line feed and carriage return.
      case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r":
        result += " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
