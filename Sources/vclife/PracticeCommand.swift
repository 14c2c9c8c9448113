import ArgumentParser
import VCLifeCore
import VCLifePractice
import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `vclife practice`: generated items checked by the simulator, exported for a class
/// (`--export`), or a student's progress (`--progress`).
struct PracticeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "practice",
    abstract: "Export generated practice items, or show what is due.",
    discussion: """
      Every item is drawn from a seed, run in the simulator and checked before it is written: \
      the same seed and filters give the same items, byte for byte. Kinds: next (which \
      callback comes next), order (put callbacks in order), action (which action made this \
      log), version (which iOS version made it), freed (what a memory warning frees), bug \
      (whose code is wrong). --export writes COUNT items as jsonl, markdown (a worksheet and \
      its answer key), gift or moodle-xml (Moodle) or qti (a QTI 1.2 zip for Canvas) to \
      -o FILE, never over an existing file (-o - is standard output). --progress prints each \
      topic's mastery and what is due.
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case jsonl, markdown, gift
    case moodleXML = "moodle-xml"
    case qti
  }

  @Option(help: "Write items in a format: jsonl, markdown, gift, moodle-xml or qti.")
  var export: Format?

  @Flag(help: "Print each topic's mastery and the items due today and this week.")
  var progress = false

  @Option(help: "How many items to export (1 to 1000).")
  var count: Int = 20

  @Option(help: "The seed items are drawn from (a whole number, 0 to 2^64-1).")
  var seed: UInt64?

  @Option(help: "Only items of a kind: next, order, action, version, freed or bug.")
  var kind: ItemKind?

  @Option(
    help:
      "Only items about a topic: navigation, presentation, tabs, memory, loading, scenes, rotation or gotchas."
  )
  var topic: Topic?

  @Option(help: "Only items on an iOS version, 5 to 26.")
  var ios: SystemBehavior?

  @Option(help: "Only items of a level, 1 (first steps) to 3 (the whole version axis).")
  var level: Int?

  @Option(
    name: .customShort("o"),
    help: ArgumentHelp(
      "The file to write (never over an existing one); - is standard output.",
      valueName: "file"))
  var output: String?

  /// The most items one export writes.
  static let maximumCount = 1000

  func validate() throws {
    if export == nil && !progress {
      throw ValidationError("practice needs --export FORMAT or --progress")
    }
    if export != nil && progress { throw ValidationError("--export and --progress go alone") }
    guard export != nil else { return }
    guard (1...Self.maximumCount).contains(count) else {
      throw ValidationError("--count takes 1 to \(Self.maximumCount), not \(count)")
    }
    if seed == nil {
      throw ValidationError("--export needs --seed S, so the items can be drawn again")
    }
    if output == nil {
      throw ValidationError("--export needs -o FILE (or -o - for standard output)")
    }
    if let problem = filters.problem { throw ValidationError(problem) }
  }

  var filters: PracticeFilters {
    PracticeFilters(kind: kind, topic: topic, ios: ios, level: level)
  }

  func run() throws {
    guard let format = export, let seed, let output else { return }
    guard let generator = PracticeGenerator(seed: seed, filters: filters) else {
      throw UsageFailure(message: filters.problem ?? "no item matches these filters")
    }
    let items = generator.items(count: count)
    guard items.count == count else {
      throw UsageFailure(
        message: "only \(items.count) different items match these filters; ask for fewer")
    }
    let bytes: [UInt8]
    switch format {
    case .jsonl: bytes = Array(JSONLExport.text(items).utf8)
    case .markdown: bytes = Array(MarkdownExport.text(items, seed: seed).utf8)
    case .gift: bytes = Array(GIFTExport.text(items, seed: seed).utf8)
    case .moodleXML: bytes = Array(MoodleXMLExport.text(items, seed: seed).utf8)
    case .qti: bytes = QTIExport.package(items, seed: seed)
    }
    if output == "-" {
      bytes.withUnsafeBytes { StandardStreams.write(bytes: $0) }
    } else {
      try NewFile.write(bytes, to: output)
    }
  }
}

extension ItemKind: ExpressibleByArgument {}
extension Topic: ExpressibleByArgument {}

/// Writes a file whole, or not at all, and never over anything that exists: the bytes go
/// to a new temporary file beside it (O_CREAT|O_EXCL|O_NOFOLLOW), which is then linked to
/// the name (link(2) fails when the name exists, a dangling symlink included) and unlinked.
enum NewFile {
  static func write(_ bytes: [UInt8], to path: String) throws {
    let shown = ControllerName.escaped(path)
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
    var temporary = ""
    var descriptor: Int32 = -1
    for attempt in 0..<100 {
      temporary = folder + "/.vclife-practice-\(getpid())-\(attempt).tmp"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
      throw UsageFailure(message: "cannot write \(shown): \(String(cString: strerror(errno)))")
    }
    defer { unlink(temporary) }
    let written = bytes.withUnsafeBytes { Descriptor.writeAll($0, to: descriptor) }
    let reason = String(cString: strerror(errno))
    let closed = close(descriptor) == 0
    guard written, closed else {
      throw UsageFailure(
        message: "cannot write \(shown): \(written ? String(cString: strerror(errno)) : reason)")
    }
    guard link(temporary, path) == 0 else {
      let problem =
        errno == EEXIST
        ? "it exists; vclife never writes over a file" : String(cString: strerror(errno))
      throw UsageFailure(message: "cannot write \(shown): \(problem)")
    }
  }
}
