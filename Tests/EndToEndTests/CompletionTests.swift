import Foundation
import Testing

/// The bash completion vclife generates, sourced into a real bash and asked as bash asks it
/// (COMP_WORDS, COMP_CWORD, COMP_LINE, COMP_POINT): the README's form `vclife --lesson …`
/// completes at the root, option values, lesson names, and files where an option takes one.
@Suite struct CompletionTests {
  /// What bash would offer for each line (its last word being completed), in a directory
  /// holding a.vcl, b.yaml, c.cast, d.txt and a folder `sub` with e.yaml and f.txt.
  static func offers(_ lines: [[String]]) throws -> [[String]] {
    let bash = "/bin/bash"
    try #require(FileManager.default.isExecutableFile(atPath: bash))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vclife-completion-\(UInt64.random(in: 0...UInt64.max))")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    for name in ["a.vcl", "b.yaml", "c.cast", "d.txt", "sub/e.yaml", "sub/f.txt"] {
      try Data().write(to: folder.appendingPathComponent(name))
    }
    let completion = folder.appendingPathComponent("vclife.bash")
    let generated = try vclife("--generate-completion-script", "bash")
    #expect(generated.status == 0)
    try generated.stdout.write(to: completion)
    var script = """
      cd '\(folder.path)'
      source '\(completion.path)'
      offer() {
        COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
        COMPREPLY=()
        _vclife vclife "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
        printf '%s\\n' "${COMPREPLY[*]}"
      }
      complete -p vclife >/dev/null || echo 'no completion for vclife'

      """
    for line in lines {
      script += "offer '\(binary.path)' " + line.map { "'\($0)'" }.joined(separator: " ") + "\n"
    }
    let file = folder.appendingPathComponent("run.sh")
    try script.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: bash)
    process.arguments = ["--norc", "--noprofile", file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .dropLast().map { $0.split(separator: " ").map(String.init) }
  }

  @Test func theRootFormCompletes() throws {
    let lessons = [
      "load-cycle", "origins", "navigation", "memory-warnings", "listing-4-3", "caches",
      "out-of-memory", "tabs-and-modals", "gotchas", "resizing", "today",
    ]
    let cases: [([String], [String])] = [
      (["--le"], ["--lesson"]),
      (["--lesson", ""], lessons + ["b.yaml", "sub"]),
      (["--lesson", "me"], ["memory-warnings"]),
      (["--lesson", "sub/"], ["sub/e.yaml"]),
      (["--lang", ""], ["en", "zh", "both"]),
      (["--theme", "h"], ["high-contrast"]),
      (["--lesson", "gotchas", "--la"], ["--lang"]),
      (["--replay", ""], ["a.vcl", "sub"]),
      (["--record", ""], ["c.cast", "sub"]),
      (["--export-dir", ""], ["sub"]),
      (["--scenario", "ph"], ["photo-album"]),
      (["s"], ["script"]),
      (["script", ""], ["a.vcl", "sub"]),
      (["script", "--format", ""], ["text", "jsonl", "markdown"]),
      (["lessons", "--show", "go"], ["gotchas"]),
      (["lessons", "--check", ""], ["b.yaml", "sub"]),
      (["record", "--lesson", "caches", ""], ["c.cast", "sub"]),
      (["live", "--lesson", "or"], ["origins"]),
    ]
    let offered = try Self.offers(cases.map(\.0))
    try #require(offered.count == cases.count, "\(offered)")
    for (index, (line, expected)) in cases.enumerated() {
      #expect(
        Set(offered[index]) == Set(expected),
        "vclife \(line.joined(separator: " ")): \(offered[index])")
    }
  }

  @Test func theFirstWordOffersOptionsAndSubcommands() throws {
    let offered = try #require(try Self.offers([[""]]).first)
    for word in ["--lesson", "--compare", "--resume", "live", "script", "lessons", "record"] {
      #expect(offered.contains(word), "\(word) missing from \(offered)")
    }
  }
}
