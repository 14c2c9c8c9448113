import CTreeSitter
import VCLifeCore

/// `vclife read`'s engine: a controller's source in, a ``ReadReport`` out. The source is
/// untrusted input: it is parsed, never compiled or run, and any bytes up to ``sizeLimit``
/// give a report or one ``Failure``.
public enum ControllerReader {
  /// The largest file read: 1 MiB (a controller is a few KB; the bound keeps time and memory
  /// small whatever the file holds).
  public static let sizeLimit = 1 << 20
  /// The deepest syntax tree walked (a real controller nests some 30 levels); the walk is
  /// recursive, so the bound keeps its stack small on any thread.
  public static let depthLimit = 150

  /// Why a file gives no report, in both languages.
  public struct Failure: Error, Equatable {
    public let message: Bilingual
  }

  /// Reads `source` (named `file` in the report). `className` keeps only that class.
  public static func read(
    source: [UInt8], file: String, language: SourceLanguage, className: String? = nil
  ) throws(Failure) -> ReadReport {
    guard source.count <= sizeLimit else {
      throw Failure(
        message: Bilingual(
          "\(file) is larger than 1 MiB (\(sizeLimit) bytes), the most the reader reads",
          "\(file) 超过 1 MiB（\(sizeLimit) 字节），即阅读器最多读取的大小"))
    }
    guard let tree = SyntaxTree(source: source, language: language) else {
      throw Failure(
        message: Bilingual(
          "\(file) could not be parsed within 5 seconds", "\(file) 无法在 5 秒内解析完"))
    }
    return try withExtendedLifetime(tree) { () throws(Failure) -> ReadReport in
      guard depth(of: tree) <= depthLimit else {
        throw Failure(
          message: Bilingual(
            "\(file) nests deeper than \(depthLimit) levels; the reader stops there",
            "\(file) 的嵌套超过 \(depthLimit) 层；阅读器到此为止"))
      }
      var walker = ClassWalker(language: language)
      walker.walk(root: tree.root)
      var report = assemble(walker.file, file: file, language: language)
      if let className {
        let names = report.classes.map(\.name)
        guard names.contains(className) else {
          let list = names.isEmpty ? "none" : names.joined(separator: ", ")
          let listZh = names.isEmpty ? "无" : names.joined(separator: "、")
          throw Failure(
            message: Bilingual(
              "no controller class \(className) in \(file) (classes: \(list))",
              "\(file) 中没有控制器类 \(className)（已有的类：\(listZh)）"))
        }
        report.classes.removeAll { $0.name != className }
      }
      return report
    }
  }

  /// The tree's depth, walked with a cursor (no recursion, whatever the depth).
  private static func depth(of tree: SyntaxTree) -> Int {
    var cursor = ts_tree_cursor_new(tree.root.raw)
    defer { ts_tree_cursor_delete(&cursor) }
    var depth = 0
    var deepest = 0
    while true {
      if ts_tree_cursor_goto_first_child(&cursor) {
        depth += 1
        deepest = max(deepest, depth)
        if deepest > depthLimit { return deepest }
        continue
      }
      while !ts_tree_cursor_goto_next_sibling(&cursor) {
        guard ts_tree_cursor_goto_parent(&cursor) else { return deepest }
        depth -= 1
      }
    }
  }

  /// Merges each class with its extensions and categories, keeps the controllers, and runs
  /// the rules on each.
  static func assemble(_ source: SourceFile, file: String, language: SourceLanguage) -> ReadReport {
    var notes = source.skipped
    var merged: [SourceClass] = []
    for entry in source.classes where entry.kind == .class {
      guard !merged.contains(where: { $0.name == entry.name }) else { continue }
      var whole = entry
      for part in source.classes where part.name == entry.name && part.line != entry.line {
        whole.properties += part.properties
        whole.methods += part.methods
        whole.superclass = whole.superclass ?? part.superclass
      }
      merged.append(whole)
    }
    for part in source.classes where part.kind == .extension && !part.methods.isEmpty {
      let name = ControllerRules.firstType(part.name)
      if uikitControllers.contains(name) {
        notes.append(
          Skipped(
            line: part.line, what: ReadText.uikitExtension(name), why: ReadText.uikitExtensionWhy))
      }
    }
    let names = Set(merged.map(\.name))
    var controllers: [ClassReport] = []
    for entry in merged {
      let superclass = entry.superclass.map(ControllerRules.firstType) ?? ""
      let overrides = entry.methods.contains {
        Lifecycle.selectors[$0.selector] != nil && $0.isOverride && $0.selector != "dealloc"
          && !$0.selector.hasPrefix("init") && $0.selector != "awakeFromNib"
      }
      guard superclass.hasSuffix("Controller") || names.contains(superclass) || overrides else {
        notes.append(
          Skipped(
            line: entry.line, what: ReadText.notController(entry.name),
            why: ReadText.notControllerWhy))
        continue
      }
      let unread = source.skipped.filter { $0.what == ReadText.parseError }.map(\.line)
      var rules = ControllerRules(
        entry: entry, language: language, fileClasses: names, unreadLines: unread)
      controllers.append(rules.report())
    }
    if merged.isEmpty {
      // A syntax error can swallow a class's declaration: say where, not just "no class".
      let error = notes.first { $0.what == ReadText.parseError }
      notes.append(
        Skipped(
          line: 1, what: ReadText.noClass,
          why: error.map { ReadText.noClassAfterError(line: $0.line) } ?? ReadText.noClassWhy))
    }
    for method in source.looseMethods {
      notes.append(
        Skipped(
          line: method.line, what: ReadText.looseMethod(method.selector), why: ReadText.noClassWhy))
    }
    return ReadReport(
      file: file, language: language, classes: controllers,
      notUnderstood: notes.sorted { $0.line < $1.line }.map(NotUnderstood.init))
  }
}

extension NotUnderstood {
  init(_ skipped: Skipped) {
    self.init(
      line: skipped.line, what: skipped.what.en, why: skipped.why.en, whatZh: skipped.what.zh,
      whyZh: skipped.why.zh)
  }
}
