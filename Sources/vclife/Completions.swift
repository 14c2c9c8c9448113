import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the shell completion scripts offer where a value is a name or a file: they call
/// vclife back (`vclife ---completion …`) with the word typed so far.
enum Completions {
  /// The extensions of lesson and scenario files.
  static let documentExtensions = ["yaml", "yml", "json"]

  /// `--lesson`: the built-in lessons' names, then lesson files and directories.
  @Sendable static func lessons(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
    names(LessonLibrary.builtInTexts.map(\.name), prefix) + files(prefix, documentExtensions)
  }

  /// `--scenario`: the built-in scenarios' names, then scenario files and directories.
  @Sendable static func scenarios(_ arguments: [String], _ index: Int, _ prefix: String)
    -> [String]
  {
    let builtIn = [Catalogue.builtInName] + LessonLibrary.builtInTexts.map(\.name)
    return names(builtIn, prefix) + files(prefix, documentExtensions)
  }

  private static func names(_ names: [String], _ prefix: String) -> [String] {
    names.filter { $0.hasPrefix(prefix) }
  }

  /// The directories and the files with one of `extensions` whose path starts with `prefix`;
  /// hidden ones only when the prefix names them. A directory has no `/` of its own: the
  /// shells add it (bash's `-o filenames`).
  static func files(_ prefix: String, _ extensions: [String]) -> [String] {
    let slash = prefix.lastIndex(of: "/")
    let folder = slash.map { String(prefix[...$0]) } ?? ""
    let start = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
    guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
    defer { closedir(directory) }
    var found: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      guard name != ".", name != "..", name.hasPrefix(start),
        !name.hasPrefix(".") || start.hasPrefix(".")
      else { continue }
      var status = stat()
      guard stat(folder + name, &status) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFDIR {
        found.append(folder + name)
      } else if let dot = name.lastIndex(of: "."),
        extensions.contains(name[name.index(after: dot)...].lowercased())
      {
        found.append(folder + name)
      }
    }
    return found.sorted()
  }
}
