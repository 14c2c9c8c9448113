import VCLifeCore

/// What a student sees of an item, the same in every export: the set-up (without what would
/// give the answer away: the `ios` line of a `version` item, the definitions of a `bug`
/// item), the log shown with it, the question and the choices, in both languages.
struct ItemPresentation {
  let item: PracticeItem
  /// The item's number in its export, from 1.
  let number: Int

  /// "vclife 3 · next (navigation, level 2)": a title that gives nothing away.
  var title: String {
    "vclife \(number) · \(item.kind.rawValue) (\(item.topic.rawValue), level \(item.level))"
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

  /// The question as HTML: the set-up and the log as code blocks, then the question in both
  /// languages, with no line break in it (GIFT ends a question at a blank line).
  var html: String {
    let heading = Self.setupHeading
    var parts = [
      "<p>\(HTML.escaped(heading.en)) / \(HTML.escaped(heading.zh)):</p>",
      HTML.codeBlock(item.shownSetup),
    ]
    if let log = logHeading {
      parts.append("<p>\(HTML.escaped(log.en)) / \(HTML.escaped(log.zh)):</p>")
      parts.append(HTML.codeBlock(item.log))
    }
    parts += [
      "<p>\(HTML.escaped(item.question.en))</p>", "<p>\(HTML.escaped(item.question.zh))</p>",
    ]
    return parts.joined()
  }

  /// The feedback as HTML: why, in both languages.
  var whyHTML: String {
    "<p>\(HTML.escaped(item.why.en))</p><p>\(HTML.escaped(item.why.zh))</p>"
  }

  /// A choice as HTML.
  func choiceHTML(_ choice: Choice) -> String { HTML.escaped(Self.both(choice.text)) }
}

/// Escaping for the HTML inside the exports.
enum HTML {
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
