import Foundation
import Testing
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// Golden text dumps of rendered frames, kept in `Golden/<name>.txt` next to this file.
/// With `UPDATE_GOLDEN=1` in the environment the files are written instead of compared.
enum Golden {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

  /// Compares `grid.textDump()` with the stored file `name`.txt (or writes it).
  static func check(
    _ grid: Grid, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = folder.appendingPathComponent(name + ".txt")
    let actual = grid.textDump() + "\n"
    if isUpdating {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing golden file \(name).txt; run with UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
      return
    }
    #expect(
      actual == expected, "frame \(name) differs from Golden/\(name).txt",
      sourceLocation: sourceLocation)
  }

  /// Applies keys to a model.
  static func model(_ model: Classroom, keys: [Key]) -> Classroom {
    var model = model
    for key in keys { model.handle(key) }
    return model
  }
}
