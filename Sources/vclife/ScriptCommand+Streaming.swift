import VCLifeCore
import VCLifeScript
import VCLifeTerminal
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ScriptCommand {
  /// Runs the script line by line, each line's events written as soon as it has run. The
  /// output goes through one buffer, handed on when it is full and before every read that
  /// may wait, so a pipe that stays open or a terminal sees each line's events at once.
  func stream(format: Format, own: OwnController?) throws -> Bool {
    let path = file ?? "-"
    var reader = try LineReader(path: path)
    defer { reader.close() }
    let explicit = try self.scenario.map(ScenarioLoading.load)
    let interactive = path == "-" && isatty(STDIN_FILENO) == 1
    // The text trace at a terminal is wrapped between words to its width (a pipe or a file
    // gets the lines whole); jsonl is for programs and is never wrapped.
    let terminal =
      format == .jsonl
      ? nil : TerminalLines(descriptor: STDOUT_FILENO, sink: StandardStreams.write(bytes:))
    let out = ByteWriter(
      sink: terminal.map { lines in lines.write } ?? StandardStreams.write(bytes:))
    let language = lang
    let hasErrors: Bool
    switch format {
    case .jsonl:
      hasErrors = try feed(&reader, explicit, own, out, interactive) {
        var writer = JSONLWriter(language: language, initialState: $0)
        writer.own = own
        return writer
      }.hasErrors
    default:
      // A file is read once first for its widest name, so the object column is as wide
      // from the first line as it would be with the whole run in hand (a stream widens the
      // column when a wider name comes). Only a name wider than the narrowest column needs
      // the script run to know whether it ever names an event.
      // A stream read once cannot be scanned first: its column starts wide enough for the
      // navigation controller that most roots create, which is warned too (SPEC §11.5).
      var width =
        reader.isRegularFile ? TextWriter.minimumObjectWidth : NameWidthScan.navigationWidth
      if reader.isRegularFile {
        var scan = NameWidthScan()
        for action in explicit?.launchActions ?? [] { scan.scan(action) }
        var number = 0
        while let line = try reader.next() {
          number += 1
          if let text = line.text { scan.scan(line: text, number: number) }
        }
        reader.rewind()
        if scan.widest > width {
          // The probe pass only measures, and stops as soon as an event's object is as wide
          // as the widest name (a root's navigation controller warned, most often): the
          // script then runs once and a little. Its errors are said by the real pass.
          let bound = scan.widest
          width = try feed(
            &reader, explicit, own, ByteWriter(), false, reportsErrors: false, until: \.isDone
          ) { _ in ObjectWidthProbe(bound: bound) }.report.widest
          reader.rewind()
        }
      }
      hasErrors = try feed(&reader, explicit, own, out, interactive) { _ in
        var writer = TextWriter(language: language, objectWidth: width)
        writer.own = own
        return writer
      }.hasErrors
    }
    out.flush()
    return hasErrors
  }

  /// Feeds every line to a stream, or the lines until the writer is `done` with the run.
  /// Without `--scenario`, the stream starts at the first action line: an exported script's
  /// `# scenario:` line comes before it.
  private func feed<Writer: EventWriter>(
    _ reader: inout LineReader, _ explicit: Scenario?, _ own: OwnController?, _ out: ByteWriter,
    _ interactive: Bool,
    reportsErrors: Bool = true, until done: (Writer) -> Bool = { _ in false },
    writer: @escaping (AppState) -> Writer
  ) throws -> ScriptStream<Writer> {
    let behavior = ios
    let errors = ScriptErrorReport(file: file ?? "-")
    let start = { (scenario: Scenario) in
      var stream = ScriptStream(
        scenario: Self.joined(scenario, own), behavior: behavior, output: out, writer: writer)
      if reportsErrors { stream.onError = errors.report }
      return stream
    }
    var stream = explicit.map(start)
    // The comment lines before the first action: a `# scenario:` line, a carried document.
    var header = ""
    let edited = interactive && LineEditor.isAvailable
    if edited {
      LineEditor.start()
      reader.editedLine = { LineEditor.line(prompt: ScriptPrompt.prompt) }
    }
    reader.beforeRead = {
      out.flush()
      if interactive && !edited { StandardStreams.error(ScriptPrompt.prompt) }
    }
    var number = 0
    while let line = try reader.next() {
      if let stream, done(stream.report) { break }
      number += 1
      if interactive, let text = line.text, let command = ScriptPrompt.command(text) {
        if command == .quit { break }
        StandardStreams.error(
          ScriptPrompt.helpText(columns: TerminalSize.columns(of: STDERR_FILENO)))
        continue
      }
      if stream == nil {
        if let text = line.text, case .success(.none) = ScriptParser.parse(line: text, number: 0) {
          header += text + "\n"
          continue  // a blank or comment line: nothing to run yet
        }
        stream = start(try markedScenario(header) ?? Scenario())
      }
      if let text = line.text {
        errors.column = ScriptErrorReport.column(of: text)
        stream?.run(line: text, number: number)
      } else {
        errors.column = 1
        stream?.reject(ScriptParser.lineTooLong(number: number, bytes: line.bytes))
      }
    }
    var finished =
      try stream ?? start(markedScenario(header) ?? Scenario())
    finished.end()
    return finished
  }
}
