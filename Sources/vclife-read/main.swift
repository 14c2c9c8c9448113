import ArgumentParser
import Foundation
import VCLifeCore
import VCLifeRead

/// `vclife-read`: the reader `vclife read` runs (docs/reading-controllers.md). Exit status
/// 0 when every file was read, 2 when one could not be (one line on standard error for it;
/// the others are still read).
struct ReadMain: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "vclife-read",
    abstract: "Read a controller's Swift or Objective-C source (the engine of `vclife read`).")

  enum Lang: String, ExpressibleByArgument {
    case en, zh, both
    var languages: [Language] {
      switch self {
      case .en: [.english]
      case .zh: [.chinese]
      case .both: [.english, .chinese]
      }
    }
  }

  @Option(help: "Language of the report: en, zh or both.")
  var lang: Lang = .en

  @Option(
    name: .customLong("as"), help: ArgumentHelp("Read only the class NAME.", valueName: "name"))
  var className: String?

  @Flag(help: "One JSON object a file, one a line.")
  var json = false

  @Flag(
    help: ArgumentHelp("Print the syntax tree (for whoever writes a rule).", visibility: .hidden))
  var tree = false

  @Option(
    help: ArgumentHelp(
      "Score the reader over a corpus directory (make bench).", valueName: "directory",
      visibility: .hidden))
  var score: String?

  @Argument(help: "Swift (.swift) or Objective-C (.m, .mm, .h) source files.")
  var files: [String] = []

  func validate() throws {
    if files.isEmpty && score == nil { throw ValidationError("give at least one source file") }
  }

  func run() throws {
    if let score {
      let result = try CorpusScore.score(directory: score)
      print(result.summary)
      for line in result.disagreements + result.cleanFindings { print("  " + line) }
      return
    }
    var failed = false
    for file in files {
      switch ReadFile.read(path: file, className: className) {
      case .failure(let message):
        failed = true
        let text = lang.languages.map { message.text($0) }.joined(separator: " / ")
        FileHandle.standardError.write(Data("vclife read: \(text)\n".utf8))
      case .success(let (report, source, language)):
        if tree {
          print(syntaxTreeDump(source: source, language: language) ?? "")
        } else if json {
          print(ReadRenderer.json(report))
        } else {
          print(ReadRenderer.text(report, languages: lang.languages), terminator: "")
        }
      }
    }
    if failed { throw ExitCode(2) }
  }
}

/// One file read from disk: its size bounded before it is read whole, its language from its
/// name.
enum ReadFile {
  enum Outcome {
    case success((ReadReport, [UInt8], SourceLanguage))
    case failure(Bilingual)
  }

  static func read(path: String, className: String?) -> Outcome {
    let shown = String(
      path.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
    guard let language = SourceLanguage(path: path) else {
      return .failure(
        Bilingual(
          "\(shown): not a .swift, .m, .mm or .h file", "\(shown)：不是 .swift、.m、.mm 或 .h 文件"))
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .failure(Bilingual("\(shown): cannot be read", "\(shown)：无法读取"))
    }
    defer { try? handle.close() }
    // One byte past the limit is enough to refuse the file, however large it is.
    let data: Data
    do {
      // nil at the end of the file: an empty file, read as one.
      data = try handle.read(upToCount: ControllerReader.sizeLimit + 1) ?? Data()
    } catch {
      return .failure(Bilingual("\(shown): cannot be read", "\(shown)：无法读取"))
    }
    do {
      let source = Array(data)
      let report = try ControllerReader.read(
        source: source, file: shown, language: language,
        className: className)
      return .success((report, source, language))
    } catch {
      return .failure(error.message)
    }
  }
}

ReadMain.main()
