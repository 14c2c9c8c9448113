import VCLifeScript

/// Scenario and lesson files: whatever the bytes, reading them returns or throws a
/// `DocumentError` (never traps, never another error), with a printable message; a lesson
/// that reads is checked against the simulation like `vclife lessons --check`.
enum DocumentFuzz {
  static func run(_ bytes: UnsafeRawBufferPointer) {
    let text = String(decoding: bytes, as: UTF8.self)
    expectDocumentErrors("scenario") { _ = try Scenario.parse(text) }
    expectDocumentErrors("lesson") { _ = try Lesson.parse(text, name: "fuzz") }
    for problem in LessonCheck.problems(in: text, name: "fuzz") {
      requirePrintable(problem.message, "lesson check")
    }
    // A file's name becomes a lesson's name: only a-z, 0-9 and '-', 1 to 40 of them.
    let name = LessonLibrary.safeName(fromFileName: text)
    let allowed = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    require(
      allowed && (1...40).contains(name.unicodeScalars.count),
      "file name gave \(name.debugDescription)")
  }

  private static func expectDocumentErrors(_ kind: String, _ read: () throws -> Void) {
    do {
      try read()
    } catch let error as DocumentError {
      require(
        error.line >= 0 && error.column >= 0, "\(kind) error at \(error.line):\(error.column)")
      requirePrintable(error.message, kind)
    } catch {
      require(false, "\(kind) threw \(type(of: error)), not a DocumentError: \(error)")
    }
  }
}
