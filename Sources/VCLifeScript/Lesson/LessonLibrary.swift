import Foundation

/// The lessons that ship with vclife, and loading a lesson by name or from a file.
public enum LessonLibrary {
  /// The built-in lessons' YAML texts, by name, in teaching order: the files in
  /// `Lesson/BuiltIn/`, embedded in the binary at build time (so `lessons --check` and the fuzz
  /// corpus read the very files a teacher can copy and change).
  public static let builtInTexts: [(name: String, text: String)] = [
    ("load-cycle", PackageResources.load_cycle_yaml),
    ("origins", PackageResources.origins_yaml),
    ("navigation", PackageResources.navigation_yaml),
    ("memory-warnings", PackageResources.memory_warnings_yaml),
    ("listing-4-3", PackageResources.listing_4_3_yaml),
    ("caches", PackageResources.caches_yaml),
    ("out-of-memory", PackageResources.out_of_memory_yaml),
    ("tabs-and-modals", PackageResources.tabs_and_modals_yaml),
    ("gotchas", PackageResources.gotchas_yaml),
    ("resizing", PackageResources.resizing_yaml),
    ("today", PackageResources.today_yaml),
  ].map { ($0.0, String(decoding: $0.1, as: UTF8.self)) }

  /// The built-in lessons, parsed, in teaching order. The tests parse and run every one.
  public static let builtIn: [Lesson] = builtInTexts.map { entry in
    do {
      return try Lesson.parse(entry.text, name: entry.name)
    } catch {
      preconditionFailure("the built-in lesson \(entry.name) is invalid: \(error)")
    }
  }

  /// The built-in lesson with this name.
  public static func lesson(named name: String) -> Lesson? {
    builtIn.first { $0.name == name }
  }

  /// A lesson read from the file at `nameOrPath` when such a file exists, else the built-in
  /// lesson of that name. A file's lesson is named after the file unless it says `name:`.
  /// Throws `DocumentError`: the file's problem with its line and column, or an unknown name.
  public static func load(_ nameOrPath: String) throws -> Lesson {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: nameOrPath, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      guard let bytes = FileManager.default.contents(atPath: nameOrPath) else {
        throw DocumentError(
          line: 0, column: 0, message: "cannot read \(ControllerName.escaped(nameOrPath))")
      }
      // Decoded as every other input file is: bytes that are not UTF-8 become U+FFFD, so a
      // lesson, a scenario and a script with the same bytes are read alike.
      let text = String(decoding: bytes, as: UTF8.self)
      let file = URL(fileURLWithPath: nameOrPath).deletingPathExtension().lastPathComponent
      return try Lesson.parse(text, name: safeName(fromFileName: file))
    }
    if let lesson = lesson(named: nameOrPath) { return lesson }
    throw DocumentError(
      line: 0, column: 0,
      message: "no lesson or file named \(ControllerName.escaped(nameOrPath)); the built-in "
        + "lessons are " + builtInTexts.map(\.name).joined(separator: ", "))
  }
}

extension LessonLibrary {
  /// A lesson name made from a file's name: lower-cased, every character outside a-z, 0-9
  /// and '-' replaced by '-', runs of '-' made one, trimmed of '-', at most 40 characters;
  /// "lesson" when nothing is left. The name reaches the screen and an exported script's
  /// `# scenario:` line, so no control character or space may survive.
  public static func safeName(fromFileName file: String) -> String {
    var name = ""
    for scalar in file.lowercased().unicodeScalars {
      let kept = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
      if kept {
        name.unicodeScalars.append(scalar)
      } else if !name.hasSuffix("-") {
        name += "-"
      }
    }
    let trimmed = name.trimmingDashes()
    let short = String(trimmed.prefix(40)).trimmingDashes()
    return short.isEmpty ? "lesson" : short
  }
}

extension String {
  fileprivate func trimmingDashes() -> String {
    String(drop(while: { $0 == "-" }).reversed().drop(while: { $0 == "-" }).reversed())
  }
}
