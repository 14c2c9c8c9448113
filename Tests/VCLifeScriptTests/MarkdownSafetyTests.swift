import Testing
import VCLifeCore

@testable import VCLifeScript

/// Names and texts that would break or hide a rendered handout render as themselves.
@Suite struct MarkdownSafetyTests {
  static let hostile = [
    "<script>alert(1)</script>", "<!--", "&amp;", "`", "*bold*", "_em_", "[link](x)", "a|b",
    "\u{1B}[2J", "1.", "-x", ">q",
  ]

  /// The `|` that separate cells: those not escaped with a backslash.
  static func cellBars(_ line: Substring) -> Int {
    var count = 0
    var escaped = false
    for character in line {
      if character == "|" && !escaped { count += 1 }
      escaped = character == "\\" && !escaped
    }
    return count
  }

  /// The text with every code span (a backtick run, up to the next run of the same length)
  /// taken out; a backslash-escaped backtick starts none.
  static func withoutCodeSpans(_ text: String) -> String {
    let characters = Array(text)
    var out = ""
    var index = 0
    while index < characters.count {
      if characters[index] == "\\", index + 1 < characters.count {
        out.append(characters[index])
        out.append(characters[index + 1])
        index += 2
        continue
      }
      guard characters[index] == "`" else {
        out.append(characters[index])
        index += 1
        continue
      }
      var length = 0
      while index + length < characters.count && characters[index + length] == "`" { length += 1 }
      var search = index + length
      var closed: Int?
      while search < characters.count {
        if characters[search] == "`" {
          var run = 0
          while search + run < characters.count && characters[search + run] == "`" { run += 1 }
          if run == length {
            closed = search + run
            break
          }
          search += run
        } else {
          search += 1
        }
      }
      if let closed {
        index = closed
      } else {
        out += String(characters[index..<(index + length)])
        index += length
      }
    }
    return out
  }

  @Test func textEscapesHTMLAndMarkdown() {
    #expect(MarkdownText.text("<script>") == "&lt;script&gt;")
    #expect(MarkdownText.text("<!-- x -->") == "&lt;!-- x --&gt;")
    #expect(MarkdownText.text("a & b") == "a &amp; b")
    #expect(MarkdownText.text("&amp;") == "&amp;amp;")
    #expect(
      MarkdownText.text("*a* _b_ [c] `d` e|f ~g~ #h \\i")
        == "\\*a\\* \\_b\\_ \\[c\\] \\`d\\` e\\|f \\~g\\~ \\#h \\\\i")
    #expect(MarkdownText.text("\u{1B}[2J") == "\\\\u{1B}\\[2J")
    #expect(MarkdownText.text("1. x") == "1\\. x")
    #expect(MarkdownText.text("- x") == "\\- x")
    #expect(MarkdownText.paragraph("one\ntwo") == "one two")
  }

  @Test func codeSpansFenceLongerThanAnyBacktickRun() {
    #expect(MarkdownText.code("push B") == "`push B`")
    #expect(MarkdownText.code("a`b") == "``a`b``")
    #expect(MarkdownText.code("a``b`") == "``` a``b` ```")
    #expect(MarkdownText.code("`") == "`` ` ``")
    #expect(MarkdownText.code(" a ") == "`  a  `")
    #expect(MarkdownText.code("  ") == "`  `")
    #expect(MarkdownText.code("<script>") == "`<script>`")
    #expect(MarkdownText.code("a|b", inTable: true) == "`a\\|b`")
    #expect(MarkdownText.code("\u{1B}") == "`\\u{1B}`")
  }

  @Test(arguments: hostile)
  func aHostileNameInTheHandout(name: String) {
    var session = Session()
    for action: Action in [.launch(.navigation("Home")), .push(name), .warning, .access(name)] {
      session.perform(action)
    }
    let handout = SessionExport.handout(of: session, scenarioName: name, language: .both)
    // Inside a code span HTML is shown as it is written; everywhere else it is escaped.
    let prose = Self.withoutCodeSpans(handout)
    #expect(!prose.contains("<script"))
    #expect(!prose.contains("<!--"))
    #expect(!handout.unicodeScalars.contains { $0.value == 0x1B })
    for line in handout.split(separator: "\n") where line.hasPrefix("|") {
      let bars = Self.cellBars(line)
      #expect(bars == 5 || bars == 6, "a row with \(bars) cells: \(line)")
    }
    // The pushed controller's rows keep the name whole, in one cell.
    #expect(handout.contains("| \(MarkdownText.cell(name)) | `viewDidLoad` |"))
    #expect(handout.contains("## 2. \(MarkdownText.code("push \(name)"))\n"))
  }

  @Test func hostileTextInTheScriptReport() {
    let run = ScriptRun(script: "root nav Home\npush <!--\npush a`b\n")
    let text = MarkdownReport.render(run)
    #expect(!Self.withoutCodeSpans(text).contains("<!--"))
    #expect(text.contains("## 2. `push <!--` (line 2)"))
    #expect(text.contains("## 3. ``push a`b`` (line 3)"))
    #expect(text.contains("| &lt;!-- | `loadView` |"))
  }

  @Test func hostileLessonText() throws {
    let lesson = try Lesson.parse(
      """
      title: {en: "<script>x</script>", zh: 标题}
      summary: {en: "<!-- hide", zh: 摘要}
      root: nav A
      steps:
        - do: push B
          say: {en: "*all* | [of](it) hid\u{200B}den", zh: 说}
          expect: [B loadView]
      """, name: "t")
    let run = LessonRun(lesson)
    let handout = SessionExport.handout(
      of: run.session, scenarioName: "t", language: .en,
      lesson: LessonProgress(run: run, lesson: lesson))
    #expect(handout.hasPrefix("# &lt;script&gt;x&lt;/script&gt;\n\n&lt;!-- hide\n"))
    // Reliability review F15: an invisible zero width space is shown, not passed on.
    #expect(handout.contains("\n\\*all\\* \\| \\[of\\](it) hid\\\\u{200B}den\n"))
  }

  /// Every printable ASCII character alone in a text: the ones Markdown or HTML read are
  /// escaped whichever path the text takes (plain ASCII is kept without a walk), the others
  /// are kept; so are control characters, made visible, mid-text.
  @Test func everyASCIICharacterIsEscapedOrKeptAsItIs() {
    let specials = Set("&<>\\`*_[]|~#")
    for value in UInt8(0x20)..<0x7F {
      let character = Character(Unicode.Scalar(value))
      let text = "a\(character)b"
      let rendered = MarkdownText.text(text)
      if specials.contains(character) {
        #expect(rendered != text, "\(character) kept")
      } else {
        #expect(rendered == text, "\(character) changed")
      }
    }
    // The control made visible (`\u{7F}`), its backslash then escaped for Markdown.
    #expect(MarkdownText.text("a\u{7F}b") == "a\\\\u{7F}b")
    #expect(ControllerName.escaped("plain text") == "plain text")
    #expect(ControllerName.escaped("tab\there") == "tab\\u{9}here")
  }

  /// Runs of blank lines fold to one blank line, by bytes as by characters: a "\r\n" is one
  /// character and no line feed.
  @Test func blankLinesFold() {
    #expect(Handout.collapsingBlankLines("a\n\n\n\nb") == "a\n\nb")
    #expect(Handout.collapsingBlankLines("a\n\nb\n") == "a\n\nb\n")
    #expect(Handout.collapsingBlankLines("a\r\n\n\n\nb") == "a\r\n\n\nb")
    #expect(Handout.collapsingBlankLines("表\n\n\n格") == "表\n\n格")
  }
}
