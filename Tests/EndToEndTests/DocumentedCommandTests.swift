import Foundation
import Testing

/// Every `vclife …` command the README and docs/ show in a fenced block, and the man page in
/// its EXAMPLES, runs as shown, so none goes stale. Each document's commands run in order in a scratch directory of their own
/// (with the files they name: the docs' own scenario and lesson examples, an exported script),
/// through `sh -c` with the built vclife first on `PATH`:
/// - a command without a terminal (`script`, `lessons` piped, `record`, `practice`, `help`)
///   must exit as documented: 0, or the status a `# exit N` comment on its line says;
/// - a live-screen command (the root's options, `join`) is parsed and its files loaded, then
///   refused only for want of a terminal (or of the class socket it names): an option that no
///   longer exists, a lesson renamed or an example file that no longer loads fails here.
@Suite struct DocumentedCommandTests {
  static let repository = InstallTests.repository

  /// The documents whose commands are run.
  static func documents() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: repository.appendingPathComponent("docs").path
    ).filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return ["README.md", "vclife.1"] + docs
  }

  /// The lines of the fenced blocks of `text` (not YAML ones) that run vclife: at the start of
  /// the line or after a pipe.
  static func commands(in text: String) -> [String] {
    if text.contains("\n.TH ") { return manualCommands(in: text) }
    var lines: [String] = []
    var fence: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        fence = fence == nil ? String(trimmed.dropFirst(3)) : nil
        continue
      }
      guard let fence, fence.isEmpty || fence == "sh" else { continue }
      if trimmed.hasPrefix("vclife ") || trimmed.contains("| vclife ") { lines.append(trimmed) }
    }
    return lines
  }

  /// The man page's example lines (between `.EX` and `.EE`) that run vclife, unescaped as
  /// man(1) shows them.
  static func manualCommands(in text: String) -> [String] {
    var lines: [String] = []
    var inExample = false
    for line in text.split(separator: "\n").map(String.init) {
      if line == ".EX" || line == ".EE" {
        inExample = line == ".EX"
        continue
      }
      guard inExample else { continue }
      let shown = line.replacingOccurrences(of: "\\-", with: "-")
        .replacingOccurrences(of: "\\(aq", with: "'").replacingOccurrences(of: "\\e", with: "\\")
      if shown.hasPrefix("vclife ") || shown.contains("| vclife ") { lines.append(shown) }
    }
    return lines
  }

  /// The subcommands that need no terminal when their output is a pipe.
  static let headless: Set<String> = ["script", "lessons", "record", "practice", "read", "help"]

  /// Whether the command line's vclife opens the live screen (or joins a class).
  static func isLive(_ command: String) -> Bool {
    let words =
      command.components(separatedBy: "vclife ").dropFirst().first?
      .split(separator: " ").map(String.init) ?? []
    guard let first = words.first else { return true }
    if ["--help", "-h", "--version"].contains(first) { return false }
    return !headless.contains(first)
  }

  /// The exit status the docs give a command (`# exit N`), else 0.
  static func expectedStatus(_ command: String) -> Int32 {
    guard let match = command.firstMatch(of: /#\s*exit (\d)/) else { return 0 }
    return Int32(match.output.1)!
  }

  /// A scratch directory holding the files the docs' commands name.
  static func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-docs-\(UInt64.random(in: 0...UInt64.max))")
    for sub in ["home", "state", "run", "work"] {
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent(sub), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    }
    let work = directory.appendingPathComponent("work")
    let page = try String(
      contentsOf: repository.appendingPathComponent("docs/lessons-and-scenarios.md"),
      encoding: .utf8)
    func yaml(after marker: String) throws -> String {
      try #require(
        page.components(separatedBy: marker).dropFirst().first?
          .components(separatedBy: "```yaml\n").dropFirst().first?
          .components(separatedBy: "```").first)
    }
    try yaml(after: "## Scenario files").write(
      to: work.appendingPathComponent("my-app.yaml"), atomically: true, encoding: .utf8)
    try yaml(after: "## Lesson files").write(
      to: work.appendingPathComponent("my-lesson.yaml"), atomically: true, encoding: .utf8)
    try "push Compose\npop\n".write(
      to: work.appendingPathComponent("actions.vcl"), atomically: true, encoding: .utf8)
    // A student's controllers, for `vclife read`: two of the reader's corpus.
    let corpus = repository.appendingPathComponent("Tests/VCLifeReadTests/Corpus")
    try FileManager.default.copyItem(
      at: corpus.appendingPathComponent("05-timer-leak-deinit.swift"),
      to: work.appendingPathComponent("MyViewController.swift"))
    try FileManager.default.copyItem(
      at: corpus.appendingPathComponent("16-warning-super-first.m"),
      to: work.appendingPathComponent("Detail.m"))
    // A script to replay, standing for the one `x` saves.
    try FileManager.default.copyItem(
      at: repository.appendingPathComponent("Tests/EndToEndTests/Fixtures/scripts/case08-tabs.vcl"),
      to: work.appendingPathComponent("vclife-session.vcl"))
    return directory
  }

  /// Runs one command line through `sh -c` in the scratch directory; standard input is empty.
  static func run(_ command: String, in directory: URL) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = directory.appendingPathComponent("work")
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
      binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["HOME"] = directory.appendingPathComponent("home").path
    environment["XDG_STATE_HOME"] = directory.appendingPathComponent("state").path
    environment["XDG_RUNTIME_DIR"] = directory.appendingPathComponent("run").path
    environment["TERM"] = "xterm-256color"
    environment["LANG"] = "C.UTF-8"
    environment.removeValue(forKey: "LC_ALL")
    process.environment = environment
    let output = directory.appendingPathComponent("out")
    let errors = directory.appendingPathComponent("err")
    FileManager.default.createFile(atPath: output.path, contents: nil)
    FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, stdout: try Data(contentsOf: output),
      stderr: try Data(contentsOf: errors))
  }

  /// What a live command may be refused for once it was parsed and its files loaded.
  static let refusals = [
    "standard input is not a terminal", "standard output is not a terminal",
    "cannot open the class", "cannot join the class",
  ]

  @Test(arguments: try documents())
  func everyCommandRunsAsShown(_ document: String) throws {
    let text = try String(
      contentsOf: Self.repository.appendingPathComponent(document), encoding: .utf8)
    let commands = Self.commands(in: text)
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    for command in commands {
      let outcome = try Self.run(command, in: directory)
      let firstError = outcome.err.split(separator: "\n").first.map(String.init) ?? ""
      if Self.isLive(command) {
        #expect(
          outcome.status == 2 && Self.refusals.contains { firstError.contains($0) },
          "\(document): `\(command)` was not accepted: \(outcome.status) \(outcome.err)")
      } else {
        #expect(
          outcome.status == Self.expectedStatus(command),
          "\(document): `\(command)` exited \(outcome.status): \(outcome.err)")
        #expect(!outcome.err.contains("Usage:"), "\(document): `\(command)`: \(outcome.err)")
      }
    }
  }

  /// The docs show commands of every kind, and these checks see them.
  @Test func theDocsShowCommandsOfEveryKind() throws {
    var all: [String] = []
    for document in try Self.documents() {
      all += Self.commands(
        in: try String(
          contentsOf: Self.repository.appendingPathComponent(document), encoding: .utf8))
    }
    #expect(all.count >= 30, "\(all.count) commands")
    #expect(all.contains { Self.isLive($0) } && all.contains { !Self.isLive($0) })
    for subcommand in ["script", "lessons", "record", "practice", "join", "read"] {
      #expect(all.contains { $0.contains("vclife \(subcommand)") }, "no vclife \(subcommand)")
    }
    // A live command with an option that does not exist is refused as a usage error, not
    // for want of a terminal: the check above would catch a stale option.
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stale = try Self.run("vclife --lesson load-cycle --no-such-option", in: directory)
    #expect(stale.status == 2 && !Self.refusals.contains { stale.err.contains($0) })
  }
}
