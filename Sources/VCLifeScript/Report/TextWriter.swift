import VCLifeCore

/// The `text` format written event by event: one line per event for people, each callback
/// with why it fired, then the state and each live controller.
public struct TextWriter: EventWriter {
  private var narration: NarrationCache
  /// The report's language: its own words (line numbers, the state) follow the narration's.
  private let language: ReportLanguage
  private var seq = 0
  /// The width of the object column. A whole run (or a file read twice) knows its widest
  /// name before the first line; a stream widens the column when a wider name appears.
  public private(set) var objectWidth: Int
  /// The student's own class (`--own`): its overrides' callbacks are marked before the reason.
  public var own: OwnController?

  /// The narrowest object column: wide enough for `System`.
  public static let minimumObjectWidth = 6

  /// A writer whose object column is `objectWidth` wide, or more when a name needs it.
  public init(language: ReportLanguage, objectWidth: Int = minimumObjectWidth) {
    self.narration = NarrationCache(language: language, json: false)
    self.language = language
    self.objectWidth = max(Self.minimumObjectWidth, objectWidth)
  }

  /// The columns an event's object takes in the text format.
  public static func objectColumns(_ event: Event) -> Int {
    ByteWriter.isPlain(event.object)
      ? event.object.utf8.count : FallbackWidth.width(of: ControllerName.escaped(event.object))
  }

  public mutating func event(_ event: Event, line: Int, to out: ByteWriter) {
    seq += 1
    objectWidth = max(objectWidth, Self.objectColumns(event))
    out.write(seq, rightAlignedTo: 5)
    out.write("  ")
    switch event.kind {
    case .action:
      out.write("> " + ControllerName.escaped(event.name.text), padTo: objectWidth + 47)
      out.writeByteCount(event.memory, rightAlignedTo: 8)
      if line > 0 {
        out.write("  " + lineMark(line))
      } else {
        out.write("  (scenario) ")
      }
    case .error:
      out.write("! " + lineLabel(line))
      out.write(ControllerName.escaped(event.name.text))
      out.write(": ")
    case .callback, .effect:
      writeObject(event.object, to: out)
      out.write(byte: UInt8(ascii: " "))
      let name = event.name.text
      if event.kind == .effect {
        out.write(byte: UInt8(ascii: "("))
        out.write(name)
        out.write(byte: UInt8(ascii: ")"))
        out.writeSpaces(36 - 2 - ByteWriter.columns(of: name))
      } else {
        out.write(name, padTo: 36)
      }
      if event.delta.total == 0 {
        out.writeSpaces(10)
      } else {
        out.writeByteCount(event.delta.total, rightAlignedTo: 10, signed: true)
      }
      out.writeByteCount(event.memory, rightAlignedTo: 8)
      out.write("  ")
      if let mark = own?.mark(for: event) {
        out.write("[" + ControllerName.escaped(mark.text(unicode: true)) + "] ")
      }
    }
    narration.write(event, to: out)
    out.write(byte: UInt8(ascii: "\n"))
  }

  public mutating func lineError(_ error: ScriptError, to out: ByteWriter) {
    seq += 1
    out.write(seq, rightAlignedTo: 5)
    out.write("  ! " + lineLabel(error.line))
    out.write(error.message)
    out.write(byte: UInt8(ascii: "\n"))
  }

  public mutating func end(_ state: AppState, to out: ByteWriter) {
    out.write(language == .zh ? "状态：" : language.label("state", "状态") + ": ")
    out.write(state.summaryLine(language))
    out.write(byte: UInt8(ascii: "\n"))
    if let asIf = own?.asIfSentence(on: state.behavior) {
      for line in language.texts((asIf.en, asIf.zh)) { out.write(line + "\n") }
    }
    for controller in ControllerSummary.all(state) {
      out.write("  ")
      out.write(ControllerName.escaped(controller.name), padTo: objectWidth)
      out.write(" ")
      out.write(controller.words(language))
      // Chinese takes full-width marks around its own words (`both` keeps English's).
      let chinese = language == .zh
      out.write(chinese ? "（" : " (")
      out.write(controller.parent ?? language.label("no parent", "无父控制器"))
      out.write(chinese ? "，" : ", ")
      out.write(ByteCount.text(controller.memory))
      out.write(chinese ? "）\n" : ")\n")
    }
  }

  /// "line 3: ", "第 3 行：", or both: what a bad line's message follows.
  private func lineLabel(_ line: Int) -> String {
    switch language {
    case .en: "line \(line): "
    case .zh: "第 \(line) 行："
    case .both: "line \(line) / 第 \(line) 行: "
    }
  }

  /// "(line 3) ", "（第 3 行）", or both: where an action's line is named before its reason
  /// (no space after a full-width mark).
  private func lineMark(_ line: Int) -> String {
    switch language {
    case .en: "(line \(line)) "
    case .zh: "（第 \(line) 行）"
    case .both: "(line \(line) / 第 \(line) 行) "
    }
  }

  private func writeObject(_ object: String, to out: ByteWriter) {
    if ByteWriter.isPlain(object) {
      out.write(object)
      out.writeSpaces(objectWidth - object.utf8.count)
    } else {
      out.write(ControllerName.escaped(object), padTo: objectWidth)
    }
  }
}
