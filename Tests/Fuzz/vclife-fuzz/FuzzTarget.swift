import Foundation

/// What `make fuzz` fuzzes: each target takes arbitrary bytes and traps (through
/// ``require(_:_:)``) when one of its invariants breaks, which libFuzzer reports as a crash
/// and saves the input for.
enum FuzzTarget: String, CaseIterable, Sendable {
  /// The script language, whole (`ScriptParser.parse(script:)`) and line by line
  /// (`ScriptStream`, as `vclife script` runs a file).
  case script
  /// Scenario and lesson files: the YAML guard, the decoders, the lesson check.
  case document
  /// The live screen's key decoder, fed bytes and curses key codes.
  case keys
  /// The session `q` keeps, read back for `--resume` (`SavedSession.parse`).
  case session
  /// The class protocol's lines, both ways, and a student's screen fed a teacher's updates.
  case `class`
  /// `vclife read`'s reader (tree-sitter and the rules), on a source read as Swift and as
  /// Objective-C.
  case read

  /// Runs one input through the target.
  func run(_ bytes: UnsafeRawBufferPointer) {
    switch self {
    case .script: ScriptFuzz.run(bytes)
    case .document: DocumentFuzz.run(bytes)
    case .keys: KeyFuzz.run(bytes)
    case .session: SessionFuzz.run(bytes)
    case .class: ClassFuzz.run(bytes)
    case .read: ReaderFuzz.run(bytes)
    }
  }
}

/// Traps with `message` when `condition` is false: a broken invariant is a crash to libFuzzer.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant broken: \(message())") }
}

/// Traps when a message meant for a terminal holds a control character: every error vclife
/// prints is promised to be safe to print, whatever the input held.
func requirePrintable(_ message: String, _ context: String) {
  let control = message.unicodeScalars.first { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
  require(
    control == nil,
    "\(context) message holds U+\(String(control?.value ?? 0, radix: 16)): \(message.debugDescription)"
  )
}

/// `vclife-fuzz TARGET ARGUMENTS…`. Built for `make fuzz` (`-sanitize=fuzzer -DFUZZING`), the
/// arguments after the target go to libFuzzer (options, corpus folders, or files to rerun);
/// built plainly, they are files, each run once through the same checks.
///
/// libFuzzer brings its own `main`, which wants the one global `LLVMFuzzerTestOneInput`; but
/// SwiftPM links an executable's entry point in place of any other `main`, so the entry
/// point here starts libFuzzer itself, through `LLVMFuzzerRunDriver`, its documented API for
/// that, with the target chosen by the first argument.
@main
enum FuzzMain {
  static func main() {
    let arguments = CommandLine.arguments
    guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
      FileHandle.standardError.write(
        Data("usage: vclife-fuzz script|document|keys|session|class|read ARGUMENTS…\n".utf8))
      exit(2)
    }
    #if FUZZING
      exit(Fuzzer.run(target))
    #else
      for path in arguments.dropFirst(2) {
        guard let data = FileManager.default.contents(atPath: path) else {
          FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
          exit(2)
        }
        data.withUnsafeBytes(target.run)
      }
    #endif
  }
}
