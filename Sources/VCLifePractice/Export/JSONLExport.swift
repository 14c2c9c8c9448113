import VCLifeScript

/// The machine form of items: one JSON object a line, with exactly the fields `id`, `kind`,
/// `topic`, `level`, `ios`, `script`, `asked` (not for `action`: it is the answer), `log`,
/// `question`, `why`, `choices` (each `en`, `zh`, `token` and, where the item says why this
/// choice is right or wrong, `why`), `answer` (a number; for `order`, the list of indices in
/// the right order) and `basis` (the documented rules the answer rests on, SPEC §14.4).
/// Always in both languages: it is the machine form.
public enum JSONLExport {
  /// Every item, one a line.
  public static func text(_ items: [PracticeItem]) -> String {
    let out = ByteWriter()
    for item in items { write(item, to: out) }
    return out.text
  }

  static func write(_ item: PracticeItem, to out: ByteWriter) {
    out.write("{\"id\":")
    out.writeJSON(item.id.description)
    out.write(",\"kind\":")
    out.writeJSON(item.kind.rawValue)
    out.write(",\"topic\":")
    out.writeJSON(item.topic.rawValue)
    out.write(",\"level\":")
    out.write(item.level)
    out.write(",\"ios\":")
    out.write(item.ios.version)
    out.write(",\"script\":")
    out.writeJSON(item.script)
    if item.showsAsked {
      out.write(",\"asked\":")
      out.writeJSON(item.asked.scriptText)
    }
    out.write(",\"log\":[")
    for (index, line) in item.log.enumerated() {
      if index > 0 { out.write(",") }
      out.writeJSON(line)
    }
    out.write("],\"question\":")
    writeBilingual(item.question.en, item.question.zh, to: out)
    out.write(",\"why\":")
    writeBilingual(item.why.en, item.why.zh, to: out)
    out.write(",\"choices\":[")
    for (index, choice) in item.choices.enumerated() {
      if index > 0 { out.write(",") }
      out.write("{\"en\":")
      out.writeJSON(choice.text.en)
      out.write(",\"zh\":")
      out.writeJSON(choice.text.zh)
      out.write(",\"token\":")
      out.writeJSON(choice.token)
      if let why = choice.why {
        out.write(",\"why\":")
        writeBilingual(why.en, why.zh, to: out)
      }
      out.write("}")
    }
    out.write("],\"answer\":")
    if item.kind == .order {
      out.write("[")
      for (index, position) in item.answer.enumerated() {
        if index > 0 { out.write(",") }
        out.write(position)
      }
      out.write("]")
    } else {
      out.write(item.answer.first ?? 0)
    }
    out.write(",\"basis\":")
    out.writeJSON(item.basis)
    out.write("}\n")
  }

  private static func writeBilingual(_ en: String, _ zh: String, to out: ByteWriter) {
    out.write("{\"en\":")
    out.writeJSON(en)
    out.write(",\"zh\":")
    out.writeJSON(zh)
    out.write("}")
  }
}
