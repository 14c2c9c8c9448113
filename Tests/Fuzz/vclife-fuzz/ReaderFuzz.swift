import Foundation
import VCLifeRead

/// `vclife read` on any bytes, read as Swift and as Objective-C: a report or a failure, never
/// a crash or a hang; a report survives its own JSON, and its text is safe to print.
enum ReaderFuzz {
  static func run(_ bytes: UnsafeRawBufferPointer) {
    let source = Array(bytes)
    for language in [SourceLanguage.swift, .objc] {
      do {
        let report = try ControllerReader.read(source: source, file: "fuzz", language: language)
        let json = ReadRenderer.json(report)
        let decoded = try? JSONDecoder().decode(ReadReport.self, from: Data(json.utf8))
        require(decoded == report, "the JSON does not read back: \(json)")
        let text = ReadRenderer.text(report, languages: [.english, .chinese])
        for line in text.split(separator: "\n") { requirePrintable(String(line), "read") }
        for entry in report.classes {
          for method in entry.methods {
            require(
              method.line >= 1 && method.line <= source.count + 1,
              "line \(method.line) out of the file")
          }
        }
      } catch {
        requirePrintable(error.message.en, "read")
        requirePrintable(error.message.zh, "read")
      }
    }
  }
}
