import VCLifeCore

/// A QTI 1.2 package, as Canvas imports one: a zip with `imsmanifest.xml` and one assessment,
/// each item a `multiple_choice_question` with its why as general feedback; an `order` item,
/// which Canvas's classic quizzes cannot order, as a `matching_question` (each callback to
/// its position). The same items give the same bytes (see `StoredZip`).
public enum QTIExport {
  /// The assessment's path in the package.
  static let assessmentPath = "vclife-practice/vclife-practice.xml"

  public static func package(_ items: [PracticeItem], seed: UInt64) -> [UInt8] {
    StoredZip.archive([
      ("imsmanifest.xml", Array(manifest(seed: seed).utf8)),
      (assessmentPath, Array(assessment(items, seed: seed).utf8)),
    ])
  }

  static func manifest(seed: UInt64) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <manifest identifier="vclife-practice-\(seed)" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1">
      <metadata>
        <schema>IMS Content</schema>
        <schemaversion>1.1.3</schemaversion>
      </metadata>
      <organizations/>
      <resources>
        <resource identifier="vclife-practice" type="imsqti_xmlv1p2" href="\(assessmentPath)">
          <file href="\(assessmentPath)"/>
        </resource>
      </resources>
    </manifest>

    """
  }

  static func assessment(_ items: [PracticeItem], seed: UInt64) -> String {
    var out = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<questestinterop xmlns=\"http://www.imsglobal.org/xsd/ims_qtiasiv1p2\">",
      "  <assessment ident=\"vclife-practice-\(seed)\" title=\"vclife practice (seed \(seed))\">",
      "    <section ident=\"root_section\">",
    ]
    for (index, item) in items.enumerated() {
      out += self.item(ItemPresentation(item: item, number: index + 1)).map { "      " + $0 }
    }
    out += ["    </section>", "  </assessment>", "</questestinterop>"]
    return out.joined(separator: "\n") + "\n"
  }

  private static func material(_ html: String) -> String {
    "<material><mattext texttype=\"text/html\">\(XML.escaped(html))</mattext></material>"
  }

  private static func item(_ shown: ItemPresentation) -> [String] {
    let item = shown.item
    let ident = "item\(shown.number)"
    let type = item.kind == .order ? "matching_question" : "multiple_choice_question"
    var out = [
      "<item ident=\"\(ident)\" title=\"\(XML.escaped(shown.title))\">",
      "  <itemmetadata><qtimetadata>",
      "    <qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>\(type)</fieldentry></qtimetadatafield>",
      "    <qtimetadatafield><fieldlabel>points_possible</fieldlabel><fieldentry>1.0</fieldentry></qtimetadatafield>",
      "    <qtimetadatafield><fieldlabel>original_answer_ids</fieldlabel><fieldentry>\(XML.escaped(item.id.description))</fieldentry></qtimetadatafield>",
      "  </qtimetadata></itemmetadata>",
      "  <presentation>",
      "    " + material(shown.html),
    ]
    var conditions: [String] = []
    if item.kind == .order {
      let count = item.choices.count
      let share = String(format100(count))
      for (offset, choice) in item.choices.enumerated() {
        let response = "\(ident)_r\(offset + 1)"
        out.append("    <response_lid ident=\"\(response)\">")
        out.append("      " + material(HTML.escaped(choice.token)))
        out.append("      <render_choice>")
        for position in 1...count {
          let label = ItemPresentation.both(ItemPresentation.position(position))
          out.append(
            "        <response_label ident=\"\(ident)_p\(position)\">\(material(HTML.escaped(label)))</response_label>"
          )
        }
        out.append("      </render_choice>")
        out.append("    </response_lid>")
        let position = (item.answer.firstIndex(of: offset + 1) ?? 0) + 1
        conditions.append(
          "    <respcondition><conditionvar><varequal respident=\"\(response)\">\(ident)_p\(position)</varequal></conditionvar><setvar varname=\"SCORE\" action=\"Add\">\(share)</setvar></respcondition>"
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
      "    <respcondition continue=\"Yes\"><conditionvar><other/></conditionvar><displayfeedback feedbacktype=\"Response\" linkrefid=\"general_fb\"/></respcondition>"
    )
    out += conditions
    out.append("  </resprocessing>")
    out.append(
      "  <itemfeedback ident=\"general_fb\"><flow_mat>\(material(shown.whyHTML))</flow_mat></itemfeedback>"
    )
    out.append("</item>")
    return out
  }

  /// 100 shared among `count` parts, to two decimals (Canvas adds them up).
  private static func format100(_ count: Int) -> String {
    let hundredths = 10_000 / count
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
