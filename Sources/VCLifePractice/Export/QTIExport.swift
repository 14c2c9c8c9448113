import VCLifeCore
import VCLifeScript

/// A QTI 1.2 package, as Canvas imports one: a zip with `imsmanifest.xml` and one assessment,
/// each item a `multiple_choice_question` with its why as general feedback and each choice's
/// own why as that answer's feedback; an `order` item, which Canvas's classic quizzes cannot
/// order, as a `matching_question` (each callback to its position). Every ident is made from
/// the items' ids, which Canvas keeps as its migration ids: two exports imported into one
/// course never share one. Both languages are side by side (Canvas has no language filter).
/// The same items give the same bytes (see `StoredZip`).
public enum QTIExport {
  /// The assessment's path in the package.
  static let assessmentPath = "vclife-practice/vclife-practice.xml"

  /// The items in `language`, as a zip's bytes.
  public static func package(_ items: [PracticeItem], seed: UInt64, language: ReportLanguage)
    -> [UInt8]
  {
    let ident = identifier(items, seed: seed)
    return StoredZip.archive([
      ("imsmanifest.xml", Array(manifest(ident).utf8)),
      (assessmentPath, Array(assessment(items, seed: seed, ident: ident, language: language).utf8)),
    ])
  }

  /// The package's and the assessment's ident: the seed and a hash of every item's id (FNV-1a,
  /// 64 bits), so two exports of one seed with other filters are two quizzes in Canvas.
  static func identifier(_ items: [PracticeItem], seed: UInt64) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in items.map(\.id.description).joined(separator: " ").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return "vclife-practice-\(seed)-" + String(repeating: "0", count: 16 - hex.count) + hex
  }

  static func manifest(_ ident: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <manifest identifier="\(ident)-package" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1">
      <metadata>
        <schema>IMS Content</schema>
        <schemaversion>1.1.3</schemaversion>
      </metadata>
      <organizations/>
      <resources>
        <resource identifier="\(ident)-assessment" type="imsqti_xmlv1p2" href="\(assessmentPath)">
          <file href="\(assessmentPath)"/>
        </resource>
      </resources>
    </manifest>

    """
  }

  static func assessment(
    _ items: [PracticeItem], seed: UInt64, ident: String, language: ReportLanguage
  ) -> String {
    let languages = ExportLanguages(language, marked: false)
    let title = languages.plain(
      Bilingual("vclife practice (seed \(seed))", "vclife 练习（种子 \(seed)）"))
    var out = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<questestinterop xmlns=\"http://www.imsglobal.org/xsd/ims_qtiasiv1p2\">",
      "  <assessment ident=\"\(ident)\" title=\"\(XML.escaped(title))\">",
      "    <section ident=\"\(ident)-section\">",
    ]
    for (index, item) in items.enumerated() {
      let shown = ItemPresentation(item: item, number: index + 1, languages: languages)
      out += self.item(shown).map { "      " + $0 }
    }
    out += ["    </section>", "  </assessment>", "</questestinterop>"]
    return out.joined(separator: "\n") + "\n"
  }

  private static func material(_ html: String) -> String {
    "<material><mattext texttype=\"text/html\">\(XML.escaped(html))</mattext></material>"
  }

  private static func item(_ shown: ItemPresentation) -> [String] {
    let item = shown.item
    // The item's stable id: Canvas keeps an item's ident as its migration id.
    let ident = item.id.description
    let type = item.kind == .order ? "matching_question" : "multiple_choice_question"
    var out = [
      "<item ident=\"\(ident)\" title=\"\(XML.escaped(shown.title))\">",
      "  <itemmetadata><qtimetadata>",
      "    <qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>\(type)</fieldentry></qtimetadatafield>",
      "    <qtimetadatafield><fieldlabel>points_possible</fieldlabel><fieldentry>1.0</fieldentry></qtimetadatafield>",
      "  </qtimetadata></itemmetadata>",
      "  <presentation>",
      "    " + material(shown.html),
    ]
    var conditions: [String] = []
    var feedbacks: [(ident: String, html: String)] = []
    if item.kind == .order {
      let shares = shares(of: item.choices.count)
      for (offset, choice) in item.choices.enumerated() {
        let response = "\(ident)_r\(offset + 1)"
        out.append("    <response_lid ident=\"\(response)\">")
        out.append("      " + material(HTML.escaped(choice.token)))
        out.append("      <render_choice>")
        for position in 1...item.choices.count {
          let label = shown.plain(ItemPresentation.position(position))
          out.append(
            "        <response_label ident=\"\(ident)_p\(position)\">\(material(HTML.escaped(label)))</response_label>"
          )
        }
        out.append("      </render_choice>")
        out.append("    </response_lid>")
        let position = (item.answer.firstIndex(of: offset + 1) ?? 0) + 1
        conditions.append(
          "    <respcondition><conditionvar><varequal respident=\"\(response)\">\(ident)_p\(position)</varequal></conditionvar><setvar varname=\"SCORE\" action=\"Add\">\(shares[offset])</setvar></respcondition>"
        )
      }
    } else {
      out.append("    <response_lid ident=\"response1\" rcardinality=\"Single\">")
      out.append("      <render_choice>")
      for (offset, choice) in item.choices.enumerated() {
        out.append(
          "        <response_label ident=\"\(ident)_a\(offset + 1)\">\(material(shown.choiceHTML(choice)))</response_label>"
        )
      }
      out.append("      </render_choice>")
      out.append("    </response_lid>")
      // Each answer's own feedback, shown when it is chosen, before the score is set.
      for (offset, choice) in item.choices.enumerated() {
        guard let why = shown.choiceWhyHTML(choice) else { continue }
        let answer = "\(ident)_a\(offset + 1)"
        feedbacks.append(("\(answer)_fb", why))
        conditions.append(
          "    <respcondition continue=\"Yes\"><conditionvar><varequal respident=\"response1\">\(answer)</varequal></conditionvar><displayfeedback feedbacktype=\"Response\" linkrefid=\"\(answer)_fb\"/></respcondition>"
        )
      }
      conditions.append(
        "    <respcondition continue=\"No\"><conditionvar><varequal respident=\"response1\">\(ident)_a\(item.answer[0])</varequal></conditionvar><setvar varname=\"SCORE\" action=\"Set\">100</setvar></respcondition>"
      )
    }
    out.append("  </presentation>")
    out.append("  <resprocessing>")
    out.append(
      "    <outcomes><decvar maxvalue=\"100\" minvalue=\"0\" varname=\"SCORE\" vartype=\"Decimal\"/></outcomes>"
    )
    out.append(
      "    <respcondition continue=\"Yes\"><conditionvar><other/></conditionvar><displayfeedback feedbacktype=\"Response\" linkrefid=\"\(ident)_fb\"/></respcondition>"
    )
    out += conditions
    out.append("  </resprocessing>")
    for feedback in [(ident: "\(ident)_fb", html: shown.whyHTML)] + feedbacks {
      out.append(
        "  <itemfeedback ident=\"\(feedback.ident)\"><flow_mat>\(material(feedback.html))</flow_mat></itemfeedback>"
      )
    }
    out.append("</item>")
    return out
  }

  /// 100 shared among `count` parts that add up to exactly 100: in quarters, which a binary
  /// number holds exactly (Canvas adds the parts up; 16.66 six times made 99.96), the
  /// quarters left over one more to each of the first parts.
  static func shares(of count: Int) -> [String] {
    let quarters = 400 / count
    let left = 400 % count
    return (0..<count).map { part in
      let share = quarters + (part < left ? 1 : 0)
      let rest = ["", ".25", ".5", ".75"][share % 4]
      return "\(share / 4)\(rest)"
    }
  }
}
